<?php
/**
 * Test infrastructure (WooCommerce double): the bridge between WooCommerce's classic PHP hooks
 * and its blockified templates.
 *
 * WooCommerce: src/Blocks/Templates/AbstractTemplateCompatibility.php (9.x): on a blockified
 * shop or product page, WooCommerce removes its own default callbacks from the classic hooks
 * (they are replaced by blocks) and fires the classic hooks around the corresponding blocks, so
 * that extensions' callbacks still print.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Compatibility layer base.
 */
abstract class WC_Double_Abstract_Template_Compatibility {

	/**
	 * Hook name => block_names, position (before|after), hooked (WooCommerce's default callbacks
	 * => priority) and permanently_removed_actions.
	 *
	 * @var array
	 */
	protected $hook_data = array();

	/** WooCommerce: AbstractTemplateCompatibility::init(). */
	public function init() {
		$this->set_hook_data();
		add_filter(
			'render_block_data',
			function ( $parsed_block, $source_block, $parent_block ) {
				/** This filter is documented in WooCommerce: AbstractTemplateCompatibility::init(). */
				if ( apply_filters( 'woocommerce_disable_compatibility_layer', false ) ) {
					return $parsed_block;
				}
				return $this->update_render_block_data( $parsed_block, $source_block, $parent_block );
			},
			10,
			3
		);
		add_filter(
			'render_block',
			function ( $block_content, $block ) {
				/** This filter is documented in WooCommerce: AbstractTemplateCompatibility::init(). */
				if ( apply_filters( 'woocommerce_disable_compatibility_layer', false ) ) {
					return $block_content;
				}
				return $this->inject_hooks( $block_content, $block );
			},
			10,
			2
		);
	}

	/**
	 * WooCommerce: AbstractTemplateCompatibility::update_render_block_data().
	 *
	 * @param array         $parsed_block Block.
	 * @param array         $source_block Unmodified block.
	 * @param WP_Block|null $parent_block Parent.
	 * @return array
	 */
	abstract public function update_render_block_data( $parsed_block, $source_block, $parent_block );

	/**
	 * WooCommerce: AbstractTemplateCompatibility::inject_hooks().
	 *
	 * @param string $block_content Rendered block.
	 * @param array  $block         Parsed block.
	 * @return string
	 */
	abstract public function inject_hooks( $block_content, $block );

	/** WooCommerce: AbstractTemplateCompatibility::set_hook_data(). */
	abstract protected function set_hook_data();

	/**
	 * Removes WooCommerce's default callbacks, replaced by blocks
	 * (WooCommerce: AbstractTemplateCompatibility::remove_default_hooks()).
	 */
	protected function remove_default_hooks() {
		foreach ( $this->hook_data as $hook => $data ) {
			foreach ( $data['hooked'] ?? array() as $callback => $priority ) {
				remove_action( $hook, $callback, $priority );
			}
		}
	}

	/**
	 * Prints the hooks of one position (WooCommerce: AbstractTemplateCompatibility::get_hooks_buffer()).
	 *
	 * @param array  $hooks    Hook data.
	 * @param string $position before or after.
	 * @return string
	 */
	protected function get_hooks_buffer( $hooks, $position ) {
		ob_start();
		foreach ( $hooks as $hook => $data ) {
			if ( $data['position'] === $position ) {
				do_action( $hook ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- WooCommerce's hook names.
			}
		}
		return (string) ob_get_clean();
	}
}

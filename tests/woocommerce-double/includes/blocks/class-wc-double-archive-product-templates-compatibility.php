<?php
/**
 * Test infrastructure (WooCommerce double): classic hooks around the blockified shop grid.
 *
 * WooCommerce: src/Blocks/Templates/ArchiveProductTemplatesCompatibility.php (9.x). For a
 * Product Collection that inherits the main query (the shop and product taxonomy templates),
 * WooCommerce marks it and all its inner blocks `isInherited`, removes its default loop
 * callbacks, and fires the classic loop hooks around the blocks: `woocommerce_before_shop_loop`
 * / `woocommerce_after_shop_loop` around the product template, `woocommerce_before_shop_loop_item`
 * / `woocommerce_after_shop_loop_item` around each product (the `core/null` item the product
 * template renders), the title hooks around `core/post-title`. Collections that do not inherit
 * the query (related products) get none of this.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Archive compatibility layer.
 */
class WC_Double_Archive_Product_Templates_Compatibility extends WC_Double_Abstract_Template_Compatibility {

	/** The id of a loop item (the product template's `core/null` block). */
	const LOOP_ITEM_ID = 'product-loop-item';

	/**
	 * Marks the inherited collection's blocks, from the top-level block only
	 * (WooCommerce: ArchiveProductTemplatesCompatibility::update_render_block_data()).
	 *
	 * @param array         $parsed_block Block.
	 * @param array         $source_block Unmodified block.
	 * @param WP_Block|null $parent_block Parent.
	 * @return array
	 */
	public function update_render_block_data( $parsed_block, $source_block, $parent_block ) {
		if ( ! $this->is_archive_template() || $parent_block ) {
			return $parsed_block;
		}
		$this->inner_blocks_walker( $parsed_block );
		return $parsed_block;
	}

	/**
	 * WooCommerce: ArchiveProductTemplatesCompatibility::inject_hooks().
	 *
	 * @param string $block_content Rendered block.
	 * @param array  $block         Parsed block.
	 * @return string
	 */
	public function inject_hooks( $block_content, $block ) {
		if ( ! $this->is_archive_template() || empty( $block['attrs']['isInherited'] ) ) {
			return $block_content;
		}
		$block_name = $block['blockName'];
		if ( 'core/null' === $block_name ) {
			$block_name = self::LOOP_ITEM_ID;
		}
		$block_hooks = array_filter(
			$this->hook_data,
			static function ( $hook ) use ( $block_name ) {
				return in_array( $block_name, $hook['block_names'], true );
			}
		);

		if ( in_array( $block_name, array( 'core/post-template', 'woocommerce/product-template' ), true ) && ! empty( $block_content ) ) {
			$this->restore_default_hooks();
			$content = $this->get_hooks_buffer( $block_hooks, 'before' ) . $block_content . $this->get_hooks_buffer( $block_hooks, 'after' );
			$this->remove_default_hooks();
			return $content;
		}

		$supported = array_merge( array(), ...array_values( array_column( $this->hook_data, 'block_names' ) ) );
		if ( ! in_array( $block_name, $supported, true ) ) {
			return $block_content;
		}
		if ( 'core/query-no-results' === $block_name ) {
			if ( empty( trim( $block_content ) ) ) {
				return $block_content;
			}
			$this->restore_default_hooks();
			$content = $this->get_hooks_buffer( $block_hooks, 'before' ) . $block_content . $this->get_hooks_buffer( $block_hooks, 'after' );
			$this->remove_default_hooks();
			return $content;
		}
		if ( empty( $block_content ) ) {
			return $block_content;
		}
		return $this->get_hooks_buffer( $block_hooks, 'before' ) . $block_content . $this->get_hooks_buffer( $block_hooks, 'after' );
	}

	/** WooCommerce: ArchiveProductTemplatesCompatibility::set_hook_data() (9.x). */
	protected function set_hook_data() {
		$this->hook_data = array(
			'woocommerce_before_main_content'         => array(
				'block_names' => array( 'core/query', 'woocommerce/product-collection' ),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_output_content_wrapper' => 10,
					'woocommerce_breadcrumb'             => 20,
				),
			),
			'woocommerce_after_main_content'          => array(
				'block_names' => array( 'core/query', 'woocommerce/product-collection' ),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_output_content_wrapper_end' => 10,
				),
			),
			'woocommerce_before_shop_loop_item_title' => array(
				'block_names' => array( 'core/post-title' ),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_show_product_loop_sale_flash'    => 10,
					'woocommerce_template_loop_product_thumbnail' => 10,
				),
			),
			'woocommerce_shop_loop_item_title'        => array(
				'block_names' => array( 'core/post-title' ),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_template_loop_product_title' => 10,
				),
			),
			'woocommerce_after_shop_loop_item_title'  => array(
				'block_names' => array( 'core/post-title' ),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_template_loop_rating' => 5,
					'woocommerce_template_loop_price'  => 10,
				),
			),
			'woocommerce_before_shop_loop_item'       => array(
				'block_names' => array( self::LOOP_ITEM_ID ),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_template_loop_product_link_open' => 10,
				),
			),
			'woocommerce_after_shop_loop_item'        => array(
				'block_names' => array( self::LOOP_ITEM_ID ),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_template_loop_product_link_close' => 5,
					'woocommerce_template_loop_add_to_cart'        => 10,
				),
			),
			'woocommerce_before_shop_loop'            => array(
				'block_names'                 => array( 'core/post-template', 'woocommerce/product-template' ),
				'position'                    => 'before',
				'hooked'                      => array(
					'woocommerce_output_all_notices' => 10,
					'woocommerce_result_count'       => 20,
					'woocommerce_catalog_ordering'   => 30,
				),
				'permanently_removed_actions' => array(
					'woocommerce_output_all_notices',
					'woocommerce_result_count',
					'woocommerce_catalog_ordering',
				),
			),
			'woocommerce_after_shop_loop'             => array(
				'block_names'                 => array( 'core/post-template', 'woocommerce/product-template' ),
				'position'                    => 'after',
				'hooked'                      => array(
					'woocommerce_pagination' => 10,
				),
				'permanently_removed_actions' => array(
					'woocommerce_pagination',
				),
			),
			'woocommerce_no_products_found'           => array(
				'block_names'                 => array( 'core/query-no-results' ),
				'position'                    => 'before',
				'hooked'                      => array(
					'wc_no_products_found' => 10,
				),
				'permanently_removed_actions' => array(
					'wc_no_products_found',
				),
			),
			'woocommerce_archive_description'         => array(
				'block_names' => array( 'core/term-description' ),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_taxonomy_archive_description' => 10,
					'woocommerce_product_archive_description'  => 10,
				),
			),
		);
	}

	/**
	 * WooCommerce: ArchiveProductTemplatesCompatibility::is_archive_template().
	 *
	 * @return bool
	 */
	private function is_archive_template() {
		return is_shop() || is_product_taxonomy();
	}

	/**
	 * Finds collections that inherit the query (WooCommerce: ArchiveProductTemplatesCompatibility::inner_blocks_walker()).
	 *
	 * @param array $block Parsed block.
	 */
	private function inner_blocks_walker( &$block ) {
		$inherits = ! empty( $block['attrs']['query']['inherit'] ) && (
			'woocommerce/product-collection' === $block['blockName']
			|| ( 'core/query' === $block['blockName'] && 'woocommerce/product-query' === ( $block['attrs']['namespace'] ?? '' ) )
		);
		if ( $inherits ) {
			$this->inject_attribute( $block );
			$this->remove_default_hooks();
		}
		if ( ! empty( $block['innerBlocks'] ) ) {
			foreach ( $block['innerBlocks'] as &$inner_block ) {
				$this->inner_blocks_walker( $inner_block );
			}
		}
	}

	/**
	 * WooCommerce: ArchiveProductTemplatesCompatibility::restore_default_hooks().
	 */
	private function restore_default_hooks() {
		foreach ( $this->hook_data as $hook => $data ) {
			foreach ( $data['hooked'] ?? array() as $callback => $priority ) {
				if ( ! in_array( $callback, $data['permanently_removed_actions'] ?? array(), true ) ) {
					add_action( $hook, $callback, $priority );
				}
			}
		}
	}

	/**
	 * `isInherited` on the block and all its inner blocks
	 * (WooCommerce: ArchiveProductTemplatesCompatibility::inject_attribute()).
	 *
	 * @param array $block Parsed block.
	 */
	private function inject_attribute( &$block ) {
		$block['attrs']['isInherited'] = 1;
		if ( ! empty( $block['innerBlocks'] ) ) {
			foreach ( $block['innerBlocks'] as &$inner_block ) {
				$this->inject_attribute( $inner_block );
			}
		}
	}
}

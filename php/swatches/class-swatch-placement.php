<?php
/**
 * Puts the variation swatches on WooCommerce's variations forms and prints their page options.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

use Boudoir\Commerce\Hooks;
use Boudoir\Placed_Block;
use Boudoir\Swatch_Options;

defined( 'ABSPATH' ) || exit;

/**
 * When the shop enables it (Swatch_Options::ENABLED, default yes), renders the
 * `boudoir/variation-swatches` block at the top of every variations form (Hooks::BEFORE_VARIATIONS_FORM,
 * on classic and block themes alike); block themes may place the block by hand too.
 * Prints `window.boudoirSwatchSettings` before the block's view script wherever it loads, and
 * before its editor script, whose preview shows the shop's options.
 */
final class Swatch_Placement {

	/** The block it renders. */
	public const BLOCK = 'boudoir/variation-swatches';

	/**
	 * The shop's action inside the variations form, before its table. It runs on block themes
	 * too: WooCommerce's add-to-cart-form block prints the classic add-to-cart template.
	 */
	public const HOOK = Hooks::BEFORE_VARIATIONS_FORM;

	/** The global the view script reads. */
	public const SCRIPT_GLOBAL = 'boudoirSwatchSettings';

	/**
	 * The block, placed while the shop enables it.
	 *
	 * @var Placed_Block
	 */
	private readonly Placed_Block $placed;

	/**
	 * Keeps how to learn whether the shop features are on, and which product the shop's templates print.
	 *
	 * @param \Closure $shop_enabled    fn(): bool, whether the shop features are on.
	 * @param \Closure $current_product fn(): int, the product WooCommerce's templates print now (0: none).
	 */
	public function __construct( \Closure $shop_enabled, private readonly \Closure $current_product ) {
		$this->placed = new Placed_Block( self::BLOCK, Swatch_Options::ENABLED, $shop_enabled );
	}

	/**
	 * Hooks the placement and the page options in.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'render' ) );
		// After the blocks' scripts are registered (init), before anything is printed.
		add_action( 'wp_enqueue_scripts', array( $this, 'add_inline_settings' ), 1 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'add_inline_editor_settings' ), 1 );
	}

	/**
	 * Whether the swatches are inserted automatically now.
	 */
	public function is_enabled(): bool {
		return $this->placed->is_on();
	}

	/**
	 * Prints the block for the form's product (the Hooks::BEFORE_VARIATIONS_FORM action).
	 */
	public function render(): void {
		echo $this->markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block markup, escaped in render.php.
	}

	/**
	 * The block's markup for a product ('' when off, or when the product is not variable).
	 *
	 * @param int|null $product_id The product; by default the form's (WooCommerce's global product, else the post).
	 */
	public function markup( ?int $product_id = null ): string {
		return $this->placed->markup( $product_id ?? $this->current_product_id() );
	}

	/**
	 * Adds the page options before the block's view script(s); nothing when the block is not registered.
	 */
	public function add_inline_settings(): void {
		self::add_settings_before( self::view_script_handles() );
	}

	/**
	 * Adds the page options before the block's editor script(s), for its preview.
	 */
	public function add_inline_editor_settings(): void {
		self::add_settings_before( self::editor_script_handles() );
	}

	/**
	 * Adds the page options before scripts.
	 *
	 * @param list<string> $handles The scripts.
	 */
	private static function add_settings_before( array $handles ): void {
		$script = self::settings_script();
		foreach ( $handles as $handle ) {
			if ( wp_script_is( $handle, 'registered' ) ) {
				wp_add_inline_script( $handle, $script, 'before' );
			}
		}
	}

	/**
	 * `window.boudoirSwatchSettings = {…};` from the shop's options.
	 */
	public static function settings_script(): string {
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( Swatch_Options::page_options(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
	}

	/**
	 * The view script handles WordPress registered for the block.
	 *
	 * @return list<string>
	 */
	public static function view_script_handles(): array {
		return self::script_handles( 'view_script_handles' );
	}

	/**
	 * The editor script handles WordPress registered for the block.
	 *
	 * @return list<string>
	 */
	public static function editor_script_handles(): array {
		return self::script_handles( 'editor_script_handles' );
	}

	/**
	 * Script handles of the block.
	 *
	 * @param string $kind The block type's property: `view_script_handles` or `editor_script_handles`.
	 * @return list<string>
	 */
	private static function script_handles( string $kind ): array {
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		if ( null === $block_type ) {
			return array();
		}
		return array_values( array_filter( $block_type->{$kind}, 'is_string' ) );
	}

	/**
	 * The product of the form being printed: WooCommerce's global product, else the current post.
	 */
	private function current_product_id(): int {
		$product_id = (int) ( $this->current_product )();
		return $product_id > 0 ? $product_id : (int) get_the_ID();
	}
}

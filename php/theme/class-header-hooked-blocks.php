<?php
/**
 * Keeps WooCommerce's hooked mini-cart and account icon out of headers that hold Boudoir's mini-cart.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce hooks its own mini-cart and customer-account blocks after the Navigation block
 * of every header template part or pattern without a WooCommerce mini-cart (Block Hooks API).
 * A header with Boudoir's mini-cart would then show two carts that disagree, an account icon
 * beside them, and load WooCommerce's mini-cart scripts on every page. So, for any header (a
 * template part, a pattern, a navigation menu) whose content holds `boudoir/mini-cart`, those
 * blocks are taken off the list of blocks to hook. Boudoir's own header pattern also names
 * them in its Navigation's `metadata.ignoredHookedBlocks` (Patterns::header()), which WordPress
 * honours wherever the pattern's markup is saved.
 */
final class Header_Hooked_Blocks {

	/** The block that stands in for WooCommerce's mini-cart. */
	public const BLOCK = 'boudoir/mini-cart';

	/** After WooCommerce's own callbacks (9 and 10). */
	public const PRIORITY = 20;

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'hooked_block_types', array( $this, 'hooked_block_types' ), self::PRIORITY, 4 );
	}

	/**
	 * The `hooked_block_types` filter: WooCommerce's header blocks taken out where Boudoir's mini-cart is.
	 *
	 * @param mixed $hooked_block_types The block types to hook at this anchor and position.
	 * @param mixed $relative_position  before, after, first_child or last_child.
	 * @param mixed $anchor_block_type  The anchor block's type.
	 * @param mixed $context            The template (WP_Block_Template), pattern (array) or menu (WP_Post).
	 * @return mixed The block types.
	 */
	public function hooked_block_types( $hooked_block_types, $relative_position, $anchor_block_type, $context ) {
		unset( $relative_position, $anchor_block_type );
		if ( ! is_array( $hooked_block_types ) || ! array_intersect( $hooked_block_types, Hooks::HEADER_HOOKED_BLOCKS ) ) {
			return $hooked_block_types;
		}
		if ( ! str_contains( self::content_of( $context ), '<!-- wp:' . self::BLOCK ) ) {
			return $hooked_block_types;
		}
		return array_values( array_diff( $hooked_block_types, Hooks::HEADER_HOOKED_BLOCKS ) );
	}

	/**
	 * The markup of what the blocks would be hooked into.
	 *
	 * @param mixed $context A template, a pattern or a navigation menu.
	 */
	private static function content_of( $context ): string {
		if ( $context instanceof \WP_Block_Template ) {
			return (string) $context->content;
		}
		if ( $context instanceof \WP_Post ) {
			return $context->post_content;
		}
		return is_array( $context ) && is_string( $context['content'] ?? null ) ? $context['content'] : '';
	}
}

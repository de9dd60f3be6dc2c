<?php
/**
 * Puts the add-to-wishlist button on classic WooCommerce product templates.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * When the shop enables it (option `boudoir_wishlist_auto_insert`, default yes), renders
 * the `boudoir/add-to-wishlist` block after the add-to-cart button of product pages and
 * in product loops. Block themes place the block by hand instead.
 */
final class Button_Placement {

	/** The option that turns automatic insertion on ('yes') or off. */
	public const OPTION = 'boudoir_wishlist_auto_insert';

	/** The block it renders. */
	public const BLOCK = 'boudoir/add-to-wishlist';

	/** WooCommerce's hook after the add-to-cart button of a single product. */
	public const SINGLE_HOOK = 'woocommerce_after_add_to_cart_button';

	/** WooCommerce's hook at the end of each product in a loop. */
	public const LOOP_HOOK = 'woocommerce_after_shop_loop_item';

	/** After the loop's add-to-cart button (priority 10). */
	public const LOOP_PRIORITY = 15;

	/** The option holding the wishlist page's id (shared with the REST shapes). */
	public const PAGE_OPTION = 'boudoir_wishlist_page_id';

	/**
	 * Keeps how to tell whether the shop features are on.
	 *
	 * @param \Closure $shop_enabled fn(): bool, whether the shop features are on.
	 */
	public function __construct( private readonly \Closure $shop_enabled ) {
	}

	/**
	 * Hooks the placement in.
	 */
	public function register(): void {
		add_action( self::SINGLE_HOOK, array( $this, 'render_single' ) );
		add_action( self::LOOP_HOOK, array( $this, 'render_loop' ), self::LOOP_PRIORITY );
	}

	/**
	 * Whether the button is inserted automatically now.
	 */
	public function is_enabled(): bool {
		return 'yes' === get_option( self::OPTION, 'yes' ) && ( $this->shop_enabled )();
	}

	/**
	 * Prints the button on a single product page (the woocommerce_after_add_to_cart_button action).
	 */
	public function render_single(): void {
		$this->print_block();
	}

	/**
	 * Prints the button of a product in a loop (the woocommerce_after_shop_loop_item action).
	 */
	public function render_loop(): void {
		$this->print_block();
	}

	/**
	 * The block's markup for the current product ('' when off or outside a product).
	 */
	public function markup(): string {
		if ( ! $this->is_enabled() ) {
			return '';
		}
		$product_id = (int) get_the_ID();
		if ( $product_id <= 0 ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => self::BLOCK,
				'attrs'        => array( 'productId' => $product_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The wishlist page's URL (the page set in the options, else /wishlist/).
	 */
	public static function wishlist_page_url(): string {
		$page_id   = (int) get_option( self::PAGE_OPTION, 0 );
		$permalink = $page_id > 0 && 'page' === get_post_type( $page_id ) ? get_permalink( $page_id ) : false;
		return is_string( $permalink ) && '' !== $permalink ? $permalink : home_url( '/wishlist/' );
	}

	/**
	 * Prints the markup (block output, escaped by its render).
	 */
	private function print_block(): void {
		echo $this->markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block markup, escaped in render.php.
	}
}

<?php
/**
 * Quantity steppers (docs/contract.md, Validation "Quantity inputs"): minus and plus buttons around each number
 * quantity input WooCommerce prints, and the floating bar option's mirroring rule.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Shop_Controls;
use Boudoir\Kses;
use Boudoir\Options;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Server markup first: the buttons are printed inside WooCommerce's `div.quantity`, on the
 * hooks around its input, so nothing moves when the script (src/quantity, ~0.9 KB gz)
 * starts them; hidden (min = max) and read-only quantities get none.
 *
 * Which pages: single product and cart pages get the script and its inline stylesheet in
 * the head's queue (the buttons are styled from the first paint); any other page gets them
 * the moment a quantity field prints (a product list with quantity inputs, a block, a
 * shortcode). Pages without a quantity field carry none of it.
 *
 * The option Theme_Options::FLOATING_BAR (Settings → Boudoir, default off) is the floating
 * add-to-cart bar's; this class only applies its mirroring rule: on a single product page
 * with the option on, the product forms' quantities follow each other (not with a grouped
 * product form, whose inputs are one per product).
 */
final class Quantity_Buttons {

	/** The script's and the stylesheet's handle. */
	public const HANDLE = 'boudoir-quantity';

	/** The global the script reads its words and options from. */
	public const SCRIPT_GLOBAL = 'boudoirQuantity';


	/** The script's and the stylesheet's path under the build folder. */
	private const ASSET = 'scripts/quantity';

	/**
	 * The type of the quantity input being printed (null: not told).
	 *
	 * @var string|null
	 */
	private ?string $type = null;

	/**
	 * Keeps where the built files are and how to reach the shop.
	 *
	 * @param string   $build_dir Absolute path of the build folder.
	 * @param string   $build_url Its URL.
	 * @param callable $pages     Returns the shop's pages (Shop_Pages).
	 */
	public function __construct( private string $build_dir, private string $build_url, private $pages ) {
	}

	/**
	 * Hooks the assets, the markup and the enqueue rule in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_assets' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_on_shop_pages' ) );
		// Last, so the type is the one the template prints.
		add_filter( Shop_Controls::QUANTITY_TYPE_FILTER, array( $this, 'remember_type' ), PHP_INT_MAX );
		add_action( Shop_Controls::QUANTITY_BEFORE_FIELD, array( $this, 'print_decrease' ) );
		add_action( Shop_Controls::QUANTITY_AFTER_FIELD, array( $this, 'print_increase' ) );
	}

	/**
	 * Whether the floating bar option is on.
	 */
	public static function floating_bar(): bool {
		return Options::is_on( Theme_Options::FLOATING_BAR );
	}

	/**
	 * Registers the script and its stylesheet (printed inline by Boudoir\Islands).
	 */
	public function register_assets(): void {
		Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::ASSET, Scripts::STYLE_RTL );
	}

	/**
	 * Single product and cart pages: queued before the head prints, so the stylesheet is
	 * there for the first paint (the wp_enqueue_scripts action).
	 */
	public function enqueue_on_shop_pages(): void {
		$pages = ( $this->pages )();
		if ( $pages->is_product_page() || $pages->is_cart_page() ) {
			$this->enqueue();
		}
	}

	/**
	 * Keeps the type of the quantity input about to print (a filter; the value passes).
	 *
	 * @param mixed $type The input's type.
	 * @return mixed The type.
	 */
	public function remember_type( $type ) {
		$this->type = is_string( $type ) ? $type : null;
		return $type;
	}

	/**
	 * Whether the field being printed gets steppers: a number input (or a template that
	 * did not say, as before WooCommerce 7.8).
	 */
	private function has_steppers(): bool {
		return ( null === $this->type || 'number' === $this->type ) && Options::is_on( Theme_Options::QUANTITY_BUTTONS );
	}

	/**
	 * Prints the minus button before the field (and queues the script).
	 */
	public function print_decrease(): void {
		if ( ! $this->has_steppers() ) {
			return;
		}
		$this->enqueue();
		echo wp_kses( self::button( 'minus', __( 'Decrease quantity', 'boudoir' ), '−' ), Kses::controls() );
	}

	/**
	 * Prints the plus button after the field.
	 */
	public function print_increase(): void {
		if ( ! $this->has_steppers() ) {
			return;
		}
		echo wp_kses( self::button( 'plus', __( 'Increase quantity', 'boudoir' ), '+' ), Kses::controls() );
		$this->type = null;
	}

	/**
	 * A stepper's markup: a button named by its words, the sign hidden from screen readers.
	 *
	 * @param string $kind 'minus' or 'plus'.
	 * @param string $name The button's accessible name.
	 * @param string $sign What it shows.
	 */
	public static function button( string $kind, string $name, string $sign ): string {
		return sprintf(
			'<button type="button" class="boudoir-qty boudoir-qty--%1$s" aria-label="%2$s"><span aria-hidden="true">%3$s</span></button>',
			esc_attr( $kind ),
			esc_attr( $name ),
			esc_html( $sign )
		);
	}

	/**
	 * Enqueues the script with its words and options, and the stylesheet, once.
	 */
	public function enqueue(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) || ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, $this->settings_script(), 'before' );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * `window.boudoirQuantity = {"decrease":"…","increase":"…","mirror":false};`
	 */
	public function settings_script(): string {
		$settings = array(
			'decrease' => __( 'Decrease quantity', 'boudoir' ),
			'increase' => __( 'Increase quantity', 'boudoir' ),
			'mirror'   => self::floating_bar() && ( $this->pages )()->is_product_page(),
		);
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . ';';
	}
}

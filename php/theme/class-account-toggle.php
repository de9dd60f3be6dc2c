<?php
/**
 * The guest account page's login/register toggle (docs/contract.md, States "Listing and account"): with
 * registration on, two links above WooCommerce's two columns, "Login" and "Register"; the
 * current one (`aria-current="true"`) shows its column, the other column is hidden.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Shop_Pages;
use Boudoir\Commerce\Shop_Controls;
use Boudoir\Options;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Server markup, and a script of a few hundred bytes (build/scripts/account-toggle.js)
 * printed inline right after the links: it runs while the page is parsed, before the
 * columns, so the hidden column never shows first (no layout shift, no request). Without
 * JavaScript, or without the built file, both columns show and the links are plain
 * in-page links (`#customer_login`, and `#register`: the register form's id, printed
 * through WooCommerce's `woocommerce_register_form_tag`). The hiding is CSS keyed on the
 * links' `data-current`, which only the script sets.
 */
final class Account_Toggle {

	/** The stylesheet's handle (inline CSS only). */
	public const HANDLE = 'boudoir-account-toggle';

	/** The register form's id, the Register link's target (and the hash that opens it). */
	public const REGISTER_ID = 'register';

	/**
	 * Keeps how to reach the shop's pages.
	 *
	 * @param \Closure $pages  fn(): Shop_Pages, the shop's pages.
	 * @param string   $script The built script's path; default build/scripts/account-toggle.js.
	 */
	public function __construct( private readonly \Closure $pages, private readonly string $script = '' ) {
	}

	/**
	 * Hooks the links, the form's id and the stylesheet in.
	 */
	public function register(): void {
		// After WooCommerce's notices (priority 10), which stay above both columns.
		add_action( Shop_Controls::BEFORE_CUSTOMER_LOGIN_FORM, array( $this, 'print_toggle' ), 20 );
		add_action( Shop_Controls::REGISTER_FORM_TAG, array( $this, 'print_register_id' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_style' ) );
	}

	/**
	 * Whether the toggle shows: a guest, registration on, the setting on and the filter
	 * `boudoir_account_toggle` not turned off.
	 */
	public function applies(): bool {
		$shop = ( $this->pages )();
		if ( ! $shop instanceof Shop_Pages || ! $shop->registration_enabled() || is_user_logged_in() ) {
			return false;
		}
		/**
		 * Filters whether the guest account page shows the login/register toggle.
		 *
		 * @param bool $show Whether to show it: the setting (default on).
		 */
		return (bool) apply_filters( 'boudoir_account_toggle', Options::is_on( Theme_Options::ACCOUNT_TOGGLE ) );
	}

	/**
	 * The stylesheet, in the head of the account page when the toggle shows.
	 */
	public function enqueue_style(): void {
		$shop = ( $this->pages )();
		if ( ! $shop instanceof Shop_Pages || ! $shop->is_account_page() || ! $this->applies() ) {
			return;
		}
		wp_register_style( self::HANDLE, false, array(), '1' );
		wp_add_inline_style( self::HANDLE, self::css() );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The column shown first: Register after a registration that failed (the page is the
	 * answer to the register form's post, and the shopper's entries are there), else Login.
	 */
	public static function initial_column(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only which form was posted; WooCommerce checks the nonce.
		return isset( $_POST['register'] ) ? 'register' : 'login';
	}

	/**
	 * The two links and the inline script.
	 */
	public function print_toggle(): void {
		if ( ! $this->applies() ) {
			return;
		}
		printf(
			'<nav class="boudoir-account-toggle" aria-label="%1$s" data-initial="%2$s"><a href="#customer_login" data-column="login">%3$s</a> <a href="#%4$s" data-column="register">%5$s</a></nav>',
			esc_attr__( 'Login or register', 'boudoir' ),
			esc_attr( self::initial_column() ),
			esc_html__( 'Login', 'boudoir' ),
			esc_attr( self::REGISTER_ID ),
			esc_html__( 'Register', 'boudoir' )
		);
		$script = $this->script();
		if ( '' !== $script ) {
			wp_print_inline_script_tag( $script, array( 'id' => self::HANDLE . '-js' ) );
		}
	}

	/**
	 * The register form's id (inside its `<form>` tag).
	 */
	public function print_register_id(): void {
		if ( $this->applies() ) {
			echo ' id="' . esc_attr( self::REGISTER_ID ) . '"';
		}
	}

	/**
	 * The built script, '' when it is not built.
	 */
	private function script(): string {
		$path = '' !== $this->script ? $this->script : BOUDOIR_DIR . '/build/scripts/account-toggle.js';
		if ( ! is_readable( $path ) ) {
			return '';
		}
		$script = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		// Never close the script element early.
		return str_contains( strtolower( $script ), '</script' ) ? '' : trim( $script );
	}

	/**
	 * The links, and the column the script hides (only once it set `data-current`).
	 */
	public static function css(): string {
		return '.boudoir-account-toggle{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0 0 1.5rem;font-size:1.25em}'
			. '.boudoir-account-toggle a{display:inline-block;min-height:24px;padding:.25em 0;text-underline-offset:.3em}'
			. '.boudoir-account-toggle a[aria-current]{font-weight:700;text-decoration-thickness:3px}'
			. '.boudoir-account-toggle[data-current=login]~#customer_login>.u-column2,'
			. '.boudoir-account-toggle[data-current=register]~#customer_login>.u-column1{display:none}'
			. '.boudoir-account-toggle[data-current]~#customer_login>div{float:none;width:auto;margin-inline:0}';
	}
}

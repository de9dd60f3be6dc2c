<?php
/**
 * Settings → Boudoir: one React page (src/settings) over the option registry and /wp/v2/settings.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the page and loads its script. The page reads and saves through the core settings
 * endpoint (`/wp/v2/settings`: manage_options, the REST nonce, each option's schema and
 * sanitizer); what it shows comes from Options::page(), printed as JSON for the script.
 */
final class Settings_Page {

	/** The page's slug (options-general.php?page=boudoir). */
	public const SLUG = Settings::GROUP;

	/** The script's (and its stylesheet's) handle. */
	public const HANDLE = 'boudoir-settings';

	/** The global the page's description is printed in for the script. */
	public const SCRIPT_GLOBAL = 'boudoirSettingsPage';

	/** The element the script renders into. */
	public const ROOT_ID = 'boudoir-settings';

	/** The script's path under the build folder. */
	private const SCRIPT = 'scripts/settings';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private readonly string $build_dir, private readonly string $build_url ) {
	}

	/**
	 * Hooks the page and its script in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds Settings → Boudoir (the admin_menu action).
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Boudoir settings', 'boudoir' ),
			__( 'Boudoir', 'boudoir' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Loads the page's script and styles on the page only (the admin_enqueue_scripts action).
	 *
	 * @param mixed $hook_suffix The screen's hook suffix.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		if ( null === Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT, Scripts::STYLE_RTL ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, self::settings_script(), 'before' );
		I18n::script( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	/**
	 * `window.boudoirSettingsPage = { tabs: [...] };`: the tabs, their groups and fields (Options::page()).
	 */
	public static function settings_script(): string {
		/**
		 * Filters the notes shown at the top of the settings page's tabs (a state of the site a tab should mention).
		 *
		 * @param array<string,string> $notes Note by tab (Options::SECTIONS).
		 */
		$notes = (array) apply_filters( 'boudoir_settings_page_notes', array() );
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( array( 'tabs' => Options::page( array_map( 'strval', $notes ) ) ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
	}

	/**
	 * Prints the page's frame; the script fills it.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="%2$s" class="boudoir-settings"><p class="boudoir-settings__loading">%3$s</p></div><noscript><div class="notice notice-error"><p>%4$s</p></div></noscript></div>',
			esc_html__( 'Boudoir settings', 'boudoir' ),
			esc_attr( self::ROOT_ID ),
			esc_html__( 'Loading the settings…', 'boudoir' ),
			esc_html__( 'This page needs JavaScript. Turn it on in your browser to change Boudoir’s settings.', 'boudoir' )
		);
	}
}

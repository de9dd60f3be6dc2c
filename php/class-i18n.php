<?php
/**
 * Loads Boudoir's translations for PHP and for its scripts.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Translations live in the plugin's `languages/` folder (built from the .po sources).
 */
final class I18n {

	public const DOMAIN = 'boudoir';

	/**
	 * Hooks the text domain in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
	}

	/**
	 * Loads the PHP translations (WordPress prefers the .l10n.php file beside the .mo).
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( BOUDOIR_FILE ) ) . '/languages' );
	}

	/**
	 * Points a script's JS translations at the plugin's folder, when it translates at all:
	 * a script that does not use `wp-i18n` (the every-page vanilla scripts) must not be
	 * made to load it.
	 *
	 * @param string $handle A registered script handle.
	 */
	public static function script( string $handle ): void {
		$script = wp_scripts()->query( $handle, 'registered' );
		if ( $script instanceof \_WP_Dependency && in_array( 'wp-i18n', $script->deps, true ) ) {
			wp_set_script_translations( $handle, self::DOMAIN, BOUDOIR_DIR . '/languages' );
		}
	}
}

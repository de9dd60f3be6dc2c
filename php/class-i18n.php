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
	 * Registers the plugin's `languages/` folder for WordPress's just-in-time loading: the
	 * translations are read at the first string Boudoir translates, the `.l10n.php` file
	 * preferred to the `.mo`, a language pack in wp-content/languages/plugins first.
	 *
	 * WordPress finds a plugin's translations by itself only in wp-content/languages/plugins
	 * (language packs, which Plugin Check's `load_plugin_textdomainFound` assumes); Boudoir
	 * bundles its own. Since WordPress 6.7, load_plugin_textdomain() does nothing more than
	 * this (the folder registered, an earlier failed lookup forgotten); on 6.5 and 6.6 the
	 * just-in-time loader already reads registered folders (WP_Textdomain_Registry, 6.1), so
	 * the same call serves every WordPress Boudoir supports (6.5+: no fallback is needed) and
	 * nothing loads before a string needs it.
	 */
	public function load_textdomain(): void {
		global $wp_textdomain_registry;
		$wp_textdomain_registry->set_custom_path( self::DOMAIN, WP_PLUGIN_DIR . '/' . dirname( plugin_basename( BOUDOIR_FILE ) ) . '/languages' );
		// A string translated before init found nothing: let the next one look again (as core does).
		if ( isset( $GLOBALS['l10n'][ self::DOMAIN ] ) && ! is_textdomain_loaded( self::DOMAIN ) ) {
			unload_textdomain( self::DOMAIN, true );
		}
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

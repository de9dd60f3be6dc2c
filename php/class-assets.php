<?php
/**
 * Registers the shared front-end packages built from `src/` as script handles.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Each `build/packages/<name>.js` becomes the handle `boudoir-<name>`, exposed as
 * `window.boudoir.<name>`; blocks import it as `@boudoir/<name>` and list the
 * handle as a dependency (the build's .asset.php says so), so a package loads
 * only on pages that use it, and once: deferred, in the footer (see Islands, which
 * holds the packages an island needs until the island loads).
 */
final class Assets {

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks registration in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_jsx_runtime' ), 5 );
		add_action( 'init', array( $this, 'register_packages' ), 5 );
	}

	/**
	 * Registers React's JSX runtime as the handle `react-jsx-runtime` where WordPress lacks it.
	 *
	 * Every Boudoir bundle imports `react/jsx-runtime` from that handle (`window.ReactJSXRuntime`),
	 * which WordPress registers from 6.6 on. On WordPress 6.5 this registers the react package's own
	 * runtime, built as `build/scripts/react-jsx-runtime.js` on the public `React` global, as core
	 * registers its copy: in the head, depending on `react`. Where WordPress (or another plugin) has
	 * the handle, theirs is kept.
	 */
	public function register_jsx_runtime(): void {
		$asset_file = $this->build_dir . '/scripts/react-jsx-runtime.asset.php';
		if ( wp_script_is( 'react-jsx-runtime', 'registered' ) || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script( 'react-jsx-runtime', $this->build_url . '/scripts/react-jsx-runtime.js', $asset['dependencies'], $asset['version'], false );
	}

	/**
	 * Registers every built package with its dependencies and translations.
	 */
	public function register_packages(): void {
		$asset_files = glob( $this->build_dir . '/packages/*.asset.php' );
		foreach ( is_array( $asset_files ) ? $asset_files : array() as $asset_file ) {
			$name = basename( $asset_file, '.asset.php' );
			Scripts::register( $this->build_dir, $this->build_url, 'boudoir-' . $name, 'packages/' . $name );
			I18n::script( 'boudoir-' . $name );
		}
		$this->add_api_settings();
	}

	/**
	 * Settings the api package reads: the query arguments Boudoir adds to its own REST requests.
	 */
	private function add_api_settings(): void {
		/**
		 * Filters the query arguments added to REST requests whose path mentions boudoir.
		 *
		 * @param array<string,string> $args Query arguments.
		 */
		$args  = apply_filters( 'boudoir_rest_query_args', array( 'boudoir_locale' => determine_locale() ) );
		$query = array();
		foreach ( is_array( $args ) ? $args : array() as $key => $value ) {
			// Query arguments are flat: nested values and numeric keys from a filter are dropped.
			if ( is_string( $key ) && is_scalar( $value ) ) {
				$query[ $key ] = (string) $value;
			}
		}
		wp_add_inline_script(
			'boudoir-api',
			'window.boudoirApiSettings = ' . wp_json_encode( array( 'query' => (object) $query ) ) . ';',
			'before'
		);
	}
}

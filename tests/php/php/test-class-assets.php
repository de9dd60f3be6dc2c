<?php
/**
 * Tests of Boudoir\Assets.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Assets;

/**
 * The shared front-end packages become script handles, with the api package's settings.
 */
final class Assets_Test extends Test_Case {

	private const BUILD_URL = 'https://cdn.boudoir.test/build';

	/**
	 * Registers the packages into a fresh script registry (the base class puts the old one back).
	 */
	private function register_packages(): \WP_Scripts {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		( new Assets( BOUDOIR_DIR . '/build', self::BUILD_URL ) )->register_packages();
		return wp_scripts();
	}

	/**
	 * The settings object the api package reads, decoded from the inline script.
	 *
	 * @param \WP_Scripts $scripts Registry.
	 * @return array<string,mixed>
	 */
	private function api_settings( \WP_Scripts $scripts ): array {
		$before = $scripts->get_data( 'boudoir-api', 'before' );
		$this->assertIsArray( $before );
		$settings = array_values( array_filter( $before, static fn ( $code ) => is_string( $code ) && str_starts_with( $code, 'window.boudoirApiSettings = ' ) ) );
		$this->assertCount( 1, $settings, 'Expected one window.boudoirApiSettings assignment.' );
		$this->assertStringEndsWith( ';', $settings[0] );
		$json = substr( $settings[0], strlen( 'window.boudoirApiSettings = ' ), -1 );
		$data = json_decode( $json, true, 512, JSON_THROW_ON_ERROR );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * register() registers the packages at init priority 5, before the blocks that use them.
	 */
	public function test_register_hooks_into_init_before_blocks(): void {
		$assets = new Assets( BOUDOIR_DIR . '/build', self::BUILD_URL );
		$assets->register();
		$this->assertSame( 5, has_action( 'init', array( $assets, 'register_packages' ) ) );
	}

	/**
	 * register() registers the JSX runtime at init priority 5 too: before anything is enqueued.
	 */
	public function test_register_hooks_the_jsx_runtime_into_init(): void {
		$assets = new Assets( BOUDOIR_DIR . '/build', self::BUILD_URL );
		$assets->register();
		$this->assertSame( 5, has_action( 'init', array( $assets, 'register_jsx_runtime' ) ) );
	}

	/**
	 * Where WordPress has no react-jsx-runtime handle (6.5), the build's runtime becomes it,
	 * as core registers its own: depending on react, in the head, not deferred.
	 */
	public function test_registers_the_jsx_runtime_where_wordpress_lacks_it(): void {
		$asset                 = require BOUDOIR_DIR . '/build/scripts/react-jsx-runtime.asset.php';
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_deregister_script( 'react-jsx-runtime' );

		( new Assets( BOUDOIR_DIR . '/build', self::BUILD_URL ) )->register_jsx_runtime();

		$runtime = wp_scripts()->registered['react-jsx-runtime'] ?? null;
		$this->assertNotNull( $runtime );
		$this->assertSame( self::BUILD_URL . '/scripts/react-jsx-runtime.js', $runtime->src );
		$this->assertSame( array( 'react' ), $runtime->deps );
		$this->assertSame( $asset['version'], $runtime->ver );
		$this->assertFalse( wp_scripts()->get_data( 'react-jsx-runtime', 'group' ) );
		$this->assertFalse( wp_scripts()->get_data( 'react-jsx-runtime', 'strategy' ) );
	}

	/**
	 * Where WordPress (6.6+) or another plugin registered the handle, theirs is kept.
	 */
	public function test_keeps_a_registered_jsx_runtime(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_deregister_script( 'react-jsx-runtime' );
		wp_register_script( 'react-jsx-runtime', 'https://core.test/react-jsx-runtime.js', array( 'react' ), '18.3.1' );

		( new Assets( BOUDOIR_DIR . '/build', self::BUILD_URL ) )->register_jsx_runtime();

		$this->assertSame( 'https://core.test/react-jsx-runtime.js', wp_scripts()->registered['react-jsx-runtime']->src );
	}

	/**
	 * On the site, whatever WordPress's version, the handle exists for the bundles that need it.
	 */
	public function test_the_site_has_a_jsx_runtime(): void {
		$this->assertTrue( wp_script_is( 'react-jsx-runtime', 'registered' ) );
		$this->assertContains( 'react', wp_scripts()->registered['react-jsx-runtime']->deps );
	}

	/**
	 * boudoir-api is registered from the build with the dependencies its .asset.php lists.
	 */
	public function test_registers_the_api_package_from_its_asset_file(): void {
		$asset   = require BOUDOIR_DIR . '/build/packages/api.asset.php';
		$scripts = $this->register_packages();

		$this->assertArrayHasKey( 'boudoir-api', $scripts->registered );
		$api = $scripts->registered['boudoir-api'];
		$this->assertSame( self::BUILD_URL . '/packages/api.js', $api->src );
		$this->assertSame( $asset['dependencies'], $api->deps );
		$this->assertContains( 'wp-api-fetch', $api->deps );
		$this->assertSame( $asset['version'], $api->ver );
		$this->assertSame( 'defer', $scripts->get_data( 'boudoir-api', 'strategy' ) );
	}

	/**
	 * Every built package gets its boudoir-<name> handle.
	 */
	public function test_registers_every_built_package(): void {
		$scripts  = $this->register_packages();
		$packages = glob( BOUDOIR_DIR . '/build/packages/*.asset.php' );
		$this->assertNotEmpty( $packages );
		foreach ( $packages as $asset_file ) {
			$this->assertArrayHasKey( 'boudoir-' . basename( $asset_file, '.asset.php' ), $scripts->registered );
		}
	}

	/**
	 * On the site, the handle points at the plugin's build folder.
	 */
	public function test_site_registration_uses_the_plugin_url(): void {
		$this->assertSame( plugins_url( 'build/packages/api.js', BOUDOIR_FILE ), wp_scripts()->registered['boudoir-api']->src );
	}

	/**
	 * By default the api package adds the shopper's locale to Boudoir's REST requests.
	 */
	public function test_api_settings_carry_the_locale(): void {
		$this->assertSame(
			array( 'query' => array( 'boudoir_locale' => determine_locale() ) ),
			$this->api_settings( $this->register_packages() )
		);
	}

	/**
	 * The boudoir_rest_query_args filter shapes the settings; values become strings.
	 */
	public function test_api_settings_apply_the_query_args_filter(): void {
		$received = null;
		add_filter(
			'boudoir_rest_query_args',
			static function ( array $args ) use ( &$received ): array {
				$received = $args;
				return $args + array(
					'currency' => 'EUR',
					'per_page' => 3,
				);
			}
		);

		$settings = $this->api_settings( $this->register_packages() );

		$this->assertSame( array( 'boudoir_locale' => determine_locale() ), $received );
		$this->assertSame(
			array(
				'boudoir_locale' => determine_locale(),
				'currency'       => 'EUR',
				'per_page'       => '3',
			),
			$settings['query']
		);
	}

	/**
	 * A value that would close the script element stays inside the JSON string.
	 */
	public function test_api_settings_are_escaped_json(): void {
		$hostile = '</script><script>alert(1)</script>';
		add_filter( 'boudoir_rest_query_args', static fn ( array $args ): array => array( 'campaign' => $hostile ) );

		$scripts = $this->register_packages();

		$inline = implode( "\n", $scripts->get_data( 'boudoir-api', 'before' ) );
		$this->assertStringNotContainsStringIgnoringCase( '</script', $inline );
		$this->assertSame( array( 'campaign' => $hostile ), $this->api_settings( $scripts )['query'] );
	}
}

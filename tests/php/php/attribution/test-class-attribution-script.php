<?php
/**
 * Tests of Boudoir\Attribution\Attribution_Script and Boudoir\Attribution\Form_Inputs.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Attribution_Script;
use Boudoir\Attribution\Form_Inputs;
use Boudoir\Attribution\Tracking;
use Boudoir\Attribution_Options;
use Boudoir\Late_Scripts;

require_once __DIR__ . '/trait-attribution-fixtures.php';

/**
 * The every-page loader with its parameters, the blocks' part on the block checkout, and the hidden inputs.
 */
final class Attribution_Script_Test extends Test_Case {

	use Attribution_Fixtures;

	private const BUILD_URL = 'https://cdn.boudoir.test/build';

	/**
	 * A build folder holding the two scripts' asset files.
	 *
	 * @var string
	 */
	private string $build_dir;

	/** @var array<string,mixed> Globals of the main query, put back after a test visits a page. */
	private array $query_globals = array();

	/**
	 * Fresh script registry, the build folder, WooCommerce's own attribution off.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
		$this->build_dir = get_temp_dir() . 'boudoir-attribution-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build_dir . '/scripts' );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixtures.
		file_put_contents( $this->build_dir . '/scripts/attribution.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'loader1' );" );
		file_put_contents( $this->build_dir . '/scripts/attribution-blocks.asset.php', "<?php return array( 'dependencies' => array( 'wp-data' ), 'version' => 'blocks1' );" );
		// phpcs:enable
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		foreach ( array( 'wp_query', 'wp_the_query', 'post' ) as $global ) {
			$this->query_globals[ $global ] = $GLOBALS[ $global ] ?? null;
		}
	}

	/**
	 * Removes the build folder; puts the query back.
	 */
	protected function tear_down(): void {
		foreach ( array( 'attribution', 'attribution-blocks' ) as $name ) {
			unlink( $this->build_dir . '/scripts/' . $name . '.asset.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a test fixture.
		}
		rmdir( $this->build_dir . '/scripts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
		rmdir( $this->build_dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
		foreach ( $this->query_globals as $global => $value ) {
			$GLOBALS[ $global ] = $value;
		}
		$this->tear_down_attribution();
		parent::tear_down();
	}

	/**
	 * The script class over the test's build folder.
	 *
	 * @param Tracking|null $tracking The decision; over the double by default.
	 */
	private function script( ?Tracking $tracking = null ): Attribution_Script {
		return new Attribution_Script( $this->build_dir, self::BUILD_URL, $tracking ?? self::tracking() );
	}

	/**
	 * The inline script printed before the loader.
	 */
	private static function inline_before(): string {
		return implode( "\n", (array) wp_scripts()->get_data( Attribution_Script::HANDLE, 'before' ) );
	}

	/**
	 * The parameters the loader reads, decoded from the inline script.
	 *
	 * @return array<string,mixed>
	 */
	private static function printed_params(): array {
		$inline = self::inline_before();
		self::assertSame( 1, preg_match( '/^var boudoirAttributionParams = (\{.*\});$/s', trim( $inline ), $match ), $inline );
		return (array) json_decode( $match[1], true );
	}

	/**
	 * Makes the main query show a page.
	 *
	 * @param int $page_id The page.
	 */
	private function visit_page( int $page_id ): void {
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['post']         = $GLOBALS['wp_query']->post;
	}

	/**
	 * The loader: deferred, in the footer, no dependency, the parameters printed before it.
	 */
	public function test_enqueues_the_loader_with_its_params(): void {
		$this->script()->enqueue();

		$this->assertTrue( wp_script_is( Attribution_Script::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ Attribution_Script::HANDLE ];
		$this->assertSame( self::BUILD_URL . '/scripts/attribution.js', $script->src );
		$this->assertSame( array(), $script->deps, 'No React, no wp-data.' );
		$this->assertSame( 'loader1', $script->ver );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'In the footer.' );
		$this->assertFalse( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'enqueued' ), 'Not the blocks part on other pages.' );

		$params = self::printed_params();
		$this->assertSame(
			array( 'tracker', 'enabled', 'allowTracking', 'consentCategory', 'lifetime', 'session', 'base64', 'prefix', 'fields' ),
			array_keys( $params )
		);
		$this->assertSame( Late_Scripts::url( 'attribution-tracker' ), $params['tracker'] );
		$this->assertTrue( $params['enabled'] );
		$this->assertTrue( $params['allowTracking'] );
		$this->assertSame( 'marketing', $params['consentCategory'] );
		$this->assertSame( 6, $params['lifetime'] );
		$this->assertSame( 30, $params['session'] );
		$this->assertFalse( $params['base64'] );
		$this->assertSame( 'wc_order_attribution_', $params['prefix'] );
		$this->assertSame( self::tracking()->fields(), $params['fields'] );
		$this->assertCount( 16, $params['fields'] );
		$this->assertSame( 'current.typ', $params['fields']['source_type'] );
	}

	/**
	 * Tracking off: still printed (so the loader expires old cookies), with enabled and allowTracking false.
	 */
	public function test_tracking_off_still_prints_the_loader(): void {
		update_option( Attribution_Options::TRACKING, 'no' );
		$this->script()->enqueue();
		$params = self::printed_params();
		$this->assertFalse( $params['enabled'] );
		$this->assertFalse( $params['allowTracking'] );
	}

	/**
	 * Consent not given at render time: enabled, not allowed; given: both.
	 */
	public function test_params_follow_consent(): void {
		$this->consent_api( 'deny' );
		$params = $this->script()->params();
		$this->assertTrue( $params['enabled'] );
		$this->assertFalse( $params['allowTracking'] );
		$this->consent_api( 'allow' );
		$this->assertTrue( $this->script()->params()['allowTracking'] );
	}

	/**
	 * The prefix filter reaches the parameters.
	 */
	public function test_params_prefix_filter(): void {
		add_filter( 'boudoir_attribution_field_prefix', static fn (): string => 'shop_source' );
		$this->assertSame( 'shop_source_', $this->script()->params()['prefix'] );
	}

	/**
	 * Nothing while WooCommerce's own order attribution runs, or without a shop.
	 */
	public function test_nothing_when_deferring_or_without_a_shop(): void {
		$this->own_attribution( true );
		$this->script()->enqueue();
		$this->assertFalse( wp_script_is( Attribution_Script::HANDLE, 'registered' ) );

		$this->own_attribution( false );
		$this->script( self::tracking( false ) )->enqueue();
		$this->assertFalse( wp_script_is( Attribution_Script::HANDLE, 'registered' ) );
	}

	/**
	 * The blocks' part: only on a page holding the checkout block, while tracking is enabled.
	 */
	public function test_blocks_script_only_on_the_block_checkout(): void {
		$checkout = self::factory_page( '<!-- wp:woocommerce/checkout /-->' );
		$classic  = self::factory_page( '[woocommerce_checkout]' );
		$previous = get_option( 'woocommerce_checkout_page_id' );
		try {
			update_option( 'woocommerce_checkout_page_id', $checkout );
			$this->visit_page( $checkout );
			$this->script()->enqueue();
			$this->assertTrue( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'enqueued' ) );
			$blocks = wp_scripts()->registered[ Attribution_Script::BLOCKS_HANDLE ];
			$this->assertSame( self::BUILD_URL . '/scripts/attribution-blocks.js', $blocks->src );
			$this->assertSame( array( 'wp-data' ), $blocks->deps, "Its asset file's dependencies." );
			$this->assertSame( 'defer', $blocks->extra['strategy'] ?? null );
			$this->assertSame( 1, $blocks->extra['group'] ?? null );

			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			update_option( Attribution_Options::TRACKING, 'no' );
			$this->script()->enqueue();
			$this->assertFalse( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'registered' ), 'Not while tracking is off.' );
			delete_option( Attribution_Options::TRACKING );

			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			update_option( 'woocommerce_checkout_page_id', $classic );
			$this->visit_page( $classic );
			$this->script()->enqueue();
			$this->assertTrue( wp_script_is( Attribution_Script::HANDLE, 'enqueued' ) );
			$this->assertFalse( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'registered' ), 'Not on the classic checkout.' );

			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			$this->visit_page( self::factory_page( '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->' ) );
			$this->script()->enqueue();
			$this->assertTrue( wp_script_is( Attribution_Script::HANDLE, 'enqueued' ) );
			$this->assertFalse( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'registered' ), 'Not on a content page.' );

			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			$this->visit_page( self::factory_page( '<!-- wp:woocommerce/checkout /-->' ) );
			$this->script()->enqueue();
			$this->assertTrue( wp_script_is( Attribution_Script::BLOCKS_HANDLE, 'enqueued' ), 'Another page holding the checkout block is a checkout too.' );
		} finally {
			update_option( 'woocommerce_checkout_page_id', $previous );
		}
	}

	/**
	 * A published page.
	 *
	 * @param string $content Its content.
	 */
	private static function factory_page( string $content ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Page ' . wp_generate_password( 6, false ),
				'post_content' => $content,
			)
		);
	}

	/**
	 * The inputs: one empty hidden input per field, named by the prefix, in the hidden wrapper.
	 */
	public function test_inputs_markup(): void {
		$inputs = new Form_Inputs( self::tracking() );
		$html   = $inputs->markup();
		$this->assertStringStartsWith( '<div class="boudoir-attribution-inputs" data-boudoir-attribution hidden>', $html );
		$this->assertStringEndsWith( '</div>', $html );
		$this->assertSame( 16, preg_match_all( '/<input type="hidden" name="wc_order_attribution_([a-z_]+)" value="" \/>/', $html, $names ) );
		$this->assertSame( array_keys( self::tracking()->fields() ), $names[1] );

		add_filter( 'boudoir_attribution_field_prefix', static fn (): string => 'src' );
		$this->assertStringContainsString( '<input type="hidden" name="src_utm_source" value="" />', $inputs->markup() );
	}

	/**
	 * Printed in the classic checkout and register forms while tracking is enabled, whatever the consent.
	 */
	public function test_inputs_print_on_both_forms(): void {
		$print = static function ( string $hook ): string {
			ob_start();
			do_action( $hook, null );
			return (string) ob_get_clean();
		};
		foreach ( array( 'woocommerce_after_order_notes', 'woocommerce_register_form' ) as $hook ) {
			$this->assertSame( 1, substr_count( $print( $hook ), 'data-boudoir-attribution' ), $hook );
		}

		$this->consent_api( 'deny' );
		$this->assertSame( 1, substr_count( $print( 'woocommerce_register_form' ), 'data-boudoir-attribution' ), 'Consent can come later: the inputs wait for it.' );

		update_option( Attribution_Options::TRACKING, 'no' );
		$this->assertStringNotContainsString( 'data-boudoir-attribution', $print( 'woocommerce_after_order_notes' ) );
		delete_option( Attribution_Options::TRACKING );

		$this->own_attribution( true );
		$this->assertStringNotContainsString( 'data-boudoir-attribution', $print( 'woocommerce_register_form' ), 'WooCommerce prints its own.' );
	}
}

<?php
/**
 * Contract: the front-end surfaces where the double drifted — the variation dropdown's terms,
 * the blocks' scripts and `wcSettings` only where a block needs them, and order attribution's
 * feature gate and device type.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';
require_once dirname( __DIR__ ) . '/php/attribution/trait-woocommerce-attribution.php';

/**
 * @covers \WC_Frontend_Scripts
 * @covers \WC_Order_Attribution
 * @covers \WC_Double_Checkout_Block
 */
class WC_Frontend_Contract_Test extends Double_Test_Case {

	use \Boudoir\Tests\WooCommerce_Attribution;

	protected function tear_down(): void {
		$this->restore_own_attribution();
		foreach ( array( 'wc-checkout-block-frontend', 'wc-blocks-data-store', 'wc-settings', 'wc-blocks-middleware', 'wc-order-attribution' ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		parent::tear_down();
	}

	/**
	 * WooCommerce: includes/wc-template-functions.php has no wc_get_product_terms_for_dropdown();
	 * wc_dropdown_variation_attribute_options() lists wc_get_product_terms( …, fields all ).
	 */
	public function test_dropdown_uses_wc_get_product_terms(): void {
		$this->assertFalse( function_exists( 'wc_get_product_terms_for_dropdown' ) );
		$product = $this->variable_product(
			array(
				'black' => array( 'regular_price' => '30' ),
				'red'   => array( 'regular_price' => '30' ),
			)
		);
		$seen = array();
		add_filter(
			'woocommerce_variation_option_name',
			static function ( $name, $term ) use ( &$seen ) {
				$seen[] = $term instanceof \WP_Term ? $term->slug : null;
				return $name;
			},
			10,
			2
		);
		ob_start();
		wc_dropdown_variation_attribute_options(
			array(
				'attribute' => 'pa_color',
				'product'   => $product,
			)
		);
		$html = (string) ob_get_clean();
		$this->assertSame( array( 'red', 'black' ), $seen, 'Terms as wc_get_product_terms() orders them (menu order), each a WP_Term.' );
		$this->assertStringContainsString( '<option value="red" >Red</option>', $html );
		$this->assertStringNotContainsString( 'value="blue"', $html );
	}

	/**
	 * WooCommerce (src/Blocks/Assets/AssetDataRegistry.php): the blocks' data and `wcSettings` are
	 * printed only when a script that needs them is enqueued; no double-only global.
	 */
	public function test_block_scripts_and_settings_only_where_a_block_needs_them(): void {
		do_action( 'wp_enqueue_scripts' );
		foreach ( array( 'wc-blocks-data-store', 'wc-settings', 'wc-blocks-middleware' ) as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), $handle );
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle . ' is not on every page.' );
		}
		// The checkout block's script, `wc-checkout-block-frontend` (AbstractBlock::get_block_type_script()):
		// registered with the block type on 9.0–9.4.3, only when the block renders on 10.0.2.
		$this->assertFalse( wp_script_is( 'wc-checkout-block-frontend', 'enqueued' ), 'wc-checkout-block-frontend is not on every page.' );
		$this->enqueue_asset_data();
		$this->assertSame( array(), array_filter( (array) wp_scripts()->get_data( 'wc-settings', 'before' ) ), 'No wcSettings without wc-settings.' );

		// The block as WooCommerce saves it in the checkout page (its inner blocks are filled in on render).
		$html = do_blocks( '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"></div><!-- /wp:woocommerce/checkout -->' );
		$this->assertStringContainsString( 'wc-block-checkout', $html );
		$this->assertTrue( wp_script_is( 'wc-checkout-block-frontend', 'enqueued' ) );
		$deps = wp_scripts()->registered['wc-checkout-block-frontend']->deps;
		$this->assertContains( 'wc-blocks-data-store', $deps );
		$this->assertContains( 'wc-settings', wp_scripts()->registered['wc-blocks-data-store']->deps );
		$this->assertContains( 'wc-blocks-middleware', wp_scripts()->registered['wc-blocks-data-store']->deps );

		wp_scripts()->all_deps( array( 'wc-checkout-block-frontend' ) );
		\WC_Frontend_Scripts::localize_printed_scripts();
		$this->assertFalse( wp_scripts()->get_data( 'wc-blocks-data-store', 'data' ), 'No wcDoubleBlocksSettings.' );
		$this->assertFalse( wp_scripts()->get_data( 'wc-checkout-block-frontend', 'data' ) );

		wp_enqueue_script( 'wc-settings' );
		$this->enqueue_asset_data();
		$before = implode( "\n", array_filter( (array) wp_scripts()->get_data( 'wc-settings', 'before' ) ) );
		$this->assertMatchesRegularExpression( "/^var wcSettings = wcSettings \\|\\| JSON\\.parse\\( decodeURIComponent\\( '([^']+)' \\) \\);/", $before );
		preg_match( "/decodeURIComponent\\( '([^']+)' \\)/", $before, $match );
		$settings = json_decode( rawurldecode( stripslashes( $match[1] ) ), true );
		$this->assertSame( 'EUR', $settings['currency']['code'] );
		$this->assertSame( 2, $settings['currency']['precision'] );
		$this->assertSame( WC_VERSION, $settings['wcVersion'] );
		$this->assertArrayHasKey( 'checkout', $settings['storePages'] );
		$this->assertArrayNotHasKey( 'storeApiNonce', $settings );
	}

	/**
	 * The double's own block scripts read `wcSettings` as WooCommerce's do, no double-only global.
	 */
	public function test_the_double_s_block_scripts_read_no_double_only_global(): void {
		$this->only_on_the_double( 'the files are the double\'s stand-ins for WooCommerce\'s built block scripts.' );
		$sources = implode( "\n", array_map( static fn( string $file ): string => (string) file_get_contents( WC()->plugin_path() . '/assets/js/blocks/' . $file ), array( 'data-store.js', 'checkout-frontend.js' ) ) );
		$this->assertStringNotContainsString( 'wcDoubleBlocksSettings', $sources );
	}

	/**
	 * What WooCommerce does first on `wp_print_footer_scripts`: AssetDataRegistry::enqueue_asset_data()
	 * (the double: WC_Frontend_Scripts::enqueue_asset_data()), without printing the scripts.
	 */
	private function enqueue_asset_data(): void {
		foreach ( $GLOBALS['wp_filter']['wp_print_footer_scripts']->callbacks[1] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && 'enqueue_asset_data' === $callback['function'][1] ) {
				call_user_func( $callback['function'] );
			}
		}
	}

	/**
	 * WooCommerce: src/Utilities/FeaturesUtil.php → FeaturesController::feature_is_enabled(): the
	 * option, `yes` when missing (order_attribution is enabled by default).
	 */
	public function test_attribution_gate_is_the_feature_with_its_default(): void {
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->assertTrue( \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' ) );
		$this->assertFalse( \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'no_such_feature' ) );
		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		$this->assertFalse( \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' ) );
	}

	/**
	 * WooCommerce stamps its `<wc-order-attribution-inputs>` element in the register form by that gate,
	 * decided on `init` at start-up (OrderAttributionController::on_init() hooks stamp_html_element(); the
	 * double's checkout block alike): a shop started with the option missing has it, one started with
	 * `no` does not.
	 */
	public function test_attribution_markup_follows_the_gate(): void {
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->restart_own_attribution();
		ob_start();
		do_action( 'woocommerce_register_form' );
		$this->assertStringContainsString( '<wc-order-attribution-inputs></wc-order-attribution-inputs>', (string) ob_get_clean(), 'A missing option means on.' );

		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		$this->restart_own_attribution();
		ob_start();
		do_action( 'woocommerce_register_form' );
		$this->assertStringNotContainsString( '<wc-order-attribution-inputs', (string) ob_get_clean() );
	}

	/**
	 * @return array<string,array{0:string,1:string}>
	 */
	public function user_agents(): array {
		return array(
			'iPad'            => array( 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1', 'Mobile' ),
			'Android tablet'  => array( 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Safari/537.36', 'Mobile' ),
			'iPhone'          => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Mobile' ),
			'Android phone'   => array( 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36', 'Mobile' ),
			'desktop Firefox' => array( 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Desktop' ),
			'desktop Mac'     => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'Desktop' ),
		);
	}

	/**
	 * WooCommerce: src/Internal/Traits/OrderAttributionMeta.php, get_device_type(): isMobile()
	 * first (true for tablets too), then isTablet(); stored with the order by the classic checkout
	 * (`woocommerce_checkout_order_created`, the posted `wc_order_attribution_*` fields).
	 *
	 * @dataProvider user_agents
	 */
	public function test_device_type_asks_mobile_first( string $user_agent, string $expected ): void {
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		if ( defined( 'WC_DOUBLE' ) ) {
			// WooCommerce registered its controller at start-up; the double's stand-in does it here.
			\WC_Order_Attribution::register_hooks();
		}
		$order = wc_create_order();
		$_POST['wc_order_attribution_source_type'] = 'typein';
		$_POST['wc_order_attribution_user_agent']  = $user_agent;
		do_action( 'woocommerce_checkout_order_created', $order );
		$this->assertSame( $expected, wc_get_order( $order->get_id() )->get_meta( '_wc_order_attribution_device_type' ) );
	}
}

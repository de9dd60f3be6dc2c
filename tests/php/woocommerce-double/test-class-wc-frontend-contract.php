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

/**
 * @covers \WC_Frontend_Scripts
 * @covers \WC_Order_Attribution
 * @covers \WC_Double_Checkout_Block
 */
class WC_Frontend_Contract_Test extends Double_Test_Case {

	protected function tear_down(): void {
		foreach ( array( 'wc-blocks-checkout-frontend', 'wc-blocks-data-store', 'wc-settings', 'wc-blocks-middleware', 'wc-order-attribution' ) as $handle ) {
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
		foreach ( array( 'wc-blocks-data-store', 'wc-settings', 'wc-blocks-checkout-frontend', 'wc-blocks-middleware' ) as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), $handle );
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle . ' is not on every page.' );
		}
		\WC_Frontend_Scripts::enqueue_asset_data();
		$this->assertSame( array(), array_filter( (array) wp_scripts()->get_data( 'wc-settings', 'before' ) ), 'No wcSettings without wc-settings.' );

		$html = do_blocks( '<!-- wp:woocommerce/checkout /-->' );
		$this->assertStringContainsString( 'wc-block-checkout', $html );
		$this->assertTrue( wp_script_is( 'wc-blocks-checkout-frontend', 'enqueued' ) );
		$deps = wp_scripts()->registered['wc-blocks-checkout-frontend']->deps;
		$this->assertContains( 'wc-blocks-data-store', $deps );
		$this->assertContains( 'wc-settings', wp_scripts()->registered['wc-blocks-data-store']->deps );
		$this->assertContains( 'wc-blocks-middleware', wp_scripts()->registered['wc-blocks-data-store']->deps );

		wp_scripts()->all_deps( array( 'wc-blocks-checkout-frontend' ) );
		\WC_Frontend_Scripts::localize_printed_scripts();
		$this->assertFalse( wp_scripts()->get_data( 'wc-blocks-data-store', 'data' ), 'No wcDoubleBlocksSettings.' );
		$this->assertFalse( wp_scripts()->get_data( 'wc-blocks-checkout-frontend', 'data' ) );

		wp_enqueue_script( 'wc-settings' );
		\WC_Frontend_Scripts::enqueue_asset_data();
		$before = implode( "\n", array_filter( (array) wp_scripts()->get_data( 'wc-settings', 'before' ) ) );
		$this->assertMatchesRegularExpression( "/^var wcSettings = JSON\\.parse\\( decodeURIComponent\\( '([^']+)' \\) \\);$/", $before );
		preg_match( "/decodeURIComponent\\( '([^']+)' \\)/", $before, $match );
		$settings = json_decode( rawurldecode( stripslashes( $match[1] ) ), true );
		$this->assertSame( 'EUR', $settings['currency']['code'] );
		$this->assertSame( 2, $settings['currency']['precision'] );
		$this->assertSame( WC_VERSION, $settings['wcVersion'] );
		$this->assertArrayHasKey( 'checkout', $settings['storePages'] );
		$this->assertArrayNotHasKey( 'storeApiNonce', $settings );

		$sources = implode( "\n", array_map( static fn( string $file ): string => (string) file_get_contents( WC()->plugin_path() . '/assets/js/blocks/' . $file ), array( 'data-store.js', 'checkout-frontend.js' ) ) );
		$this->assertStringNotContainsString( 'wcDoubleBlocksSettings', $sources );
	}

	/**
	 * WooCommerce: src/Utilities/FeaturesUtil.php → FeaturesController::feature_is_enabled(): the
	 * option, `yes` when missing (order_attribution is enabled by default).
	 */
	public function test_attribution_gate_is_the_feature_with_its_default(): void {
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->assertTrue( \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' ) );
		$this->assertTrue( \WC_Order_Attribution::is_enabled() );
		$this->assertFalse( \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'no_such_feature' ) );

		remove_all_actions( 'woocommerce_register_form' );
		\WC_Double_Checkout_Block::maybe_add_attribution_markup();
		$this->assertNotFalse( has_action( 'woocommerce_register_form', array( 'WC_Double_Checkout_Block', 'stamp_html_element' ) ), 'A missing option means on.' );

		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		$this->assertFalse( \WC_Order_Attribution::is_enabled() );
		remove_all_actions( 'woocommerce_register_form' );
		\WC_Double_Checkout_Block::maybe_add_attribution_markup();
		$this->assertFalse( has_action( 'woocommerce_register_form', array( 'WC_Double_Checkout_Block', 'stamp_html_element' ) ) );
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
	 * first (true for tablets too), then isTablet().
	 *
	 * @dataProvider user_agents
	 */
	public function test_device_type_asks_mobile_first( string $user_agent, string $expected ): void {
		$this->assertSame( $expected, \WC_Order_Attribution::get_device_type( $user_agent ) );
	}
}

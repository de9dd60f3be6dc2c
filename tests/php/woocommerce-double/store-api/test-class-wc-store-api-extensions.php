<?php
/**
 * Contract: the Store API checkout's `extensions` keep only namespaces registered with
 * woocommerce_store_api_register_endpoint_data(), each cut down to the properties its schema declares and
 * validated against them (WordPress's 400 `rest_invalid_param`).
 *
 * WooCommerce: src/StoreApi/functions.php, src/StoreApi/Schemas/ExtendSchema.php,
 * src/StoreApi/Schemas/V1/AbstractSchema.php (get_extended_schema() and its recursive callbacks),
 * src/StoreApi/Schemas/V1/CheckoutSchema.php (`extensions`).
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once dirname( __DIR__ ) . '/class-double-test-case.php';

/**
 * @covers \WC_Store_API_Extensions
 * @covers \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema
 * @covers ::woocommerce_store_api_register_endpoint_data
 * @covers \WC_Store_API_Checkout_Route
 */
class WC_Store_API_Extensions_Test extends Double_Test_Case {

	/** A namespace a test registers. */
	private const REGISTERED = 'boudoir-test/registered';

	/** A namespace nobody registers. */
	private const UNREGISTERED = 'boudoir-test/unregistered';


	/**
	 * The registrations as the test found them.
	 *
	 * @var array<mixed>
	 */
	private array $registered = array();

	/**
	 * The `extensions` the checkout route handed its update-order hook.
	 *
	 * @var array<mixed>|null
	 */
	private ?array $received = null;

	protected function set_up(): void {
		parent::set_up();
		$this->registered = self::registrations();
		$this->received   = null;
		add_action(
			'woocommerce_store_api_checkout_update_order_from_request',
			function ( $order, \WP_REST_Request $request ): void {
				$this->received = (array) $request->get_param( 'extensions' );
			},
			10,
			2
		);
	}

	protected function tear_down(): void {
		self::registrations( $this->registered );
		parent::tear_down();
	}

	public function test_unregistered_namespace_is_dropped(): void {
		$response = $this->check_out( array( self::UNREGISTERED => array( 'note' => 'lost' ) ) );

		$this->assertSame( 200, $response['status'], (string) wp_json_encode( $response['data'] ) );
		$this->assertIsArray( $this->received );
		$this->assertArrayNotHasKey( self::UNREGISTERED, $this->received );
	}

	public function test_registered_namespace_is_kept_to_its_schema(): void {
		$this->assertTrue( $this->register() );

		$response = $this->check_out(
			array(
				self::REGISTERED   => array(
					'note'       => 'kept',
					'undeclared' => 'dropped',
				),
				self::UNREGISTERED => array( 'note' => 'lost' ),
			)
		);

		$this->assertSame( 200, $response['status'], (string) wp_json_encode( $response['data'] ) );
		$this->assertSame( array( 'note' => 'kept', 'count' => null ), $this->received[ self::REGISTERED ] ?? null );
		$this->assertArrayNotHasKey( self::UNREGISTERED, $this->received );
	}

	public function test_data_not_matching_the_schema_is_a_400(): void {
		$this->assertTrue( $this->register() );
		foreach ( array( array( 'note' => array( 'not', 'a', 'string' ) ), array( 'count' => 'three' ), 'not an object' ) as $sent ) {
			$response = $this->check_out( array( self::REGISTERED => $sent ) );

			$this->assertSame( 400, $response['status'], (string) wp_json_encode( $sent ) );
			$this->assertSame( 'rest_invalid_param', $response['data']['code'] );
			$this->assertArrayHasKey( 'extensions', $response['data']['data']['params'] );
			$this->assertNull( $this->received, 'The route never ran.' );
		}
	}

	/**
	 * Registers self::REGISTERED for the checkout: `note` (string or null), `count` (integer or null).
	 */
	private function register(): bool {
		$result = woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => self::REGISTERED,
				'schema_callback' => static fn (): array => array(
					'note'  => array(
						'type'    => array( 'string', 'null' ),
						'context' => array(),
					),
					'count' => array(
						'type'    => array( 'integer', 'null' ),
						'context' => array(),
					),
				),
			)
		);
		// The Store API reads the registrations when it registers its routes (rest_api_init): the next request's server.
		$GLOBALS['wp_rest_server'] = null;
		return true === $result;
	}

	/**
	 * A free, virtual product in the cart (no shipping or payment needed), then the checkout with these extensions.
	 *
	 * @param array<string,mixed> $extensions The request's `extensions`.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	private function check_out( array $extensions ): array {
		$product = $this->simple_product( array( 'regular_price' => '0', 'virtual' => true ) );
		$this->assertSame( 201, $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ) )['status'] );
		return $this->store_api(
			'POST',
			'/checkout',
			array(
				'billing_address'  => self::CHECKOUT_ADDRESS,
				'shipping_address' => array_diff_key( self::CHECKOUT_ADDRESS, array( 'email' => '' ) ),
				'extensions'       => $extensions,
			)
		);
	}

	/**
	 * ExtendSchema's registrations (endpoint → namespace → callbacks); with an argument, sets them.
	 *
	 * @param array<mixed>|null $set The registrations to put in place.
	 * @return array<mixed>
	 */
	private static function registrations( ?array $set = null ): array {
		$extend   = class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class )
			? \Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema::class )
			: \WC_Store_API::extend_schema();
		$property = new \ReflectionProperty( $extend, 'extend_data' );
		$property->setAccessible( true );
		if ( null !== $set ) {
			$property->setValue( $extend, $set );
		}
		return (array) $property->getValue( $extend );
	}
}

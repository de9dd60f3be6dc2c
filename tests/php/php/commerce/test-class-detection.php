<?php
/**
 * Tests of Boudoir\Commerce\Detection.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Detection;
use Boudoir\Commerce\No_Commerce;
use Boudoir\Commerce\Status;
use Boudoir\Commerce\Woo_Commerce;

/**
 * WooCommerce 9.0 or later switches the adapter on; none or an older one leaves it off.
 */
final class Detection_Test extends Test_Case {

	/**
	 * Versions found, and what Boudoir makes of them.
	 *
	 * @return array<string,array{0:string|null,1:Status,2:class-string}>
	 */
	public function versions(): array {
		return array(
			'none'          => array( null, Status::Missing, No_Commerce::class ),
			'8.9.3'         => array( '8.9.3', Status::Outdated, No_Commerce::class ),
			'8.5'           => array( '8.5', Status::Outdated, No_Commerce::class ),
			'unknown'       => array( '0', Status::Outdated, No_Commerce::class ),
			'9.0'           => array( '9.0', Status::Active, Woo_Commerce::class ),
			'9.0.0'         => array( '9.0.0', Status::Active, Woo_Commerce::class ),
			'9.4.1'         => array( '9.4.1', Status::Active, Woo_Commerce::class ),
			'10.0.0'        => array( '10.0.0', Status::Active, Woo_Commerce::class ),
		);
	}

	/**
	 * The status and the adapter follow the version.
	 *
	 * @dataProvider versions
	 *
	 * @param string|null  $version  Found version.
	 * @param Status       $status   Expected status.
	 * @param class-string $adapter  Expected adapter class.
	 */
	public function test_selects_the_adapter_by_version( ?string $version, Status $status, string $adapter ): void {
		$detection = Detection::run( static fn () => $version );

		$this->assertSame( $status, $detection->status() );
		$this->assertSame( $version, $detection->version() );
		$commerce = $detection->commerce();
		$this->assertInstanceOf( $adapter, $commerce );
		$this->assertSame( Status::Active === $status, $commerce->is_active() );
		$this->assertSame( $version, $commerce->version() );
	}

	/**
	 * A detector that answers something other than a string counts as no WooCommerce.
	 */
	public function test_a_detector_without_a_version_means_missing(): void {
		$this->assertSame( Status::Missing, Detection::run( static fn () => false )->status() );
		$this->assertSame( Status::Missing, Detection::run( static fn () => 9 )->status() );
	}

	/**
	 * By default it asks the WooCommerce that is loaded, if any.
	 */
	public function test_default_detector_reads_the_loaded_woocommerce(): void {
		$version = Detection::woocommerce_version();

		if ( class_exists( 'WooCommerce', false ) ) {
			$this->assertIsString( $version );
			$this->assertSame( (string) constant( 'WC_VERSION' ), $version );
		} else {
			$this->assertNull( $version );
		}
		$this->assertSame( $version, Detection::run()->version() );
	}
}

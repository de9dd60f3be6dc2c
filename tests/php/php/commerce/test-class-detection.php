<?php
/**
 * Tests of Boudoir\Commerce\Detection.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Detection;
use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\No_Money;
use Boudoir\Commerce\No_Order_Attribution;
use Boudoir\Commerce\No_Shop_Pages;
use Boudoir\Commerce\Status;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Commerce\Woo_Money;
use Boudoir\Commerce\Woo_Order_Attribution;
use Boudoir\Commerce\Woo_Shop_Pages;

/**
 * WooCommerce 9.0 or later switches WooCommerce's adapters on; none or an older one leaves the stand-ins.
 */
final class Detection_Test extends Test_Case {

	/**
	 * Versions found, and what Boudoir makes of them.
	 *
	 * @return array<string,array{0:string|null,1:Status}>
	 */
	public function versions(): array {
		return array(
			'none'          => array( null, Status::Missing ),
			'8.9.3'         => array( '8.9.3', Status::Outdated ),
			'8.5'           => array( '8.5', Status::Outdated ),
			'unknown'       => array( '0', Status::Outdated ),
			'9.0'           => array( '9.0', Status::Active ),
			'9.0.0'         => array( '9.0.0', Status::Active ),
			'9.4.1'         => array( '9.4.1', Status::Active ),
			'10.0.0'        => array( '10.0.0', Status::Active ),
		);
	}

	/**
	 * The status and the adapters follow the version; a WooCommerce found too old is still named.
	 *
	 * @dataProvider versions
	 *
	 * @param string|null $version Found version.
	 * @param Status      $status  Expected status.
	 */
	public function test_selects_the_adapters_by_version( ?string $version, Status $status ): void {
		$detection = Detection::run( static fn () => $version );
		$active    = Status::Active === $status;

		$this->assertSame( $status, $detection->status() );
		$this->assertSame( $version, $detection->version() );
		$this->assertSame( $active, $detection->is_active() );
		$adapters = $detection->adapters();
		$this->assertInstanceOf( $active ? Woo_Catalogue::class : No_Catalogue::class, $adapters->catalogue );
		$this->assertInstanceOf( $active ? Woo_Shop_Pages::class : No_Shop_Pages::class, $adapters->pages );
		$this->assertInstanceOf( $active ? Woo_Order_Attribution::class : No_Order_Attribution::class, $adapters->attribution );
		$this->assertInstanceOf( $active ? Woo_Money::class : No_Money::class, $adapters->money );
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

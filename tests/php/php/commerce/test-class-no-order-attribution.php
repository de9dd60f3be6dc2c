<?php
/**
 * Tests of Boudoir\Commerce\No_Order_Attribution.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Order_Attribution;
use Boudoir\Commerce\Order_Attribution;

/**
 * Without a shop there is no order attribution: nothing active, nothing stored or read.
 */
final class No_Order_Attribution_Test extends Test_Case {

	/**
	 * It is an Order_Attribution, with no fields and no cookies.
	 */
	public function test_is_an_order_attribution_without_fields(): void {
		$none = new No_Order_Attribution();

		$this->assertInstanceOf( Order_Attribution::class, $none );
		$this->assertSame( array(), $none->attribution_cookie_fields() );
		$this->assertFalse( $none->accept_checkout_attribution() );
	}

	/**
	 * Without a shop: nothing active, nothing stored or read.
	 */
	public function test_stores_and_reads_nothing(): void {
		$none = new No_Order_Attribution();
		$this->assertFalse( $none->own_attribution_active() );
		$this->assertFalse( $none->own_attribution_allows_tracking() );
		$this->assertFalse( $none->save_order_attribution( wc_create_order(), array( 'utm_source' => 'x' ) ) );
		$this->assertSame( array(), $none->order_attribution( 1 ) );
		$this->assertSame( array(), $none->campaign_orders( 'boudoir-wishlist-alert', 0, PHP_INT_MAX ) );
		$this->assertSame( array(), $none->order_screen_ids() );
		$this->assertSame( 0, $none->order_id( wc_create_order() ) );
		$user = $this->create_user();
		$none->save_customer_attribution( $user->ID, array( 'utm_source' => 'x' ) );
		$this->assertSame( array(), get_user_meta( $user->ID, '_wc_order_attribution_utm_source' ) );
	}
}

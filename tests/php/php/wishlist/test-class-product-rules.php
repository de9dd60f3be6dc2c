<?php
/**
 * Tests of Boudoir\Wishlist\Product_Rules and of Wishlist_Service::add_product(), which
 * applies them before choosing the list.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Commerce\Catalogue;
use Boudoir\Plugin;
use Boudoir\Wishlist\Add_Outcome;
use Boudoir\Wishlist\Add_Request;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Product_Rules;
use Boudoir\Wishlist\Saveable_Product;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/rest/class-rest-test-case.php';

/**
 * What may be saved is decided before any list is made or session started; the answer is a
 * Saveable_Product or a field's 400.
 */
final class Product_Rules_Test extends Rest_Test_Case {

	/**
	 * The rules over the site's shop.
	 */
	private function rules(): Product_Rules {
		return new Product_Rules( static fn (): Catalogue => Plugin::instance()->catalogue() );
	}

	/**
	 * Asserts a field's 400.
	 *
	 * @param string $field  The field.
	 * @param mixed  $answer What the rules said.
	 */
	private function assert_refused( string $field, mixed $answer ): void {
		$this->assertInstanceOf( \WP_Error::class, $answer );
		$this->assertSame( 'boudoir_invalid_' . $field, $answer->get_error_code() );
		$this->assertSame( 400, $answer->get_error_data()['status'] );
		$this->assertArrayHasKey( $field, $answer->get_error_data()['params'] );
	}

	public function test_a_variation_sent_as_the_product_is_stored_as_its_product_and_itself(): void {
		$ids = $this->variable_product();

		$saveable = $this->rules()->saveable( $ids['a'], 0, 2, 'add_to_wishlist' );

		$this->assertInstanceOf( Saveable_Product::class, $saveable );
		$this->assertSame( array( $ids['parent'], $ids['a'] ), array( $saveable->product_id, $saveable->variation_id ) );
		$this->assertSame( $ids['a'], $saveable->product->id );
		$this->assertNotNull( $saveable->choice );
	}

	public function test_refusals_name_their_field(): void {
		$ids    = $this->variable_product();
		$simple = $this->product();
		$draft  = $this->product( 'Draft slip', '10', null, 'draft' );
		$rules  = $this->rules();

		$this->assert_refused( 'add_to_wishlist', $rules->saveable( 999999, 0, 1, 'add_to_wishlist' ) );
		$this->assert_refused( 'product_id', $rules->saveable( $draft, 0, 1, 'product_id' ) );
		$this->assert_refused( 'variation_id', $rules->saveable( $ids['parent'], $simple, 1, 'add_to_wishlist' ) );
		$this->assert_refused( 'variation_id', $rules->saveable( $ids['a'], $ids['b'], 1, 'add_to_wishlist' ) );
		$this->assert_refused( 'variation', $rules->saveable( $simple, 0, 1, 'add_to_wishlist', 'blue' ) );
		$this->assert_refused( 'variation', $rules->saveable( $simple, 0, 1, 'add_to_wishlist', array( array( 'attribute' => 'cup', 'value' => 'B' ) ) ) );
		$this->assert_refused( 'quantity', $rules->saveable( $simple, 0, 0, 'add_to_wishlist' ) );
	}

	public function test_quantities_stay_within_what_the_shop_sells_at_once(): void {
		$limited = Plugin::instance()->catalogue()->find_product( $this->product( 'Two left', '20', 2 ) );
		$gone    = Plugin::instance()->catalogue()->find_product( $this->product( 'None left', '20', 0 ) );

		$this->assertNull( Product_Rules::check_quantity( $limited, 2 ) );
		$error = Product_Rules::check_quantity( $limited, 3 );
		$this->assert_refused( 'quantity', $error );
		$this->assertSame( 2, $error->get_error_data()['max'] );
		$this->assertNull( Product_Rules::check_quantity( $gone, 1 ), 'an out-of-stock product may still be wished for, once' );
		$this->assert_refused( 'quantity', Product_Rules::check_quantity( $gone, 2 ) );
		$this->assertNull( Product_Rules::check_quantity( null, Item_Repository::MAX_QUANTITY ) );
		$this->assert_refused( 'quantity', Product_Rules::check_quantity( null, Item_Repository::MAX_QUANTITY + 1 ) );
	}

	public function test_add_product_checks_the_product_before_making_a_list_or_a_session(): void {
		$this->as_anonymous();
		$service = Plugin::instance()->wishlists()->service();

		$refused = $service->add_product( new Add_Request( 999999, 0, 1, null, Add_Request::NEW_LIST, 'Bridal' ) );

		$this->assert_refused( 'add_to_wishlist', $refused );
		$this->assertNull( Plugin::instance()->wishlists()->reading_owner(), 'no guest session' );
	}

	public function test_add_product_takes_the_list_asked_for(): void {
		$owner   = $this->as_user();
		$service = Plugin::instance()->wishlists()->service();
		$robe    = $this->product( 'Silk robe' );
		$gifts   = $this->make_list( $owner, Wishlist_Privacy::PRIVATE, 'Gifts' );

		$on_default = $service->add_product( new Add_Request( $robe ) );
		$on_gifts   = $service->add_product( new Add_Request( $robe, 0, 1, null, $gifts->id ) );
		$on_new     = $service->add_product( new Add_Request( $robe, 0, 3, null, Add_Request::NEW_LIST, ' Bridal ', Wishlist_Privacy::SHARED ) );
		$again      = $service->add_product( new Add_Request( $robe, 0, 1, null, $gifts->id ) );

		$this->assertInstanceOf( Add_Outcome::class, $on_default );
		$this->assertTrue( $on_default->wishlist->is_default );
		$this->assertInstanceOf( Add_Outcome::class, $on_gifts );
		$this->assertSame( $gifts->id, $on_gifts->wishlist->id );
		$this->assertInstanceOf( Add_Outcome::class, $on_new );
		$this->assertSame( array( 'Bridal', Wishlist_Privacy::SHARED, 3 ), array( $on_new->wishlist->name, $on_new->wishlist->privacy, $on_new->result->item->quantity ) );
		$this->assertInstanceOf( Add_Outcome::class, $again );
		$this->assertFalse( $again->result->added );
		$this->assertSame( $on_gifts->result->item->id, $again->result->item->id );
	}

	public function test_add_product_refuses_a_list_that_is_not_the_callers_and_an_empty_new_name(): void {
		$robe    = $this->product( 'Silk robe' );
		$theirs  = $this->make_list( $this->as_user(), Wishlist_Privacy::PUBLIC, 'Theirs' );
		$service = Plugin::instance()->wishlists()->service();
		$this->as_user();

		$refused = $service->add_product( new Add_Request( $robe, 0, 1, null, $theirs->id ) );
		$unnamed = $service->add_product( new Add_Request( $robe, 0, 1, null, Add_Request::NEW_LIST, " \t " ) );

		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'boudoir_wishlist_not_found', $refused->get_error_code() );
		$this->assert_refused( 'wishlist_name', $unnamed );
	}
}

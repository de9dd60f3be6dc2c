<?php
/**
 * Tests of the chosen attribute values of saved variations ("any" attributes), through the REST routes.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Tests\Swatch_Fixtures;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';
require_once dirname( __DIR__ ) . '/swatches/trait-swatch-fixtures.php';

/**
 * A bra sold per band in "any colour": its variations fix pa_band and leave pa_color "any",
 * so the Store API wants the colour with the variation (WooCommerce:
 * src/StoreApi/Utilities/CartController.php, parse_variation_data()); the wishlist keeps it.
 */
final class Item_Variations_Test extends Rest_Test_Case {

	use Swatch_Fixtures;

	/**
	 * Needs the shop (Rest_Test_Case) and its attributes.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
	}

	/**
	 * Lucie: Colour (any of Noir, Ivory, Blush, Sage) × Band 32 / 34 (fixed per variation).
	 *
	 * @return array{parent:int,32:int,34:int}
	 */
	private function any_colour_bra(): array {
		$attributes = $this->demo_attributes();
		$made       = $this->variable_bra(
			'Lucie longline bra',
			array(
				'pa_color' => $attributes['pa_color'],
				'pa_band'  => array_intersect_key( $attributes['pa_band'], array_flip( array( '32', '34' ) ) ),
			),
			array(
				array( array( 'pa_color' => '', 'pa_band' => '32' ), null ),
				array( array( 'pa_color' => '', 'pa_band' => '34' ), null ),
			)
		);
		return array(
			'parent' => $made['parent'],
			32       => $made['variations'][0],
			34       => $made['variations'][1],
		);
	}

	/**
	 * Items of the caller's default list, as stored.
	 *
	 * @return list<\Boudoir\Wishlist\Wishlist_Item>
	 */
	private function stored(): array {
		$wishlists = Plugin::instance()->wishlists();
		$owner     = $wishlists->reading_owner();
		$list      = null === $owner ? null : $wishlists->lists()->default_for( $owner );
		return null === $list ? array() : $wishlists->items()->for_wishlist( $list->id );
	}

	/**
	 * The chosen colour is kept with the fixed band; the same choice again is the same item, another colour another item.
	 */
	public function test_keeps_the_chosen_values(): void {
		$this->as_user();
		$bra = $this->any_colour_bra();

		$added = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $bra[34], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'blush' ) ) ) );
		$this->assertSame( 201, $added['status'], wp_json_encode( $added['data'] ) );
		$this->assertSame( $bra[34], $added['data']['item']['variation_id'] );
		$this->assertSame(
			array(
				array( 'raw_attribute' => 'attribute_pa_color', 'raw_value' => 'blush', 'attribute' => 'Colour', 'value' => 'Blush' ),
				array( 'raw_attribute' => 'attribute_pa_band', 'raw_value' => '34', 'attribute' => 'Band', 'value' => '34' ),
			),
			$added['data']['item']['variation']
		);
		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$this->assertSame( array( 'attribute_pa_band' => '34', 'attribute_pa_color' => 'blush' ), $stored[0]->variation );
		$this->assertSame( Chosen_Variation::key_of( array( 'attribute_pa_color' => 'blush' ) ), $stored[0]->variation_key );

		// The same choice, named by label and value as the Store API also takes them: the existing item.
		$again = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[34], 'variation' => array( array( 'attribute' => 'Colour', 'value' => 'Blush' ), array( 'attribute' => 'pa_band', 'value' => '34' ) ) ) );
		$this->assertSame( 200, $again['status'], wp_json_encode( $again['data'] ) );
		$this->assertSame( 'exists', $again['data']['result'] );
		$this->assertSame( $added['data']['item']['item_id'], $again['data']['item']['item_id'] );

		// Another colour of the same variation: another item, as in the cart.
		$other = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $bra[34], 'variation' => array( array( 'attribute' => 'colour', 'value' => 'noir' ) ) ) );
		$this->assertSame( 201, $other['status'], wp_json_encode( $other['data'] ) );
		$this->assertNotSame( $added['data']['item']['item_id'], $other['data']['item']['item_id'] );
		$this->assertSame( 'Noir', $other['data']['item']['variation'][0]['value'] );
		$this->assertCount( 2, $this->stored() );

		// The saved products carry the values, so a button can tell Blush from Noir.
		$saved = $this->call( 'GET', '/items/saved' )['data'];
		$this->assertSame(
			array(
				array( array( 'attribute' => 'attribute_pa_band', 'value' => '34' ), array( 'attribute' => 'attribute_pa_color', 'value' => 'blush' ) ),
				array( array( 'attribute' => 'attribute_pa_band', 'value' => '34' ), array( 'attribute' => 'attribute_pa_color', 'value' => 'noir' ) ),
			),
			array_column( $saved, 'variation' )
		);

		// Both are read back with their values.
		$list  = Plugin::instance()->wishlists()->lists()->default_for( Plugin::instance()->wishlists()->reading_owner() );
		$items = $this->call( 'GET', "/wishlists/{$list->token}/items" )['data'];
		$this->assertSame( array( 'blush', 'noir' ), array_map( static fn ( array $item ): string => $item['variation'][0]['raw_value'], $items ) );
	}

	/**
	 * An "any" attribute without a value, an unknown attribute, a value the product does not offer, a value
	 * other than the variation's own, or values for a simple product: a 400 naming `variation`, nothing saved.
	 */
	public function test_refuses_missing_or_wrong_values(): void {
		$this->as_user();
		$bra    = $this->any_colour_bra();
		$simple = $this->product();
		$cases  = array(
			array( 'boudoir_missing_variation_data', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $bra[32] ) ),
			array( 'boudoir_missing_variation_data', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => '' ) ) ) ),
			array( 'boudoir_invalid_variation', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'burgundy' ) ) ) ),
			array( 'boudoir_invalid_variation', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'noir' ), array( 'attribute' => 'attribute_pa_band', 'value' => '34' ) ) ) ),
			array( 'boudoir_invalid_variation', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'noir' ), array( 'attribute' => 'Size', 'value' => 'M' ) ) ) ),
			array( 'boudoir_invalid_variation', array( 'add_to_wishlist' => $simple, 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'noir' ) ) ) ),
			array( 'rest_invalid_param', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color' ) ) ) ),
			array( 'rest_invalid_param', array( 'add_to_wishlist' => $bra[32], 'variation' => 'noir' ) ),
		);
		foreach ( $cases as list( $code, $params ) ) {
			$answer = $this->call( 'POST', '/items/add', $params );
			$this->assert_error( 400, $code, $answer, wp_json_encode( $params ) );
			if ( 'rest_invalid_param' !== $code ) {
				$this->assertArrayHasKey( 'variation', $answer['data']['data']['params'] );
				$this->assertSame( $code, $answer['data']['result'] );
			}
		}
		$this->assertSame( array(), $this->stored(), 'Nothing was saved.' );
		$missing = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[32] ) );
		$this->assertSame( 'Please choose Colour.', $missing['data']['message'] );
	}

	/**
	 * A variable product sent with values and no variation id: the values choose the variation, as in the Store API.
	 */
	public function test_values_choose_the_variation_of_a_variable_product(): void {
		$this->as_user();
		$bra   = $this->any_colour_bra();
		$added = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation' => array( array( 'attribute' => 'Band', 'value' => '32' ), array( 'attribute' => 'Colour', 'value' => 'sage' ) ) ) );
		$this->assertSame( 201, $added['status'], wp_json_encode( $added['data'] ) );
		$this->assertSame( $bra[32], $added['data']['item']['variation_id'] );
		$this->assertSame( array( 'sage', '32' ), array_column( $added['data']['item']['variation'], 'raw_value' ) );
		$this->assert_error( 400, 'boudoir_invalid_variation', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation' => array( array( 'attribute' => 'Band', 'value' => '36' ) ) ) ) );
	}

	/**
	 * A variable product saved with nothing chosen (a shop card, an untouched product page) is saved as it is, and the answer
	 * says its options are still to choose; with a variation, the plain message.
	 */
	public function test_a_variable_product_saved_without_a_choice_is_said_to_need_its_options(): void {
		$this->as_user();
		$bra = $this->any_colour_bra();

		$parent = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'] ) );
		$chosen = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'blush' ) ) ) );

		$this->assertSame( 201, $parent['status'], wp_json_encode( $parent['data'] ) );
		$this->assertSame( 0, $parent['data']['item']['variation_id'] );
		$this->assertSame( 'variable', $parent['data']['item']['product_type'] );
		$this->assertSame( 'Added to "My wishlist", with its options to choose later.', $parent['data']['message'] );
		$this->assertSame( 201, $chosen['status'], wp_json_encode( $chosen['data'] ) );
		$this->assertSame( 'Added to "My wishlist".', $chosen['data']['message'] );
	}

	/**
	 * A variation whose values are all fixed needs none posted and keeps them; an old item without them shows its variation's.
	 */
	public function test_fixed_values_are_filled_in(): void {
		$this->as_user();
		$attributes = $this->demo_attributes();
		$made       = $this->variable_bra(
			'Eloise balconette bra',
			array( 'pa_color' => $attributes['pa_color'], 'pa_cup' => $attributes['pa_cup'] ),
			array( array( array( 'pa_color' => 'ivory', 'pa_cup' => 'c' ), 3 ) )
		);
		$added = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $made['variations'][0] ) );
		$this->assertSame( 201, $added['status'], wp_json_encode( $added['data'] ) );
		$this->assertSame( array( 'Ivory', 'C' ), array_column( $added['data']['item']['variation'], 'value' ) );
		$this->assertSame( '', $this->stored()[0]->variation_key, 'No "any" value: the key stays empty, as for items saved before.' );

		// An item saved before choices were kept (no values stored) shows its variation's.
		$me   = Plugin::instance()->wishlists()->reading_owner();
		$list = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Old' );
		$this->put( $list, $made['parent'], $made['variations'][0] );
		$items = $this->call( 'GET', "/wishlists/{$list->token}/items" )['data'];
		$this->assertSame( array( 'attribute_pa_color', 'attribute_pa_cup' ), array_column( $items[0]['variation'], 'raw_attribute' ) );
		$this->assertSame( array( 'Colour', 'Cup' ), array_column( $items[0]['variation'], 'attribute' ) );
	}

	/**
	 * A quantity by product and variation finds the one choice saved; with two choices only item_id says which.
	 */
	public function test_quantity_by_product_needs_the_item_when_two_choices_are_saved(): void {
		$this->as_user();
		$bra   = $this->any_colour_bra();
		$blush = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'blush' ) ) ) )['data'];
		$token = $blush['wishlist']['token'];
		$by    = array( 'wishlist_token' => $token, 'product_id' => $bra['parent'], 'variation_id' => $bra[32], 'quantity' => 2 );
		$one   = $this->call( 'POST', '/items/quantity', $by );
		$this->assertSame( 200, $one['status'], wp_json_encode( $one['data'] ) );
		$this->assertSame( array( $blush['item']['item_id'], 2 ), array( $one['data']['item']['item_id'], $one['data']['item']['quantity'] ) );

		$this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => 'sage' ) ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/quantity', array( 'quantity' => 3 ) + $by ) );
		$this->assertSame( 200, $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $token, 'item_id' => $blush['item']['item_id'], 'quantity' => 3 ) )['status'] );
	}

	/**
	 * Copies, moves and the guest's list merged at sign-in keep the values; two choices stay two items.
	 */
	public function test_transfers_and_merges_keep_the_values(): void {
		$guest = $this->as_guest();
		$bra   = $this->any_colour_bra();
		foreach ( array( 'blush', 'noir' ) as $colour ) {
			$this->assertSame( 201, $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra[32], 'variation' => array( array( 'attribute' => 'attribute_pa_color', 'value' => $colour ) ) ) )['status'] );
		}
		$wishlists = Plugin::instance()->wishlists();
		$source    = $wishlists->lists()->default_for( $guest );
		$target    = $this->make_list( $guest, Wishlist_Privacy::PRIVATE, 'Later' );
		$items     = $wishlists->items()->for_wishlist( $source->id );
		$copied    = $this->call( 'POST', '/items/copy', array( 'wishlist_token' => $source->token, 'destination_wishlist_token' => $target->token, 'item_id' => $items[0]->id ) );
		$this->assertSame( 200, $copied['status'], wp_json_encode( $copied['data'] ) );
		$this->assertTrue( $copied['data']['result'] );
		$this->assertSame( 'blush', $copied['data']['item']['variation'][0]['raw_value'] );
		$moved = $this->call( 'POST', '/items/move', array( 'wishlist_token' => $source->token, 'destination_wishlist_token' => $target->token, 'item_id' => $items[1]->id ) );
		$this->assertTrue( $moved['data']['result'], 'Noir is not Blush: added, not "exists".' );
		$this->assertSame( array( 'blush', 'noir' ), array_map( static fn ( $item ): string => $item->variation['attribute_pa_color'], $wishlists->items()->for_wishlist( $target->id ) ) );

		// The guest signs in: their lists merge into the user's default, which has Blush and Sage already.
		$cookie = $_COOKIE[ \Boudoir\Wishlist\Guest_Session::COOKIE ];
		unset( $_COOKIE[ \Boudoir\Wishlist\Guest_Session::COOKIE ] );
		$user                                          = $this->create_user( 'customer' );
		$_COOKIE[ \Boudoir\Wishlist\Guest_Session::COOKIE ] = $cookie;
		$default = $wishlists->lists()->default_for_or_create( \Boudoir\Wishlist\Owner::user( $user->ID ) );
		foreach ( array( 'blush', 'sage' ) as $colour ) {
			$wishlists->items()->add( $default->id, $bra['parent'], $bra[32], 1, new Chosen_Variation( array( 'attribute_pa_band' => '32', 'attribute_pa_color' => $colour ), array( 'attribute_pa_color' => $colour ) ) );
		}
		$merged = $wishlists->items()->merge_into( $source->id, $default->id );
		$this->assertSame( array( 'added' => 0, 'merged' => 0 ), $merged, 'Blush was there already.' );
		$wishlists->items()->merge_into( $target->id, $default->id );
		$this->assertSame(
			array( 'blush', 'sage', 'noir' ),
			array_map( static fn ( $item ): string => $item->variation['attribute_pa_color'], $wishlists->items()->for_wishlist( $default->id ) )
		);
	}
}

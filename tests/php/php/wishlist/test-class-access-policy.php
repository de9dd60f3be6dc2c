<?php
/**
 * Tests of the access policy through every route: by id only the owner, by token the readers.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/rest/class-rest-test-case.php';

/**
 * A stranger learns nothing from an id: missing, private, shared and public answer the same 404.
 */
final class Access_Policy_Test extends Rest_Test_Case {

	/**
	 * Every route keyed by a list id, as a stranger would call it with an id.
	 *
	 * @param int $id  A list id.
	 * @param int $product A product.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private static function id_routes( int $id, int $product ): array {
		return array(
			'title'            => array( 'POST', "/wishlists/{$id}/title", array( 'title' => 'Mine now' ) ),
			'privacy'          => array( 'POST', "/wishlists/{$id}/privacy", array( 'privacy' => 'public' ) ),
			'delete'           => array( 'DELETE', "/wishlists/{$id}", array() ),
			'reload'           => array( 'POST', '/wishlists/reload', array( 'wishlist_id' => $id ) ),
			'reload and add'   => array(
				'POST',
				'/wishlists/reload',
				array(
					'wishlist_id'     => $id,
					'add_to_wishlist' => $product,
				),
			),
			'add'              => array(
				'POST',
				'/items/add',
				array(
					'add_to_wishlist' => $product,
					'wishlist_id'     => $id,
				),
			),
			'remove'           => array(
				'POST',
				'/items/remove',
				array(
					'remove_from_wishlist' => $product,
					'wishlist_id'          => $id,
				),
			),
			'remove from all'  => array(
				'POST',
				'/items/remove-from-all',
				array(
					'prod_id'     => $product,
					'wishlist_id' => $id,
				),
			),
		);
	}

	/**
	 * For each stranger, each route keyed by id answers a body identical for a missing, private, shared and public list.
	 */
	public function test_routes_by_id_answer_strangers_the_same_404(): void {
		$product     = $this->product();
		$owner_user  = $this->create_user( 'customer' )->ID;
		$owners      = array(
			'user'  => Owner::user( $owner_user ),
			'guest' => Owner::guest( \Boudoir\Wishlist\Token::generate() ),
		);
		$strangers   = array(
			'other user'  => fn () => $this->as_user(),
			'other guest' => fn () => $this->as_guest(),
			'anonymous'   => fn () => $this->as_anonymous(),
		);
		foreach ( $owners as $kind => $owner ) {
			$ids = array( 'missing' => 999999 );
			foreach ( Wishlist_Privacy::all() as $privacy ) {
				$list              = $this->make_list( $owner, $privacy, ucfirst( $privacy ) );
				$ids[ $privacy ]   = $list->id;
				$this->put( $list, $product );
			}
			foreach ( $strangers as $who => $become ) {
				$become();
				foreach ( array_keys( self::id_routes( 1, $product ) ) as $route ) {
					$bodies = array();
					foreach ( $ids as $what => $id ) {
						list( $method, $path, $params ) = self::id_routes( $id, $product )[ $route ];
						$answer = $this->call( $method, $path, $params );
						$this->assertSame( 404, $answer['status'], "{$who}, {$route}, {$kind}'s {$what} list: " . wp_json_encode( $answer['data'] ) );
						$this->assertSame( 'boudoir_wishlist_not_found', $answer['data']['code'] );
						$bodies[ $what ] = wp_json_encode( $answer['data'] );
					}
					$this->assertCount( 1, array_unique( $bodies ), "{$who}, {$route}: one answer for every id. " . wp_json_encode( $bodies ) );
				}
			}
			foreach ( Wishlist_Privacy::all() as $privacy ) {
				$list = Plugin::instance()->wishlists()->lists()->find( $ids[ $privacy ] );
				$this->assertSame( $privacy, $list->privacy, 'Nothing changed.' );
				$this->assertSame( ucfirst( $privacy ), $list->name );
				$this->assertCount( 1, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
			}
		}
	}

	/**
	 * DELETE /items/<id>: the same 404 for a missing item and an item on a stranger's list, whatever its privacy.
	 */
	public function test_items_by_id_answer_strangers_the_same_404(): void {
		$product = $this->product();
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$items   = array( 'missing' => 999999 );
		foreach ( Wishlist_Privacy::all() as $privacy ) {
			$items[ $privacy ] = $this->put( $this->make_list( $owner, $privacy ), $product );
		}
		foreach ( array( 'other user' => fn () => $this->as_user(), 'other guest' => fn () => $this->as_guest(), 'anonymous' => fn () => $this->as_anonymous() ) as $who => $become ) {
			$become();
			$bodies = array();
			foreach ( $items as $what => $item ) {
				$answer = $this->call( 'DELETE', "/items/{$item}" );
				$this->assert_error( 404, 'boudoir_item_not_found', $answer, "{$who}, {$what}" );
				$bodies[ $what ] = wp_json_encode( $answer['data'] );
			}
			$this->assertCount( 1, array_unique( $bodies ), $who );
		}
		foreach ( Wishlist_Privacy::all() as $privacy ) {
			$this->assertNotNull( Plugin::instance()->wishlists()->items()->get( $items[ $privacy ] ) );
		}
		$this->as_existing_user( $owner->user_id );
		$this->assertSame( 200, $this->call( 'DELETE', "/items/{$items['shared']}" )['status'], 'The owner deletes by id.' );
	}

	/**
	 * The issue's harvest: reload by id does not answer another shopper's shared list; by token it still reads.
	 */
	public function test_reload_by_id_answers_only_the_owner(): void {
		$product = $this->product();
		$victim  = Owner::guest( \Boudoir\Wishlist\Token::generate() );
		$shared  = $this->make_list( $victim, Wishlist_Privacy::SHARED, 'Secret gifts' );
		$this->put( $shared, $product );

		$this->as_guest();
		$by_id = $this->call( 'POST', '/wishlists/reload', array( 'wishlist_id' => $shared->id ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $by_id );
		$this->assertStringNotContainsString( $shared->token, wp_json_encode( $by_id['data'] ) );
		$this->assertStringNotContainsString( 'Secret gifts', wp_json_encode( $by_id['data'] ) );

		$by_token = $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token ) );
		$this->assertSame( 200, $by_token['status'], 'The link still works.' );
		$this->assertCount( 1, $by_token['data']['items'] );
		$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token, 'add_to_wishlist' => $product ) ), 'A token holder may read, not write.' );

		$mine = $this->make_list( $this->as_user(), Wishlist_Privacy::PRIVATE, 'Mine' );
		$this->put( $mine, $product );
		$own  = $this->call( 'POST', '/wishlists/reload', array( 'wishlist_id' => $mine->id ) );
		$this->assertSame( 200, $own['status'], 'The owner reloads by id.' );
		$this->assertSame( $mine->token, $own['data']['wishlist']['token'] );
	}

	/**
	 * By token: a stranger reads shared and public lists, gets 404 for private ones, 403 for writes to readable ones.
	 */
	public function test_by_token_readers_read_and_cannot_write(): void {
		$product = $this->product();
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$this->as_user();
		foreach ( Wishlist_Privacy::all() as $privacy ) {
			$list = $this->make_list( $owner, $privacy );
			$item = $this->put( $list, $product );
			$read = $this->call( 'GET', "/wishlists/{$list->token}" );
			if ( Wishlist_Privacy::PRIVATE === $privacy ) {
				$this->assert_error( 404, 'boudoir_wishlist_not_found', $read );
				$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ) );
				continue;
			}
			$this->assertSame( 200, $read['status'] );
			$this->assertFalse( $read['data']['is_user_owner'] );
			$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ), $privacy );
			$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/items/remove', array( 'wishlist_token' => $list->token, 'remove_from_wishlist' => $product ) ), $privacy );
		}
	}

	/**
	 * Share tokens match exactly: the same token in another case finds nothing (a case-insensitive column would).
	 */
	public function test_tokens_are_case_sensitive(): void {
		$owner = Owner::user( $this->create_user( 'customer' )->ID );
		$list  = $this->make_list( $owner, Wishlist_Privacy::PUBLIC );
		$other = strtolower( $list->token ) !== $list->token ? strtolower( $list->token ) : strtoupper( $list->token );
		$this->as_anonymous();
		$this->assertSame( 200, $this->call( 'GET', "/wishlists/{$list->token}" )['status'] );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', "/wishlists/{$other}" ) );
		$this->assertNull( Plugin::instance()->wishlists()->lists()->find_by_token( $other ) );
	}

	/**
	 * An item named by its product: the one saved without chosen values, else the only choice of
	 * that variation; several choices, another list's item or another owner's list find nothing.
	 */
	public function test_an_item_named_by_its_product(): void {
		$policy = Plugin::instance()->wishlists()->access();
		$items  = Plugin::instance()->wishlists()->items();
		$me     = $this->as_user();
		$list   = $this->make_list( $me );
		$other  = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Other' );
		$plain  = $items->add( $list->id, 10 )->item;
		$items->add( $other->id, 20 );
		$choice = static fn ( string $size ): Chosen_Variation => new Chosen_Variation( array( 'attribute_pa_size' => $size ), array( 'attribute_pa_size' => $size ) );
		$small  = $items->add( $list->id, 30, 31, 1, $choice( 's' ) )->item;

		$this->assertSame( $plain->id, $policy->owned_item_of_product( $list, 10, 0 )[1]->id );
		$this->assertSame( $small->id, $policy->owned_item_of_product( $list, 30, 31 )[1]->id, 'The one choice of the variation.' );
		$this->assertSame( $list->id, $policy->owned_item_of_product( $list, 30, 31 )[0]->id );
		$this->assertSame( 'boudoir_item_not_found', $policy->owned_item_of_product( $list, 20, 0 )->get_error_code(), "Another list's item." );
		$this->assertSame( 'boudoir_item_not_found', $policy->owned_item_of_product( $list, 30, 0 )->get_error_code(), 'Another variation.' );

		$items->add( $list->id, 30, 31, 1, $choice( 'm' ) );
		$this->assertSame( 'boudoir_item_not_found', $policy->owned_item_of_product( $list, 30, 31 )->get_error_code(), 'Several choices: only the item id says which.' );

		$this->as_user();
		$this->assertSame( 'boudoir_item_not_found', $policy->owned_item_of_product( $list, 10, 0 )->get_error_code(), "Anyone else's list." );
	}
}

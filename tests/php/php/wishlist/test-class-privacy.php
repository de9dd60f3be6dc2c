<?php
/**
 * Tests of the wishlists' personal data exporter and eraser.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Privacy;

/**
 * Export and erase by e-mail; guests' lists are out of reach (no e-mail).
 */
final class Privacy_Test extends Test_Case {

	/**
	 * Both tools are registered with WordPress's privacy tools.
	 */
	public function test_registered(): void {
		$this->assertArrayHasKey( Privacy::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( Privacy::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	/**
	 * The export holds the user's lists and items, and nobody else's.
	 */
	public function test_export(): void {
		$wishlists = Plugin::instance()->wishlists();
		$user      = $this->create_user();
		$other     = $this->create_user();
		$product   = wp_insert_post( array( 'post_title' => 'Lace bra', 'post_status' => 'publish', 'post_type' => 'post' ) );
		$list      = $wishlists->lists()->create( Owner::user( $user->ID ), 'Honeymoon' );
		$wishlists->items()->add( $list->id, $product, 0, 2 );
		$wishlists->lists()->create( Owner::user( $other->ID ), 'Not theirs' );

		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Privacy::ID ]['callback'];
		$export   = $exporter( $user->user_email, 1 );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 2, $export['data'] );
		$values = wp_list_pluck( array_merge( ...wp_list_pluck( $export['data'], 'data' ) ), 'value' );
		$this->assertContains( 'Honeymoon', $values );
		$this->assertContains( "Lace bra (#{$product})", $values );
		$this->assertContains( '2', $values );
		$this->assertNotContains( 'Not theirs', $values );
		$this->assertSame( array( 'data' => array(), 'done' => true ), $exporter( 'nobody@boudoir.test', 1 ) );
	}

	/**
	 * The eraser deletes the user's lists and items only.
	 */
	public function test_erase(): void {
		$wishlists = Plugin::instance()->wishlists();
		$user      = $this->create_user();
		$other     = $this->create_user();
		$mine      = $wishlists->lists()->create( Owner::user( $user->ID ), 'Mine' );
		$wishlists->items()->add( $mine->id, 5 );
		$theirs = $wishlists->lists()->create( Owner::user( $other->ID ), 'Theirs' );
		$wishlists->items()->add( $theirs->id, 5 );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Privacy::ID ]['callback'];
		$result = $eraser( $user->user_email, 1 );

		$this->assertSame( array( 'items_removed' => true, 'items_retained' => false, 'messages' => array(), 'done' => true ), $result );
		$this->assertSame( array(), $wishlists->lists()->for_owner( Owner::user( $user->ID ) ) );
		$this->assertSame( array(), $wishlists->items()->for_wishlist( $mine->id ) );
		$this->assertCount( 1, $wishlists->items()->for_wishlist( $theirs->id ) );
		$this->assertFalse( $eraser( $user->user_email, 1 )['items_removed'] );
	}

	/**
	 * A user who changed their e-mail after asking is found by the request's user, for the export and the erasure.
	 */
	public function test_found_by_the_request_user_when_the_email_changed(): void {
		$wishlists = Plugin::instance()->wishlists();
		$user      = $this->create_user( 'subscriber', array( 'user_email' => 'before@boudoir.test' ) );
		$list      = $wishlists->lists()->create( Owner::user( $user->ID ), 'Honeymoon' );
		$wishlists->items()->add( $list->id, 5 );
		$this->assertIsInt( wp_create_user_request( 'before@boudoir.test', 'export_personal_data', array(), 'confirmed' ) );
		$this->assertIsInt( wp_create_user_request( 'before@boudoir.test', 'remove_personal_data', array(), 'confirmed' ) );
		wp_update_user( array( 'ID' => $user->ID, 'user_email' => 'after@boudoir.test' ) );

		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Privacy::ID ]['callback'];
		$values   = wp_list_pluck( array_merge( ...wp_list_pluck( $exporter( 'before@boudoir.test', 1 )['data'], 'data' ) ), 'value' );
		$this->assertContains( 'Honeymoon', $values );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Privacy::ID ]['callback'];
		$this->assertTrue( $eraser( 'before@boudoir.test', 1 )['items_removed'] );
		$this->assertNull( $wishlists->lists()->find( $list->id ) );
		$this->assertSame( array(), $wishlists->items()->for_wishlist( $list->id ) );
	}

	/**
	 * Only the newest open request counts: a former owner's old request does not hand their lists to whoever asks now.
	 */
	public function test_a_former_owners_old_request_finds_nothing(): void {
		$wishlists = Plugin::instance()->wishlists();
		$user      = $this->create_user( 'subscriber', array( 'user_email' => 'shared@boudoir.test' ) );
		$wishlists->lists()->create( Owner::user( $user->ID ), 'Theirs' );
		$old = wp_create_user_request( 'shared@boudoir.test', 'export_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $old );
		wp_update_user( array( 'ID' => $user->ID, 'user_email' => 'moved@boudoir.test' ) );
		// Someone else asks for the address now: their request has no user.
		$new = wp_create_user_request( 'shared@boudoir.test', 'remove_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $new );
		wp_update_post( array( 'ID' => $new, 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + 60 ), 'post_date' => gmdate( 'Y-m-d H:i:s', time() + 60 ) ) );

		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Privacy::ID ]['callback'];
		$this->assertSame( array( 'data' => array(), 'done' => true ), $exporter( 'shared@boudoir.test', 1 ) );
		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Privacy::ID ]['callback'];
		$this->assertFalse( $eraser( 'shared@boudoir.test', 1 )['items_removed'] );
		$this->assertCount( 1, $wishlists->lists()->for_owner( Owner::user( $user->ID ) ) );
		// Nor does a request for an address no user ever had.
		$this->assertSame( array( 'data' => array(), 'done' => true ), $exporter( 'stranger@boudoir.test', 1 ) );
	}

	/**
	 * Deleting a user deletes their lists.
	 */
	public function test_deleted_users_lose_their_lists(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$wishlists = Plugin::instance()->wishlists();
		$user      = $this->create_user();
		$list      = $wishlists->lists()->create( Owner::user( $user->ID ), 'Mine' );
		$wishlists->items()->add( $list->id, 5 );
		wp_delete_user( $user->ID );
		$this->assertNull( $wishlists->lists()->find( $list->id ) );
		$this->assertSame( array(), $wishlists->items()->for_wishlist( $list->id ) );
	}
}

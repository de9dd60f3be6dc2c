<?php
/**
 * Tests of Boudoir\Wishlist\Wishlist_Page: the page the shop's lists and share links lead to.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Wishlist_Page;

/**
 * The option names the page; without one, or when it names no page, /wishlist/.
 */
final class Wishlist_Page_Test extends Test_Case {

	public function test_the_url_is_the_pages_permalink_else_slash_wishlist(): void {
		delete_option( Wishlist_Page::OPTION );
		$this->assertSame( 0, Wishlist_Page::id() );
		$this->assertSame( home_url( '/wishlist/' ), Wishlist_Page::url() );

		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'My favourites',
				'post_name'   => 'my-favourites',
			)
		);
		update_option( Wishlist_Page::OPTION, $page );
		$this->assertSame( $page, Wishlist_Page::id() );
		$this->assertSame( get_permalink( $page ), Wishlist_Page::url() );

		// A post, not a page: no wishlist page.
		update_option(
			Wishlist_Page::OPTION,
			wp_insert_post(
				array(
					'post_title'  => 'News',
					'post_status' => 'publish',
				)
			)
		);
		$this->assertSame( home_url( '/wishlist/' ), Wishlist_Page::url() );
	}
}

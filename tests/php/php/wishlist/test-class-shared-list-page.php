<?php
/**
 * Tests of Shared_List_Page: the 404 of a list page no one may read, and the blocks left out on a list reached by its link.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Shared_List_Page;

/**
 * The page's status and blocks follow the address, never who asks.
 */
final class Shared_List_Page_Test extends Test_Case {

	/**
	 * The status a request would send, after the hook ran on a page with the list block.
	 *
	 * @param string $token The address's `wishlist`.
	 * @return array{0:int,1:Shared_List_Page}
	 */
	private function visit( string $token ): array {
		$page_id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Wishlist',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:boudoir/wishlist /-->',
			)
		);
		// The page asked for, as WordPress's main query holds it (the main query is put back after).
		$main                    = $GLOBALS['wp_query'];
		$GLOBALS['wp_query']     = new \WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$_GET['wishlist'] = $token;
		$status           = 200;
		$record           = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $record, 10, 2 );
		$hook = new Shared_List_Page( Plugin::instance()->wishlists()->access() );
		$hook->set_status();
		remove_filter( 'status_header', $record, 10 );
		$GLOBALS['wp_query']     = $main;
		$GLOBALS['wp_the_query'] = $main;
		return array( $status, $hook );
	}

	public function test_a_token_no_list_has_answers_404_and_leaves_out_the_shoppers_own_lists(): void {
		list( $status, $hook ) = $this->visit( str_repeat( 'f', 32 ) );

		$this->assertSame( 404, $status );
		$this->assertSame( '', $hook->leave_out_own_lists( '<div>lists</div>', array( 'blockName' => 'boudoir/wishlists' ) ) );
		$this->assertSame( '', $hook->leave_out_own_lists( '<p>Yours</p>', array( 'blockName' => 'core/group', 'attrs' => array( 'className' => 'intro ' . Shared_List_Page::OWN_LISTS_ONLY_CLASS ) ) ) );
		$this->assertSame( '<p>Shop</p>', $hook->leave_out_own_lists( '<p>Shop</p>', array( 'blockName' => 'core/paragraph', 'attrs' => array() ) ) );
	}

	public function test_a_page_without_a_token_is_left_as_it_is(): void {
		$hook = new Shared_List_Page( Plugin::instance()->wishlists()->access() );
		$this->assertSame( '<div>lists</div>', $hook->leave_out_own_lists( '<div>lists</div>', array( 'blockName' => 'boudoir/wishlists' ) ) );
	}
}

<?php
/**
 * Tests of Boudoir\Product_Listing.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Catalogue;
use Boudoir\Plugin;
use Boudoir\Product_Listing;

/**
 * The shop and the archives of product terms list products; other pages, or any page without a shop, do not.
 */
final class Product_Listing_Test extends Test_Case {

	/**
	 * The request's query, kept to put back.
	 *
	 * @var array<string,mixed>
	 */
	private array $saved = array();

	/**
	 * Keeps the main query.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved = array(
			'wp_query'     => $GLOBALS['wp_query'] ?? null,
			'wp_the_query' => $GLOBALS['wp_the_query'] ?? null,
		);
	}

	/**
	 * Puts the main query back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_query']     = $this->saved['wp_query'];
		$GLOBALS['wp_the_query'] = $this->saved['wp_the_query'];
		parent::tear_down();
	}

	/**
	 * Makes a query the main one.
	 *
	 * @param array<string,mixed> $query WP_Query arguments.
	 */
	private function visit( array $query ): void {
		$GLOBALS['wp_the_query'] = new \WP_Query( $query );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
	}

	public function test_the_shop_and_product_term_archives_list_products(): void {
		$shop = Plugin::instance()->catalogue();
		$this->visit( array( 'post_type' => 'product' ) );
		$this->assertTrue( Product_Listing::is_current_page( $shop ), 'The shop.' );

		$term = wp_insert_term( 'Listing test', 'product_cat' );
		$this->assertIsArray( $term );
		$this->visit(
			array(
				'taxonomy' => 'product_cat',
				'term'     => 'listing-test',
			)
		);
		$this->assertTrue( Product_Listing::is_current_page( $shop ), 'A product category.' );
	}

	public function test_other_pages_and_no_shop_do_not(): void {
		$shop = Plugin::instance()->catalogue();
		$this->visit( array( 'post_type' => 'page' ) );
		$this->assertFalse( Product_Listing::is_current_page( $shop ), 'Pages.' );
		$this->visit( array() );
		$this->assertFalse( Product_Listing::is_current_page( $shop ), 'The blog.' );

		$this->visit( array( 'post_type' => 'product' ) );
		$this->assertFalse( Product_Listing::is_current_page( new No_Catalogue() ), 'Without a shop, no listing.' );
		$this->assertFalse( Product_Listing::is_current_page( null ) );
	}
}

<?php
/**
 * The demo shop's seed (bin/wp/seed/): the catalogue's invariants and its special
 * products, and idempotence (a second run changes nothing, a forced re-run keeps
 * every id). The seed files are run as install.php runs them.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Seed;

use Boudoir\Tests\Test_Case;

/**
 * Runs the seed in the test's transaction and checks what it wrote.
 */
final class Demo_Seed_Test extends Test_Case {

	/**
	 * Runs every seed file in name order, as bin/wp/install.php does; returns what it printed.
	 */
	private function run_seed(): string {
		$files = glob( dirname( __DIR__, 3 ) . '/bin/wp/seed/*.php' ) ?: array();
		sort( $files );
		ob_start();
		foreach ( $files as $file ) {
			require $file;
		}
		return (string) ob_get_clean();
	}

	/**
	 * The ids of everything the seed owns, by type and slug.
	 *
	 * @return array<string,int>
	 */
	private function snapshot(): array {
		global $wpdb;
		$rows = $wpdb->get_results( "SELECT ID, post_type, post_name, post_parent FROM {$wpdb->posts} WHERE post_type IN ( 'page', 'product', 'product_variation', 'attachment', 'wp_navigation', 'wp_template_part' ) ORDER BY ID" );
		$ids  = array();
		foreach ( $rows as $row ) {
			$key = "{$row->post_type}/{$row->post_parent}/{$row->post_name}";
			$this->assertArrayNotHasKey( $key, $ids, "{$key} is there twice" );
			$ids[ $key ] = (int) $row->ID;
		}
		$ids['reviews'] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_type = 'review'" );
		return $ids;
	}

	/**
	 * A product's id by slug.
	 *
	 * @param string $slug The slug.
	 */
	private function product( string $slug ): int {
		$id = \boudoir_demo_post_id( 'product', $slug );
		$this->assertGreaterThan( 0, $id, "product {$slug}" );
		return $id;
	}

	/**
	 * The variations of a product, each as attribute => value plus stock status.
	 *
	 * @param int $parent The variable product.
	 * @return array<string,string> "colour/band/cup" => stock status.
	 */
	private function variations( int $parent ): array {
		$found = array();
		foreach ( get_children( array( 'post_parent' => $parent, 'post_type' => 'product_variation', 'post_status' => 'publish' ) ) as $variation ) {
			$key = implode(
				'/',
				array_filter(
					array(
						get_post_meta( $variation->ID, 'attribute_pa_color', true ),
						get_post_meta( $variation->ID, 'attribute_pa_band', true ),
						get_post_meta( $variation->ID, 'attribute_pa_cup', true ),
					)
				)
			);
			$found[ $key ] = (string) get_post_meta( $variation->ID, '_stock_status', true );
		}
		return $found;
	}

	public function test_the_site_content_is_seeded_without_the_shop_too(): void {
		$this->run_seed();
		$home = (int) get_option( 'page_on_front' );
		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$content = (string) get_post_field( 'post_content', $home );
		foreach ( array( 'new-in', 'fit-guide', 'care', 'bestsellers', 'lookbook', 'photo-feed' ) as $anchor ) {
			// A heading block's id, or the id of the heading of a carousel block ("New in").
			$this->assertMatchesRegularExpression( '/id="' . $anchor . '"|"headingId":"' . $anchor . '"/', $content );
			$this->assertStringContainsString( 'href="#' . $anchor . '"', $content );
		}
		$this->assertStringContainsString( '<!-- wp:boudoir/scroll-to-top /-->', $content );
		// The photo feed of the recorded fixture, with its `_m` and `_s` thumbnails drawn locally.
		$this->assertStringContainsString( '<!-- wp:boudoir/photo-feed {"userId":"52617384@N05","maxPhotos":6} /-->', $content );
		$feed_images = wp_upload_dir( null, false )['basedir'] . '/boudoir-photo-feed/53201234501_4f1c2a9b0e_';
		$this->assertSame( array( 240, 180 ), array_slice( (array) getimagesize( $feed_images . 'm.jpg' ), 0, 2 ) );
		$this->assertSame( array( 75, 75 ), array_slice( (array) getimagesize( $feed_images . 's.jpg' ), 0, 2 ) );
		$this->assertStringContainsString( '"linkTo":"media"', $content );
		$this->assertGreaterThan( 0, \boudoir_demo_post_id( 'page', 'wishlist' ) );

		$gallery = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'name' => 'boudoir-demo-lifestyle-rail', 'fields' => 'ids' ) );
		$this->assertCount( 1, $gallery );
		$this->assertNotSame( '', get_post_meta( $gallery[0], '_wp_attachment_image_alt', true ) );
		$this->assertArrayHasKey( 'thumbnail', wp_get_attachment_metadata( $gallery[0] )['sizes'] );

		$menu = (string) get_post_field( 'post_content', \boudoir_demo_post_id( 'wp_navigation', 'main-menu' ) );
		$this->assertStringContainsString( 'Wishlist', $menu );
		$header = get_block_template( get_stylesheet() . '//header', 'wp_template_part' );
		$this->assertNotNull( $header );
		$this->assertStringContainsString( 'Free shipping over €75 · Discreet packaging', $header->content );
		// The top bar is the sticky boudoir/top-bar block; the header search comes before the wishlist counter.
		$this->assertStringContainsString( '<!-- wp:boudoir/top-bar {"sticky":true', $header->content );
		$this->assertStringNotContainsString( 'boudoir-top-bar', $header->content );
		$search  = strpos( $header->content, '<!-- wp:boudoir/header-search /-->' );
		$counter = strpos( $header->content, '<!-- wp:boudoir/wishlist-counter /-->' );
		$this->assertIsInt( $search );
		$this->assertIsInt( $counter );
		$this->assertLessThan( $counter, $search );
		// The mini-cart right after the counter.
		$this->assertIsInt( strpos( $header->content, '<!-- wp:boudoir/wishlist-counter /-->' . "\n\n" . '<!-- wp:boudoir/mini-cart /-->' ) );
		$footer = get_block_template( get_stylesheet() . '//footer', 'wp_template_part' );
		$this->assertStringContainsString( '"className":"is-style-boudoir-parallax"', $footer->content );
		$this->assertStringContainsString( '"ref":' . \boudoir_demo_post_id( 'wp_navigation', 'main-menu' ), $header->content );
	}

	public function test_the_themes_type_is_in_system_fonts_so_no_page_downloads_a_font(): void {
		$this->run_seed();
		\WP_Theme_JSON_Resolver::clean_cached_data();
		wp_clean_theme_json_cache();

		$families = array_column( (array) wp_get_global_settings( array( 'typography', 'fontFamilies', 'theme' ) ), null, 'slug' );
		$this->assertNotEmpty( $families );
		if ( isset( $families['system-sans-serif'] ) ) {
			// Twenty Twenty-Four (WordPress 6.5's default theme): its body and heading families are its own system stacks.
			$this->assertSame( $families['system-sans-serif']['fontFamily'], $families['body']['fontFamily'] );
			$this->assertSame( $families['system-serif']['fontFamily'], $families['heading']['fontFamily'] );
		} else {
			// Twenty Twenty-Five (7.1's): its Manrope a sans-serif system stack (no web font named first).
			$this->assertStringStartsWith( '-apple-system, ', $families['manrope']['fontFamily'] );
			$this->assertStringEndsWith( ', sans-serif', $families['manrope']['fontFamily'] );
		}
		foreach ( $families as $slug => $family ) {
			$this->assertArrayNotHasKey( 'fontFace', $family, "{$slug} keeps no font face" );
		}
		ob_start();
		wp_print_font_faces();
		$this->assertStringNotContainsString( '@font-face', (string) ob_get_clean() );
	}

	public function test_the_catalogue_has_its_special_products(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'The WooCommerce double is not active.' );
		}
		$this->run_seed();

		$products = get_posts( array( 'post_type' => 'product', 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids' ) );
		$this->assertGreaterThanOrEqual( 24, count( $products ) );
		foreach ( array( 'bras', 'briefs', 'bodysuits', 'robes-loungewear', 'sets', 'accessories' ) as $category ) {
			$this->assertInstanceOf( \WP_Term::class, get_term_by( 'slug', $category, 'product_cat' ), $category );
		}

		$colours = array();
		foreach ( wc_get_attribute_taxonomies() as $attribute ) {
			$colours[] = $attribute->attribute_name;
		}
		$this->assertEqualsCanonicalizing( array( 'color', 'band', 'cup' ), $colours );
		$this->assertSame( '#6d1a36', get_term_meta( get_term_by( 'slug', 'burgundy', 'pa_color' )->term_id, 'boudoir_swatch_color', true ) );
		$this->assertSame( '#111111', get_term_meta( get_term_by( 'slug', 'noir', 'pa_color' )->term_id, 'boudoir_swatch_color', true ) );

		$simple = $this->product( 'margaux-lace-brief' );
		$this->assertTrue( has_term( 'simple', 'product_type', $simple ) );
		$this->assertSame( '25.00', get_post_meta( $simple, '_price', true ) );
		$this->assertNotSame( '', get_post_meta( $simple, '_sku', true ) );
		$this->assertGreaterThan( 0, (int) get_post_meta( $simple, '_thumbnail_id', true ) );
		$this->assertGreaterThanOrEqual( 2, (int) get_post_meta( $simple, '_wc_review_count', true ) );

		$small      = $this->product( 'eloise-balconette-bra' );
		$variations = $this->variations( $small );
		$this->assertTrue( has_term( 'variable', 'product_type', $small ) );
		$this->assertLessThanOrEqual( 30, count( $variations ) );
		$this->assertArrayNotHasKey( 'ivory/32/d', $variations, 'a missing combination' );
		$this->assertSame( 'outofstock', $variations['noir/34/c'] );
		$this->assertSame( 'instock', $variations['noir/34/b'] );
		// Named as WooCommerce names a variation (generate_product_title()): by its parent alone
		// with three attributes or more, "Parent - values" with fewer (an "any" value left out).
		$titles = array_unique( wp_list_pluck( get_children( array( 'post_parent' => $small, 'post_type' => 'product_variation' ) ), 'post_title' ) );
		$this->assertSame( array( 'Eloise Balconette Bra' ), array_values( $titles ) );
		$titles = wp_list_pluck( get_children( array( 'post_parent' => $this->product( 'lucie-longline-bra' ), 'post_type' => 'product_variation' ) ), 'post_title' );
		$this->assertEqualsCanonicalizing( array( 'Lucie Longline Bra - 32', 'Lucie Longline Bra - 34', 'Lucie Longline Bra - 36' ), array_values( $titles ) );

		$large      = $this->product( 'odette-plunge-bra' );
		$variations = $this->variations( $large );
		$this->assertGreaterThan( 30, count( $variations ) );
		$this->assertCount( 132, $variations );
		$this->assertArrayNotHasKey( 'noir/30/e', $variations );
		$this->assertArrayNotHasKey( 'sage/40/a', $variations );
		$this->assertContains( 'outofstock', $variations );
		$this->assertSame( 'outofstock', $variations['sage/38/c'] );

		// Each colour's variations show that colour's picture.
		$pictures = array();
		foreach ( get_children( array( 'post_parent' => $large, 'post_type' => 'product_variation' ) ) as $variation ) {
			$pictures[ get_post_meta( $variation->ID, 'attribute_pa_color', true ) ][] = (int) get_post_meta( $variation->ID, '_thumbnail_id', true );
		}
		$this->assertCount( 4, array_unique( array_map( static fn ( $ids ) => $ids[0], $pictures ) ) );

		$low = $this->product( 'iris-garter-belt' );
		$this->assertSame( 'yes', get_post_meta( $low, '_manage_stock', true ) );
		$this->assertLessThanOrEqual( 3, (int) get_post_meta( $low, '_stock', true ) );
		$this->assertGreaterThan( 0, (int) get_post_meta( $low, '_stock', true ) );

		$grouped = $this->product( 'seraphine-lace-set' );
		$this->assertTrue( has_term( 'grouped', 'product_type', $grouped ) );
		$this->assertSame( array( $this->product( 'seraphine-lace-bra' ), $this->product( 'seraphine-lace-brief' ) ), get_post_meta( $grouped, '_children', true ) );

		// One variation per band in "Any Colour": the colour is stored empty, and the product offers three.
		$any = $this->product( 'lucie-longline-bra' );
		$this->assertTrue( has_term( 'variable', 'product_type', $any ) );
		$bands = $this->variations( $any );
		ksort( $bands );
		$this->assertSame( array( '32' => 'instock', '34' => 'instock', '36' => 'instock' ), $bands );
		foreach ( get_children( array( 'post_parent' => $any, 'post_type' => 'product_variation' ) ) as $variation ) {
			$this->assertTrue( metadata_exists( 'post', $variation->ID, 'attribute_pa_color' ) );
			$this->assertSame( '', get_post_meta( $variation->ID, 'attribute_pa_color', true ) );
			$this->assertFalse( metadata_exists( 'post', $variation->ID, 'attribute_pa_cup' ) );
		}
		$this->assertEqualsCanonicalizing( array( 'noir', 'blush', 'ivory' ), array_map( static fn ( $term ) => $term->slug, wc_get_product_terms( $any, 'pa_color' ) ?: array() ) );
		$this->assertSame( array( 'pa_color', 'pa_band' ), array_keys( (array) get_post_meta( $any, '_product_attributes', true ) ) );

		$sold_out = $this->product( 'noemie-mesh-bodysuit' );
		$this->assertSame( 'outofstock', get_post_meta( $sold_out, '_stock_status', true ) );
		$this->assertTrue( has_term( 'outofstock', 'product_visibility', $sold_out ) );

		$product = wc_get_product( $large );
		$this->assertTrue( $product->is_type( 'variable' ) );
	}

	public function test_a_second_run_changes_nothing_and_a_forced_one_keeps_every_id(): void {
		$this->run_seed();
		$first = $this->snapshot();

		$output = $this->run_seed();
		$this->assertStringNotContainsString( 'seeded', $output, 'an unchanged seed is skipped' );
		$this->assertSame( $first, $this->snapshot() );

		delete_option( 'boudoir_demo_version' );
		$output = $this->run_seed();
		$this->assertStringContainsString( 'home seeded', $output );
		$this->assertSame( $first, $this->snapshot() );
	}
}

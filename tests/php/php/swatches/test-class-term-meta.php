<?php
/**
 * Tests of Boudoir\Swatches\Term_Meta.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Catalogue;
use Boudoir\Plugin;
use Boudoir\Swatches\Term_Fields;
use Boudoir\Swatches\Term_Meta;

/**
 * The swatch colour and image of attribute terms: registration, sanitizing, permissions.
 */
final class Term_Meta_Test extends Test_Case {

	/**
	 * A pa_ taxonomy registered after init gets the meta; others do not.
	 */
	public function test_registered_on_attribute_taxonomies_only(): void {
		register_taxonomy( 'pa_test_colour', array( 'post' ), array( 'show_in_rest' => true ) );
		register_taxonomy( 'not_an_attribute', array( 'post' ) );
		try {
			$this->assertTrue( registered_meta_key_exists( 'term', Term_Meta::COLOR, 'pa_test_colour' ) );
			$this->assertTrue( registered_meta_key_exists( 'term', Term_Meta::IMAGE, 'pa_test_colour' ) );
			$this->assertFalse( registered_meta_key_exists( 'term', Term_Meta::COLOR, 'not_an_attribute' ) );
		} finally {
			unregister_taxonomy( 'pa_test_colour' );
			unregister_taxonomy( 'not_an_attribute' );
		}
	}

	/**
	 * Colours are `#rrggbb`; a bad hex is refused (stored as none).
	 */
	public function test_sanitizes_colours(): void {
		$this->assertSame( '#1b1b1b', Term_Meta::sanitize_color( '#1B1B1B' ) );
		$this->assertSame( '#ffcc00', Term_Meta::sanitize_color( '#fc0' ) );
		foreach ( array( 'red', '#12345g', '123456', '#1234567', 'url(x)', '', null, 12 ) as $bad ) {
			$this->assertSame( '', Term_Meta::sanitize_color( $bad ) );
		}

		register_taxonomy( 'pa_test_colour', array( 'post' ) );
		try {
			$term = (int) wp_insert_term( 'Noir', 'pa_test_colour' )['term_id'];
			update_term_meta( $term, Term_Meta::COLOR, '#ABCDEF' );
			$this->assertSame( '#abcdef', Term_Meta::color( $term ) );
			update_term_meta( $term, Term_Meta::COLOR, 'javascript:alert(1)' );
			$this->assertNull( Term_Meta::color( $term ) );
			update_term_meta( $term, Term_Meta::IMAGE, 'abc' );
			$this->assertSame( 0, Term_Meta::image_id( $term ) );
		} finally {
			unregister_taxonomy( 'pa_test_colour' );
		}
	}

	/**
	 * Through REST: a bad hex is refused; only who may edit the term may write.
	 */
	public function test_rest_writes(): void {
		register_taxonomy( 'pa_test_colour', array( 'post' ), array( 'show_in_rest' => true, 'rest_base' => 'pa-test-colour' ) );
		try {
			$term = (int) wp_insert_term( 'Noir', 'pa_test_colour' )['term_id'];
			$this->log_in( $this->create_user( 'administrator' ) );
			$refused = $this->dispatch_rest( 'POST', '/wp/v2/pa-test-colour/' . $term, array( 'meta' => array( Term_Meta::COLOR => 'not-a-colour' ) ) );
			$this->assertSame( 400, $refused['status'] );
			$saved = $this->dispatch_rest( 'POST', '/wp/v2/pa-test-colour/' . $term, array( 'meta' => array( Term_Meta::COLOR => '#1b1b1b' ) ) );
			$this->assertSame( 200, $saved['status'] );
			$this->assertSame( '#1b1b1b', $saved['data']['meta'][ Term_Meta::COLOR ] );

			$this->log_in( $this->create_user( 'subscriber' ) );
			$this->assertFalse( Term_Meta::can_edit( true, Term_Meta::COLOR, $term, get_current_user_id() ) );
		} finally {
			unregister_taxonomy( 'pa_test_colour' );
		}
	}

	/**
	 * Which taxonomies are attributes is the shop adapter's answer: without a shop, none.
	 */
	public function test_attribute_taxonomies_are_the_shops(): void {
		$catalogue = fn (): Catalogue => Plugin::instance()->catalogue();
		$meta      = new Term_Meta( $catalogue );
		$fields    = new Term_Fields( BOUDOIR_DIR . '/build', 'https://shop.example/build', $catalogue );
		register_taxonomy( 'pa_test_colour', array( 'post' ) );
		$this->assertTrue( $meta->is_attribute_taxonomy( 'pa_test_colour' ) );
		$this->assertTrue( $fields->is_attribute_taxonomy( 'pa_test_colour' ) );
		unregister_taxonomy( 'pa_test_colour' );
		Plugin::instance()->detect_commerce( static fn () => null );
		register_taxonomy( 'pa_test_fabric', array( 'post' ) );
		try {
			$this->assertFalse( $meta->is_attribute_taxonomy( 'pa_test_fabric' ) );
			$this->assertFalse( $fields->is_attribute_taxonomy( 'pa_test_fabric' ) );
			$this->assertFalse( registered_meta_key_exists( 'term', Term_Meta::COLOR, 'pa_test_fabric' ) );
		} finally {
			unregister_taxonomy( 'pa_test_fabric' );
			Plugin::instance()->detect_commerce();
		}
	}
}

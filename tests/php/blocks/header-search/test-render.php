<?php
/**
 * Tests of blocks/header-search/render.php (served from build/header-search/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Header_Search_Settings;
use Boudoir\Plugin;
use Boudoir\Theme_Options;

/**
 * The server-rendered header search: a complete product search form that works without JavaScript.
 */
final class Header_Search_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/header-search';

	/**
	 * Puts the plugin's shop back and clears the search term.
	 */
	public function tear_down(): void {
		Plugin::instance()->detect_commerce();
		set_query_var( 's', '' );
		parent::tear_down();
	}

	/**
	 * Renders the block as a template part would.
	 *
	 * @param array<string,mixed> $attributes Block attributes, as saved in the comment delimiter.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => self::BLOCK,
					'attrs'        => $attributes,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * Renders render.php with attributes as given, past block.json's schema check.
	 *
	 * @param array<string,mixed> $attributes Raw attributes.
	 */
	private function render_unchecked( array $attributes ): string {
		$block             = new \WP_Block(
			array(
				'blockName'    => self::BLOCK,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$block->attributes = $attributes;
		return $block->render();
	}

	/**
	 * The rendered block as a queryable document.
	 *
	 * @param string $html Rendered block.
	 */
	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8">' . $html, LIBXML_NOERROR ) );
		return new \DOMXPath( $document );
	}

	/**
	 * The one element an XPath query finds.
	 *
	 * @param \DOMXPath $xpath The document.
	 * @param string    $query The query.
	 */
	private function one( \DOMXPath $xpath, string $query ): \DOMElement {
		$found = $xpath->query( $query );
		$this->assertSame( 1, $found->length, "Expected one {$query}" );
		$element = $found->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $element );
		return $element;
	}

	/**
	 * The accessible name of the field: the text of its label.
	 *
	 * @param \DOMXPath   $xpath The document.
	 * @param \DOMElement $field The field.
	 */
	private function field_name( \DOMXPath $xpath, \DOMElement $field ): string {
		return trim( $this->one( $xpath, '//label[@for="' . $field->getAttribute( 'id' ) . '"]' )->textContent );
	}

	/**
	 * By default (drop_down) a link named "Search" opens the form, its target, without JavaScript.
	 */
	public function test_drop_down_has_a_search_link_to_the_form(): void {
		$xpath   = $this->xpath( $this->render() );
		$wrapper = $this->one( $xpath, '//div[contains(concat(" ", @class, " "), " wp-block-boudoir-header-search ")]' );
		$link    = $this->one( $xpath, '//a[contains(@class, "boudoir-header-search__toggle")]' );
		$form    = $this->one( $xpath, '//form' );

		$this->assertSame( 'Search', trim( $link->textContent ) );
		$this->assertNotSame( '', $form->getAttribute( 'id' ) );
		$this->assertSame( '#' . $form->getAttribute( 'id' ), $link->getAttribute( 'href' ) );
		$this->assertSame( 'drop_down', $wrapper->getAttribute( 'data-search-style' ) );
		$this->assertSame( '600', $wrapper->getAttribute( 'data-focus-delay' ) );
		$this->assertContains( 'is-drop-down', explode( ' ', $wrapper->getAttribute( 'class' ) ) );
		$this->assertTrue( wp_script_is( 'boudoir-header-search-view-script', 'enqueued' ) );
	}

	/**
	 * The form searches the shop's products: `?s=term&post_type=<the adapter's product post type>`.
	 */
	public function test_form_searches_products(): void {
		$xpath = $this->xpath( $this->render() );
		$form  = $this->one( $xpath, '//form' );
		$field = $this->one( $xpath, '//form//input[@name="s"]' );
		$type  = $this->one( $xpath, '//form//input[@name="post_type"]' );

		$this->assertSame( 'search', $form->getAttribute( 'role' ) );
		$this->assertSame( 'get', $form->getAttribute( 'method' ) );
		$this->assertSame( home_url( '/' ), $form->getAttribute( 'action' ) );
		$this->assertSame( 'search', $field->getAttribute( 'type' ) );
		$this->assertSame( 'Search products', $this->field_name( $xpath, $field ) );
		$this->assertSame( 'hidden', $type->getAttribute( 'type' ) );
		$this->assertSame( Plugin::instance()->catalogue()->product_post_types()[0], $type->getAttribute( 'value' ) );
		$this->assertSame( 'product', $type->getAttribute( 'value' ), 'WooCommerce names its products "product".' );
		$this->assertSame( 1, $xpath->query( '//form//button[@type="submit"]' )->length );
	}

	/**
	 * Without a shop the form searches the whole site.
	 */
	public function test_without_a_shop_searches_the_whole_site(): void {
		Plugin::instance()->detect_commerce( static fn () => null );

		$xpath = $this->xpath( $this->render() );

		$this->assertSame( 0, $xpath->query( '//input[@name="post_type"]' )->length );
		$this->assertSame( 'Search', $this->field_name( $xpath, $this->one( $xpath, '//input[@name="s"]' ) ) );
	}

	/**
	 * Other styles keep an inline form, with no toggle.
	 */
	public function test_inline_style_has_no_toggle(): void {
		foreach ( array( $this->render( array( 'menuSearchStyle' => 'inline' ) ), $this->render_unchecked( array( 'menuSearchStyle' => 'overlay' ) ) ) as $html ) {
			$xpath   = $this->xpath( $html );
			$wrapper = $this->one( $xpath, '//div[contains(concat(" ", @class, " "), " boudoir-header-search ")]' );

			$this->assertSame( 0, $xpath->query( '//a' )->length );
			$this->assertSame( 'inline', $wrapper->getAttribute( 'data-search-style' ) );
			$this->assertContains( 'is-inline', explode( ' ', $wrapper->getAttribute( 'class' ) ) );
			$this->one( $xpath, '//form//input[@name="s"]' );
		}
	}

	/**
	 * The saved delay reaches the markup as whole milliseconds from 0.
	 */
	public function test_focus_delay_is_a_whole_number(): void {
		$delay = fn ( string $html ): string => $this->one( $this->xpath( $html ), '//div[@data-focus-delay]' )->getAttribute( 'data-focus-delay' );

		$this->assertSame( '250', $delay( $this->render( array( 'focusDelay' => 250 ) ) ) );
		$this->assertSame( '0', $delay( $this->render( array( 'focusDelay' => 0 ) ) ) );
		$this->assertSame( '600', $delay( $this->render( array( 'focusDelay' => -5 ) ) ) );
		$this->assertSame( '0', $delay( $this->render_unchecked( array( 'focusDelay' => -5 ) ) ) );
		$this->assertSame( '12', $delay( $this->render_unchecked( array( 'focusDelay' => '12abc' ) ) ) );
	}

	/**
	 * On a search results page the field holds the term and the form is marked filled.
	 */
	public function test_current_search_fills_the_form(): void {
		set_query_var( 's', 'lace <b>' );

		$xpath = $this->xpath( $this->render() );
		$form  = $this->one( $xpath, '//form' );

		$this->assertSame( 'lace <b>', $this->one( $xpath, '//input[@name="s"]' )->getAttribute( 'value' ) );
		$this->assertContains( 'filled', explode( ' ', $form->getAttribute( 'class' ) ) );

		set_query_var( 's', '' );
		$this->assertNotContains( 'filled', explode( ' ', $this->one( $this->xpath( $this->render() ), '//form' )->getAttribute( 'class' ) ) );
	}

	/**
	 * Two searches on one page (header and mobile menu) never share ids.
	 */
	public function test_ids_are_unique_on_the_page(): void {
		$xpath = $this->xpath( $this->render() . $this->render() );
		$ids   = array();
		foreach ( $xpath->query( '//*[@id]' ) as $element ) {
			$ids[] = $element->getAttribute( 'id' );
		}
		$this->assertCount( 4, $ids );
		$this->assertSame( $ids, array_unique( $ids ) );
		foreach ( $xpath->query( '//a[@href]' ) as $link ) {
			$this->assertContains( substr( $link->getAttribute( 'href' ), 1 ), $ids );
		}
	}

	/**
	 * A hostile style falls back and nothing of it reaches the markup.
	 */
	public function test_hostile_style_is_not_echoed(): void {
		$hostile = '"><script>alert(1)</script>';
		foreach ( array( $this->render( array( 'menuSearchStyle' => $hostile ) ), $this->render_unchecked( array( 'menuSearchStyle' => $hostile ) ) ) as $html ) {
			$this->assertStringNotContainsString( '<script', $html );
			$this->assertStringNotContainsString( 'alert(1)', $html );
		}
	}

	/**
	 * A block without a style of its own takes the site's (Settings → Boudoir), drop_down
	 * when never saved; a block's own style wins over the site's.
	 */
	public function test_unset_style_follows_the_site_setting(): void {
		$style = fn ( string $html ): string => $this->one( $this->xpath( $html ), '//div[@data-search-style]' )->getAttribute( 'data-search-style' );

		delete_option( Theme_Options::HEADER_SEARCH_STYLE );
		$this->assertSame( 'drop_down', $style( $this->render() ) );

		update_option( Theme_Options::HEADER_SEARCH_STYLE, 'inline' );
		$this->assertSame( 'inline', $style( $this->render() ) );
		$this->assertSame( 'inline', $style( $this->render( array( 'menuSearchStyle' => '' ) ) ) );
		$this->assertSame( 'drop_down', $style( $this->render( array( 'menuSearchStyle' => 'drop_down' ) ) ) );

		update_option( Theme_Options::HEADER_SEARCH_STYLE, 'drop_down' );
		$this->assertSame( 'inline', $style( $this->render( array( 'menuSearchStyle' => 'inline' ) ) ) );
		delete_option( Theme_Options::HEADER_SEARCH_STYLE );
	}

	/**
	 * The setting keeps only a known style, and is registered for the settings page and REST.
	 */
	public function test_setting_is_sanitized_and_registered(): void {
		$this->assertSame( 'inline', Header_Search_Settings::sanitize_style( 'inline' ) );
		$this->assertSame( 'drop_down', Header_Search_Settings::sanitize_style( 'overlay' ) );
		$this->assertSame( 'drop_down', Header_Search_Settings::sanitize_style( array( 'inline' ) ) );

		update_option( Theme_Options::HEADER_SEARCH_STYLE, '"><script>' );
		$this->assertSame( 'drop_down', get_option( Theme_Options::HEADER_SEARCH_STYLE ) );
		delete_option( Theme_Options::HEADER_SEARCH_STYLE );

		$registered = get_registered_settings()[ Theme_Options::HEADER_SEARCH_STYLE ] ?? null;
		$this->assertIsArray( $registered );
		$this->assertSame( array( 'drop_down', 'inline' ), $registered['show_in_rest']['schema']['enum'] );
	}
}

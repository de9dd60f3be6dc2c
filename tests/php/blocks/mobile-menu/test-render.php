<?php
/**
 * Tests of blocks/mobile-menu/render.php (served from build/mobile-menu/) and of
 * Boudoir\Blocks\Navigation_Items, which gives it the menu's items.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme_Options;

/**
 * The server-rendered side menu: an "Open menu" link to a dialog named "Menu" with a
 * "Close menu" link and the navigation menu's items as nested lists.
 */
final class Mobile_Menu_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/mobile-menu';

	/**
	 * Puts back the text direction and removes the options.
	 */
	public function tear_down(): void {
		$GLOBALS['wp_locale']->text_direction = 'ltr';
		$GLOBALS['wp_the_query']              = new \WP_Query();
		$GLOBALS['wp_query']                  = $GLOBALS['wp_the_query'];
		delete_option( Theme_Options::MOBILE_MENU_SIDE );
		delete_option( Theme_Options::MOBILE_MENU_DISPLACE );
		delete_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET );
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
	 * A navigation menu.
	 *
	 * @param string $content Its blocks.
	 * @param array  $fields  More post fields.
	 */
	private function menu( string $content, array $fields = array() ): int {
		return (int) wp_insert_post(
			$fields + array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => 'Main menu',
				// wp_insert_post() unslashes: the attributes' JSON escapes must survive.
				'post_content' => wp_slash( $content ),
			),
			true
		);
	}

	/**
	 * A navigation link block.
	 *
	 * @param string              $label Label.
	 * @param string              $url   URL.
	 * @param array<string,mixed> $extra More attributes.
	 */
	private function link( string $label, string $url, array $extra = array() ): string {
		return '<!-- wp:navigation-link ' . serialize_block_attributes( $extra + array( 'label' => $label, 'url' => $url, 'kind' => 'custom' ) ) . ' /-->'; // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one short line.
	}

	/**
	 * The demo's shape: a Shop submenu of two column submenus, then plain links.
	 */
	private function shop_menu(): int {
		return $this->menu(
			'<!-- wp:navigation-submenu {"label":"Shop","url":"/shop/","kind":"custom"} -->'
			. '<!-- wp:navigation-submenu {"label":"Lingerie","url":"/shop/","kind":"custom"} -->'
			. $this->link( 'Bras', '/product-category/bras/' )
			. $this->link( 'Briefs', '/product-category/briefs/' )
			. '<!-- /wp:navigation-submenu -->'
			. '<!-- /wp:navigation-submenu -->'
			. $this->link( 'Cart', '/cart/' )
		);
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
	 * The block's wrapper.
	 *
	 * @param \DOMXPath $xpath The document.
	 */
	private function wrapper( \DOMXPath $xpath ): \DOMElement {
		return $this->one( $xpath, '//div[contains(concat(" ", @class, " "), " wp-block-boudoir-mobile-menu ")]' );
	}

	/**
	 * The Open menu link leads to the dialog named Menu, whose Close menu link leads back; the view script is queued.
	 */
	public function test_open_link_dialog_and_close_link(): void {
		$xpath  = $this->xpath( $this->render( array( 'sidrSource' => $this->shop_menu() ) ) );
		$open   = $this->one( $xpath, '//a[contains(@class, "boudoir-mobile-menu__open")]' );
		$dialog = $this->one( $xpath, '//dialog' );
		$close  = $this->one( $xpath, '//dialog//a[contains(@class, "boudoir-mobile-menu__close")]' );
		$title  = $this->one( $xpath, '//dialog//h2' );

		$this->assertSame( 'Open menu', trim( $open->textContent ) );
		$this->assertSame( 'dialog', $open->getAttribute( 'aria-haspopup' ) );
		$this->assertSame( '#' . $dialog->getAttribute( 'id' ), $open->getAttribute( 'href' ) );
		$this->assertSame( $title->getAttribute( 'id' ), $dialog->getAttribute( 'aria-labelledby' ) );
		$this->assertSame( 'Menu', trim( $title->textContent ) );
		$this->assertSame( 'Close menu', trim( $close->textContent ) );
		$this->assertSame( '#' . $open->getAttribute( 'id' ), $close->getAttribute( 'href' ) );
		$this->assertFalse( $dialog->hasAttribute( 'open' ) );
		$this->assertSame( 'Main menu', $this->one( $xpath, '//dialog//nav' )->getAttribute( 'aria-label' ) );
		$this->assertTrue( wp_script_is( 'boudoir-mobile-menu-view-script', 'enqueued' ) );
	}

	/**
	 * Items are nested lists of links; each submenu follows a toggle (hidden until the script runs) that names and controls it.
	 */
	public function test_items_are_nested_lists_with_submenu_toggles(): void {
		$xpath = $this->xpath( $this->render( array( 'sidrSource' => $this->shop_menu() ) ) );
		$links = array();
		foreach ( $xpath->query( '//nav//a' ) as $link ) {
			$links[ trim( $link->textContent ) ] = $link->getAttribute( 'href' );
		}
		$this->assertSame(
			array(
				'Shop'     => '/shop/',
				'Lingerie' => '/shop/',
				'Bras'     => '/product-category/bras/',
				'Briefs'   => '/product-category/briefs/',
				'Cart'     => '/cart/',
			),
			$links
		);

		$toggle = $this->one( $xpath, '//nav/ul/li[1]/div/button' );
		$this->assertSame( 'Shop submenu', trim( $toggle->textContent ) );
		$this->assertTrue( $toggle->hasAttribute( 'hidden' ) );
		$this->assertSame( 'button', $toggle->getAttribute( 'type' ) );
		$submenu = $this->one( $xpath, '//nav/ul/li[1]/ul' );
		$this->assertSame( $submenu->getAttribute( 'id' ), $toggle->getAttribute( 'aria-controls' ) );
		$this->assertSame( 'Bras', trim( $this->one( $xpath, '//nav/ul/li[1]/ul/li[1]/ul/li[1]//a' )->textContent ) );
		$this->assertSame( 'Lingerie submenu', trim( $this->one( $xpath, '//nav/ul/li[1]/ul/li[1]/div/button' )->textContent ) );
		$this->assertSame( 0, $xpath->query( '//nav/ul/li[2]//button' )->length );
	}

	/**
	 * Without a source, the newest published menu (as core's Navigation block); drafts are not shown.
	 */
	public function test_falls_back_to_the_newest_published_menu(): void {
		$this->menu( $this->link( 'Old', '/old/' ), array( 'post_date' => '2020-01-01 00:00:00' ) );
		$this->menu( $this->link( 'New', '/new/' ), array( 'post_date' => '2024-01-01 00:00:00' ) );
		$this->menu(
			$this->link( 'Draft', '/draft/' ),
			array(
				'post_status' => 'draft',
				'post_date'   => '2025-01-01 00:00:00',
			)
		);

		foreach ( array( array(), array( 'sidrSource' => 0 ) ) as $attributes ) {
			$xpath = $this->xpath( $this->render( $attributes ) );
			$this->assertSame( 'New', trim( $this->one( $xpath, '//nav//a' )->textContent ) );
		}
	}

	/**
	 * A source that is not a published menu, or a menu without items, renders nothing.
	 */
	public function test_renders_nothing_without_a_published_menu_or_items(): void {
		$this->assertSame( '', trim( $this->render() ) );
		$draft = $this->menu( $this->link( 'Draft', '/draft/' ), array( 'post_status' => 'draft' ) );
		$this->assertSame( '', trim( $this->render( array( 'sidrSource' => $draft ) ) ) );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not a menu',
			)
		);
		$this->assertSame( '', trim( $this->render( array( 'sidrSource' => $page ) ) ) );
		$empty = $this->menu( '<!-- wp:spacer /-->' );
		$this->assertSame( '', trim( $this->render( array( 'sidrSource' => $empty ) ) ) );
	}

	/**
	 * Home links, page lists, unpublished pages left out (as core), new tabs, the current page.
	 */
	public function test_home_link_page_list_and_link_options(): void {
		$about = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About',
			)
		);
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Team',
				'post_parent' => $about,
			)
		);
		$draft = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_title'  => 'Secret',
			)
		);
		$menu  = $this->menu(
			'<!-- wp:home-link {"label":"Start"} /-->'
			. $this->link( 'Secret', '/secret/', array( 'kind' => 'post-type', 'type' => 'page', 'id' => $draft ) ) // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one short line.
			. $this->link( 'About us', '/about/', array( 'kind' => 'post-type', 'type' => 'page', 'id' => $about ) ) // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one short line.
			. $this->link( 'Elsewhere', 'https://example.com/', array( 'opensInNewTab' => true ) )
			. '<!-- wp:page-list /-->'
		);
		// Viewing the About page.
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'page_id' => $about ) );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];

		$xpath = $this->xpath( $this->render( array( 'sidrSource' => $menu ) ) );
		$this->assertSame( home_url( '/' ), $this->one( $xpath, '//nav//a[.="Start"]' )->getAttribute( 'href' ) );
		$this->assertSame( 0, $xpath->query( '//nav//a[.="Secret"]' )->length );
		$this->assertSame( 'page', $this->one( $xpath, '//nav//a[.="About us"]' )->getAttribute( 'aria-current' ) );
		$elsewhere = $this->one( $xpath, '//nav//a[.="Elsewhere"]' );
		$this->assertSame( '_blank', $elsewhere->getAttribute( 'target' ) );
		$this->assertSame( 'noopener', $elsewhere->getAttribute( 'rel' ) );
		// The page list, nested: About with Team under it.
		$this->assertSame( 'Team', trim( $this->one( $xpath, '//nav/ul/li[a[.="About"] or div/a[.="About"]]/ul//a' )->textContent ) );
	}

	/**
	 * Labels are plain text and everything is escaped.
	 */
	public function test_labels_and_titles_are_escaped(): void {
		$menu  = $this->menu(
			$this->link( 'Care <em>guide</em>', '/care/' )
			. $this->link( '"><script>alert(1)</script>', 'javascript:alert(1)' ),
			array( 'post_title' => 'Menu "quoted" <b>bold</b>' )
		);
		$html  = $this->render( array( 'sidrSource' => $menu ) );
		$xpath = $this->xpath( $html );
		$this->assertSame( 0, $xpath->query( '//script' )->length );
		$this->assertSame( 0, $xpath->query( '//nav//em' )->length );
		$this->assertSame( '/care/', $this->one( $xpath, '//nav//a[.="Care guide"]' )->getAttribute( 'href' ) );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( 0, $xpath->query( '//nav//a[not(@href) or @href=""]' )->length );
		// The title as WordPress shows it (curly quotes), without its markup.
		$this->assertSame( 'Menu “quoted” bold', $this->one( $xpath, '//nav' )->getAttribute( 'aria-label' ) );
	}

	/**
	 * The block's own options win; unset, the site's settings; unset too, left, displacing, a toggle.
	 */
	public function test_options_from_attributes_then_settings_then_defaults(): void {
		$menu    = $this->shop_menu();
		$wrapper = $this->wrapper( $this->xpath( $this->render( array( 'sidrSource' => $menu ) ) ) );
		$this->assertSame( 'left', $wrapper->getAttribute( 'data-side' ) );
		$this->assertSame( 'true', $wrapper->getAttribute( 'data-displace' ) );
		$this->assertSame( 'toggle', $wrapper->getAttribute( 'data-dropdown-target' ) );
		$this->assertStringContainsString( 'is-side-left', $wrapper->getAttribute( 'class' ) );
		$this->assertStringContainsString( 'is-displacing', $wrapper->getAttribute( 'class' ) );

		update_option( Theme_Options::MOBILE_MENU_SIDE, 'right' );
		update_option( Theme_Options::MOBILE_MENU_DISPLACE, 'no' );
		update_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET, 'link' );
		$wrapper = $this->wrapper( $this->xpath( $this->render( array( 'sidrSource' => $menu ) ) ) );
		$this->assertSame( 'right', $wrapper->getAttribute( 'data-side' ) );
		$this->assertSame( 'false', $wrapper->getAttribute( 'data-displace' ) );
		$this->assertSame( 'link', $wrapper->getAttribute( 'data-dropdown-target' ) );
		$this->assertStringNotContainsString( 'is-displacing', $wrapper->getAttribute( 'class' ) );

		$wrapper = $this->wrapper(
			$this->xpath(
				$this->render(
					array(
						'sidrSource'         => $menu,
						'sidrSide'           => 'left',
						'sidrDisplace'       => true,
						'sidrDropdownTarget' => 'toggle',
					)
				)
			)
		);
		$this->assertSame( 'left', $wrapper->getAttribute( 'data-side' ) );
		$this->assertSame( 'true', $wrapper->getAttribute( 'data-displace' ) );
		$this->assertSame( 'toggle', $wrapper->getAttribute( 'data-dropdown-target' ) );
	}

	/**
	 * Right-to-left pages mirror the side.
	 */
	public function test_right_to_left_pages_mirror_the_side(): void {
		$menu                                 = $this->shop_menu();
		$GLOBALS['wp_locale']->text_direction = 'rtl';
		$wrapper                              = $this->wrapper( $this->xpath( $this->render( array( 'sidrSource' => $menu ) ) ) );
		$this->assertSame( 'right', $wrapper->getAttribute( 'data-side' ) );
		$this->assertStringContainsString( 'is-side-right', $wrapper->getAttribute( 'class' ) );
		$this->assertStringContainsString( 'is-rtl', $wrapper->getAttribute( 'class' ) );

		$wrapper = $this->wrapper(
			$this->xpath(
				$this->render(
					array(
						'sidrSource' => $menu,
						'sidrSide'   => 'right',
					)
				)
			)
		);
		$this->assertSame( 'left', $wrapper->getAttribute( 'data-side' ) );
	}
}

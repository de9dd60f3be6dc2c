<?php
/**
 * Tests of Boudoir\Blocks\Grid_List.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Grid_List;
use Boudoir\Plugin;

/**
 * The server's reading of `gridcookie`, the list class on `<body>`, and the cookie's
 * removal on product archives without the block.
 */
final class Grid_List_Test extends Test_Case {

	/**
	 * The request's query, kept to put back.
	 *
	 * @var array<string,mixed>
	 */
	private array $saved = array();

	/**
	 * No block rendered yet, no cookie.
	 */
	public function set_up(): void {
		parent::set_up();
		Grid_List::reset();
		unset( $_COOKIE[ Grid_List::COOKIE ] );
		$this->saved = array(
			'wp_query'     => $GLOBALS['wp_query'] ?? null,
			'wp_the_query' => $GLOBALS['wp_the_query'] ?? null,
		);
	}

	/**
	 * Forgets the block, the cookie and the visited page.
	 */
	public function tear_down(): void {
		Grid_List::reset();
		unset( $_COOKIE[ Grid_List::COOKIE ] );
		$GLOBALS['wp_query']     = $this->saved['wp_query'];
		$GLOBALS['wp_the_query'] = $this->saved['wp_the_query'];
		parent::tear_down();
	}

	/**
	 * The feature on the plugin's shop adapter.
	 */
	private function grid_list(): Grid_List {
		return new Grid_List( fn () => Plugin::instance()->catalogue() );
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

	/**
	 * What the footer prints.
	 */
	private function footer(): string {
		ob_start();
		$this->grid_list()->print_forget_script();
		return (string) ob_get_clean();
	}

	/**
	 * Only `grid` and `list`, exactly, count as a choice.
	 */
	public function test_reads_the_cookie_strictly(): void {
		$this->assertNull( Grid_List::cookie_view() );
		foreach ( array( 'grid', 'list' ) as $view ) {
			$_COOKIE[ Grid_List::COOKIE ] = $view;
			$this->assertSame( $view, Grid_List::cookie_view() );
		}
		foreach ( array( 'List', 'lists', '', 'table', '<b>list</b>', 'list;', ' list x' ) as $other ) {
			$_COOKIE[ Grid_List::COOKIE ] = $other;
			$this->assertNull( Grid_List::cookie_view(), $other );
		}
		$_COOKIE[ Grid_List::COOKIE ] = array( 'list' );
		$this->assertNull( Grid_List::cookie_view() );
	}

	/**
	 * The shopper's choice wins over the block's default; a bad default is grid.
	 */
	public function test_view_prefers_the_cookie_to_the_default(): void {
		$this->assertSame( 'list', Grid_List::view( 'list' ) );
		$this->assertSame( 'grid', Grid_List::view( 'grid' ) );
		$this->assertSame( 'grid', Grid_List::view( 'tiles' ) );
		$_COOKIE[ Grid_List::COOKIE ] = 'grid';
		$this->assertSame( 'grid', Grid_List::view( 'list' ) );
		$_COOKIE[ Grid_List::COOKIE ] = 'list';
		$this->assertSame( 'list', Grid_List::view( 'grid' ) );
	}

	/**
	 * The plugin hooks the body class and the footer.
	 */
	public function test_is_hooked(): void {
		$this->assertNotSame( array(), $this->hooked_priorities( 'body_class', Grid_List::class, 'body_class' ) );
		$this->assertNotSame( array(), $this->hooked_priorities( 'wp_footer', Grid_List::class, 'print_forget_script' ) );
	}

	/**
	 * `<body>` has the list class only when the block rendered in the list view.
	 */
	public function test_body_class_follows_the_block(): void {
		$feature = $this->grid_list();
		$_COOKIE[ Grid_List::COOKIE ] = 'list';
		$this->assertSame( array( 'home' ), $feature->body_class( array( 'home' ) ), 'No block, no class, whatever the cookie.' );
		Grid_List::shown( 'grid' );
		$this->assertSame( array( 'home' ), $feature->body_class( array( 'home' ) ) );
		Grid_List::shown( 'list' );
		$this->assertSame( array( 'home', Grid_List::LIST_CLASS ), $feature->body_class( array( 'home' ) ) );
		$this->assertSame( 'not an array', $feature->body_class( 'not an array' ) );
	}

	/**
	 * The block's inline script reads the same cookie and sets the same class.
	 */
	public function test_sync_script_reads_the_cookie(): void {
		$script = Grid_List::sync_script();
		$this->assertStringContainsString( 'gridcookie=', $script );
		$this->assertStringContainsString( '"' . Grid_List::LIST_CLASS . '"', $script );
		$this->assertStringContainsString( 'data-default', $script );
		$this->assertStringNotContainsString( '</', $script );
	}

	/**
	 * A product archive without the block removes the cookie (in the browser, the HTML the
	 * same for everyone); one with the block, and other pages, keep it.
	 */
	public function test_product_archives_without_the_block_forget_the_choice(): void {
		$this->visit( array( 'post_type' => 'product' ) );
		$this->assertTrue( is_post_type_archive( 'product' ) );
		$footer = $this->footer();
		$this->assertStringContainsString( 'id="boudoir-grid-list-forget-js"', $footer );
		$this->assertStringContainsString( 'gridcookie=; path=/; max-age=0', $footer );
		$this->assertSame( Grid_List::forget_script(), trim( (string) preg_replace( '#^<script[^>]*>|</script>$#', '', trim( $footer ) ) ) );

		$_COOKIE[ Grid_List::COOKIE ] = 'list';
		$this->assertSame( $footer, $this->footer(), 'The same HTML with the cookie: the page stays cacheable.' );

		Grid_List::shown( 'list' );
		$this->assertSame( '', $this->footer(), 'The block is there: the choice stays.' );
	}

	/**
	 * Product category archives forget it too; pages that are not product archives do not.
	 */
	public function test_only_product_archives_forget_the_choice(): void {
		$term = wp_insert_term( 'Grid list test', 'product_cat' );
		$this->assertIsArray( $term );
		$this->visit(
			array(
				'taxonomy' => 'product_cat',
				'term'     => 'grid-list-test',
			)
		);
		$this->assertTrue( is_tax( 'product_cat' ) );
		$this->assertStringContainsString( 'max-age=0', $this->footer() );

		$this->visit( array( 'post_type' => 'page' ) );
		$this->assertSame( '', $this->footer() );
		$this->visit( array() );
		$this->assertSame( '', $this->footer() );
	}

	/**
	 * A filter keeps the choice on archives without the block.
	 */
	public function test_the_removal_can_be_turned_off(): void {
		$this->visit( array( 'post_type' => 'product' ) );
		add_filter( 'boudoir_grid_list_forget_cookie', '__return_false' );
		$this->assertSame( '', $this->footer() );
	}
}

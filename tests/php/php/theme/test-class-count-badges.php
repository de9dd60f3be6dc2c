<?php
/**
 * Tests of Boudoir\Theme\Count_Badges.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Theme\Count_Badges;

/**
 * The spec's transform, the widgets' and category lists' counts as badges, and their stylesheet.
 */
final class Count_Badges_Test extends Test_Case {

	/**
	 * Fresh style registry.
	 */
	public function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_styles'] = new \WP_Styles();
		wp_register_style( Count_Badges::HANDLE, false, array(), '1' );
	}

	/**
	 * The badges on the plugin's shop adapter.
	 */
	private function badges(): Count_Badges {
		return new Count_Badges( fn () => Plugin::instance()->catalogue() );
	}

	/**
	 * `(12)` loses its first and last character; anything else stays as it was.
	 */
	public function test_strips_the_brackets_of_a_count_only(): void {
		$this->assertSame( '12', Count_Badges::strip_brackets( '(12)' ) );
		$this->assertSame( '1,234', Count_Badges::strip_brackets( '(1,234)' ) );
		$this->assertSame( '', Count_Badges::strip_brackets( '()' ) );
		foreach ( array( '12', '(12', '12)', '[12]', '', '(', ')' ) as $other ) {
			$this->assertSame( $other, Count_Badges::strip_brackets( $other ), $other );
		}
	}

	/**
	 * The screen-reader text says what is counted, singular or plural.
	 */
	public function test_says_what_is_counted(): void {
		$this->assertSame( '1 product', Count_Badges::counted( 1, '1', 'products' ) );
		$this->assertSame( '12 products', Count_Badges::counted( 12, '12', 'products' ) );
		$this->assertSame( '1,234 products', Count_Badges::counted( 1234, '1,234', 'products' ) );
		$this->assertSame( '1 post', Count_Badges::counted( 1, '1', 'posts' ) );
		$this->assertSame( '3 posts', Count_Badges::counted( 3, '3', 'posts' ) );
	}

	/**
	 * The plugin hooks the layered nav count and category lists.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'woocommerce_layered_nav_count', Count_Badges::class, 'layered_nav_count' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'wp_list_categories', Count_Badges::class, 'category_list' ) );
	}

	/**
	 * The layered nav widget's count becomes a badge with its stylesheet; what it counts is read out.
	 */
	public function test_the_layered_nav_count_becomes_a_badge(): void {
		$this->assertSame(
			'<span class="count boudoir-count"><span class="boudoir-count__number" aria-hidden="true">12</span><span class="screen-reader-text">12 products</span></span>',
			apply_filters( 'woocommerce_layered_nav_count', '<span class="count">(12)</span>', 12, null )
		);
		$this->assertTrue( wp_style_is( Count_Badges::HANDLE, 'enqueued' ) );
		$this->assertSame( 'not a count', $this->badges()->layered_nav_count( 'not a count' ) );
		$this->assertSame( array( 1 ), $this->badges()->layered_nav_count( array( 1 ) ) );
	}

	/**
	 * The badge's markup passes wp_kses_post(), which WooCommerce runs the filter's result through.
	 */
	public function test_the_badge_survives_wp_kses_post(): void {
		$badge = $this->badges()->badge( '(7)', 'products' );
		$this->assertSame( $badge, wp_kses_post( $badge ) );
	}

	/**
	 * WooCommerce's category walker prints `<span class="count">(N)</span>`: each becomes a badge.
	 */
	public function test_product_category_counts_become_badges(): void {
		$list = "<li class=\"cat-item cat-item-20\"><a href=\"/product-category/bras/\">Bras</a> <span class=\"count\">(7)</span></li>\n"
			. "<li class=\"cat-item cat-item-21\"><a href=\"/product-category/briefs/\">Briefs (new)</a> <span class=\"count\">(1)</span></li>\n";
		$out  = $this->badges()->category_list(
			$list,
			array(
				'show_count' => 1,
				'taxonomy'   => 'product_cat',
			)
		);
		$this->assertStringContainsString( '>Bras</a> <span class="count boudoir-count"><span class="boudoir-count__number" aria-hidden="true">7</span><span class="screen-reader-text">7 products</span></span></li>', $out );
		$this->assertStringContainsString( '>Briefs (new)</a> <span class="count boudoir-count"><span class="boudoir-count__number" aria-hidden="true">1</span><span class="screen-reader-text">1 product</span></span></li>', $out );
		$this->assertStringNotContainsString( '(7)', $out );
	}

	/**
	 * Core's walker (the Categories block and widget) prints ` (N)` after the link: a badge too, of posts for post categories.
	 */
	public function test_core_category_counts_become_badges(): void {
		$category = self::factory_category( 'Journal' );
		$post     = wp_insert_post(
			array(
				'post_title'    => 'A post',
				'post_status'   => 'publish',
				'post_category' => array( $category ),
			)
		);
		$this->assertIsInt( $post );
		$out = (string) wp_list_categories(
			array(
				'echo'       => 0,
				'show_count' => 1,
				'hide_empty' => 1,
				'title_li'   => '',
				'include'    => array( $category ),
			)
		);
		$this->assertMatchesRegularExpression( '~>Journal</a> <span class="count boudoir-count"><span class="boudoir-count__number" aria-hidden="true">1</span><span class="screen-reader-text">1 post</span></span>\s*</li>~', $out );
		$this->assertStringNotContainsString( '(1)', $out );
	}

	/**
	 * Lists without counts, and counts not in brackets, are left as they are.
	 */
	public function test_leaves_other_lists_alone(): void {
		$list = '<li class="cat-item"><a href="/c/">Sale (20%)</a> <span class="count">(4)</span></li>';
		$this->assertSame( $list, $this->badges()->category_list( $list, array( 'show_count' => 0 ) ) );
		$other = '<li><a href="/c/">Bras</a> <span class="count">7</span></li>';
		$this->assertSame(
			$other,
			$this->badges()->category_list(
				$other,
				array(
					'show_count' => 1,
					'taxonomy'   => 'product_cat',
				)
			)
		);
		$this->assertFalse( wp_style_is( Count_Badges::HANDLE, 'enqueued' ) );
	}

	/**
	 * The stylesheet: a pill, the theme's colours, and the Product Categories block's CSS brackets removed.
	 */
	public function test_the_stylesheet_draws_a_pill_without_the_blocks_brackets(): void {
		$css = Count_Badges::css();
		$this->assertStringContainsString( 'border-radius:999px', $css );
		$this->assertStringContainsString( 'background:var(--wp--preset--color--contrast,#1e1e1e);color:var(--wp--preset--color--base,#fff)', $css );
		$this->assertStringContainsString( '.wc-block-product-categories-list-item-count::before,.wc-block-product-categories-list-item-count::after{content:none}', $css );
	}

	/**
	 * A post category.
	 *
	 * @param string $name Its name.
	 */
	private static function factory_category( string $name ): int {
		$term = wp_insert_term( $name, 'category' );
		return is_array( $term ) ? (int) $term['term_id'] : 0;
	}
}

<?php
/**
 * Tests of Boudoir\Theme\Footer_Styles.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme\Footer_Styles;
use Boudoir\Theme_Options;

/**
 * The footer's "fixed to bottom" and "parallax reveal" block styles: registered on the
 * template part and the group, CSS only, the parallax off for reduced motion and while
 * focus is inside the footer.
 */
final class Footer_Styles_Test extends Test_Case {

	public function test_both_styles_are_registered_on_the_template_part_and_the_group(): void {
		$registry = \WP_Block_Styles_Registry::get_instance();
		foreach ( array( 'core/template-part', 'core/group' ) as $block ) {
			foreach ( array( Footer_Styles::FIXED_BOTTOM, Footer_Styles::PARALLAX ) as $style ) {
				$this->assertTrue( $registry->is_registered( $block, $style ), "{$block} {$style}" );
			}
		}
	}

	public function test_one_stylesheet_holds_both_styles(): void {
		$this->assertTrue( wp_style_is( Footer_Styles::HANDLE, 'registered' ) );
		$inline = implode( '', (array) wp_styles()->get_data( Footer_Styles::HANDLE, 'after' ) );
		$this->assertSame( Footer_Styles::fixed_bottom_css() . Footer_Styles::parallax_css(), $inline );
	}

	public function test_the_stylesheet_loads_only_where_a_footer_uses_a_style(): void {
		wp_dequeue_style( Footer_Styles::HANDLE );
		do_blocks( '<!-- wp:group --><div class="wp-block-group"><p>Plain</p></div><!-- /wp:group -->' );
		$this->assertFalse( wp_style_is( Footer_Styles::HANDLE, 'enqueued' ) );
		do_blocks( '<!-- wp:group {"className":"is-style-boudoir-parallax"} --><div class="wp-block-group is-style-boudoir-parallax"><p>Footer</p></div><!-- /wp:group -->' );
		$this->assertTrue( wp_style_is( Footer_Styles::HANDLE, 'enqueued' ) );
		wp_dequeue_style( Footer_Styles::HANDLE );
	}

	public function test_the_parallax_is_only_for_motion_and_leaves_focus_in_view(): void {
		$css = Footer_Styles::parallax_css();
		$this->assertStringContainsString( '@media (prefers-reduced-motion:no-preference)', $css );
		$this->assertStringContainsString( '@supports (animation-timeline:view())', $css );
		$this->assertStringContainsString( '.is-style-boudoir-parallax:focus-within>*{animation:none}', $css );
		// The animation ends with the content in place, where the end of the page shows it.
		$this->assertStringContainsString( 'to{transform:none}', $css );
		$this->assertStringNotContainsString( 'opacity', $css );
		$this->assertStringNotContainsString( 'position:fixed', $css );
	}

	public function test_the_fixed_footer_stays_in_the_flow(): void {
		$css = Footer_Styles::fixed_bottom_css();
		$this->assertStringContainsString( 'margin-block-start:auto', $css );
		$this->assertStringContainsString( 'min-height:calc(100svh - var(--wp-admin--admin-bar--height,0px))', $css );
		$this->assertStringNotContainsString( 'position:', $css );
	}

	/**
	 * The site's footer style goes on a footer template part that chose none, not on one that did nor on other parts.
	 */
	public function test_the_site_style_applies_to_a_footer_that_chose_none(): void {
		$styles = new Footer_Styles();
		$footer = array(
			'blockName' => 'core/template-part',
			'attrs'     => array(
				'slug'    => 'footer',
				'tagName' => 'footer',
			),
		);
		$html   = '<footer class="wp-block-template-part"><p>Boudoir</p></footer>';
		$this->assertSame( $html, $styles->apply_site_style( $html, $footer ), 'No site style: unchanged.' );

		update_option( Theme_Options::FOOTER_STYLE, 'sideways' );
		$this->assertSame( '', get_option( Theme_Options::FOOTER_STYLE ), 'Only the two styles are saved.' );
		update_option( Theme_Options::FOOTER_STYLE, Footer_Styles::PARALLAX );
		$this->assertSame( '<footer class="wp-block-template-part is-style-boudoir-parallax"><p>Boudoir</p></footer>', $styles->apply_site_style( $html, $footer ) );
		$this->assertTrue( wp_style_is( Footer_Styles::HANDLE, 'enqueued' ) );

		$chosen                        = $footer;
		$chosen['attrs']['className'] = 'is-style-boudoir-fixed-bottom';
		$this->assertSame( $html, $styles->apply_site_style( $html, $chosen ), 'A footer’s own style wins.' );
		$header = array(
			'blockName' => 'core/template-part',
			'attrs'     => array(
				'slug'    => 'header',
				'tagName' => 'header',
			),
		);
		$this->assertSame( '<header></header>', $styles->apply_site_style( '<header></header>', $header ) );
		$this->assertSame( 'choice', self::settings_fields( 'theme' )[ Theme_Options::FOOTER_STYLE ]['type'] );
	}
}

<?php
/**
 * Tests of Boudoir\Theme\Header_Hooked_Blocks and the header pattern's ignoredHookedBlocks.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Patterns;

/**
 * WooCommerce hooks its mini-cart and account icon after the header's Navigation block; a
 * header that holds Boudoir's mini-cart gets neither (issue 31: two carts that disagree).
 */
final class Header_Hooked_Blocks_Test extends Test_Case {

	/**
	 * A header template part.
	 *
	 * @param string $content Its markup.
	 */
	private static function header_part( string $content ): \WP_Block_Template {
		$template          = new \WP_Block_Template();
		$template->type    = 'wp_template_part';
		$template->theme   = get_stylesheet();
		$template->slug    = 'header';
		$template->id      = get_stylesheet() . '//header';
		$template->area    = 'header';
		$template->content = $content;
		return $template;
	}

	/**
	 * What the Block Hooks API would hook after the Navigation block of a header, every filter applied.
	 *
	 * @param mixed $context The template part or pattern.
	 * @return array<int,string>
	 */
	private static function hooked_after_navigation( $context ): array {
		// What WooCommerce's own callbacks add in a header without its mini-cart (the double hooks none).
		$hooked = (array) apply_filters( 'hooked_block_types', array(), 'after', 'core/navigation', $context );
		return array_values( array_unique( array_merge( $hooked, array( 'woocommerce/mini-cart', 'woocommerce/customer-account' ) ) ) );
	}

	public function test_a_header_with_boudoirs_mini_cart_gets_no_woocommerce_mini_cart_or_account_icon(): void {
		$header = self::header_part( "<!-- wp:navigation /-->\n<!-- wp:boudoir/mini-cart /-->" );
		$hooked = apply_filters( 'hooked_block_types', self::hooked_after_navigation( $header ), 'after', 'core/navigation', $header );
		$this->assertNotContains( 'woocommerce/mini-cart', $hooked );
		$this->assertNotContains( 'woocommerce/customer-account', $hooked );

		$pattern = array(
			'name'       => 'theme/header',
			'blockTypes' => array( 'core/template-part/header' ),
			'content'    => Patterns::header(),
		);
		$hooked  = apply_filters( 'hooked_block_types', self::hooked_after_navigation( $pattern ), 'after', 'core/navigation', $pattern );
		$this->assertSame( array(), array_intersect( $hooked, array( 'woocommerce/mini-cart', 'woocommerce/customer-account' ) ) );
	}

	public function test_other_headers_keep_what_woocommerce_hooks(): void {
		$header = self::header_part( '<!-- wp:navigation /-->' );
		if ( ! defined( 'WC_DOUBLE' ) ) {
			// Real WooCommerce hooks them itself (the double hooks no header blocks).
			$this->assertContains( 'woocommerce/mini-cart', (array) apply_filters( 'hooked_block_types', array(), 'after', 'core/navigation', $header ) );
		}
		$hooked = apply_filters( 'hooked_block_types', self::hooked_after_navigation( $header ), 'after', 'core/navigation', $header );
		$this->assertContains( 'woocommerce/mini-cart', $hooked );
		$this->assertContains( 'woocommerce/customer-account', $hooked );
	}

	public function test_the_header_pattern_tells_wordpress_to_leave_woocommerces_blocks_out(): void {
		$blocks     = parse_blocks( Patterns::header() );
		$navigation = null;
		$walk       = static function ( array $list ) use ( &$walk, &$navigation ): void {
			foreach ( $list as $block ) {
				if ( 'core/navigation' === $block['blockName'] ) {
					$navigation = $block;
				}
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( $blocks );
		$this->assertNotNull( $navigation );
		$this->assertSame( array( 'woocommerce/mini-cart', 'woocommerce/customer-account' ), $navigation['attrs']['metadata']['ignoredHookedBlocks'] ?? null );
	}
}

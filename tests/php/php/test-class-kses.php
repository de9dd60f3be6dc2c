<?php
/**
 * Tests of Boudoir\Kses.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Form_Inputs;
use Boudoir\Attribution\Order_Box;
use Boudoir\Blocks\Carousel;
use Boudoir\Icons;
use Boudoir\Kses;
use Boudoir\Theme\Quantity_Buttons;

require_once __DIR__ . '/attribution/trait-attribution-fixtures.php';

/**
 * Boudoir's markup escaped late through its allowed lists comes out byte for byte as Boudoir
 * wrote it; what is not on the lists goes.
 */
final class Kses_Test extends Test_Case {

	use Attribution_Fixtures;

	/**
	 * The markup printed through each list, as Boudoir builds it.
	 *
	 * @return array<string,array{0:string,1:array<string,array<string,bool>>}>
	 */
	private static function printed(): array {
		$icons = array();
		foreach ( (array) glob( Icons::FOLDER . '/*.svg' ) as $file ) {
			$icons[ 'icon ' . basename( (string) $file, '.svg' ) ] = array( Icons::svg( basename( (string) $file, '.svg' ), 'boudoir-x' ), Kses::svg() );
		}
		return $icons + array(
			'heart'             => array( Icons::heart(), Kses::svg() ),
			'heart 16'          => array( Icons::heart( 16 ), Kses::svg() ),
			'cart'              => array( Icons::cart(), Kses::svg() ),
			'quantity minus'    => array( Quantity_Buttons::button( 'minus', 'Decrease quantity', '−' ), Kses::controls() ),
			'quantity plus'     => array( Quantity_Buttons::button( 'plus', 'Increase "quantity"', '+' ), Kses::controls() ),
			'attribution input' => array( ( new Form_Inputs( self::tracking() ) )->markup(), Kses::controls() ),
			'order box'         => array( ( new Order_Box( self::tracking() ) )->markup( array( 'source_type' => 'utm', 'utm_source' => 'news<letter>', 'device_type' => 'Mobile', 'session_count' => '2' ) ), Kses::definitions() ),
			'order box, empty'  => array( ( new Order_Box( self::tracking() ) )->markup( array() ), Kses::definitions() ),
			'carousel header'   => array( Carousel::header( '<h3 class="wp-block-heading boudoir-carousel__heading" id="boudoir-carousel-heading-1">New <em>lace</em> &amp; <strong>silk</strong></h3>', true, true ), Kses::controls() ),
			'carousel bare'     => array( Carousel::header( '', false, false ), Kses::controls() ),
		);
	}

	/**
	 * Each piece passes its list unchanged (WordPress 7 writes attribute names in lower case:
	 * the HTML parser gives SVG's back their camel case).
	 */
	public function test_boudoirs_markup_passes_its_list_unchanged(): void {
		foreach ( self::printed() as $name => list( $html, $allowed ) ) {
			$this->assertStringContainsString( '<', $html, $name );
			$this->assertSame( self::as_kses_writes( $html ), self::as_kses_writes( wp_kses( $html, $allowed ) ), $name );
		}
	}

	/**
	 * What the lists do not name is removed: scripts, event handlers, links in icons.
	 */
	public function test_removes_what_is_not_listed(): void {
		$this->assertSame(
			'<svg class="x"><path d="M0 0"></path>alert(1)</svg>',
			wp_kses( '<svg class="x" onload="alert(1)"><path d="M0 0" style="x"></path><script>alert(1)</script></svg>', Kses::svg() )
		);
		$this->assertSame(
			'<button type="button" data-pause="Pause">Go</button>',
			wp_kses( '<button type="button" onclick="steal()" data-pause="Pause"><a href="https://evil.test/">Go</a></button>', Kses::controls() )
		);
	}
	/**
	 * A product's picture as WordPress prints it keeps its responsive and loading attributes
	 * (which wp_kses_post() strips); a handler or a script in it goes.
	 */
	public function test_a_picture_passes_the_image_list_unchanged(): void {
		$attachment = $this->sized_image_attachment();
		$html = wp_get_attachment_image(
			$attachment,
			'medium_large',
			false,
			array(
				'alt'           => 'A "lace" & silk set',
				'sizes'         => '(min-width: 782px) 33vw, 100vw',
				'loading'       => 'lazy',
				'fetchpriority' => 'auto',
				'decoding'      => 'async',
				'data-zoom'     => 'x',
			)
		);
		$this->assertStringContainsString( ' srcset="', $html );
		$this->assertSame( $html, wp_kses( $html, Kses::image() ) );
		$this->assertSame(
			'<img src="x.jpg" alt="" />steal()',
			wp_kses( '<img src="x.jpg" alt="" onerror="steal()" /><script>steal()</script>', Kses::image() )
		);
	}

	/**
	 * Block wrapper attributes, escaped by WordPress, pass wp_kses_data() unchanged, whatever a
	 * product's name holds: render.php escapes them late that way.
	 */
	public function test_block_wrapper_attributes_pass_wp_kses_data_unchanged(): void {
		\WP_Block_Supports::$block_to_render = array(
			'blockName' => 'boudoir/add-to-wishlist',
			'attrs'     => array( 'className' => 'is-style-x' ),
		);
		$attributes = get_block_wrapper_attributes(
			array(
				'class'             => 'boudoir-add-to-wishlist',
				'data-product-name' => 'Éloïse "lace" <set> & co\'s &amp; &eacute; &bogus;',
				'data-view'         => '{"a":[1,2]}',
				'aria-label'        => 'Save “Éloïse”',
			)
		);
		\WP_Block_Supports::$block_to_render = null;
		$this->assertStringContainsString( 'data-product-name="', $attributes );
		$this->assertSame( $attributes, wp_kses_data( $attributes ) );
	}
}

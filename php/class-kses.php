<?php
/**
 * The tags and attributes Boudoir's own markup uses, for escaping it late with wp_kses().
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * One place for the allowed lists handed to wp_kses() where Boudoir prints markup it built
 * from escaped parts (icons, controls, admin boxes): late escaping that keeps every tag and
 * attribute Boudoir writes (SVG, ARIA, `data-*`, `hidden`) and nothing else.
 *
 * Note: wp_kses() rewrites `<tag/>` as `<tag />` and drops whatever is not listed; up to
 * WordPress 6.x it keeps an attribute's name as written, from 7.0 it writes it in lower case
 * (`viewbox`), which the HTML parser puts back in SVG's camel case (`viewBox`). So markup
 * printed through these lists is what Boudoir wrote, byte for byte but for the case of
 * attribute names, as its tests check. Used on small strings only; large markup (inner
 * blocks, a carousel's products) is escaped in its parts.
 */
final class Kses {

	/**
	 * Decorative SVG icons (Icons: the icon set, src/icons/): `<svg>` with `<path>` and `<circle>`.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function svg(): array {
		return array(
			'svg'    => array(
				'class'       => true,
				'viewbox'     => true,
				'width'       => true,
				'height'      => true,
				'aria-hidden' => true,
				'focusable'   => true,
				'xmlns'       => true,
				'role'        => true,
			),
			'path'   => array(
				'd'               => true,
				'fill'            => true,
				'stroke'          => true,
				'stroke-width'    => true,
				'stroke-linejoin' => true,
				'stroke-linecap'  => true,
			),
			'circle' => array(
				'cx'           => true,
				'cy'           => true,
				'r'            => true,
				'fill'         => true,
				'stroke'       => true,
				'stroke-width' => true,
			),
		);
	}

	/**
	 * Controls and their wrappers (quantity steppers, hidden form fields, the carousel's
	 * heading and buttons), icons included.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function controls(): array {
		$common = array(
			'class'       => true,
			'id'          => true,
			'hidden'      => true,
			'aria-label'  => true,
			'aria-hidden' => true,
			'data-*'      => true,
		);
		return array_merge(
			self::svg(),
			array(
				'div'    => $common,
				'span'   => $common,
				'button' => $common + array(
					'type'          => true,
					'aria-pressed'  => true,
					'aria-controls' => true,
				),
				'input'  => $common + array(
					'type'  => true,
					'name'  => true,
					'value' => true,
				),
				'h2'     => $common,
				'h3'     => $common,
				'h4'     => $common,
				'h5'     => $common,
				'h6'     => $common,
				'p'      => $common,
				'em'     => array(),
				'strong' => array(),
			)
		);
	}

	/**
	 * A dialog Boudoir prints closed for a script to open (the add-to-wishlist popup's and the
	 * mini-cart's shells): the controls, with the dialog, the tab roles' attributes, a
	 * `<form method="dialog">` and links.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function dialog(): array {
		$tabs     = array_fill_keys( array( 'role', 'aria-selected', 'aria-controls', 'aria-labelledby', 'tabindex' ), true );
		$controls = self::controls();
		foreach ( array( 'div', 'span', 'button' ) as $tag ) {
			$controls[ $tag ] += $tabs;
		}
		$controls['dialog'] = array(
			'id'              => true,
			'class'           => true,
			'aria-labelledby' => true,
		);
		// A close button's `<form method="dialog">`, and a link out (the mini-cart's "View cart").
		$controls['form'] = array(
			'method' => true,
			'class'  => true,
		);
		$controls['a']    = array(
			'href'  => true,
			'class' => true,
		);
		return $controls;
	}

	/**
	 * A product's picture as WordPress or the shop prints it (wp_get_attachment_image(),
	 * WC_Product::get_image()): `<img>` with its responsive and loading attributes, which
	 * wp_kses_post() would strip (srcset, sizes, fetchpriority), `data-*` for lazy-loading
	 * plugins, and `<picture>` with its sources for the plugins that serve other formats.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function image(): array {
		$img = array_fill_keys(
			array( 'src', 'srcset', 'sizes', 'alt', 'class', 'id', 'width', 'height', 'style', 'title', 'loading', 'decoding', 'fetchpriority', 'data-*' ),
			true
		);
		return array(
			'img'     => $img,
			'picture' => array( 'class' => true ),
			'source'  => array_fill_keys( array( 'srcset', 'sizes', 'type', 'media', 'width', 'height' ), true ),
		);
	}

	/**
	 * Definition lists for admin boxes.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function definitions(): array {
		return array(
			'dl' => array( 'class' => true ),
			'dt' => array(),
			'dd' => array(),
			'p'  => array(),
		);
	}
}

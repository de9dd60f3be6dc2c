<?php
/**
 * The per-product data the swatches read (SWATCH-DESIGN.md "Per-product data").
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

use Boudoir\Commerce\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Builds a variable product's swatch data from the shop adapter's variation matrix and the terms'
 * swatch meta: the attributes with their values in the shop's order and how they look, and, for
 * products whose page carries no variations (above WooCommerce's AJAX threshold), a compact map of
 * which combinations exist and are in stock.
 */
final class Swatch_Data {

	public const TYPE_COLOR = 'color';
	public const TYPE_IMAGE = 'image';
	public const TYPE_LABEL = 'label';

	/** The image size of image swatches. */
	public const IMAGE_SIZE = 'thumbnail';

	/**
	 * The swatch data of a variable product; null when it is not one (or there is no shop).
	 *
	 * @param int       $product_id The variable product.
	 * @param Catalogue $catalogue  The shop's catalogue.
	 * @return array{productId:int,attributes:list<array{name:string,label:string,type:string,values:list<array{value:string,title:string,color:?string,image:?array{src:string,alt:string}}>}>,availability:?array{attributes:list<string>,variations:list<list<string|int|null>>},stock:?array<int,int>}|null
	 */
	public static function for_product( int $product_id, Catalogue $catalogue ): ?array {
		return self::from_matrix( $product_id, $catalogue->variation_matrix( $product_id ) );
	}

	/**
	 * The swatch data of a variable product from its variation matrix (Catalogue::variation_matrix(),
	 * read once by whoever needs both); null for no matrix.
	 *
	 * @param int                      $product_id The variable product.
	 * @param array<string,mixed>|null $matrix     Its variation matrix.
	 * @return array<string,mixed>|null As for_product().
	 */
	public static function from_matrix( int $product_id, ?array $matrix ): ?array {
		if ( null === $matrix ) {
			return null;
		}

		$attributes = array();
		foreach ( $matrix['attributes'] as $attribute ) {
			$attributes[] = self::attribute( $attribute );
		}

		return array(
			'productId'    => $product_id,
			'attributes'   => $attributes,
			'availability' => $matrix['carries_variations'] ? null : self::availability( $matrix ),
			// WooCommerce's variation JSON has no stock quantity (its `max_qty` is a purchase limit: 1 when sold
			// individually): the "N left" labels read this instead. The map carries its own.
			'stock'        => $matrix['carries_variations'] ? self::stock( $matrix ) : null,
		);
	}

	/**
	 * The stock quantity of each variation that manages its stock, by variation id.
	 *
	 * @param array{variations:list<array{id:int,quantity:?int}>} $matrix From the adapter.
	 * @return array<int,int>
	 */
	public static function stock( array $matrix ): array {
		$stock = array();
		foreach ( $matrix['variations'] as $variation ) {
			if ( null !== $variation['quantity'] ) {
				$stock[ (int) $variation['id'] ] = (int) $variation['quantity'];
			}
		}
		return $stock;
	}

	/**
	 * An option's value as the variations form's select holds it: WooCommerce prints `value="esc_attr( $option )"`
	 * (wc_dropdown_variation_attribute_options()), which the browser reads back with its entities decoded
	 * (`A &amp; B` → `A & B`). The swatches set the select to this value.
	 *
	 * @param string $value The option as get_variation_attributes() lists it.
	 */
	public static function select_value( string $value ): string {
		return html_entity_decode( esc_attr( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * One attribute's swatch data: its values with their colour and image, and its type.
	 *
	 * @param array{name:string,attribute:string,label:string,taxonomy:string,options:list<array{value:string,title:string,term_id:int}>} $attribute From the matrix.
	 * @return array{name:string,label:string,type:string,values:list<array{value:string,title:string,color:?string,image:?array{src:string,alt:string}}>}
	 */
	private static function attribute( array $attribute ): array {
		$is_taxonomy = '' !== $attribute['taxonomy'];
		$image_ids   = array();
		if ( $is_taxonomy ) {
			foreach ( $attribute['options'] as $option ) {
				$image_id = Term_Meta::image_id( $option['term_id'] );
				if ( $image_id > 0 ) {
					$image_ids[] = $image_id;
				}
			}
		}
		if ( $image_ids ) {
			// The attachments and their sizes in two queries, whatever the number of terms.
			_prime_post_caches( array_values( array_unique( $image_ids ) ), false, true );
		}

		$values    = array();
		$has_color = false;
		$has_image = false;
		foreach ( $attribute['options'] as $option ) {
			$color = $is_taxonomy ? Term_Meta::color( $option['term_id'] ) : null;
			$image = $is_taxonomy ? self::image( Term_Meta::image_id( $option['term_id'] ), $option['title'] ) : null;

			$has_color = $has_color || null !== $color;
			$has_image = $has_image || null !== $image;
			$values[]  = array(
				'value' => self::select_value( $option['value'] ),
				'title' => $option['title'],
				'color' => $color,
				'image' => $image,
			);
		}

		$type = self::TYPE_LABEL;
		if ( $has_color ) {
			$type = self::TYPE_COLOR;
		} elseif ( $has_image ) {
			$type = self::TYPE_IMAGE;
		}

		return array(
			'name'   => $attribute['name'],
			'label'  => $attribute['label'],
			'type'   => $type,
			'values' => $values,
		);
	}

	/**
	 * An image swatch: the attachment's thumbnail and its alternative text (the value's name when it has none).
	 *
	 * @param int    $attachment_id The term's image.
	 * @param string $title         The value's name.
	 * @return array{src:string,alt:string}|null
	 */
	private static function image( int $attachment_id, string $title ): ?array {
		if ( $attachment_id <= 0 ) {
			return null;
		}
		$src = wp_get_attachment_image_url( $attachment_id, self::IMAGE_SIZE );
		if ( ! is_string( $src ) || '' === $src ) {
			return null;
		}
		$alt = trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) );
		return array(
			'src' => $src,
			'alt' => '' === $alt ? $title : $alt,
		);
	}

	/**
	 * The compact availability map, standing in for the variation JSON WooCommerce does not print above its AJAX
	 * threshold: one row per variation that JSON would hold (the adapter reads them through WooCommerce's
	 * `woocommerce_available_variation` filter), purchasable or not: WooCommerce's script treats them alike, and its
	 * AJAX answer for a variation that cannot be bought is that variation, shown unavailable, not "no match". A
	 * row: the values in the attributes' order (`''` = any), 1/0 in stock, the stock quantity or null, and a trailing
	 * 0 only for a variation that is not active (WooCommerce keeps its values, disabled).
	 *
	 * @param array{attributes:list<array{name:string}>,variations:list<array{attributes:array<string,string>,in_stock:bool,quantity:?int,active:bool,purchasable:bool}>} $matrix From the adapter.
	 * @return array{attributes:list<string>,variations:list<list<string|int|null>>}
	 */
	public static function availability( array $matrix ): array {
		$names = array_values( array_map( static fn ( array $attribute ): string => $attribute['name'], $matrix['attributes'] ) );
		$rows  = array();
		foreach ( $matrix['variations'] as $variation ) {
			$row = array();
			foreach ( $names as $name ) {
				$row[] = (string) ( $variation['attributes'][ $name ] ?? '' );
			}
			$row[] = $variation['in_stock'] ? 1 : 0;
			$row[] = $variation['quantity'];
			if ( ! $variation['active'] ) {
				$row[] = 0;
			}
			$rows[] = $row;
		}
		return array(
			'attributes' => $names,
			'variations' => $rows,
		);
	}
}

<?php
/**
 * The swatches as the server prints them: native radios beside each attribute select of a
 * variations form, so the first tap checks a swatch before the island has loaded.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

use Boudoir\Commerce\Shop_Controls;
use Boudoir\Swatch_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Prints, before each attribute select of a product whose swatches block has rendered, a
 * radio group drawn like the island's swatches (docs/front-end.md, "Feedback before the
 * island"). Its checked state is plain CSS over the radio; the swatches' loader hands a
 * choice made on it to the select, and the island takes the group's place with its own,
 * the same size, where the select holds the choice. The select stays the form's field: the
 * radios have a name of their own, and without scripting the radios hide and the select shows.
 */
final class Swatch_Radios {

	/** The attribute select's filter, which prints the radios before the select. */
	public const FILTER = Shop_Controls::VARIATION_SELECT_FILTER;

	/** Marks the server's group (the island looks for it before the select). */
	public const SERVER_ATTRIBUTE = 'data-boudoir-swatches';

	/** The radios' name prefix: a field of their own, never the form's `attribute_*`. */
	public const NAME_PREFIX = 'boudoir_swatch_';

	/**
	 * Products whose swatches block rendered in this request: the block's look, and the
	 * attributes as Swatch_Data has them with only the values the form offers.
	 *
	 * @var array<int,array{look:array{shape:string,size:string},attributes:list<array<string,mixed>>}>
	 */
	private array $products = array();

	/**
	 * Keeps how to read the select's filter arguments.
	 *
	 * @param \Closure $select_of fn( mixed $args ): ?array, the select's product, field and choice (Shop_Pages::variation_select_of()).
	 */
	public function __construct( private readonly \Closure $select_of ) {}

	/**
	 * Hooks the radios in.
	 */
	public function register(): void {
		add_filter( self::FILTER, array( $this, 'before_select' ), 10, 2 );
	}

	/**
	 * The swatches block rendered for a product: its form's selects get radios in its look,
	 * from the data and the variation matrix the block read (nothing is read twice).
	 *
	 * @param int                      $product_id The product.
	 * @param string                   $shape      `circle` or `square`.
	 * @param string                   $size       `small`, `medium` or `large`.
	 * @param array<string,mixed>      $data       Its swatch data (Swatch_Data::from_matrix()).
	 * @param array<string,mixed>|null $matrix     Its variation matrix.
	 */
	public function remember( int $product_id, string $shape, string $size, array $data, ?array $matrix ): void {
		if ( $product_id <= 0 ) {
			return;
		}
		$offered    = self::offered( $matrix );
		$attributes = array();
		foreach ( (array) ( $data['attributes'] ?? array() ) as $attribute ) {
			$kept = $offered[ $attribute['name'] ] ?? null;
			if ( null !== $kept ) {
				$attribute['values'] = array_values(
					array_filter( $attribute['values'], static fn ( array $value ): bool => in_array( $value['value'], $kept, true ) )
				);
			}
			if ( array() !== $attribute['values'] ) {
				$attributes[ $attribute['name'] ] = $attribute;
			}
		}
		$this->products[ $product_id ] = array(
			'look'       => array(
				'shape' => $shape,
				'size'  => $size,
			),
			'attributes' => $attributes,
		);
	}

	/**
	 * Forgets every product: a new page begins (a process that prints several, as tests do).
	 */
	public function forget_all(): void {
		$this->products = array();
	}

	/**
	 * The attribute select's markup with the radios before it (the filter).
	 *
	 * @param mixed $html The select's markup.
	 * @param mixed $args WooCommerce's arguments: `attribute`, `product`, `selected`, ….
	 * @return mixed
	 */
	public function before_select( $html, $args ) {
		$select  = is_string( $html ) ? ( $this->select_of )( $args ) : null;
		$product = is_array( $select ) ? ( $this->products[ $select['product_id'] ] ?? null ) : null;
		if ( null === $product || ! isset( $product['attributes'][ $select['field'] ] ) ) {
			return $html;
		}
		return self::markup( $product['attributes'][ $select['field'] ], $select['selected'], $product['look'], Swatch_Options::page_options()['is_mobile'] ) . $html;
	}

	/**
	 * One attribute's radios, as the island draws its swatches (blocks/variation-swatches/swatch.tsx).
	 *
	 * @param array{name:string,label:string,type:string,values:list<array{value:string,title:string,color:?string,image:?array{src:string,alt:string}}>} $attribute The attribute (Swatch_Data), its values those the form offers.
	 * @param string                                                                                                                                      $selected  The form's choice ('' none).
	 * @param array{shape:string,size:string}                                                                                                             $look      The block's look.
	 * @param bool                                                                                                                                        $is_mobile Touch-sized swatches.
	 */
	public static function markup( array $attribute, string $selected, array $look, bool $is_mobile ): string {
		$classes = array(
			'boudoir-swatches__group',
			'is-type-' . $attribute['type'],
			'is-shape-' . $look['shape'],
			'is-size-' . $look['size'],
		);
		if ( $is_mobile ) {
			$classes[] = 'is-mobile';
		}
		$options = '';
		foreach ( $attribute['values'] as $value ) {
			$options .= self::radio( $attribute, $value, self::is_selected( $value['value'], $selected ) );
		}
		return sprintf(
			'<div class="boudoir-swatches" %1$s="server"><div role="radiogroup" class="%2$s" aria-label="%3$s" data-attribute_name="%4$s">%5$s</div></div>',
			esc_attr( self::SERVER_ATTRIBUTE ),
			esc_attr( implode( ' ', $classes ) ),
			esc_attr( $attribute['label'] ),
			esc_attr( $attribute['name'] ),
			$options
		);
	}

	/**
	 * One swatch: the radio over its face.
	 *
	 * @param array{name:string,type:string}                                                     $attribute The attribute.
	 * @param array{value:string,title:string,color:?string,image:?array{src:string,alt:string}} $value     The value.
	 * @param bool                                                                               $checked   Whether the form has it chosen.
	 */
	private static function radio( array $attribute, array $value, bool $checked ): string {
		$is_text = Swatch_Data::TYPE_LABEL === $attribute['type'] || ( null === $value['color'] && null === $value['image'] );
		$type    = $is_text ? Swatch_Data::TYPE_LABEL : $attribute['type'];
		if ( Swatch_Data::TYPE_COLOR === $attribute['type'] && null !== $value['color'] ) {
			$face = sprintf( '<span class="boudoir-swatches__color" style="background-color:%s"></span>', esc_attr( $value['color'] ) );
		} elseif ( Swatch_Data::TYPE_IMAGE === $attribute['type'] && null !== $value['image'] ) {
			$face = sprintf( '<img class="boudoir-swatches__image" src="%s" alt="" loading="lazy" decoding="async">', esc_url( $value['image']['src'] ) );
		} else {
			$face = sprintf( '<span class="boudoir-swatches__text">%s</span>', esc_html( $value['title'] ) );
		}
		return sprintf(
			'<div class="boudoir-swatches__option"><input type="radio" class="boudoir-swatches__input" name="%1$s" value="%2$s" aria-label="%3$s"%4$s><span class="boudoir-swatches__item is-type-%5$s"%6$s aria-hidden="true">%7$s</span></div>',
			esc_attr( self::NAME_PREFIX . $attribute['name'] ),
			esc_attr( $value['value'] ),
			esc_attr( $value['title'] ),
			$checked ? ' checked' : '',
			esc_attr( $type ),
			$is_text ? '' : ' title="' . esc_attr( $value['title'] ) . '"',
			$face
		);
	}

	/**
	 * Whether a value is the form's choice, as WooCommerce's select decides it: the value
	 * itself, or its slug (a taxonomy's values are slugs).
	 *
	 * @param string $value    The swatch's value.
	 * @param string $selected The form's choice.
	 */
	public static function is_selected( string $value, string $selected ): bool {
		return '' !== $selected && ( $value === $selected || sanitize_title( $selected ) === $value );
	}

	/**
	 * The values each attribute's variations carry, as the island reads them
	 * (src/swatches/availability.ts, offeredValues()): null where a variation takes any value.
	 *
	 * @param array<string,mixed>|null $matrix The variation matrix.
	 * @return array<string,list<string>|null>
	 */
	public static function offered( ?array $matrix ): array {
		$offered = array();
		if ( null === $matrix ) {
			return $offered;
		}
		foreach ( $matrix['attributes'] as $attribute ) {
			$name   = $attribute['name'];
			$values = array();
			foreach ( $matrix['variations'] as $variation ) {
				if ( ! isset( $variation['attributes'][ $name ] ) ) {
					continue;
				}
				$own = (string) $variation['attributes'][ $name ];
				if ( '' === $own ) {
					$values = null;
					break;
				}
				$values[] = html_entity_decode( $own, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
			$offered[ $name ] = null === $values ? null : array_values( array_unique( $values ) );
		}
		return $offered;
	}
}

<?php
/**
 * A product or variation as Boudoir sees it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * An immutable snapshot of one product, read through the adapter; no WooCommerce object leaks out.
 */
final class Product {

	public const TYPE_SIMPLE    = 'simple';
	public const TYPE_VARIABLE  = 'variable';
	public const TYPE_VARIATION = 'variation';
	public const TYPE_GROUPED   = 'grouped';
	public const TYPE_EXTERNAL  = 'external';

	public const IN_STOCK     = 'instock';
	public const OUT_OF_STOCK = 'outofstock';
	public const ON_BACKORDER = 'onbackorder';

	/**
	 * Holds a product's data as the blocks and the REST shapes read it.
	 *
	 * @param int                  $id                    Product or variation id.
	 * @param int                  $parent_id             The variable product of a variation, else 0.
	 * @param string               $type                  One of the TYPE_* values (or a type another plugin adds).
	 * @param string               $name                  Name as shown (a variation's includes its attributes).
	 * @param string               $permalink             Its page (a variation's carries the attribute query).
	 * @param int                  $image_id              Attachment id, 0 when none.
	 * @param string               $price_html            The shop's price markup (already escaped by the shop).
	 * @param float|null           $price                 The price paid now; null when none is set.
	 * @param float|null           $regular_price         Price before a sale; null when none is set.
	 * @param float|null           $sale_price            Sale price; null unless a sale applies now.
	 * @param string               $currency              ISO 4217 code of the prices.
	 * @param string               $stock_status          One of IN_STOCK, OUT_OF_STOCK, ON_BACKORDER.
	 * @param int|null             $stock_quantity        Units left; null when stock is not managed.
	 * @param bool                 $purchasable           Whether it can be bought at all.
	 * @param int                  $min_purchase_quantity Fewest units per order line.
	 * @param int|null             $max_purchase_quantity Most units per order line; null when unlimited.
	 * @param array<string,string> $attributes            A variation's attribute → value (`pa_color` → `black`; '' = any); empty for others.
	 * @param list<int>            $variation_ids         A variable product's visible variations; empty for others.
	 * @param string               $status                Its post's status (`publish`, `draft`, `private`, `trash`…).
	 * @param string               $parent_status         A variation's product's post status; '' for others.
	 * @param \Closure|null        $image_renderer        fn( string $size, array $attr ): string, the shop's image markup.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $parent_id,
		public readonly string $type,
		public readonly string $name,
		public readonly string $permalink,
		public readonly int $image_id,
		public readonly string $price_html,
		public readonly ?float $price,
		public readonly ?float $regular_price,
		public readonly ?float $sale_price,
		public readonly string $currency,
		public readonly string $stock_status,
		public readonly ?int $stock_quantity,
		public readonly bool $purchasable,
		public readonly int $min_purchase_quantity,
		public readonly ?int $max_purchase_quantity,
		public readonly array $attributes = array(),
		public readonly array $variation_ids = array(),
		public readonly string $status = 'publish',
		public readonly string $parent_status = '',
		private readonly ?\Closure $image_renderer = null
	) {
	}

	/**
	 * The product's image as the shop renders it (a placeholder when it has none).
	 *
	 * @param string|int[]         $size A registered image size or [ width, height ].
	 * @param array<string,string> $attr Extra attributes for the img element.
	 */
	public function image_html( string|array $size = 'woocommerce_thumbnail', array $attr = array() ): string {
		if ( null !== $this->image_renderer ) {
			return ( $this->image_renderer )( $size, $attr );
		}
		return $this->image_id ? wp_get_attachment_image( $this->image_id, $size, false, $attr ) : '';
	}

	/**
	 * Whether this is a variable product (one with variations to choose from).
	 */
	public function is_variable(): bool {
		return self::TYPE_VARIABLE === $this->type;
	}

	/**
	 * Whether this is one variation of a variable product.
	 */
	public function is_variation(): bool {
		return self::TYPE_VARIATION === $this->type;
	}

	/**
	 * Whether it may be shown or saved: published (a variation: its product published, itself not trashed).
	 *
	 * Drafts and private products would leak their names to anyone who saves their id.
	 */
	public function is_visible(): bool {
		if ( 'publish' !== ( $this->is_variation() ? $this->parent_status : $this->status ) ) {
			return false;
		}
		return ! $this->is_variation() || in_array( $this->status, array( 'publish', 'private' ), true );
	}

	/**
	 * Whether the shop will sell it now (in stock or on backorder).
	 */
	public function is_in_stock(): bool {
		return self::OUT_OF_STOCK !== $this->stock_status;
	}

	/**
	 * Whether a sale price applies now.
	 */
	public function is_on_sale(): bool {
		return null !== $this->sale_price;
	}
}

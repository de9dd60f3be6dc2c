<?php
/**
 * The JSON shapes of wishlists and items, in one place.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Product;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Page;
use Boudoir\Wishlist\Wishlist_Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Turns stored lists and items into the documented JSON (docs/rest-api.md, "Shapes"), as their
 * schemas describe it (Schemas\Wishlist_Schema, Schemas\Item_Schema).
 *
 * Names are returned as the plain text they are stored as, never as HTML built
 * from them: escaping is the front end's job, where the name is printed.
 */
final class Shapes {

	/**
	 * The wishlist page's URL, looked up once per request.
	 *
	 * @var ?string
	 */
	private ?string $page_url = null;

	/**
	 * Shapes.
	 *
	 * @param Catalogue $catalogue The shop's catalogue, for products.
	 */
	public function __construct( private readonly Catalogue $catalogue ) {
	}

	/**
	 * A list as JSON.
	 *
	 * @param Wishlist   $wishlist    The list.
	 * @param int        $item_count  How many items it holds.
	 * @param Owner|null $viewer      Who is asking.
	 * @param int|null   $price_drops How many of its items cost less now than when saved (price_drop_counts()),
	 *                                or null where the answer does not count them (write answers).
	 * @return array<string,mixed>
	 */
	public function wishlist( Wishlist $wishlist, int $item_count, ?Owner $viewer, ?int $price_drops ): array {
		$url = $this->list_url( $wishlist );
		return array(
			'id'                       => $wishlist->id,
			'token'                    => $wishlist->token,
			'wishlist_name'            => $wishlist->name,
			'slug'                     => $wishlist->slug,
			'privacy'                  => $wishlist->privacy,
			'default'                  => $wishlist->is_default,
			'item_count'               => $item_count,
			'price_drop_count'         => $price_drops,
			'add_to_this_wishlist_url' => $url,
			'share_url'                => Wishlist_Privacy::PRIVATE === $wishlist->privacy ? null : $url,
			'is_user_owner'            => $wishlist->is_owned_by( $viewer ),
		);
	}

	/**
	 * The contract's `user_wishlists`: the owner's lists in short.
	 *
	 * @param list<Wishlist> $lists The owner's lists.
	 * @return list<array<string,mixed>>
	 */
	public function user_wishlists( array $lists ): array {
		return array_map(
			fn ( Wishlist $wishlist ): array => array(
				'id'                       => $wishlist->id,
				'token'                    => $wishlist->token,
				'wishlist_name'            => $wishlist->name,
				'default'                  => $wishlist->is_default,
				'add_to_this_wishlist_url' => $this->list_url( $wishlist ),
			),
			$lists
		);
	}

	/**
	 * Items as JSON, their products read in one batch (and their images too), so the query count does not grow with them.
	 *
	 * @param list<Wishlist_Item> $items The items.
	 * @return list<array<string,mixed>>
	 */
	public function items( array $items ): array {
		$ids = array();
		foreach ( $items as $item ) {
			$ids[] = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
			$ids[] = $item->product_id;
		}
		$products = $ids ? $this->catalogue->find_products( $ids ) : array();
		$this->prime_images( $products );
		// The attributes' labels and value names, once per variable product.
		$options = array();
		foreach ( $items as $item ) {
			if ( $item->variation_id > 0 && ! array_key_exists( $item->product_id, $options ) ) {
				$options[ $item->product_id ] = isset( $products[ $item->product_id ] ) ? $this->catalogue->variation_attribute_options( $item->product_id ) : null;
			}
		}
		return array_map( fn ( Wishlist_Item $item ): array => $this->item( $item, $products, $options[ $item->product_id ] ?? null ), $items );
	}

	/**
	 * How many items of each list cost less now than when saved (`price_dropped`), their products read in one batch.
	 *
	 * @param array<int,list<Wishlist_Item>> $items_by_list Items by list id (Item_Repository::for_wishlists()).
	 * @return array<int,int> Count by list id.
	 */
	public function price_drop_counts( array $items_by_list ): array {
		$ids = array();
		foreach ( $items_by_list as $items ) {
			foreach ( $items as $item ) {
				$ids[] = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
			}
		}
		$products = $ids ? $this->catalogue->find_products( array_values( array_unique( $ids ) ) ) : array();
		$counts   = array();
		foreach ( $items_by_list as $list_id => $items ) {
			$counts[ $list_id ] = count(
				array_filter(
					$items,
					static fn ( Wishlist_Item $item ): bool => self::price_dropped( $item, self::shown_product( $item, $products ) )
				)
			);
		}
		return $counts;
	}

	/**
	 * One item as JSON.
	 *
	 * @param Wishlist_Item                       $item     The item.
	 * @param array<int,Product>                  $products Products by id.
	 * @param array<int,array<string,mixed>>|null $options The product's variation attributes (Catalogue::variation_attribute_options()), or null.
	 * @return array<string,mixed>
	 */
	private function item( Wishlist_Item $item, array $products, ?array $options ): array {
		$product = self::shown_product( $item, $products );
		$price   = null === $product || null === $product->price ? null : self::decimal( $product->price );
		return array(
			'item_id'             => $item->id,
			'product_id'          => $item->product_id,
			'variation_id'        => $item->variation_id,
			'variation'           => self::variation( $item, $product, $options ),
			'product_type'        => $product?->type,
			'name'                => $product?->name ?? '',
			'permalink'           => $product?->permalink ?? '',
			'image'               => null === $product ? null : $this->image( $product, $products[ $item->product_id ] ?? null ),
			'price_html'          => $product?->price_html ?? '',
			'price'               => $price,
			'currency'            => null === $product ? $item->currency : $product->currency,
			'price_when_added'    => $item->price,
			'currency_when_added' => $item->currency,
			'price_dropped'       => self::price_dropped( $item, $product ),
			'stock_status'        => $product?->stock_status,
			'stock_quantity'      => null === $product ? null : $this->catalogue->shown_stock_quantity( $product ),
			'quantity'            => $item->quantity,
			'position'            => $item->position,
			'added_at'            => $item->added_at->format( DATE_ATOM ),
		);
	}

	/**
	 * The item's product or variation while a shopper may see it, else null.
	 *
	 * @param Wishlist_Item      $item     The item.
	 * @param array<int,Product> $products Products by id.
	 */
	private static function shown_product( Wishlist_Item $item, array $products ): ?Product {
		$product = $products[ $item->variation_id > 0 ? $item->variation_id : $item->product_id ] ?? null;
		return null !== $product && $product->is_visible() ? $product : null;
	}

	/**
	 * Whether the price now is lower than when the item was saved, in the same currency.
	 *
	 * @param Wishlist_Item $item    The item.
	 * @param Product|null  $product Its product or variation as shown, or null.
	 */
	private static function price_dropped( Wishlist_Item $item, ?Product $product ): bool {
		$added = $item->price_when_added();
		return null !== $product && null !== $product->price && null !== $added
			&& strtoupper( $product->currency ) === $added->currency && $product->price < (float) $added->amount;
	}

	/**
	 * An item's attribute values as shown and as the cart takes them (Chosen_Variation::describe()).
	 *
	 * Items saved before the values were kept show what their variation fixes.
	 *
	 * @param Wishlist_Item                       $item    The item.
	 * @param Product|null                        $product Its variation, when still there.
	 * @param array<int,array<string,mixed>>|null $options The product's variation attributes.
	 * @return list<array{raw_attribute:string,raw_value:string,attribute:string,value:string}>
	 */
	private static function variation( Wishlist_Item $item, ?Product $product, ?array $options ): array {
		if ( $item->variation_id <= 0 ) {
			return array();
		}
		$values = $item->variation;
		if ( ! $values && null !== $product && $product->is_variation() ) {
			foreach ( $product->attributes as $name => $value ) {
				$values[ str_starts_with( $name, 'attribute_' ) ? $name : 'attribute_' . $name ] = $value;
			}
		}
		return Chosen_Variation::describe( $options, $values );
	}

	/**
	 * A product's image (a variation without one shows its product's), or null.
	 *
	 * @param Product      $product        The product or variation.
	 * @param Product|null $parent_product Its product, for a variation.
	 * @return array{src:string,alt:string}|null
	 */
	private function image( Product $product, ?Product $parent_product ): ?array {
		$image_id = $product->image_id > 0 ? $product->image_id : (int) $parent_product?->image_id;
		if ( $image_id <= 0 ) {
			return null;
		}
		$source = wp_get_attachment_image_src( $image_id, $this->catalogue->thumbnail_image_size() );
		if ( ! is_array( $source ) ) {
			return null;
		}
		return array(
			'src' => (string) $source[0],
			'alt' => trim( wp_strip_all_tags( (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true ) ) ),
		);
	}

	/**
	 * Loads the products' image posts and meta in one go (otherwise one query per image).
	 *
	 * @param array<int,Product> $products Products by id.
	 */
	private function prime_images( array $products ): void {
		$ids = array();
		foreach ( $products as $product ) {
			if ( $product->image_id > 0 ) {
				$ids[] = $product->image_id;
			}
		}
		$ids = array_values( array_unique( $ids ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
			update_meta_cache( 'post', $ids );
		}
	}

	/**
	 * The wishlist page's URL for a list: `?wishlist=<token>`.
	 *
	 * @param Wishlist $wishlist The list.
	 */
	private function list_url( Wishlist $wishlist ): string {
		if ( null === $this->page_url ) {
			$this->page_url = Wishlist_Page::url();
		}
		return add_query_arg( 'wishlist', rawurlencode( $wishlist->token ), $this->page_url );
	}

	/**
	 * A price as a short decimal string (`39.5`), without float noise.
	 *
	 * @param float $amount The amount.
	 */
	private static function decimal( float $amount ): string {
		$text = rtrim( rtrim( number_format( $amount, 4, '.', '' ), '0' ), '.' );
		return '' === $text ? '0' : $text;
	}
}

<?php
/**
 * What a digest's links do: "Add to cart", and the links to a product or the list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Wishlist_Page;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the item a link names (as saved: product, variation, chosen values, quantity) in the cart of
 * whoever follows it, once; then the cart page, with the shop's notice and the alerts' campaign
 * (so the order attribution records the return).
 */
final class Cart_Return {

	/**
	 * The service.
	 *
	 * @param Digest_Links $links     The digests' links.
	 * @param \Closure     $items     fn (): Item_Repository.
	 * @param \Closure     $catalogue fn (): Catalogue.
	 * @param \Closure     $cart      fn (): Cart.
	 * @param \Closure     $cart_url  fn (): string, the cart page.
	 */
	public function __construct(
		private readonly Digest_Links $links,
		private readonly \Closure $items,
		private readonly \Closure $catalogue,
		private readonly \Closure $cart,
		private readonly \Closure $cart_url,
	) {
	}

	/**
	 * The name of what a working link adds, or null.
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 */
	public function name_of( string $token, int $now ): ?string {
		$item_id = $this->links->item_of( $token, $now );
		$item    = null === $item_id ? null : ( $this->items )()->get( $item_id );
		if ( null === $item ) {
			return null;
		}
		$seen    = Alert_Job::seen_id( $item->product_id, $item->variation_id );
		$product = ( $this->catalogue )()->find_products( array( $seen ) )[ $seen ] ?? null;
		return null === $product ? null : $product->name;
	}

	/**
	 * Where a link to a product or to the list leads (its product's page, or the shopper's wishlist,
	 * with the alerts' campaign), recording its first click: the one write a GET makes here, a
	 * time on the link's own row for the Alerts report, nothing of the shopper's. An unknown link
	 * leads to the wishlist page.
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 */
	public function open( string $token, int $now ): string {
		$row    = $this->links->find( $token, Digest_Links::OPEN );
		$target = '';
		if ( null !== $row ) {
			$this->links->opened( $token, $now );
			$item    = $row['item_id'] > 0 ? ( $this->items )()->get( $row['item_id'] ) : null;
			$seen    = null === $item ? $row['product_id'] : Alert_Job::seen_id( $item->product_id, $item->variation_id );
			$product = $seen > 0 ? ( ( $this->catalogue )()->find_products( array( $seen ) )[ $seen ] ?? null ) : null;
			$target  = null === $product ? '' : $product->permalink;
		}
		return Digest_Mailer::tracked( '' !== $target ? $target : Wishlist_Page::url() );
	}

	/**
	 * Uses a link: its item goes in the cart.
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 * @return array{added:bool,redirect:string,name:string} Where to go next ('' when the link does not work).
	 */
	public function add( string $token, int $now ): array {
		$name    = (string) $this->name_of( $token, $now );
		$item_id = '' === $name ? null : $this->links->spend( $token, $now );
		$item    = null === $item_id ? null : ( $this->items )()->get( $item_id );
		if ( null === $item ) {
			return array(
				'added'    => false,
				'redirect' => '',
				'name'     => '',
			);
		}
		$cart  = ( $this->cart )();
		$added = $cart->add( $item->product_id, $item->variation_id, $item->variation, $item->quantity );
		if ( $added ) {
			$cart->notice(
				sprintf(
					/* translators: %s: the product's name. */
					__( '“%s” from your wishlist has been added to your cart.', 'boudoir' ),
					$name
				)
			);
		}
		// On a failure the shop left its own notice why (out of stock again, say): the cart page shows it too.
		return array(
			'added'    => $added,
			'redirect' => Digest_Mailer::tracked( ( $this->cart_url )() ),
			'name'     => $name,
		);
	}
}

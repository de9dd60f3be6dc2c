<?php
/**
 * Sends each shopper's waiting alerts as one digest a day.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Catalogue;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Page;

defined( 'ABSPATH' ) || exit;

/**
 * For each shopper with alerts waiting and an address (her account's, or a guest's confirmed one):
 * claims the day's digest (Digests::claim(): one node sends it, once a day), puts the waiting
 * alerts in it, and mails them (Digest_Mailer); a failed
 * send is tried again later with a growing wait (Digests::finish()). Items removed from their list
 * since are left out; a digest left with nothing to tell is closed without a mail.
 */
final class Digest_Sender {

	/**
	 * The sender.
	 *
	 * @param Outbox         $outbox    The waiting alerts.
	 * @param Digests        $digests   The digests.
	 * @param Alert_Contacts $contacts  Where each shopper's alerts go.
	 * @param \Closure       $catalogue fn (): Catalogue, the shop's products.
	 * @param \Closure       $items     fn (): Item_Repository, the saved items.
	 * @param \Closure       $mailer    fn (): Alert_Mailer.
	 * @param Digest_Links   $links     The digests' links.
	 */
	public function __construct(
		private readonly Outbox $outbox,
		private readonly Digests $digests,
		private readonly Alert_Contacts $contacts,
		private readonly \Closure $catalogue,
		private readonly \Closure $items,
		private readonly \Closure $mailer,
		private readonly Digest_Links $links = new Digest_Links(),
	) {
	}

	/**
	 * Sends the day's digests that are due, and tries again those whose wait is over.
	 *
	 * @param int $now   Unix time.
	 * @param int $limit Shoppers at most, and retries at most.
	 * @return array{sent:int,failed:int,held:int} Digests mailed, failed, and shoppers another node claimed meanwhile.
	 */
	public function run( int $now, int $limit = 100 ): array {
		$totals = array(
			'sent'   => 0,
			'failed' => 0,
			'held'   => 0,
		);
		$day    = (string) wp_date( 'Y-m-d', $now );
		$count  = static function ( ?bool $sent ) use ( &$totals ): void {
			if ( null !== $sent ) {
				++$totals[ $sent ? 'sent' : 'failed' ];
			}
		};
		foreach ( $this->outbox->owners_waiting( $limit, $day ) as $owner_key ) {
			$id = $this->digests->claim( $owner_key, $day, $now );
			if ( 0 === $id ) {
				// Another node claimed today's since: these wait for tomorrow's.
				++$totals['held'];
				continue;
			}
			$this->outbox->attach( $owner_key, $id );
			$count( $this->deliver( $id, $owner_key, $now ) );
		}
		foreach ( $this->digests->due_again( $now, $limit ) as $row ) {
			if ( $this->digests->retake( $row['id'], $now ) ) {
				$count( $this->deliver( $row['id'], $row['owner_key'], $now ) );
			}
		}
		$this->links->purge( $now );
		return $totals;
	}

	/**
	 * Mails a claimed digest and records the outcome.
	 *
	 * @param int    $id        The digest.
	 * @param string $owner_key Its shopper.
	 * @param int    $now       Unix time.
	 * @return bool|null Whether it was mailed; null when it had nothing left to tell.
	 */
	private function deliver( int $id, string $owner_key, int $now ): ?bool {
		$lines = $this->lines( $this->outbox->in_digest( $id ) );
		if ( ! $lines ) {
			$this->digests->finish( $id, true, $now );
			return null;
		}
		$contact = $this->contacts->get( $owner_key );
		// The digest's links (Digest_Links): each item's "Add to cart" (single-use, a week) and product,
		// the list's; what the shopper follows is the Alerts report's record.
		$list_url = Wishlist_Page::url();
		if ( Alert_Contacts::reachable( $contact ) ) {
			$tokens   = $this->links->issue( $owner_key, $id, array_column( $lines, 'product_id', 'item_id' ), $now );
			$list_url = Alert_Links::url( Alert_Links::OPEN, $tokens['list'] );
			foreach ( $lines as $index => $line ) {
				$lines[ $index ]['cart_url'] = Alert_Links::url( Alert_Links::CART, $tokens['items'][ $line['item_id'] ]['cart'] );
				$lines[ $index ]['url']      = Alert_Links::url( Alert_Links::OPEN, $tokens['items'][ $line['item_id'] ]['open'] );
			}
		}
		$owner = Owner::from_key( $owner_key );
		$user  = null !== $owner && ! $owner->is_guest() ? get_userdata( $owner->user_id ) : false;
		$to    = $user instanceof \WP_User ? (string) $user->user_email : (string) ( $contact['email'] ?? '' );
		$sent  = false;
		// Unsubscribed (or a guest unconfirmed) since the alerts were put in: nothing goes.
		if ( Alert_Contacts::reachable( $contact ) && is_email( $to ) ) {
			// In the shopper's language (her profile's, else the site's), as WordPress mails a user.
			$switched = $user instanceof \WP_User && switch_to_user_locale( $user->ID );
			try {
				$sent = ( $this->mailer )()->send( $to, $lines, $list_url, Alert_Links::url( Alert_Links::UNSUBSCRIBE, $contact['unsubscribe_token'] ) );
			} finally {
				if ( $switched ) {
					restore_previous_locale();
				}
			}
		}
		if ( null === $sent ) {
			// The shop turned the e-mail off (WooCommerce → Settings → Emails): closed, not retried.
			$this->digests->finish( $id, true, $now );
			return null;
		}
		$this->digests->finish( $id, $sent, $now );
		return $sent;
	}

	/**
	 * A digest's alerts as the e-mail shows them: the items still on their lists, with their products' names.
	 *
	 * @param list<array{wishlist_id:int,item_id:int,old_price:?string,new_price:?string,currency:string,back_in_stock:bool}> $alerts The digest's alerts.
	 * @return list<array{item_id:int,product_id:int,name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool}>
	 */
	private function lines( array $alerts ): array {
		if ( ! $alerts ) {
			return array();
		}
		$items = array();
		foreach ( ( $this->items )()->for_wishlists( array_values( array_unique( array_column( $alerts, 'wishlist_id' ) ) ) ) as $list_items ) {
			foreach ( $list_items as $item ) {
				$items[ $item->id ] = $item;
			}
		}
		$seen     = static fn ( Wishlist_Item $item ): int => Alert_Job::seen_id( $item->product_id, $item->variation_id );
		$products = ( $this->catalogue )()->find_products( array_values( array_unique( array_map( $seen, array_values( $items ) ) ) ) );

		$lines = array();
		// The latest alert of each item (an item told twice before its digest went is told once).
		foreach ( array_reverse( $alerts ) as $alert ) {
			$item    = $items[ $alert['item_id'] ] ?? null;
			$product = null === $item ? null : ( $products[ $seen( $item ) ] ?? null );
			if ( null === $product || isset( $lines[ $alert['item_id'] ] ) ) {
				continue;
			}
			$lines[ $alert['item_id'] ] = array(
				'item_id'       => $alert['item_id'],
				'product_id'    => $item->product_id,
				'name'          => $product->name,
				'url'           => $product->permalink,
				'image'         => $product->image_id > 0 ? (string) wp_get_attachment_image_url( $product->image_id, 'thumbnail' ) : '',
				'details'       => implode( ', ', array_map( 'strval', $item->variation ) ),
				'old'           => $alert['old_price'],
				'new'           => $alert['new_price'],
				'currency'      => $alert['currency'],
				'back_in_stock' => $alert['back_in_stock'],
			);
		}
		return array_reverse( array_values( $lines ) );
	}
}

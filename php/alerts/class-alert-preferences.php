<?php
/**
 * A shopper's alert choices for her lists: what the wishlist page reads and changes.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Estimate\Rate_Limit;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of opting in, for a list already found to be the caller's (Access_Policy):
 * only the kinds the shop offers; a guest gives an address and confirms it before anything is
 * sent (a confirmation link at most every Alert_Contacts::RESEND_AFTER per address, and a few per
 * network an hour); a signed-in shopper is told at her account's address. Each choice keeps the
 * consent given with it (when, what, from which page).
 */
final class Alert_Preferences {

	/** Confirmation e-mails one network may ask for in an hour. */
	public const CONFIRMATIONS_PER_NETWORK = 10;

	/** Confirmation e-mails the whole shop sends in an hour at most. */
	public const CONFIRMATIONS_PER_SHOP = 200;

	/**
	 * The choices.
	 *
	 * @param Alerts         $alerts   The alerts' room (it starts watching the items chosen).
	 * @param Subscriptions  $choices  The lists' and items' choices.
	 * @param Alert_Contacts $contacts Where each shopper's alerts go.
	 * @param \Closure       $offered  fn (): array{price_drops:bool,back_in_stock:bool}, the kinds the shop sends.
	 * @param \Closure       $mailer   fn (): Confirmation_Mailer.
	 * @param Rate_Limit     $limit    The counters of confirmation e-mails.
	 */
	public function __construct(
		private readonly Alerts $alerts,
		private readonly Subscriptions $choices,
		private readonly Alert_Contacts $contacts,
		private readonly \Closure $offered,
		private readonly \Closure $mailer,
		private readonly Rate_Limit $limit = new Rate_Limit(),
	) {
	}

	/**
	 * A list's choices as the wishlist page shows them.
	 *
	 * @param Wishlist $wishlist The caller's list.
	 * @return array{wishlist_id:int,offered:array{price_drops:bool,back_in_stock:bool},list:array{price_drops:bool,back_in_stock:bool},items:list<array{item_id:int,price_drops:bool,back_in_stock:bool}>,contact:array{status:string,email:string}}
	 */
	public function state( Wishlist $wishlist ): array {
		$rows  = $this->choices->for_lists( array( $wishlist->id ) )[ $wishlist->id ] ?? array();
		$own   = $rows[ Subscriptions::WHOLE_LIST ] ?? null;
		$items = array();
		foreach ( $rows as $item_id => $row ) {
			if ( Subscriptions::WHOLE_LIST !== $item_id ) {
				$items[] = array(
					'item_id'       => $item_id,
					'price_drops'   => $row['price_drops'],
					'back_in_stock' => $row['back_in_stock'],
				);
			}
		}
		return array(
			'wishlist_id' => $wishlist->id,
			'offered'     => ( $this->offered )(),
			'list'        => array(
				'price_drops'   => (bool) ( $own['price_drops'] ?? false ),
				'back_in_stock' => (bool) ( $own['back_in_stock'] ?? false ),
			),
			'items'       => $items,
			'contact'     => $this->contact( $wishlist->owner ),
		);
	}

	/**
	 * Saves a list's (item WHOLE_LIST) or an item's choice, or forgets an item's own (it follows its list's again).
	 *
	 * @param Wishlist    $wishlist      The caller's list.
	 * @param int         $item_id       One of its items (already found on it), or Subscriptions::WHOLE_LIST.
	 * @param bool        $price_drops   Tell when the price drops.
	 * @param bool        $back_in_stock Tell when it is back in stock.
	 * @param bool        $inherit       An item's: forget its own choice.
	 * @param string|null $email         A guest's address, when she gives one (valid: the route checked it).
	 * @param string      $page          The page the choice is made on.
	 * @param string      $ip            The caller's address, for the confirmation e-mails' limit.
	 * @param int         $now           Unix time.
	 * @return string|\WP_Error What was done, in words, or why nothing was.
	 */
	public function save( Wishlist $wishlist, int $item_id, bool $price_drops, bool $back_in_stock, bool $inherit, ?string $email, string $page, string $ip, int $now ): string|\WP_Error {
		if ( $inherit && Subscriptions::WHOLE_LIST !== $item_id ) {
			$this->choices->remove( $wishlist->id, $item_id );
			return __( 'This item now follows the list\'s alerts.', 'boudoir' );
		}
		$offered = ( $this->offered )();
		if ( ( $price_drops && ! $offered['price_drops'] ) || ( $back_in_stock && ! $offered['back_in_stock'] ) ) {
			return new \WP_Error( 'boudoir_alerts_unavailable', __( 'The shop does not send this kind of alert.', 'boudoir' ), array( 'status' => 400 ) );
		}
		$owner   = $wishlist->owner;
		$wants   = $price_drops || $back_in_stock;
		$message = $wants ? __( 'Your alert choices have been saved.', 'boudoir' ) : __( 'Alerts are off.', 'boudoir' );
		if ( $wants && ! $owner->is_guest() ) {
			$this->contacts->use_account( $owner->key(), $page, $now );
		} elseif ( $wants ) {
			$known = $this->contacts->get( $owner->key() );
			$email = null !== $email && '' !== $email ? $email : ( $known['email'] ?? '' );
			if ( '' === $email ) {
				return new \WP_Error( 'boudoir_alerts_email_required', __( 'Give the e-mail address the alerts should go to.', 'boudoir' ), array( 'status' => 400 ) );
			}
			if ( Alert_Contacts::confirmation_due( $known, $email, $now ) && ! $this->may_send_confirmation( $ip, $now ) ) {
				return new \WP_Error( 'boudoir_alerts_too_many', __( 'Too many confirmation e-mails were asked for. Try again in an hour.', 'boudoir' ), array( 'status' => 429 ) );
			}
			$token = $this->contacts->ask_confirmation( $owner->key(), $email, $page, $now );
			if ( null !== $token ) {
				( $this->mailer )()->send( strtolower( trim( $email ) ), $token );
			}
			if ( Alert_Contacts::PENDING === ( $this->contacts->get( $owner->key() )['status'] ?? '' ) ) {
				$message = __( 'Check your inbox: we sent a link to confirm your address.', 'boudoir' );
			}
		}
		$this->alerts->subscribe( $wishlist->id, $item_id, $price_drops, $back_in_stock, $page, $now );
		return $message;
	}

	/**
	 * Turns every alert of a list off: its own choice and its items'.
	 *
	 * @param Wishlist $wishlist The caller's list.
	 */
	public function stop( Wishlist $wishlist ): string {
		$this->choices->remove_lists( array( $wishlist->id ) );
		return __( 'Alerts for this list are off.', 'boudoir' );
	}

	/**
	 * Where a shopper's alerts go, as the page tells her.
	 *
	 * @param Owner $owner The list's owner.
	 * @return array{status:string,email:string} Status `account`, `confirmed`, `pending`, or `none`
	 *                                           (a guest without an address, or one who unsubscribed).
	 */
	private function contact( Owner $owner ): array {
		if ( ! $owner->is_guest() ) {
			$user = get_userdata( $owner->user_id );
			return array(
				'status' => Alert_Contacts::ACCOUNT,
				'email'  => $user instanceof \WP_User ? (string) $user->user_email : '',
			);
		}
		$known = $this->contacts->get( $owner->key() );
		if ( null === $known || ! in_array( $known['status'], array( Alert_Contacts::PENDING, Alert_Contacts::CONFIRMED ), true ) ) {
			return array(
				'status' => 'none',
				'email'  => '',
			);
		}
		return array(
			'status' => $known['status'],
			'email'  => $known['email'],
		);
	}

	/**
	 * Counts one confirmation e-mail against the network's and the shop's hourly allowance.
	 *
	 * @param string $ip  The caller's address, or ''.
	 * @param int    $now Unix time.
	 */
	private function may_send_confirmation( string $ip, int $now ): bool {
		/**
		 * Confirmation e-mails one network may ask for in an hour; 0 lifts the limit.
		 *
		 * @param int $limit Default CONFIRMATIONS_PER_NETWORK.
		 */
		$network = (int) apply_filters( 'boudoir_alerts_confirmation_limit', self::CONFIRMATIONS_PER_NETWORK );
		if ( $network <= 0 ) {
			return true;
		}
		if ( '' !== $ip && ! $this->limit->take( 'alerts-confirm:ip:' . $ip, $network, $now ) ) {
			return false;
		}
		return $this->limit->take( 'alerts-confirm:shop', self::CONFIRMATIONS_PER_SHOP, $now );
	}
}

<?php
/**
 * A guest's lists become the user's at login and registration.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Moves a guest session's lists to a user, losing nothing.
 *
 * - The guest's default list merges into the user's default: new products are
 *   appended in order with their price when added; a product on both keeps the
 *   larger quantity (the shopper wanted at least that many). A user without a
 *   default list simply receives the guest's as their default.
 * - Named lists become the user's named lists; a name the user already has gets a
 *   number: "Gifts" → "Gifts (2)".
 * - Lists that become the user's no longer expire, and get new share tokens: a link
 *   to them made while they were a guest's (or by whoever planted that session in
 *   this browser) finds nothing any more. The guest cookie is deleted.
 *
 * Only the session of this browser's own signed cookie is merged (Guest_Session:
 * a value the site did not issue, or one under the plain name on HTTPS, is none).
 */
final class Merge {

	/**
	 * The merger.
	 *
	 * @param Wishlist_Repository $lists   Lists.
	 * @param Item_Repository     $items   Items.
	 * @param Guest_Session       $session The guest's cookie.
	 */
	public function __construct(
		private readonly Wishlist_Repository $lists,
		private readonly Item_Repository $items,
		private readonly Guest_Session $session,
	) {
	}

	/**
	 * Hooks the merge to login and registration.
	 */
	public function register(): void {
		add_action( 'wp_login', array( $this, 'on_login' ), 10, 2 );
		add_action( 'user_register', array( $this, 'on_register' ), 10, 1 );
	}

	/**
	 * At login: the guest cookie's lists become the user's (the wp_login action), when the login
	 * form was sent from this site's own pages.
	 *
	 * `wp-login.php` has no CSRF token: a page on another port or subdomain of the shop's host
	 * (same site, so SameSite=Lax sends the guest cookie with its form) could sign a shopper in
	 * to the attacker's account and hand it her guest lists. The login itself is WordPress's;
	 * only the merge waits for a same-origin one (the guest keeps her lists and cookie).
	 *
	 * @param string   $user_login Login name.
	 * @param \WP_User $user       The user who logged in.
	 */
	public function on_login( $user_login, $user ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the action's signature.
		if ( $user instanceof \WP_User && $user->ID > 0 && self::from_this_site() ) {
			$this->merge_current_guest( (int) $user->ID );
		}
	}

	/**
	 * Whether the browser says this request comes from this site's own pages (or says nothing,
	 * as clients that are not browsers do): `Sec-Fetch-Site` same-origin, and an `Origin` of
	 * this site's (home or site URL: scheme, host, port).
	 */
	public static function from_this_site(): bool {
		$fetch_site = isset( $_SERVER['HTTP_SEC_FETCH_SITE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_SEC_FETCH_SITE'] ) ) : null;
		$origin     = isset( $_SERVER['HTTP_ORIGIN'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) ) : null;
		return \Boudoir\Site_Origin::says_own( $fetch_site, $origin );
	}

	/**
	 * At registration: when the registering request carries a guest cookie (the user_register action).
	 *
	 * Only for a visitor registering themselves, from this site's own pages (as at login): an
	 * administrator creating accounts in wp-admin must not hand their own guest lists to each
	 * new user.
	 *
	 * @param int $user_id The new user.
	 */
	public function on_register( $user_id ): void {
		if ( ! is_user_logged_in() && (int) $user_id > 0 && self::from_this_site() ) {
			$this->merge_current_guest( (int) $user_id );
		}
	}

	/**
	 * Merges the lists of the guest cookie of this request, if any, then forgets the cookie.
	 *
	 * Only a cookie the site issued and signed counts; anything else merges nothing.
	 *
	 * @param int $user_id The user.
	 * @return array{lists:int,added:int,merged:int} What moved.
	 */
	public function merge_current_guest( int $user_id ): array {
		$guest = $this->session->current();
		if ( null === $guest ) {
			return array(
				'lists'  => 0,
				'added'  => 0,
				'merged' => 0,
			);
		}
		$report = $this->merge( $guest, Owner::user( $user_id ) );
		$this->session->forget();
		return $report;
	}

	/**
	 * Moves every list of a guest to a user, within the user's cap of lists.
	 *
	 * In one transaction: a failure half-way leaves the guest's lists as they were. The guest's
	 * default joins the user's default (or becomes it); the other lists move whole while the
	 * user has room under Wishlist_Service::max_lists(), and the ones beyond it pour their items
	 * into the user's default: nothing is lost, and no login takes an account past its cap.
	 *
	 * @param Owner $guest The guest session.
	 * @param Owner $user  The user.
	 * @return array{lists:int,added:int,merged:int} Lists moved, items appended to the default, quantities reconciled.
	 */
	public function merge( Owner $guest, Owner $user ): array {
		$report = array(
			'lists'  => 0,
			'added'  => 0,
			'merged' => 0,
		);
		if ( ! $guest->is_guest() || $user->is_guest() ) {
			return $report;
		}
		$guest_lists = $this->lists->for_owner( $guest );
		if ( ! $guest_lists ) {
			return $report;
		}
		return $this->lists->in_transaction(
			function () use ( $user, $guest_lists, $report ): array {
				$user_default = $this->lists->default_for( $user );
				$room         = Wishlist_Service::max_lists( $user ) - $this->lists->count_for_owner( $user );
				foreach ( $guest_lists as $list ) {
					$over_cap = ! $list->is_default && $room <= 0 && null !== $user_default;
					if ( ( $list->is_default || $over_cap ) && null !== $user_default ) {
						$moved             = $this->items->merge_into( $list->id, $user_default->id );
						$report['added']  += $moved['added'];
						$report['merged'] += $moved['merged'];
						// Its items now live on the user's default: only the empty list row is left.
						$this->lists->delete_ids( array( $list->id ) );
						continue;
					}
					// The guest's default becomes the user's only when they have none; otherwise lists are named ones.
					$as_default = $list->is_default && null === $user_default;
					$this->lists->reassign( $list, $user, $this->lists->names()->unique_name( $user, $list->name ), $as_default );
					// Every moved list, private ones too: one made shared later must not answer an old link.
					$this->lists->rotate_token( $list->id );
					++$report['lists'];
					--$room;
					if ( $as_default ) {
						$user_default = $this->lists->find( $list->id );
					}
				}
				return $report;
			}
		);
	}
}

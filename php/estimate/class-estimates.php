<?php
/**
 * Ask an estimate: the module, wired to WordPress.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Commerce\Catalogue;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Validates, limits, stores and e-mails a request; the REST route checks who may ask first.
 */
final class Estimates {

	/** The daily clean-up's event. */
	public const CLEAN_UP_HOOK = 'boudoir_clean_up_estimates';

	/** Days a request is kept, by default. */
	public const DEFAULT_RETENTION_DAYS = 365;

	/** Requests deleted per query of the clean-up. */
	private const CLEAN_UP_BATCH = 100;

	/** Queries per clean-up run. */
	private const CLEAN_UP_BATCHES = 50;

	/**
	 * The e-mails and the confirmation.
	 *
	 * @var Estimate_Mailer
	 */
	private readonly Estimate_Mailer $mailer;

	/**
	 * The limit per owner and address.
	 *
	 * @var Rate_Limit
	 */
	private readonly Rate_Limit $rate_limit;

	/**
	 * The module.
	 *
	 * @param Item_Repository     $items       The lists' items, for the snapshot.
	 * @param \Closure            $catalogue   fn(): Catalogue, the shop's catalogue when asked (it is found after boot).
	 * @param Attribution         $attribution Where the session's attribution values come from.
	 * @param Estimate_Repository $repository  Where requests are stored.
	 */
	public function __construct(
		private readonly Item_Repository $items,
		private readonly \Closure $catalogue,
		private readonly Attribution $attribution = new Attribution(),
		private readonly Estimate_Repository $repository = new Estimate_Repository(),
	) {
		$this->mailer     = new Estimate_Mailer();
		$this->rate_limit = new Rate_Limit();
	}

	/**
	 * Hooks the post type, its admin list, the privacy tools, user deletion and the daily clean-up.
	 */
	public function register(): void {
		add_action( 'init', array( $this->repository, 'register_post_type' ) );
		add_filter( 'manage_' . Estimate_Repository::POST_TYPE . '_posts_columns', array( $this->repository, 'admin_columns' ) );
		add_action( 'manage_' . Estimate_Repository::POST_TYPE . '_posts_custom_column', array( $this->repository, 'admin_column' ), 10, 2 );
		( new Estimate_Privacy( $this->repository ) )->register();
		add_action( 'deleted_user', array( $this, 'delete_user_estimates' ) );
		add_action( self::CLEAN_UP_HOOK, array( $this, 'clean_up' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		if ( defined( 'BOUDOIR_FILE' ) ) {
			register_deactivation_hook( BOUDOIR_FILE, array( self::class, 'unschedule' ) );
		}
	}

	/**
	 * Schedules the daily clean-up unless it is (activation, init).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CLEAN_UP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CLEAN_UP_HOOK );
		}
	}

	/**
	 * Removes the daily clean-up (deactivation, uninstall).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::CLEAN_UP_HOOK );
	}

	/**
	 * How many days a request is kept (the `boudoir_estimate_retention_days` filter; 0 or less keeps them for ever).
	 */
	public static function retention_days(): int {
		/**
		 * Days an estimate request is kept before the daily clean-up deletes it.
		 *
		 * @param int $days Default 365; 0 or less keeps every request.
		 */
		return (int) apply_filters( 'boudoir_estimate_retention_days', self::DEFAULT_RETENTION_DAYS );
	}

	/**
	 * The daily clean-up: deletes requests older than the retention, and rate-limit windows that are over.
	 *
	 * @param int|null $now Unix time (tests); now by default.
	 * @return int The requests deleted.
	 */
	public function clean_up( $now = null ): int {
		$now = is_int( $now ) ? $now : time();
		$this->rate_limit->purge( $now );
		$days = self::retention_days();
		if ( $days <= 0 ) {
			return 0;
		}
		$deleted = 0;
		// A bounded run: a backlog (the first run on an old shop) is worked off over a few days.
		for ( $batch = 0; $batch < self::CLEAN_UP_BATCHES; $batch++ ) {
			$ids = $this->repository->ids_older_than( gmdate( 'Y-m-d H:i:s', $now - $days * DAY_IN_SECONDS ), self::CLEAN_UP_BATCH );
			foreach ( $ids as $id ) {
				$deleted += $this->repository->delete( $id ) ? 1 : 0;
			}
			if ( count( $ids ) < self::CLEAN_UP_BATCH ) {
				break;
			}
		}
		return $deleted;
	}

	/**
	 * Deletes a deleted user's requests (the deleted_user action): what they sent signed in goes with them.
	 *
	 * @param int $user_id The deleted user.
	 */
	public function delete_user_estimates( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 ) {
			return;
		}
		do {
			$ids     = $this->repository->ids_for_user( $user_id, 1, self::CLEAN_UP_BATCH );
			$full    = count( $ids ) === self::CLEAN_UP_BATCH;
			$deleted = 0;
			foreach ( $ids as $id ) {
				$deleted += $this->repository->delete( $id ) ? 1 : 0;
			}
			// Stops on a short page, or when nothing could be deleted (never loops on the same page).
		} while ( $full && $deleted > 0 );
	}

	/**
	 * The stored requests.
	 */
	public function repository(): Estimate_Repository {
		return $this->repository;
	}

	/**
	 * Handles a request about a list the requester may read.
	 *
	 * The copy ("send me a copy") goes only to an address the shop verified: a signed-in
	 * requester's account e-mail, whatever address they typed. A guest's `copy` is ignored
	 * (no copy, none promised): otherwise the form would mail any address typed in.
	 *
	 * @param Wishlist            $wishlist  The list (its readability already checked).
	 * @param Owner|null          $requester The user or guest session asking, if any.
	 * @param array<string,mixed> $params    The form's fields.
	 * @param string              $ip        The requester's address, for the rate limit (Rate_Limit::client_ip()).
	 * @return array{result:true,message:string,template:string,id:int,redirect:string|null}|\WP_Error
	 */
	public function ask( Wishlist $wishlist, ?Owner $requester, array $params, string $ip ): array|\WP_Error {
		$request = Estimate_Request::from_params( $params );
		if ( is_wp_error( $request ) ) {
			return $request;
		}

		$items = $this->snapshot( $wishlist );
		if ( array() === $items ) {
			return new \WP_Error( 'boudoir_wishlist_empty', __( 'This wishlist is empty: add products before asking for an estimate.', 'boudoir' ), array( 'status' => 400 ) );
		}

		// Counted per owner and per address, checked and counted at once: neither a new cookie, a new address nor parallel requests get past it.
		if ( ! $this->rate_limit->allow( null === $requester ? '' : $requester->key(), $ip, time() ) ) {
			return new \WP_Error( 'boudoir_too_many_estimates', __( 'You have sent several estimate requests already. Please try again in an hour.', 'boudoir' ), array( 'status' => 429 ) );
		}

		$user_id  = null !== $requester && ! $requester->is_guest() ? $requester->user_id : 0;
		$copy_to  = $request->copy ? self::copy_address( $user_id ) : '';
		$id       = $this->repository->save( $request, $wishlist->id, $wishlist->name, $items, $this->attribution->values(), $user_id, '' !== $copy_to );
		$estimate = $this->repository->get( $id );
		if ( null === $estimate ) {
			return new \WP_Error( 'boudoir_estimate_not_saved', __( 'Your estimate request could not be sent. Please try again.', 'boudoir' ), array( 'status' => 500 ) );
		}

		// Kept even when the mail fails: the shop still finds the request under Estimates.
		if ( ! $this->mailer->send_to_shop( Wishlist_Options::estimate_recipient(), $estimate ) ) {
			return new \WP_Error( 'boudoir_estimate_not_sent', __( 'Your estimate request was saved, but the shop could not be e-mailed. Please contact the shop directly.', 'boudoir' ), array( 'status' => 500 ) );
		}
		if ( '' !== $copy_to ) {
			$this->mailer->send_copy( $copy_to, $estimate );
		}

		/**
		 * Fires after an estimate request was stored and e-mailed.
		 *
		 * @param int      $id       The request's post id.
		 * @param Wishlist $wishlist The list it is about.
		 */
		do_action( 'boudoir_estimate_sent', $id, $wishlist );

		return array(
			'result'   => true,
			'message'  => __( 'Your estimate request was sent.', 'boudoir' ),
			'template' => $this->mailer->confirmation( $estimate, $copy_to ),
			'id'       => $id,
			'redirect' => Wishlist_Options::estimate_redirect_url(),
		);
	}

	/**
	 * Where a requester's copy may go: the user's account e-mail (an address the site knows is theirs), '' for guests.
	 *
	 * @param int $user_id The signed-in requester, or 0.
	 */
	public static function copy_address( int $user_id ): string {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user instanceof \WP_User && is_email( $user->user_email ) ? (string) $user->user_email : '';
	}

	/**
	 * A signed-in user's name for the form: first and last name, else the display name; '' for a guest.
	 *
	 * @param int $user_id The user, 0 for a guest.
	 */
	public static function shopper_name( int $user_id ): string {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( ! $user instanceof \WP_User ) {
			return '';
		}
		$name = trim( $user->first_name . ' ' . $user->last_name );
		return '' !== $name ? $name : (string) $user->display_name;
	}

	/**
	 * The list's items as they are now: ids, names (the variation's, with its options) and quantities.
	 *
	 * A product the REST answers would hide (not published, or a variation of one) is named
	 * "A product that is no longer available", as a deleted one: its name never reaches the mails.
	 *
	 * @param Wishlist $wishlist The list.
	 * @return list<array{product_id:int,variation_id:int,name:string,quantity:int}>
	 */
	private function snapshot( Wishlist $wishlist ): array {
		$items = $this->items->for_wishlist( $wishlist->id );
		$ids   = array();
		foreach ( $items as $item ) {
			$ids[] = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
		}
		$catalogue = ( $this->catalogue )();
		$products  = $catalogue instanceof Catalogue && array() !== $ids ? $catalogue->find_products( array_values( array_unique( $ids ) ) ) : array();
		$snapshot  = array();
		foreach ( $items as $item ) {
			$product    = $products[ $item->variation_id > 0 ? $item->variation_id : $item->product_id ] ?? null;
			$snapshot[] = array(
				'product_id'   => $item->product_id,
				'variation_id' => $item->variation_id,
				'name'         => null !== $product && $product->is_visible() ? $product->name : __( 'A product that is no longer available', 'boudoir' ),
				'quantity'     => $item->quantity,
			);
		}
		return $snapshot;
	}
}

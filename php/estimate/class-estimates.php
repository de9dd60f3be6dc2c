<?php
/**
 * Ask an estimate: the module, wired to WordPress.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Commerce\Commerce;
use Boudoir\Settings;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Validates, limits, stores and e-mails a request; the REST route checks who may ask first.
 */
final class Estimates {

	private readonly Estimate_Repository $repository;

	private readonly Estimate_Mailer $mailer;

	private readonly Rate_Limit $rate_limit;

	/**
	 * The module.
	 *
	 * @param Item_Repository $items       The lists' items, for the snapshot.
	 * @param \Closure        $commerce    fn(): Commerce, the shop adapter when asked (it is found after boot).
	 * @param Attribution     $attribution Where the session's attribution values come from.
	 */
	public function __construct(
		private readonly Item_Repository $items,
		private readonly \Closure $commerce,
		private readonly Attribution $attribution = new Attribution(),
	) {
		$this->repository = new Estimate_Repository();
		$this->mailer     = new Estimate_Mailer();
		$this->rate_limit = new Rate_Limit();
	}

	/**
	 * Hooks the post type, its admin list and the privacy tools.
	 */
	public function register(): void {
		add_action( 'init', array( $this->repository, 'register_post_type' ) );
		add_filter( 'manage_' . Estimate_Repository::POST_TYPE . '_posts_columns', array( $this->repository, 'admin_columns' ) );
		add_action( 'manage_' . Estimate_Repository::POST_TYPE . '_posts_custom_column', array( $this->repository, 'admin_column' ), 10, 2 );
		( new Estimate_Privacy( $this->repository ) )->register();
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
	 * @param Wishlist            $list      The list (its readability already checked).
	 * @param Owner|null          $requester The user or guest session asking, if any.
	 * @param array<string,mixed> $params    The form's fields.
	 * @param string              $ip        The requester's address, for the rate limit of sessionless guests.
	 * @return array{result:true,message:string,template:string,id:int,redirect:string|null}|\WP_Error
	 */
	public function ask( Wishlist $list, ?Owner $requester, array $params, string $ip ): array|\WP_Error {
		$request = Estimate_Request::from_params( $params );
		if ( is_wp_error( $request ) ) {
			return $request;
		}

		$items = $this->snapshot( $list );
		if ( array() === $items ) {
			return new \WP_Error( 'boudoir_wishlist_empty', __( 'This wishlist is empty: add products before asking for an estimate.', 'boudoir' ), array( 'status' => 400 ) );
		}

		// Counted per session and per address, so neither a new cookie nor a new address resets it alone.
		$now  = time();
		$keys = array_unique( array_filter( array( null === $requester ? '' : $requester->key(), '' === $ip ? '' : 'ip:' . $ip ) ) );
		foreach ( $keys as $key ) {
			if ( ! $this->rate_limit->allows( $key, $now ) ) {
				return new \WP_Error( 'boudoir_too_many_estimates', __( 'You have sent several estimate requests already. Please try again in an hour.', 'boudoir' ), array( 'status' => 429 ) );
			}
		}
		foreach ( $keys as $key ) {
			$this->rate_limit->hit( $key, $now );
		}

		$id       = $this->repository->save( $request, $list->id, $list->name, $items, $this->attribution->values() );
		$estimate = $this->repository->get( $id );
		if ( null === $estimate ) {
			return new \WP_Error( 'boudoir_estimate_not_saved', __( 'Your estimate request could not be sent. Please try again.', 'boudoir' ), array( 'status' => 500 ) );
		}

		// Kept even when the mail fails: the shop still finds the request under Estimates.
		if ( ! $this->mailer->send_to_shop( Settings::estimate_recipient(), $estimate ) ) {
			return new \WP_Error( 'boudoir_estimate_not_sent', __( 'Your estimate request was saved, but the shop could not be e-mailed. Please contact the shop directly.', 'boudoir' ), array( 'status' => 500 ) );
		}
		if ( $request->copy ) {
			$this->mailer->send_copy( $estimate );
		}

		/**
		 * Fires after an estimate request was stored and e-mailed.
		 *
		 * @param int      $id   The request's post id.
		 * @param Wishlist $list The list it is about.
		 */
		do_action( 'boudoir_estimate_sent', $id, $list );

		return array(
			'result'   => true,
			'message'  => __( 'Your estimate request was sent.', 'boudoir' ),
			'template' => $this->mailer->confirmation( $estimate ),
			'id'       => $id,
			'redirect' => Settings::estimate_redirect_url(),
		);
	}

	/**
	 * The list's items as they are now: ids, names (the variation's, with its options) and quantities.
	 *
	 * @param Wishlist $list The list.
	 * @return list<array{product_id:int,variation_id:int,name:string,quantity:int}>
	 */
	private function snapshot( Wishlist $list ): array {
		$items = $this->items->for_wishlist( $list->id );
		$ids   = array();
		foreach ( $items as $item ) {
			$ids[] = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
		}
		$commerce = ( $this->commerce )();
		$products = $commerce instanceof Commerce && array() !== $ids ? $commerce->find_products( array_values( array_unique( $ids ) ) ) : array();
		$snapshot = array();
		foreach ( $items as $item ) {
			$id         = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
			$snapshot[] = array(
				'product_id'   => $item->product_id,
				'variation_id' => $item->variation_id,
				/* translators: %d: a product id. */
				'name'         => isset( $products[ $id ] ) ? $products[ $id ]->name : sprintf( __( 'Deleted product (#%d)', 'boudoir' ), $id ),
				'quantity'     => $item->quantity,
			);
		}
		return $snapshot;
	}
}

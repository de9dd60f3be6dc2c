<?php
/**
 * The header counter's cookie: how many items the shopper saved.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps `boudoir_wishlist_count` current, so the counter (blocks/wishlist-counter/view.ts)
 * shows the count with no request, no React and the same HTML for every visitor.
 *
 * Sent after every change to the shopper's saved items (the `boudoir_wishlist_changed`
 * action, which Wishlist_Service fires once a write is stored: reads, refused writes and
 * renames set no cookie), at login
 * (after the guest's lists are merged) and, for a logged-in shopper, on each front-end
 * page view, so a change made on another device shows on the next page. A guest's page
 * views send it only when the guest has a session but no cookie yet. Logout deletes it.
 * Scripts read it (not HttpOnly); it holds a number and nothing else.
 */
final class Saved_Count {

	/** The cookie's name (blocks/wishlist-counter/count.ts reads it). */
	public const COOKIE = 'boudoir_wishlist_count';

	/**
	 * The cookie's keeper.
	 *
	 * @param Wishlists  $wishlists The storage layer (owners, items).
	 * @param Cookie_Jar $cookies   The request's cookies; tests pass their own.
	 */
	public function __construct( private readonly Wishlists $wishlists, private readonly Cookie_Jar $cookies ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'boudoir_wishlist_changed', array( $this, 'on_change' ) );
		// After the merge (priority 10) has moved the guest's lists to the user.
		add_action( 'wp_login', array( $this, 'on_login' ), 20, 2 );
		add_action( 'wp_logout', array( $this, 'forget' ) );
		add_action( 'template_redirect', array( $this, 'on_page_view' ) );
	}

	/**
	 * Sends the owner's new count after a change to their saved items (the
	 * boudoir_wishlist_changed action); a rename, a sort or a new link changes no count.
	 *
	 * @param mixed $change The change (Wishlist_Change).
	 */
	public function on_change( $change ): void {
		if ( $change instanceof Wishlist_Change && $change->changes_items() ) {
			$this->send( $change->owner );
		}
	}

	/**
	 * At login: the user's count, their guest lists merged (the wp_login action).
	 *
	 * @param string   $user_login Login name.
	 * @param \WP_User $user       The user.
	 */
	public function on_login( $user_login, $user ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the action's signature.
		if ( $user instanceof \WP_User && $user->ID > 0 ) {
			$this->send( Owner::user( (int) $user->ID ) );
		}
	}

	/**
	 * On a front-end page view (the template_redirect action): always for a logged-in
	 * shopper (their lists may have changed on another device), for a guest only when the
	 * session has no count yet; never for a visitor who saved nothing.
	 */
	public function on_page_view(): void {
		$owner = $this->wishlists->reading_owner();
		if ( null === $owner ) {
			return;
		}
		if ( $owner->is_guest() && null !== $this->cookies->get( self::COOKIE ) ) {
			return;
		}
		$this->send( $owner );
	}

	/**
	 * Deletes the cookie (the wp_logout action): the next visitor of this browser saved nothing.
	 */
	public function forget(): void {
		if ( null !== $this->cookies->get( self::COOKIE ) ) {
			$this->cookies->set( self::COOKIE, '', $this->options( time() - YEAR_IN_SECONDS ) );
		}
	}

	/**
	 * Sends the owner's count; without an owner, the count is 0 and no cookie is needed.
	 *
	 * @param Owner|null $owner The shopper.
	 */
	public function send( ?Owner $owner ): void {
		if ( null === $owner ) {
			$this->forget();
			return;
		}
		$count = $this->wishlists->saved()->count_for_owner( $owner );
		$this->cookies->set( self::COOKIE, (string) $count, $this->options( time() + Expiry::days() * DAY_IN_SECONDS ) );
	}

	/**
	 * The cookie's attributes: host-only, read by scripts, sent on top-level navigations.
	 *
	 * @param int $expires Unix time.
	 * @return array{expires:int,path:string,secure:bool,httponly:bool,samesite:string}
	 */
	private function options( int $expires ): array {
		return array(
			'expires'  => $expires,
			'path'     => defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/',
			'secure'   => is_ssl(),
			'httponly' => false,
			'samesite' => 'Lax',
		);
	}
}

<?php
/**
 * The wishlist storage layer, wired to WordPress.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the repositories once and hooks merge, expiry and the privacy tools.
 *
 * The REST routes are given what they need from here: reader() for who is asking and what
 * they may see (it never sends a cookie), access() for who may reach which list or item, and
 * service() for the operations, which start the guest session (saving_owner()) only once a
 * write is allowed.
 */
final class Wishlists {

	/**
	 * The items' repository, built on first use.
	 *
	 * @var ?Item_Repository
	 */
	private ?Item_Repository $items = null;

	/**
	 * The lists' repository, built on first use.
	 *
	 * @var ?Wishlist_Repository
	 */
	private ?Wishlist_Repository $lists = null;

	/**
	 * The guest session, built on first use.
	 *
	 * @var ?Guest_Session
	 */
	private ?Guest_Session $session = null;

	/**
	 * The access policy, built on first use.
	 *
	 * @var ?Access_Policy
	 */
	private ?Access_Policy $access = null;

	/**
	 * The operations, built on first use.
	 *
	 * @var ?Wishlist_Service
	 */
	private ?Wishlist_Service $service = null;

	/**
	 * The reads for the caller, built on first use.
	 *
	 * @var ?Wishlist_Reader
	 */
	private ?Wishlist_Reader $reader = null;

	/**
	 * What owners saved over their lists, built on first use.
	 *
	 * @var ?Saved_Items
	 */
	private ?Saved_Items $saved = null;

	/**
	 * The layer.
	 *
	 * @param Price_Source|null $prices    Where prices when added come from (the shop's catalogue); none records no price.
	 * @param Cookie_Jar|null   $cookies   The request's cookies; tests pass their own.
	 * @param \wpdb|null        $db        The database; the global one by default.
	 * @param \Closure|null     $catalogue fn(): Catalogue, the shop's catalogue, asked when a product is saved (Product_Rules); none: the service saves no product by its rules.
	 */
	public function __construct(
		private readonly ?Price_Source $prices = null,
		private readonly ?Cookie_Jar $cookies = null,
		private readonly ?\wpdb $db = null,
		private readonly ?\Closure $catalogue = null,
	) {
	}

	/**
	 * Hooks merge at login and registration, the daily expiry, the privacy tools, user deletion, and the 404 of a list page no one may read.
	 */
	public function register(): void {
		( new Merge( $this->lists(), $this->items(), $this->guest_session() ) )->register();
		( new Expiry( $this->lists()->expiring() ) )->register();
		( new Privacy( $this->lists(), $this->items() ) )->register();
		// The header counter's cookie, kept current on every change.
		( new Saved_Count( $this, $this->cookies ?? new Php_Cookie_Jar() ) )->register();
		add_action( 'deleted_user', array( $this, 'delete_user_lists' ) );
		( new Shared_List_Page( $this->access() ) )->register();
		if ( defined( 'BOUDOIR_FILE' ) ) {
			register_deactivation_hook( BOUDOIR_FILE, array( Expiry::class, 'unschedule' ) );
		}
	}

	/**
	 * The items' repository.
	 */
	public function items(): Item_Repository {
		return $this->items ??= new Item_Repository( $this->db(), $this->prices );
	}

	/**
	 * The lists' repository.
	 */
	public function lists(): Wishlist_Repository {
		return $this->lists ??= new Wishlist_Repository( $this->db(), $this->items() );
	}

	/**
	 * Who may reach which list or item, by id or by token.
	 */
	public function access(): Access_Policy {
		return $this->access ??= new Access_Policy( $this );
	}

	/**
	 * The operations on the caller's lists (create within the cap…).
	 */
	public function service(): Wishlist_Service {
		return $this->service ??= new Wishlist_Service( $this, null === $this->catalogue ? null : new Product_Rules( $this->catalogue ) );
	}

	/**
	 * What the caller may see of their own lists, read only (never starts a session).
	 */
	public function reader(): Wishlist_Reader {
		return $this->reader ??= new Wishlist_Reader( $this );
	}

	/**
	 * What an owner saved over all their lists: the products and their number.
	 */
	public function saved(): Saved_Items {
		return $this->saved ??= new Saved_Items( $this->db() );
	}

	/**
	 * The guest's session cookie.
	 */
	public function guest_session(): Guest_Session {
		return $this->session ??= new Guest_Session( $this->cookies ?? new Php_Cookie_Jar() );
	}

	/**
	 * Who is looking: the logged-in user, the guest of the cookie, or null. Never sends a cookie.
	 */
	public function reading_owner(): ?Owner {
		$user_id = get_current_user_id();
		return $user_id > 0 ? Owner::user( $user_id ) : $this->guest_session()->current();
	}

	/**
	 * How many items the first page of the reader's default list holds (at most $per_page), for
	 * the wishlist block to keep their room while its island loads: null when no one is reading
	 * (a visitor who never saved anything). One query for the list, one for its count.
	 *
	 * @param int $per_page Items per page (1–100).
	 */
	public function default_list_first_page_count( int $per_page ): ?int {
		$owner = $this->reading_owner();
		if ( null === $owner ) {
			return null;
		}
		$list = $this->lists()->default_for( $owner );
		if ( null === $list ) {
			return 0;
		}
		$count = $this->items()->counts( array( $list->id ) )[ $list->id ] ?? 0;
		return min( max( 1, $per_page ), $count );
	}

	/**
	 * Who is saving: the logged-in user, or the guest, whose session starts now if need be.
	 *
	 * The only place a guest cookie is sent from; each save also pushes back the expiry of the guest's lists.
	 * Routes do not call it: Wishlist_Service::start_saving() does, once a write is allowed.
	 */
	public function saving_owner(): Owner {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			return Owner::user( $user_id );
		}
		$guest = $this->guest_session()->start( Expiry::days() );
		$this->lists()->expiring()->extend( $guest, time() );
		return $guest;
	}

	/**
	 * Deletes a deleted user's lists and items (the deleted_user action): nothing to export or leak later.
	 *
	 * @param int $user_id The deleted user.
	 */
	public function delete_user_lists( $user_id ): void {
		if ( (int) $user_id > 0 ) {
			$this->lists()->delete_for_owner( Owner::user( (int) $user_id ) );
		}
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		return $this->db ?? $GLOBALS['wpdb'];
	}
}

<?php
/**
 * The wishlist alerts' room: what it listens to.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Cart;
use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\No_Cart;
use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\Woo_Product_Changes;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Item;

defined( 'ABSPATH' ) || exit;

/**
 * Wishlist alerts (price drops, back in stock): records the products the shop changes, the
 * alerts' input (Changed_Products), and builds the job that turns them into alerts (Alert_Job)
 * and the sender of the daily digests (Digest_Sender).
 */
final class Alerts {

	/**
	 * The shop's products: fn (): Catalogue.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $catalogue;

	/**
	 * The saved items: fn (): Item_Repository.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $items;

	/**
	 * The digests' mailer: fn (): Alert_Mailer.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $mailer;

	/**
	 * The kinds the shop sends: fn (): array{price_drops:bool,back_in_stock:bool}.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $offered;

	/**
	 * The confirmation e-mails' mailer: fn (): Confirmation_Mailer.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $confirmations;

	/**
	 * The shopper's cart: fn (): Commerce\Cart.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $cart;

	/**
	 * The cart page's address: fn (): string.
	 *
	 * @var \Closure
	 */
	private readonly \Closure $cart_url;

	/**
	 * The room.
	 *
	 * @param Changed_Products $changes       The changed products' queue.
	 * @param \Closure|null    $catalogue     fn (): Catalogue; none: no shop.
	 * @param \Closure|null    $items         fn (): Item_Repository; none: the site's.
	 * @param \Closure|null    $mailer        fn (): Alert_Mailer; none: wp_mail() without the shop's currency.
	 * @param \Closure|null    $offered       fn (): array{price_drops:bool,back_in_stock:bool}; none: both.
	 * @param \Closure|null    $confirmations fn (): Confirmation_Mailer; none: WordPress's sender.
	 * @param \Closure|null    $cart          fn (): Commerce\Cart; none: no cart.
	 * @param \Closure|null    $cart_url      fn (): string, the cart page; none: the home page.
	 */
	public function __construct( private readonly Changed_Products $changes = new Changed_Products(), ?\Closure $catalogue = null, ?\Closure $items = null, ?\Closure $mailer = null, ?\Closure $offered = null, ?\Closure $confirmations = null, ?\Closure $cart = null, ?\Closure $cart_url = null ) {
		$this->cart          = $cart ?? static fn (): Cart => new No_Cart();
		$this->cart_url      = $cart_url ?? static fn (): string => home_url( '/' );
		$this->offered       = $offered ?? static fn (): array => array(
			'price_drops'   => true,
			'back_in_stock' => true,
		);
		$this->confirmations = $confirmations ?? static fn (): Confirmation_Mailer => new Confirmation_Mailer();
		$this->mailer        = $mailer ?? static fn (): Alert_Mailer => new Digest_Mailer();
		$this->catalogue     = $catalogue ?? static fn (): Catalogue => new No_Catalogue();
		$this->items         = $items ?? static function (): Item_Repository {
			global $wpdb;
			return new Item_Repository( $wpdb );
		};
	}

	/**
	 * Listens to the commerce adapter's product changes and to lists going. Idempotent.
	 */
	public function register(): void {
		add_action( Woo_Product_Changes::ACTION, array( $this, 'record_changes' ), 10, 1 );
		add_action( 'boudoir_delete_wishlist_items', array( $this, 'forget_lists' ), 10, 2 );
		$this->links()->register();
	}

	/**
	 * Where each shopper's alerts go.
	 */
	public function contacts(): Alert_Contacts {
		return new Alert_Contacts();
	}

	/**
	 * A shopper's choices for her lists (the wishlist page's routes).
	 */
	public function preferences(): Alert_Preferences {
		return new Alert_Preferences( $this, new Subscriptions(), $this->contacts(), $this->offered, $this->confirmations );
	}

	/**
	 * The confirm and unsubscribe links.
	 */
	public function links(): Alert_Links {
		return new Alert_Links( $this->contacts(), fn ( string $owner_key ) => $this->unsubscribe( $owner_key ), fn (): Cart_Return => $this->cart_return() );
	}

	/**
	 * What the "Add to cart" links do.
	 */
	public function cart_return(): Cart_Return {
		return new Cart_Return( new Digest_Links(), $this->items, $this->catalogue, $this->cart, $this->cart_url );
	}

	/**
	 * Stops every alert of a shopper: her lists' and items' choices and the alerts waiting for her
	 * digest go, and her row says she unsubscribed (a later opt-in is a new consent).
	 *
	 * @param string $owner_key Owner::key().
	 */
	public function unsubscribe( string $owner_key ): void {
		$owner = Owner::from_key( $owner_key );
		if ( null !== $owner ) {
			( new Subscriptions() )->remove_for_owner( $owner );
		}
		( new Outbox() )->forget_waiting( $owner_key );
		$this->contacts()->unsubscribe( $owner_key );
	}

	/**
	 * `boudoir_delete_wishlist_items`: forgets what the alerts keep of the lists going (Alert_Cleanup).
	 *
	 * @param mixed $ids          Lists.
	 * @param mixed $orphans_only Only those that no longer exist.
	 */
	public function forget_lists( mixed $ids, mixed $orphans_only = false ): void {
		( new Alert_Cleanup() )->forget_lists( array_values( array_filter( (array) $ids, 'is_int' ) ), true === $orphans_only );
	}

	/**
	 * `boudoir_product_changed`: records the products.
	 *
	 * @param mixed $ids The changed product's id and its parent's.
	 */
	public function record_changes( mixed $ids ): void {
		$this->changes->record( array_values( array_filter( (array) $ids, 'is_int' ) ), time() );
	}

	/**
	 * The changed products' queue.
	 */
	public function changes(): Changed_Products {
		return $this->changes;
	}

	/**
	 * Records a list's (item WHOLE_LIST) or an item's choice with the consent given, and starts
	 * watching the items it covers that were not watched yet: a drop is measured from each one's
	 * price at save time, and its stock from what it is now, so an item out of stock now is told
	 * when it comes back. The list's ownership is the caller's to check.
	 *
	 * @param int    $wishlist_id   The list.
	 * @param int    $item_id       One of its items, or Subscriptions::WHOLE_LIST.
	 * @param bool   $price_drops   Tell when the price drops.
	 * @param bool   $back_in_stock Tell when it is back in stock.
	 * @param string $page          The page the choice was made on.
	 * @param int    $now           Unix time.
	 */
	public function subscribe( int $wishlist_id, int $item_id, bool $price_drops, bool $back_in_stock, string $page, int $now ): void {
		( new Subscriptions() )->set( $wishlist_id, $item_id, $price_drops, $back_in_stock, $page, $now );
		$repository = ( $this->items )();
		if ( Subscriptions::WHOLE_LIST === $item_id ) {
			$items = $repository->for_wishlist( $wishlist_id );
		} else {
			$item  = $repository->get( $item_id );
			$items = $item && $item->wishlist_id === $wishlist_id ? array( $item ) : array();
		}
		$watches = new Watches();
		$known   = $watches->for_items( array_map( static fn ( Wishlist_Item $item ): int => $item->id, $items ) );
		$new     = array_values( array_filter( $items, static fn ( Wishlist_Item $item ): bool => ! isset( $known[ $item->id ] ) ) );
		if ( ! $new ) {
			return;
		}
		$seen     = static fn ( Wishlist_Item $item ): int => Alert_Job::seen_id( $item->product_id, $item->variation_id );
		$products = ( $this->catalogue )()->find_products( array_values( array_unique( array_map( $seen, $new ) ) ) );
		$states   = array();
		foreach ( $new as $item ) {
			$states[ $item->id ] = array(
				'reference' => Watches::price( $item->price, $item->currency ),
				'available' => Alert_Job::observation( $products[ $seen( $item ) ] ?? null )->available,
			);
		}
		$watches->save( $states );
	}

	/**
	 * The digests' sender.
	 */
	public function sender(): Digest_Sender {
		return new Digest_Sender( new Outbox(), new Digests(), $this->contacts(), $this->catalogue, $this->items, $this->mailer, new Digest_Links() );
	}

	/**
	 * The job, with the shop's rules.
	 *
	 * @param Alert_Rules $rules The rules.
	 */
	public function job( Alert_Rules $rules = new Alert_Rules() ): Alert_Job {
		return new Alert_Job( $this->changes, new Due_Items(), new Watches(), new Outbox(), $this->catalogue, $rules );
	}
}

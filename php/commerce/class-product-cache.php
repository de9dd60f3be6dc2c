<?php
/**
 * What Boudoir reads of each product, kept in WordPress's object cache between reads.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Product views (the fields of Product, as plain data) kept between requests: in the persistent object cache
 * (group `boudoir_products`) when the site has one, else in Boudoir's table `{prefix}boudoir_product_cache`
 * (store()), as transients fall back to the options table.
 *
 * A view is stored per product and per price context (currency, price format, tax display, the
 * shopper's tax location, locale, the site's addresses: whatever the adapter says the shop's prices and names depend on),
 * under `view:<context>:<id>`. Each view records the stamps of the posts it was read from (the product,
 * its parent, a variable product's variations) and of the whole cache (`stamp:0`); a change to one of
 * them replaces its stamp, so every view read from it stops matching, in every context at once. Stamps are
 * read before the product, so a change made while a view is being built leaves that view unmatched.
 *
 * An object cache may evict a stamp: there a change deletes the stamp, a missing stamp never matches (its
 * views go with it) and a read makes the stamps it lacks. The table never loses a row: there a post with
 * no stamp row has the stamp UNCHANGED, a change writes a new one, and building a view writes only the view.
 *
 * Reads are batched: all views of a page and the stamps of the same posts in one read of the store (one
 * cache round trip, or one query); the stamps of the other posts they were read from (a variable product's
 * variations, a parent not asked for) in a second, only when there are such. Views last until a change or their expiry, on every web node alike:
 * nothing is kept on a node's disk or in PHP across requests.
 */
final class Product_Cache {

	/** The object cache group. */
	public const GROUP = 'boudoir_products';

	/** The stamp every view depends on: deleting it drops every view (WooCommerce's "all products' transients"). */
	public const ALL = 0;

	/** The stamp of a post no change was recorded for, where stamps are never evicted (the table). */
	private const UNCHANGED = '0';

	/** Longest a view is kept, however quiet the shop: a change the shop reported to nobody ends within a day. */
	public const MAX_AGE = DAY_IN_SECONDS;

	/** The post types whose changes can make a view wrong: WooCommerce's products and variations. */
	public const POST_TYPES = array( 'product', 'product_variation' );

	/** How a stamp's key starts (the post's id follows). */
	private const STAMP = 'stamp:';

	/** Part of every key: a new format of the views makes the old ones unreadable instead of wrong. */
	private const FORMAT = 'v2';

	/**
	 * The views still valid in a context, by id (misses left out).
	 *
	 * @param list<int> $ids     Product or variation ids.
	 * @param string    $context The price context's key (Woo_Product_Reader::view_context()).
	 * @return array<int,array<string,mixed>> Id → the row stored by put().
	 */
	public static function get( array $ids, string $context ): array {
		if ( ! $ids ) {
			return array();
		}
		$keys = array();
		foreach ( $ids as $id ) {
			$keys[ $id ] = self::view_key( $id, $context );
		}
		// The stamps most views need (their own and ALL's) come in the same read; a variation's parent is usually asked for too.
		$store      = self::store();
		$stamp_keys = self::stamp_keys( array_merge( array( self::ALL ), $ids ) );
		$found      = $store->get_multiple( array_merge( array_values( $keys ), array_values( $stamp_keys ) ) );
		$known      = self::stamps_from( $stamp_keys, $found, $store );
		$entries    = array();
		$needed     = array();
		foreach ( $keys as $id => $key ) {
			$entry = $found[ $key ] ?? false;
			if ( is_array( $entry ) && isset( $entry['row'], $entry['stamps'] ) && is_array( $entry['row'] ) && is_array( $entry['stamps'] ) ) {
				$entries[ $id ] = $entry;
				foreach ( array_keys( $entry['stamps'] ) as $dependency ) {
					$needed[ (int) $dependency ] = true;
				}
			}
		}
		if ( ! $entries ) {
			return array();
		}
		$stamps = $known + self::current_stamps( array_keys( array_diff_key( $needed, $stamp_keys ) ) );
		$rows   = array();
		foreach ( $entries as $id => $entry ) {
			$valid = array() !== $entry['stamps'];
			foreach ( $entry['stamps'] as $dependency => $stamp ) {
				if ( ! isset( $stamps[ (int) $dependency ] ) || $stamps[ (int) $dependency ] !== $stamp ) {
					$valid = false;
					break;
				}
			}
			if ( $valid ) {
				$rows[ $id ] = $entry['row'];
			}
		}
		return $rows;
	}

	/**
	 * The stamps of some posts (and of the whole cache), made now for those that have none.
	 *
	 * Read them before reading the products whose views will record them.
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int,string> Id → stamp; always includes ALL.
	 */
	public static function stamps( array $ids ): array {
		$ids    = array_values( array_unique( array_merge( array( self::ALL ), array_map( 'intval', $ids ) ) ) );
		$stamps = self::current_stamps( $ids );
		$new    = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $stamps[ $id ] ) ) {
				$new[ self::stamp_key( $id ) ] = uniqid( '', true );
			}
		}
		// Only where none exists: a stamp another request made meanwhile wins, and is read back.
		$taken = array();
		foreach ( self::store()->add_multiple( $new ) as $key => $added ) {
			$id = (int) substr( (string) $key, strlen( self::STAMP ) );
			if ( $added ) {
				$stamps[ $id ] = $new[ $key ];
			} else {
				$taken[] = $id;
			}
		}
		if ( $taken ) {
			$stamps = array_replace( $stamps, self::current_stamps( $taken ) );
		}
		return $stamps;
	}

	/**
	 * Stores views.
	 *
	 * @param array<int,array{row:array<string,mixed>,depends_on:list<int>,expires:int}> $views   Id → the row, the posts it was
	 *                                                                                             read from, its lifetime in seconds.
	 * @param array<int,string>                                                          $stamps  The stamps read before the products (stamps()).
	 * @param string                                                                     $context The price context's key.
	 */
	public static function put( array $views, array $stamps, string $context ): void {
		$missing = array();
		foreach ( $views as $view ) {
			foreach ( $view['depends_on'] as $dependency ) {
				if ( ! isset( $stamps[ $dependency ] ) ) {
					$missing[] = $dependency;
				}
			}
		}
		if ( $missing ) {
			$stamps += self::stamps( $missing );
		}
		$by_lifetime = array();
		foreach ( $views as $id => $view ) {
			$recorded = array();
			foreach ( array_merge( array( self::ALL ), $view['depends_on'] ) as $dependency ) {
				$recorded[ $dependency ] = $stamps[ $dependency ];
			}
			$lifetime = max( 1, min( self::MAX_AGE, $view['expires'] ) );

			$by_lifetime[ $lifetime ][ self::view_key( $id, $context ) ] = array(
				'row'    => $view['row'],
				'stamps' => $recorded,
			);
		}
		foreach ( $by_lifetime as $lifetime => $entries ) {
			self::store()->set_multiple( $entries, $lifetime );
		}
	}

	/**
	 * Drops every view read from a post (its stamp changes); ALL drops them all.
	 *
	 * Hooked to WordPress's and the shop's change actions: the first argument is the post's id. Posts of
	 * other types (pages, orders, a post's edit lock) have no views: they cost nothing here.
	 *
	 * @param mixed $post_id The post that changed.
	 */
	public static function forget( mixed $post_id ): void {
		if ( ! is_numeric( $post_id ) || (int) $post_id < 0 ) {
			return;
		}
		$post_id = (int) $post_id;
		$type    = self::ALL === $post_id ? false : get_post_type( $post_id );
		// A post that is gone has no type left to read: it may have been a variation whose parent's range it changes.
		if ( false !== $type && ! in_array( $type, self::POST_TYPES, true ) ) {
			return;
		}
		$store = self::store();
		if ( $store->evicts() ) {
			$store->delete( self::stamp_key( $post_id ) );
		} else {
			$store->set_multiple( array( self::stamp_key( $post_id ) => uniqid( '', true ) ), 0 );
		}
	}

	/**
	 * Deletes expired views from the table (daily; a persistent object cache expires its own).
	 */
	public static function purge(): void {
		if ( ! wp_using_ext_object_cache() ) {
			( new Table_Cache_Store() )->purge( time() );
		}
	}

	/**
	 * Where views and stamps are kept: the persistent object cache when there is one, else the table.
	 */
	public static function store(): Cache_Store {
		return wp_using_ext_object_cache() ? new Object_Cache_Store() : new Table_Cache_Store();
	}

	/**
	 * Drops the views of a post whose meta changed (the `{added|updated|deleted}_post_meta` actions: the post is the second argument).
	 *
	 * @param mixed $meta_id   The meta row (unused).
	 * @param mixed $object_id The post.
	 */
	public static function forget_meta_owner( mixed $meta_id, mixed $object_id ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the actions' signature.
		if ( is_numeric( $object_id ) && (int) $object_id > 0 ) {
			self::forget( (int) $object_id );
		}
	}

	/**
	 * Drops views when WordPress changes a post or its meta or terms (whoever writes them: the shop, an importer, a seed).
	 * Idempotent: the callbacks are static, so adding them again changes nothing.
	 */
	public static function listen_to_wordpress(): void {
		add_action( 'clean_post_cache', array( self::class, 'forget' ), 10, 1 );
		add_action( 'set_object_terms', array( self::class, 'forget' ), 10, 1 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $action ) {
			add_action( $action, array( self::class, 'forget_meta_owner' ), 10, 2 );
		}
	}

	/**
	 * The stamps that exist now.
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int,string>
	 */
	private static function current_stamps( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$store = self::store();
		$keys  = self::stamp_keys( $ids );
		return self::stamps_from( $keys, $store->get_multiple( array_values( $keys ) ), $store );
	}

	/**
	 * The stamps among values read from the store.
	 *
	 * @param array<int,string>   $keys  Post id → its stamp's key (stamp_keys()).
	 * @param array<string,mixed> $found What the store returned, by key.
	 * @param Cache_Store         $store The store (whether it evicts says what a missing stamp means).
	 * @return array<int,string>
	 */
	private static function stamps_from( array $keys, array $found, Cache_Store $store ): array {
		$stamps = array();
		foreach ( $keys as $id => $key ) {
			if ( isset( $found[ $key ] ) && is_string( $found[ $key ] ) && '' !== $found[ $key ] ) {
				$stamps[ $id ] = $found[ $key ];
			} elseif ( ! $store->evicts() ) {
				$stamps[ $id ] = self::UNCHANGED;
			}
		}
		return $stamps;
	}

	/**
	 * The stamps' keys of some posts.
	 *
	 * @param list<int> $ids Post ids.
	 * @return array<int,string> Id → key.
	 */
	private static function stamp_keys( array $ids ): array {
		$keys = array();
		foreach ( $ids as $id ) {
			$keys[ (int) $id ] = self::stamp_key( (int) $id );
		}
		return $keys;
	}

	/**
	 * A view's key.
	 *
	 * @param int    $id      The product.
	 * @param string $context The price context's key.
	 */
	private static function view_key( int $id, string $context ): string {
		return 'view:' . self::FORMAT . ':' . $context . ':' . $id;
	}

	/**
	 * A stamp's key.
	 *
	 * @param int $id The post.
	 */
	private static function stamp_key( int $id ): string {
		return self::STAMP . $id;
	}
}

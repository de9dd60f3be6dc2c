<?php
/**
 * Where a customer came from, as Boudoir saved it on the account at registration: its privacy tools.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * The user meta Boudoir writes, listed once: the attribution values saved on a new customer
 * (WooCommerce's meta keys, `_wc_order_attribution_*`, as its own attribution names them; the
 * shop adapter writes them) and, beside them, the list of the keys Boudoir wrote
 * (KEYS_META). The exporter, the eraser and uninstall read that list, so they cover every key
 * Boudoir wrote, whatever the shop's field filters were then, and never a key WooCommerce
 * wrote itself.
 */
final class Customer_Attribution extends \Boudoir\Privacy_Tool {

	/** Unique id of the exporter and the eraser. */
	public const ID = 'boudoir-customer-attribution';

	/** The user meta holding the meta keys Boudoir wrote on the account (a list of strings). */
	public const KEYS_META = '_boudoir_attribution_keys';

	/**
	 * Notes the meta keys Boudoir wrote on a customer, beside those noted before.
	 *
	 * @param int          $user_id The customer.
	 * @param list<string> $keys    The meta keys written.
	 */
	public static function remember( int $user_id, array $keys ): void {
		$keys = array_values( array_unique( array_merge( self::keys_of( $user_id ), array_filter( $keys, 'is_string' ) ) ) );
		if ( $user_id > 0 && array() !== $keys ) {
			update_user_meta( $user_id, self::KEYS_META, $keys );
		}
	}

	/**
	 * The meta keys Boudoir wrote on a user.
	 *
	 * @param int $user_id The user.
	 * @return list<string>
	 */
	public static function keys_of( int $user_id ): array {
		$keys = get_user_meta( $user_id, self::KEYS_META, true );
		return is_array( $keys ) ? array_values( array_filter( $keys, static fn ( $key ): bool => is_string( $key ) && '' !== $key ) ) : array();
	}

	/**
	 * Deletes what Boudoir wrote on a user: each noted key, then the note. Returns how many values went.
	 *
	 * @param int $user_id The user.
	 */
	public static function forget( int $user_id ): int {
		$removed = 0;
		foreach ( self::keys_of( $user_id ) as $key ) {
			$removed += delete_user_meta( $user_id, $key ) ? 1 : 0;
		}
		delete_user_meta( $user_id, self::KEYS_META );
		return $removed;
	}

	/**
	 * Deletes what Boudoir wrote on every user (uninstall, with the shop's opt-in).
	 */
	public static function forget_all(): void {
		foreach ( get_users(
			array(
				'meta_key' => self::KEYS_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- uninstalling: once, the accounts Boudoir wrote on.
				'fields'   => 'ID',
				'number'   => -1,
			)
		) as $user_id ) {
			self::forget( (int) $user_id );
		}
	}

	/**
	 * The name shown in the privacy tools.
	 */
	protected function friendly_name(): string {
		return __( 'Where the customer came from (Boudoir)', 'boudoir' );
	}

	/**
	 * The account's attribution values Boudoir saved, as one export item.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page (one page holds it all).
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's exporter signature.
		$user   = self::user_for( (string) $email );
		$fields = array();
		foreach ( null === $user ? array() : self::keys_of( $user->ID ) as $key ) {
			$value = get_user_meta( $user->ID, $key, true );
			if ( is_scalar( $value ) && '' !== (string) $value ) {
				$fields[] = array(
					'name'  => $key,
					'value' => (string) $value,
				);
			}
		}
		return self::exported( array() === $fields ? array() : array( self::export_item( __( 'Where you came from', 'boudoir' ), self::ID . '-' . $user->ID, $fields ) ), true );
	}

	/**
	 * Deletes the account's attribution values Boudoir saved.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page (one page erases it all).
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's eraser signature.
		$user = self::user_for( (string) $email );
		return self::erased( null !== $user && self::forget( $user->ID ) > 0, true );
	}
}

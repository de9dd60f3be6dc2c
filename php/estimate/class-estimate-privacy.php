<?php
/**
 * Personal data export and erasure of estimate requests.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Privacy_Tool;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Export / Erase Personal Data.
 *
 * The address typed in the estimate form is not proven: anyone may type anyone's. So an export
 * holds the requests the account with that e-mail sent signed in (whatever address they typed),
 * and the requests that only name the address (a guest's, or another account's) only when the
 * address's owner confirmed this export through WordPress's own e-mail link; those say that the
 * address was typed, not verified. An export the shop added without that confirmation holds the
 * account's requests alone. The eraser deletes both kinds: removing a request that names an
 * address discloses nothing.
 */
final class Estimate_Privacy extends Privacy_Tool {

	/**
	 * The tools.
	 *
	 * @param Estimate_Repository $estimates The requests.
	 */
	public function __construct( private readonly Estimate_Repository $estimates ) {
	}

	/** The exporter's and eraser's key. */
	public const ID = 'boudoir-estimates';

	/**
	 * The name shown in the privacy tools.
	 */
	protected function friendly_name(): string {
		return __( 'Estimate requests', 'boudoir' );
	}

	/**
	 * One page of the requests sent with an e-mail address, as export items.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( $email, $page = 1 ): array {
		$email = trim( (string) $email );
		$user  = self::user_for( $email );
		$page  = max( 1, (int) $page );
		if ( self::owner_confirmed( $email ) ) {
			$ids = $this->estimates->ids_for_email( $email, $page, self::PER_PAGE );
		} else {
			$ids = null !== $user ? $this->estimates->ids_for_user( $user->ID, $page, self::PER_PAGE ) : array();
		}
		$data = array();
		foreach ( $ids as $id ) {
			$estimate = $this->estimates->get( $id );
			if ( null === $estimate ) {
				continue;
			}
			$by_account = null !== $user && $estimate['user_id'] === $user->ID;
			$fields     = array(
				array(
					'name'  => _x( 'Name', 'person name', 'boudoir' ),
					'value' => $estimate['name'],
				),
				array(
					'name'  => __( 'E-mail', 'boudoir' ),
					'value' => $estimate['email'],
				),
				array(
					'name'  => __( 'Message', 'boudoir' ),
					'value' => $estimate['notes'],
				),
				array(
					'name'  => __( 'Wishlist', 'boudoir' ),
					'value' => $estimate['wishlist'],
				),
				array(
					'name'  => _x( 'Items', 'products in an estimate request', 'boudoir' ),
					'value' => implode( "\n", array_map( static fn ( array $item ): string => sprintf( '%d × %s', $item['quantity'], $item['name'] ), $estimate['items'] ) ),
				),
				array(
					'name'  => __( 'Sent by', 'boudoir' ),
					'value' => $by_account
						? __( 'This account, signed in', 'boudoir' )
						: __( 'Someone who was not signed in to this account: the e-mail address was typed in the form, not verified', 'boudoir' ),
				),
				array(
					'name'  => __( 'Copy sent', 'boudoir' ),
					'value' => $estimate['copy'] ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ),
				),
				array(
					'name'  => __( 'Sent', 'boudoir' ),
					'value' => $estimate['date'] . ' UTC',
				),
			);
			foreach ( $estimate['extra'] as $field ) {
				$fields[] = array(
					'name'  => (string) $field['label'],
					'value' => (string) $field['value'],
				);
			}
			foreach ( $estimate['attribution'] as $field => $value ) {
				$fields[] = array(
					'name'  => (string) $field,
					'value' => (string) $value,
				);
			}
			$data[] = self::export_item( __( 'Estimate requests', 'boudoir' ), 'boudoir-estimate-' . $id, $fields );
		}
		return self::exported( $data, count( $ids ) < self::PER_PAGE );
	}

	/**
	 * Whether the owner of an address confirmed an export of its data through WordPress's own
	 * e-mail link (WordPress records when; a request the shop marked confirmed itself has no such
	 * record).
	 *
	 * @param string $email The address.
	 */
	public static function owner_confirmed( string $email ): bool {
		if ( '' === $email ) {
			return false;
		}
		$requests = new \WP_Query(
			array(
				'post_type'      => 'user_request',
				'post_name__in'  => array( 'export_personal_data' ),
				'title'          => $email,
				'post_status'    => array( 'request-confirmed', 'request-completed' ),
				'posts_per_page' => 20,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		foreach ( $requests->posts as $request_id ) {
			$request = wp_get_user_request( (int) $request_id );
			if ( $request instanceof \WP_User_Request && 0 === strcasecmp( $request->email, $email ) && $request->confirmed_timestamp > 0 ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Deletes the requests sent with an e-mail address, a page at a time.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page (each call deletes from the start again).
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$ids     = $this->estimates->ids_for_email( (string) $email, 1, self::PER_PAGE );
		$removed = false;
		foreach ( $ids as $id ) {
			$removed = $this->estimates->delete( $id ) || $removed;
		}
		return self::erased( $removed, count( $ids ) < self::PER_PAGE );
	}
}

<?php
/**
 * The wishlist alerts in WordPress's personal data export and erasure (Tools → Export/Erase Personal Data).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Privacy_Tool;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * For an address: the signed-in shopper with it (Privacy_Tool::user_for()) and the guests who gave
 * it for alerts. The export shows where the alerts go and the consent given (when, to what, from
 * which page) for each list and item, and the digests sent; the eraser forgets all of it.
 */
final class Alert_Privacy extends Privacy_Tool {

	/** The exporter's and eraser's id. */
	public const ID = 'boudoir-wishlist-alerts';

	/**
	 * The tool.
	 *
	 * @param Wishlist_Repository $lists    The lists.
	 * @param Alert_Contacts      $contacts Where each shopper's alerts go.
	 * @param Subscriptions       $choices  The lists' and items' choices.
	 * @param Digests             $digests  The digests.
	 */
	public function __construct(
		private readonly Wishlist_Repository $lists,
		private readonly Alert_Contacts $contacts = new Alert_Contacts(),
		private readonly Subscriptions $choices = new Subscriptions(),
		private readonly Digests $digests = new Digests(),
	) {
	}

	/**
	 * The name the privacy screens show.
	 */
	protected function friendly_name(): string {
		return __( 'Wishlist alerts', 'boudoir' );
	}

	/**
	 * Exports the alerts' personal data of an address (one page: a shopper has few rows).
	 *
	 * @param string $email The address.
	 * @param int    $page  1-based page.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( $email, $page = 1 ): array {
		unset( $page );
		$label = __( 'Wishlist alerts', 'boudoir' );
		$data  = array();
		foreach ( $this->owners( (string) $email ) as $owner ) {
			$key     = $owner->key();
			$contact = $this->contacts->get( $key );
			if ( null !== $contact ) {
				$data[] = self::export_item(
					$label,
					'boudoir-alerts-contact-' . md5( $key ),
					array(
						array(
							'name'  => __( 'Alerts sent to', 'boudoir' ),
							'value' => '' === $contact['email'] ? __( 'The account\'s e-mail address', 'boudoir' ) : $contact['email'],
						),
						array(
							'name'  => __( 'Status', 'boudoir' ),
							'value' => $contact['status'],
						),
						array(
							'name'  => __( 'Consent given', 'boudoir' ),
							'value' => self::time( $contact['consented_at'] ),
						),
						array(
							'name'  => __( 'Consent given on', 'boudoir' ),
							'value' => $contact['consent_page'],
						),
						array(
							'name'  => __( 'Address confirmed', 'boudoir' ),
							'value' => self::time( $contact['confirmed_at'] ),
						),
					)
				);
			}
			$lists = $this->lists->for_owner( $owner );
			$names = array();
			foreach ( $lists as $list ) {
				$names[ $list->id ] = $list->name;
			}
			$choices = $this->choices->for_lists( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $lists ) );
			foreach ( $choices as $wishlist_id => $rows ) {
				foreach ( $rows as $item_id => $row ) {
					$data[] = self::export_item(
						$label,
						'boudoir-alerts-choice-' . $wishlist_id . '-' . $item_id,
						array(
							array(
								'name'  => __( 'Wishlist name', 'boudoir' ),
								'value' => $names[ $wishlist_id ] ?? '',
							),
							array(
								'name'  => __( 'Applies to', 'boudoir' ),
								'value' => Subscriptions::WHOLE_LIST === $item_id ? __( 'The whole list', 'boudoir' ) : sprintf(
									/* translators: %d: a wishlist item's id. */
									__( 'Item #%d', 'boudoir' ),
									$item_id
								),
							),
							array(
								'name'  => __( 'Price drops', 'boudoir' ),
								'value' => $row['price_drops'] ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ),
							),
							array(
								'name'  => __( 'Back in stock', 'boudoir' ),
								'value' => $row['back_in_stock'] ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ),
							),
							array(
								'name'  => __( 'Consent given', 'boudoir' ),
								'value' => $row['consented_at'] . ' UTC',
							),
							array(
								'name'  => __( 'Consent given on', 'boudoir' ),
								'value' => $row['consent_page'],
							),
						)
					);
				}
			}
			foreach ( $this->digests->for_owner( $key ) as $digest ) {
				$data[] = self::export_item(
					$label,
					'boudoir-alerts-digest-' . md5( $key ) . '-' . $digest['day'],
					array(
						array(
							'name'  => __( 'Alerts e-mail of', 'boudoir' ),
							'value' => $digest['day'],
						),
						array(
							'name'  => __( 'Status', 'boudoir' ),
							'value' => $digest['status'],
						),
					)
				);
			}
		}
		return self::exported( $data, true );
	}

	/**
	 * Erases the alerts' personal data of an address: the choices of the shoppers' lists, their
	 * waiting alerts, digests, "Add to cart" links and contact rows.
	 *
	 * @param string $email The address.
	 * @param int    $page  1-based page.
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( $email, $page = 1 ): array {
		unset( $page );
		$removed = 0;
		foreach ( $this->owners( (string) $email ) as $owner ) {
			$removed += $this->choices->remove_for_owner( $owner );
			$removed += $this->digests->forget_owner( $owner->key() );
			$removed += $this->contacts->forget( $owner->key() );
			$removed += ( new Digest_Links() )->forget_owner( $owner->key() );
		}
		return self::erased( $removed > 0, true );
	}

	/**
	 * The shoppers an address is about.
	 *
	 * @param string $email The address.
	 * @return list<Owner>
	 */
	private function owners( string $email ): array {
		$owners = array();
		$user   = self::user_for( $email );
		if ( null !== $user && $user->ID > 0 ) {
			$owners[] = Owner::user( (int) $user->ID );
		}
		foreach ( $this->contacts->guests_with_email( $email ) as $key ) {
			$guest = Owner::from_key( $key );
			if ( null !== $guest ) {
				$owners[] = $guest;
			}
		}
		return $owners;
	}

	/**
	 * A Unix time as the export writes times, or '' for none.
	 *
	 * @param int $time Unix time, or 0.
	 */
	private static function time( int $time ): string {
		return $time > 0 ? gmdate( 'Y-m-d H:i:s', $time ) . ' UTC' : '';
	}
}

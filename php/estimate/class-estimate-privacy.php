<?php
/**
 * Personal data export and erasure of estimate requests.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Export / Erase Personal Data, for the requests sent with an e-mail address (guests' too: they typed it)
 * and those the user with that account e-mail sent signed in, whatever address they typed.
 */
final class Estimate_Privacy extends \Boudoir\Privacy_Tool {

	/** The exporter's and eraser's key. */
	public const ID = 'boudoir-estimates';

	/** Requests per page of an export or erasure request. */
	private const PAGE = 20;

	/**
	 * The tools.
	 *
	 * @param Estimate_Repository $estimates The requests.
	 */
	public function __construct( private readonly Estimate_Repository $estimates ) {
	}

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
		$ids  = $this->estimates->ids_for_email( (string) $email, max( 1, (int) $page ), self::PAGE );
		$data = array();
		foreach ( $ids as $id ) {
			$estimate = $this->estimates->get( $id );
			if ( null === $estimate ) {
				continue;
			}
			$fields = array(
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
			$data[] = array(
				'group_id'    => self::ID,
				'group_label' => __( 'Estimate requests', 'boudoir' ),
				'item_id'     => 'boudoir-estimate-' . $id,
				'data'        => $fields,
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE,
		);
	}

	/**
	 * Deletes the requests sent with an e-mail address, a page at a time.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page (each call deletes from the start again).
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$ids     = $this->estimates->ids_for_email( (string) $email, 1, self::PAGE );
		$removed = false;
		foreach ( $ids as $id ) {
			$removed = $this->estimates->delete( $id ) || $removed;
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $ids ) < self::PAGE,
		);
	}
}

<?php
/**
 * The registration shared by Boudoir's personal-data exporters and erasers.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * One exporter and one eraser under the same id and name (Tools → Export / Erase Personal Data).
 */
abstract class Privacy_Tool {

	/** Unique id of the exporter and the eraser; each tool defines its own. */
	public const ID = '';

	/**
	 * The name shown in the privacy tools.
	 */
	abstract protected function friendly_name(): string;

	/**
	 * One page of a person's data, as WordPress's exporters return it.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	abstract public function export( $email, $page = 1 ): array;

	/**
	 * Erases one page of a person's data, as WordPress's erasers report it.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	abstract public function erase( $email, $page = 1 ): array;

	/** Entries (lists, requests) per page of an export or erasure request. */
	protected const PER_PAGE = 20;

	/**
	 * An exporter's answer: one page of export items, and whether it was the last.
	 *
	 * @param list<array<string,mixed>> $items The page's items (group_id, group_label, item_id, data).
	 * @param bool                      $done  Whether no page follows.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	protected static function exported( array $items, bool $done ): array {
		return array(
			'data' => $items,
			'done' => $done,
		);
	}

	/**
	 * An export item of this tool's group: its fields, each a name and a value.
	 *
	 * @param string                                $label   The group's label.
	 * @param string                                $item_id The item's id, unique in the export.
	 * @param list<array{name:string,value:string}> $fields  The item's fields.
	 * @return array{group_id:string,group_label:string,item_id:string,data:list<array{name:string,value:string}>}
	 */
	protected static function export_item( string $label, string $item_id, array $fields ): array {
		return array(
			'group_id'    => static::ID,
			'group_label' => $label,
			'item_id'     => $item_id,
			'data'        => $fields,
		);
	}

	/**
	 * An eraser's answer: whether anything went, and whether it was the last page. Boudoir
	 * keeps nothing back and has nothing to explain.
	 *
	 * @param bool $removed Whether anything was deleted.
	 * @param bool $done    Whether no page follows.
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	protected static function erased( bool $removed, bool $done ): array {
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $done,
		);
	}

	/**
	 * The registered user a privacy request for this e-mail is about, or null.
	 *
	 * The user with this e-mail; else the user WordPress recorded on the newest open
	 * request for it when it was made (the `user_request` post's author), so a user
	 * who changed their e-mail since the request is still found. Only the newest open
	 * request counts: an old request of a former owner of the address never hands
	 * their data to whoever asks for it now.
	 *
	 * @param string $email The e-mail of the request.
	 */
	protected static function user_for( string $email ): ?\WP_User {
		$email = trim( $email );
		if ( '' === $email ) {
			return null;
		}
		$user = get_user_by( 'email', $email );
		if ( $user instanceof \WP_User ) {
			return $user;
		}
		// get_posts() runs without other plugins' query filters (its default), as core's own
		// user-request lookups do: a filter that hides requests must not hide who asked.
		$requests = get_posts(
			array(
				'post_type'      => 'user_request',
				'title'          => $email,
				'post_status'    => array( 'request-pending', 'request-confirmed' ),
				'orderby'        => array(
					'post_date_gmt' => 'DESC',
					'ID'            => 'DESC',
				),
				'posts_per_page' => 1,
			)
		);
		$author   = isset( $requests[0] ) ? (int) $requests[0]->post_author : 0;
		$user     = $author > 0 ? get_userdata( $author ) : false;
		return $user instanceof \WP_User ? $user : null;
	}

	/**
	 * Registers the exporter and the eraser.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
	}

	/**
	 * Adds the exporter (the wp_privacy_personal_data_exporters filter).
	 *
	 * @param array<string,array<string,mixed>> $exporters Registered exporters.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters               = is_array( $exporters ) ? $exporters : array();
		$exporters[ static::ID ] = array(
			'exporter_friendly_name' => $this->friendly_name(),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser (the wp_privacy_personal_data_erasers filter).
	 *
	 * @param array<string,array<string,mixed>> $erasers Registered erasers.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers               = is_array( $erasers ) ? $erasers : array();
		$erasers[ static::ID ] = array(
			'eraser_friendly_name' => $this->friendly_name(),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}
}

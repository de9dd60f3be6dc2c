<?php
/**
 * The swatch fields of attribute terms: a colour and an image.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `boudoir_swatch_color` (hex `#rrggbb`) and `boudoir_swatch_image` (attachment id) on every
 * product attribute taxonomy (`pa_*`), sanitized, in the REST API, editable by who may edit the term.
 */
final class Term_Meta {

	public const COLOR = 'boudoir_swatch_color';
	public const IMAGE = 'boudoir_swatch_image';

	/**
	 * Keeps how to reach the shop's catalogue, which names the attribute taxonomies.
	 *
	 * @param \Closure $catalogue fn(): \Boudoir\Commerce\Catalogue, asked when a taxonomy is registered (the shop loads after Boudoir).
	 */
	public function __construct( private readonly \Closure $catalogue ) {
	}

	/**
	 * Hooks the registration in: taxonomies already registered now, and any registered later.
	 */
	public function register(): void {
		// WooCommerce registers the attribute taxonomies on init priority 5.
		add_action( 'init', array( $this, 'register_all' ), 20 );
		add_action( 'registered_taxonomy', array( $this, 'registered_taxonomy' ) );
	}

	/**
	 * Registers the meta on every attribute taxonomy registered so far (the init action).
	 */
	public function register_all(): void {
		foreach ( get_taxonomies() as $taxonomy ) {
			$this->registered_taxonomy( (string) $taxonomy );
		}
	}

	/**
	 * Registers the meta on an attribute taxonomy (the registered_taxonomy action; others are ignored).
	 *
	 * @param string $taxonomy The taxonomy just registered.
	 */
	public function registered_taxonomy( $taxonomy ): void {
		if ( ! is_string( $taxonomy ) || ! $this->is_attribute_taxonomy( $taxonomy ) || registered_meta_key_exists( 'term', self::COLOR, $taxonomy ) ) {
			return;
		}
		register_term_meta(
			$taxonomy,
			self::COLOR,
			array(
				'type'              => 'string',
				'description'       => __( 'The swatch colour, as #rrggbb.', 'boudoir' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => array( self::class, 'sanitize_color' ),
				'auth_callback'     => array( self::class, 'can_edit' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'string',
						// Empty removes the colour.
						'pattern' => '^(#[0-9a-fA-F]{6})?$',
					),
				),
			)
		);
		register_term_meta(
			$taxonomy,
			self::IMAGE,
			array(
				'type'              => 'integer',
				'description'       => __( 'The swatch image: an attachment id (0 for none).', 'boudoir' ),
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => array( self::class, 'sanitize_image' ),
				'auth_callback'     => array( self::class, 'can_edit' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
	}

	/**
	 * Whether a taxonomy holds product attribute terms, as the shop names them (asked of the shop's catalogue).
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool {
		return ( $this->catalogue )()->is_attribute_taxonomy( $taxonomy );
	}

	/**
	 * A hex colour as `#rrggbb` (lower case; `#rgb` expanded), or '' for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_color( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = strtolower( trim( $value ) );
		if ( 1 === preg_match( '/^#([0-9a-f])([0-9a-f])([0-9a-f])$/', $value, $short ) ) {
			return '#' . $short[1] . $short[1] . $short[2] . $short[2] . $short[3] . $short[3];
		}
		return 1 === preg_match( '/^#[0-9a-f]{6}$/', $value ) ? $value : '';
	}

	/**
	 * An attachment id that is an image, or 0.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_image( $value ): int {
		$id = is_numeric( $value ) ? (int) $value : 0;
		return $id > 0 && wp_attachment_is_image( $id ) ? $id : 0;
	}

	/**
	 * Only who may edit the term may change its swatch (an auth_callback).
	 *
	 * @param bool   $allowed   Whether the user can edit the meta (WordPress's first guess).
	 * @param string $meta_key  The key.
	 * @param int    $object_id The term.
	 * @param int    $user_id   The user.
	 */
	public static function can_edit( $allowed, $meta_key, $object_id, $user_id ): bool {
		return user_can( (int) $user_id, 'edit_term', (int) $object_id );
	}

	/**
	 * A term's swatch colour (`#rrggbb`), or null.
	 *
	 * @param int $term_id The term.
	 */
	public static function color( int $term_id ): ?string {
		$color = self::sanitize_color( get_term_meta( $term_id, self::COLOR, true ) );
		return '' === $color ? null : $color;
	}

	/**
	 * A term's swatch image (an attachment id), or 0.
	 *
	 * @param int $term_id The term.
	 */
	public static function image_id( int $term_id ): int {
		$id = get_term_meta( $term_id, self::IMAGE, true );
		return is_numeric( $id ) && (int) $id > 0 ? (int) $id : 0;
	}
}

<?php
/**
 * The request fields the wishlist routes share, as schemas WordPress validates.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Each kind of field once (an id, a share token, a list's name or privacy, a quantity, the chosen
 * variation), with its limits taken from where they are decided: a route's get_args() lists its
 * fields with these, and docs/rest-api.md documents them.
 */
final class Args {

	/**
	 * An id field.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @param int    $minimum     Smallest value.
	 * @return array<string,mixed>
	 */
	public static function id( string $description, bool $required, int $minimum = 1 ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => $minimum,
			'required'    => $required,
		);
	}

	/**
	 * A share token field.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @param bool   $allow_new   Whether `new` is accepted too.
	 * @return array<string,mixed>
	 */
	public static function token( string $description, bool $required, bool $allow_new = false ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => '^(' . ( $allow_new ? 'new|' : '' ) . Token::PATTERN . ')$',
			'required'    => $required,
		);
	}

	/**
	 * A list name field (emptiness is checked by the handler, to name the field with its own code).
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @return array<string,mixed>
	 */
	public static function name( string $description, bool $required ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => Wishlist::MAX_NAME_LENGTH,
			'required'    => $required,
		);
	}

	/**
	 * A privacy field; when it may be left out, the default privacy.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @return array<string,mixed>
	 */
	public static function privacy( string $description, bool $required ): array {
		$arg = array(
			'description' => $description,
			'type'        => 'string',
			'enum'        => Wishlist_Privacy::all(),
			'required'    => $required,
		);
		if ( ! $required ) {
			$arg['default'] = Wishlist_Privacy::DEFAULT;
		}
		return $arg;
	}

	/**
	 * The quantity field; when it may be left out, 1.
	 *
	 * @param bool $required Whether it must be sent.
	 * @return array<string,mixed>
	 */
	public static function quantity( bool $required ): array {
		$arg = array(
			'description' => __( 'How many, at least 1.', 'boudoir' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => Item_Repository::MAX_QUANTITY,
			'required'    => $required,
		);
		if ( ! $required ) {
			$arg['default'] = 1;
		}
		return $arg;
	}

	/**
	 * The `variation` field: the chosen attribute values, in the Store API's form.
	 *
	 * @return array<string,mixed>
	 */
	public static function variation(): array {
		return array(
			'description' => __( 'The chosen values of the variation\'s attributes: a list of { attribute, value }, attribute being the field (attribute_pa_color), the name (pa_color) or the label, value a term slug or the custom value.', 'boudoir' ),
			'type'        => 'array',
			'maxItems'    => 50,
			'items'       => array(
				'type'                 => 'object',
				'properties'           => array(
					'attribute' => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
					'value'     => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
				),
				'required'             => array( 'attribute', 'value' ),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * The informative `product_type` field (the stored type is the shop's).
	 *
	 * @return array<string,mixed>
	 */
	public static function product_type(): array {
		return array(
			'description' => __( 'The product\'s type as the page saw it (informative).', 'boudoir' ),
			'type'        => 'string',
			'maxLength'   => 20,
		);
	}
}

<?php
/**
 * The shop's currency and price format.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * What a script needs to format prices as the shop does.
 */
final class Currency {

	public const LEFT        = 'left';
	public const RIGHT       = 'right';
	public const LEFT_SPACE  = 'left_space';
	public const RIGHT_SPACE = 'right_space';

	/**
	 * Holds the shop's currency and price format.
	 *
	 * @param string $code               ISO 4217 code, e.g. `EUR`.
	 * @param string $symbol             Plain-text symbol, e.g. `€` (escape when printing).
	 * @param int    $decimals           Digits after the decimal separator.
	 * @param string $decimal_separator  E.g. `,`.
	 * @param string $thousand_separator E.g. `.`.
	 * @param string $position           Where the symbol goes: LEFT, RIGHT, LEFT_SPACE or RIGHT_SPACE.
	 */
	public function __construct(
		public readonly string $code,
		public readonly string $symbol,
		public readonly int $decimals,
		public readonly string $decimal_separator,
		public readonly string $thousand_separator,
		public readonly string $position
	) {
	}

	/**
	 * The fields as a plain array, e.g. for a script's settings.
	 *
	 * @return array{code:string,symbol:string,decimals:int,decimal_separator:string,thousand_separator:string,position:string}
	 */
	public function to_array(): array {
		return array(
			'code'               => $this->code,
			'symbol'             => $this->symbol,
			'decimals'           => $this->decimals,
			'decimal_separator'  => $this->decimal_separator,
			'thousand_separator' => $this->thousand_separator,
			'position'           => $this->position,
		);
	}
}

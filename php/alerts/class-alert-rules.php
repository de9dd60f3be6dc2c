<?php
/**
 * When a saved item earns an alert.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Price;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's rules for price-drop and back-in-stock alerts, applied to one saved item.
 *
 * A price drop is told when the price now is below the watch's reference (the price at save
 * time, then the last price told) by at least the shop's threshold, in the same currency, and
 * the item can be bought. The reference moves only when a drop is told: a price that rises and
 * falls back, or falls by less than the threshold, tells nothing, and a product whose price flips
 * within a day tells its lowest only once. A return to stock is told when the item could not be
 * bought when last looked at and can now. The rules are applied when a digest is made, to the
 * product as it is then: what happened between two digests and was undone tells nothing.
 */
final class Alert_Rules {

	/** The threshold a shop starts with, in percent. */
	public const DEFAULT_THRESHOLD = 5.0;

	/**
	 * The threshold in hundredths of a percent (basis points): exact for the 0.01 % steps the setting takes.
	 *
	 * @var int
	 */
	private readonly int $threshold;

	/**
	 * The rules.
	 *
	 * @param float $threshold_percent The least drop told, in percent of the reference: 0 to 100, rounded to 0.01.
	 * @throws \InvalidArgumentException For a threshold outside 0 to 100.
	 */
	public function __construct( float $threshold_percent = self::DEFAULT_THRESHOLD ) {
		if ( ! is_finite( $threshold_percent ) || $threshold_percent < 0 || $threshold_percent > 100 ) {
			throw new \InvalidArgumentException( 'An alert threshold is a percentage from 0 to 100.' );
		}
		$this->threshold = (int) round( $threshold_percent * 100 );
	}

	/**
	 * What a saved item tells, and the watch it keeps.
	 *
	 * @param Watch       $watch The item's watch.
	 * @param Observation $now   Its product now.
	 */
	public function decide( Watch $watch, Observation $now ): Alert {
		$back_in_stock = $watch->back_in_stock && ! $watch->available && $now->available;
		$dropped       = $watch->price_drops && $now->available && $this->dropped( $watch->reference, $now->price );
		$reference     = $watch->reference;
		if ( $dropped || null === $reference ) {
			// A watch saved without a price is measured from the first price seen.
			$reference = $now->price;
		}
		return new Alert(
			$dropped ? $watch->reference : null,
			$dropped ? $now->price : null,
			$back_in_stock,
			$watch->with( $reference, $now->available )
		);
	}

	/**
	 * Whether `$now` is below `$reference` by at least the threshold, in the same currency.
	 *
	 * @param Price|null $reference The price a drop is measured from.
	 * @param Price|null $now       The price now.
	 */
	private function dropped( ?Price $reference, ?Price $now ): bool {
		if ( null === $reference || null === $now || $reference->currency !== $now->currency ) {
			return false;
		}
		$was = self::units( $reference->amount );
		$is  = self::units( $now->amount );
		// (was − is) / was ≥ threshold / 10,000, without a division (PHP's integers turn to floats past their range).
		return $is < $was && ( $was - $is ) * 10000 >= $this->threshold * $was;
	}

	/**
	 * An amount (Price's format: up to 4 decimals) in ten-thousandths, exactly.
	 *
	 * @param string $amount A decimal string.
	 */
	private static function units( string $amount ): int|float {
		$parts = explode( '.', $amount, 2 );
		return (int) $parts[0] * 10000 + (int) str_pad( $parts[1] ?? '', 4, '0' );
	}
}

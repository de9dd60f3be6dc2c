<?php
/**
 * The hidden attribution inputs of the classic checkout form and the register form.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Kses;

defined( 'ABSPATH' ) || exit;

/**
 * One empty hidden input per attribution field, named by the prefix plus the field
 * (`wc_order_attribution_utm_source`), in a hidden wrapper the tracker finds by
 * `[data-boudoir-attribution]`; the tracker fills them, the loader blanks them when consent is withdrawn.
 * Printed while Boudoir tracks (not while it defers to WooCommerce, which prints its own).
 */
final class Form_Inputs {

	/**
	 * Keeps the tracking decision.
	 *
	 * @param Tracking $tracking The tracking decision.
	 */
	public function __construct( private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the inputs into both forms.
	 */
	public function register(): void {
		add_action( Checkout_Hooks::CLASSIC_CHECKOUT_FORM, array( $this, 'print_inputs' ) );
		add_action( Checkout_Hooks::REGISTER_FORM, array( $this, 'print_inputs' ) );
	}

	/**
	 * Prints the inputs while Boudoir tracks.
	 */
	public function print_inputs(): void {
		if ( $this->tracking->enabled() ) {
			echo wp_kses( $this->markup(), Kses::controls() );
		}
	}

	/**
	 * The wrapper and its inputs, values empty.
	 */
	public function markup(): string {
		$prefix = $this->tracking->prefix();
		$html   = '<div class="boudoir-attribution-inputs" data-boudoir-attribution hidden>';
		foreach ( array_keys( $this->tracking->fields() ) as $field ) {
			$html .= sprintf( '<input type="hidden" name="%s" value="" />', esc_attr( $prefix . $field ) );
		}
		return $html . '</div>';
	}
}

<?php
/**
 * The Order attribution tab of Settings → Boudoir: its options, declared in the option registry.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Attribution\Tracking;

defined( 'ABSPATH' ) || exit;

/**
 * The tracking options (Tracking reads them), and a line saying when Boudoir defers to
 * WooCommerce's own order attribution.
 */
final class Attribution_Options {

	/** Whether Boudoir tracks: `yes` (default) or `no`. */
	public const TRACKING = 'boudoir_attribution_tracking';

	/** The shop's prefix of the hidden attribution inputs (the filter `boudoir_attribution_field_prefix` applies on top). */
	public const FIELD_PREFIX = 'boudoir_attribution_field_prefix';

	/**
	 * Keeps the tracking decision.
	 *
	 * @param Tracking $tracking The tracking decision.
	 */
	public function __construct( private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the declaration and the page's note in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		add_filter( 'boudoir_settings_page_notes', array( $this, 'add_note' ) );
	}

	/**
	 * Declares the option (the init action).
	 */
	public function register_settings(): void {
		Options::register(
			self::TRACKING,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'attribution',
				'label'       => __( 'Track where shoppers come from', 'boudoir' ),
				'description' => __( 'Track where shoppers come from and record it on their orders.', 'boudoir' ),
			)
		);
		Options::register(
			self::FIELD_PREFIX,
			array(
				'type'        => 'text',
				'default'     => Tracking::DEFAULT_PREFIX,
				'sanitize'    => array( Tracking::class, 'sanitize_prefix' ),
				'max_length'  => 40,
				'section'     => 'attribution',
				'label'       => __( 'Field prefix', 'boudoir' ),
				'description' => __( 'The prefix of the hidden attribution fields in the checkout and registration forms.', 'boudoir' ),
				'help'        => __( 'The prefix of the hidden attribution fields in the checkout and registration forms: lower-case letters, digits, - and _, ending in _. Keep WooCommerce’s own (wc_order_attribution_) unless another plugin reads other names.', 'boudoir' ),
			)
		);
	}

	/**
	 * Says on the Order attribution tab when Boudoir defers to WooCommerce's own attribution (the boudoir_settings_page_notes filter).
	 *
	 * @param array<string,string> $notes Notes by tab.
	 * @return array<string,string>
	 */
	public function add_note( $notes ): array {
		$notes = (array) $notes;
		if ( $this->tracking->defers() ) {
			$notes['attribution'] = __( 'WooCommerce’s own order attribution is on, so Boudoir does not track: WooCommerce records where shoppers come from, and Boudoir only reads its values for estimate requests.', 'boudoir' );
		}
		return $notes;
	}
}

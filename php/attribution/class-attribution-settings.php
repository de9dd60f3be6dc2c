<?php
/**
 * The "Order attribution" section of Settings → Boudoir.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The tracking option, with its schema and sanitizer, and a line saying when Boudoir defers to
 * WooCommerce's own order attribution.
 */
final class Attribution_Settings {

	/** The settings page's section. */
	public const SECTION = 'boudoir_attribution';

	/**
	 * Keeps the tracking decision.
	 *
	 * @param Tracking $tracking The tracking decision.
	 */
	public function __construct( private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the registration and the field in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		// After Settings::add_fields() (priority 10) so the section follows the existing ones.
		add_action( 'admin_init', array( $this, 'add_fields' ), 20 );
	}

	/**
	 * Registers the option with its schema (the init action).
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			Tracking::OPTION,
			array(
				'type'              => 'string',
				'description'       => __( 'Track where shoppers come from and record it on their orders.', 'boudoir' ),
				'sanitize_callback' => array( Settings::class, 'sanitize_yes_no_default_yes' ),
				'default'           => 'yes',
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => array( 'yes', 'no' ),
					),
				),
			)
		);
	}

	/**
	 * Adds the section and its checkbox (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section( self::SECTION, __( 'Order attribution', 'boudoir' ), array( $this, 'render_description' ), Settings::GROUP );
		add_settings_field(
			Tracking::OPTION,
			__( 'Tracking', 'boudoir' ),
			array( new Settings(), 'render_checkbox' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'option' => Tracking::OPTION,
				'label'  => __( 'Track where shoppers come from', 'boudoir' ),
			)
		);
	}

	/**
	 * The section's description: what is tracked, consent, and whether Boudoir defers to WooCommerce.
	 */
	public function render_description(): void {
		echo '<p>' . esc_html__( 'Records where each shopper came from (a search engine, another site, a campaign link or a typed-in address) on their order and their customer account. With the WP Consent API, only shoppers who allow marketing cookies are tracked.', 'boudoir' ) . '</p>';
		if ( $this->tracking->defers() ) {
			echo '<p class="boudoir-attribution-defers"><strong>' . esc_html__( 'WooCommerce’s own order attribution is on, so Boudoir does not track: WooCommerce records where shoppers come from, and Boudoir only reads its values for estimate requests.', 'boudoir' ) . '</strong></p>';
		}
	}
}

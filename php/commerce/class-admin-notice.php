<?php
/**
 * Tells the shop admin when the shop features are off.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * One dismissible warning in wp-admin, for those who can install and activate WooCommerce.
 */
final class Admin_Notice {

	/** Who can act on the notice. */
	public const CAPABILITY = 'activate_plugins';

	/**
	 * Keeps how to learn the shop's status.
	 *
	 * @param \Closure $status fn (): Status, read when the notice is due (after plugins are loaded).
	 */
	public function __construct( private \Closure $status ) {
	}

	/**
	 * Hooks the notice in (network admin screens have their own hook).
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'network_admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice when WooCommerce is missing or too old and the user can fix that.
	 */
	public function render(): void {
		if ( ! $this->is_due() ) {
			return;
		}
		wp_admin_notice(
			esc_html__( "Boudoir's shop features need WooCommerce 9.0 or later. The theme behaviours keep working.", 'boudoir' ),
			array(
				'type'               => 'warning',
				'dismissible'        => true,
				'additional_classes' => array( 'boudoir-commerce-notice' ),
			)
		);
	}

	/**
	 * Whether this user should see the notice now.
	 */
	public function is_due(): bool {
		$status = ( $this->status )();
		return in_array( $status, array( Status::Missing, Status::Outdated ), true ) && current_user_can( self::CAPABILITY );
	}
}

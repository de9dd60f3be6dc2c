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
 * One warning in wp-admin, on the Plugins screen and Settings → Boudoir, for those who can
 * install and activate WooCommerce; each user dismisses it for good with its button (a form
 * posted to admin-post.php, nonce and capability checked).
 */
final class Admin_Notice {

	/** Who can act on the notice. */
	public const CAPABILITY = 'activate_plugins';

	/** The admin-post.php action that stores a dismissal. */
	public const DISMISS_ACTION = 'boudoir_dismiss_commerce_notice';

	/** The user meta holding the message the user dismissed (one of the MESSAGE_* values). */
	public const DISMISSED_META = 'boudoir_commerce_notice_dismissed';

	/** The screens the notice shows on: Plugins (site and network) and Settings → Boudoir. */
	public const SCREENS = array( 'plugins', 'plugins-network', 'settings_page_boudoir' );

	/** WooCommerce is not installed. */
	public const MESSAGE_MISSING = 'missing';

	/** WooCommerce is installed but not active. */
	public const MESSAGE_INACTIVE = 'inactive';

	/** WooCommerce runs, older than Detection::REQUIRED_VERSION. */
	public const MESSAGE_OUTDATED = 'outdated';

	/**
	 * The installed WooCommerce's plugin file, found when asked.
	 *
	 * @var \Closure
	 */
	private \Closure $installed;

	/**
	 * Keeps how to learn the shop's status.
	 *
	 * @param \Closure      $status    fn (): Status, read when the notice is due (after plugins are loaded).
	 * @param \Closure|null $installed fn (): ?string, the installed WooCommerce's plugin file (`woocommerce/woocommerce.php`),
	 *                                 null when none; by default read from the plugins folder.
	 */
	public function __construct( private \Closure $status, ?\Closure $installed = null ) {
		$this->installed = $installed ?? \Closure::fromCallable( array( self::class, 'installed_woocommerce' ) );
	}

	/**
	 * Hooks the notice in (network admin screens have their own hook) and its dismissal.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'network_admin_notices', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::DISMISS_ACTION, array( $this, 'handle_dismissal' ) );
	}

	/**
	 * Prints the notice when WooCommerce is missing, inactive or too old and the user can fix that.
	 */
	public function render(): void {
		if ( ! $this->is_due() ) {
			return;
		}
		$html = wp_get_admin_notice(
			$this->body( (string) $this->message() ),
			array(
				'type'               => 'warning',
				'id'                 => 'boudoir-commerce-notice',
				'paragraph_wrap'     => false,
				'additional_classes' => array( 'boudoir-commerce-notice' ),
			)
		);
		echo wp_kses( $html, self::allowed_html() );
	}

	/**
	 * Whether this user should see the notice now, on this screen.
	 */
	public function is_due(): bool {
		$message = $this->message();
		if ( null === $message || ! current_user_can( self::CAPABILITY ) ) {
			return false;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen instanceof \WP_Screen || ! in_array( $screen->id, self::SCREENS, true ) ) {
			return false;
		}
		return get_user_meta( get_current_user_id(), self::DISMISSED_META, true ) !== $message;
	}

	/**
	 * Which message the shop's state calls for (a MESSAGE_* value), null when WooCommerce is fine.
	 */
	public function message(): ?string {
		$status = ( $this->status )();
		if ( Status::Outdated === $status ) {
			return self::MESSAGE_OUTDATED;
		}
		if ( Status::Missing !== $status ) {
			return null;
		}
		return null === ( $this->installed )() ? self::MESSAGE_MISSING : self::MESSAGE_INACTIVE;
	}

	/**
	 * Stores the current user's dismissal of the message shown now, when the request may.
	 *
	 * Only a POST with the notice's nonce, from a user who sees the notice at all; a dismissed
	 * message stays dismissed for that user, and another message (WooCommerce installed, or too
	 * old) shows again.
	 *
	 * @return bool Whether the request was allowed.
	 */
	public function dismiss(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$nonce  = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		if ( 'POST' !== $method || ! wp_verify_nonce( $nonce, self::DISMISS_ACTION ) || ! current_user_can( self::CAPABILITY ) ) {
			return false;
		}
		$message = $this->message();
		if ( null !== $message ) {
			update_user_meta( get_current_user_id(), self::DISMISSED_META, $message );
		}
		return true;
	}

	/**
	 * The admin_post action: stores the dismissal, then back to the screen the form was on.
	 */
	public function handle_dismissal(): void {
		if ( ! $this->dismiss() ) {
			wp_die(
				esc_html__( 'The notice could not be dismissed: the page has expired or you are not allowed to. Go back, reload the page and try again.', 'boudoir' ),
				'',
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$back = wp_get_referer();
		wp_safe_redirect( false !== $back ? $back : self_admin_url( 'plugins.php' ) );
		exit;
	}

	/**
	 * The installed WooCommerce's plugin file (`woocommerce/woocommerce.php`), null when none is installed.
	 */
	public static function installed_woocommerce(): ?string {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		foreach ( get_plugins() as $file => $data ) {
			if ( 'woocommerce.php' === basename( (string) $file ) && 'WooCommerce' === ( $data['Name'] ?? '' ) ) {
				return (string) $file;
			}
		}
		return null;
	}

	/**
	 * The notice's inside: what is wrong, the way to fix it the user may take, and the dismiss button.
	 *
	 * @param string $message A MESSAGE_* value.
	 */
	private function body( string $message ): string {
		switch ( $message ) {
			case self::MESSAGE_OUTDATED:
				$text = __( "Boudoir's shop features need WooCommerce 9.0 or later, and this site's WooCommerce is older. The theme behaviours keep working.", 'boudoir' );
				$link = current_user_can( 'update_plugins' ) ? array( self_admin_url( 'update-core.php' ), __( 'Update WooCommerce', 'boudoir' ) ) : null;
				break;
			case self::MESSAGE_INACTIVE:
				$text = __( "WooCommerce is installed but not active: Boudoir's shop features need WooCommerce 9.0 or later. The theme behaviours keep working.", 'boudoir' );
				$file = (string) ( $this->installed )();
				$link = array( wp_nonce_url( self_admin_url( 'plugins.php?action=activate&plugin=' . rawurlencode( $file ) ), 'activate-plugin_' . $file ), __( 'Activate WooCommerce', 'boudoir' ) );
				break;
			default:
				$text = __( "Boudoir's shop features need WooCommerce 9.0 or later. The theme behaviours keep working.", 'boudoir' );
				$link = current_user_can( 'install_plugins' ) ? array( self_admin_url( 'plugin-install.php?s=woocommerce&tab=search&type=term' ), __( 'Install WooCommerce', 'boudoir' ) ) : null;
		}
		$html  = '<p id="boudoir-commerce-notice-text">' . esc_html( $text ) . '</p>';
		$html .= '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><p>';
		if ( null !== $link ) {
			$html .= '<a class="button button-primary" href="' . esc_url( $link[0] ) . '">' . esc_html( $link[1] ) . '</a> ';
		}
		$html .= '<input type="hidden" name="action" value="' . esc_attr( self::DISMISS_ACTION ) . '" />';
		$html .= wp_nonce_field( self::DISMISS_ACTION, '_wpnonce', true, false );
		$html .= '<button type="submit" class="button" aria-describedby="boudoir-commerce-notice-text">' . esc_html__( 'Dismiss this notice', 'boudoir' ) . '</button>';
		return $html . '</p></form>';
	}

	/**
	 * The markup the notice may hold.
	 *
	 * @return array<string,array<string,bool>>
	 */
	private static function allowed_html(): array {
		return array(
			'div'    => array(
				'id'    => true,
				'class' => true,
			),
			'p'      => array( 'id' => true ),
			'a'      => array(
				'class' => true,
				'href'  => true,
			),
			'form'   => array(
				'method' => true,
				'action' => true,
			),
			'input'  => array(
				'type'  => true,
				'id'    => true,
				'name'  => true,
				'value' => true,
			),
			'button' => array(
				'type'             => true,
				'class'            => true,
				'aria-describedby' => true,
			),
		);
	}
}

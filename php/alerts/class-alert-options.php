<?php
/**
 * The Alerts tab of Settings → Boudoir: its options, declared in the option registry.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Options;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist alerts' options (declared in the Options registry on init, so the settings page,
 * /wp/v2/settings and uninstall read them): which alerts the shop offers, the least drop told,
 * when the day's digests go and from whom; the sanitizer their types do not imply, and their typed readers.
 */
final class Alert_Options {

	public const PRICE_DROPS   = 'boudoir_alerts_price_drops';
	public const BACK_IN_STOCK = 'boudoir_alerts_back_in_stock';
	public const THRESHOLD     = 'boudoir_alerts_threshold';
	public const SEND_HOUR     = 'boudoir_alerts_send_hour';
	public const FROM_NAME     = 'boudoir_alerts_from_name';
	public const FROM_ADDRESS  = 'boudoir_alerts_from_address';

	/** The least threshold a shop may set, in percent. */
	public const MIN_THRESHOLD = 1;

	/** The greatest threshold a shop may set, in percent. */
	public const MAX_THRESHOLD = 90;

	/** The shop-local hour from which the day's digests go, by default. */
	public const DEFAULT_SEND_HOUR = 9;

	/**
	 * Hooks the declarations in; Settings_Page shows the options.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the alerts' options (the init action): REST and options.php both sanitize through them.
	 */
	public function register_settings(): void {
		$offered = __( 'Alerts offered', 'boudoir' );
		Options::register(
			self::PRICE_DROPS,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'alerts',
				'group'       => $offered,
				'label'       => __( 'Price drop alerts', 'boudoir' ),
				'description' => __( 'Offer shoppers an e-mail when a product on their wishlist drops in price.', 'boudoir' ),
				'help'        => __( 'Offer shoppers an e-mail when a product on their wishlist drops in price.', 'boudoir' ),
			)
		);
		Options::register(
			self::BACK_IN_STOCK,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'alerts',
				'group'       => $offered,
				'label'       => __( 'Back in stock alerts', 'boudoir' ),
				'description' => __( 'Offer shoppers an e-mail when a product on their wishlist can be bought again.', 'boudoir' ),
				'help'        => __( 'Offer shoppers an e-mail when a product on their wishlist can be bought again.', 'boudoir' ),
			)
		);
		Options::register(
			self::THRESHOLD,
			array(
				'type'        => 'integer',
				// Whole percents: the page's number fields take integers (Alert_Rules takes down to 0.01).
				'default'     => (int) Alert_Rules::DEFAULT_THRESHOLD,
				'min'         => self::MIN_THRESHOLD,
				'max'         => self::MAX_THRESHOLD,
				'section'     => 'alerts',
				'group'       => $offered,
				'label'       => __( 'Smallest drop that is told (%)', 'boudoir' ),
				'description' => __( 'How much a price must drop, in percent, before shoppers are told.', 'boudoir' ),
				'help'        => __( 'In percent of the price the shopper last heard of (at first, the price when the product was saved). Smaller drops are not told.', 'boudoir' ),
			)
		);

		$mail = __( 'Daily e-mail', 'boudoir' );
		Options::register(
			self::SEND_HOUR,
			array(
				'type'             => 'integer',
				'default'          => self::DEFAULT_SEND_HOUR,
				'min'              => 0,
				'max'              => 23,
				'choices_callback' => array( self::class, 'hour_choices' ),
				'section'          => 'alerts',
				'group'            => $mail,
				'label'            => __( 'Daily send hour', 'boudoir' ),
				'description'      => __( 'The hour (0 to 23, in the shop’s time zone) from which each day’s alert e-mails go.', 'boudoir' ),
				'help'             => sprintf(
					/* translators: %s: the site's time zone, e.g. Europe/Paris or +02:00. */
					__( 'Each shopper gets at most one e-mail a day, sent from this hour on, in the shop’s time zone (%s).', 'boudoir' ),
					wp_timezone_string()
				),
			)
		);
		$site_name = self::site_name();
		Options::register(
			self::FROM_NAME,
			array(
				'type'        => 'text',
				// Empty means the site's name, so renaming the site renames the sender too.
				'default'     => '',
				'section'     => 'alerts',
				'group'       => $mail,
				'label'       => __( 'Sender name', 'boudoir' ),
				'description' => __( 'The name the alert e-mails come from; empty for the site’s name.', 'boudoir' ),
				'help'        => __( 'Empty uses the site’s name.', 'boudoir' ),
				'placeholder' => $site_name,
			)
		);
		Options::register(
			self::FROM_ADDRESS,
			array(
				'type'        => 'email',
				'default'     => '',
				'sanitize'    => array( self::class, 'sanitize_from_address' ),
				'section'     => 'alerts',
				'group'       => $mail,
				'label'       => __( 'Sender address', 'boudoir' ),
				'description' => __( 'The e-mail address the alert e-mails come from; empty for WordPress’s own sender address.', 'boudoir' ),
				'help'        => __( 'Empty uses WordPress’s own sender address. An address of the shop’s own domain is the least likely to be taken for spam.', 'boudoir' ),
			)
		);
	}

	/**
	 * Whether the shop offers price drop alerts (default yes).
	 */
	public static function price_drops(): bool {
		return Options::is_on( self::PRICE_DROPS );
	}

	/**
	 * Whether the shop offers back in stock alerts (default yes).
	 */
	public static function back_in_stock(): bool {
		return Options::is_on( self::BACK_IN_STOCK );
	}

	/**
	 * The kinds of alert the shop offers.
	 *
	 * @return array{price_drops:bool,back_in_stock:bool}
	 */
	public static function offered(): array {
		return array(
			'price_drops'   => self::price_drops(),
			'back_in_stock' => self::back_in_stock(),
		);
	}

	/**
	 * The least drop told, in percent.
	 */
	public static function threshold(): float {
		return (float) Options::get( self::THRESHOLD );
	}

	/**
	 * The shop-local hour (0 to 23) from which the day's digests go.
	 */
	public static function send_hour(): int {
		return (int) Options::get( self::SEND_HOUR );
	}

	/**
	 * The name the digests come from: the shop's, or the site's name.
	 */
	public static function from_name(): string {
		$name = (string) Options::get( self::FROM_NAME );
		return '' !== $name ? $name : self::site_name();
	}

	/**
	 * The address the digests come from; '' for WordPress's own sender.
	 */
	public static function from_address(): string {
		return (string) Options::get( self::FROM_ADDRESS );
	}

	/**
	 * The shop's rules, with its threshold.
	 */
	public static function rules(): Alert_Rules {
		return new Alert_Rules( self::threshold() );
	}

	/**
	 * The send hour's choices, each hour as the site writes times (for the settings page only).
	 *
	 * @return array<int,string> Hour => label.
	 */
	public static function hour_choices(): array {
		$format  = (string) get_option( 'time_format' );
		$choices = array();
		for ( $hour = 0; $hour < 24; $hour++ ) {
			$choices[ $hour ] = (string) wp_date( '' !== $format ? $format : 'H:i', $hour * HOUR_IN_SECONDS, new \DateTimeZone( 'UTC' ) );
		}
		return $choices;
	}

	/**
	 * A valid address, or '' for none; anything else is refused with a settings error and the saved
	 * address kept, as WordPress keeps its own admin e-mail.
	 *
	 * Options::get() cleans each read through here too: only a save (the `sanitize_option_` filter) tells,
	 * where wp-admin's settings errors are loaded (options.php; over REST the schema refuses it first).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_from_address( $value ): string {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( '' === $text ) {
			return '';
		}
		$email = sanitize_email( $text );
		if ( is_email( $email ) ) {
			return $email;
		}
		if ( function_exists( 'add_settings_error' ) && doing_filter( 'sanitize_option_' . self::FROM_ADDRESS ) ) {
			add_settings_error(
				self::FROM_ADDRESS,
				'invalid_' . self::FROM_ADDRESS,
				__( 'The sender address is not a valid e-mail address, so the previous one was kept.', 'boudoir' )
			);
		}
		$kept = get_option( self::FROM_ADDRESS, '' );
		return is_string( $kept ) && is_email( $kept ) ? $kept : '';
	}

	/**
	 * The site's name as plain text (WordPress stores it with entities).
	 */
	private static function site_name(): string {
		return wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	}
}

<?php
/**
 * Finds out whether a WooCommerce Boudoir supports is running.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the WooCommerce version found (or none) into a status and the adapters to use.
 *
 * Only meaningful once plugins are loaded: WooCommerce may be included after Boudoir.
 */
final class Detection {

	/** The oldest WooCommerce whose surfaces the adapter relies on. */
	public const REQUIRED_VERSION = '9.0';

	/**
	 * Keeps the WooCommerce version found.
	 *
	 * @param string|null $version WooCommerce's version, null when it is not loaded.
	 */
	public function __construct( private ?string $version ) {
	}

	/**
	 * Detects with a version source, e.g. a test's `fn () => '8.9.0'`; by default the running WooCommerce.
	 *
	 * @param callable|null $detector Returns WooCommerce's version, or null when it is not loaded.
	 */
	public static function run( ?callable $detector = null ): self {
		$version = null === $detector ? self::woocommerce_version() : $detector();
		return new self( is_string( $version ) ? $version : null );
	}

	/**
	 * The loaded WooCommerce's version; null when WooCommerce is not loaded.
	 */
	public static function woocommerce_version(): ?string {
		if ( ! class_exists( 'WooCommerce', false ) || ! function_exists( 'WC' ) ) {
			return null;
		}
		if ( defined( 'WC_VERSION' ) ) {
			return (string) constant( 'WC_VERSION' );
		}
		// A WooCommerce that does not say which it is counts as too old.
		$woocommerce = WC();
		return is_object( $woocommerce ) && isset( $woocommerce->version ) ? (string) $woocommerce->version : '0';
	}

	/**
	 * The version found, null when none.
	 */
	public function version(): ?string {
		return $this->version;
	}

	/**
	 * Active, Missing or Outdated.
	 */
	public function status(): Status {
		if ( null === $this->version ) {
			return Status::Missing;
		}
		return version_compare( $this->version, self::REQUIRED_VERSION, '>=' ) ? Status::Active : Status::Outdated;
	}

	/**
	 * Whether a supported WooCommerce runs, so shop features may switch on.
	 */
	public function is_active(): bool {
		return Status::Active === $this->status();
	}

	/**
	 * The adapters for this status: WooCommerce's when active, the stand-ins otherwise.
	 */
	public function adapters(): Adapters {
		return $this->is_active() ? Adapters::woocommerce() : Adapters::none();
	}
}

<?php
/**
 * Saves the attribution values a checkout or a registration sent: on the order (classic and
 * block checkout) and on the new customer.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Text;

defined( 'ABSPATH' ) || exit;

/**
 * Only while Boudoir tracks and the shopper allows it at that moment (Tracking::allowed()); never
 * while it defers to WooCommerce's own order attribution, which saves its own.
 *
 * Values are sanitized as WooCommerce sanitizes them (sanitize_text_field(); the referrer and the entry
 * page as URLs), then bounded as WooCommerce does not: bidirectional overrides go (one reversed the
 * text of the order screen's box) and each value keeps at most MAX_LENGTH characters (a million-
 * character `utm_content` made a 1 MB order screen). `(none)`, sourcebuster's "unset", and empty
 * values are skipped; the device type is told from the user agent. The shop adapter stores them under WooCommerce's meta keys
 * (`_wc_order_attribution_{field}`).
 */
final class Recorder {

	/** The fields holding a URL. */
	private const URL_FIELDS = array( 'referrer', 'session_entry' );

	/** Sourcebuster's "unset". */
	private const UNSET = '(none)';

	/**
	 * The most characters a value keeps: WooCommerce's Store API schema and its checkout's hidden
	 * inputs set no length for these fields, so the estimate form's limit for text (500) holds.
	 */
	public const MAX_LENGTH = 500;

	/**
	 * Keeps the tracking decision.
	 *
	 * @param Tracking $tracking The tracking decision.
	 */
	public function __construct( private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the saving in.
	 */
	public function register(): void {
		add_action( Checkout_Hooks::CHECKOUT_ORDER_CREATED, array( $this, 'save_from_classic_checkout' ) );
		add_action( Checkout_Hooks::STORE_API_UPDATE_ORDER, array( $this, 'save_from_store_api' ), 10, 2 );
		add_action( Checkout_Hooks::CUSTOMER_CREATED, array( $this, 'save_from_registration' ) );
		add_action( Checkout_Hooks::STORE_API_EXTEND, array( $this, 'accept_block_checkout' ), Checkout_Hooks::STORE_API_EXTEND_PRIORITY );
	}

	/**
	 * Block checkout: while Boudoir tracks, has the shop's Store API keep the values the checkout script
	 * sends (src/attribution/blocks.ts); it drops extension data nobody registered.
	 */
	public function accept_block_checkout(): void {
		if ( $this->tracking->enabled() ) {
			$this->tracking->orders()->accept_checkout_attribution();
		}
	}

	/**
	 * Classic checkout: the posted hidden inputs, onto the order just created.
	 *
	 * @param mixed $order The order.
	 */
	public function save_from_classic_checkout( mixed $order ): void {
		if ( ! is_object( $order ) || ! $this->tracking->allowed() ) {
			return;
		}
		$values = $this->values( $this->posted() );
		if ( $values ) {
			$this->tracking->orders()->save_order_attribution( $order, $values );
		}
	}

	/**
	 * Block checkout: the request's `extensions['woocommerce/order-attribution']` (kept by the Store API
	 * because accept_block_checkout() registered it), onto the order.
	 *
	 * @param mixed $order   The order.
	 * @param mixed $request The Store API checkout request.
	 */
	public function save_from_store_api( mixed $order, mixed $request ): void {
		if ( ! is_object( $order ) || ! $this->tracking->allowed() ) {
			return;
		}
		$extensions = $request instanceof \WP_REST_Request ? $request->get_param( 'extensions' ) : null;
		$data       = is_array( $extensions ) && isset( $extensions[ Checkout_Hooks::ATTRIBUTION_EXTENSION ] ) ? $extensions[ Checkout_Hooks::ATTRIBUTION_EXTENSION ] : null;
		$values     = is_array( $data ) ? $this->values( $data ) : array();
		if ( $values ) {
			$this->tracking->orders()->save_order_attribution( $order, $values );
		}
	}

	/**
	 * Registration: the register form's hidden inputs, onto the new customer; the keys written
	 * are noted for the privacy tools and uninstall (Customer_Attribution).
	 *
	 * @param mixed $customer_id The new user's id.
	 */
	public function save_from_registration( mixed $customer_id ): void {
		if ( ! is_numeric( $customer_id ) || (int) $customer_id <= 0 || ! $this->tracking->allowed() ) {
			return;
		}
		$values = $this->values( $this->posted() );
		if ( $values ) {
			Customer_Attribution::remember( (int) $customer_id, $this->tracking->orders()->save_customer_attribution( (int) $customer_id, $values ) );
		}
	}

	/**
	 * The shop's fields out of submitted data, sanitized, unset ones left out, and the device type.
	 *
	 * @param array<mixed> $raw Field → submitted value (unslashed).
	 * @return array<string,string>
	 */
	public function values( array $raw ): array {
		$values = array();
		foreach ( array_keys( $this->tracking->fields() ) as $field ) {
			if ( ! isset( $raw[ $field ] ) || ! is_scalar( $raw[ $field ] ) ) {
				continue;
			}
			$value = Text::at_most( Text::without_bidi_controls( sanitize_text_field( (string) $raw[ $field ] ) ), self::MAX_LENGTH );
			if ( '' !== $value && self::UNSET !== $value && in_array( $field, self::URL_FIELDS, true ) ) {
				$value = esc_url_raw( $value );
			}
			if ( '' === $value || self::UNSET === $value ) {
				continue;
			}
			$values[ $field ] = $value;
		}
		if ( isset( $values['user_agent'] ) ) {
			$values['device_type'] = Device_Type::of( $values['user_agent'] );
		}
		return $values;
	}

	/**
	 * The posted hidden inputs, by field (the shop checked the form's nonce before its hooks run).
	 *
	 * @return array<string,string>
	 */
	private function posted(): array {
		$prefix = $this->tracking->prefix();
		$raw    = array();
		foreach ( array_keys( $this->tracking->fields() ) as $field ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified the checkout / register nonce before this hook.
			if ( isset( $_POST[ $prefix . $field ] ) && is_scalar( $_POST[ $prefix . $field ] ) ) {
				// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitized in values().
				$raw[ $field ] = (string) wp_unslash( $_POST[ $prefix . $field ] );
			}
		}
		return $raw;
	}
}

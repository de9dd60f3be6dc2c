<?php
/**
 * The "Order attribution" box on the order edit screen.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Kses;

defined( 'ABSPATH' ) || exit;

/**
 * Lists what Boudoir stored on the order: where the shopper came from (the origin, as WooCommerce
 * words it), the source and UTM values, the entry page, the device, the session's page views and
 * visit count. On the order edit screen only (of posts storage or of custom order tables, whichever the
 * shop uses, as the shop adapter names it); not added while WooCommerce's own order attribution is
 * active (it shows its own box).
 */
final class Order_Box {

	/** The meta box id (also its stylesheet's handle). */
	public const ID = 'boudoir-order-attribution';

	/**
	 * The box's few rules, printed with wp-admin's styles where the box is added. The side
	 * column is narrow (about 280 px) and an entry page or a referrer can be a 2,000-character
	 * URL without a space: each value wraps anywhere rather than widening the box.
	 */
	private const STYLE = '.boudoir-order-attribution{margin:0;overflow-wrap:anywhere}'
		. '.boudoir-order-attribution dt{font-weight:600}'
		. '.boudoir-order-attribution dd{min-width:0;margin:0 0 0.75em;overflow-wrap:anywhere;word-break:break-word}';

	/**
	 * Keeps the tracking decision.
	 *
	 * @param Tracking $tracking The tracking decision.
	 */
	public function __construct( private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the box in.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add' ), 10, 2 );
	}

	/**
	 * Adds the box on an order edit screen (the add_meta_boxes action: the post type or screen id, then the post or order).
	 *
	 * @param mixed $screen_id     The post type (posts storage) or the screen id (custom order tables).
	 * @param mixed $post_or_order The post or the order (unused here).
	 */
	public function add( mixed $screen_id, mixed $post_or_order = null ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the action's signature.
		if ( ! is_string( $screen_id ) || ! $this->tracking->shop_enabled() || $this->tracking->defers() || ! in_array( $screen_id, $this->tracking->orders()->order_screen_ids(), true ) ) {
			return;
		}
		add_meta_box( self::ID, __( 'Order attribution', 'boudoir' ), array( $this, 'render' ), $screen_id, 'side', 'high' );
		self::enqueue_style();
	}

	/**
	 * Adds the box's rules to the screen (an inline stylesheet: no file for three rules). Printed
	 * in the head when the box is added before it, else with wp-admin's late styles.
	 */
	public static function enqueue_style(): void {
		if ( ! wp_style_is( self::ID, 'registered' ) ) {
			wp_register_style( self::ID, false, array(), BOUDOIR_VERSION );
			wp_add_inline_style( self::ID, self::STYLE );
		}
		wp_enqueue_style( self::ID );
	}

	/**
	 * Prints the box's content (the meta box callback).
	 *
	 * @param mixed $post_or_order The post (posts storage) or the order (custom order tables).
	 */
	public function render( mixed $post_or_order ): void {
		$orders = $this->tracking->orders();
		echo wp_kses( $this->markup( $orders->order_attribution( $orders->order_id( $post_or_order ) ) ), Kses::definitions() );
	}

	/**
	 * The box's content for stored values.
	 *
	 * @param array<string,string> $values Field → stored value.
	 */
	public function markup( array $values ): string {
		if ( ! $values ) {
			return '<p>' . esc_html__( 'No attribution was recorded for this order.', 'boudoir' ) . '</p>';
		}
		$rows = array( array( __( 'Origin', 'boudoir' ), self::origin( $values['source_type'] ?? '', $values['utm_source'] ?? '' ) ) );
		foreach ( $values as $field => $value ) {
			$label = self::labels()[ $field ] ?? $field;
			if ( 'device_type' === $field ) {
				$value = Device_Type::label( $value );
			}
			$rows[] = array( $label, $value );
			if ( 'session_count' === $field && is_numeric( $value ) ) {
				$rows[] = array( __( 'Returning customer', 'boudoir' ), (int) $value > 1 ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ) );
			}
		}
		$html = '<dl class="boudoir-order-attribution">';
		foreach ( $rows as list( $label, $value ) ) {
			$html .= '<dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
		}
		return $html . '</dl>';
	}

	/**
	 * Where the shopper came from, worded as WooCommerce words the origin
	 * (OrderAttributionMeta::get_origin_label()): "Source: Google" for UTM parameters, "Organic: Google",
	 * "Referral: Example.com", "Direct" for a typed-in visit, else "Unknown".
	 *
	 * @param string $source_type `utm`, `organic`, `referral`, `typein`, `admin`, `mobile_app` or ''.
	 * @param string $source      The source (`google`).
	 */
	public static function origin( string $source_type, string $source ): string {
		$formatted = ucfirst( trim( $source, '()' ) );
		return match ( $source_type ) {
			/* translators: %s: where the shopper came from, e.g. Google. */
			'utm'        => sprintf( __( 'Source: %s', 'boudoir' ), $formatted ),
			/* translators: %s: the search engine, e.g. Google. */
			'organic'    => sprintf( __( 'Organic: %s', 'boudoir' ), $formatted ),
			/* translators: %s: the referring site, e.g. Example.com. */
			'referral'   => sprintf( __( 'Referral: %s', 'boudoir' ), $formatted ),
			'typein'     => __( 'Direct', 'boudoir' ),
			'admin'      => __( 'Web admin', 'boudoir' ),
			'mobile_app' => __( 'Mobile app', 'boudoir' ),
			default      => __( 'Unknown', 'boudoir' ),
		};
	}

	/**
	 * The fields' labels.
	 *
	 * @return array<string,string>
	 */
	public static function labels(): array {
		return array(
			'source_type'          => __( 'Source type', 'boudoir' ),
			'referrer'             => __( 'Referrer', 'boudoir' ),
			'utm_campaign'         => __( 'UTM campaign', 'boudoir' ),
			'utm_source'           => __( 'UTM source', 'boudoir' ),
			'utm_medium'           => __( 'UTM medium', 'boudoir' ),
			'utm_content'          => __( 'UTM content', 'boudoir' ),
			'utm_id'               => __( 'UTM ID', 'boudoir' ),
			'utm_term'             => __( 'UTM term', 'boudoir' ),
			'utm_source_platform'  => __( 'Source platform', 'boudoir' ),
			'utm_creative_format'  => __( 'Creative format', 'boudoir' ),
			'utm_marketing_tactic' => __( 'Marketing tactic', 'boudoir' ),
			'session_entry'        => __( 'Entry page', 'boudoir' ),
			'session_start_time'   => __( 'Session start time', 'boudoir' ),
			'session_pages'        => __( 'Session page views', 'boudoir' ),
			'session_count'        => __( 'Visit count', 'boudoir' ),
			'user_agent'           => __( 'User agent', 'boudoir' ),
			'device_type'          => __( 'Device type', 'boudoir' ),
		);
	}
}

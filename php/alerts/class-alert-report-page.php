<?php
/**
 * Dashboard → Wishlist alerts: the Alerts report.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * Two tables for the shop owner, printed by the server (no script): the last eight weeks, and the
 * products told of in them. Every value escaped as it is printed.
 */
final class Alert_Report_Page {

	/** The page's slug. */
	public const SLUG = 'boudoir-alerts-report';

	/** Weeks shown. */
	public const WEEKS = 8;

	/**
	 * The page.
	 *
	 * @param \Closure $report fn (): Alert_Report.
	 * @param \Closure $money  fn ( float $amount ): string, an amount as the shop writes prices.
	 */
	public function __construct( private readonly \Closure $report, private readonly \Closure $money ) {
	}

	/**
	 * Adds the page to the Dashboard menu.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * `admin_menu`.
	 */
	public function add_page(): void {
		add_dashboard_page(
			__( 'Wishlist alerts', 'boudoir' ),
			__( 'Wishlist alerts', 'boudoir' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- html() escapes every value.
		echo $this->html( time() );
	}

	/**
	 * The page's HTML.
	 *
	 * @param int $now Unix time.
	 */
	public function html( int $now ): string {
		$report   = ( $this->report )();
		$weeks    = $report->weeks( $now, self::WEEKS );
		$since    = (string) end( $weeks )['start'];
		$products = $report->products( $since, $now );
		$number   = static fn ( int $value ): string => esc_html( number_format_i18n( $value ) );

		$html  = '<div class="wrap"><h1>' . esc_html__( 'Wishlist alerts', 'boudoir' ) . '</h1>';
		$html .= '<p>' . esc_html__( 'The price-drop and back-in-stock e-mails shoppers asked for on their wishlists: how many went out, how many were opened by a click on one of their links, what was added to a cart from them, and the paid orders the order attribution gives to their campaign (utm_campaign=wishlist-alert).', 'boudoir' ) . '</p>';

		$html .= '<table class="widefat striped"><caption class="screen-reader-text">' . esc_html__( 'Alerts per week', 'boudoir' ) . '</caption><thead><tr>';
		foreach ( array( __( 'Week of', 'boudoir' ), __( 'E-mails sent', 'boudoir' ), __( 'Opened by a click', 'boudoir' ), __( 'Added to cart', 'boudoir' ), __( 'Orders', 'boudoir' ), __( 'Order total', 'boudoir' ) ) as $heading ) {
			$html .= '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $weeks as $week ) {
			$html .= '<tr><th scope="row">' . esc_html( (string) wp_date( (string) get_option( 'date_format' ), (int) strtotime( $week['start'] . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) ) ) . '</th>';
			$html .= '<td>' . $number( $week['sent'] ) . '</td><td>' . $number( $week['opened'] ) . '</td><td>' . $number( $week['added'] ) . '</td><td>' . $number( $week['orders'] ) . '</td>';
			$html .= '<td>' . esc_html( ( $this->money )( $week['revenue'] ) ) . '</td></tr>';
		}
		$html .= '</tbody></table>';

		$html .= '<h2>' . esc_html__( 'Products', 'boudoir' ) . '</h2>';
		if ( ! $products ) {
			return $html . '<p>' . esc_html__( 'No alerts were sent in these weeks.', 'boudoir' ) . '</p></div>';
		}
		$html .= '<table class="widefat striped"><caption class="screen-reader-text">' . esc_html__( 'Alerts per product', 'boudoir' ) . '</caption><thead><tr>';
		foreach ( array( __( 'Product', 'boudoir' ), __( 'Times told', 'boudoir' ), __( 'Opened by a click', 'boudoir' ), __( 'Added to cart', 'boudoir' ), __( 'Orders', 'boudoir' ) ) as $heading ) {
			$html .= '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $products as $product ) {
			$name = '' !== $product['name'] ? $product['name'] : sprintf(
				/* translators: %d: a product's id. */
				__( 'Product #%d', 'boudoir' ),
				$product['product_id']
			);
			$html .= '<tr><th scope="row">' . esc_html( $name ) . '</th><td>' . $number( $product['told'] ) . '</td><td>' . $number( $product['opened'] ) . '</td><td>' . $number( $product['added'] ) . '</td><td>' . $number( $product['orders'] ) . '</td></tr>';
		}
		return $html . '</tbody></table></div>';
	}
}

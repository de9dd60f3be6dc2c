<?php
/**
 * WooCommerce → Wishlist insights: the screen (src/insights) and its CSV downloads.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

use Boudoir\I18n;
use Boudoir\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the page under the shop's menu (Shop_Pages::admin_menu_parent(): WooCommerce's; the Dashboard without it), loads its script
 * there only, and answers its "Download CSV" links (admin-post.php, a nonce and the capability).
 */
final class Insights_Page {

	/** The page's slug. */
	public const SLUG = 'boudoir-insights';

	/** The script's (and its stylesheet's) handle. */
	public const HANDLE = 'boudoir-insights';

	/** The global the page's settings are printed in. */
	public const SCRIPT_GLOBAL = 'boudoirInsightsPage';

	/** The element the script renders into. */
	public const ROOT_ID = 'boudoir-insights';

	/** The admin-post action of the CSV downloads, and its nonce's action. */
	public const CSV_ACTION = 'boudoir_insights_csv';

	/** The most rows a download holds. */
	public const CSV_MAX_ROWS = 50000;

	/** The script's path under the build folder. */
	private const SCRIPT = 'scripts/insights';

	/**
	 * The page's hook suffix, once added.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * The page.
	 *
	 * @param string   $build_dir Absolute path of the build folder.
	 * @param string   $build_url Its URL.
	 * @param \Closure $report    fn (): Insights_Report.
	 * @param \Closure $pages     fn (): Shop_Pages, who manages the shop and where its menu is.
	 * @param \Closure $money     fn (): Money, the shop's currency.
	 */
	public function __construct( private readonly string $build_dir, private readonly string $build_url, private readonly \Closure $report, private readonly \Closure $pages, private readonly \Closure $money ) {
	}

	/**
	 * Hooks the page, its script and the downloads.
	 */
	public function register(): void {
		// After WooCommerce's own menu (priority 9), so its parent exists.
		add_action( 'admin_menu', array( $this, 'add_page' ), 60 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_post_' . self::CSV_ACTION, array( $this, 'download' ) );
	}

	/**
	 * `admin_menu`: WooCommerce → Wishlist insights, or Dashboard → Wishlist insights without WooCommerce's menu.
	 */
	public function add_page(): void {
		$this->hook_suffix = (string) add_submenu_page(
			( $this->pages )()->admin_menu_parent(),
			__( 'Wishlist insights', 'boudoir' ),
			__( 'Wishlist insights', 'boudoir' ),
			Insights_Controller::capability( $this->pages ),
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the page's frame; the script fills it.
	 */
	public function render(): void {
		if ( ! current_user_can( Insights_Controller::capability( $this->pages ) ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><p>%2$s</p><div id="%3$s"><p>%4$s</p></div></div>',
			esc_html__( 'Wishlist insights', 'boudoir' ),
			esc_html__( 'What shoppers save to their wishlists, what is out of stock or cheaper now, and what they went on to add to the cart and order. Figures only: a shopper is named only when you open the list of who saved a product.', 'boudoir' ),
			esc_attr( self::ROOT_ID ),
			esc_html__( 'Loading the wishlist insights…', 'boudoir' )
		);
	}

	/**
	 * Loads the script and styles on the page only.
	 *
	 * @param mixed $hook_suffix The screen's hook suffix.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $this->hook_suffix !== $hook_suffix || ! current_user_can( Insights_Controller::capability( $this->pages ) ) ) {
			return;
		}
		if ( null === Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT, Scripts::STYLE_RTL ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, $this->settings_script(), 'before' );
		I18n::script( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	/**
	 * `window.boudoirInsightsPage = { csvUrl, currency, startOfWeek, today };`.
	 */
	public function settings_script(): string {
		$settings = array(
			// Not wp_nonce_url(): it escapes `&` for HTML, and this is a URL for the script.
			'csvUrl'      => add_query_arg(
				array(
					'action'   => self::CSV_ACTION,
					'_wpnonce' => wp_create_nonce( self::CSV_ACTION ),
				),
				admin_url( 'admin-post.php' )
			),
			'currency'    => Insights_Controller::currency( $this->money ),
			'startOfWeek' => (int) get_option( 'start_of_week', 1 ),
			'today'       => Insights::day( time() ),
		);
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
	}

	/**
	 * `admin-post.php?action=boudoir_insights_csv`: the weeks or the products as CSV, as the screen shows them.
	 */
	public function download(): void {
		if ( ! current_user_can( Insights_Controller::capability( $this->pages ) ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see the wishlist insights.', 'boudoir' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::CSV_ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked just above.
		$query = array(
			'kind'    => sanitize_key( wp_unslash( $_GET['kind'] ?? 'products' ) ),
			'after'   => sanitize_text_field( wp_unslash( $_GET['after'] ?? '' ) ),
			'before'  => sanitize_text_field( wp_unslash( $_GET['before'] ?? '' ) ),
			'view'    => sanitize_key( wp_unslash( $_GET['view'] ?? 'all' ) ),
			'group'   => sanitize_key( wp_unslash( $_GET['group'] ?? 'product' ) ),
			'orderby' => sanitize_key( wp_unslash( $_GET['orderby'] ?? 'saved' ) ),
			'order'   => sanitize_key( wp_unslash( $_GET['order'] ?? 'desc' ) ),
		);
		// phpcs:enable
		$table = $this->table( $query, Insights::day( time() ) );
		if ( $table instanceof \WP_Error ) {
			wp_die( esc_html( $table->get_error_message() ), '', array( 'response' => 400 ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( 'wishlist-insights-' . $query['kind'] . '-' . $table['range']['after'] . '-' . $table['range']['before'] . '.csv' ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, not HTML: csv() quotes every cell and defuses formulas; sent as text/csv with nosniff.
		echo self::csv( $table['rows'] );
		exit;
	}

	/**
	 * A download's rows, the header first; an error for a query the screen would not make.
	 *
	 * @param array<string,string> $query The query (kind, range, view, group, orderby, order).
	 * @param string               $today Y-m-d.
	 * @return array{range:array{after:string,before:string},rows:list<list<string|int>>}|\WP_Error
	 */
	public function table( array $query, string $today ): array|\WP_Error {
		$default = Insights_Report::default_range( $today );
		$range   = array(
			'after'  => '' !== ( $query['after'] ?? '' ) ? $query['after'] : $default['after'],
			'before' => '' !== ( $query['before'] ?? '' ) ? $query['before'] : $default['before'],
		);
		$error   = Insights_Report::range_error( $range['after'], $range['before'] );
		if ( null !== $error ) {
			return new \WP_Error( 'rest_invalid_param', $error );
		}
		$report = ( $this->report )();
		if ( 'weeks' === ( $query['kind'] ?? '' ) ) {
			$rows = array( array( __( 'Week of', 'boudoir' ), __( 'Saved', 'boudoir' ), __( 'Added to cart', 'boudoir' ), __( 'Ordered', 'boudoir' ), __( 'Order value', 'boudoir' ), __( 'Lists created', 'boudoir' ) ) );
			foreach ( $report->overview( $range['after'], $range['before'] )['weeks'] as $week ) {
				$rows[] = array( $week['start'], $week['saved'], $week['carted'], $week['ordered'], $week['ordered_amount'], $week['lists_created'] );
			}
			return array(
				'range' => $range,
				'rows'  => $rows,
			);
		}
		if ( 'products' !== ( $query['kind'] ?? '' ) || ! in_array( $query['view'] ?? '', Saved_Demand::VIEWS, true ) || ! in_array( $query['orderby'] ?? '', Saved_Demand::ORDER_BY, true ) || ! in_array( $query['group'] ?? '', array( 'product', 'variation' ), true ) || ! in_array( $query['order'] ?? '', array( 'asc', 'desc' ), true ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'This download is not one the insights screen offers.', 'boudoir' ) );
		}
		$rows     = array( array( __( 'Product ID', 'boudoir' ), __( 'Variation ID', 'boudoir' ), __( 'Product', 'boudoir' ), __( 'Options', 'boudoir' ), __( 'Saved', 'boudoir' ), __( 'Quantity', 'boudoir' ), __( 'In stock', 'boudoir' ), __( 'Price now', 'boudoir' ), __( 'Saved at a higher price', 'boudoir' ), __( 'Saved in this period', 'boudoir' ), __( 'Added to cart', 'boudoir' ), __( 'Ordered', 'boudoir' ) ) );
		$per_page = 500;
		$pages    = (int) ceil( self::CSV_MAX_ROWS / $per_page );
		for ( $page = 1; $page <= $pages; ++$page ) {
			$answer = $report->products( array_merge( $query, $range, array( 'page' => $page, 'per_page' => $per_page ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- a short pair.
			foreach ( $answer['rows'] as $row ) {
				$rows[] = array( $row['product_id'], $row['variation_id'], $row['name'], $row['variation'], $row['saved'], $row['quantity'], $row['in_stock'] ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ), $row['price'] ?? '', $row['price_dropped'], $row['saved_in_range'], $row['carted'], $row['ordered'] );
			}
			if ( count( $answer['rows'] ) < $per_page ) {
				break;
			}
		}
		return array(
			'range' => $range,
			'rows'  => array_slice( $rows, 0, self::CSV_MAX_ROWS + 1 ),
		);
	}

	/**
	 * Rows as CSV (RFC 4180, CRLF): every cell quoted; a text cell a spreadsheet would read as a formula
	 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe.
	 *
	 * @param list<list<string|int>> $rows The rows.
	 */
	public static function csv( array $rows ): string {
		$lines = array();
		foreach ( $rows as $row ) {
			$cells = array();
			foreach ( $row as $cell ) {
				$text = (string) $cell;
				if ( ! is_int( $cell ) && '' !== $text && 1 === preg_match( '/^[=+\-@\t\r]/', $text ) && 1 !== preg_match( '/^-?\d+(?:\.\d+)?$/D', $text ) ) {
					$text = "'" . $text;
				}
				$cells[] = '"' . str_replace( '"', '""', $text ) . '"';
			}
			$lines[] = implode( ',', $cells );
		}
		return "\xEF\xBB\xBF" . implode( "\r\n", $lines ) . "\r\n";
	}
}

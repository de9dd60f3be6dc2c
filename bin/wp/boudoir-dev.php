<?php
/**
 * Plugin Name: Boudoir development site
 * Description: Settings of the offline development and test site only (never shipped).
 *
 * @package Boudoir
 */

// PHP's built-in server and Playground route every request to index.php.
add_filter( 'got_url_rewrite', '__return_true' );

/*
 * The site lives inside the repository (.wp/), and Boudoir is linked as the repository itself,
 * so plugin_basename() maps the linked double's files into Boudoir's folder
 * (…/plugins/boudoir/.wp/wordpress/wp-content/plugins/…). Give those URLs their real place.
 */
add_filter(
	'plugins_url',
	static function ( $url ) {
		return str_replace( '/plugins/boudoir/.wp/wordpress/wp-content/plugins/', '/plugins/', $url );
	}
);

/*
 * SQLite only: real WooCommerce holds stock for an order being placed with
 * `NOW() + INTERVAL 60 MINUTE` (ReserveStock::reserve_stock_for_product()), which the SQLite
 * integration cannot translate: every order of a product that tracks stock would be refused
 * ("Not enough units", woocommerce_product_not_enough_stock). The SQLite sites hold none;
 * MariaDB, production's database, holds stock as a shop does.
 */
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	add_filter( 'woocommerce_order_hold_stock_minutes', '__return_zero' );

	/*
	 * The SQLite integration (3.0.2) cannot translate a multi-table DELETE whose target is an
	 * alias ("Undefined array key" on the alias, then an error): real WooCommerce (9.0–10.0.2)
	 * deletes an order's item meta so, with orders in posts (the SQLite sites' storage:
	 * Abstract_WC_Order_Data_Store_CPT::delete_items(), on every block checkout that updates
	 * its draft order). Asked the same with a subquery, which it translates; MariaDB runs
	 * WooCommerce's query as it is.
	 */
	add_filter(
		'query',
		static function ( $query ) {
			if ( ! is_string( $query ) || 0 !== strncmp( $query, 'DELETE itemmeta FROM ', 21 ) ) {
				return $query;
			}
			return (string) preg_replace(
				'/^DELETE (\w+) FROM (\w+) as \1 INNER JOIN (\w+) as (\w+) WHERE \1\.order_item_id = \4\.order_item_id (?:AND|and) (.+)$/s',
				'DELETE FROM $2 WHERE order_item_id IN ( SELECT $4.order_item_id FROM $3 AS $4 WHERE $5 )',
				$query
			);
		}
	);
}

/*
 * The demo's look (bin/wp/demo-look/): a boutique style variation merged into whichever block
 * theme the demo runs, and a few lines of CSS for WooCommerce's classic forms. Classic themes
 * keep their own look; Boudoir itself never ships it.
 */
require_once __DIR__ . '/demo-look/class-boudoir-demo-look.php';
( new Boudoir_Demo_Look( __DIR__ . '/demo-look' ) )->register();

// Mail goes to a log the tests can read instead of a mail server: BOUDOIR_MAIL_LOG, where the
// HTTP suite gives each site its own (two suites side by side), else wp-content/mail.log.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $mail ) {
		$log = getenv( 'BOUDOIR_MAIL_LOG' );
		$log = is_string( $log ) && '' !== $log ? $log : WP_CONTENT_DIR . '/mail.log';
		file_put_contents( $log, wp_json_encode( $mail ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- dev site only: an append-only log the tests read.
		return true;
	},
	10,
	2
);

/*
 * Test hooks of the HTTP suite (tests/http) and `npm run bench:wishlist`.
 * Local sites only: WP_ENVIRONMENT_TYPE is "local" in bin/wp/wp-config.php.tpl.
 */
if ( function_exists( 'wp_get_environment_type' ) && 'local' === wp_get_environment_type() ) {

	// How many queries a REST request cost, for the benchmark's "same count whatever the list's size".
	add_filter(
		'rest_post_dispatch',
		static function ( $response ) {
			global $wpdb;
			if ( $response instanceof WP_REST_Response ) {
				$response->header( 'X-Boudoir-Queries', (string) $wpdb->num_queries );
			}
			return $response;
		},
		PHP_INT_MAX
	);

	/*
	 * The page budgets' and `npm run bench:pages`' baseline: with the cookie `boudoir_baseline=1`,
	 * this request runs as if Boudoir were deactivated (same theme, same WooCommerce double).
	 */
	if ( isset( $_COOKIE['boudoir_baseline'] ) && '1' === $_COOKIE['boudoir_baseline'] ) {
		add_filter(
			'option_active_plugins',
			static fn ( $plugins ) => array_values( array_diff( (array) $plugins, array( 'boudoir/boudoir.php' ) ) )
		);
	}

	/*
	 * A site without WooCommerce for one browser: with the cookie `boudoir_test_woocommerce=off`,
	 * this request runs as if WooCommerce (or the double) were deactivated, still installed
	 * (no-woocommerce.spec.ts: the notice, the menu).
	 */
	if ( isset( $_COOKIE['boudoir_test_woocommerce'] ) && 'off' === $_COOKIE['boudoir_test_woocommerce'] ) {
		add_filter(
			'option_active_plugins',
			static fn ( $plugins ) => array_values( array_diff( (array) $plugins, array( 'woocommerce/woocommerce.php', 'woocommerce-double/woocommerce-double.php' ) ) )
		);
	}

	/*
	 * The e2e lane's theme projects: with the cookie `boudoir_test_theme=boudoir-classic`, this
	 * request runs on the classic test theme (tests/themes/boudoir-classic), as the Customizer
	 * previews a theme: the same filters, nothing stored. One site serves both themes at once.
	 */
	$boudoir_dev_theme = isset( $_COOKIE['boudoir_test_theme'] ) ? sanitize_key( wp_unslash( $_COOKIE['boudoir_test_theme'] ) ) : '';
	// Twenty Twenty-Five where the WordPress under test has it (6.7+): `npm run screens` shoots it too.
	if ( in_array( $boudoir_dev_theme, array( 'boudoir-classic', 'twentytwentyfive' ), true ) && is_file( get_theme_root() . '/' . $boudoir_dev_theme . '/style.css' ) ) {
		$boudoir_dev_use_theme = static fn (): string => $boudoir_dev_theme;
		// get_stylesheet()/get_template(), and the options theme mods are read by (same theme root).
		foreach ( array( 'stylesheet', 'template', 'pre_option_stylesheet', 'pre_option_template' ) as $boudoir_dev_filter ) {
			add_filter( $boudoir_dev_filter, $boudoir_dev_use_theme );
		}
	}

	/*
	 * Right-to-left pages without a right-to-left language pack (none can be downloaded
	 * here): with the cookie `boudoir_test_direction=rtl`, this request's locale writes right
	 * to left, as the RTL Tester plugin does it (`is_rtl()`, `<html dir="rtl">`, `*-rtl.css`).
	 */
	$boudoir_dev_direction = isset( $_COOKIE['boudoir_test_direction'] ) ? sanitize_key( wp_unslash( $_COOKIE['boudoir_test_direction'] ) ) : '';
	if ( 'rtl' === $boudoir_dev_direction ) {
		add_action(
			'init',
			static function (): void {
				$GLOBALS['wp_locale']->text_direction = 'rtl';
			},
			0
		);
	}

	/*
	 * No update checks: the dev site is offline, WordPress.org cannot be reached, and each
	 * failed check logs a PHP warning (which the e2e lanes count as a problem).
	 */
	add_action(
		'init',
		static function (): void {
			foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $boudoir_dev_check ) {
				remove_action( 'admin_init', $boudoir_dev_check );
			}
			foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes', 'wp_maybe_auto_update' ) as $boudoir_dev_check ) {
				remove_action( $boudoir_dev_check, $boudoir_dev_check );
			}
			// The screens that check on load (update.php and update-core.php check both).
			foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $boudoir_dev_screen ) {
				remove_action( $boudoir_dev_screen, 'wp_update_plugins' );
			}
			foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $boudoir_dev_screen ) {
				remove_action( $boudoir_dev_screen, 'wp_update_themes' );
			}
			remove_action( 'init', 'wp_schedule_update_checks' );
		},
		0
	);

	/*
	 * No list of WordPress.org's languages either: where the site has a language of WordPress's
	 * own (zh_TW, copied in by bin/lib/site.mjs), the login form, the profile and the general
	 * settings offer a language menu, which asks WordPress.org for every language it has; offline
	 * each ask logs a PHP warning. The menus list the installed languages only, as an offline
	 * site's would.
	 */
	add_filter(
		'translations_api',
		static fn ( $result, string $type ) => 'core' === $type ? array( 'translations' => array() ) : $result,
		10,
		2
	);

	/*
	 * The same product page from one request to the next, as the tests compare pages byte for
	 * byte (two guests, a cache): WooCommerce shuffles a product's related products on each
	 * request (wc_get_related_products(); 9.x's Related Products block shows the first five).
	 */
	add_filter( 'woocommerce_product_related_posts_shuffle', '__return_false' );

	/*
	 * Test routes for administrators, on WooCommerce and on its double alike (not a WooCommerce
	 * surface): set the few WooCommerce options a spec switches, and read an order's meta.
	 *
	 *   POST /wp-json/boudoir-dev/v1/options { "woocommerce_cod_settings": { "enabled": "yes" } }
	 *   GET  /wp-json/boudoir-dev/v1/orders/<id>
	 *   GET  /wp-json/boudoir-dev/v1/languages   (anyone: the languages WordPress itself is installed in)
	 */
	add_action( 'rest_api_init', 'boudoir_dev_register_test_routes' );

	/*
	 * Another language for one browser: with the cookie `boudoir_test_locale=zh_TW`, this
	 * request's locale (front end and wp-admin) is Traditional Chinese, so the e2e lane sees
	 * Boudoir's translations (languages/boudoir-zh_TW.*) without changing the site's language
	 * for the specs running beside it. WordPress's own strings are in Chinese too where the site
	 * has core's zh_TW files (Debian's wordpress-l10n, copied in by bin/lib/site.mjs), else English;
	 * GET /boudoir-dev/v1/languages says which.
	 */
	$boudoir_dev_locale = isset( $_COOKIE['boudoir_test_locale'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['boudoir_test_locale'] ) ) : '';
	if ( in_array( $boudoir_dev_locale, array( 'zh_TW' ), true ) ) {
		$boudoir_dev_use_locale = static fn (): string => $boudoir_dev_locale;
		add_filter( 'locale', $boudoir_dev_use_locale );
		add_filter( 'determine_locale', $boudoir_dev_use_locale );
	}

	/*
	 * The photo feed without the network (bin/wp/seed/photo-feed/feed.json): Flickr's feed
	 * URL is answered with the recorded feed for its user, and with an error for any other
	 * (as if Flickr were unreachable); the feed's images, Flickr's static host, are the demo's
	 * local copies (uploads/boudoir-photo-feed, drawn by the seed), allowed through Boudoir's
	 * URL check. With the cookie `boudoir_test_photo_feed=client`, the server leaves the feed
	 * to the browser (the spec's script-tag request), which the e2e lane routes.
	 */
	add_filter( 'pre_http_request', 'boudoir_dev_photo_feed_response', 10, 3 );

	/*
	 * Offline by design: any other request to another host fails at once, as with no network,
	 * instead of waiting for a connection that never comes (real WooCommerce's admin asks
	 * WooCommerce.com and WordPress.org, for its own language packs too once WordPress has a
	 * language installed; each wait held a PHP worker, and the admin screens behind it).
	 */
	add_filter(
		'pre_http_request',
		static function ( $preempt, $args, $url ) {
			$host = (string) wp_parse_url( (string) $url, PHP_URL_HOST );
			if ( false !== $preempt || '' === $host || in_array( $host, array( 'localhost', '127.0.0.1', (string) wp_parse_url( home_url(), PHP_URL_HOST ) ), true ) ) {
				return $preempt;
			}
			return new WP_Error( 'http_request_failed', 'The development site is offline: no request to ' . $host . '.' );
		},
		PHP_INT_MAX,
		3
	);
	add_filter(
		'boudoir_photo_feed_allowed_url',
		static function ( $allowed, $url, $kind ) {
			return $allowed || ( 'image' === $kind && str_starts_with( (string) $url, boudoir_dev_photo_feed_images_url() ) );
		},
		10,
		3
	);
	if ( isset( $_COOKIE['boudoir_test_photo_feed'] ) && 'client' === $_COOKIE['boudoir_test_photo_feed'] ) {
		add_filter( 'boudoir_photo_feed_server_fetch', '__return_false' );
	}

	/*
	 * WooCommerce's own variation dropdowns for one browser: with the cookie
	 * `boudoir_test_swatches=off`, Boudoir's swatches are off for this request only, so a
	 * spec can test the dropdowns while specs running beside it still see the swatches.
	 */
	if ( isset( $_COOKIE['boudoir_test_swatches'] ) && 'off' === $_COOKIE['boudoir_test_swatches'] ) {
		add_filter(
			'pre_option_boudoir_swatches_enabled',
			static function (): string {
				return 'no';
			}
		);
	}

	/*
	 * "Add straight to the default list when there is only one" for one browser: with the
	 * cookie `boudoir_test_add_straight=on` (add-to-wishlist.spec.ts), the setting is on for
	 * this request only; the site's default (off: the popup every time) stays for the rest.
	 */
	if ( isset( $_COOKIE['boudoir_test_add_straight'] ) && 'on' === $_COOKIE['boudoir_test_add_straight'] ) {
		add_filter(
			'pre_option_boudoir_wishlist_add_straight',
			static function (): string {
				return 'yes';
			}
		);
	}

	/*
	 * Registration off for one browser: with the cookie `boudoir_test_registration=off`, the
	 * account page has no register form for this request only (account-toggle.spec.ts, woocommerce-double.spec.ts),
	 * so the spec need not change the option specs running beside it read.
	 */
	if ( isset( $_COOKIE['boudoir_test_registration'] ) && 'off' === $_COOKIE['boudoir_test_registration'] ) {
		add_filter(
			'pre_option_woocommerce_enable_myaccount_registration',
			static function (): string {
				return 'no';
			}
		);
	}

	/*
	 * WooCommerce's cart widget above the shop's products for one browser: with the cookie
	 * `boudoir_test_cart_widget=on`, the shop prints WC_Widget_Cart with its default settings
	 * after the shop page's description (`woocommerce_archive_description`, which the classic
	 * template and WooCommerce's block templates both fire), where a shop's Legacy Widget block
	 * in that page would show it (woocommerce-double.spec.ts: the cart fragments' events), so
	 * the spec need not change the shop page that specs running beside it open.
	 */
	if ( isset( $_COOKIE['boudoir_test_cart_widget'] ) && 'on' === $_COOKIE['boudoir_test_cart_widget'] ) {
		add_action(
			'woocommerce_archive_description',
			static function (): void {
				if ( is_post_type_archive( 'product' ) ) {
					the_widget( 'WC_Widget_Cart' );
				}
			},
			20
		);
	}

	/*
	 * Order attribution for one browser, nothing stored, so specs running beside it keep the site's settings:
	 * `boudoir_test_attribution=off` turns Boudoir's tracking setting (`boudoir_attribution_tracking`) off;
	 * `boudoir_test_wc_attribution=on` makes WooCommerce's own order attribution active (the double reads the
	 * feature's option, as WooCommerce does), so Boudoir defers to it; `boudoir_test_consent=1` runs the WP Consent
	 * API (tests/wp-consent-api-double: its PHP and JS API, with an opt-in consent banner stand-in), so tracking
	 * waits for `wp_set_consent( 'marketing', 'allow' )` or the cookie `wp_consent_marketing=allow`.
	 */
	if ( isset( $_COOKIE['boudoir_test_attribution'] ) && 'off' === $_COOKIE['boudoir_test_attribution'] ) {
		add_filter(
			'pre_option_boudoir_attribution_tracking',
			static function (): string {
				return 'no';
			}
		);
	}
	if ( isset( $_COOKIE['boudoir_test_wc_attribution'] ) && 'on' === $_COOKIE['boudoir_test_wc_attribution'] ) {
		add_filter(
			'pre_option_woocommerce_feature_order_attribution_enabled',
			static function (): string {
				return 'yes';
			}
		);
	}
	if ( isset( $_COOKIE['boudoir_test_consent'] ) && '1' === $_COOKIE['boudoir_test_consent'] && is_readable( dirname( __DIR__, 2 ) . '/tests/wp-consent-api-double/wp-consent-api-double.php' ) ) {
		require_once dirname( __DIR__, 2 ) . '/tests/wp-consent-api-double/wp-consent-api-double.php';
	}

	// The HTTP suite sends many estimate requests from one address: it lifts the limit per request, explicitly.
	if ( isset( $_SERVER['HTTP_X_BOUDOIR_TEST_NO_RATE_LIMIT'] ) ) {
		add_filter( 'boudoir_estimate_rate_limit', '__return_zero' );
	}
	// Every test browser and HTTP actor is a new guest from this one address: no limit on new guest
	// sessions, unless a request asks for one (`X-Boudoir-Test-Session-Limit: N`, the HTTP suite's test of it).
	$boudoir_dev_session_limit = isset( $_SERVER['HTTP_X_BOUDOIR_TEST_SESSION_LIMIT'] ) ? absint( $_SERVER['HTTP_X_BOUDOIR_TEST_SESSION_LIMIT'] ) : 0;
	add_filter( 'boudoir_guest_session_rate_limit', static fn (): int => $boudoir_dev_session_limit );
	// The same for the wishlist alerts' confirmation e-mails (`X-Boudoir-Test-Confirmation-Limit: N`).
	$boudoir_dev_confirmation_limit = isset( $_SERVER['HTTP_X_BOUDOIR_TEST_CONFIRMATION_LIMIT'] ) ? absint( $_SERVER['HTTP_X_BOUDOIR_TEST_CONFIRMATION_LIMIT'] ) : 0;
	add_filter( 'boudoir_alerts_confirmation_limit', static fn (): int => $boudoir_dev_confirmation_limit );

	// `/?boudoir_dev=state|nonce|products`: JSON for the HTTP tests; late on init so the user is known.
	add_action(
		'init',
		static function (): void {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only dev endpoint.
			$what = isset( $_GET['boudoir_dev'] ) ? sanitize_key( wp_unslash( $_GET['boudoir_dev'] ) ) : '';
			if ( '' === $what ) {
				return;
			}
			nocache_headers();
			if ( 'nonce' === $what ) {
				// A REST nonce for whoever the cookies say (user 0 for a guest).
				wp_send_json(
					array(
						'user'  => get_current_user_id(),
						'nonce' => wp_create_nonce( 'wp_rest' ),
					)
				);
			}
			if ( 'state' === $what ) {
				wp_send_json( boudoir_dev_wishlist_state() );
			}
			if ( 'products' === $what ) {
				wp_send_json( boudoir_dev_products() );
			}
			// `/?boudoir_dev=mail&to=<address>`: the mails the log holds for one address (the e2e suite's
			// inbox: a guest's confirmation link).
			if ( 'mail' === $what ) {
				// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only dev endpoint.
				$to   = isset( $_GET['to'] ) ? sanitize_email( wp_unslash( $_GET['to'] ) ) : '';
				$log  = getenv( 'BOUDOIR_MAIL_LOG' );
				$log  = is_string( $log ) && '' !== $log ? $log : WP_CONTENT_DIR . '/mail.log';
				$mail = array();
				// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- dev site only: the log above.
				foreach ( explode( "\n", is_readable( $log ) ? (string) file_get_contents( $log ) : '' ) as $line ) {
					$entry = json_decode( $line, true );
					if ( is_array( $entry ) && '' !== $to && in_array( $to, (array) $entry['to'], true ) ) {
						$mail[] = $entry;
					}
				}
				wp_send_json( $mail );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a dev-only seeding endpoint, POST only.
			if ( 'bench_products' === $what && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) {
				// phpcs:ignore WordPress.Security.NonceVerification.Recommended
				wp_send_json( boudoir_dev_bench_products( isset( $_GET['count'] ) ? absint( $_GET['count'] ) : 0 ) );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a dev-only job runner, POST only (bench:wishlist).
			if ( 'alerts_job' === $what && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) {
				wp_send_json( boudoir_dev_alerts_job() );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- dev-only, POST only: the insights' full count (bin/bench-wishlist.mjs).
			if ( 'insights_count' === $what && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) {
				wp_send_json( boudoir_dev_insights_count() );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- dev-only, POST only: the alerts' scenario (tests/http/alerts.test.mjs).
			if ( 'alerts_changes' === $what && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) {
				// phpcs:ignore WordPress.Security.NonceVerification.Recommended
				wp_send_json( boudoir_dev_alerts_changes( isset( $_GET['lower'] ) ? absint( $_GET['lower'] ) : 0, isset( $_GET['restock'] ) ? absint( $_GET['restock'] ) : 0 ) );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- dev-only, POST only: the alerts' hourly run, now and past the send hour.
			if ( 'alerts_run' === $what && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) {
				$alerts = \Boudoir\Plugin::instance()->alerts();
				wp_send_json(
					array(
						'job'    => $alerts->job( \Boudoir\Alerts\Alert_Options::rules() )->run( time() ),
						'digest' => $alerts->sender()->run( time() ),
					)
				);
			}
			wp_send_json( array( 'error' => 'unknown boudoir_dev' ), 404 );
		},
		PHP_INT_MAX
	);
}

/**
 * Where the dev site serves the photo feed's images (the seed draws them there).
 */
function boudoir_dev_photo_feed_images_url(): string {
	return wp_upload_dir( null, false )['baseurl'] . '/boudoir-photo-feed/';
}

/**
 * Answers a request for Flickr's public feed (the pre_http_request filter): the recorded
 * feed, its images on this site, for the recorded user; an error for any other user.
 * Other requests, and requests a test already answered, pass.
 *
 * @param false|array|WP_Error $response What an earlier filter answered, or false.
 * @param array                $args     The request's arguments.
 * @param string               $url      The URL.
 * @return false|array|WP_Error
 */
function boudoir_dev_photo_feed_response( $response, $args, $url ) {
	if ( false !== $response || ! str_starts_with( (string) $url, 'https://www.flickr.com/services/feeds/photos_public.gne' ) ) {
		return $response;
	}
	$body = (string) file_get_contents( __DIR__ . '/seed/photo-feed/feed.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture file, not a URL.
	$feed = json_decode( $body, true );
	$id   = (string) ( wp_parse_args( (string) wp_parse_url( (string) $url, PHP_URL_QUERY ) )['id'] ?? '' );
	if ( ! is_array( $feed ) || ( $feed['items'][0]['author_id'] ?? '' ) !== $id ) {
		return new WP_Error( 'http_request_failed', 'The development site makes no request to Flickr (no recorded feed for this user).' );
	}
	return array(
		'headers'  => array( 'content-type' => 'application/json; charset=utf-8' ),
		'body'     => str_replace( 'https://live.staticflickr.com/65535/', boudoir_dev_photo_feed_images_url(), $body ),
		'response' => array(
			'code'    => 200,
			'message' => 'OK',
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

/**
 * The wishlist tables' invariants, as counts that must all be 0 (plus totals).
 *
 * @return array<string,int>
 */
function boudoir_dev_wishlist_state(): array {
	global $wpdb;
	$lists = $wpdb->prefix . 'boudoir_wishlists';
	$items = $wpdb->prefix . 'boudoir_wishlist_items';
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- dev site only: counts of Boudoir's own tables for the tests, never cached; table names only, no input.
	$count = static fn ( string $sql ): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM ({$sql}) AS counted" );
	$state = array(
		'lists'                      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$lists}" ),
		'items'                      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$items}" ),
		'orphan_items'               => $count( "SELECT i.id FROM {$items} i LEFT JOIN {$lists} l ON l.id = i.wishlist_id WHERE l.id IS NULL" ),
		'owners_without_one_default' => $count( "SELECT user_id, session_hash FROM {$lists} GROUP BY user_id, session_hash HAVING SUM(is_default) <> 1" ),
		'defaults_with_wrong_owner'  => $count(
			"SELECT id FROM {$lists} WHERE (is_default = 1 AND (default_owner IS NULL OR default_owner <> CASE WHEN user_id > 0 THEN CONCAT('user:', user_id) ELSE CONCAT('guest:', session_hash) END))
			OR (is_default = 0 AND default_owner IS NOT NULL)"
		),
		'lists_without_owner'        => $count( "SELECT id FROM {$lists} WHERE user_id = 0 AND session_hash = ''" ),
		'lists_with_gaps'            => $count( "SELECT wishlist_id FROM {$items} GROUP BY wishlist_id HAVING MIN(position) <> 0 OR MAX(position) <> COUNT(*) - 1 OR COUNT(DISTINCT position) <> COUNT(*)" ),
		'duplicate_items'            => $count( "SELECT wishlist_id FROM {$items} GROUP BY wishlist_id, product_id, variation_id HAVING COUNT(*) > 1" ),
		'bad_quantities'             => $count( "SELECT id FROM {$items} WHERE quantity < 1 OR quantity > 9999" ),
	);
	// phpcs:enable
	return $state;
}

/**
 * The catalogue's purchasable things: simple products, and variable products with their variations.
 *
 * @return array{simple:list<int>,variable:list<array{id:int,variations:list<int>}>,other:list<int>}
 */
function boudoir_dev_products(): array {
	$found = array(
		'simple'       => array(),
		'variable'     => array(),
		'other'        => array(),
		// Variations out of stock: the alerts' tests restock one.
		'out_of_stock' => array(),
	);
	$ids = get_posts(
		array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			'posts_per_page' => -1,
			'fields'         => 'ids',
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	);
	foreach ( $ids as $id ) {
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		$type    = $product ? $product->get_type() : 'unknown';
		if ( 'simple' === $type ) {
			$found['simple'][] = (int) $id;
		} elseif ( 'variable' === $type ) {
			$found['variable'][] = array(
				'id'         => (int) $id,
				'variations' => array_map( 'intval', $product->get_children() ),
			);
			foreach ( $product->get_children() as $child ) {
				$variation = wc_get_product( $child );
				if ( $variation && ! $variation->is_in_stock() ) {
					$found['out_of_stock'][] = array(
						'id'        => (int) $id,
						'variation' => (int) $child,
					);
				}
			}
		} else {
			$found['other'][] = (int) $id;
		}
	}
	return $found;
}

/**
 * The alerts' job, run now (bench:wishlist): what it read and decided, its time and its queries.
 *
 * @return array<string,mixed>
 */
function boudoir_dev_alerts_job(): array {
	global $wpdb;
	$queries = array();
	$record  = static function ( $query ) use ( &$queries ) {
		$queries[] = $query;
		return $query;
	};
	add_filter( 'query', $record );
	$started = hrtime( true );
	$run     = \Boudoir\Plugin::instance()->alerts()->job()->run( time() );
	$ms      = ( hrtime( true ) - $started ) / 1e6;
	remove_filter( 'query', $record );
	$items = $wpdb->prefix . \Boudoir\Wishlist\Item_Repository::TABLE;
	return $run + array(
		'ms'         => round( $ms, 1 ),
		'queries'    => count( $queries ),
		'reads'      => count( array_filter( $queries, static fn ( string $query ): bool => str_starts_with( ltrim( $query ), 'SELECT' ) ) ),
		// The statements that read saved items: each must name the changed products.
		'item_reads' => array_values( array_filter( $queries, static fn ( string $query ): bool => str_contains( $query, $items ) && str_starts_with( ltrim( $query ), 'SELECT' ) ) ),
	);
}

/**
 * The insights' daily full count, now: every saved product queued and counted again (Insights::run()),
 * with its time and statements.
 *
 * @return array{queued:int,counted:int,rows:int,ms:float,queries:int}
 */
function boudoir_dev_insights_count(): array {
	$queries = 0;
	$count   = static function ( $query ) use ( &$queries ) {
		++$queries;
		return $query;
	};
	delete_option( \Boudoir\Insights\Insights::FULL_COUNT_OPTION );
	add_filter( 'query', $count );
	$started = hrtime( true );
	$run     = \Boudoir\Plugin::instance()->insights()->run( time(), 3600.0 );
	$ms      = ( hrtime( true ) - $started ) / 1e6;
	remove_filter( 'query', $count );
	return $run + array(
		'rows'    => \Boudoir\Plugin::instance()->saved_demand()->totals()['variants'],
		'ms'      => round( $ms, 1 ),
		'queries' => $queries,
	);
}

/**
 * The shop's changes of the alerts' scenario, as its product editor saves them: a product's
 * regular price lowered by a fifth, a variation back in stock.
 *
 * @param int $lower   A simple product, or 0.
 * @param int $restock A variation, or 0.
 * @return array{lowered:?string,restocked:bool}
 */
function boudoir_dev_alerts_changes( int $lower, int $restock ): array {
	$done    = array(
		'lowered'   => null,
		'restocked' => false,
	);
	$product = $lower > 0 ? wc_get_product( $lower ) : null;
	if ( $product ) {
		$price = number_format( (float) $product->get_regular_price( 'edit' ) * 0.8, 2, '.', '' );
		$product->set_regular_price( $price );
		$product->save();
		$done['lowered'] = $price;
	}
	$variation = $restock > 0 ? wc_get_product( $restock ) : null;
	if ( $variation ) {
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( 5 );
		$variation->set_stock_status( 'instock' );
		$variation->save();
		$done['restocked'] = $variation->is_in_stock();
	}
	return $done;
}

/**
 * Creates simple products "Bench product N" until there are `$count` of them (the benchmark's 500-item list).
 *
 * @param int $count How many there should be.
 * @return list<int> Their ids.
 */
function boudoir_dev_bench_products( int $count ): array {
	$ids  = get_posts(
		array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			'posts_per_page' => -1,
			'fields'         => 'ids',
			'meta_key'       => '_boudoir_bench', // phpcs:ignore WordPress.DB.SlowDBQuery -- dev only.
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	);
	$last = min( $count, 2000 );
	for ( $n = count( $ids ) + 1; $n <= $last; ++$n ) {
		$id = wp_insert_post(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				'post_title'  => 'Bench product ' . $n,
				'meta_input'  => array(
					'_boudoir_bench' => 1,
					'_sku'           => 'BENCH-' . $n,
					'_regular_price' => '19.00',
					'_price'         => '19.00',
					'_stock_status'  => 'instock',
					'_manage_stock'  => 'no',
				),
			)
		);
		if ( $id ) {
			wp_set_object_terms( $id, 'simple', 'product_type' );
			$ids[] = $id;
		}
	}
	return array_map( 'intval', $ids );
}

/**
 * Registers the dev site's test routes (administrators only).
 */
function boudoir_dev_register_test_routes(): void {
	$admin = static fn (): bool => current_user_can( 'manage_options' );
	register_rest_route(
		'boudoir-dev/v1',
		'/languages',
		array(
			'methods'             => 'GET',
			// What the site's <html lang> and wp-admin tell anyone anyway.
			'permission_callback' => '__return_true',
			'callback'            => static fn () => rest_ensure_response( array( 'core' => array_values( get_available_languages() ) ) ),
		)
	);
	register_rest_route(
		'boudoir-dev/v1',
		'/options',
		array(
			'methods'             => 'POST',
			'permission_callback' => $admin,
			'callback'            => static function ( WP_REST_Request $request ) {
				$allowed  = array(
					'woocommerce_cod_settings',
					'woocommerce_bacs_settings',
					'woocommerce_cheque_settings',
					'woocommerce_feature_order_attribution_enabled',
					'woocommerce_enable_myaccount_registration',
					'woocommerce_enable_ajax_add_to_cart',
					'woocommerce_cart_redirect_after_add',
					'woocommerce_hide_out_of_stock_items',
				);
				$previous = array();
				foreach ( (array) $request->get_json_params() as $option => $value ) {
					if ( in_array( $option, $allowed, true ) ) {
						$previous[ $option ] = get_option( $option, null );
						update_option( $option, $value );
					}
				}
				return rest_ensure_response( array( 'previous' => $previous ) );
			},
		)
	);
	register_rest_route(
		'boudoir-dev/v1',
		'/commerce-notice',
		array(
			'methods'             => 'DELETE',
			'permission_callback' => $admin,
			// Shows the WooCommerce notice again to the signed-in user (no-woocommerce.spec.ts).
			'callback'            => static fn () => rest_ensure_response( array( 'deleted' => delete_user_meta( get_current_user_id(), 'boudoir_commerce_notice_dismissed' ) ) ),
		)
	);
	register_rest_route(
		'boudoir-dev/v1',
		'/orders/(?P<id>\d+)',
		array(
			'methods'             => 'GET',
			'permission_callback' => $admin,
			'callback'            => static function ( WP_REST_Request $request ) {
				$order = wc_get_order( (int) $request['id'] );
				if ( ! $order ) {
					return new WP_Error( 'boudoir_dev_order_not_found', 'No such order.', array( 'status' => 404 ) );
				}
				$meta = array();
				if ( method_exists( $order, 'get_meta_data' ) ) {
					// WooCommerce: the meta its order data store keeps (HPOS tables or posts).
					foreach ( $order->get_meta_data() as $entry ) {
						$meta[ $entry->key ] = $entry->value;
					}
				} else {
					// The double keeps an order's meta as post meta.
					foreach ( get_post_meta( $order->get_id() ) as $key => $values ) {
						$meta[ $key ] = maybe_unserialize( $values[0] );
					}
				}
				return rest_ensure_response(
					array(
						'id'             => $order->get_id(),
						'status'         => $order->get_status(),
						'total'          => (string) $order->get_total(),
						'payment_method' => $order->get_payment_method(),
						'created_via'    => $order->get_created_via(),
						'meta'           => $meta,
						'screens'        => boudoir_dev_order_screens( $order->get_id() ),
					)
				);
			},
		)
	);
}

/**
 * Where wp-admin shows an order, for the storage in use: WooCommerce's order tables (HPOS, its
 * own screens) or posts (WordPress's post screens, and the double's).
 *
 * @param int $id The order.
 * @return array{edit: string, processing: string, row: string} Its edit screen and the
 *         Processing list (paths), and the id of its row there.
 */
function boudoir_dev_order_screens( int $id ): array {
	if ( class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) && \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
		return array(
			'edit'       => '/wp-admin/admin.php?page=wc-orders&action=edit&id=' . $id,
			'processing' => '/wp-admin/admin.php?page=wc-orders&status=wc-processing',
			'row'        => 'order-' . $id,
		);
	}
	return array(
		'edit'       => '/wp-admin/post.php?post=' . $id . '&action=edit',
		'processing' => '/wp-admin/edit.php?post_status=wc-processing&post_type=shop_order',
		'row'        => 'post-' . $id,
	);
}

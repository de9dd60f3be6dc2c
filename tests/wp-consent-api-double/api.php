<?php
/**
 * The WP Consent API's public surface (Really-Simple-Plugins/wp-consent-level-api: api.php, config.php,
 * assets/js/wp-consent-api.js), reproduced for tests: the same function names, cookies, filters and
 * JS API. Test infrastructure only.
 *
 * @package Boudoir_Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- the WP Consent API's own names, which plugins look for.

defined( 'ABSPATH' ) || exit;

define( 'WP_CONSENT_API_VERSION', '1.0.8-double' );

/**
 * The consent cookies' prefix (filter `wp_consent_cookie_prefix`, default `wp_consent`): a category's
 * cookie is `wp_consent_marketing`, value `allow` or `deny`.
 */
function wp_consent_api_cookie_prefix() {
	return apply_filters( 'wp_consent_cookie_prefix', 'wp_consent' );
}

/**
 * The consent categories (filter `wp_consent_categories`).
 *
 * @return string[]
 */
function wp_consent_api_categories() {
	return apply_filters( 'wp_consent_categories', array( 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing' ) );
}

/**
 * A known category, or false.
 *
 * @param string $category A consent category.
 * @return string|false
 */
function wp_validate_consent_category( $category ) {
	return in_array( $category, wp_consent_api_categories(), true ) ? $category : false;
}

/**
 * `allow`, `deny` (filter `wp_consent_values`), or false.
 *
 * @param string $value A consent value.
 * @return string|false
 */
function wp_validate_consent_value( $value ) {
	return in_array( $value, apply_filters( 'wp_consent_values', array( 'allow', 'deny' ) ), true ) ? $value : false;
}

/**
 * The consent type a consent management plugin set (`optin`, `optout`), false when none did.
 *
 * @return string|false
 */
function wp_get_consent_type() {
	return apply_filters( 'wp_get_consent_type', false );
}

/**
 * Days the consent cookies last (filter `wp_consent_api_cookie_expiration`, default 30).
 *
 * @return int
 */
function wp_consent_api_cookie_expiration() {
	return apply_filters( 'wp_consent_api_cookie_expiration', apply_filters( 'wp_cookie_expiration', 30 ) );
}

/**
 * Whether the visitor consented to a category: true when no consent type is set (no consent
 * management), true with opt-out while the category's cookie is missing, else only when the cookie is `allow`.
 *
 * @param string      $category     The consent category.
 * @param string|bool $requested_by The asking plugin.
 * @return bool
 */
function wp_has_consent( $category, $requested_by = false ) {
	$consent_type = wp_get_consent_type();
	$category     = wp_validate_consent_category( $category );
	$cookie_name  = wp_consent_api_cookie_prefix() . '_' . $category;
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- compared with a constant only.
	if ( ! $consent_type ) {
		$has_consent = true;
	} elseif ( false !== strpos( $consent_type, 'optout' ) && ! isset( $_COOKIE[ $cookie_name ] ) ) {
		$has_consent = true;
	} elseif ( isset( $_COOKIE[ $cookie_name ] ) && 'allow' === $_COOKIE[ $cookie_name ] ) {
		$has_consent = true;
	} else {
		$has_consent = false;
	}
	// phpcs:enable
	return apply_filters( 'wp_has_consent', $has_consent, $category, $requested_by );
}

/**
 * Records the visitor's consent to a category in its cookie.
 *
 * @param string $category The consent category.
 * @param string $value    `allow` or `deny`.
 */
function wp_set_consent( $category, $value ) {
	$category = wp_validate_consent_category( apply_filters( 'wp_set_consent_type', $category ) );
	$value    = wp_validate_consent_value( apply_filters( 'wp_set_consent_value', $value ) );
	if ( ! $category || ! $value ) {
		return;
	}
	// The double skips the header once output started (PHPUnit); the API sends it regardless.
	if ( ! headers_sent() ) {
		setcookie( wp_consent_api_cookie_prefix() . '_' . $category, $value, time() + wp_consent_api_cookie_expiration() * DAY_IN_SECONDS, '/' );
	}
}

/**
 * Whether a plugin declared it uses the API (filter `wp_consent_api_registered_{plugin}`).
 *
 * @param string $plugin The plugin's basename.
 * @return bool
 */
function consent_api_registered( $plugin ) {
	return (bool) apply_filters( "wp_consent_api_registered_{$plugin}", false );
}

/**
 * The JS API (`wp_has_consent`, `wp_set_consent`, the `wp_listen_for_consent_change` event) with its
 * `consent_api` settings, in the footer after every other plugin's scripts, as the API enqueues it.
 */
function wp_consent_api_enqueue_assets() {
	wp_enqueue_script( 'wp-consent-api', plugins_url( 'assets/js/wp-consent-api.js', __FILE__ ), array(), WP_CONSENT_API_VERSION, true );
	wp_localize_script(
		'wp-consent-api',
		'consent_api',
		array(
			'consent_type'         => wp_get_consent_type(),
			'waitfor_consent_hook' => apply_filters( 'wp_consent_api_waitfor_consent_hook', false ),
			'cookie_expiration'    => wp_consent_api_cookie_expiration(),
			'cookie_prefix'        => wp_consent_api_cookie_prefix(),
		)
	);
}
add_action( 'wp_enqueue_scripts', 'wp_consent_api_enqueue_assets', PHP_INT_MAX - 100 );

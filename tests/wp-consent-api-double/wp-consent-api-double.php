<?php
/**
 * Plugin Name: WP Consent API (test double)
 * Description: Test infrastructure only: the public surface of the WP Consent API plugin, and a consent
 *              banner stand-in that sets the consent type to opt-in. Never install it on a shop.
 *
 * @package Boudoir_Tests
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/api.php';

/*
 * The consent banner stand-in (what a consent management plugin does): the site asks for opt-in
 * consent, so without the shopper's `allow` every category but functional is refused. It has no UI:
 * tests give or withdraw consent with the JS `wp_set_consent( category, value )` or the cookie.
 */
add_filter(
	'wp_get_consent_type',
	static function () {
		return 'optin';
	}
);
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_add_inline_script( 'wp-consent-api', 'window.wp_consent_type = "optin";', 'after' );
	},
	PHP_INT_MAX - 50
);

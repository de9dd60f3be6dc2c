<?php
/**
 * Plugin Name: Boudoir on wp-env
 * Description: wp-env's site as the demo shop is: visitors are guests until they sign in (never shipped).
 *
 * .wp-env.json maps this folder to wp-content/mu-plugins. wp-env starts Playground with
 * `--login`, whose mu-plugin signs every browser without its cookie in as admin on its first
 * page: each new shopper, and each guest of the end-to-end suite, would be an administrator.
 * Here they are guests, as on `npm start`; sign in as admin / password (docs/contract.md).
 * WordPress loads this folder before Playground's own mu-plugins, whose init callback this
 * removes before it runs; without Playground (wp-env's Docker runtime) there is none to remove.
 *
 * @package Boudoir
 */

add_action(
	'init',
	static function (): void {
		remove_action( 'init', 'playground_auto_login', 1 );
	},
	0
);

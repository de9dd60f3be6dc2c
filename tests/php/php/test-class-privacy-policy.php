<?php
/**
 * Tests of Boudoir\Privacy_Policy.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Privacy_Policy;
use Boudoir\Wishlist\Expiry;

/**
 * Boudoir's suggested privacy-policy text reaches WordPress's policy guide, with this shop's durations.
 */
final class Privacy_Policy_Test extends Test_Case {

	/**
	 * Loads the admin's policy guide functions.
	 */
	public function set_up(): void {
		parent::set_up();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-privacy-policy-content.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	/**
	 * Forgets the guest list lifetime and the admin screen.
	 */
	public function tear_down(): void {
		delete_option( Expiry::OPTION_DAYS );
		set_current_screen( 'front' );
		parent::tear_down();
	}

	/**
	 * Runs add_content() as WordPress runs it: on admin_init, in wp-admin.
	 *
	 * @return string Boudoir's text in the policy guide, or '' without one.
	 */
	private function suggested_text(): string {
		set_current_screen( 'options-privacy' );
		$GLOBALS['wp_current_filter'][] = 'admin_init';
		try {
			( new Privacy_Policy() )->add_content();
		} finally {
			array_pop( $GLOBALS['wp_current_filter'] );
		}
		foreach ( \WP_Privacy_Policy_Content::get_suggested_policy_text() as $section ) {
			if ( Privacy_Policy::NAME === $section['plugin_name'] ) {
				return (string) $section['policy_text'];
			}
		}
		return '';
	}

	/**
	 * The plugin's boot hooks the text onto admin_init.
	 */
	public function test_the_plugin_adds_the_text_on_admin_init(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_init', Privacy_Policy::class, 'add_content' ) );
	}

	/**
	 * The guide holds what Boudoir stores, its cookies by name and the shop's guest list lifetime.
	 */
	public function test_registers_what_boudoir_stores_and_for_how_long(): void {
		update_option( Expiry::OPTION_DAYS, 45 );

		$text = $this->suggested_text();

		foreach ( array( 'Wishlists', 'boudoir_wishlist_session', '__Host-boudoir_wishlist_session', 'boudoir_wishlist_count', 'deleted 45 days after your last change', 'Estimate requests', 'kept for 365 days', 'gridcookie', 'sbjs_', '6 months', '30 minutes', 'saved with the order or the account', 'staticflickr.com', 'https://www.flickr.com/help/privacy' ) as $expected ) {
			$this->assertStringContainsString( $expected, $text );
		}
	}

	/**
	 * Estimates kept for ever (the retention filter at 0) say so instead of a number of days.
	 */
	public function test_says_when_estimates_are_kept_until_deleted(): void {
		add_filter( 'boudoir_estimate_retention_days', '__return_zero' );

		$text = Privacy_Policy::content();

		$this->assertStringContainsString( 'kept until the shop deletes it', $text );
		$this->assertStringNotContainsString( 'kept for', $text );
	}

	/**
	 * The text is translated (zh-TW) and escaped.
	 */
	public function test_is_translated_and_escaped(): void {
		$this->use_locale( 'zh_TW' );
		// Strings already loaded in the site's locale load again, in zh-TW.
		unload_textdomain( 'boudoir', true );
		try {
			$text = Privacy_Policy::content();
		} finally {
			$this->use_site_locale();
		}

		$this->assertStringContainsString( '<h3>願望清單</h3>', $text );
		$this->assertStringNotContainsString( 'When you save products to a wishlist', $text );
		$this->assertSame( wp_kses( $text, array( 'h3' => array(), 'p' => array() ) ), $text );
	}
}

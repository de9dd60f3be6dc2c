<?php
/**
 * Tests of Boudoir\Commerce\Admin_Notice, as the plugin wires it.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Admin_Notice;
use Boudoir\Commerce\Status;
use Boudoir\Plugin;

/**
 * wp-admin says, on the Plugins screen and Settings → Boudoir, to those who can fix it, that the
 * shop features need WooCommerce 9.0+; each of them dismisses it for good.
 */
final class Admin_Notice_Test extends Test_Case {

	private const MESSAGE = 'Boudoir&#039;s shop features need WooCommerce 9.0 or later. The theme behaviours keep working.';

	private const INACTIVE = 'WooCommerce is installed but not active: Boudoir&#039;s shop features need WooCommerce 9.0 or later. The theme behaviours keep working.';

	private const OUTDATED = 'Boudoir&#039;s shop features need WooCommerce 9.0 or later, and this site&#039;s WooCommerce is older. The theme behaviours keep working.';

	private const INSTALL_URL = 'plugin-install.php?s=woocommerce&amp;tab=search&amp;type=term';

	/**
	 * The request method before a test set one.
	 *
	 * @var string|null
	 */
	private ?string $method = null;

	/**
	 * Keeps the request method, and leaves WooCommerce out of the installed plugins: the
	 * tests say when it is installed (the real lanes install a WooCommerce release beside
	 * Boudoir, the double's lanes install none).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->method = isset( $_SERVER['REQUEST_METHOD'] ) ? (string) $_SERVER['REQUEST_METHOD'] : null;
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$without = array_filter(
			get_plugins(),
			static fn ( array $data, string $file ): bool => ! ( 'woocommerce.php' === basename( $file ) && 'WooCommerce' === ( $data['Name'] ?? '' ) ),
			ARRAY_FILTER_USE_BOTH
		);
		// get_plugins() answers from this cache.
		wp_cache_set( 'plugins', array( '' => $without ), 'plugins' );
	}

	/**
	 * Puts the real detection and the request method back.
	 */
	protected function tear_down(): void {
		wp_cache_delete( 'plugins', 'plugins' );
		Plugin::instance()->detect_commerce();
		if ( null === $this->method ) {
			unset( $_SERVER['REQUEST_METHOD'] );
		} else {
			$_SERVER['REQUEST_METHOD'] = $this->method;
		}
		parent::tear_down();
	}

	/**
	 * What admin_notices prints for the current user on a screen.
	 *
	 * wp-admin fires the notices hooks on a screen, and WooCommerce's own callbacks on them
	 * read it (get_current_screen()), so the test sets one up as wp-admin does.
	 *
	 * @param string $screen The screen's id: plugins, settings_page_boudoir, dashboard…
	 * @param string $hook   admin_notices or network_admin_notices.
	 */
	private function notices( string $screen = 'plugins', string $hook = 'admin_notices' ): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( $screen );
		ob_start();
		do_action( $hook );
		$html = (string) ob_get_clean();
		set_current_screen( 'front' );
		return $html;
	}

	/**
	 * A notice of the given status and installed WooCommerce, as its own instance.
	 *
	 * @param Status      $status    What the detection found.
	 * @param string|null $installed The installed WooCommerce's plugin file, null for none.
	 */
	private static function notice( Status $status, ?string $installed = null ): Admin_Notice {
		return new Admin_Notice( static fn (): Status => $status, static fn (): ?string => $installed );
	}

	/**
	 * What a notice prints on a screen.
	 *
	 * @param Admin_Notice $notice The notice.
	 * @param string       $screen The screen's id.
	 */
	private static function render( Admin_Notice $notice, string $screen = 'plugins' ): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( $screen );
		ob_start();
		$notice->render();
		$html = (string) ob_get_clean();
		set_current_screen( 'front' );
		return $html;
	}

	/**
	 * Posts the dismissal form as the browser would (or not, with another method or nonce).
	 *
	 * @param Admin_Notice $notice The notice.
	 * @param string       $method The request method.
	 * @param string|null  $nonce  The nonce sent; by default a valid one for the current user.
	 */
	private static function post_dismissal( Admin_Notice $notice, string $method = 'POST', ?string $nonce = null ): bool {
		$_SERVER['REQUEST_METHOD'] = $method;
		$fields                    = array(
			'action'   => Admin_Notice::DISMISS_ACTION,
			'_wpnonce' => $nonce ?? wp_create_nonce( Admin_Notice::DISMISS_ACTION ),
		);
		if ( 'POST' === $method ) {
			$_POST = $fields;
		} else {
			$_GET = $fields;
		}
		$_REQUEST = $fields;
		return $notice->dismiss();
	}

	/**
	 * A shopper's role: WooCommerce's customer when the double provides it.
	 */
	private function shopper_role(): string {
		return wp_roles()->is_role( 'customer' ) ? 'customer' : 'subscriber';
	}

	/**
	 * The plugin hooks the notice once on each notices hook, and its dismissal on admin-post.php.
	 */
	public function test_is_hooked_once(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_notices', Admin_Notice::class, 'render' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'network_admin_notices', Admin_Notice::class, 'render' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_post_boudoir_dismiss_commerce_notice', Admin_Notice::class, 'handle_dismissal' ) );
		$this->assertFalse( has_action( 'admin_post_nopriv_boudoir_dismiss_commerce_notice' ), 'Visitors have nothing to dismiss.' );
	}

	/**
	 * Without WooCommerce an administrator sees one warning on the Plugins screen, escaped, with
	 * the link to install WooCommerce and a real button that dismisses it.
	 */
	public function test_admin_sees_one_notice_without_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );

		$html = $this->notices();

		$this->assertSame( 1, substr_count( $html, self::MESSAGE ), $html );
		$this->assertSame( 1, substr_count( $html, '<div' ) );
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( 'div' ) );
		foreach ( array( 'notice', 'notice-warning', 'boudoir-commerce-notice' ) as $class ) {
			$this->assertTrue( (bool) $processor->has_class( $class ), "class {$class}" );
		}
		$this->assertFalse( (bool) $processor->has_class( 'is-dismissible' ), 'Not wp-admin\'s close button, which would only hide it until the next screen.' );
		$this->assertStringNotContainsString( "Boudoir's", $html, 'The apostrophe is escaped.' );

		$this->assertTrue( $processor->next_tag( 'p' ) );
		$this->assertSame( 'boudoir-commerce-notice-text', $processor->get_attribute( 'id' ) );
		$this->assertTrue( $processor->next_tag( 'form' ) );
		$this->assertSame( 'post', $processor->get_attribute( 'method' ) );
		$this->assertSame( admin_url( 'admin-post.php' ), $processor->get_attribute( 'action' ) );
		$this->assertTrue( $processor->next_tag( 'a' ) );
		$this->assertSame( self_admin_url( 'plugin-install.php?s=woocommerce&tab=search&type=term' ), $processor->get_attribute( 'href' ) );
		$this->assertStringContainsString( '>Install WooCommerce</a>', $html );

		$fields = array();
		while ( $processor->next_tag( 'input' ) ) {
			$fields[ (string) $processor->get_attribute( 'name' ) ] = (string) $processor->get_attribute( 'value' );
		}
		$this->assertSame( Admin_Notice::DISMISS_ACTION, $fields['action'] ?? null );
		$this->assertSame( 1, wp_verify_nonce( $fields['_wpnonce'] ?? '', Admin_Notice::DISMISS_ACTION ) );
		$this->assertArrayHasKey( '_wp_http_referer', $fields, 'Back to the screen after the dismissal.' );

		$button = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $button->next_tag( 'button' ) );
		$this->assertSame( 'submit', $button->get_attribute( 'type' ) );
		$this->assertSame( 'boudoir-commerce-notice-text', $button->get_attribute( 'aria-describedby' ) );
		$this->assertStringContainsString( '>Dismiss this notice</button>', $html );
	}

	/**
	 * Settings → Boudoir shows it too; the dashboard, the posts list and the network dashboard do not.
	 */
	public function test_only_on_the_plugins_screen_and_boudoirs_settings(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->assertSame( 1, substr_count( $this->notices( 'settings_page_boudoir' ), self::MESSAGE ) );
		$this->assertSame( 1, substr_count( $this->notices( 'plugins-network', 'network_admin_notices' ), self::MESSAGE ), 'The network\'s Plugins screen.' );
		foreach ( array( 'dashboard', 'edit-post', 'options-general', 'settings_page_other', 'plugin-install' ) as $screen ) {
			$this->assertSame( '', $this->notices( $screen ), $screen );
		}
		$this->assertSame( '', $this->notices( 'dashboard-network', 'network_admin_notices' ) );
	}

	/**
	 * An older WooCommerce gets its own message, with the way to update it.
	 */
	public function test_admin_sees_the_outdated_notice_with_an_old_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => '8.9.3' );
		$this->log_in( $this->create_user( 'administrator' ) );

		$html = $this->notices();

		$this->assertSame( 1, substr_count( $html, self::OUTDATED ), $html );
		$this->assertStringNotContainsString( self::MESSAGE, $html );
		$this->assertStringNotContainsString( self::INSTALL_URL, $html );
		if ( current_user_can( 'update_plugins' ) ) {
			$this->assertStringContainsString( 'href="' . esc_url( self_admin_url( 'update-core.php' ) ) . '"', $html );
		}
		$this->assertFalse( Plugin::instance()->shop_enabled() );
	}

	/**
	 * WooCommerce installed but not active: the message says so and links to its activation.
	 */
	public function test_an_installed_but_inactive_woocommerce_gets_the_activation_link(): void {
		$this->log_in( $this->create_user( 'administrator' ) );

		$html = self::render( self::notice( Status::Missing, 'woocommerce/woocommerce.php' ) );

		$this->assertSame( 1, substr_count( $html, self::INACTIVE ), $html );
		$this->assertStringNotContainsString( self::INSTALL_URL, $html );
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( 'a' ) );
		$href = (string) $processor->get_attribute( 'href' );
		$this->assertStringStartsWith( self_admin_url( 'plugins.php?action=activate&plugin=woocommerce%2Fwoocommerce.php&_wpnonce=' ), $href );
		parse_str( (string) wp_parse_url( $href, PHP_URL_QUERY ), $query );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'] ?? '', 'activate-plugin_woocommerce/woocommerce.php' ), 'WordPress\'s own activation nonce.' );
		$this->assertStringContainsString( '>Activate WooCommerce</a>', $html );
	}

	/**
	 * The installed WooCommerce is found among the installed plugins, whatever its folder's name.
	 */
	public function test_finds_the_installed_woocommerce(): void {
		$plugins = array(
			'boudoir/boudoir.php'            => array( 'Name' => 'Boudoir' ),
			'woocommerce-9.0/woocommerce.php' => array( 'Name' => 'WooCommerce' ),
		);
		wp_cache_set( 'plugins', array( '' => $plugins ), 'plugins' );
		try {
			$this->assertSame( 'woocommerce-9.0/woocommerce.php', Admin_Notice::installed_woocommerce() );

			unset( $plugins['woocommerce-9.0/woocommerce.php'] );
			$plugins['other/woocommerce.php'] = array( 'Name' => 'Something else' );
			wp_cache_set( 'plugins', array( '' => $plugins ), 'plugins' );
			$this->assertNull( Admin_Notice::installed_woocommerce() );
		} finally {
			wp_cache_delete( 'plugins', 'plugins' );
		}
	}

	/**
	 * Who can activate but not install plugins gets no install link.
	 */
	public function test_no_install_link_for_users_who_cannot_install_plugins(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$deny = static fn ( array $caps, string $cap ): array => 'install_plugins' === $cap ? array( 'do_not_allow' ) : $caps;
		add_filter( 'map_meta_cap', $deny, 10, 2 );

		$html = self::render( self::notice( Status::Missing ) );

		$this->assertSame( 1, substr_count( $html, self::MESSAGE ), $html );
		$this->assertStringNotContainsString( 'plugin-install.php', $html );
		$this->assertStringNotContainsString( '<a ', $html );
		$this->assertStringContainsString( '>Dismiss this notice</button>', $html );
	}

	/**
	 * Shoppers and editors cannot act on it, so they do not see it.
	 */
	public function test_users_who_cannot_activate_plugins_do_not_see_it(): void {
		Plugin::instance()->detect_commerce( static fn () => null );

		$this->log_in( $this->create_user( $this->shopper_role() ) );
		$this->assertSame( '', $this->notices() );

		$this->log_in( $this->create_user( 'editor' ) );
		$this->assertSame( '', $this->notices() );

		$this->log_out();
		$this->assertSame( '', $this->notices() );
	}

	/**
	 * With WooCommerce 9.0 or later there is nothing to say.
	 */
	public function test_no_notice_with_a_supported_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => '9.0.0' );
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->assertSame( '', $this->notices() );
		$this->assertSame( '', $this->notices( 'settings_page_boudoir' ) );
	}

	/**
	 * A posted dismissal hides the notice for good, for that user only, on every screen it showed on.
	 */
	public function test_dismissal_is_stored_per_user(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$first  = $this->log_in( $this->create_user( 'administrator' ) );
		$second = $this->create_user( 'administrator' );
		$this->assertSame( 1, substr_count( $this->notices(), self::MESSAGE ) );

		$this->assertTrue( self::post_dismissal( new Admin_Notice( static fn (): Status => Plugin::instance()->commerce_status() ) ) );

		$this->assertSame( Admin_Notice::MESSAGE_MISSING, get_user_meta( $first->ID, Admin_Notice::DISMISSED_META, true ) );
		$this->assertSame( '', $this->notices() );
		$this->assertSame( '', $this->notices( 'settings_page_boudoir' ) );

		$this->log_in( $second );
		$this->assertSame( '', get_user_meta( $second->ID, Admin_Notice::DISMISSED_META, true ) );
		$this->assertSame( 1, substr_count( $this->notices(), self::MESSAGE ), 'Another administrator still sees it.' );

		$this->log_in( $first );
		$this->assertSame( '', $this->notices(), 'Still dismissed on a later request.' );
	}

	/**
	 * A dismissed message stays dismissed; another one (WooCommerce now installed, or too old) shows.
	 */
	public function test_another_message_shows_after_a_dismissal(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$this->assertTrue( self::post_dismissal( self::notice( Status::Missing ) ) );

		$this->assertSame( '', self::render( self::notice( Status::Missing ) ) );
		$this->assertSame( 1, substr_count( self::render( self::notice( Status::Missing, 'woocommerce/woocommerce.php' ) ), self::INACTIVE ) );
		$this->assertSame( 1, substr_count( self::render( self::notice( Status::Outdated ) ), self::OUTDATED ) );
	}

	/**
	 * No write by GET, nor without the notice's nonce, nor by a user who cannot see the notice.
	 */
	public function test_dismissal_needs_a_post_the_nonce_and_the_capability(): void {
		$notice = self::notice( Status::Missing );
		$admin  = $this->log_in( $this->create_user( 'administrator' ) );

		$this->assertFalse( self::post_dismissal( $notice, 'GET' ), 'A link cannot dismiss it.' );
		$this->assertFalse( self::post_dismissal( $notice, 'POST', '' ) );
		$this->assertFalse( self::post_dismissal( $notice, 'POST', wp_create_nonce( 'another-action' ) ) );
		$this->assertSame( '', get_user_meta( $admin->ID, Admin_Notice::DISMISSED_META, true ) );

		$editor = $this->log_in( $this->create_user( 'editor' ) );
		$this->assertFalse( self::post_dismissal( $notice ), 'The nonce is right, the capability is missing.' );
		$this->assertSame( '', get_user_meta( $editor->ID, Admin_Notice::DISMISSED_META, true ) );

		$this->log_out();
		$this->assertFalse( self::post_dismissal( $notice ) );
	}

	/**
	 * The admin-post.php handler refuses a bad request with a 403 and writes nothing.
	 */
	public function test_the_handler_refuses_with_a_403(): void {
		$admin = $this->log_in( $this->create_user( 'administrator' ) );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_GET                      = array( '_wpnonce' => wp_create_nonce( Admin_Notice::DISMISS_ACTION ) );
		$_REQUEST                  = $_GET;
		$died                      = null;
		$handler                   = static function () use ( &$died ): callable {
			return static function ( $message, $title, $args ) use ( &$died ): void {
				$died = $args;
				throw new \RuntimeException( 'wp_die' );
			};
		};
		add_filter( 'wp_die_handler', $handler );

		try {
			self::notice( Status::Missing )->handle_dismissal();
			$this->fail( 'The handler went on.' );
		} catch ( \RuntimeException $stopped ) {
			$this->assertSame( 'wp_die', $stopped->getMessage() );
		}

		$this->assertSame( 403, $died['response'] ?? null );
		$this->assertSame( '', get_user_meta( $admin->ID, Admin_Notice::DISMISSED_META, true ) );
	}

	/**
	 * The messages go through the boudoir text domain.
	 */
	public function test_message_is_translatable(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );
		$translate = static fn ( string $translation, string $text, string $domain ): string => 'boudoir' === $domain && str_starts_with( $text, "Boudoir's shop features" ) ? 'Übersetzt <b>&</b>' : $translation;
		add_filter( 'gettext', $translate, 10, 3 );

		$html = $this->notices();

		$this->assertStringContainsString( 'Übersetzt &lt;b&gt;&amp;&lt;/b&gt;', $html );
	}
}

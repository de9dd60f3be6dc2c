<?php
/**
 * Tests of Boudoir\Theme\Restyled_Selects.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Options;
use Boudoir\Theme\Restyled_Selects;
use Boudoir\Theme_Options;

/**
 * The selector setting, its sanitizer, and which pages get the script.
 */
final class Restyled_Selects_Test extends Test_Case {

	private const BUILD_URL = 'https://cdn.boudoir.test/build';

	/**
	 * A build folder holding the script's .asset.php and stylesheet.
	 *
	 * @var string
	 */
	private string $build_dir;

	/**
	 * The instance under test, its assets registered on fresh registries.
	 *
	 * @var Restyled_Selects
	 */
	private Restyled_Selects $selects;

	/**
	 * Makes the build folder and fresh script and style registries.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->build_dir = get_temp_dir() . 'boudoir-restyled-selects-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build_dir . '/scripts' );
		file_put_contents( $this->build_dir . '/scripts/restyled-selects.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		file_put_contents( $this->build_dir . '/scripts/restyled-selects.css', '.boudoir-select{position:relative}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		$this->selects         = new Restyled_Selects( $this->build_dir, self::BUILD_URL );
		$this->selects->register_assets();
	}

	/**
	 * Removes the build folder and the option.
	 */
	public function tear_down(): void {
		self::remove_folder( $this->build_dir );
		delete_option( Theme_Options::SELECT_SELECTOR );
		parent::tear_down();
	}

	/**
	 * Whether the script is on the page.
	 */
	private function enqueued(): bool {
		return wp_script_is( Restyled_Selects::HANDLE, 'enqueued' );
	}

	/**
	 * Plugin::boot() hooks the every-page rule and each known source's hook.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'wp_enqueue_scripts', Restyled_Selects::class, 'enqueue_everywhere' ) );
		$this->assertArrayHasKey( Theme_Options::SELECT_SELECTOR, Options::all(), 'Its selector is declared in the option registry.' );
		foreach ( array_unique( Restyled_Selects::SOURCES ) as $hook ) {
			$this->assertSame( array( 10 ), $this->hooked_priorities( $hook, Restyled_Selects::class, 'source_rendered' ), $hook );
		}
	}

	/**
	 * The default is the known sources: the ordering control, variation selects, the category and archive drop-downs.
	 */
	public function test_registers_the_option_with_the_known_sources_as_default(): void {
		$settings = get_registered_settings();
		$this->assertSame(
			'.woocommerce-ordering select, .variations select, .widget_product_categories select, .wp-block-categories select, .wp-block-archives select',
			$settings[ Theme_Options::SELECT_SELECTOR ]['default']
		);
		$this->assertSame( Restyled_Selects::default_selector(), Restyled_Selects::selector() );
	}

	/**
	 * Selector lists are normalized; markup and style characters, empty selectors and unbalanced brackets are refused.
	 */
	public function test_sanitizes_a_selector_list(): void {
		$this->assertSame( '', Restyled_Selects::sanitize_selector_list( "  \n " ) );
		$this->assertSame( '.a select, form > select.b', Restyled_Selects::sanitize_selector_list( " .a   select ,\n form > select.b " ) );
		$this->assertSame( 'select[name="a,b"], :is(.x, .y) select', Restyled_Selects::sanitize_selector_list( 'select[name="a,b"],:is(.x, .y) select' ) );
		foreach ( array(
			'</script><script>alert(1)</script>',
			'select{color:red}',
			'select; x',
			'@import url(x)',
			'select /* x */',
			'.a,,.b',
			'.a,',
			':is(.a select',
			'select[name="a]',
			'.a]',
			"sel\x00ect",
			'select\\3c',
			str_repeat( 'a', Restyled_Selects::MAX_LENGTH + 1 ),
		) as $bad ) {
			$this->assertNull( Restyled_Selects::sanitize_selector_list( $bad ), $bad );
		}
	}

	/**
	 * Saving through the settings API: a valid list is stored normalized, '' turns it off, a bad one keeps the stored value.
	 */
	public function test_saving_keeps_the_stored_list_when_the_new_one_is_refused(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		update_option( Theme_Options::SELECT_SELECTOR, '.shop  select' );
		$this->assertSame( '.shop select', get_option( Theme_Options::SELECT_SELECTOR ) );

		update_option( Theme_Options::SELECT_SELECTOR, 'select{}' );
		$this->assertSame( '.shop select', get_option( Theme_Options::SELECT_SELECTOR ) );
		$errors = get_settings_errors( Theme_Options::SELECT_SELECTOR );
		$this->assertSame( 'invalid_selector', $errors[0]['code'] ?? null );

		update_option( Theme_Options::SELECT_SELECTOR, '' );
		$this->assertSame( '', get_option( Theme_Options::SELECT_SELECTOR ) );
		$this->assertSame( '', Restyled_Selects::selector() );
	}

	/**
	 * With the default selector, content pages get no script: only a page where a known source renders does.
	 */
	public function test_the_default_selector_loads_the_script_only_where_a_source_renders(): void {
		$this->selects->enqueue_everywhere();
		$this->assertFalse( $this->enqueued(), 'Not on every page.' );

		// Filters of the known sources pass their value unchanged.
		$options = array( 'menu_order' => 'Default sorting' );
		$this->assertSame( $options, apply_filters( 'woocommerce_catalog_orderby', $options ) );
		$this->assertTrue( $this->enqueued(), 'The ordering control renders.' );

		$scripts = wp_scripts();
		$this->assertSame( 'defer', $scripts->get_data( Restyled_Selects::HANDLE, 'strategy' ) );
		$this->assertSame( 1, $scripts->get_data( Restyled_Selects::HANDLE, 'group' ) );
		$this->assertSame( array(), $scripts->registered[ Restyled_Selects::HANDLE ]->deps, 'No dependency: no React, no wp-data, no wp-i18n, no jQuery.' );
		$this->assertSame(
			array( 'window.boudoirRestyledSelects = {"selector":".woocommerce-ordering select, .variations select, .widget_product_categories select, .wp-block-categories select, .wp-block-archives select"};' ),
			array_values( array_filter( (array) $scripts->get_data( Restyled_Selects::HANDLE, 'before' ) ) )
		);
		$this->assertTrue( wp_style_is( Restyled_Selects::HANDLE, 'enqueued' ) );
		$this->assertSame( $this->build_dir . '/scripts/restyled-selects.css', wp_styles()->get_data( Restyled_Selects::HANDLE, 'path' ), 'Printed inline by Boudoir\Islands.' );
	}

	/**
	 * Each source counts only while the selector names it; the category and archive blocks only as drop-downs.
	 */
	public function test_a_source_counts_only_when_the_selector_names_it(): void {
		update_option( Theme_Options::SELECT_SELECTOR, '.variations select, .wp-block-archives select' );

		apply_filters( 'woocommerce_catalog_orderby', array() );
		$this->assertFalse( $this->enqueued(), 'The ordering control is not in the selector.' );

		apply_filters( 'render_block_core/archives', '<ul></ul>', array( 'attrs' => array() ), null );
		$this->assertFalse( $this->enqueued(), 'A list of archives has no select.' );

		$html = '<div class="wp-block-archives"><select></select></div>';
		$this->assertSame( $html, apply_filters( 'render_block_core/archives', $html, array( 'attrs' => array( 'displayAsDropdown' => true ) ), null ) );
		$this->assertTrue( $this->enqueued() );
	}

	/**
	 * The variations form's selects bring the script.
	 */
	public function test_variation_selects_bring_the_script(): void {
		$html = '<select id="pa_color"></select>';
		$this->assertSame( $html, apply_filters( 'woocommerce_dropdown_variation_attribute_options_html', $html, array() ) );
		$this->assertTrue( $this->enqueued() );
	}

	/**
	 * A selector reaching beyond the known sources may match anything: every front-end page gets the script.
	 */
	public function test_a_custom_selector_loads_the_script_everywhere(): void {
		update_option( Theme_Options::SELECT_SELECTOR, '.woocommerce-ordering select, .my-theme select' );
		$this->assertFalse( Restyled_Selects::only_known_sources( Restyled_Selects::selector() ) );
		$this->selects->enqueue_everywhere();
		$this->assertTrue( $this->enqueued() );
		$this->assertStringContainsString( '"selector":".woocommerce-ordering select, .my-theme select"', (string) implode( '', (array) wp_scripts()->get_data( Restyled_Selects::HANDLE, 'before' ) ) );
	}

	/**
	 * Turned off (''), no page gets the script, whatever renders.
	 */
	public function test_an_empty_selector_turns_it_off(): void {
		update_option( Theme_Options::SELECT_SELECTOR, '' );
		$this->selects->enqueue_everywhere();
		apply_filters( 'woocommerce_catalog_orderby', array() );
		apply_filters( 'woocommerce_dropdown_variation_attribute_options_html', '', array() );
		$this->assertFalse( $this->enqueued() );
	}

	/**
	 * The selector reaches the script as JSON that cannot close its script element.
	 */
	public function test_the_printed_selector_cannot_close_the_script(): void {
		update_option( Theme_Options::SELECT_SELECTOR, 'select[data-x=">"]' );
		$this->assertSame( 'window.boudoirRestyledSelects = {"selector":"select[data-x=\"\u003E\"]"};', Restyled_Selects::settings_script() );
	}

	/**
	 * The settings page reads the default while nothing was saved (saving the page must not turn restyling off), and '' once turned off.
	 */
	public function test_the_field_shows_the_default_until_a_list_is_saved(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		delete_option( Theme_Options::SELECT_SELECTOR );
		$this->assertSame( Restyled_Selects::default_selector(), $this->dispatch_rest( 'GET', '/wp/v2/settings' )['data'][ Theme_Options::SELECT_SELECTOR ] );
		$this->assertSame( 'text', self::settings_fields( 'theme' )[ Theme_Options::SELECT_SELECTOR ]['type'] );

		update_option( Theme_Options::SELECT_SELECTOR, '' );
		$this->assertSame( '', $this->dispatch_rest( 'GET', '/wp/v2/settings' )['data'][ Theme_Options::SELECT_SELECTOR ] );
	}

	/**
	 * Without a build, nothing is printed (and nothing breaks).
	 */
	public function test_prints_nothing_without_a_build(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		( new Restyled_Selects( $this->build_dir . '/missing', self::BUILD_URL ) )->register_assets();
		update_option( Theme_Options::SELECT_SELECTOR, '.anything select' );
		( new Restyled_Selects( $this->build_dir . '/missing', self::BUILD_URL ) )->enqueue_everywhere();
		$this->assertFalse( $this->enqueued() );
	}
}

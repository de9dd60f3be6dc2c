<?php
/**
 * Tests of Boudoir\Theme\Quantity_Buttons.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Shop_Pages;
use Boudoir\Options;
use Boudoir\Theme\Quantity_Buttons;
use Boudoir\Theme_Options;

/**
 * The steppers' markup around WooCommerce's quantity field, which pages get the script, the
 * words it reads, and the floating bar option.
 */
final class Quantity_Buttons_Test extends Test_Case {

	private const BUILD_URL = 'https://cdn.boudoir.test/build';

	/**
	 * A build folder holding the script's .asset.php and stylesheet.
	 *
	 * @var string
	 */
	private string $build_dir;

	/**
	 * Makes the build folder and fresh script and style registries.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->build_dir = get_temp_dir() . 'boudoir-quantity-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build_dir . '/scripts' );
		file_put_contents( $this->build_dir . '/scripts/quantity.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		file_put_contents( $this->build_dir . '/scripts/quantity.css', '.boudoir-qty{width:2.5rem}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
	}

	/**
	 * Removes the build folder and the option.
	 */
	public function tear_down(): void {
		self::remove_folder( $this->build_dir );
		delete_option( Theme_Options::FLOATING_BAR );
		parent::tear_down();
	}

	/**
	 * An instance whose shop says which page this is, its assets registered.
	 *
	 * @param bool $product A single product page.
	 * @param bool $cart    The cart page.
	 */
	private function buttons( bool $product = false, bool $cart = false ): Quantity_Buttons {
		$pages = $this->createMock( Shop_Pages::class );
		$pages->method( 'is_product_page' )->willReturn( $product );
		$pages->method( 'is_cart_page' )->willReturn( $cart );
		$buttons = new Quantity_Buttons( $this->build_dir, self::BUILD_URL, fn (): Shop_Pages => $pages );
		$buttons->register_assets();
		return $buttons;
	}

	/**
	 * The product whose quantity field is printed: WooCommerce prints the field for a product (its
	 * templates pass one, or it reads the global `$product`), never for none.
	 */
	private function product(): \WC_Product {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Silk robe' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '89.00' );
		$product->save();
		return $product;
	}

	/**
	 * Whether the script is on the page.
	 */
	private function enqueued(): bool {
		return wp_script_is( Quantity_Buttons::HANDLE, 'enqueued' );
	}

	/**
	 * The script's inline settings.
	 */
	private function settings(): string {
		return implode( '', array_filter( (array) wp_scripts()->get_data( Quantity_Buttons::HANDLE, 'before' ) ) );
	}

	/**
	 * Plugin::boot() hooks the head rule, the type filter (last) and both field hooks.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$this->assertArrayHasKey( Theme_Options::QUANTITY_BUTTONS, Options::all(), 'Its switch is declared in the option registry.' );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'wp_enqueue_scripts', Quantity_Buttons::class, 'enqueue_on_shop_pages' ) );
		$this->assertSame( array( PHP_INT_MAX ), $this->hooked_priorities( 'woocommerce_quantity_input_type', Quantity_Buttons::class, 'remember_type' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'woocommerce_before_quantity_input_field', Quantity_Buttons::class, 'print_decrease' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'woocommerce_after_quantity_input_field', Quantity_Buttons::class, 'print_increase' ) );
	}

	/**
	 * WooCommerce's quantity field (woocommerce_quantity_input()) gets a named
	 * button on each side of its input, inside its `div.quantity`.
	 */
	public function test_a_number_field_gets_both_buttons_around_its_input(): void {
		$html = (string) woocommerce_quantity_input(
			array(
				'input_id'  => 'quantity_test',
				'min_value' => 1,
				'max_value' => 5,
			),
			$this->product(),
			false
		);
		$this->assertMatchesRegularExpression(
			'#<div class="quantity">\s*<button type="button" class="boudoir-qty boudoir-qty--minus" aria-label="Decrease quantity"><span aria-hidden="true">−</span></button>\s*<label[^>]*for="quantity_test"[^>]*>.*?</label>\s*<input[^>]*type="number"[^>]*/>\s*<button type="button" class="boudoir-qty boudoir-qty--plus" aria-label="Increase quantity"><span aria-hidden="true">\+</span></button>\s*</div>#s',
			$html
		);
	}

	/**
	 * A hidden quantity (min = max) and a read-only one get no buttons, and a number field
	 * printed after them still does.
	 */
	public function test_hidden_and_read_only_fields_get_none(): void {
		$product = $this->product();
		$hidden  = (string) woocommerce_quantity_input(
			array(
				'min_value' => 2,
				'max_value' => 2,
			),
			$product,
			false
		);
		$this->assertStringContainsString( 'type="hidden"', $hidden );
		$this->assertStringNotContainsString( 'boudoir-qty', $hidden );

		$read_only = (string) woocommerce_quantity_input( array( 'readonly' => true ), $product, false );
		$this->assertStringContainsString( 'type="text"', $read_only );
		$this->assertStringNotContainsString( 'boudoir-qty', $read_only );

		$this->assertSame( 2, substr_count( (string) woocommerce_quantity_input( array(), $product, false ), 'class="boudoir-qty ' ) );
	}

	/**
	 * The words are escaped: a translation cannot break out of the attribute.
	 */
	public function test_the_button_escapes_its_words(): void {
		$this->assertSame(
			'<button type="button" class="boudoir-qty boudoir-qty--plus" aria-label="&quot;&gt;&lt;b&gt;"><span aria-hidden="true">&lt;</span></button>',
			Quantity_Buttons::button( 'plus', '"><b>', '<' )
		);
	}

	/**
	 * Single product and cart pages queue the script and its inline stylesheet before the
	 * head prints; other pages do not.
	 */
	public function test_product_and_cart_pages_queue_it_for_the_head(): void {
		$this->buttons()->enqueue_on_shop_pages();
		$this->assertFalse( $this->enqueued(), 'Not on other pages.' );

		$this->buttons( true )->enqueue_on_shop_pages();
		$this->assertTrue( $this->enqueued(), 'A product page.' );

		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		$this->buttons( false, true )->enqueue_on_shop_pages();
		$this->assertTrue( $this->enqueued(), 'The cart page.' );
		$this->assertTrue( wp_style_is( Quantity_Buttons::HANDLE, 'enqueued' ) );
		$this->assertSame( $this->build_dir . '/scripts/quantity.css', wp_styles()->get_data( Quantity_Buttons::HANDLE, 'path' ), 'Printed inline by Boudoir\Islands.' );

		$scripts = wp_scripts();
		$this->assertSame( 'defer', $scripts->get_data( Quantity_Buttons::HANDLE, 'strategy' ) );
		$this->assertSame( 1, $scripts->get_data( Quantity_Buttons::HANDLE, 'group' ) );
		$this->assertSame( array(), $scripts->registered[ Quantity_Buttons::HANDLE ]->deps, 'No dependency: no React, no wp-data, no wp-i18n, no jQuery.' );
	}

	/**
	 * Any other page gets the script the moment a number quantity field prints, not for a
	 * hidden one.
	 */
	public function test_other_pages_get_it_when_a_field_prints(): void {
		$buttons = $this->buttons();
		$buttons->remember_type( 'hidden' );
		ob_start();
		$buttons->print_decrease();
		$buttons->print_increase();
		$this->assertSame( '', ob_get_clean() );
		$this->assertFalse( $this->enqueued() );

		$buttons->remember_type( 'number' );
		ob_start();
		$buttons->print_decrease();
		$buttons->print_increase();
		$this->assertSame( 2, substr_count( (string) ob_get_clean(), '<button' ) );
		$this->assertTrue( $this->enqueued() );
	}

	/**
	 * The script reads the translated words and the mirroring rule: on only on a single
	 * product page with the floating bar option on.
	 */
	public function test_the_settings_carry_the_words_and_the_mirroring_rule(): void {
		$this->assertSame( 'window.boudoirQuantity = {"decrease":"Decrease quantity","increase":"Increase quantity","mirror":false};', $this->buttons( true )->settings_script() );

		update_option( Theme_Options::FLOATING_BAR, 'yes' );
		$this->assertTrue( Quantity_Buttons::floating_bar() );
		$this->assertStringContainsString( '"mirror":true', $this->buttons( true )->settings_script() );
		$this->assertStringContainsString( '"mirror":false', $this->buttons( false, true )->settings_script() );

		$this->buttons( true )->enqueue();
		$this->assertStringContainsString( '"mirror":true', $this->settings() );
	}

	/**
	 * The option is registered off by default, saved as yes/no only.
	 */
	public function test_the_floating_bar_option_defaults_to_off(): void {
		$settings = get_registered_settings();
		$this->assertSame( 'no', $settings[ Theme_Options::FLOATING_BAR ]['default'] );
		$this->assertFalse( Quantity_Buttons::floating_bar() );
		update_option( Theme_Options::FLOATING_BAR, 'maybe' );
		$this->assertSame( 'no', get_option( Theme_Options::FLOATING_BAR ) );
		$this->assertFalse( Quantity_Buttons::floating_bar() );
	}

	/**
	 * Settings → Boudoir shows the option as a switch on the Shop pages tab.
	 */
	public function test_the_field_is_on_the_settings_page(): void {
		$field = self::settings_fields( 'shop' )[ Theme_Options::FLOATING_BAR ] ?? null;
		$this->assertSame( 'switch', $field['type'] ?? null );
		$this->assertSame( 'Floating add-to-cart bar', $field['label'] );
		$this->assertSame( 'Product pages', $field['group'] );
	}

	/**
	 * With the Quantity buttons setting off, a number field gets no buttons.
	 */
	public function test_the_setting_turns_the_buttons_off(): void {
		update_option( Theme_Options::QUANTITY_BUTTONS, 'no' );
		$buttons = $this->buttons();
		$buttons->remember_type( 'number' );
		ob_start();
		$buttons->print_decrease();
		$buttons->print_increase();
		$this->assertSame( '', ob_get_clean() );
		$this->assertSame( 'switch', self::settings_fields( 'shop' )[ Theme_Options::QUANTITY_BUTTONS ]['type'] );
	}
}

<?php
/**
 * Tests of Boudoir\Swatch_Options.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Swatch_Options;

/**
 * The swatch options: registration, defaults, sanitizing and the page options.
 */
final class Swatch_Options_Test extends Test_Case {

	/**
	 * Every option is registered in the REST API with the spec's default.
	 */
	public function test_options_are_registered_with_their_defaults(): void {
		$registered = get_registered_settings();
		$defaults   = array(
			Swatch_Options::ENABLED                => 'yes',
			Swatch_Options::SHOW_VARIATION_LABEL   => 'yes',
			Swatch_Options::LABEL_SEPARATOR        => ': ',
			Swatch_Options::CLICKABLE_OUT_OF_STOCK => 'yes',
			Swatch_Options::OUT_OF_STOCK_TOOLTIP   => '',
			Swatch_Options::CLEAR_ON_RESELECT      => 'no',
			Swatch_Options::SHOW_VARIATION_STOCK   => 'yes',
			Swatch_Options::STOCK_LABEL_THRESHOLD  => 5,
		);
		foreach ( $defaults as $option => $default ) {
			$this->assertArrayHasKey( $option, $registered );
			$this->assertSame( 'boudoir', $registered[ $option ]['group'] );
			$this->assertSame( $default, $registered[ $option ]['default'], $option );
			$this->assertNotEmpty( $registered[ $option ]['show_in_rest'], $option );
		}
	}

	/**
	 * With nothing saved, the page options are the spec's defaults.
	 */
	public function test_page_options_defaults(): void {
		$this->assertSame(
			array(
				'show_variation_label'      => true,
				'variation_label_separator' => ': ',
				'clickable_out_of_stock'    => true,
				'out_of_stock_tooltip_text' => 'Out of stock',
				'clear_on_reselect'         => false,
				'show_variation_stock'      => true,
				'stock_label_threshold'     => 5,
				'is_mobile'                 => false,
			),
			Swatch_Options::page_options()
		);
	}

	/**
	 * Saved values are sanitized on the way in and read typed.
	 */
	public function test_saved_values_are_sanitized_and_typed(): void {
		update_option( Swatch_Options::CLEAR_ON_RESELECT, 'yes' );
		update_option( Swatch_Options::SHOW_VARIATION_LABEL, 'no' );
		update_option( Swatch_Options::STOCK_LABEL_THRESHOLD, '5000' );
		update_option( Swatch_Options::LABEL_SEPARATOR, " — <b>x</b>\n" );
		update_option( Swatch_Options::OUT_OF_STOCK_TOOLTIP, '<script>alert(1)</script>Sold out' );

		$options = Swatch_Options::page_options();
		$this->assertTrue( $options['clear_on_reselect'] );
		$this->assertFalse( $options['show_variation_label'] );
		$this->assertSame( 1000, $options['stock_label_threshold'] );
		$this->assertSame( ' — x ', $options['variation_label_separator'] );
		$this->assertSame( 'Sold out', $options['out_of_stock_tooltip_text'] );

		update_option( Swatch_Options::STOCK_LABEL_THRESHOLD, 'lots' );
		$this->assertSame( 5, Swatch_Options::stock_label_threshold() );
		update_option( Swatch_Options::STOCK_LABEL_THRESHOLD, '-3' );
		$this->assertSame( 0, Swatch_Options::stock_label_threshold() );
		$this->assertTrue( Swatch_Options::enabled() );
	}

	/**
	 * The REST API refuses values outside the schema.
	 */
	public function test_rest_refuses_values_outside_the_schema(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$response = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Swatch_Options::STOCK_LABEL_THRESHOLD => 2000 ) );
		$this->assertSame( 400, $response['status'] );
		$response = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Swatch_Options::CLEAR_ON_RESELECT => 'yes' ) );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'yes', $response['data'][ Swatch_Options::CLEAR_ON_RESELECT ] );
	}

	/**
	 * The tab and its fields are on Settings → Boudoir, in order.
	 */
	public function test_tab_on_the_settings_page(): void {
		$this->assertSame(
			array( Swatch_Options::ENABLED, Swatch_Options::SHOW_VARIATION_LABEL, Swatch_Options::LABEL_SEPARATOR, Swatch_Options::CLICKABLE_OUT_OF_STOCK, Swatch_Options::OUT_OF_STOCK_TOOLTIP, Swatch_Options::CLEAR_ON_RESELECT, Swatch_Options::SHOW_VARIATION_STOCK, Swatch_Options::STOCK_LABEL_THRESHOLD ),
			array_keys( self::settings_fields( 'swatches' ) )
		);
		$threshold = self::settings_fields( 'swatches' )[ Swatch_Options::STOCK_LABEL_THRESHOLD ];
		$this->assertSame( 'integer', $threshold['type'] );
		$this->assertSame( Swatch_Options::MAX_STOCK_THRESHOLD, $threshold['max'] );
	}
}

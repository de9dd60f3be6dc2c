<?php
/**
 * Tests of Swatch_Placement: the swatches block on WooCommerce's variations forms and its page options.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Swatches;

use Boudoir\Plugin;
use Boudoir\Swatch_Options;
use Boudoir\Swatches\Swatch_Placement;
use Boudoir\Tests\Swatch_Fixtures;
use Boudoir\Tests\Test_Case;

require_once __DIR__ . '/trait-swatch-fixtures.php';

/**
 * Inserted at the top of the variations form when the option says yes and the shop is on;
 * `window.boudoirSwatchSettings` before the view script.
 */
final class Swatch_Placement_Test extends Test_Case {

	use Swatch_Fixtures;

	/**
	 * Needs WooCommerce or its double.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
		Plugin::instance()->detect_commerce();
	}

	/**
	 * Restores the globals and the adapter (Test_Case unregisters the taxonomies).
	 */
	protected function tear_down(): void {
		unset( $GLOBALS['post'], $GLOBALS['product'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * A small variable bra, made WooCommerce's current product (as in its variable.php template).
	 */
	private function current_variable_product(): int {
		$attributes = $this->demo_attributes();
		$id         = $this->variable_bra(
			'Balconette bra',
			array(
				'pa_color' => array_intersect_key( $attributes['pa_color'], array_flip( array( 'noir', 'blush' ) ) ),
			),
			array(
				array( array( 'pa_color' => 'noir' ), 3 ),
				array( array( 'pa_color' => 'blush' ), null ),
			)
		)['parent'];
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's template globals.
		$GLOBALS['post'] = get_post( $id );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's template globals.
		$GLOBALS['product'] = wc_get_product( $id );
		return $id;
	}

	/**
	 * A placement as the plugin builds it, with the shop on or off.
	 *
	 * @param bool $shop Whether the shop features are on.
	 */
	private static function placement( bool $shop ): Swatch_Placement {
		return new Swatch_Placement( fn (): bool => $shop, fn (): int => Plugin::instance()->shop_pages()->current_product_id() );
	}

	/**
	 * Output of the form's hook.
	 */
	private function form_hook_output(): string {
		ob_start();
		do_action( Swatch_Placement::HOOK );
		return (string) ob_get_clean();
	}

	public function test_the_plugin_hooks_it_inside_the_variations_form_and_before_scripts_print(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( Swatch_Placement::HOOK, Swatch_Placement::class, 'render' ) );
		$this->assertSame( array( 1 ), $this->hooked_priorities( 'wp_enqueue_scripts', Swatch_Placement::class, 'add_inline_settings' ) );
		$this->assertSame( array( 1 ), $this->hooked_priorities( 'enqueue_block_editor_assets', Swatch_Placement::class, 'add_inline_editor_settings' ) );
	}

	public function test_variable_products_get_the_block_with_their_data(): void {
		$id   = $this->current_variable_product();
		$html = $this->form_hook_output();

		$this->assertStringContainsString( 'wp-block-boudoir-variation-swatches', $html );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$this->assertStringContainsString( '"attribute_pa_color"', $html );
		$this->assertStringContainsString( 'class="boudoir-swatches__data"', $html );
	}

	public function test_woocommerces_product_wins_over_the_post(): void {
		$id = $this->current_variable_product();
		// A quick view: the page's post is another one.
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's current post.
		$GLOBALS['post'] = get_post(
			wp_insert_post(
				array(
					'post_title'  => 'Lookbook',
					'post_status' => 'publish',
				)
			)
		);

		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $this->form_hook_output() );
	}

	/**
	 * The product is the one the shop's templates print, as the placement is told; else the post.
	 */
	public function test_the_product_is_the_one_it_is_told_else_the_post(): void {
		$id = $this->current_variable_product();
		unset( $GLOBALS['product'] );
		$told = new Swatch_Placement( fn (): bool => true, fn (): int => $id );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's current post.
		$GLOBALS['post'] = get_post( wp_insert_post( array( 'post_title' => 'Lookbook', 'post_status' => 'publish' ) ) );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $told->markup() );

		$none = new Swatch_Placement( fn (): bool => true, fn (): int => 0 );
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's current post.
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $none->markup(), 'Without a shop product, the post.' );
	}

	public function test_the_option_turns_it_off_and_it_is_on_by_default(): void {
		$this->current_variable_product();
		update_option( Swatch_Options::ENABLED, 'no' );
		$this->assertSame( '', $this->form_hook_output() );

		delete_option( Swatch_Options::ENABLED );
		$this->assertTrue( ( self::placement( true ) )->is_enabled() );
		$this->assertStringContainsString( 'wp-block-boudoir-variation-swatches', $this->form_hook_output() );
	}

	public function test_nothing_without_the_shop_or_outside_a_product(): void {
		$this->current_variable_product();
		$this->assertSame( '', ( self::placement( false ) )->markup() );

		unset( $GLOBALS['post'], $GLOBALS['product'] );
		$this->assertSame( '', ( self::placement( true ) )->markup() );
	}

	public function test_the_page_options_are_printed_before_the_view_script(): void {
		update_option( 'boudoir_swatch_clear_on_reselect', 'yes' );
		update_option( 'boudoir_swatch_stock_label_threshold', '3' );
		$handles = Swatch_Placement::view_script_handles();
		$this->assertNotEmpty( $handles, 'the block registers a view script' );

		( self::placement( true ) )->add_inline_settings();
		$before = implode( "\n", (array) wp_scripts()->get_data( $handles[0], 'before' ) );

		$this->assertSame( 1, preg_match( '/window\.boudoirSwatchSettings = (\{.*\});/', $before, $match ) );
		$settings = json_decode( $match[1], true );
		$this->assertIsArray( $settings );
		$this->assertSame(
			array( 'show_variation_label', 'variation_label_separator', 'clickable_out_of_stock', 'out_of_stock_tooltip_text', 'clear_on_reselect', 'show_variation_stock', 'stock_label_threshold', 'is_mobile' ),
			array_keys( $settings )
		);
		$this->assertTrue( $settings['clear_on_reselect'] );
		$this->assertSame( 3, $settings['stock_label_threshold'] );
	}

	/**
	 * The editor's preview shows the shop's options: they are printed before the editor script too.
	 */
	public function test_the_page_options_are_printed_before_the_editor_script(): void {
		update_option( 'boudoir_swatch_variation_label_separator', ' — ' );
		$handles = Swatch_Placement::editor_script_handles();
		$this->assertNotEmpty( $handles, 'the block registers an editor script' );
		$this->assertSame( array(), array_intersect( $handles, Swatch_Placement::view_script_handles() ) );

		( self::placement( true ) )->add_inline_editor_settings();
		$before = implode( "\n", (array) wp_scripts()->get_data( $handles[0], 'before' ) );

		$this->assertSame( 1, preg_match( '/window\.boudoirSwatchSettings = (\{.*\});/', $before, $match ) );
		$this->assertSame( ' — ', json_decode( $match[1], true )['variation_label_separator'] );
	}

	public function test_the_settings_script_cannot_close_its_script_element(): void {
		update_option( 'boudoir_swatch_out_of_stock_tooltip_text', 'Gone</script><script>alert(1)' );
		$this->assertStringNotContainsString( '</script>', Swatch_Placement::settings_script() );
	}
}

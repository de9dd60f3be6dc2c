<?php
/**
 * Tests of Button_Placement's rule between the Block Hooks API (block templates) and the
 * shop's classic template actions (classic templates).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Commerce\Hooks;
use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Button_Placement;

/**
 * Hooked after WooCommerce 9's product-button and add-to-cart-form blocks when the option says
 * yes and the shop is on; the classic actions print on classic templates only; one button a product.
 */
final class Button_Placement_Block_Hooks_Test extends Test_Case {

	/** WooCommerce 9's shop grid (templates/templates/blockified/archive-product.html, trimmed). */
	private const ARCHIVE = '<!-- wp:group {"tagName":"main"} --><main class="wp-block-group">'
		. '<!-- wp:woocommerce/product-collection {"queryId":0,"query":{"inherit":true,"postType":"product"}} --><div class="wp-block-woocommerce-product-collection">'
		. '<!-- wp:woocommerce/product-template -->'
		. '<!-- wp:woocommerce/product-image {"isDescendentOfQueryLoop":true} /-->'
		. '<!-- wp:post-title {"level":3,"isLink":true} /-->'
		. '<!-- wp:woocommerce/product-price {"isDescendentOfQueryLoop":true} /-->'
		. '<!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true} /-->'
		. '<!-- /wp:woocommerce/product-template -->'
		. '</div><!-- /wp:woocommerce/product-collection --></main><!-- /wp:group -->';

	/** WooCommerce 9's product page (templates/templates/blockified/single-product.html, trimmed). */
	private const SINGLE = '<!-- wp:group {"tagName":"main"} --><main class="wp-block-group">'
		. '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">'
		. '<!-- wp:post-title {"level":1} /-->'
		. '<!-- wp:woocommerce/add-to-cart-form /-->'
		. '<!-- wp:woocommerce/product-meta --><div class="wp-block-woocommerce-product-meta"></div><!-- /wp:woocommerce/product-meta -->'
		. '</div><!-- /wp:column --></div><!-- /wp:columns --></main><!-- /wp:group -->';

	/** Whether this test registered a stand-in add-to-cart-form block. */
	private bool $stand_in = false;

	/**
	 * Needs WooCommerce or its double.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		Plugin::instance()->detect_commerce();
		delete_option( Button_Placement::OPTION );
	}

	/**
	 * Restores the globals, the theme and the blocks.
	 */
	protected function tear_down(): void {
		unset( $GLOBALS['post'], $GLOBALS['product'] );
		if ( $this->stand_in ) {
			unregister_block_type( Hooks::ADD_TO_CART_FORM_BLOCK );
		}
		Plugin::instance()->detect_commerce();
		parent::tear_down();
		search_theme_directories( true );
	}

	/**
	 * Runs the Block Hooks API over template markup, as WordPress 6.5 (and WooCommerce's
	 * BlockTemplateUtils::build_template_result_from_file()) do for a template.
	 *
	 * @param string $markup The template's blocks.
	 */
	private function with_block_hooks( string $markup ): string {
		$template          = new \WP_Block_Template();
		$template->slug    = 'single-product';
		$template->type    = 'wp_template';
		$template->content = $markup;
		$hooked            = get_hooked_blocks();
		return traverse_and_serialize_blocks(
			parse_blocks( $markup ),
			make_before_block_visitor( $hooked, $template ),
			make_after_block_visitor( $hooked, $template )
		);
	}

	/**
	 * Names of the blocks of some markup, depth first.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return list<string>
	 */
	private static function names( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			if ( null !== $block['blockName'] ) {
				$names[] = $block['blockName'];
			}
			$names = array_merge( $names, self::names( $block['innerBlocks'] ) );
		}
		return $names;
	}

	/**
	 * The names following a block among its siblings.
	 *
	 * @param string $markup Block markup.
	 * @param string $anchor The anchor block.
	 */
	private static function next_sibling_of( string $markup, string $anchor ): ?string {
		$find = static function ( array $blocks ) use ( &$find, $anchor ): ?string {
			$named = array_values( array_filter( $blocks, static fn ( array $block ): bool => null !== $block['blockName'] ) );
			foreach ( $named as $index => $block ) {
				if ( $anchor === $block['blockName'] ) {
					return $named[ $index + 1 ]['blockName'] ?? '';
				}
				$inner = $find( $block['innerBlocks'] );
				if ( null !== $inner ) {
					return $inner;
				}
			}
			return null;
		};
		return $find( parse_blocks( $markup ) );
	}

	/**
	 * A published simple product, made the current post.
	 */
	private function current_product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Margaux Lace Brief' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '25' );
		$id = (int) $product->save();
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's post.
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );
		return $id;
	}

	/**
	 * The shop's add-to-cart-form block: the shop's own when it registers one, else a stand-in
	 * doing what WooCommerce's does (src/Blocks/BlockTypes/AddToCartForm.php, render()): the
	 * context's product as the global product, the classic add-to-cart template of its type inside.
	 */
	private function ensure_add_to_cart_form_block(): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( Hooks::ADD_TO_CART_FORM_BLOCK ) ) {
			return;
		}
		register_block_type(
			Hooks::ADD_TO_CART_FORM_BLOCK,
			array(
				'uses_context'    => array( 'postId' ),
				'render_callback' => static function ( array $attributes, string $content, \WP_Block $block ): string {
					$previous           = $GLOBALS['product'] ?? null;
					$GLOBALS['product'] = wc_get_product( (int) ( $block->context['postId'] ?? 0 ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce's block does.
					ob_start();
					do_action( 'woocommerce_' . $GLOBALS['product']->get_type() . '_add_to_cart' );
					$html               = (string) ob_get_clean();
					$GLOBALS['product'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
					return '<div class="wp-block-add-to-cart-form wc-block-add-to-cart-form">' . $html . '</div>';
				},
			)
		);
		$this->stand_in = true;
	}

	/**
	 * Renders block markup as a block template renders it.
	 *
	 * @param string $markup Blocks.
	 */
	private function render( string $markup ): string {
		return do_blocks( $markup );
	}

	/**
	 * Switches this request to the classic test theme (tests/themes/boudoir-classic), as the
	 * dev site's `boudoir_test_theme` cookie and the Customizer's preview do.
	 */
	private function use_classic_theme(): void {
		register_theme_directory( dirname( __DIR__, 3 ) . '/themes' );
		search_theme_directories( true );
		foreach ( array( 'stylesheet', 'template' ) as $filter ) {
			add_filter( $filter, static fn (): string => 'boudoir-classic' );
		}
		$this->assertFalse( wp_is_block_theme(), 'the classic test theme is a classic theme' );
	}

	public function test_the_plugin_registers_the_block_hook_and_the_classic_actions(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'hooked_block_types', Button_Placement::class, 'hooked_block_types' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( Hooks::SINGLE_AFTER_ADD_TO_CART_BUTTON, Button_Placement::class, 'render_single' ) );
		$this->assertSame( array( 15 ), $this->hooked_priorities( Hooks::LOOP_AFTER_ITEM, Button_Placement::class, 'render_loop' ) );
	}

	public function test_block_templates_get_the_block_after_each_product_button_and_after_the_add_to_cart_form(): void {
		$this->assertTrue( wp_is_block_theme(), 'the test site runs a block theme' );

		$archive = $this->with_block_hooks( self::ARCHIVE );
		$this->assertSame( Button_Placement::BLOCK, self::next_sibling_of( $archive, Hooks::PRODUCT_BUTTON_BLOCK ) );
		$this->assertSame( 1, substr_count( $archive, '<!-- wp:boudoir/add-to-wishlist /-->' ), 'once, in the product template' );
		$names = self::names( parse_blocks( $archive ) );
		$this->assertSame( Hooks::PRODUCT_TEMPLATE_BLOCK, $names[ array_search( Button_Placement::BLOCK, $names, true ) - 5 ], 'inside the product template' );

		$single = $this->with_block_hooks( self::SINGLE );
		$this->assertSame( Button_Placement::BLOCK, self::next_sibling_of( $single, Hooks::ADD_TO_CART_FORM_BLOCK ) );
		$this->assertSame( 1, substr_count( $single, 'wp:boudoir/add-to-wishlist' ) );
	}

	public function test_no_other_block_gets_it(): void {
		$markup = '<!-- wp:post-title /--><!-- wp:woocommerce/product-price /--><!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->';
		$this->assertStringNotContainsString( '<!-- wp:boudoir/add-to-wishlist', $this->with_block_hooks( $markup ) );
		// Only after: not before, nor as a child.
		$placement = new Button_Placement( fn (): bool => true );
		$this->assertSame( array(), $placement->hooked_block_types( array(), 'before', Hooks::PRODUCT_BUTTON_BLOCK ) );
		$this->assertSame( array(), $placement->hooked_block_types( array(), 'last_child', Hooks::ADD_TO_CART_FORM_BLOCK ) );
		$this->assertSame( array( 'x/y', Button_Placement::BLOCK ), $placement->hooked_block_types( array( 'x/y' ), 'after', Hooks::PRODUCT_BUTTON_BLOCK ) );
		// Never twice, whoever hooked it first.
		$this->assertSame( array( Button_Placement::BLOCK ), $placement->hooked_block_types( array( Button_Placement::BLOCK ), 'after', Hooks::PRODUCT_BUTTON_BLOCK ) );
	}

	public function test_not_hooked_when_the_option_says_no(): void {
		update_option( Button_Placement::OPTION, 'no' );
		$this->assertStringNotContainsString( '<!-- wp:boudoir/add-to-wishlist', $this->with_block_hooks( self::ARCHIVE . self::SINGLE ) );
	}

	public function test_not_hooked_without_the_shop(): void {
		$placement = new Button_Placement( fn (): bool => false );
		$this->assertSame( array(), $placement->hooked_block_types( array(), 'after', Hooks::PRODUCT_BUTTON_BLOCK ) );
		$this->assertSame( array(), $placement->hooked_block_types( array(), 'after', Hooks::ADD_TO_CART_FORM_BLOCK ) );

		Plugin::instance()->detect_commerce( fn () => null );
		$this->assertStringNotContainsString( '<!-- wp:boudoir/add-to-wishlist', $this->with_block_hooks( self::ARCHIVE . self::SINGLE ) );
	}

	public function test_a_removal_saved_in_the_site_editor_is_respected(): void {
		// WordPress 6.5 records it on the anchor when the template is saved.
		$saved = str_replace(
			'<!-- wp:woocommerce/add-to-cart-form /-->',
			'<!-- wp:woocommerce/add-to-cart-form {"metadata":{"ignoredHookedBlocks":["boudoir/add-to-wishlist"]}} /-->',
			self::SINGLE
		);
		$this->assertStringNotContainsString( '<!-- wp:boudoir/add-to-wishlist', $this->with_block_hooks( $saved ) );
	}

	public function test_the_hooked_block_takes_its_product_from_the_block_context(): void {
		$id    = $this->current_product();
		$other = ( new \WC_Product_Simple() );
		$other->set_name( 'Rosalie Cheeky Brief' );
		$other->set_status( 'publish' );
		$other_id = (int) $other->save();

		// In a product template: the template's product (context postId), not the page's post.
		$block = new \WP_Block( parse_blocks( '<!-- wp:boudoir/add-to-wishlist /-->' )[0], array( 'postId' => $other_id ) );
		$this->assertStringContainsString( 'data-product-id="' . $other_id . '"', $block->render() );

		// On a product page: the context WordPress gives top-level blocks, the page's product.
		$html = $this->render( '<!-- wp:boudoir/add-to-wishlist /-->' );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
	}

	public function test_a_block_theme_product_page_shows_one_button(): void {
		$id = $this->current_product();
		$this->ensure_add_to_cart_form_block();
		$this->assertTrue( wp_is_block_theme() );

		$html = $this->render( $this->with_block_hooks( self::SINGLE ) );

		$this->assertSame( 1, substr_count( $html, 'wp-block-boudoir-add-to-wishlist' ), 'the hooked block, not also the classic action inside the form' );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$this->assertMatchesRegularExpression( '#wc-block-add-to-cart-form.*</div>\s*<div[^>]*wp-block-boudoir-add-to-wishlist#s', $html, 'after the form' );
		$this->assertStringContainsString( 'single_add_to_cart_button', $html, 'the form printed the classic add-to-cart template (its action ran)' );
	}

	public function test_a_removed_hooked_block_leaves_no_button_on_the_product_page(): void {
		$this->current_product();
		$this->ensure_add_to_cart_form_block();
		$saved = str_replace(
			'<!-- wp:woocommerce/add-to-cart-form /-->',
			'<!-- wp:woocommerce/add-to-cart-form {"metadata":{"ignoredHookedBlocks":["boudoir/add-to-wishlist"]}} /-->',
			self::SINGLE
		);

		$this->assertStringNotContainsString( 'wp-block-boudoir-add-to-wishlist', $this->render( $this->with_block_hooks( $saved ) ) );
	}

	public function test_an_add_to_cart_form_the_block_hooks_api_did_not_reach_keeps_the_classic_button(): void {
		// Post content (a product's form in a page): WordPress 6.5 hooks no block there.
		$this->current_product();
		$this->ensure_add_to_cart_form_block();

		$html = $this->render( '<!-- wp:group --><div class="wp-block-group"><!-- wp:woocommerce/add-to-cart-form /--></div><!-- /wp:group -->' );

		$this->assertSame( 1, substr_count( $html, 'wp-block-boudoir-add-to-wishlist' ) );
		$this->assertMatchesRegularExpression( '#<form[^>]*class="cart".*wp-block-boudoir-add-to-wishlist.*</form>#s', $html, 'inside the form, by the classic action' );
	}

	public function test_after_the_form_the_classic_action_prints_again(): void {
		$this->current_product();
		$this->ensure_add_to_cart_form_block();
		$this->render( $this->with_block_hooks( self::SINGLE ) );

		ob_start();
		do_action( Hooks::SINGLE_AFTER_ADD_TO_CART_BUTTON );
		$this->assertStringContainsString( 'wp-block-boudoir-add-to-wishlist', (string) ob_get_clean() );
	}

	/**
	 * Renders one product of a product template as WooCommerce 9 does on the shop's block
	 * template: the template's inner blocks as a `core/null` block with the product as context
	 * (src/Blocks/BlockTypes/ProductTemplate.php, render()), and its compatibility layer firing
	 * the classic loop action after it (src/Blocks/Templates/ArchiveProductTemplatesCompatibility.php,
	 * inject_hooks(), a render_block filter at 10).
	 *
	 * @param string $archive   The shop template's blocks (after the Block Hooks API).
	 * @param int    $product_id The product.
	 */
	private function render_grid_item( string $archive, int $product_id ): string {
		$find = static function ( array $blocks ) use ( &$find ): ?array {
			foreach ( $blocks as $block ) {
				if ( Hooks::PRODUCT_TEMPLATE_BLOCK === $block['blockName'] ) {
					return $block;
				}
				$inner = $find( $block['innerBlocks'] );
				if ( null !== $inner ) {
					return $inner;
				}
			}
			return null;
		};
		$item = $find( parse_blocks( $archive ) );
		$this->assertNotNull( $item );
		$item['blockName'] = 'core/null';
		add_filter(
			'render_block',
			static function ( $content, $block ) {
				if ( 'core/null' !== ( $block['blockName'] ?? null ) ) {
					return $content;
				}
				ob_start();
				do_action( Hooks::LOOP_AFTER_ITEM );
				return $content . ob_get_clean();
			},
			10,
			2
		);
		return ( new \WP_Block( $item, array( 'postId' => $product_id, 'postType' => 'product' ) ) )->render( array( 'dynamic' => false ) );
	}

	public function test_a_block_theme_grid_shows_one_button_a_product_when_the_shop_fires_the_loop_action(): void {
		$id   = $this->current_product();
		$html = $this->render_grid_item( $this->with_block_hooks( self::ARCHIVE ), $id );

		$this->assertSame( 1, substr_count( $html, 'wp-block-boudoir-add-to-wishlist' ), 'the hooked block only' );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
	}

	public function test_a_removed_hooked_block_leaves_no_button_in_the_grid(): void {
		$id    = $this->current_product();
		$saved = str_replace(
			'<!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true} /-->',
			'<!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true,"metadata":{"ignoredHookedBlocks":["boudoir/add-to-wishlist"]}} /-->',
			self::ARCHIVE
		);

		$this->assertStringNotContainsString( 'wp-block-boudoir-add-to-wishlist', $this->render_grid_item( $this->with_block_hooks( $saved ), $id ) );
	}

	public function test_a_product_template_the_block_hooks_api_did_not_reach_keeps_the_classic_loop_button(): void {
		$id = $this->current_product();

		$html = $this->render_grid_item( self::ARCHIVE, $id );

		$this->assertSame( 1, substr_count( $html, 'wp-block-boudoir-add-to-wishlist' ), 'by the classic action' );
	}

	public function test_classic_themes_get_the_classic_actions_and_one_button_a_product_page(): void {
		$id = $this->current_product();
		$this->use_classic_theme();

		ob_start();
		do_action( Hooks::SINGLE_AFTER_ADD_TO_CART_BUTTON );
		$single = (string) ob_get_clean();
		ob_start();
		do_action( Hooks::LOOP_AFTER_ITEM );
		$loop = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $single, 'wp-block-boudoir-add-to-wishlist' ) );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $single );
		$this->assertSame( 1, substr_count( $loop, 'wp-block-boudoir-add-to-wishlist' ) );

		// The classic product page the double prints: one button, inside the add-to-cart form.
		ob_start();
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's global product, as its template sets it.
		$GLOBALS['product'] = wc_get_product( $id );
		woocommerce_template_single_add_to_cart();
		$page = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $page, 'wp-block-boudoir-add-to-wishlist' ) );
	}

	public function test_top_level_forms_count_as_hooked_on_block_themes_only(): void {
		$form = parse_blocks( '<!-- wp:woocommerce/add-to-cart-form /-->' )[0];
		$this->assertTrue( Button_Placement::placed_by_block_hooks( $form, null ) );
		$this->use_classic_theme();
		$this->assertFalse( Button_Placement::placed_by_block_hooks( $form, null ) );
	}
}

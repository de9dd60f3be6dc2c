<?php
/**
 * Places the add-to-wishlist button on the shop's product pages and grids: by the Block
 * Hooks API in block templates, by the shop's template actions in classic templates.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Commerce\Hooks;
use Boudoir\Placed_Block;
use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * When the shop enables it (the "Add the button automatically" setting, Wishlist_Options::AUTO_INSERT,
 * and the shop features on), places the `boudoir/add-to-wishlist` block. The rule:
 *
 * - Block templates, template parts and patterns (block themes): the Block Hooks API
 *   (WordPress 6.5's `hooked_block_types` filter) hooks the block after each product's
 *   add-to-cart button in product templates (Hooks::PRODUCT_BUTTON_BLOCK) and after the
 *   add-to-cart form of product pages (Hooks::ADD_TO_CART_FORM_BLOCK). The block takes its
 *   product from the block context (`postId`). Shop admins see, move or remove it in the
 *   Site Editor; a saved template records a removal in the anchor's
 *   `metadata.ignoredHookedBlocks`, and WordPress then leaves it out.
 * - Classic templates (classic themes; on block themes the shop's shortcodes and its
 *   "classic template" block): the shop's actions after the add-to-cart button
 *   (Hooks::SINGLE_AFTER_ADD_TO_CART_BUTTON) and at the end of each product in a loop
 *   (Hooks::LOOP_AFTER_ITEM).
 * - No product shows two buttons. Block templates run the classic actions too: the
 *   add-to-cart-form block prints the classic add-to-cart template (its action runs inside
 *   the block), and WooCommerce's compatibility layer for block templates fires the loop
 *   action after each product of the shop's grid (ArchiveProductTemplatesCompatibility).
 *   There the actions print nothing when the Block Hooks API placed that product's button:
 *   the hooked block stands beside the anchor, or the Site Editor recorded its removal on
 *   the anchor (an anchor at a template's top level: when the theme is a block theme).
 */
final class Button_Placement {

	/** The option that turns automatic insertion on ('yes') or off. */
	public const OPTION = Wishlist_Options::AUTO_INSERT;

	/** The block it places. */
	public const BLOCK = 'boudoir/add-to-wishlist';

	/** Classic product pages: after the add-to-cart button. */
	public const SINGLE_HOOK = Hooks::SINGLE_AFTER_ADD_TO_CART_BUTTON;

	/** Classic product loops: the end of each product. */
	public const LOOP_HOOK = Hooks::LOOP_AFTER_ITEM;

	/** After the loop's add-to-cart button (priority 10). */
	public const LOOP_PRIORITY = 15;

	/**
	 * Block templates: the anchor blocks the block is hooked to, and where.
	 *
	 * @var array<string,string>
	 */
	public const BLOCK_HOOKS = array(
		Hooks::PRODUCT_BUTTON_BLOCK   => 'after',
		Hooks::ADD_TO_CART_FORM_BLOCK => 'after',
	);

	/** The render_block priorities around the shop's compatibility layer (10). */
	public const RENDERED_PRIORITY_BEFORE = 9;
	public const RENDERED_PRIORITY_AFTER  = PHP_INT_MAX;

	/**
	 * The add-to-cart-form blocks being rendered (innermost last): whether the Block Hooks
	 * API placed each one's button.
	 *
	 * @var list<bool>
	 */
	private array $forms = array();

	/**
	 * The blocks whose render_block filters are running (innermost last): whether each holds
	 * a button the Block Hooks API placed (or a record of its removal).
	 *
	 * @var list<bool>
	 */
	private array $rendered = array();

	/**
	 * The block, placed while the shop enables it.
	 *
	 * @var Placed_Block
	 */
	private readonly Placed_Block $placed;

	/**
	 * Keeps how to tell whether the shop features are on.
	 *
	 * @param \Closure $shop_enabled fn(): bool, whether the shop features are on.
	 */
	public function __construct( \Closure $shop_enabled ) {
		$this->placed = new Placed_Block( self::BLOCK, self::OPTION, $shop_enabled );
	}

	/**
	 * Hooks the placement in.
	 */
	public function register(): void {
		add_filter( 'hooked_block_types', array( $this, 'hooked_block_types' ), 10, 3 );
		add_action( self::SINGLE_HOOK, array( $this, 'render_single' ) );
		add_action( self::LOOP_HOOK, array( $this, 'render_loop' ), self::LOOP_PRIORITY );
		add_filter( 'render_block_data', array( $this, 'enter_block' ), 10, 3 );
		add_filter( 'render_block_' . Hooks::ADD_TO_CART_FORM_BLOCK, array( $this, 'leave_form' ) );
		// Around the filters that fire classic actions after a block renders (WooCommerce's at 10).
		add_filter( 'render_block', array( $this, 'enter_rendered' ), self::RENDERED_PRIORITY_BEFORE, 2 );
		add_filter( 'render_block', array( $this, 'leave_rendered' ), self::RENDERED_PRIORITY_AFTER );
	}

	/**
	 * Whether the button is inserted automatically now.
	 */
	public function is_enabled(): bool {
		return $this->placed->is_on();
	}

	/**
	 * Hooks the block beside its anchors (the hooked_block_types filter of the Block Hooks API).
	 *
	 * @param mixed $hooked_block_types The block types hooked to the anchor at that position.
	 * @param mixed $relative_position  before, after, first_child or last_child.
	 * @param mixed $anchor_block_type  The anchor block's name.
	 * @return mixed The types, with this block when it belongs there.
	 */
	public function hooked_block_types( $hooked_block_types, $relative_position, $anchor_block_type ) {
		if ( ! is_array( $hooked_block_types ) || ! is_string( $anchor_block_type ) ) {
			return $hooked_block_types;
		}
		if ( ( self::BLOCK_HOOKS[ $anchor_block_type ] ?? null ) !== $relative_position
			|| in_array( self::BLOCK, $hooked_block_types, true )
			|| ! $this->is_enabled() ) {
			return $hooked_block_types;
		}
		$hooked_block_types[] = self::BLOCK;
		return $hooked_block_types;
	}

	/**
	 * Notes an add-to-cart-form block starting to render (the render_block_data filter).
	 *
	 * @param mixed          $parsed_block The block about to render.
	 * @param mixed          $source_block The block as parsed.
	 * @param \WP_Block|null $parent_block Its parent, null at the top level.
	 * @return mixed The block, unchanged.
	 */
	public function enter_block( $parsed_block, $source_block = null, $parent_block = null ) {
		if ( is_array( $parsed_block ) && Hooks::ADD_TO_CART_FORM_BLOCK === ( $parsed_block['blockName'] ?? null ) ) {
			$this->forms[] = self::placed_by_block_hooks( $parsed_block, $parent_block instanceof \WP_Block ? $parent_block : null );
		}
		return $parsed_block;
	}

	/**
	 * Notes an add-to-cart-form block done rendering (its render_block_{name} filter).
	 *
	 * @param mixed $content The block's HTML.
	 * @return mixed The HTML, unchanged.
	 */
	public function leave_form( $content ) {
		array_pop( $this->forms );
		return $content;
	}

	/**
	 * Notes a rendered block's render_block filters starting (before the shop's, which may
	 * fire the classic loop action after a product of a block template).
	 *
	 * @param mixed $content      The block's HTML.
	 * @param mixed $parsed_block The block.
	 * @return mixed The HTML, unchanged.
	 */
	public function enter_rendered( $content, $parsed_block = null ) {
		$this->rendered[] = is_array( $parsed_block ) && self::holds_placed_button( $parsed_block );
		return $content;
	}

	/**
	 * Notes a rendered block's render_block filters done.
	 *
	 * @param mixed $content The block's HTML.
	 * @return mixed The HTML, unchanged.
	 */
	public function leave_rendered( $content ) {
		array_pop( $this->rendered );
		return $content;
	}

	/**
	 * Whether a block holds a button the Block Hooks API placed among its inner blocks (a
	 * product of a product template: the hooked block, or an anchor recording its removal).
	 *
	 * @param array<string,mixed> $block A parsed block.
	 */
	public static function holds_placed_button( array $block ): bool {
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			if ( ! is_array( $inner ) ) {
				continue;
			}
			$name = $inner['blockName'] ?? null;
			if ( self::BLOCK === $name || ( isset( self::BLOCK_HOOKS[ $name ] ) && self::ignores_button( $inner ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an anchor records that the Site Editor removed (or moved) its hooked button.
	 *
	 * @param array<string,mixed> $anchor A parsed block.
	 */
	private static function ignores_button( array $anchor ): bool {
		$ignored = $anchor['attrs']['metadata']['ignoredHookedBlocks'] ?? array();
		return is_array( $ignored ) && in_array( self::BLOCK, $ignored, true );
	}

	/**
	 * Whether the Block Hooks API placed the button of an add-to-cart form: the block stands
	 * beside it, or the Site Editor recorded its removal (or move) on it.
	 *
	 * @param array<string,mixed> $form       The add-to-cart-form block.
	 * @param \WP_Block|null      $form_parent Its parent, null at the top level.
	 */
	public static function placed_by_block_hooks( array $form, ?\WP_Block $form_parent ): bool {
		if ( self::ignores_button( $form ) ) {
			return true;
		}
		if ( null === $form_parent ) {
			// A template's top level: hooked there too on block themes, where templates are.
			return wp_is_block_theme();
		}
		return self::holds_placed_button( $form_parent->parsed_block );
	}

	/**
	 * Prints the button on a classic product page (the SINGLE_HOOK action), except inside an
	 * add-to-cart-form block whose button the Block Hooks API placed.
	 */
	public function render_single(): void {
		if ( $this->placed_by_block_hooks_here() ) {
			return;
		}
		$this->print_block();
	}

	/**
	 * Prints the button of a product in a classic loop (the LOOP_HOOK action), except after a
	 * product of a block template whose button the Block Hooks API placed.
	 */
	public function render_loop(): void {
		if ( $this->placed_by_block_hooks_here() ) {
			return;
		}
		$this->print_block();
	}

	/**
	 * Whether the classic action running now runs for a block the Block Hooks API placed the
	 * button of: inside such an add-to-cart form, or in the filters after such a product.
	 */
	private function placed_by_block_hooks_here(): bool {
		return true === end( $this->forms ) || true === end( $this->rendered );
	}

	/**
	 * The block's markup for the current product ('' when off or outside a product).
	 */
	public function markup(): string {
		return $this->placed->markup( (int) get_the_ID() );
	}

	/**
	 * Prints the markup (block output, escaped by its render).
	 */
	private function print_block(): void {
		echo $this->markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block markup, escaped in render.php.
	}
}

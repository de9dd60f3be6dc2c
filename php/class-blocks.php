<?php
/**
 * Registers every block from the build's blocks manifest.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Blocks are described once, by their block.json; the build gathers them into
 * `build/blocks-manifest.php`, which WordPress 6.8+ reads in one call.
 */
final class Blocks {

	/** The inserter's category of Boudoir's shop blocks; the others use core's (media, widgets, theme). */
	public const CATEGORY = 'boudoir';

	/**
	 * Keeps where the built blocks are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 */
	public function __construct( private string $build_dir ) {
	}

	/**
	 * Hooks registration in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( self::class, 'add_category' ) );
	}

	/**
	 * A block's attributes as its render.php reads them: those it was given, and block.json's
	 * default for each one it lacks. WordPress fills the defaults in before a block renders;
	 * this does it for attributes that reached the block past that step (a filter, a WP_Block
	 * made by hand), so block.json stays the one place a default is written. Values are not
	 * checked again: render.php bounds what it prints.
	 *
	 * @param mixed               $block      The block (render.php's `$block`).
	 * @param array<string,mixed> $attributes Its attributes (render.php's `$attributes`).
	 * @return array<string,mixed>
	 */
	public static function attributes( mixed $block, array $attributes ): array {
		$declared = $block instanceof \WP_Block && $block->block_type instanceof \WP_Block_Type ? (array) $block->block_type->attributes : array();
		foreach ( $declared as $name => $schema ) {
			if ( ! array_key_exists( $name, $attributes ) && is_array( $schema ) && array_key_exists( 'default', $schema ) ) {
				$attributes[ $name ] = $schema['default'];
			}
		}
		return $attributes;
	}

	/**
	 * A block rendered for one product, as if it stood in a template with that `productId`
	 * (the placements of the add-to-wishlist button and of the variation swatches print theirs so).
	 *
	 * @param string $name       The block's name, e.g. `boudoir/add-to-wishlist`.
	 * @param int    $product_id The product.
	 */
	public static function render_for_product( string $name, int $product_id ): string {
		return render_block(
			array(
				'blockName'    => $name,
				'attrs'        => array( 'productId' => $product_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * Adds the "Boudoir" block category (the block_categories_all filter): the shop blocks' own,
	 * there with or without WooCommerce, whose "woocommerce" category is WooCommerce's to register.
	 *
	 * @param mixed $categories The editor's block categories.
	 * @return array<int,mixed>
	 */
	public static function add_category( $categories ): array {
		$categories = is_array( $categories ) ? array_values( $categories ) : array();
		foreach ( $categories as $category ) {
			if ( is_array( $category ) && self::CATEGORY === ( $category['slug'] ?? null ) ) {
				return $categories;
			}
		}
		$categories[] = array(
			'slug'  => self::CATEGORY,
			'title' => __( 'Boudoir', 'boudoir' ),
			'icon'  => null,
		);
		return $categories;
	}

	/**
	 * Registers the blocks, with the fallbacks older WordPress needs.
	 */
	public function register_blocks(): void {
		$manifest = $this->build_dir . '/blocks-manifest.php';
		if ( ! is_readable( $manifest ) ) {
			return;
		}
		if ( function_exists( 'wp_register_block_types_from_metadata_collection' ) ) {
			// WordPress 6.8+.
			wp_register_block_types_from_metadata_collection( $this->build_dir, $manifest );
		} else {
			if ( function_exists( 'wp_register_block_metadata_collection' ) ) {
				// WordPress 6.7: the collection spares reading each block.json.
				wp_register_block_metadata_collection( $this->build_dir, $manifest );
			}
			foreach ( array_keys( require $manifest ) as $block ) {
				register_block_type( $this->build_dir . '/' . $block );
			}
		}
		$this->set_script_translations();
	}

	/**
	 * Block scripts get their translations from the plugin's languages folder.
	 */
	private function set_script_translations(): void {
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			if ( ! str_starts_with( $block_type->name, 'boudoir/' ) ) {
				continue;
			}
			$handles = array_merge( $block_type->editor_script_handles, $block_type->view_script_handles, $block_type->script_handles );
			foreach ( $handles as $handle ) {
				I18n::script( $handle );
			}
		}
	}
}

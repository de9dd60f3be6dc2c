<?php
/**
 * Test infrastructure (WooCommerce double): classic hooks around the blockified product page.
 *
 * WooCommerce: src/Blocks/Templates/SingleProductTemplateCompatibility.php (9.x). The Single
 * Product template's content is wrapped in `<div class="wp-block-group woocommerce product">`;
 * its first and last blocks carry the page-level classic hooks (`woocommerce_before_main_content`,
 * `woocommerce_before_single_product`, `woocommerce_before_single_product_summary` after the
 * wrapper's opening tag; `woocommerce_after_single_product`, `woocommerce_after_main_content`,
 * `woocommerce_sidebar` after it); `woocommerce_single_product_summary` fires before the
 * product summary (`core/post-excerpt`), `woocommerce_product_meta_start` / `_end` around the
 * product meta, `woocommerce_share` / `woocommerce_after_single_product_summary` around the
 * product details. WooCommerce's own default callbacks on those hooks are removed (the blocks
 * replace them).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Single product compatibility layer.
 */
class WC_Double_Single_Product_Template_Compatibility extends WC_Double_Abstract_Template_Compatibility {

	const IS_FIRST_BLOCK = '__wooCommerceIsFirstBlock';
	const IS_LAST_BLOCK  = '__wooCommerceIsLastBlock';

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::update_render_block_data() (nothing to do).
	 *
	 * @param array         $parsed_block Block.
	 * @param array         $source_block Unmodified block.
	 * @param WP_Block|null $parent_block Parent.
	 * @return array
	 */
	public function update_render_block_data( $parsed_block, $source_block, $parent_block ) {
		return $parsed_block;
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::inject_hooks().
	 *
	 * @param string $block_content Rendered block.
	 * @param array  $block         Parsed block.
	 * @return string
	 */
	public function inject_hooks( $block_content, $block ) {
		if ( ! is_product() ) {
			return $block_content;
		}
		$this->remove_default_hooks();
		$block_name    = $block['blockName'];
		$block_hooks   = array_filter(
			$this->hook_data,
			static function ( $hook ) use ( $block_name ) {
				return in_array( $block_name, $hook['block_names'], true );
			}
		);
		$first_or_last = $this->inject_hook_to_first_and_last_blocks( $block_content, $block, $block_hooks );
		if ( null !== $first_or_last ) {
			return $first_or_last;
		}
		return $this->get_hooks_buffer( $block_hooks, 'before' ) . $block_content . $this->get_hooks_buffer( $block_hooks, 'after' );
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::inject_hook_to_first_and_last_blocks().
	 *
	 * @param string $block_content Rendered block.
	 * @param array  $block         Parsed block.
	 * @param array  $block_hooks   The block's own hooks.
	 * @return string|null
	 */
	private function inject_hook_to_first_and_last_blocks( $block_content, $block, $block_hooks ) {
		$first_before = array(
			'woocommerce_before_main_content'           => $this->hook_data['woocommerce_before_main_content'],
			'woocommerce_before_single_product'         => $this->hook_data['woocommerce_before_single_product'],
			'woocommerce_before_single_product_summary' => $this->hook_data['woocommerce_before_single_product_summary'],
		);
		$last_after   = array(
			'woocommerce_after_single_product' => $this->hook_data['woocommerce_after_single_product'],
			'woocommerce_after_main_content'   => $this->hook_data['woocommerce_after_main_content'],
			'woocommerce_sidebar'              => $this->hook_data['woocommerce_sidebar'],
		);
		$is_first     = isset( $block['attrs'][ self::IS_FIRST_BLOCK ] );
		$is_last      = isset( $block['attrs'][ self::IS_LAST_BLOCK ] );
		if ( $is_first && $is_last ) {
			return $this->inject_hooks_after_the_wrapper( $block_content, array_merge( $first_before, $block_hooks ) )
				. $this->get_hooks_buffer( array_merge( $block_hooks, $last_after ), 'after' );
		}
		if ( $is_first ) {
			return $this->inject_hooks_after_the_wrapper( $block_content, array_merge( $first_before, $block_hooks ) )
				. $this->get_hooks_buffer( $block_hooks, 'after' );
		}
		if ( $is_last ) {
			return $this->get_hooks_buffer( $block_hooks, 'before' ) . $block_content
				. $this->get_hooks_buffer( array_merge( $block_hooks, $last_after ), 'after' );
		}
		return null;
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::inject_hooks_after_the_wrapper().
	 *
	 * @param string $block_content Rendered block.
	 * @param array  $hooks         Hooks.
	 * @return string
	 */
	private function inject_hooks_after_the_wrapper( $block_content, $hooks ) {
		$closing_tag_position = strpos( $block_content, '>' );
		if ( false === $closing_tag_position ) {
			return $this->get_hooks_buffer( $hooks, 'before' ) . $block_content;
		}
		return substr_replace( $block_content, $this->get_hooks_buffer( $hooks, 'before' ), $closing_tag_position + 1, 0 );
	}

	/** WooCommerce: SingleProductTemplateCompatibility::set_hook_data() (9.x). */
	protected function set_hook_data() {
		$this->hook_data = array(
			'woocommerce_before_main_content'           => array(
				'block_names' => array(),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_output_content_wrapper' => 10,
					'woocommerce_breadcrumb'             => 20,
				),
			),
			'woocommerce_after_main_content'            => array(
				'block_names' => array(),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_output_content_wrapper_end' => 10,
				),
			),
			'woocommerce_sidebar'                       => array(
				'block_names' => array(),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_get_sidebar' => 10,
				),
			),
			'woocommerce_before_single_product'         => array(
				'block_names' => array(),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_output_all_notices' => 10,
				),
			),
			'woocommerce_before_single_product_summary' => array(
				'block_names' => array(),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_show_product_sale_flash' => 10,
					'woocommerce_show_product_images'     => 20,
				),
			),
			'woocommerce_single_product_summary'        => array(
				'block_names' => array( 'core/post-excerpt', 'woocommerce/product-summary' ),
				'position'    => 'before',
				'hooked'      => array(
					'woocommerce_template_single_title'   => 5,
					'woocommerce_template_single_rating'  => 10,
					'woocommerce_template_single_price'   => 10,
					'woocommerce_template_single_excerpt' => 20,
					'woocommerce_template_single_add_to_cart' => 30,
					'woocommerce_template_single_meta'    => 40,
					'woocommerce_template_single_sharing' => 50,
				),
			),
			'woocommerce_after_single_product'          => array(
				'block_names' => array(),
				'position'    => 'after',
				'hooked'      => array(),
			),
			'woocommerce_product_meta_start'            => array(
				'block_names' => array( 'woocommerce/product-meta' ),
				'position'    => 'before',
				'hooked'      => array(),
			),
			'woocommerce_product_meta_end'              => array(
				'block_names' => array( 'woocommerce/product-meta' ),
				'position'    => 'after',
				'hooked'      => array(),
			),
			'woocommerce_share'                         => array(
				'block_names' => array( 'woocommerce/product-details' ),
				'position'    => 'before',
				'hooked'      => array(),
			),
			'woocommerce_after_single_product_summary'  => array(
				'block_names' => array( 'woocommerce/product-details' ),
				'position'    => 'after',
				'hooked'      => array(
					'woocommerce_output_product_data_tabs' => 10,
					'woocommerce_output_related_products'  => 20,
				),
			),
			'woocommerce_before_add_to_cart_form'       => array(
				'block_names' => array( 'woocommerce/add-to-cart-with-options' ),
				'position'    => 'before',
				'hooked'      => array(),
			),
			'woocommerce_after_add_to_cart_form'        => array(
				'block_names' => array( 'woocommerce/add-to-cart-with-options' ),
				'position'    => 'after',
				'hooked'      => array(),
			),
		);
	}

	/**
	 * Wraps the template's product blocks in `div.woocommerce.product` and marks its first and
	 * last blocks (WooCommerce: SingleProductTemplateCompatibility::add_compatibility_layer()).
	 *
	 * @param string $template_content Template content.
	 * @return string
	 */
	public static function add_compatibility_layer( $template_content ) {
		$blocks = parse_blocks( $template_content );
		if ( self::has_single_product_template_blocks( $blocks ) ) {
			$groups = self::wrap_single_product_template( $blocks );
		} else {
			$groups = array_map(
				static function ( $block ) {
					return array( $block );
				},
				$blocks
			);
		}
		$template = self::inject_custom_attributes_to_first_and_last_block( $groups );
		return serialize_blocks( $template );
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::wrap_single_product_template() and ::group_blocks():
	 * runs of blocks between template parts, each run holding product blocks wrapped in a group.
	 *
	 * @param array $parsed_blocks Parsed blocks.
	 * @return array[] Groups of blocks.
	 */
	private static function wrap_single_product_template( $parsed_blocks ) {
		$groups = array();
		foreach ( $parsed_blocks as $block ) {
			$last = count( $groups ) - 1;
			if ( 'core/template-part' === $block['blockName'] ) {
				$groups[] = array( $block );
			} elseif ( $last >= 0 && 'core/template-part' !== $groups[ $last ][0]['blockName'] ) {
				$groups[ $last ][] = $block;
			} else {
				$groups[] = array( $block );
			}
		}
		return array_map(
			static function ( $group ) {
				if ( 'core/template-part' === $group[0]['blockName'] || ! self::has_single_product_template_blocks( $group ) ) {
					return $group;
				}
				return array( self::create_wrap_block_group( $group ) );
			},
			$groups
		);
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::create_wrap_block_group().
	 *
	 * @param array $blocks Blocks.
	 * @return array The group block.
	 */
	private static function create_wrap_block_group( $blocks ) {
		$serialized = serialize_blocks( $blocks );
		$new_block  = parse_blocks(
			sprintf(
				'<!-- wp:group {"className":"woocommerce product"} --><div class="wp-block-group woocommerce product">%1$s</div><!-- /wp:group -->',
				$serialized
			)
		);
		return $new_block[0];
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::inject_custom_attributes_to_first_and_last_block_single_product_template().
	 *
	 * @param array[] $groups Groups of blocks.
	 * @return array Blocks.
	 */
	private static function inject_custom_attributes_to_first_and_last_block( $groups ) {
		$template = array();
		$first    = null;
		$last     = null;
		foreach ( $groups as $group ) {
			$block = $group[0];
			if ( 'core/template-part' === $block['blockName'] || ( empty( $block['blockName'] ) && ! empty( $block['innerHTML'] ) ) ) {
				$template[] = $block;
				continue;
			}
			$index = count( $template );
			if ( null === $first ) {
				$block['attrs'][ self::IS_FIRST_BLOCK ] = true;
				$first                                  = $index;
			}
			if ( null !== $last ) {
				unset( $template[ $last ]['attrs'][ self::IS_LAST_BLOCK ] );
			}
			$block['attrs'][ self::IS_LAST_BLOCK ] = true;
			$last                                  = $index;
			$template[]                            = $block;
		}
		return $template;
	}

	/**
	 * WooCommerce: SingleProductTemplateCompatibility::has_single_product_template_blocks()
	 * (BlockTemplateUtils::has_block_including_patterns()).
	 *
	 * @param array $parsed_blocks Parsed blocks.
	 * @return bool
	 */
	private static function has_single_product_template_blocks( $parsed_blocks ) {
		$names = array( 'woocommerce/product-image-gallery', 'woocommerce/product-gallery', 'woocommerce/product-details', 'woocommerce/add-to-cart-form', 'woocommerce/add-to-cart-with-options', 'woocommerce/product-meta', 'woocommerce/product-price', 'woocommerce/breadcrumbs' );
		foreach ( $parsed_blocks as $block ) {
			if ( in_array( $block['blockName'], $names, true ) ) {
				return true;
			}
			if ( ! empty( $block['innerBlocks'] ) && self::has_single_product_template_blocks( $block['innerBlocks'] ) ) {
				return true;
			}
		}
		return false;
	}
}

<?php
/**
 * Test infrastructure (WooCommerce double): WooCommerce 9's block templates for block themes.
 *
 * Reproduces how WooCommerce serves its blockified templates
 * (templates/templates/blockified/*.html) to a block theme, so that core's
 * locate_block_template() picks them from the template hierarchy, template-canvas.php renders
 * them, and the Site Editor lists them:
 *
 * - WooCommerce: src/Blocks/BlockTemplatesController.php, BlockTemplatesController::init()
 *   (`get_block_templates`, `pre_get_block_file_template`, `taxonomy_template_hierarchy`,
 *   `post_type_archive_title` filters) and ::add_block_templates(), ::get_block_file_template(),
 *   ::get_block_templates_from_woocommerce();
 * - WooCommerce: src/Blocks/Utils/BlockTemplateUtils.php, BlockTemplateUtils::build_template_result_from_file()
 *   (which runs WordPress's Block Hooks on the file's content), ::create_new_block_template_object(),
 *   ::get_template_paths(), ::theme_has_template();
 * - WooCommerce: src/Blocks/Templates/ProductCatalogTemplate.php, ProductCategoryTemplate.php,
 *   ProductTagTemplate.php, ProductSearchResultsTemplate.php, SingleProductTemplate.php
 *   (titles, the `search_template_hierarchy` filter, the compatibility layers started on
 *   `template_redirect`).
 *
 * Only for block themes (WooCommerce: BlockTemplateUtils::supports_block_templates()); classic
 * themes keep the classic PHP templates (WC_Double_Template_Loader).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block templates controller.
 */
class WC_Double_Block_Templates_Controller {

	/**
	 * WooCommerce's plugin slug for templates saved against the plugin
	 * (WooCommerce: BlockTemplateUtils::PLUGIN_SLUG).
	 */
	const PLUGIN_SLUG = 'woocommerce/woocommerce';

	/**
	 * The wp_template files, as WooCommerce: BlockTemplateUtils::get_template_paths() lists them
	 * (the ones the double ships: the shop, the product taxonomies, product search, the product).
	 */
	const TEMPLATES = array(
		'archive-product'        => array( 'Product Catalog', 'Displays your products.' ),
		'product-search-results' => array( 'Product Search Results', 'Displays search results for your store.' ),
		'single-product'         => array( 'Single Product', 'Displays a single product.' ),
		'taxonomy-product_cat'   => array( 'Products by Category', 'Displays products filtered by a category.' ),
		'taxonomy-product_tag'   => array( 'Products by Tag', 'Displays products filtered by a tag.' ),
	);

	/** Hooks in (WooCommerce: BlockTemplatesController::init(), BlockTemplatesRegistry::init()). */
	public static function init() {
		add_filter( 'pre_get_block_file_template', array( __CLASS__, 'get_block_file_template' ), 10, 3 );
		add_filter( 'get_block_templates', array( __CLASS__, 'add_block_templates' ), 10, 3 );
		add_filter( 'get_block_templates', array( __CLASS__, 'update_single_product_content' ), 11, 1 );
		add_filter( 'taxonomy_template_hierarchy', array( __CLASS__, 'add_archive_product_to_eligible_for_fallback_templates' ), 10, 1 );
		add_filter( 'post_type_archive_title', array( __CLASS__, 'update_product_archive_title' ), 10, 2 );
		add_filter( 'search_template_hierarchy', array( __CLASS__, 'update_search_template_hierarchy' ), 10, 1 );
		add_action( 'template_redirect', array( __CLASS__, 'render_block_template' ) );
	}

	/**
	 * WooCommerce: BlockTemplateUtils::supports_block_templates() — a block theme.
	 *
	 * @return bool
	 */
	public static function supports_block_templates() {
		return wp_is_block_theme();
	}

	/**
	 * The folder of the blockified templates (WooCommerce: BlockTemplateUtils::get_templates_directory(),
	 * blockified since the theme is a block theme).
	 *
	 * @return string
	 */
	public static function get_templates_directory() {
		return WC_ABSPATH . 'templates/templates/blockified';
	}

	/**
	 * Whether the theme has its own template for the slug (WooCommerce: BlockTemplateUtils::theme_has_template()).
	 *
	 * @param string $slug Template slug.
	 * @return bool
	 */
	public static function theme_has_template( $slug ) {
		foreach ( array( get_stylesheet_directory(), get_template_directory() ) as $root ) {
			foreach ( array( 'templates', 'block-templates' ) as $folder ) {
				if ( is_readable( $root . '/' . $folder . '/' . $slug . '.html' ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * WooCommerce: BlockTemplateUtils::template_is_eligible_for_product_archive_fallback().
	 *
	 * @param string $slug Template slug.
	 * @return bool
	 */
	public static function template_is_eligible_for_product_archive_fallback( $slug ) {
		return in_array( $slug, array( 'taxonomy-product_cat', 'taxonomy-product_tag', 'taxonomy-product_attribute' ), true );
	}

	/**
	 * The template object for a WooCommerce file (WooCommerce: BlockTemplateUtils::create_new_block_template_object()).
	 *
	 * @param string $path Template file.
	 * @param string $slug Template slug.
	 * @return object
	 */
	public static function create_new_block_template_object( $path, $slug ) {
		// WooCommerce's own files (9.0–10.0.2): `woocommerce/woocommerce//<slug>`, source `plugin`.
		return (object) array(
			'slug'        => $slug,
			'id'          => self::PLUGIN_SLUG . '//' . $slug,
			'path'        => $path,
			'type'        => 'wp_template',
			'theme'       => self::PLUGIN_SLUG,
			'source'      => 'plugin',
			'title'       => self::TEMPLATES[ $slug ][0] ?? ucwords( (string) preg_replace( '/[\-_]/', ' ', $slug ) ),
			'description' => self::TEMPLATES[ $slug ][1] ?? '',
			'post_types'  => array(),
		);
	}

	/**
	 * A WP_Block_Template from a WooCommerce file, with WordPress's Block Hooks run on its content
	 * (WooCommerce: BlockTemplateUtils::build_template_result_from_file(); the block-hooks part
	 * mirrors core's _build_block_template_result_from_file() in WordPress 6.5).
	 *
	 * @param object $template_file From create_new_block_template_object().
	 * @return WP_Block_Template
	 */
	public static function build_template_result_from_file( $template_file ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local template file, as WooCommerce reads it.
		$content = (string) file_get_contents( $template_file->path );

		$template          = new WP_Block_Template();
		$template->id      = $template_file->id;
		$template->theme   = $template_file->theme;
		$template->content = self::inject_theme_attribute_in_content( $content );
		// WooCommerce removes the term description from the shop's template (the Product Catalog has none).
		if ( 'archive-product' === $template_file->slug ) {
			$template->content = str_replace( '<!-- wp:term-description {"align":"wide"} /-->', '', $template->content );
		}
		$template->source         = $template_file->source;
		$template->slug           = $template_file->slug;
		$template->type           = 'wp_template';
		$template->title          = $template_file->title;
		$template->description    = $template_file->description;
		$template->status         = 'publish';
		$template->has_theme_file = true;
		$template->origin         = $template_file->source;
		$template->is_custom      = false;
		$template->post_types     = array();
		$template->area           = 'uncategorized';

		// "Run the block hooks algorithm introduced in WP 6.4 on the template content."
		if ( function_exists( 'inject_ignored_hooked_blocks_metadata_attributes' ) ) {
			$before_block_visitor = '_inject_theme_attribute_in_template_part_block';
			$after_block_visitor  = null;
			$hooked_blocks        = get_hooked_blocks();
			if ( ! empty( $hooked_blocks ) || has_filter( 'hooked_block_types' ) ) {
				$before_block_visitor = make_before_block_visitor( $hooked_blocks, $template );
				$after_block_visitor  = make_after_block_visitor( $hooked_blocks, $template );
			}
			$blocks            = parse_blocks( $template->content );
			$template->content = traverse_and_serialize_blocks( $blocks, $before_block_visitor, $after_block_visitor );
		}
		return $template;
	}

	/**
	 * The theme's stylesheet on each template part (WooCommerce: BlockTemplateUtils::inject_theme_attribute_in_content()).
	 *
	 * @param string $content Template content.
	 * @return string
	 */
	public static function inject_theme_attribute_in_content( $content ) {
		$blocks  = parse_blocks( $content );
		$updated = false;
		$walk    = static function ( array &$blocks_list ) use ( &$walk, &$updated ) {
			foreach ( $blocks_list as &$block ) {
				if ( 'core/template-part' === $block['blockName'] && ! isset( $block['attrs']['theme'] ) ) {
					$block['attrs']['theme'] = wp_get_theme()->get_stylesheet();
					$updated                 = true;
				}
				if ( ! empty( $block['innerBlocks'] ) ) {
					$walk( $block['innerBlocks'] );
				}
			}
		};
		$walk( $blocks );
		return $updated ? serialize_blocks( $blocks ) : $content;
	}

	/**
	 * WooCommerce's files for the slugs asked, skipping the ones the theme or the database already
	 * has (WooCommerce: BlockTemplatesController::get_block_templates_from_woocommerce()).
	 *
	 * @param string[] $slugs        Slugs asked (all when empty).
	 * @param array    $already_found Templates found so far (the theme's files, the database's).
	 * @return object[]
	 */
	public static function get_block_templates_from_woocommerce( $slugs, $already_found ) {
		$templates = array();
		foreach ( array_keys( self::TEMPLATES ) as $slug ) {
			if ( $slugs && ! in_array( $slug, $slugs, true ) ) {
				continue;
			}
			$found = array_filter(
				$already_found,
				static function ( $template ) use ( $slug ) {
					return ( (object) $template )->slug === $slug;
				}
			);
			if ( self::theme_has_template( $slug ) || $found ) {
				continue;
			}
			$templates[] = self::create_new_block_template_object( self::get_templates_directory() . '/' . $slug . '.html', $slug );
		}
		return $templates;
	}

	/**
	 * The `get_block_templates` filter: adds WooCommerce's templates to what core found
	 * (WooCommerce: BlockTemplatesController::add_block_templates()).
	 *
	 * @param WP_Block_Template[] $query_result  Templates found.
	 * @param array               $query         Query (slug__in, post_type, area…).
	 * @param string              $template_type wp_template or wp_template_part.
	 * @return WP_Block_Template[]
	 */
	public static function add_block_templates( $query_result, $query, $template_type ) {
		if ( 'wp_template' !== $template_type || ! self::supports_block_templates() ) {
			return $query_result;
		}
		$post_type  = isset( $query['post_type'] ) ? $query['post_type'] : '';
		$slugs      = isset( $query['slug__in'] ) ? (array) $query['slug__in'] : array();
		$theme_slug = wp_get_theme()->get_stylesheet();
		$ids        = array_column( $query_result, 'id' );
		foreach ( self::get_block_templates_from_woocommerce( $slugs, $query_result ) as $template_file ) {
			// Not in any Edit Post template selector (post_types is empty).
			if ( $post_type && ! in_array( $post_type, $template_file->post_types, true ) ) {
				continue;
			}
			if ( in_array( $theme_slug . '//' . $template_file->slug, $ids, true ) ) {
				continue;
			}
			if ( isset( $query['area'] ) ) {
				continue;
			}
			$query_result[] = self::build_template_result_from_file( $template_file );
		}
		return $query_result;
	}

	/**
	 * The `pre_get_block_file_template` filter: `woocommerce/woocommerce//<slug>` for WooCommerce's
	 * files (WooCommerce: BlockTemplatesController::get_block_file_template()).
	 *
	 * @param WP_Block_Template|null $template      Short-circuit value.
	 * @param string                 $id            theme//slug.
	 * @param string                 $template_type wp_template or wp_template_part.
	 * @return WP_Block_Template|null
	 */
	public static function get_block_file_template( $template, $id, $template_type ) {
		$parts = explode( '//', (string) $id );
		if ( count( $parts ) < 2 || 'wp_template' !== $template_type || ! self::supports_block_templates() ) {
			return $template;
		}
		list( $template_id, $slug ) = $parts;
		// Only WooCommerce's own id (9.0–10.0.2); a theme id is the theme's file, if it has one.
		if ( self::PLUGIN_SLUG !== $template_id ) {
			return $template;
		}
		if ( ! isset( self::TEMPLATES[ $slug ] ) || self::theme_has_template( $slug ) ) {
			return $template;
		}
		return self::build_template_result_from_file( self::create_new_block_template_object( self::get_templates_directory() . '/' . $slug . '.html', $slug ) );
	}

	/**
	 * The Single Product template gets the classic-hooks compatibility layer on the front end
	 * (WooCommerce: src/Blocks/Templates/SingleProductTemplate.php, SingleProductTemplate::update_single_product_content()).
	 *
	 * @param WP_Block_Template[] $query_result Templates.
	 * @return WP_Block_Template[]
	 */
	public static function update_single_product_content( $query_result ) {
		if ( is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! self::supports_block_templates() ) {
			return $query_result;
		}
		foreach ( $query_result as $template ) {
			if ( $template instanceof WP_Block_Template && str_contains( (string) $template->slug, 'single-product' ) && ! has_block( 'woocommerce/legacy-template', (string) $template->content ) ) {
				$template->content = WC_Double_Single_Product_Template_Compatibility::add_compatibility_layer( (string) $template->content );
			}
		}
		return $query_result;
	}

	/**
	 * Product taxonomies fall back to the shop's template
	 * (WooCommerce: BlockTemplatesController::add_archive_product_to_eligible_for_fallback_templates()).
	 *
	 * @param string[] $template_hierarchy Candidates.
	 * @return string[]
	 */
	public static function add_archive_product_to_eligible_for_fallback_templates( $template_hierarchy ) {
		foreach ( $template_hierarchy as $candidate ) {
			if ( self::template_is_eligible_for_product_archive_fallback( (string) preg_replace( '/\.(php|html)$/', '', (string) $candidate ) ) ) {
				$template_hierarchy[] = 'archive-product';
				break;
			}
		}
		return $template_hierarchy;
	}

	/**
	 * "Shop" as the product archive's title (WooCommerce: BlockTemplatesController::update_product_archive_title(),
	 * run for classic themes too).
	 *
	 * @param string $post_type_name Label.
	 * @param string $post_type      Post type.
	 * @return string
	 */
	public static function update_product_archive_title( $post_type_name, $post_type ) {
		if ( function_exists( 'is_shop' ) && is_shop() && 'product' === $post_type ) {
			return __( 'Shop', 'woocommerce' );
		}
		return $post_type_name;
	}

	/**
	 * Product searches use the Product Search Results template in block themes
	 * (WooCommerce: ProductSearchResultsTemplate::update_search_template_hierarchy()).
	 *
	 * @param string[] $templates Candidates.
	 * @return string[]
	 */
	public static function update_search_template_hierarchy( $templates ) {
		if ( is_search() && is_post_type_archive( 'product' ) && wp_is_block_theme() ) {
			array_unshift( $templates, 'product-search-results' );
		}
		return $templates;
	}

	/**
	 * Starts the classic-hooks compatibility layer on WooCommerce's pages (WooCommerce:
	 * ProductCatalogTemplate::render_block_template(), ProductCategoryTemplate::render_block_template(),
	 * ProductTagTemplate::render_block_template(), ProductSearchResultsTemplate::render_block_template(),
	 * SingleProductTemplate::render_block_template()). Registered for block themes only, as
	 * WooCommerce's BlockTemplatesRegistry registers those templates only then.
	 */
	public static function render_block_template() {
		if ( is_embed() || ! self::supports_block_templates() ) {
			return;
		}
		if ( is_post_type_archive( 'product' ) || is_product_taxonomy() ) {
			( new WC_Double_Archive_Product_Templates_Compatibility() )->init();
		} elseif ( is_singular( 'product' ) ) {
			( new WC_Double_Single_Product_Template_Compatibility() )->init();
		}
	}
}

<?php
/**
 * WooCommerce's template functions and their default hooks (wc-template-functions.php,
 * wc-template-hooks.php), as far as the double's classic templates need them. Each
 * function keeps WooCommerce's name and signature, and is defined only when the model
 * has not defined it already.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'wc_locate_template' ) ) {
	/**
	 * The theme's `woocommerce/<name>` when it overrides the template, else the double's.
	 *
	 * @param string $template_name Path inside templates/.
	 * @param string $template_path Theme folder (`woocommerce/`).
	 * @param string $default_path  The plugin's templates folder.
	 * @return string
	 */
	function wc_locate_template( $template_name, $template_path = '', $default_path = '' ) {
		$template_path = $template_path ? $template_path : 'woocommerce/';
		$default_path  = $default_path ? $default_path : WC_ABSPATH . 'templates/';
		$template      = locate_template( array( trailingslashit( $template_path ) . $template_name, $template_name ) );
		if ( ! $template ) {
			$template = $default_path . $template_name;
		}
		return apply_filters( 'woocommerce_locate_template', $template, $template_name, $template_path );
	}
}

if ( ! function_exists( 'wc_get_template' ) ) {
	/**
	 * Includes a template with its arguments as variables (and as `$args`).
	 *
	 * @param string $template_name Path inside templates/.
	 * @param array  $args          Variables.
	 * @param string $template_path Theme folder.
	 * @param string $default_path  Plugin folder.
	 */
	function wc_get_template( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
		$template = wc_locate_template( $template_name, $template_path, $default_path );
		$template = apply_filters( 'wc_get_template', $template, $template_name, $args, $template_path, $default_path );
		if ( ! file_exists( $template ) ) {
			_doing_it_wrong( __FUNCTION__, esc_html( $template_name . ' does not exist.' ), '2.1' );
			return;
		}
		$action_args = array(
			'template_name' => $template_name,
			'template_path' => $template_path,
			'located'       => $template,
			'args'          => $args,
		);
		if ( ! empty( $args ) && is_array( $args ) ) {
			if ( isset( $args['action_args'] ) ) {
				unset( $args['action_args'] );
			}
			extract( $args ); // phpcs:ignore WordPress.PHP.DontExtract.extract_extract
		}
		do_action( 'woocommerce_before_template_part', $action_args['template_name'], $action_args['template_path'], $action_args['located'], $action_args['args'] );
		include $action_args['located'];
		do_action( 'woocommerce_after_template_part', $action_args['template_name'], $action_args['template_path'], $action_args['located'], $action_args['args'] );
	}
}

if ( ! function_exists( 'wc_get_template_html' ) ) {
	/**
	 * A template's output as a string.
	 *
	 * @param string $template_name Path inside templates/.
	 * @param array  $args          Variables.
	 * @param string $template_path Theme folder.
	 * @param string $default_path  Plugin folder.
	 * @return string
	 */
	function wc_get_template_html( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
		ob_start();
		wc_get_template( $template_name, $args, $template_path, $default_path );
		return (string) ob_get_clean();
	}
}

if ( ! function_exists( 'wc_get_template_part' ) ) {
	/**
	 * `content-product.php` and friends: the theme's, else the double's.
	 *
	 * @param string $slug Slug.
	 * @param string $name Name.
	 */
	function wc_get_template_part( $slug, $name = '' ) {
		$file     = $name ? "{$slug}-{$name}.php" : "{$slug}.php";
		$template = locate_template( array( 'woocommerce/' . $file, $file ) );
		if ( ! $template ) {
			$template = WC_ABSPATH . 'templates/' . $file;
		}
		$template = apply_filters( 'wc_get_template_part', $template, $slug, $name );
		if ( $template && file_exists( $template ) ) {
			load_template( $template, false );
		}
	}
}

if ( ! function_exists( 'woocommerce_quantity_input' ) ) {
	/**
	 * The quantity field (templates/global/quantity-input.php), with WooCommerce's defaults
	 * and filters: hidden when min = max > 0, text when read-only, number otherwise.
	 *
	 * @param array           $args    Arguments.
	 * @param WC_Product|null $product Product.
	 * @param bool            $echo    Print (true) or return.
	 * @return string|void
	 */
	function woocommerce_quantity_input( $args = array(), $product = null, $echo = true ) {
		if ( is_null( $product ) && isset( $GLOBALS['product'] ) ) {
			$product = $GLOBALS['product'];
		}
		$defaults = array(
			'input_id'     => uniqid( 'quantity_' ),
			'input_name'   => 'quantity',
			'input_value'  => '1',
			'classes'      => apply_filters( 'woocommerce_quantity_input_classes', array( 'input-text', 'qty', 'text' ), $product ),
			'max_value'    => apply_filters( 'woocommerce_quantity_input_max', -1, $product ),
			'min_value'    => apply_filters( 'woocommerce_quantity_input_min', 0, $product ),
			'step'         => apply_filters( 'woocommerce_quantity_input_step', 1, $product ),
			'pattern'      => apply_filters( 'woocommerce_quantity_input_pattern', has_filter( 'woocommerce_stock_amount', 'intval' ) ? '[0-9]*' : '' ),
			'inputmode'    => apply_filters( 'woocommerce_quantity_input_inputmode', has_filter( 'woocommerce_stock_amount', 'intval' ) ? 'numeric' : '' ),
			'product_name' => $product ? $product->get_name() : '',
			'placeholder'  => apply_filters( 'woocommerce_quantity_input_placeholder', '', $product ),
			'autocomplete' => apply_filters( 'woocommerce_quantity_input_autocomplete', 'off', $product ),
			'readonly'     => false,
		);
		$args = apply_filters( 'woocommerce_quantity_input_args', wp_parse_args( $args, $defaults ), $product );

		// Sanity as in WooCommerce: min ≥ 0, no max shown when ≤ 0, max never below min.
		$args['min_value'] = max( $args['min_value'], 0 );
		$args['max_value'] = 0 < $args['max_value'] ? $args['max_value'] : '';
		if ( '' !== $args['max_value'] && $args['max_value'] < $args['min_value'] ) {
			$args['max_value'] = $args['min_value'];
		}
		$type = 'number';
		if ( $args['min_value'] > 0 && $args['min_value'] === $args['max_value'] ) {
			$type = 'hidden';
		} elseif ( $args['readonly'] ) {
			$type = 'text';
		}
		$args['type'] = apply_filters( 'woocommerce_quantity_input_type', $type );

		$html = wc_get_template_html( 'global/quantity-input.php', $args );
		if ( $echo ) {
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			return;
		}
		return $html;
	}
}

if ( ! function_exists( 'wc_get_star_rating_html' ) ) {
	/**
	 * The inner span of a star rating.
	 *
	 * @param float $rating Rating.
	 * @param int   $count  Ratings counted.
	 * @return string
	 */
	function wc_get_star_rating_html( $rating, $count = 0 ) {
		$html = '<span style="width:' . ( ( $rating / 5 ) * 100 ) . '%">';
		if ( 0 < $count ) {
			/* translators: 1: rating 2: rating count */
			$html .= sprintf( _n( 'Rated %1$s out of 5 based on %2$s customer rating', 'Rated %1$s out of 5 based on %2$s customer ratings', $count, 'woocommerce' ), '<strong class="rating">' . esc_html( $rating ) . '</strong>', '<span class="rating">' . esc_html( $count ) . '</span>' );
		} else {
			/* translators: %s: rating */
			$html .= sprintf( esc_html__( 'Rated %s out of 5', 'woocommerce' ), '<strong class="rating">' . esc_html( $rating ) . '</strong>' );
		}
		$html .= '</span>';
		return apply_filters( 'woocommerce_get_star_rating_html', $html, $rating, $count );
	}
}

if ( ! function_exists( 'wc_get_rating_html' ) ) {
	/**
	 * `div.star-rating[role=img]`; empty when there is no rating.
	 *
	 * @param float $rating Rating.
	 * @param int   $count  Ratings counted.
	 * @return string
	 */
	function wc_get_rating_html( $rating, $count = 0 ) {
		$html = '';
		if ( 0 < $rating ) {
			/* translators: %s: rating */
			$label = sprintf( __( 'Rated %s out of 5', 'woocommerce' ), $rating );
			$html  = '<div class="star-rating" role="img" aria-label="' . esc_attr( $label ) . '">' . wc_get_star_rating_html( $rating, $count ) . '</div>';
		}
		return apply_filters( 'woocommerce_product_get_rating_html', $html, $rating, $count );
	}
}

if ( ! function_exists( 'wc_review_ratings_enabled' ) ) {
	/** @return bool */
	function wc_review_ratings_enabled() {
		return 'yes' === get_option( 'woocommerce_enable_reviews', 'yes' ) && 'yes' === get_option( 'woocommerce_enable_review_rating', 'yes' );
	}
}

if ( ! function_exists( 'wc_review_ratings_required' ) ) {
	/** @return bool */
	function wc_review_ratings_required() {
		return 'yes' === get_option( 'woocommerce_review_rating_required', 'yes' );
	}
}

if ( ! function_exists( 'wc_get_stock_html' ) ) {
	/**
	 * `p.stock.in-stock` / `.out-of-stock` / `.available-on-backorder`.
	 *
	 * @param WC_Product $product Product.
	 * @return string
	 */
	function wc_get_stock_html( $product ) {
		$availability = $product->get_availability();
		$html         = '';
		if ( ! empty( $availability['availability'] ) ) {
			$html = '<p class="stock ' . esc_attr( $availability['class'] ) . '">' . wp_kses_post( $availability['availability'] ) . '</p>';
		}
		return apply_filters( 'woocommerce_get_stock_html', $html, $product );
	}
}

if ( ! function_exists( 'wc_get_product_class' ) ) {
	/**
	 * WooCommerce's product classes: post classes plus type, stock, sale, featured, shipping.
	 *
	 * @param string|array    $class   Extra classes.
	 * @param WC_Product|int  $product Product.
	 * @return string[]
	 */
	function wc_get_product_class( $class = '', $product = null ) {
		$product = is_numeric( $product ) ? wc_get_product( $product ) : $product;
		if ( ! $product ) {
			return array();
		}
		$classes = array_merge(
			is_array( $class ) ? $class : preg_split( '#\s+#', (string) $class ),
			array(
				'product',
				'type-product',
				'post-' . $product->get_id(),
				'status-' . get_post_status( $product->get_id() ),
				$product->get_stock_status(),
				'product-type-' . $product->get_type(),
			)
		);
		if ( $product->get_image_id() ) {
			$classes[] = 'has-post-thumbnail';
		}
		if ( $product->is_on_sale() ) {
			$classes[] = 'sale';
		}
		if ( method_exists( $product, 'is_featured' ) && $product->is_featured() ) {
			$classes[] = 'featured';
		}
		if ( $product->is_purchasable() ) {
			$classes[] = 'purchasable';
		}
		foreach ( array( 'product_cat', 'product_tag' ) as $taxonomy ) {
			$terms = get_the_terms( $product->get_id(), $taxonomy );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$classes[] = sanitize_html_class( $taxonomy . '-' . $term->slug, $taxonomy . '-' . $term->term_id );
			}
		}
		$classes = apply_filters( 'woocommerce_post_class', array_filter( array_unique( $classes ) ), $product );
		return array_map( 'esc_attr', $classes );
	}
}

if ( ! function_exists( 'wc_product_class' ) ) {
	/**
	 * Prints `class="…"` for a product.
	 *
	 * @param string|array   $class   Extra classes.
	 * @param WC_Product|int $product Product.
	 */
	function wc_product_class( $class = '', $product = null ) {
		echo 'class="' . esc_attr( implode( ' ', wc_get_product_class( $class, $product ) ) ) . '"';
	}
}

if ( ! function_exists( 'wc_implode_html_attributes' ) ) {
	/**
	 * `key="value"` pairs, escaped.
	 *
	 * @param array $raw_attributes Attributes.
	 * @return string
	 */
	function wc_implode_html_attributes( $raw_attributes ) {
		$attributes = array();
		foreach ( $raw_attributes as $name => $value ) {
			$attributes[] = esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
		}
		return implode( ' ', $attributes );
	}
}

if ( ! function_exists( 'wc_wp_theme_get_element_class_name' ) ) {
	/**
	 * `wp-element-button` when the block theme styles buttons.
	 *
	 * @param string $element Element.
	 * @return string
	 */
	function wc_wp_theme_get_element_class_name( $element ) {
		return wp_is_block_theme() && 'button' === $element ? 'wp-element-button' : '';
	}
}

if ( ! function_exists( 'wc_get_cart_remove_url' ) ) {
	/**
	 * `?remove_item=KEY&_wpnonce=…` on the cart page.
	 *
	 * @param string $cart_item_key Key.
	 * @return string
	 */
	function wc_get_cart_remove_url( $cart_item_key ) {
		$cart_page_url = wc_get_cart_url();
		return apply_filters( 'woocommerce_get_remove_url', $cart_page_url ? wp_nonce_url( add_query_arg( 'remove_item', $cart_item_key, $cart_page_url ), 'woocommerce-cart' ) : '' );
	}
}

if ( ! function_exists( 'wc_dropdown_variation_attribute_options' ) ) {
	/**
	 * The `select#pa_color[name=attribute_pa_color][data-attribute_name]` of a variable product.
	 *
	 * @param array $args options, attribute, product, selected, name, id, class, show_option_none.
	 */
	function wc_dropdown_variation_attribute_options( $args = array() ) {
		$args = wp_parse_args(
			apply_filters( 'woocommerce_dropdown_variation_attribute_options_args', $args ),
			array(
				'options'          => false,
				'attribute'        => false,
				'product'          => false,
				'selected'         => false,
				'required'         => false,
				'name'             => '',
				'id'               => '',
				'class'            => '',
				'show_option_none' => __( 'Choose an option', 'woocommerce' ),
			)
		);

		// The chosen value comes from the request, else the product's default.
		if ( false === $args['selected'] && $args['attribute'] && $args['product'] instanceof WC_Product ) {
			$selected_key = 'attribute_' . sanitize_title( $args['attribute'] );
			// phpcs:disable WordPress.Security.NonceVerification.Recommended
			if ( isset( $_REQUEST[ $selected_key ] ) ) {
				$args['selected'] = wc_clean( wp_unslash( $_REQUEST[ $selected_key ] ) );
			} elseif ( method_exists( $args['product'], 'get_variation_default_attribute' ) ) {
				$args['selected'] = $args['product']->get_variation_default_attribute( $args['attribute'] );
			}
			// phpcs:enable WordPress.Security.NonceVerification.Recommended
		}

		$options               = $args['options'];
		$product               = $args['product'];
		$attribute             = $args['attribute'];
		$name                  = $args['name'] ? $args['name'] : 'attribute_' . sanitize_title( $attribute );
		$id                    = $args['id'] ? $args['id'] : sanitize_title( $attribute );
		$class                 = $args['class'];
		$required              = (bool) $args['required'];
		$show_option_none      = (bool) $args['show_option_none'];
		$show_option_none_text = $args['show_option_none'] ? $args['show_option_none'] : __( 'Choose an option', 'woocommerce' );

		if ( empty( $options ) && ! empty( $product ) && ! empty( $attribute ) ) {
			$attributes = $product->get_variation_attributes();
			$options    = $attributes[ $attribute ];
		}

		$html  = '<select id="' . esc_attr( $id ) . '" class="' . esc_attr( $class ) . '" name="' . esc_attr( $name ) . '" data-attribute_name="attribute_' . esc_attr( sanitize_title( $attribute ) ) . '" data-show_option_none="' . ( $show_option_none ? 'yes' : 'no' ) . '"' . ( $required ? ' required' : '' ) . '>';
		$html .= '<option value="">' . esc_html( $show_option_none_text ) . '</option>';

		if ( ! empty( $options ) ) {
			if ( $product && taxonomy_exists( $attribute ) ) {
				// WooCommerce: includes/wc-template-functions.php, wc_dropdown_variation_attribute_options():
				// get terms if this is a taxonomy - ordered; we need the names too.
				$terms = wc_get_product_terms( $product->get_id(), $attribute, array( 'fields' => 'all' ) );
				foreach ( $terms as $term ) {
					if ( in_array( $term->slug, $options, true ) ) {
						$html .= '<option value="' . esc_attr( $term->slug ) . '" ' . selected( sanitize_title( (string) $args['selected'] ), $term->slug, false ) . '>' . esc_html( apply_filters( 'woocommerce_variation_option_name', $term->name, $term, $attribute, $product ) ) . '</option>';
					}
				}
			} else {
				foreach ( $options as $option ) {
					$is_selected = sanitize_title( (string) $args['selected'] ) === (string) $args['selected'] ? selected( $args['selected'], sanitize_title( $option ), false ) : selected( $args['selected'], $option, false );
					$html       .= '<option value="' . esc_attr( $option ) . '" ' . $is_selected . '>' . esc_html( apply_filters( 'woocommerce_variation_option_name', $option, null, $attribute, $product ) ) . '</option>';
				}
			}
		}
		$html .= '</select>';

		echo apply_filters( 'woocommerce_dropdown_variation_attribute_options_html', $html, $args ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'wc_print_notice' ) ) {
	/**
	 * One notice: success as `.woocommerce-message[role=alert]`, error as
	 * `ul.woocommerce-error[role=alert]`, notice as `.woocommerce-info`.
	 *
	 * @param string $message     Message.
	 * @param string $notice_type success, error, notice.
	 * @param array  $data        Extra data.
	 * @param bool   $return      Return instead of printing.
	 * @return string|void
	 */
	function wc_print_notice( $message, $notice_type = 'success', $data = array(), $return = false ) {
		$html = wc_double_notice_html( $notice_type, array( array( 'notice' => $message, 'data' => $data ) ) );
		if ( $return ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

/**
 * The markup of templates/notices/{success,error,notice}.php.
 *
 * @param string $notice_type success, error, notice.
 * @param array  $notices     `{notice, data}` items.
 * @return string
 */
function wc_double_notice_html( $notice_type, $notices ) {
	if ( ! $notices ) {
		return '';
	}
	$template = array(
		'success' => 'notices/success.php',
		'error'   => 'notices/error.php',
		'notice'  => 'notices/notice.php',
	);
	return wc_get_template_html(
		$template[ $notice_type ] ?? 'notices/notice.php',
		array(
			'notices' => array_filter( $notices ),
		)
	);
}

if ( ! function_exists( 'wc_print_notices' ) ) {
	/**
	 * Prints and clears the session's notices.
	 *
	 * @param bool $return Return instead of printing.
	 * @return string|void
	 */
	function wc_print_notices( $return = false ) {
		$all  = wc_get_notices();
		$html = '';
		foreach ( array( 'error', 'success', 'notice' ) as $notice_type ) {
			if ( ! empty( $all[ $notice_type ] ) ) {
				$html .= wc_double_notice_html( $notice_type, $all[ $notice_type ] );
			}
		}
		wc_clear_notices();
		$html = wc_kses_notice( $html );
		if ( $return ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'wc_kses_notice' ) ) {
	/**
	 * Notices allow post HTML.
	 *
	 * @param string $message Message.
	 * @return string
	 */
	function wc_kses_notice( $message ) {
		$allowed = wp_kses_allowed_html( 'post' );
		$allowed['a']['role']     = true;
		$allowed['a']['tabindex'] = true;
		$allowed['div']['role']   = true;
		$allowed['ul']['role']    = true;
		$allowed['div']['tabindex'] = true;
		return wp_kses( $message, $allowed );
	}
}

if ( ! function_exists( 'woocommerce_output_all_notices' ) ) {
	/** `div.woocommerce-notices-wrapper` with the pending notices. */
	function woocommerce_output_all_notices() {
		echo '<div class="woocommerce-notices-wrapper">';
		wc_print_notices();
		echo '</div>';
	}
}

/*
 * Shop loop.
 */

if ( ! function_exists( 'woocommerce_product_loop_start' ) ) {
	/**
	 * `<ul class="products columns-N">`.
	 *
	 * @param bool $echo Print.
	 * @return string|void
	 */
	function woocommerce_product_loop_start( $echo = true ) {
		$columns = (int) apply_filters( 'loop_shop_columns', 4 );
		$html    = '<ul class="products columns-' . esc_attr( (string) $columns ) . '">';
		$html    = apply_filters( 'woocommerce_product_loop_start', $html );
		if ( ! $echo ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_product_loop_end' ) ) {
	/**
	 * `</ul>`.
	 *
	 * @param bool $echo Print.
	 * @return string|void
	 */
	function woocommerce_product_loop_end( $echo = true ) {
		$html = apply_filters( 'woocommerce_product_loop_end', '</ul>' );
		if ( ! $echo ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

/** Opens the product link of a loop item. */
function woocommerce_template_loop_product_link_open() {
	global $product;
	$link = apply_filters( 'woocommerce_loop_product_link', get_the_permalink(), $product );
	echo '<a href="' . esc_url( $link ) . '" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">';
}

/** Closes it. */
function woocommerce_template_loop_product_link_close() {
	echo '</a>';
}

/** `h2.woocommerce-loop-product__title`. */
function woocommerce_template_loop_product_title() {
	echo '<h2 class="' . esc_attr( apply_filters( 'woocommerce_product_loop_title_classes', 'woocommerce-loop-product__title' ) ) . '">' . esc_html( get_the_title() ) . '</h2>';
}

/** The loop thumbnail. */
function woocommerce_template_loop_product_thumbnail() {
	global $product;
	echo $product ? $product->get_image( 'woocommerce_thumbnail' ) : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/** `span.onsale` in the loop. */
function woocommerce_show_product_loop_sale_flash() {
	wc_get_template( 'loop/sale-flash.php' );
}

/** `span.onsale` on the product page. */
function woocommerce_show_product_sale_flash() {
	wc_get_template( 'single-product/sale-flash.php' );
}

/** The loop rating. */
function woocommerce_template_loop_rating() {
	wc_get_template( 'loop/rating.php' );
}

/** The loop price. */
function woocommerce_template_loop_price() {
	wc_get_template( 'loop/price.php' );
}

/**
 * The loop add-to-cart link, with WooCommerce's arguments (classes, data attributes,
 * aria-label, aria-describedby text, success message).
 *
 * @param array $args Arguments.
 */
function woocommerce_template_loop_add_to_cart( $args = array() ) {
	global $product;
	if ( ! $product ) {
		return;
	}
	$ajax     = 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' );
	$can_buy  = $product->is_purchasable() && $product->is_in_stock();
	$defaults = array(
		'quantity'              => 1,
		'class'                 => implode(
			' ',
			array_filter(
				array(
					'button',
					wc_wp_theme_get_element_class_name( 'button' ),
					'product_type_' . $product->get_type(),
					$can_buy ? 'add_to_cart_button' : '',
					$product->is_type( 'simple' ) && $ajax && $can_buy ? 'ajax_add_to_cart' : '',
				)
			)
		),
		'aria-describedby_text' => wc_double_add_to_cart_aria_describedby( $product ),
		'attributes'            => array(
			'data-product_id'  => $product->get_id(),
			'data-product_sku' => $product->get_sku(),
			'aria-label'       => wc_double_add_to_cart_description( $product ),
			'rel'              => 'nofollow',
		),
	);
	if ( $product->is_type( 'simple' ) ) {
		/* translators: %s: product name */
		$defaults['attributes']['data-success_message'] = sprintf( __( '&ldquo;%s&rdquo; has been added to your cart', 'woocommerce' ), wp_strip_all_tags( $product->get_name() ) );
	}
	$args = apply_filters( 'woocommerce_loop_add_to_cart_args', wp_parse_args( $args, $defaults ), $product );
	if ( ! empty( $args['attributes']['aria-describedby'] ) ) {
		$args['attributes']['aria-describedby'] = wp_strip_all_tags( $args['attributes']['aria-describedby'] );
	}
	if ( isset( $args['attributes']['aria-label'] ) ) {
		$args['attributes']['aria-label'] = wp_strip_all_tags( $args['attributes']['aria-label'] );
	}
	wc_get_template( 'loop/add-to-cart.php', $args );
}

/**
 * The loop button's accessible name: "Add to cart: “Name”", "Select options for “Name”"…
 *
 * @param WC_Product $product Product.
 * @return string
 */
function wc_double_add_to_cart_description( $product ) {
	if ( method_exists( $product, 'add_to_cart_description' ) ) {
		return $product->add_to_cart_description();
	}
	$name = wp_strip_all_tags( $product->get_name() );
	if ( $product->is_type( 'variable' ) ) {
		/* translators: %s: product name */
		$text = $product->is_purchasable() ? __( 'Select options for &ldquo;%s&rdquo;', 'woocommerce' ) : __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' );
	} elseif ( $product->is_type( 'grouped' ) ) {
		/* translators: %s: product name */
		$text = __( 'View products in the &ldquo;%s&rdquo; group', 'woocommerce' );
	} elseif ( $product->is_type( 'external' ) ) {
		$text = $product->get_button_text() ? $product->get_button_text() : __( 'Buy product', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_description', $text, $product );
	} else {
		/* translators: %s: product name */
		$text = $product->is_purchasable() && $product->is_in_stock() ? __( 'Add to cart: &ldquo;%s&rdquo;', 'woocommerce' ) : __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' );
	}
	return apply_filters( 'woocommerce_product_add_to_cart_description', html_entity_decode( sprintf( $text, $name ), ENT_QUOTES, 'UTF-8' ), $product );
}

/**
 * The loop button's description (the `aria-describedby` span): variable products explain
 * that options are chosen on the product page; others have none.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function wc_double_add_to_cart_aria_describedby( $product ) {
	if ( method_exists( $product, 'add_to_cart_aria_describedby' ) ) {
		return $product->add_to_cart_aria_describedby();
	}
	$text = $product->is_type( 'variable' ) && $product->is_purchasable() ? __( 'This product has multiple variants. The options may be chosen on the product page', 'woocommerce' ) : '';
	return apply_filters( 'woocommerce_product_add_to_cart_aria_describedby', $text, $product );
}

/** `p.woocommerce-result-count`. */
function woocommerce_result_count() {
	global $wp_query;
	if ( ! $wp_query || ! $wp_query->found_posts ) {
		return;
	}
	wc_get_template(
		'loop/result-count.php',
		array(
			'total'    => (int) $wp_query->found_posts,
			'per_page' => (int) $wp_query->get( 'posts_per_page' ),
			'current'  => max( 1, (int) $wp_query->get( 'paged' ) ),
		)
	);
}

/** `nav.woocommerce-pagination`. */
function woocommerce_pagination() {
	global $wp_query;
	if ( ! $wp_query || $wp_query->max_num_pages <= 1 ) {
		return;
	}
	$links = paginate_links(
		array(
			'total'     => $wp_query->max_num_pages,
			'current'   => max( 1, (int) get_query_var( 'paged' ) ),
			'prev_text' => is_rtl() ? '&rarr;' : '&larr;',
			'next_text' => is_rtl() ? '&larr;' : '&rarr;',
			'type'      => 'list',
			'end_size'  => 3,
			'mid_size'  => 3,
		)
	);
	echo '<nav class="woocommerce-pagination" aria-label="' . esc_attr__( 'Product Pagination', 'woocommerce' ) . '">' . $links . '</nav>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/** `p.woocommerce-info.woocommerce-no-products-found`. */
function wc_no_products_found() {
	wc_get_template( 'loop/no-products-found.php' );
}

/** The shop page's own content above the loop (page 1 only), as WooCommerce prints it. */
function woocommerce_product_archive_description() {
	if ( is_search() ) {
		return;
	}
	if ( is_post_type_archive( 'product' ) && in_array( absint( get_query_var( 'paged' ) ), array( 0, 1 ), true ) ) {
		$shop_page = get_post( wc_get_page_id( 'shop' ) );
		if ( $shop_page ) {
			$description = wc_format_content( wp_kses_post( $shop_page->post_content ) );
			if ( $description ) {
				echo '<div class="page-description">' . $description . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			}
		}
	}
}

/** A product category's description. */
function woocommerce_taxonomy_archive_description() {
	if ( is_product_taxonomy() && 0 === absint( get_query_var( 'paged' ) ) ) {
		$term = get_queried_object();
		if ( $term && ! empty( $term->description ) ) {
			echo '<div class="term-description">' . wc_format_content( wp_kses_post( $term->description ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}
}

/** The shop title: the shop page's title, the term's name, or search results. */
function woocommerce_page_title( $echo = true ) {
	if ( is_search() ) {
		/* translators: %s: search query */
		$page_title = sprintf( __( 'Search results: &ldquo;%s&rdquo;', 'woocommerce' ), get_search_query() );
	} elseif ( is_tax() ) {
		$page_title = single_term_title( '', false );
	} else {
		$shop_page_id = wc_get_page_id( 'shop' );
		$page_title   = $shop_page_id > 0 ? get_the_title( $shop_page_id ) : __( 'Shop', 'woocommerce' );
	}
	$page_title = apply_filters( 'woocommerce_page_title', $page_title );
	if ( ! $echo ) {
		return $page_title;
	}
	echo wp_kses_post( $page_title );
}

/** The shop's sidebar, as WooCommerce prints it: global/sidebar.php, which asks the theme for get_sidebar( 'shop' ). */
function woocommerce_get_sidebar() {
	wc_get_template( 'global/sidebar.php' );
}

/*
 * Single product.
 */

/** The gallery. */
function woocommerce_show_product_images() {
	wc_get_template( 'single-product/product-image.php' );
}

/**
 * One gallery image: `div.woocommerce-product-gallery__image > a[href=full] > img`.
 *
 * @param int  $attachment_id Image.
 * @param bool $main_image    The first, large one.
 * @return string
 */
function wc_get_gallery_image_html( $attachment_id, $main_image = false ) {
	$gallery_thumbnail = wc_get_image_size( 'gallery_thumbnail' );
	$thumbnail_size    = apply_filters( 'woocommerce_gallery_thumbnail_size', array( $gallery_thumbnail['width'], $gallery_thumbnail['height'] ) );
	$image_size        = apply_filters( 'woocommerce_gallery_image_size', $main_image ? 'woocommerce_single' : $thumbnail_size );
	$full_size         = apply_filters( 'woocommerce_gallery_full_size', apply_filters( 'woocommerce_product_thumbnails_large_size', 'full' ) );
	$thumbnail_src     = wp_get_attachment_image_src( $attachment_id, $thumbnail_size );
	$full_src          = wp_get_attachment_image_src( $attachment_id, $full_size );
	if ( ! $thumbnail_src || ! $full_src ) {
		return '';
	}
	$alt_text = trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) );
	$image    = wp_get_attachment_image(
		$attachment_id,
		$image_size,
		false,
		apply_filters(
			'woocommerce_gallery_image_html_attachment_image_params',
			array(
				'title'                   => _wp_specialchars( get_post_field( 'post_title', $attachment_id ), ENT_QUOTES, 'UTF-8', true ),
				'data-caption'            => _wp_specialchars( get_post_field( 'post_excerpt', $attachment_id ), ENT_QUOTES, 'UTF-8', true ),
				'data-src'                => esc_url( $full_src[0] ),
				'data-large_image'        => esc_url( $full_src[0] ),
				'data-large_image_width'  => esc_attr( $full_src[1] ),
				'data-large_image_height' => esc_attr( $full_src[2] ),
				'class'                   => esc_attr( $main_image ? 'wp-post-image' : '' ),
			),
			$attachment_id,
			$image_size,
			$main_image
		)
	);
	return '<div data-thumb="' . esc_url( $thumbnail_src[0] ) . '" data-thumb-alt="' . esc_attr( $alt_text ) . '" class="woocommerce-product-gallery__image"><a href="' . esc_url( $full_src[0] ) . '">' . $image . '</a></div>';
}

/** The gallery's other images. */
function woocommerce_show_product_thumbnails() {
	wc_get_template( 'single-product/product-thumbnails.php' );
}

/** `h1.product_title`. */
function woocommerce_template_single_title() {
	wc_get_template( 'single-product/title.php' );
}

/** The rating with the review link. */
function woocommerce_template_single_rating() {
	if ( post_type_supports( 'product', 'comments' ) ) {
		wc_get_template( 'single-product/rating.php' );
	}
}

/** `p.price`. */
function woocommerce_template_single_price() {
	wc_get_template( 'single-product/price.php' );
}

/** The short description. */
function woocommerce_template_single_excerpt() {
	wc_get_template( 'single-product/short-description.php' );
}

/** SKU and categories. */
function woocommerce_template_single_meta() {
	wc_get_template( 'single-product/meta.php' );
}

/** The add-to-cart area, by product type. */
function woocommerce_template_single_add_to_cart() {
	global $product;
	do_action( 'woocommerce_' . $product->get_type() . '_add_to_cart' );
}

/** Simple product form. */
function woocommerce_simple_add_to_cart() {
	wc_get_template( 'single-product/add-to-cart/simple.php' );
}

/** Grouped product form. */
function woocommerce_grouped_add_to_cart() {
	global $product;
	$products = array_filter( array_map( 'wc_get_product', $product->get_children() ), 'wc_products_array_filter_visible_grouped' );
	if ( $products ) {
		wc_get_template(
			'single-product/add-to-cart/grouped.php',
			array(
				'grouped_product'    => $product,
				'grouped_products'   => $products,
				'quantites_required' => false,
			)
		);
	}
}

if ( ! function_exists( 'wc_products_array_filter_visible_grouped' ) ) {
	/**
	 * Grouped children shown: published (or private for editors).
	 *
	 * @param WC_Product|false $product Child.
	 * @return bool
	 */
	function wc_products_array_filter_visible_grouped( $product ) {
		return $product && ( 'publish' === get_post_status( $product->get_id() ) || current_user_can( 'edit_product', $product->get_id() ) );
	}
}

/**
 * Variable product form: the variations JSON, or `false` above `woocommerce_ajax_variation_threshold`.
 */
function woocommerce_variable_add_to_cart() {
	global $product;
	wp_enqueue_script( 'wc-add-to-cart-variation' );
	$get_variations = count( $product->get_children() ) <= apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product );
	wc_get_template(
		'single-product/add-to-cart/variable.php',
		array(
			'available_variations' => $get_variations ? $product->get_available_variations() : false,
			'attributes'           => $product->get_variation_attributes(),
			'selected_attributes'  => method_exists( $product, 'get_default_attributes' ) ? $product->get_default_attributes() : array(),
		)
	);
}

/** External product button. */
function woocommerce_external_add_to_cart() {
	global $product;
	if ( ! method_exists( $product, 'get_product_url' ) || ! $product->get_product_url() ) {
		return;
	}
	wc_get_template(
		'single-product/add-to-cart/external.php',
		array(
			'product_url' => $product->get_product_url(),
			'button_text' => $product->single_add_to_cart_text(),
		)
	);
}

/** `div.single_variation`, filled by the variation script. */
function woocommerce_single_variation() {
	echo '<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>';
}

/** The variation's quantity, button and hidden inputs. */
function woocommerce_single_variation_add_to_cart_button() {
	wc_get_template( 'single-product/add-to-cart/variation-add-to-cart-button.php' );
}

/** Prints the variation templates once, where the variation script needs them. */
function wc_double_print_variation_templates() {
	if ( wp_script_is( 'wc-add-to-cart-variation', 'enqueued' ) ) {
		wc_get_template( 'single-product/add-to-cart/variation.php' );
	}
}

/**
 * The default tabs: description, additional information, reviews.
 *
 * @param array $tabs Tabs.
 * @return array
 */
function woocommerce_default_product_tabs( $tabs = array() ) {
	global $product, $post;
	if ( $post && $post->post_content ) {
		$tabs['description'] = array(
			'title'    => __( 'Description', 'woocommerce' ),
			'priority' => 10,
			'callback' => 'woocommerce_product_description_tab',
		);
	}
	if ( $product && ( wc_double_has_visible_attributes( $product ) || ( method_exists( $product, 'has_weight' ) && $product->has_weight() ) ) ) {
		$tabs['additional_information'] = array(
			'title'    => __( 'Additional information', 'woocommerce' ),
			'priority' => 20,
			'callback' => 'woocommerce_product_additional_information_tab',
		);
	}
	if ( comments_open() ) {
		$tabs['reviews'] = array(
			/* translators: %s: reviews count */
			'title'    => sprintf( __( 'Reviews (%d)', 'woocommerce' ), $product->get_review_count() ),
			'priority' => 30,
			'callback' => 'comments_template',
		);
	}
	return $tabs;
}

/**
 * @param WC_Product $product Product.
 * @return bool
 */
function wc_double_has_visible_attributes( $product ) {
	foreach ( $product->get_attributes() as $attribute ) {
		if ( is_object( $attribute ) && method_exists( $attribute, 'get_visible' ) ? $attribute->get_visible() : ! empty( $attribute['is_visible'] ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Tabs in priority order.
 *
 * @param array $tabs Tabs.
 * @return array
 */
function woocommerce_sort_product_tabs( $tabs = array() ) {
	uasort(
		$tabs,
		static function ( $a, $b ) {
			return ( $a['priority'] ?? 0 ) <=> ( $b['priority'] ?? 0 );
		}
	);
	return $tabs;
}

/** The tabs. */
function woocommerce_output_product_data_tabs() {
	wc_get_template( 'single-product/tabs/tabs.php' );
}

/** Description panel. */
function woocommerce_product_description_tab() {
	wc_get_template( 'single-product/tabs/description.php' );
}

/** Additional information panel. */
function woocommerce_product_additional_information_tab() {
	wc_get_template( 'single-product/tabs/additional-information.php' );
}

/**
 * The attributes table.
 *
 * @param WC_Product $product Product.
 */
function wc_display_product_attributes( $product ) {
	$product_attributes = array();
	foreach ( $product->get_attributes() as $key => $attribute ) {
		$is_object = is_object( $attribute );
		$visible   = $is_object ? $attribute->get_visible() : ! empty( $attribute['is_visible'] );
		if ( ! $visible ) {
			continue;
		}
		$name     = $is_object ? $attribute->get_name() : $attribute['name'];
		$taxonomy = $is_object ? $attribute->is_taxonomy() : ! empty( $attribute['is_taxonomy'] );
		$values   = array();
		if ( $taxonomy ) {
			// WooCommerce: includes/wc-template-functions.php, wc_display_product_attributes().
			$terms = wc_get_product_terms( $product->get_id(), $name, array( 'fields' => 'all' ) );
			foreach ( $terms as $term ) {
				$values[] = esc_html( $term->name );
			}
		} else {
			$values = array_map( 'esc_html', $is_object ? $attribute->get_options() : array_map( 'trim', explode( '|', (string) $attribute['value'] ) ) );
		}
		$product_attributes[ 'attribute_' . sanitize_title_with_dashes( $name ) ] = array(
			'label' => wc_attribute_label( $name ),
			'value' => apply_filters( 'woocommerce_attribute', wpautop( wptexturize( implode( ', ', $values ) ) ), $attribute, $values ),
		);
	}
	$product_attributes = apply_filters( 'woocommerce_display_product_attributes', $product_attributes, $product );
	wc_get_template(
		'single-product/product-attributes.php',
		array(
			'product_attributes' => $product_attributes,
		)
	);
}

/** Related products, from the same categories. */
function woocommerce_output_related_products() {
	global $product;
	$category_ids = wp_get_post_terms( $product->get_id(), 'product_cat', array( 'fields' => 'ids' ) );
	if ( is_wp_error( $category_ids ) || ! $category_ids ) {
		return;
	}
	$ids     = get_posts(
		array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			'posts_per_page' => 4,
			'post__not_in'   => array( $product->get_id() ),
			'fields'         => 'ids',
			'orderby'        => 'ID',
			'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
				array(
					'taxonomy' => 'product_cat',
					'terms'    => $category_ids,
				),
			),
		)
	);
	$related = array_filter( array_map( 'wc_get_product', $ids ) );
	if ( $related ) {
		wc_get_template(
			'single-product/related.php',
			array(
				'related_products' => $related,
			)
		);
	}
}

/*
 * Reviews.
 */

/** Avatar. */
function woocommerce_review_display_gravatar( $comment ) {
	echo get_avatar( $comment, apply_filters( 'woocommerce_review_gravatar_size', '60' ), '' );
}

/** Stars. */
function woocommerce_review_display_rating() {
	if ( post_type_supports( 'product', 'comments' ) ) {
		wc_get_template( 'single-product/review-rating.php' );
	}
}

/** Author and date. */
function woocommerce_review_display_meta() {
	wc_get_template( 'single-product/review-meta.php' );
}

/** Text. */
function woocommerce_review_display_comment_text() {
	echo '<div class="description">';
	comment_text();
	echo '</div>';
}

/**
 * `wp_list_comments` callback for reviews.
 *
 * @param WP_Comment $comment Comment.
 * @param array      $args    Arguments.
 * @param int        $depth   Depth.
 */
function woocommerce_comments( $comment, $args, $depth ) {
	$GLOBALS['comment'] = $comment; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	wc_get_template(
		'single-product/review.php',
		array(
			'comment' => $comment,
			'args'    => $args,
			'depth'   => $depth,
		)
	);
}

/*
 * Cart and checkout.
 */

/** Totals box. */
function woocommerce_cart_totals() {
	wc_get_template( 'cart/cart-totals.php' );
}

/** "Proceed to checkout". */
function woocommerce_button_proceed_to_checkout() {
	wc_get_template( 'cart/proceed-to-checkout-button.php' );
}

/** Empty cart message. */
function wc_empty_cart_message() {
	$notice = wc_print_notice( wp_kses_post( apply_filters( 'wc_empty_cart_message', __( 'Your cart is currently empty.', 'woocommerce' ) ) ), 'notice', array(), true );
	// The role and class WooCommerce gives the empty-cart notice.
	$notice = str_replace( 'class="woocommerce-info"', 'class="cart-empty woocommerce-info"', $notice );
	echo '<div class="wc-empty-cart-message">' . $notice . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

if ( ! function_exists( 'woocommerce_mini_cart' ) ) {
	/**
	 * The mini-cart list.
	 *
	 * @param array $args list_class.
	 */
	function woocommerce_mini_cart( $args = array() ) {
		wc_get_template( 'cart/mini-cart.php', wp_parse_args( $args, array( 'list_class' => '' ) ) );
	}
}

/** The review table and payment box. */
function woocommerce_order_review() {
	wc_get_template( 'checkout/review-order.php', array( 'checkout' => WC()->checkout() ) );
}

/** Payment methods and the place-order button. */
function woocommerce_checkout_payment() {
	wc_get_template(
		'checkout/payment.php',
		array(
			'checkout'          => WC()->checkout(),
			'order_button_text' => apply_filters( 'woocommerce_order_button_text', __( 'Place order', 'woocommerce' ) ),
		)
	);
}

/**
 * One checkout field as WooCommerce prints it.
 *
 * @param string $key   Field name.
 * @param array  $args  type, label, required, class, autocomplete, priority.
 * @param string $value Value.
 */
function woocommerce_form_field( $key, $args, $value = null ) {
	$args = wp_parse_args(
		$args,
		array(
			'type'         => 'text',
			'label'        => '',
			'required'     => false,
			'class'        => array(),
			'autocomplete' => false,
			'id'           => $key,
			'priority'     => '',
		)
	);
	$args = apply_filters( 'woocommerce_form_field_args', $args, $key, $value );
	if ( $args['required'] ) {
		$args['class'][] = 'validate-required';
		$required        = '&nbsp;<abbr class="required" title="' . esc_attr__( 'required', 'woocommerce' ) . '">*</abbr>';
	} else {
		$required = '&nbsp;<span class="optional">(' . esc_html__( 'optional', 'woocommerce' ) . ')</span>';
	}
	$attributes = array(
		'name' => $key,
		'id'   => $args['id'],
	);
	if ( $args['autocomplete'] ) {
		$attributes['autocomplete'] = $args['autocomplete'];
	}
	if ( $args['required'] ) {
		$attributes['aria-required'] = 'true';
	}
	if ( 'country' === $args['type'] ) {
		$field_html = wc_double_country_field( $key, $args, $attributes, (string) $value );
	} elseif ( 'textarea' === $args['type'] ) {
		$field_html = '<textarea class="input-text " ' . wc_implode_html_attributes( $attributes ) . ' rows="2" cols="5">' . esc_textarea( (string) $value ) . '</textarea>';
	} else {
		$field_html = '<input type="' . esc_attr( $args['type'] ) . '" class="input-text " ' . wc_implode_html_attributes( $attributes ) . ' placeholder="" value="' . esc_attr( (string) $value ) . '" />';
	}

	$html  = '<p class="form-row ' . esc_attr( implode( ' ', $args['class'] ) ) . '" id="' . esc_attr( $args['id'] ) . '_field" data-priority="' . esc_attr( (string) $args['priority'] ) . '">';
	$html .= '<label for="' . esc_attr( $args['id'] ) . '" class="">' . wp_kses_post( $args['label'] ) . $required . '</label>';
	$html .= '<span class="woocommerce-input-wrapper">' . $field_html . '</span>';
	$html .= '</p>';
	echo apply_filters( 'woocommerce_form_field_' . $args['type'], apply_filters( 'woocommerce_form_field', $html, $key, $args, $value ), $key, $args, $value ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * A `country` field's control, as woocommerce_form_field() prints it (WooCommerce 9.0–10.0.2,
 * includes/wc-template-functions.php): one allowed country is its name and a hidden input;
 * several are a `<select class="country_to_state country_select">` opening with "Select a
 * country / region…", and a `<noscript>` button that updates the totals. WooCommerce's
 * country-select.js then enhances the select with selectWoo; the double has no selectWoo, so
 * its select stays the plain one (what WooCommerce shows without scripts).
 *
 * @param string $key        Field name.
 * @param array  $args       Field arguments (`placeholder`, `label`).
 * @param array  $attributes Name, id and ARIA attributes.
 * @param string $value      The chosen country code.
 * @return string
 */
function wc_double_country_field( $key, $args, $attributes, $value ) {
	$countries = wc_double_allowed_countries();
	if ( 1 === count( $countries ) ) {
		unset( $attributes['name'], $attributes['id'] );
		return '<strong>' . esc_html( current( $countries ) ) . '</strong><input type="hidden" name="' . esc_attr( $key ) . '" id="' . esc_attr( $args['id'] ) . '" value="' . esc_attr( (string) key( $countries ) ) . '" ' . wc_implode_html_attributes( $attributes ) . ' class="country_to_state" readonly="readonly" />';
	}
	$placeholder = ! empty( $args['placeholder'] ) ? $args['placeholder'] : __( 'Select a country / region&hellip;', 'woocommerce' );
	$html        = '<select ' . wc_implode_html_attributes( $attributes ) . ' class="country_to_state country_select " data-placeholder="' . esc_attr( $placeholder ) . '"' . ( $args['label'] ? ' data-label="' . esc_attr( $args['label'] ) . '"' : '' ) . '>';
	$html       .= '<option value="">' . esc_html__( 'Select a country / region&hellip;', 'woocommerce' ) . '</option>';
	foreach ( $countries as $code => $name ) {
		$html .= '<option value="' . esc_attr( $code ) . '" ' . selected( $value, $code, false ) . '>' . esc_html( $name ) . '</option>';
	}
	$html .= '</select>';
	$html .= '<noscript><button type="submit" name="woocommerce_checkout_update_totals" value="' . esc_attr__( 'Update country / region', 'woocommerce' ) . '">' . esc_html__( 'Update country / region', 'woocommerce' ) . '</button></noscript>';
	return $html;
}

/**
 * The countries the shop sells to, code => name: WC_Countries::get_allowed_countries() over
 * WC_Countries::get_countries() (options `woocommerce_allowed_countries` = `all`, `all_except`
 * with `woocommerce_all_except_countries`, or `specific` with
 * `woocommerce_specific_allowed_countries`; filters `woocommerce_countries` and
 * `woocommerce_countries_allowed_countries`). Simplification: the list keeps the file's order
 * (English alphabetical) instead of WooCommerce's sort by the site's locale.
 *
 * @return array<string, string>
 */
function wc_double_allowed_countries() {
	$all       = apply_filters( 'woocommerce_countries', include dirname( WC_PLUGIN_FILE ) . '/i18n/countries.php' );
	$countries = $all;
	$allowed   = get_option( 'woocommerce_allowed_countries' );
	if ( 'all_except' === $allowed ) {
		foreach ( (array) get_option( 'woocommerce_all_except_countries', array() ) as $code ) {
			unset( $countries[ $code ] );
		}
	} elseif ( 'specific' === $allowed ) {
		$countries = array();
		foreach ( (array) get_option( 'woocommerce_specific_allowed_countries', array() ) as $code ) {
			if ( isset( $all[ $code ] ) ) {
				$countries[ $code ] = $all[ $code ];
			}
		}
	}
	return apply_filters( 'woocommerce_countries_allowed_countries', $countries );
}

/**
 * The classic checkout's billing fields, WooCommerce's keys and order.
 *
 * @return array
 */
function wc_double_checkout_billing_fields() {
	$fields = array(
		'billing_first_name' => array(
			'label'        => __( 'First name', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-first' ),
			'autocomplete' => 'given-name',
			'priority'     => 10,
		),
		'billing_last_name'  => array(
			'label'        => __( 'Last name', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-last' ),
			'autocomplete' => 'family-name',
			'priority'     => 20,
		),
		'billing_address_1'  => array(
			'label'        => __( 'Street address', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-wide', 'address-field' ),
			'autocomplete' => 'address-line1',
			'priority'     => 50,
		),
		'billing_postcode'   => array(
			'label'        => __( 'Postcode / ZIP', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-wide', 'address-field' ),
			'autocomplete' => 'postal-code',
			'priority'     => 65,
		),
		'billing_city'       => array(
			'label'        => __( 'Town / City', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-wide', 'address-field' ),
			'autocomplete' => 'address-level2',
			'priority'     => 70,
		),
		'billing_country'    => array(
			'type'         => 'country',
			'label'        => __( 'Country / Region', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-wide', 'address-field', 'update_totals_on_change' ),
			'autocomplete' => 'country',
			'priority'     => 40,
		),
		'billing_phone'      => array(
			'type'         => 'tel',
			'label'        => __( 'Phone', 'woocommerce' ),
			// WooCommerce 9.0–9.4.3 (WC_Countries::get_address_fields()): required unless the option
			// says `optional` (or `hidden`, below). 10.0 defaults to optional only when the checkout
			// page holds the Checkout block.
			'required'     => 'required' === get_option( 'woocommerce_checkout_phone_field', 'required' ),
			'class'        => array( 'form-row-wide' ),
			'autocomplete' => 'tel',
			'priority'     => 100,
		),
		'billing_email'      => array(
			'type'         => 'email',
			'label'        => __( 'Email address', 'woocommerce' ),
			'required'     => true,
			'class'        => array( 'form-row-wide' ),
			'autocomplete' => 'email',
			'priority'     => 110,
		),
	);
	if ( 'hidden' === get_option( 'woocommerce_checkout_phone_field', 'required' ) ) {
		unset( $fields['billing_phone'] );
	}
	uasort(
		$fields,
		static function ( $a, $b ) {
			return $a['priority'] <=> $b['priority'];
		}
	);
	return apply_filters( 'woocommerce_billing_fields', $fields, '' );
}

/*
 * My account.
 */

/** The account navigation. */
function woocommerce_account_navigation() {
	wc_get_template( 'myaccount/navigation.php' );
}

/** The account content: the dashboard. */
function woocommerce_account_content() {
	wc_get_template( 'myaccount/dashboard.php', array( 'current_user' => get_user_by( 'id', get_current_user_id() ) ) );
}

/** `<body>` goes from `woocommerce-no-js` to `woocommerce-js` once scripts run. */
function wc_no_js() {
	echo '<script type="text/javascript">(function () { var c = document.body.className; c = c.replace(/woocommerce-no-js/, \'woocommerce-js\'); document.body.className = c; })();</script>' . "\n";
}

/**
 * WooCommerce's body classes.
 *
 * @param string[] $classes Classes.
 * @return string[]
 */
function wc_body_class( $classes ) {
	$classes = (array) $classes;
	if ( is_woocommerce() ) {
		$classes[] = 'woocommerce';
		$classes[] = 'woocommerce-page';
	} elseif ( is_checkout() ) {
		$classes[] = 'woocommerce-checkout';
		$classes[] = 'woocommerce-page';
	} elseif ( is_cart() ) {
		$classes[] = 'woocommerce-cart';
		$classes[] = 'woocommerce-page';
	} elseif ( is_account_page() ) {
		$classes[] = 'woocommerce-account';
		$classes[] = 'woocommerce-page';
	}
	if ( wc_double_is_order_received_page() ) {
		$classes[] = 'woocommerce-order-received';
	}
	$classes[] = 'woocommerce-no-js';
	return array_unique( $classes );
}

/**
 * Whether the checkout page shows the order-received endpoint.
 *
 * @return bool
 */
function wc_double_is_order_received_page() {
	global $wp;
	return is_checkout() && isset( $wp->query_vars['order-received'] );
}

/**
 * A product search with a single result goes to that product's page.
 *
 * WooCommerce 9.0–10.0.2: includes/wc-template-functions.php, wc_template_redirect() (the part
 * about searches; the double does the rest elsewhere): a search of the product archive
 * (`?s=…&post_type=product`) that found exactly one product, visible, redirects to it (302),
 * unless `woocommerce_redirect_single_search_result` says no.
 */
function wc_double_redirect_single_search_result() {
	global $wp_query;
	if ( is_search() && is_post_type_archive( 'product' ) && apply_filters( 'woocommerce_redirect_single_search_result', true ) && 1 === absint( $wp_query->found_posts ) ) {
		$product = wc_get_product( $wp_query->post );
		if ( $product && $product->is_visible() ) {
			wp_safe_redirect( get_permalink( $product->get_id() ), 302 );
			exit;
		}
	}
}

/**
 * Opens the content wrapper of the shop's classic templates.
 *
 * WooCommerce: includes/wc-template-functions.php, woocommerce_output_content_wrapper(), which loads
 * templates/global/wrapper-start.php: the default markup for themes WooCommerce does not know.
 */
function woocommerce_output_content_wrapper() {
	echo '<div id="primary" class="content-area"><main id="main" class="site-main" role="main">';
}

/**
 * Closes it. WooCommerce: woocommerce_output_content_wrapper_end(), templates/global/wrapper-end.php.
 */
function woocommerce_output_content_wrapper_end() {
	echo '</main></div>';
}

// The default hooks (wc-template-hooks.php), same callbacks and priorities.
add_action( 'woocommerce_before_main_content', 'woocommerce_output_content_wrapper', 10 );
add_action( 'woocommerce_after_main_content', 'woocommerce_output_content_wrapper_end', 10 );
add_filter( 'body_class', 'wc_body_class' );
add_action( 'template_redirect', 'wc_double_redirect_single_search_result' );
add_action( 'wp_footer', 'wc_no_js' );
add_action( 'wp_footer', 'wc_double_print_variation_templates' );
add_action( 'woocommerce_archive_description', 'woocommerce_taxonomy_archive_description', 10 );
add_action( 'woocommerce_archive_description', 'woocommerce_product_archive_description', 10 );
add_action( 'woocommerce_before_shop_loop', 'woocommerce_output_all_notices', 10 );
add_action( 'woocommerce_before_shop_loop', 'woocommerce_result_count', 20 );
// WooCommerce: includes/wc-template-hooks.php (the function is the catalog-sorting block's too: includes/blocks/wc-double-block-functions.php).
add_action( 'woocommerce_before_shop_loop', 'woocommerce_catalog_ordering', 30 );
add_action( 'woocommerce_after_shop_loop', 'woocommerce_pagination', 10 );
add_action( 'woocommerce_no_products_found', 'wc_no_products_found' );
add_action( 'woocommerce_sidebar', 'woocommerce_get_sidebar', 10 );
add_action( 'woocommerce_before_shop_loop_item', 'woocommerce_template_loop_product_link_open', 10 );
add_action( 'woocommerce_after_shop_loop_item', 'woocommerce_template_loop_product_link_close', 5 );
add_action( 'woocommerce_after_shop_loop_item', 'woocommerce_template_loop_add_to_cart', 10 );
add_action( 'woocommerce_before_shop_loop_item_title', 'woocommerce_show_product_loop_sale_flash', 10 );
add_action( 'woocommerce_before_shop_loop_item_title', 'woocommerce_template_loop_product_thumbnail', 10 );
add_action( 'woocommerce_shop_loop_item_title', 'woocommerce_template_loop_product_title', 10 );
add_action( 'woocommerce_after_shop_loop_item_title', 'woocommerce_template_loop_rating', 5 );
add_action( 'woocommerce_after_shop_loop_item_title', 'woocommerce_template_loop_price', 10 );
add_action( 'woocommerce_before_single_product', 'woocommerce_output_all_notices', 10 );
add_action( 'woocommerce_before_single_product_summary', 'woocommerce_show_product_sale_flash', 10 );
add_action( 'woocommerce_before_single_product_summary', 'woocommerce_show_product_images', 20 );
add_action( 'woocommerce_product_thumbnails', 'woocommerce_show_product_thumbnails', 20 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_title', 5 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_rating', 10 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_price', 10 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_excerpt', 20 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_add_to_cart', 30 );
add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_meta', 40 );
add_action( 'woocommerce_after_single_product_summary', 'woocommerce_output_product_data_tabs', 10 );
add_action( 'woocommerce_after_single_product_summary', 'woocommerce_output_related_products', 20 );
add_action( 'woocommerce_simple_add_to_cart', 'woocommerce_simple_add_to_cart', 30 );
add_action( 'woocommerce_grouped_add_to_cart', 'woocommerce_grouped_add_to_cart', 30 );
add_action( 'woocommerce_variable_add_to_cart', 'woocommerce_variable_add_to_cart', 30 );
add_action( 'woocommerce_external_add_to_cart', 'woocommerce_external_add_to_cart', 30 );
add_action( 'woocommerce_single_variation', 'woocommerce_single_variation', 10 );
add_action( 'woocommerce_single_variation', 'woocommerce_single_variation_add_to_cart_button', 20 );
add_filter( 'woocommerce_product_tabs', 'woocommerce_default_product_tabs' );
add_filter( 'woocommerce_product_tabs', 'woocommerce_sort_product_tabs', 99 );
add_action( 'woocommerce_review_before', 'woocommerce_review_display_gravatar', 10 );
add_action( 'woocommerce_review_before_comment_meta', 'woocommerce_review_display_rating', 10 );
add_action( 'woocommerce_review_meta', 'woocommerce_review_display_meta', 10 );
add_action( 'woocommerce_review_comment_text', 'woocommerce_review_display_comment_text', 10 );
add_action( 'woocommerce_before_cart', 'woocommerce_output_all_notices', 10 );
add_action( 'woocommerce_cart_collaterals', 'woocommerce_cart_totals', 10 );
add_action( 'woocommerce_cart_is_empty', 'wc_empty_cart_message', 10 );
add_action( 'woocommerce_proceed_to_checkout', 'woocommerce_button_proceed_to_checkout', 20 );
add_action( 'woocommerce_before_checkout_form', 'woocommerce_output_all_notices', 10 );
add_action( 'woocommerce_checkout_order_review', 'woocommerce_order_review', 10 );
add_action( 'woocommerce_checkout_order_review', 'woocommerce_checkout_payment', 20 );
add_action( 'woocommerce_before_customer_login_form', 'woocommerce_output_all_notices', 10 );
add_action( 'woocommerce_account_navigation', 'woocommerce_account_navigation' );
add_action( 'woocommerce_account_content', 'woocommerce_account_content' );

/**
 * WC_Product::has_options(): variable and grouped products need choices before buying.
 *
 * @param WC_Product $product Product.
 * @return bool
 */
function wc_double_has_options( $product ) {
	if ( method_exists( $product, 'has_options' ) ) {
		return $product->has_options();
	}
	return $product->is_type( array( 'variable', 'grouped' ) );
}

if ( ! function_exists( 'wc_get_formatted_cart_item_data' ) ) {
	/**
	 * A cart item's variation as `dl.variation`.
	 *
	 * @param array $cart_item Cart item.
	 * @param bool  $flat      Plain text.
	 * @return string
	 */
	function wc_get_formatted_cart_item_data( $cart_item, $flat = false ) {
		$item_data = array();
		if ( ! empty( $cart_item['variation'] ) && is_array( $cart_item['variation'] ) && ! empty( $cart_item['data'] ) && $cart_item['data']->is_type( 'variation' ) ) {
			foreach ( $cart_item['variation'] as $name => $value ) {
				$taxonomy = wc_attribute_taxonomy_name( str_replace( 'attribute_pa_', '', urldecode( $name ) ) );
				if ( taxonomy_exists( $taxonomy ) ) {
					$term  = get_term_by( 'slug', $value, $taxonomy );
					$value = $term && ! is_wp_error( $term ) ? $term->name : $value;
					$label = wc_attribute_label( $taxonomy );
				} else {
					$label = wc_attribute_label( str_replace( 'attribute_', '', $name ), $cart_item['data'] );
				}
				if ( '' === $value ) {
					continue;
				}
				$item_data[] = array(
					'key'   => $label,
					'value' => $value,
				);
			}
		}
		$item_data = apply_filters( 'woocommerce_get_item_data', $item_data, $cart_item );
		if ( ! $item_data ) {
			return '';
		}
		if ( $flat ) {
			return implode( "\n", array_map( static fn( $data ) => $data['key'] . ': ' . wp_strip_all_tags( $data['value'] ), $item_data ) ) . "\n";
		}
		$html = '<dl class="variation">';
		foreach ( $item_data as $data ) {
			$html .= '<dt class="' . sanitize_html_class( 'variation-' . $data['key'] ) . '">' . wp_kses_post( $data['key'] ) . ':</dt>';
			$html .= '<dd class="' . sanitize_html_class( 'variation-' . $data['key'] ) . '">' . wp_kses_post( wpautop( $data['value'] ) ) . '</dd>';
		}
		return $html . '</dl>';
	}
}

if ( ! function_exists( 'wc_date_format' ) ) {
	/** @return string */
	function wc_date_format() {
		return apply_filters( 'woocommerce_date_format', get_option( 'date_format' ) ? get_option( 'date_format' ) : 'F j, Y' );
	}
}

if ( ! function_exists( 'wc_query_string_form_fields' ) ) {
	/**
	 * Hidden inputs for a URL's query string (external products' GET form).
	 *
	 * @param string $url URL.
	 */
	function wc_query_string_form_fields( $url ) {
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		parse_str( $query, $values );
		foreach ( $values as $key => $value ) {
			if ( is_scalar( $value ) ) {
				echo '<input type="hidden" name="' . esc_attr( $key ) . '" value="' . esc_attr( (string) $value ) . '" />';
			}
		}
	}
}

if ( ! function_exists( 'wc_logout_url' ) ) {
	/**
	 * The account page's `customer-logout` endpoint with its nonce.
	 *
	 * @param string $redirect Where to go afterwards.
	 * @return string
	 */
	function wc_logout_url( $redirect = '' ) {
		$redirect = $redirect ? $redirect : apply_filters( 'woocommerce_logout_default_redirect_url', wc_get_page_permalink( 'myaccount' ) );
		$url      = trailingslashit( wc_get_page_permalink( 'myaccount' ) ) . 'customer-logout/';
		return wp_nonce_url( $redirect === wc_get_page_permalink( 'myaccount' ) ? $url : add_query_arg( 'redirect_to', rawurlencode( $redirect ), $url ), 'customer-logout' );
	}
}

if ( ! function_exists( 'wc_setup_product_data' ) ) {
	/**
	 * Sets the global `$product` for each product post the loop sets up, as WooCommerce does on `the_post`.
	 *
	 * @param WP_Post|int $post Post.
	 * @return WC_Product|false|void
	 */
	function wc_setup_product_data( $post ) {
		unset( $GLOBALS['product'] );
		if ( is_int( $post ) ) {
			$post = get_post( $post );
		}
		if ( empty( $post->post_type ) || ! in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
			return;
		}
		$GLOBALS['product'] = wc_get_product( $post );
		return $GLOBALS['product'];
	}
	add_action( 'the_post', 'wc_setup_product_data' );
}

if ( ! function_exists( 'wc_disable_admin_bar' ) ) {
	/**
	 * No toolbar for customers, as WooCommerce decides (`woocommerce_disable_admin_bar`).
	 *
	 * @param bool $show_admin_bar Show.
	 * @return bool
	 */
	function wc_disable_admin_bar( $show_admin_bar ) {
		if ( apply_filters( 'woocommerce_disable_admin_bar', true ) && ! ( current_user_can( 'edit_posts' ) || current_user_can( 'manage_woocommerce' ) ) ) {
			$show_admin_bar = false;
		}
		return $show_admin_bar;
	}
	add_filter( 'show_admin_bar', 'wc_disable_admin_bar', 10, 1 );
}

// Short descriptions and formatted content (the shop page's own content) as WooCommerce filters them
// (includes/wc-core-functions.php): blocks first, then the classic content filters.
if ( ! has_filter( 'woocommerce_short_description', 'do_shortcode' ) ) {
	add_filter( 'woocommerce_short_description', 'do_blocks', 9 );
	add_filter( 'woocommerce_short_description', 'wptexturize' );
	add_filter( 'woocommerce_short_description', 'convert_smilies' );
	add_filter( 'woocommerce_short_description', 'convert_chars' );
	add_filter( 'woocommerce_short_description', 'wpautop' );
	add_filter( 'woocommerce_short_description', 'shortcode_unautop' );
	add_filter( 'woocommerce_short_description', 'do_shortcode', 11 );
}

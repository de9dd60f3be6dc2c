/**
 * WooCommerce double: `wc-add-to-cart-variation`.
 *
 * Reproduces the behaviour and event sequence of WooCommerce's
 * client/legacy/js/frontend/add-to-cart-variation.js (written anew for the double;
 * see woocommerce-surfaces.md §3):
 *
 * - start-up (after 100 ms): `check_variations`, then `wc_variation_form`;
 * - select change: `woocommerce_variation_select_change` (inline mode only),
 *   `check_variations`, then `woocommerce_variation_has_changed`;
 * - `update_variation_values` rebuilds the options, then `woocommerce_update_variation_values`;
 * - a match: `found_variation [variation]`, then `.single_variation` fires
 *   `show_variation [variation, purchasable]`; otherwise `reset_data`, then `hide_variation`;
 * - AJAX mode (data-product_variations="false"): POST `?wc-ajax=get_variation`;
 * - the Clear link (click, or Enter / Space on it): `announce_reset`, `reset_data`, then
 *   `reset_focus` (the first field); a choice fires `clear_reset_announcement`. As WooCommerce
 *   10.0.2's assets/js/frontend/add-to-cart-variation.js (9.6+).
 */
/* global jQuery, wc_add_to_cart_variation_params */
/* eslint-disable camelcase -- WooCommerce's own parameter and event names. */
( function ( $, window, document ) {
	const CHANGE_NS = '.wc-variation-form';

	/**
	 * One variation form.
	 *
	 * @param {Object} $form The `form.variations_form`.
	 */
	function VariationForm( $form ) {
		const self = this;
		self.$form = $form;
		self.$attributeFields = $form.find( '.variations select' );
		self.$singleVariation = $form.find( '.single_variation' );
		self.$singleVariationWrap = $form.find( '.single_variation_wrap' );
		self.$resetVariations = $form.find( '.reset_variations' );
		self.$resetAlert = $form.find( '.reset_variations_alert' );
		self.$product = $form.closest( '.product' );
		self.variationData = $form.data( 'product_variations' );
		self.useAjax = self.variationData === false;
		self.xhr = false;
		self.loading = true;

		self.$singleVariationWrap.show();
		$form.off( CHANGE_NS );

		const data = { variationForm: self };
		$form.on( 'click' + CHANGE_NS, '.reset_variations', data, onReset );
		$form.on( 'reload_product_variations', data, onReload );
		$form.on( 'hide_variation', data, onHide );
		$form.on( 'show_variation', data, onShow );
		$form.on( 'click', '.single_add_to_cart_button', data, onAddToCart );
		$form.on( 'reset_data', data, onResetDisplayedVariation );
		$form.on( 'reset_focus', data, onResetFocus );
		$form.on( 'announce_reset', data, onAnnounceReset );
		$form.on( 'clear_reset_announcement', data, onClearResetAnnouncement );
		$form.on( 'reset_image', data, onResetImage );
		$form.on( 'change' + CHANGE_NS, '.variations select', data, onChange );
		$form.on( 'found_variation' + CHANGE_NS, data, onFoundVariation );
		$form.on( 'check_variations' + CHANGE_NS, data, onFindVariation );
		$form.on(
			'update_variation_values' + CHANGE_NS,
			data,
			onUpdateAttributes
		);
		$form.on(
			'keydown' + CHANGE_NS,
			'.reset_variations',
			data,
			onResetKeyDown
		);

		// After the gallery has had its chance to start.
		setTimeout( function () {
			$form.trigger( 'check_variations' );
			$form.trigger( 'wc_variation_form', self );
			self.loading = false;
		}, 100 );
	}

	/** The chosen values: `{ count, chosenCount, data: { attribute_pa_color: 'black' } }`. */
	VariationForm.prototype.getChosenAttributes = function () {
		const data = {};
		let count = 0;
		let chosen = 0;
		this.$attributeFields.each( function () {
			const name =
				$( this ).data( 'attribute_name' ) || $( this ).attr( 'name' );
			const value = $( this ).val() || '';
			if ( value.length > 0 ) {
				chosen++;
			}
			count++;
			data[ name ] = value;
		} );
		return { count, chosenCount: chosen, data };
	};

	/**
	 * Whether a variation's attributes fit the chosen ones; `''` is a wildcard on either side.
	 *
	 * @param {Object} variationAttributes `attribute_* → slug`.
	 * @param {Object} chosen              `attribute_* → slug`.
	 */
	VariationForm.prototype.isMatch = function ( variationAttributes, chosen ) {
		for ( const name in variationAttributes ) {
			if (
				Object.prototype.hasOwnProperty.call(
					variationAttributes,
					name
				)
			) {
				const own = variationAttributes[ name ];
				const wanted = chosen[ name ];
				if (
					own !== undefined &&
					wanted !== undefined &&
					own.length &&
					wanted.length &&
					own !== wanted
				) {
					return false;
				}
			}
		}
		return true;
	};

	VariationForm.prototype.findMatchingVariations = function (
		variations,
		chosen
	) {
		const self = this;
		return ( variations || [] ).filter( function ( variation ) {
			return self.isMatch( variation.attributes, chosen );
		} );
	};

	VariationForm.prototype.toggleResetLink = function ( on ) {
		if ( on ) {
			if ( this.$resetVariations.css( 'visibility' ) === 'hidden' ) {
				this.$resetVariations
					.css( 'visibility', 'visible' )
					.hide()
					.fadeIn();
			}
		} else {
			this.$resetVariations.css( 'visibility', 'hidden' );
		}
	};

	function block( $element ) {
		if ( $.fn.block ) {
			$element.block( {
				message: null,
				overlayCSS: { background: '#fff', opacity: 0.6 },
			} );
		} else {
			$element.addClass( 'processing' ).attr( 'aria-busy', 'true' );
		}
	}

	function unblock( $element ) {
		if ( $.fn.unblock ) {
			$element.unblock();
		} else {
			$element.removeClass( 'processing' ).removeAttr( 'aria-busy' );
		}
	}

	function onReset( event ) {
		event.preventDefault();
		const form = event.data.variationForm;
		form.$attributeFields.val( '' ).trigger( 'change' );
		form.$form.trigger( 'announce_reset' );
		form.$form.trigger( 'reset_data' );
		form.$form.trigger( 'reset_focus' );
	}

	/**
	 * Enter or Space on the Clear link resets too (it is a link, not a button).
	 *
	 * @param {Object} event jQuery event carrying the form.
	 */
	function onResetKeyDown( event ) {
		if ( event.code === 'Enter' || event.code === 'Space' ) {
			event.preventDefault();
			onReset( event );
		}
	}

	function onReload( event ) {
		const form = event.data.variationForm;
		form.variationData = form.$form.data( 'product_variations' );
		form.useAjax = form.variationData === false;
		form.$form.trigger( 'check_variations' );
	}

	function onHide( event ) {
		event.preventDefault();
		const $form = event.data.variationForm.$form;
		$form
			.find( '.single_add_to_cart_button' )
			.removeClass( 'wc-variation-is-unavailable' )
			.addClass( 'disabled wc-variation-selection-needed' );
		$form
			.find( '.woocommerce-variation-add-to-cart' )
			.removeClass( 'woocommerce-variation-add-to-cart-enabled' )
			.addClass( 'woocommerce-variation-add-to-cart-disabled' );
	}

	function onShow( event, variation, purchasable ) {
		event.preventDefault();
		const $form = event.data.variationForm.$form;
		const $button = $form.find( '.single_add_to_cart_button' );
		const $wrap = $form.find( '.woocommerce-variation-add-to-cart' );
		if ( purchasable ) {
			$button.removeClass(
				'disabled wc-variation-selection-needed wc-variation-is-unavailable'
			);
			$wrap
				.removeClass( 'woocommerce-variation-add-to-cart-disabled' )
				.addClass( 'woocommerce-variation-add-to-cart-enabled' );
		} else {
			$button
				.removeClass( 'wc-variation-selection-needed' )
				.addClass( 'disabled wc-variation-is-unavailable' );
			$wrap
				.removeClass( 'woocommerce-variation-add-to-cart-enabled' )
				.addClass( 'woocommerce-variation-add-to-cart-disabled' );
		}
	}

	function onAddToCart( event ) {
		const $button = $( this );
		if ( ! $button.is( '.disabled' ) ) {
			return;
		}
		event.preventDefault();
		if ( $button.is( '.wc-variation-is-unavailable' ) ) {
			window.alert(
				wc_add_to_cart_variation_params.i18n_unavailable_text
			);
		} else if ( $button.is( '.wc-variation-selection-needed' ) ) {
			window.alert(
				wc_add_to_cart_variation_params.i18n_make_a_selection_text
			);
		}
	}

	function productDetail( form, selector ) {
		return form.$product.find( selector );
	}

	function onResetDisplayedVariation( event ) {
		const form = event.data.variationForm;
		productDetail( form, '.product_meta' )
			.find( '.sku' )
			.wc_reset_content();
		productDetail(
			form,
			'.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'
		).wc_reset_content();
		productDetail(
			form,
			'.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'
		).wc_reset_content();
		form.$form.trigger( 'reset_image' );
		form.$singleVariation.slideUp( 200 ).trigger( 'hide_variation' );
	}

	function onAnnounceReset( event ) {
		event.data.variationForm.$resetAlert.text(
			wc_add_to_cart_variation_params.i18n_reset_alert_text
		);
	}

	/**
	 * After a reset, the focus goes to the first attribute's field.
	 *
	 * @param {Object} event jQuery event carrying the form.
	 */
	function onResetFocus( event ) {
		event.data.variationForm.$attributeFields[ 0 ].focus();
	}

	/**
	 * A new choice clears the reset announcement.
	 *
	 * @param {Object} event jQuery event carrying the form.
	 */
	function onClearResetAnnouncement( event ) {
		event.data.variationForm.$resetAlert.text( '' );
	}

	function onResetImage( event ) {
		event.data.variationForm.$form.wc_variations_image_update( false );
	}

	function showNoMatch( form ) {
		if ( form.loading ) {
			return;
		}
		$( '<p/>', { class: 'wc-no-matching-variations woocommerce-info' } )
			.text(
				wc_add_to_cart_variation_params.i18n_no_matching_variations_text
			)
			.insertAfter( form.$form.find( '.single_variation' ) )
			.slideDown( 200 );
	}

	function onFindVariation( event, chosenAttributes ) {
		const form = event.data.variationForm;
		const attributes =
			chosenAttributes !== undefined
				? chosenAttributes
				: form.getChosenAttributes();
		const current = attributes.data;

		if ( attributes.count && attributes.count === attributes.chosenCount ) {
			if ( form.useAjax ) {
				if ( form.xhr ) {
					form.xhr.abort();
				}
				block( form.$form );
				current.product_id = parseInt(
					form.$form.data( 'product_id' ),
					10
				);
				current.custom_data = form.$form.data( 'custom_data' );
				form.xhr = $.ajax( {
					url: wc_add_to_cart_variation_params.wc_ajax_url
						.toString()
						.replace( '%%endpoint%%', 'get_variation' ),
					type: 'POST',
					data: current,
					success( variation ) {
						if ( variation ) {
							form.$form.trigger( 'found_variation', [
								variation,
							] );
						} else {
							form.$form.trigger( 'reset_data' );
							attributes.chosenCount = 0;
							showNoMatch( form );
						}
					},
					complete() {
						unblock( form.$form );
					},
				} );
			} else {
				form.$form.trigger( 'update_variation_values' );
				const variation = form
					.findMatchingVariations( form.variationData, current )
					.shift();
				if ( variation ) {
					form.$form.trigger( 'found_variation', [ variation ] );
				} else {
					form.$form.trigger( 'reset_data' );
					attributes.chosenCount = 0;
					showNoMatch( form );
				}
			}
		} else {
			form.$form.trigger( 'update_variation_values' );
			form.$form.trigger( 'reset_data' );
		}

		form.toggleResetLink( attributes.chosenCount > 0 );
	}

	/**
	 * Fills a `tmpl-*` template: `{{{ data.variation.key }}}` raw, `{{ data.variation.key }}` escaped.
	 *
	 * @param {string} id        The template's id without `tmpl-`.
	 * @param {Object} variation The variation.
	 */
	function renderTemplate( id, variation ) {
		const node = document.getElementById( 'tmpl-' + id );
		if ( ! node ) {
			return '';
		}
		return node.textContent.replace(
			/({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g,
			function ( whole, open, key, close ) {
				if ( open.length !== close.length ) {
					return '';
				}
				const value = variation[ key ] || '';
				return open.length === 2
					? $( '<div/>' ).text( String( value ) ).html()
					: value;
			}
		);
	}

	function onFoundVariation( event, variation ) {
		const form = event.data.variationForm;
		const $sku = productDetail( form, '.product_meta' ).find( '.sku' );
		const $weight = productDetail(
			form,
			'.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'
		);
		const $dimensions = productDetail(
			form,
			'.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'
		);
		const $qtyInput = form.$singleVariationWrap.find(
			'.quantity input.qty[name="quantity"]'
		);
		const $qty = $qtyInput.closest( '.quantity' );
		let purchasable = true;

		if ( variation.sku ) {
			$sku.wc_set_content( variation.sku );
		} else {
			$sku.wc_reset_content();
		}
		if ( variation.weight ) {
			$weight.wc_set_content( variation.weight_html );
		} else {
			$weight.wc_reset_content();
		}
		if ( variation.dimensions ) {
			$dimensions.wc_set_content(
				$( '<div/>' ).html( variation.dimensions_html ).text()
			);
		} else {
			$dimensions.wc_reset_content();
		}

		form.$form.wc_variations_image_update( variation );

		let html = variation.variation_is_visible
			? renderTemplate( 'variation-template', variation )
			: renderTemplate( 'unavailable-variation-template', variation );
		html = html.replace( '/*<![CDATA[*/', '' ).replace( '/*]]>*/', '' );
		form.$singleVariation.html( html );
		form.$form
			.find( 'input[name="variation_id"], input.variation_id' )
			.val( variation.variation_id )
			.trigger( 'change' );

		if ( variation.is_sold_individually === 'yes' ) {
			$qtyInput
				.val( '1' )
				.attr( 'min', '1' )
				.attr( 'max', '' )
				.trigger( 'change' );
			$qty.hide();
		} else {
			let quantity = parseFloat( $qtyInput.val() );
			if ( isNaN( quantity ) ) {
				quantity = variation.min_qty;
			} else {
				quantity =
					quantity > parseFloat( variation.max_qty )
						? variation.max_qty
						: quantity;
				quantity =
					quantity < parseFloat( variation.min_qty )
						? variation.min_qty
						: quantity;
			}
			$qtyInput
				.attr( 'min', variation.min_qty )
				.attr( 'max', variation.max_qty )
				.val( quantity )
				.trigger( 'change' );
			$qty.show();
		}

		if (
			! variation.is_purchasable ||
			! variation.is_in_stock ||
			! variation.variation_is_visible
		) {
			purchasable = false;
		}

		if ( form.$singleVariation.text().trim() ) {
			form.$singleVariation
				.slideDown( 200 )
				.trigger( 'show_variation', [ variation, purchasable ] );
		} else {
			form.$singleVariation
				.show()
				.trigger( 'show_variation', [ variation, purchasable ] );
		}
	}

	function onChange( event ) {
		const form = event.data.variationForm;
		form.$form
			.find( 'input[name="variation_id"], input.variation_id' )
			.val( '' )
			.trigger( 'change' );
		form.$form.trigger( 'clear_reset_announcement' );
		form.$form.find( '.wc-no-matching-variations' ).remove();
		if ( ! form.useAjax ) {
			form.$form.trigger( 'woocommerce_variation_select_change' );
		}
		form.$form.trigger( 'check_variations' );
		form.$form.trigger( 'woocommerce_variation_has_changed' );
	}

	/**
	 * The core availability rule: for each attribute, blank its own choice, take every
	 * variation compatible with the others, attach the values they use (`''` attaches
	 * all) and enable those of active variations.
	 *
	 * @param {Object} event jQuery event carrying the form.
	 */
	function onUpdateAttributes( event ) {
		const form = event.data.variationForm;
		if ( form.useAjax ) {
			return;
		}
		const current = form.getChosenAttributes().data;

		form.$attributeFields.each( function ( index, element ) {
			const $select = $( element );
			const name =
				$select.data( 'attribute_name' ) || $select.attr( 'name' );
			const showOptionNone = $select.data( 'show_option_none' );
			const selected = $select.val() || '';
			let selectedIsValid = true;
			let keepPlaceholder = true;

			// The full option list, remembered the first time.
			if ( ! $select.data( 'attribute_html' ) ) {
				const $reference = $select.clone();
				$reference
					.find( 'option' )
					.removeAttr( 'attached' )
					.prop( 'disabled', false )
					.prop( 'selected', false );
				$select.data(
					'attribute_options',
					$reference.find( 'option:gt(0)' ).get()
				);
				$select.data( 'attribute_html', $reference.html() );
			}
			const $work = $( '<select/>' ).html(
				$select.data( 'attribute_html' )
			);
			const $options = $work.find( 'option' );

			const others = $.extend( true, {}, current );
			others[ name ] = '';
			form.findMatchingVariations( form.variationData, others ).forEach(
				function ( variation ) {
					const value = variation.attributes[ name ];
					if ( value === undefined ) {
						return;
					}
					const classes =
						'attached' +
						( variation.variation_is_active ? ' enabled' : '' );
					if ( value ) {
						const text = $( '<div/>' ).html( value ).text();
						$options.each( function () {
							if ( $( this ).val() === text ) {
								$( this ).addClass( classes );
								return false;
							}
						} );
					} else {
						$options.slice( 1 ).addClass( classes );
					}
				}
			);

			const attachedCount = $work.find( 'option.attached' ).length;
			if ( selected ) {
				selectedIsValid = false;
				$work.find( 'option.attached.enabled' ).each( function () {
					if ( $( this ).val() === selected ) {
						selectedIsValid = true;
						return false;
					}
				} );
			}

			if (
				attachedCount > 0 &&
				selected &&
				selectedIsValid &&
				showOptionNone === 'no'
			) {
				$work.find( 'option:first' ).remove();
				keepPlaceholder = false;
			}
			const rest = keepPlaceholder ? 'option:gt(0)' : 'option';
			$work.find( rest + ':not(.attached)' ).remove();

			$select.html( $work.html() );
			$select.find( rest + ':not(.enabled)' ).prop( 'disabled', true );

			if ( selected ) {
				if ( selectedIsValid ) {
					$select.val( selected );
				} else {
					$select.val( '' ).trigger( 'change' );
				}
			} else {
				// No change event here: it would loop.
				$select.val( '' );
			}
		} );

		form.$form.trigger( 'woocommerce_update_variation_values' );
	}

	$.fn.wc_variation_form = function () {
		new VariationForm( this );
		return this;
	};

	/**
	 * Shows a variation's text, keeping the original to restore.
	 *
	 * @param {string} content Text.
	 */
	$.fn.wc_set_content = function ( content ) {
		if ( this.attr( 'data-o_content' ) === undefined ) {
			this.attr( 'data-o_content', this.text() );
		}
		this.text( content );
	};

	$.fn.wc_reset_content = function () {
		if ( this.attr( 'data-o_content' ) !== undefined ) {
			this.text( this.attr( 'data-o_content' ) );
		}
	};

	$.fn.wc_set_variation_attr = function ( attribute, value ) {
		if ( this.attr( 'data-o_' + attribute ) === undefined ) {
			this.attr( 'data-o_' + attribute, this.attr( attribute ) || '' );
		}
		if ( value === false ) {
			this.removeAttr( attribute );
		} else {
			this.attr( attribute, value );
		}
	};

	$.fn.wc_reset_variation_attr = function ( attribute ) {
		if ( this.attr( 'data-o_' + attribute ) !== undefined ) {
			this.attr( attribute, this.attr( 'data-o_' + attribute ) );
		}
	};

	function galleryParts( $form ) {
		const $product = $form.closest( '.product' );
		const $gallery = $product.find( '.images' );
		const $wrap = $gallery
			.find(
				'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
			)
			.eq( 0 );
		return {
			$gallery,
			$wrap,
			$image: $wrap.find( '.wp-post-image' ),
			$link: $wrap.find( 'a' ).eq( 0 ),
		};
	}

	$.fn.wc_variations_image_update = function ( variation ) {
		const parts = galleryParts( this );
		if (
			variation &&
			variation.image &&
			variation.image.src &&
			variation.image.src.length > 1
		) {
			const image = variation.image;
			parts.$image.wc_set_variation_attr( 'src', image.src );
			parts.$image.wc_set_variation_attr( 'height', image.src_h );
			parts.$image.wc_set_variation_attr( 'width', image.src_w );
			parts.$image.wc_set_variation_attr( 'srcset', image.srcset );
			parts.$image.wc_set_variation_attr( 'sizes', image.sizes );
			parts.$image.wc_set_variation_attr( 'title', image.title );
			parts.$image.wc_set_variation_attr( 'data-caption', image.caption );
			parts.$image.wc_set_variation_attr( 'alt', image.alt );
			parts.$image.wc_set_variation_attr( 'data-src', image.full_src );
			parts.$image.wc_set_variation_attr(
				'data-large_image',
				image.full_src
			);
			parts.$image.wc_set_variation_attr(
				'data-large_image_width',
				image.full_src_w
			);
			parts.$image.wc_set_variation_attr(
				'data-large_image_height',
				image.full_src_h
			);
			parts.$wrap.wc_set_variation_attr( 'data-thumb', image.src );
			parts.$link.wc_set_variation_attr( 'href', image.full_src );
		} else {
			this.wc_variations_image_reset();
		}
		const $gallery = parts.$gallery;
		window.setTimeout( function () {
			$( window ).trigger( 'resize' );
			$gallery.trigger( 'woocommerce_gallery_init_zoom' );
		}, 20 );
	};

	$.fn.wc_variations_image_reset = function () {
		const parts = galleryParts( this );
		[
			'src',
			'width',
			'height',
			'srcset',
			'sizes',
			'title',
			'data-caption',
			'alt',
			'data-src',
			'data-large_image',
			'data-large_image_width',
			'data-large_image_height',
		].forEach( function ( attribute ) {
			parts.$image.wc_reset_variation_attr( attribute );
		} );
		parts.$wrap.wc_reset_variation_attr( 'data-thumb' );
		parts.$link.wc_reset_variation_attr( 'href' );
	};

	$( function () {
		if ( typeof wc_add_to_cart_variation_params !== 'undefined' ) {
			$( '.variations_form' ).each( function () {
				$( this ).wc_variation_form();
			} );
		}
	} );
} )( jQuery, window, document );

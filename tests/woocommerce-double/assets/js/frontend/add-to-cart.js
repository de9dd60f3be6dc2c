/**
 * WooCommerce double: `wc-add-to-cart`.
 *
 * Reproduces the behaviour and jQuery events of WooCommerce's
 * client/legacy/js/frontend/add-to-cart.js (written anew for the double):
 * `adding_to_cart`, `added_to_cart`, `removed_from_cart`, `wc_cart_button_updated`,
 * `wc_fragments_loaded`, the "View cart" link and the fragments replacement.
 */
/* global jQuery, wc_add_to_cart_params */
/* eslint-disable camelcase -- WooCommerce's own parameter and event names. */
jQuery( function ( $ ) {
	if ( typeof wc_add_to_cart_params === 'undefined' ) {
		return;
	}
	const params = wc_add_to_cart_params;
	const $body = $( document.body );

	function endpoint( name ) {
		return params.wc_ajax_url.toString().replace( '%%endpoint%%', name );
	}

	/** One request at a time, in order, as WooCommerce queues them. */
	const queue = [];
	function enqueue( request ) {
		queue.push( request );
		if ( queue.length === 1 ) {
			runNext();
		}
	}
	function runNext() {
		const request = queue[ 0 ];
		const complete = request.complete;
		request.complete = function () {
			if ( typeof complete === 'function' ) {
				complete();
			}
			queue.shift();
			if ( queue.length ) {
				runNext();
			}
		};
		$.ajax( request );
	}

	/** The polite live region WooCommerce appends for cart announcements. */
	let $liveRegion = $( '.widget_shopping_cart_live_region' );
	if ( ! $liveRegion.length ) {
		$liveRegion = $( '<div/>', {
			class: 'widget_shopping_cart_live_region screen-reader-text',
			role: 'status',
		} ).appendTo( document.body );
	}
	function clearLiveRegion() {
		$liveRegion.text( '' ).removeAttr( 'aria-relevant' );
	}

	function replaceFragments( fragments ) {
		if ( ! fragments ) {
			return;
		}
		$.each( fragments, function ( selector, html ) {
			$( selector ).replaceWith( html );
		} );
		$body.trigger( 'wc_fragments_loaded' );
	}

	function updateButton( event, fragments, cartHash, $button ) {
		if ( ! $button ) {
			return;
		}
		$button.removeClass( 'loading' );
		if ( fragments ) {
			$button.addClass( 'added' );
		}
		if (
			fragments &&
			! params.is_cart &&
			$button.parent().find( '.added_to_cart' ).length === 0
		) {
			$button.after(
				$( '<a/>', {
					href: params.cart_url,
					class: 'added_to_cart wc-forward',
					title: params.i18n_view_cart,
				} ).text( params.i18n_view_cart )
			);
		}
		$body.trigger( 'wc_cart_button_updated', [ $button ] );
	}

	function announce( $button ) {
		const message = $button && $button.data( 'success_message' );
		if ( message ) {
			$liveRegion
				.delay( 1000 )
				.text( message )
				.attr( 'aria-relevant', 'all' );
		}
	}

	$body.on(
		'click',
		'.add_to_cart_button:not(.wc-interactive)',
		function ( event ) {
			const $button = $( this );
			if (
				! $button.is( '.ajax_add_to_cart' ) ||
				! $button.attr( 'data-product_id' )
			) {
				return true;
			}
			clearLiveRegion();
			event.preventDefault();
			$button.removeClass( 'added' ).addClass( 'loading' );

			if (
				$body.triggerHandler(
					'should_send_ajax_request.adding_to_cart',
					[ $button ]
				) === false
			) {
				$body.trigger( 'ajax_request_not_sent.adding_to_cart', [
					false,
					false,
					$button,
				] );
				return true;
			}

			// jQuery's data store first, then the live data attributes, which win.
			const data = {};
			$.each( $button.data(), function ( key, value ) {
				data[ key ] = value;
			} );
			$.each( $button[ 0 ].dataset, function ( key, value ) {
				data[ key ] = value;
			} );

			$body.trigger( 'adding_to_cart', [ $button, data ] );

			enqueue( {
				type: 'POST',
				url: endpoint( 'add_to_cart' ),
				data,
				dataType: 'json',
				success( response ) {
					if ( ! response ) {
						return;
					}
					if ( response.error && response.product_url ) {
						window.location = response.product_url;
						return;
					}
					if ( params.cart_redirect_after_add === 'yes' ) {
						window.location = params.cart_url;
						return;
					}
					$body.trigger( 'added_to_cart', [
						response.fragments,
						response.cart_hash,
						$button,
					] );
				},
			} );
		}
	);

	$body.on( 'click', '.remove_from_cart_button', function ( event ) {
		const $button = $( this );
		clearLiveRegion();
		event.preventDefault();
		$button.closest( '.woocommerce-mini-cart-item' ).css( 'opacity', 0.6 );
		enqueue( {
			type: 'POST',
			url: endpoint( 'remove_from_cart' ),
			data: { cart_item_key: $button.data( 'cart_item_key' ) },
			dataType: 'json',
			success( response ) {
				if ( ! response || ! response.fragments ) {
					window.location = $button.attr( 'href' );
					return;
				}
				$body.trigger( 'removed_from_cart', [
					response.fragments,
					response.cart_hash,
					$button,
				] );
			},
			error() {
				window.location = $button.attr( 'href' );
			},
		} );
	} );

	$body
		.on( 'added_to_cart', function ( event, fragments, cartHash, $button ) {
			updateButton( event, fragments, cartHash, $button );
			replaceFragments( fragments );
			announce( $button );
		} )
		.on(
			'removed_from_cart',
			function ( event, fragments, cartHash, $button ) {
				replaceFragments( fragments );
				announce( $button );
			}
		)
		.on( 'ajax_request_not_sent.adding_to_cart', updateButton );
} );

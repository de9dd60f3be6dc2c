/**
 * WooCommerce double: `wc-cart-fragments`.
 *
 * Reproduces WooCommerce's client/legacy/js/frontend/cart-fragments.js (written anew):
 * fragments cached in sessionStorage against the `woocommerce_cart_hash` cookie,
 * refreshed through `?wc-ajax=get_refreshed_fragments` on `wc_fragment_refresh` /
 * `updated_wc_div`, ending with `wc_fragments_refreshed`.
 */
/* global jQuery, wc_cart_fragments_params */
/* eslint-disable camelcase -- WooCommerce's own parameter and event names. */
jQuery( function ( $ ) {
	if ( typeof wc_cart_fragments_params === 'undefined' ) {
		return;
	}
	const params = wc_cart_fragments_params;
	const $body = $( document.body );
	const hashKey = params.cart_hash_key;
	const dayInMs = 24 * 60 * 60 * 1000;
	let refreshTimer = null;

	let hasStorage = true;
	try {
		window.sessionStorage.setItem( 'wc', 'test' );
		window.sessionStorage.removeItem( 'wc' );
		window.localStorage.setItem( 'wc', 'test' );
		window.localStorage.removeItem( 'wc' );
	} catch {
		hasStorage = false;
	}

	function cookie( name ) {
		const match = document.cookie.match(
			new RegExp( '(?:^|; )' + name + '=([^;]*)' )
		);
		return match ? decodeURIComponent( match[ 1 ] ) : '';
	}

	function rememberHash( hash ) {
		if ( hasStorage ) {
			localStorage.setItem( hashKey, hash );
			sessionStorage.setItem( hashKey, hash );
		}
	}

	function stampCreation() {
		if ( hasStorage ) {
			sessionStorage.setItem(
				'wc_cart_created',
				String( new Date().getTime() )
			);
		}
	}

	function applyFragments( fragments ) {
		$.each( fragments, function ( selector, html ) {
			$( selector ).replaceWith( html );
		} );
	}

	function refresh() {
		const controller = new AbortController();
		const timeout = setTimeout( function () {
			controller.abort();
		}, params.request_timeout );
		window
			.fetch(
				params.wc_ajax_url
					.toString()
					.replace( '%%endpoint%%', 'get_refreshed_fragments' ),
				{
					method: 'POST',
					headers: {
						'Content-Type':
							'application/x-www-form-urlencoded; charset=UTF-8',
					},
					body: 'time=' + new Date().getTime(),
					credentials: 'same-origin',
					signal: controller.signal,
				}
			)
			.then( function ( response ) {
				clearTimeout( timeout );
				if ( ! response.ok ) {
					throw new Error( response.statusText );
				}
				return response.json();
			} )
			.then( function ( data ) {
				if ( ! data || ! data.fragments ) {
					return;
				}
				applyFragments( data.fragments );
				if ( hasStorage ) {
					sessionStorage.setItem(
						params.fragment_name,
						JSON.stringify( data.fragments )
					);
					rememberHash( data.cart_hash );
					if ( data.cart_hash ) {
						stampCreation();
					}
				}
				$body.trigger( 'wc_fragments_refreshed' );
			} )
			.catch( function () {
				$body.trigger( 'wc_fragments_ajax_error' );
			} );
	}

	if ( ! hasStorage ) {
		refresh();
		return;
	}

	$body.on( 'wc_fragment_refresh updated_wc_div', refresh );
	$body.on(
		'added_to_cart removed_from_cart',
		function ( event, fragments, cartHash ) {
			if ( ! sessionStorage.getItem( hashKey ) ) {
				stampCreation();
			}
			sessionStorage.setItem(
				params.fragment_name,
				JSON.stringify( fragments )
			);
			rememberHash( cartHash );
		}
	);
	$body.on( 'wc_fragments_refreshed', function () {
		clearTimeout( refreshTimer );
		refreshTimer = setTimeout( refresh, dayInMs );
	} );
	$( window ).on( 'storage onstorage', function ( event ) {
		if (
			hashKey === event.originalEvent.key &&
			localStorage.getItem( hashKey ) !==
				sessionStorage.getItem( hashKey )
		) {
			refresh();
		}
	} );
	$( window ).on( 'pageshow', function ( event ) {
		if ( event.originalEvent.persisted ) {
			$( '.widget_shopping_cart_content' ).empty();
			$body.trigger( 'wc_fragment_refresh' );
		}
	} );

	// Reuse the cached fragments while they belong to the cart the server knows.
	try {
		const cached = JSON.parse(
			sessionStorage.getItem( params.fragment_name )
		);
		const storedHash = sessionStorage.getItem( hashKey ) || '';
		const cookieHash = cookie( 'woocommerce_cart_hash' );
		const created = sessionStorage.getItem( 'wc_cart_created' );
		if ( storedHash && ! created ) {
			throw new Error( 'No cart_created' );
		}
		if ( created ) {
			const expires = Number( created ) + dayInMs;
			const now = new Date().getTime();
			if ( expires < now ) {
				throw new Error( 'Fragment expired' );
			}
			refreshTimer = setTimeout( refresh, expires - now );
		}
		if (
			cached &&
			cached[ 'div.widget_shopping_cart_content' ] &&
			storedHash === cookieHash
		) {
			applyFragments( cached );
			$body.trigger( 'wc_fragments_loaded' );
		} else {
			throw new Error( 'No fragment' );
		}
	} catch {
		refresh();
	}

	if ( Number( cookie( 'woocommerce_items_in_cart' ) ) > 0 ) {
		$( '.hide_cart_widget_if_empty' )
			.closest( '.widget_shopping_cart' )
			.show();
	} else {
		$( '.hide_cart_widget_if_empty' )
			.closest( '.widget_shopping_cart' )
			.hide();
	}
	$body.on( 'adding_to_cart', function () {
		$( '.hide_cart_widget_if_empty' )
			.closest( '.widget_shopping_cart' )
			.show();
	} );
} );

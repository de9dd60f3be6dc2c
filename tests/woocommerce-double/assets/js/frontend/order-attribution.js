/**
 * WooCommerce double: `wc-order-attribution`, the markup half only.
 *
 * Defines `<wc-order-attribution-inputs>` as WooCommerce 9.0+ does: the element holds one
 * hidden input `{prefix}{field}` per attribution field. WooCommerce fills them from the
 * sourcebuster library it bundles; the double does not track, it reads the `sbjs_*` cookies
 * when present (set by whoever tracks) and leaves the inputs empty otherwise. It also
 * passes the values to the block checkout's `wc/store/checkout` store, as WooCommerce does.
 */
/* global wc_order_attribution, HTMLElement */
/* eslint-disable camelcase -- WooCommerce's own names. */
( function ( window, document ) {
	if (
		typeof wc_order_attribution === 'undefined' ||
		! window.customElements
	) {
		return;
	}
	const params = wc_order_attribution.params;
	const fields = wc_order_attribution.fields;

	function readCookie( name ) {
		const match = document.cookie.match(
			new RegExp( '(?:^|; )' + name + '=([^;]*)' )
		);
		if ( ! match ) {
			return null;
		}
		let raw = decodeURIComponent( match[ 1 ] );
		if ( params.base64 ) {
			try {
				raw = window.atob( raw );
			} catch {
				return null;
			}
		}
		const values = {};
		raw.split( '|||' ).forEach( function ( pair ) {
			const at = pair.indexOf( '=' );
			if ( at > 0 ) {
				values[ pair.slice( 0, at ) ] = pair.slice( at + 1 );
			}
		} );
		return values;
	}

	function getData() {
		const data = {};
		Object.keys( fields ).forEach( function ( field ) {
			const path = fields[ field ].split( '.' );
			const cookie = params.allowTracking
				? readCookie( 'sbjs_' + path[ 0 ] )
				: null;
			data[ field ] =
				cookie && cookie[ path[ 1 ] ] !== undefined
					? cookie[ path[ 1 ] ]
					: null;
		} );
		return data;
	}

	const values = getData();

	window.customElements.define(
		'wc-order-attribution-inputs',
		class extends HTMLElement {
			connectedCallback() {
				const element = this;
				Object.keys( fields ).forEach( function ( field ) {
					const input = document.createElement( 'input' );
					input.type = 'hidden';
					input.name = params.prefix + field;
					input.value =
						values[ field ] === null ? '' : values[ field ];
					element.appendChild( input );
				} );
			}
		}
	);

	function updateCheckoutBlockData() {
		if (
			window.wp &&
			window.wp.data &&
			window.wc &&
			window.wc.wcBlocksData
		) {
			window.wp.data
				.dispatch( window.wc.wcBlocksData.CHECKOUT_STORE_KEY )
				.__internalSetExtensionData(
					'woocommerce/order-attribution',
					values,
					true
				);
		}
	}

	updateCheckoutBlockData();

	// As WooCommerce does (eventuallyInitializeCheckoutBlock): once more on the checkout
	// store's first change after DOMContentLoaded, for a store registered after this script.
	function eventuallyInitializeCheckoutBlock() {
		if (
			window.wp &&
			window.wp.data &&
			typeof window.wp.data.subscribe === 'function'
		) {
			const unsubscribe = window.wp.data.subscribe( function () {
				unsubscribe();
				updateCheckoutBlockData();
			}, 'wc/store/checkout' );
		}
	}
	if ( document.readyState === 'loading' ) {
		document.addEventListener(
			'DOMContentLoaded',
			eventuallyInitializeCheckoutBlock
		);
	} else {
		eventuallyInitializeCheckoutBlock();
	}
} )( window, document );

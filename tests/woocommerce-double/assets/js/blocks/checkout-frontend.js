/**
 * WooCommerce double: the Checkout block's submit.
 *
 * Sends the form to the Store API, POST /wc/store/v1/checkout, with the `extensions` the
 * `wc/store/checkout` store holds (what `__internalSetExtensionData` put there), then follows
 * `payment_result.redirect_url`, as the Checkout block does.
 *
 * @param {Object}   wp       WordPress's globals (`wp.data`, `wp.apiFetch`).
 * @param {Window}   window   The window.
 * @param {Document} document The document.
 */
( function ( wp, window, document ) {
	const STORE =
		( window.wc &&
			window.wc.wcBlocksData &&
			window.wc.wcBlocksData.CHECKOUT_STORE_KEY ) ||
		'wc/store/checkout';

	function showError( form, message ) {
		const notices = form.querySelector( '.wc-block-components-notices' );
		const notice = document.createElement( 'div' );
		notice.className = 'wc-block-components-notice-banner is-error';
		notice.textContent = message;
		notices.replaceChildren( notice );
	}

	function onSubmit( event ) {
		event.preventDefault();
		const form = event.currentTarget;
		const checkout = wp.data.dispatch( STORE );
		// The fields by their ids, as the block renders them (`email`, `billing-{field}`).
		const field = function ( id ) {
			const input = form.querySelector( '#' + id );
			return input ? input.value.trim() : '';
		};
		const address = {
			first_name: field( 'billing-first_name' ),
			last_name: field( 'billing-last_name' ),
			company: '',
			address_1: field( 'billing-address_1' ),
			address_2: '',
			city: field( 'billing-city' ),
			state: '',
			postcode: field( 'billing-postcode' ),
			country: field( 'billing-country' ),
			email: field( 'email' ),
			phone: field( 'billing-phone' ),
		};
		checkout.__internalSetProcessing();
		// Through wp.apiFetch and the `wc-blocks-middleware` (Store API Nonce), as the Checkout block.
		wp.apiFetch( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			cache: 'no-store',
			parse: false,
			data: {
				billing_address: address,
				shipping_address: Object.assign( {}, address, {
					email: undefined,
				} ),
				customer_note: wp.data.select( STORE ).getOrderNotes(),
				payment_method: 'cod',
				payment_data: [],
				extensions: wp.data.select( STORE ).getExtensionData(),
			},
		} )
			.then(
				function ( response ) {
					return response.json().then( function ( body ) {
						return { ok: response.ok, body };
					} );
				},
				function ( response ) {
					if ( response && typeof response.json === 'function' ) {
						return response.json().then( function ( body ) {
							return { ok: false, body };
						} );
					}
					throw response;
				}
			)
			.then( function ( result ) {
				if ( ! result.ok ) {
					checkout.__internalSetHasError( true );
					showError(
						form,
						result.body && result.body.message
							? result.body.message
							: 'Error'
					);
					return;
				}
				checkout.__internalSetComplete( result.body );
				const redirect =
					result.body.payment_result &&
					result.body.payment_result.redirect_url;
				if ( redirect ) {
					window.location.href = redirect;
				}
			} )
			.catch( function ( error ) {
				checkout.__internalSetHasError( true );
				showError( form, String( error ) );
			} );
	}

	function start() {
		document
			.querySelectorAll( '.wp-block-woocommerce-checkout form' )
			.forEach( function ( form ) {
				form.addEventListener( 'submit', onSubmit );
			} );
	}

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
} )( window.wp, window, document );

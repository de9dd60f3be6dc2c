/**
 * WooCommerce test double: the `wc-blocks-middleware` handle.
 *
 * As WooCommerce's store-api-nonce middleware: wp.apiFetch requests to the Store API
 * (`wc/store`) that change data carry the `Nonce` header; the nonce starts from
 * `wcBlocksMiddlewareConfig` and is replaced by newer ones from responses' `Nonce` and
 * `Nonce-Timestamp` headers. `wp.apiFetch.setNonce( headers )` is exposed as in WooCommerce.
 */
( function () {
	const apiFetch = window.wp && window.wp.apiFetch;
	if ( ! apiFetch ) {
		return;
	}
	const config = window.wcBlocksMiddlewareConfig || {};
	let nonce = config.storeApiNonce || '';
	let timestamp = Number( config.wcStoreApiNonceTimestamp ) || 0;

	function readHeader( headers, name ) {
		if ( ! headers ) {
			return null;
		}
		return typeof headers.get === 'function'
			? headers.get( name )
			: headers[ name ];
	}

	function setNonce( headers ) {
		const newNonce = readHeader( headers, 'Nonce' );
		const newTimestamp =
			Number( readHeader( headers, 'Nonce-Timestamp' ) ) || 0;
		if ( newNonce && newTimestamp >= timestamp ) {
			nonce = newNonce;
			timestamp = newTimestamp;
		}
	}

	function isStoreApiRequest( options ) {
		return /wc\/store\//.test( options.url || options.path || '' );
	}

	apiFetch.use( function ( options, next ) {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const method = ( options.method || 'GET' ).toUpperCase();
		const headers = Object.assign( {}, options.headers || {} );
		if ( method !== 'GET' ) {
			headers.Nonce = nonce;
		}
		const parse = options.parse !== false;
		return next(
			Object.assign( {}, options, { headers, parse: false } )
		).then(
			function ( response ) {
				setNonce( response.headers );
				if ( ! parse ) {
					return response;
				}
				return response.status === 204 ? null : response.json();
			},
			function ( response ) {
				if ( response && response.headers ) {
					setNonce( response.headers );
				}
				if (
					parse &&
					response &&
					typeof response.json === 'function'
				) {
					return response.json().then( function ( data ) {
						throw data;
					} );
				}
				throw response;
			}
		);
	} );
	apiFetch.setNonce = setNonce;
} )();

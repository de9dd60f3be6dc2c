/**
 * WooCommerce double: `wc-blocks-data-store`, the checkout and cart stores.
 *
 * Registers the `wc/store/checkout` @wordpress/data store as WooCommerce Blocks does
 * (client/blocks/assets/js/data/checkout), reduced to what extensions use:
 * `__internalSetExtensionData( namespace, data, replace )` and `getExtensionData()`,
 * plus the processing state the checkout block's submit drives. Exposed, as in
 * WooCommerce, on `window.wc.wcBlocksData` with `CHECKOUT_STORE_KEY`.
 *
 * @param {Object} wp     WordPress's globals (`wp.data`).
 * @param {Window} window The window.
 */
( function ( wp, window ) {
	const CHECKOUT_STORE_KEY = 'wc/store/checkout';
	const CART_STORE_KEY = 'wc/store/cart';

	const DEFAULT_STATE = {
		status: 'idle',
		orderId: 0,
		redirectUrl: '',
		extensionData: {},
		customerNote: '',
		hasError: false,
	};

	const actions = {
		__internalSetExtensionData( namespace, extensionData, replace ) {
			return {
				type: 'SET_EXTENSION_DATA',
				namespace,
				extensionData,
				replace: replace === true,
			};
		},
		__internalSetIdle() {
			return { type: 'SET_STATUS', status: 'idle' };
		},
		__internalSetProcessing() {
			return { type: 'SET_STATUS', status: 'processing' };
		},
		__internalSetComplete( data ) {
			return { type: 'SET_COMPLETE', data: data || {} };
		},
		__internalSetHasError( hasError ) {
			return { type: 'SET_HAS_ERROR', hasError: hasError !== false };
		},
		__internalSetOrderNotes( customerNote ) {
			return { type: 'SET_ORDER_NOTES', customerNote };
		},
	};

	function reducer( state, action ) {
		state = state || DEFAULT_STATE;
		switch ( action.type ) {
			case 'SET_EXTENSION_DATA': {
				const previous = state.extensionData[ action.namespace ] || {};
				const next = Object.assign( {}, state.extensionData );
				next[ action.namespace ] = action.replace
					? action.extensionData
					: Object.assign( {}, previous, action.extensionData );
				return Object.assign( {}, state, { extensionData: next } );
			}
			case 'SET_STATUS':
				return Object.assign( {}, state, { status: action.status } );
			case 'SET_COMPLETE':
				return Object.assign( {}, state, {
					status: 'complete',
					orderId: action.data.order_id || state.orderId,
					redirectUrl:
						( action.data.payment_result &&
							action.data.payment_result.redirect_url ) ||
						state.redirectUrl,
				} );
			case 'SET_HAS_ERROR':
				return Object.assign( {}, state, {
					hasError: action.hasError,
					status: action.hasError ? 'idle' : state.status,
				} );
			case 'SET_ORDER_NOTES':
				return Object.assign( {}, state, {
					customerNote: action.customerNote,
				} );
		}
		return state;
	}

	const selectors = {
		getExtensionData( state ) {
			return state.extensionData;
		},
		getOrderId( state ) {
			return state.orderId;
		},
		getRedirectUrl( state ) {
			return state.redirectUrl;
		},
		getOrderNotes( state ) {
			return state.customerNote;
		},
		isIdle( state ) {
			return state.status === 'idle';
		},
		isProcessing( state ) {
			return state.status === 'processing';
		},
		isComplete( state ) {
			return state.status === 'complete';
		},
		hasError( state ) {
			return state.hasError;
		},
	};

	const checkoutStore = wp.data.createReduxStore( CHECKOUT_STORE_KEY, {
		reducer,
		actions,
		selectors,
	} );
	wp.data.register( checkoutStore );

	/*
	 * `wc/store/cart`, reduced to the two thunks WooCommerce's blocks add and remove with;
	 * like WooCommerce's, they dispatch the native `wc-blocks_added_to_cart` /
	 * `wc-blocks_removed_from_cart` events on document.body after the Store API answers.
	 * Requests go through wp.apiFetch, as WooCommerce's (client/blocks/assets/js/data/shared-controls.ts
	 * apiFetchWithHeaders): the `wc-blocks-middleware` adds the Store API `Nonce` header and keeps
	 * it fresh from the responses; no settings global is read.
	 */
	function dispatchNative( name, detail ) {
		document.body.dispatchEvent(
			new CustomEvent( name, {
				bubbles: true,
				cancelable: true,
				detail,
			} )
		);
	}

	function storeApi( path, body ) {
		return wp.apiFetch( {
			path: '/wc/store/v1/' + path,
			method: 'POST',
			data: body,
			cache: 'no-store',
		} );
	}

	const cartStore = wp.data.createReduxStore( CART_STORE_KEY, {
		reducer( state, action ) {
			state = state || { cartData: null, errors: [] };
			if ( action.type === 'RECEIVE_CART' ) {
				return Object.assign( {}, state, { cartData: action.cart } );
			}
			if ( action.type === 'RECEIVE_ERROR' ) {
				return Object.assign( {}, state, { errors: [ action.error ] } );
			}
			return state;
		},
		actions: {
			receiveCart( cart ) {
				return { type: 'RECEIVE_CART', cart };
			},
			addItemToCart( id, quantity, variation ) {
				return function ( thunk ) {
					dispatchNative( 'wc-blocks_adding_to_cart', undefined );
					return storeApi( 'cart/add-item', {
						id,
						quantity: quantity === undefined ? 1 : quantity,
						variation: variation || [],
					} )
						.then( function ( cart ) {
							thunk.dispatch( {
								type: 'RECEIVE_CART',
								cart,
							} );
							dispatchNative( 'wc-blocks_added_to_cart', {
								preserveCartData: true,
							} );
							return cart;
						} )
						.catch( function ( error ) {
							thunk.dispatch( {
								type: 'RECEIVE_ERROR',
								error,
							} );
							throw error;
						} );
				};
			},
			removeItemFromCart( cartItemKey ) {
				return function ( thunk ) {
					return storeApi( 'cart/remove-item', {
						key: cartItemKey,
					} ).then( function ( cart ) {
						thunk.dispatch( { type: 'RECEIVE_CART', cart } );
						dispatchNative( 'wc-blocks_removed_from_cart', {
							preserveCartData: true,
						} );
						return cart;
					} );
				};
			},
		},
		selectors: {
			getCartData( state ) {
				return state.cartData;
			},
			getCartErrors( state ) {
				return state.errors;
			},
		},
	} );
	wp.data.register( cartStore );

	window.wc = window.wc || {};
	window.wc.wcBlocksData = Object.assign( window.wc.wcBlocksData || {}, {
		CHECKOUT_STORE_KEY,
		CART_STORE_KEY,
		checkoutStore,
		cartStore,
	} );
} )( window.wp, window );

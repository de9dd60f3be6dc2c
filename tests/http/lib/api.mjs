/**
 * The wishlist routes of docs/rest-api.md, as calls an actor makes: one place
 * that knows paths and field names, so specs read in the shop's words.
 */

/**
 * Internal dependencies
 */
import { NAMESPACE } from './harness.mjs';

const at = ( path ) => `${ NAMESPACE }${ path }`;

/**
 * The caller's lists (route 1).
 *
 * @param {import('./harness.mjs').Actor} actor     Who asks.
 * @param {Object}                        [options] Request options (nonce, headers).
 */
export const myLists = ( actor, options ) =>
	actor.get( at( '/wishlists' ), options );

/**
 * Creates a list (route 2).
 *
 * @param {import('./harness.mjs').Actor} actor      Who asks.
 * @param {string}                        name       Its name.
 * @param {string}                        visibility public, shared or private.
 * @param {Object}                        [options]  Request options (nonce, headers).
 */
export const createList = ( actor, name, visibility = 'private', options ) =>
	actor.post(
		at( '/wishlists' ),
		{ wishlist_name: name, wishlist_visibility: visibility },
		options
	);

export const readList = ( actor, token, options ) =>
	actor.get( at( `/wishlists/${ token }` ), options );

export const readItems = ( actor, token, query = {}, options ) =>
	actor.get(
		at(
			`/wishlists/${ token }/items${ Object.keys( query ).length ? `?${ new URLSearchParams( query ) }` : '' }`
		),
		options
	);

export const saveTitle = ( actor, id, title, options ) =>
	actor.post( at( `/wishlists/${ id }/title` ), { title }, options );

export const savePrivacy = ( actor, id, privacy, options ) =>
	actor.post( at( `/wishlists/${ id }/privacy` ), { privacy }, options );

export const deleteList = ( actor, id, options ) =>
	actor.request( 'DELETE', at( `/wishlists/${ id }` ), options );

export const reload = ( actor, fields, options ) =>
	actor.post( at( '/wishlists/reload' ), fields, options );

/**
 * The caller's saved products over all their lists, ids only (GET /items/saved).
 *
 * @param {import('./harness.mjs').Actor} actor     Who asks.
 * @param {Object}                        [options] Request options (nonce, headers).
 */
export const savedItems = ( actor, options ) =>
	actor.get( at( '/items/saved' ), options );

/**
 * A fresh REST nonce from admin-ajax's `rest-nonce` (what api-fetch asks for when a nonce expired).
 *
 * @param {import('./harness.mjs').Actor} actor Who asks (guests too).
 */
export const restNonce = ( actor ) =>
	actor.request( 'GET', '/wp-admin/admin-ajax.php?action=rest-nonce', {
		nonce: false,
	} );

/**
 * Adds a product (route 9).
 *
 * @param {import('./harness.mjs').Actor} actor     Who asks.
 * @param {Record<string, unknown>}       fields    add_to_wishlist, variation_id, wishlist_id …
 * @param {Object}                        [options] Request options (nonce, headers).
 */
export const addItem = ( actor, fields, options ) =>
	actor.post( at( '/items/add' ), fields, options );

export const removeItem = ( actor, fields, options ) =>
	actor.post( at( '/items/remove' ), fields, options );

export const setQuantity = ( actor, fields, options ) =>
	actor.post( at( '/items/quantity' ), fields, options );

export const sortItems = ( actor, fields, options ) =>
	actor.post( at( '/items/sort' ), fields, options );

export const moveItem = ( actor, fields, options ) =>
	actor.post( at( '/items/move' ), fields, options );

export const copyItem = ( actor, fields, options ) =>
	actor.post( at( '/items/copy' ), fields, options );

export const deleteItem = ( actor, itemId, options ) =>
	actor.request( 'DELETE', at( `/items/${ itemId }` ), options );

export const removeFromAll = ( actor, fields, options ) =>
	actor.post( at( '/items/remove-from-all' ), fields, options );

export const askEstimate = ( actor, token, fields, options ) =>
	actor.post( at( `/wishlists/${ token }/estimate` ), fields, options );

export const addToCart = ( actor, token, itemId, fields = {}, options ) =>
	actor.post(
		at( `/wishlists/${ token }/items/${ itemId }/add-to-cart` ),
		fields,
		options
	);

/**
 * A new list of the actor's holding these products, added one by one through the route
 * (the benches' lists).
 *
 * @param {import('./harness.mjs').Actor} actor    Its owner.
 * @param {string}                        name     The list's name.
 * @param {number[]}                      products Product ids.
 * @return {Promise<object>} The list, as created.
 */
export async function fillList( actor, name, products ) {
	const list = expectStatus(
		await createList( actor, name ),
		201,
		`create ${ name }`
	);
	for ( const product of products ) {
		expectStatus(
			await addItem( actor, {
				add_to_wishlist: product,
				wishlist_id: list.id,
			} ),
			[ 200, 201 ],
			`add to ${ name }`
		);
	}
	return list;
}

/**
 * All items of a list in order (follows the pages of route 8).
 *
 * @param {import('./harness.mjs').Actor} actor Who asks.
 * @param {string}                        token The list.
 * @return {Promise<object[]>} Items.
 */
export async function allItems( actor, token ) {
	const items = [];
	for ( let page = 1; page < 100; page++ ) {
		const response = await readItems( actor, token, {
			page,
			per_page: 100,
		} );
		if ( response.status !== 200 ) {
			throw new Error(
				`reading ${ token } page ${ page }: HTTP ${ response.status } ${ response.text.slice( 0, 200 ) }`
			);
		}
		items.push( ...response.json );
		if ( response.json.length < 100 ) {
			break;
		}
	}
	return items;
}

/**
 * Fails with the answer's text when a call did not get the status it needed (for set-up steps).
 *
 * @param {{status: number, text: string}} response The answer.
 * @param {number|number[]}                wanted   Acceptable statuses.
 * @param {string}                         what     The step.
 */
export function expectStatus( response, wanted, what ) {
	const ok = [ wanted ].flat();
	if ( ! ok.includes( response.status ) ) {
		throw new Error(
			`${ what }: HTTP ${ response.status } (wanted ${ ok.join( '/' ) }): ${ response.text.slice( 0, 400 ) }`
		);
	}
	return response.json;
}

/**
 * Form / query encoding of nested values, PHP style (a[]=1&a[]=2, o[k]=v).
 *
 * @param {Record<string, unknown>} fields The fields.
 * @return {string} `a=1&b[]=2`.
 */
export function formEncode( fields ) {
	const params = new URLSearchParams();
	const put = ( key, value ) => {
		if ( Array.isArray( value ) ) {
			value.forEach( ( entry ) => put( `${ key }[]`, entry ) );
		} else if ( value && typeof value === 'object' ) {
			Object.entries( value ).forEach( ( [ k, v ] ) =>
				put( `${ key }[${ k }]`, v )
			);
		} else {
			params.append( key, value === null ? '' : String( value ) );
		}
	};
	Object.entries( fields ).forEach( ( [ key, value ] ) => put( key, value ) );
	return params.toString();
}

/** A site no shop page is on: the `Origin` of a forged cross-site request. */
export const FOREIGN_ORIGIN = 'https://attacker.example';

/**
 * Another origin of the same site: the shop's host on another port. A page there gets the
 * shop's cookies sent with its requests (SameSite=Lax: same site, not same origin).
 *
 * @param {string} baseUrl The shop.
 * @return {string} The `Origin` of a page on the same host, one port up.
 */
export function sameSiteOrigin( baseUrl ) {
	const url = new URL( baseUrl );
	url.port = String(
		Number( url.port || ( url.protocol === 'https:' ? 443 : 80 ) ) + 1
	);
	return url.origin;
}

/**
 * How a request can travel. `normal` is what the front end sends; the others are
 * what a forged link, form or script on another site can make a browser send:
 *
 * - `GET ?_method`: a top-level link, `GET …?_method=POST&_wpnonce=<nonce>&field=…`
 *   (WordPress honours `_method` on any real method).
 * - `GET X-HTTP-Method-Override`: a GET carrying the override header (and the nonce header).
 * - `HEAD ?_method`: as the link, with HEAD.
 * - `POST ?_wpnonce`: the real method, the nonce in the query string instead of `X-WP-Nonce`.
 * - `Origin cross-site`: the real method and nonce header, with another site's `Origin`.
 * - `Sec-Fetch-Site cross-site`: the real method and nonce header, with `Sec-Fetch-Site: cross-site`.
 * - `Origin same-site`: the real method (a read too), with the `Origin` of another port of the
 *   shop's host, whose pages the shop's cookies reach (sameSiteOrigin()).
 * - `OPTIONS ?_method`: as the link, with OPTIONS (any real method but a write's).
 */
export const VARIANTS = [
	'normal',
	'GET ?_method',
	'GET X-HTTP-Method-Override',
	'HEAD ?_method',
	'POST ?_wpnonce',
	'Origin cross-site',
	'Sec-Fetch-Site cross-site',
	'Origin same-site',
	'OPTIONS ?_method',
];

/**
 * Sends a route call `{ method, path, fields }` (path under the namespace) in one of VARIANTS.
 *
 * @param {import('./harness.mjs').Actor}                                    actor   Who asks.
 * @param {{method: string, path: string, fields?: Record<string, unknown>}} call    The call.
 * @param {string}                                                           variant From VARIANTS.
 * @param {Object}                                                           options More request options (nonce, headers).
 */
export function send( actor, call, variant = 'normal', options = {} ) {
	const fields = call.fields ?? {};
	const url = ( query ) =>
		query ? `${ at( call.path ) }?${ query }` : at( call.path );
	const nonce =
		options.nonce === undefined || options.nonce === true
			? actor.nonce
			: options.nonce;
	const overridden = ( real ) =>
		actor.request(
			real,
			url(
				formEncode( {
					_method: call.method,
					...( nonce ? { _wpnonce: nonce } : {} ),
					...fields,
				} )
			),
			{ ...options, nonce: false }
		);
	switch ( variant ) {
		case 'normal':
			return call.method === 'GET'
				? actor.request( 'GET', url( formEncode( fields ) ), options )
				: actor.request( call.method, url(), {
						...options,
						body: fields,
					} );
		case 'GET ?_method':
			return overridden( 'GET' );
		case 'HEAD ?_method':
			return overridden( 'HEAD' );
		case 'OPTIONS ?_method':
			return overridden( 'OPTIONS' );
		case 'Origin same-site': {
			const headers = {
				...options.headers,
				Origin: sameSiteOrigin( actor.baseUrl ),
			};
			return call.method === 'GET'
				? actor.request( 'GET', url( formEncode( fields ) ), {
						...options,
						headers,
					} )
				: actor.request( call.method, url(), {
						...options,
						body: fields,
						headers,
					} );
		}
		case 'GET X-HTTP-Method-Override':
			return actor.request( 'GET', url( formEncode( fields ) ), {
				...options,
				headers: {
					...options.headers,
					'X-HTTP-Method-Override': call.method,
				},
			} );
		case 'POST ?_wpnonce':
			return actor.request(
				call.method,
				url( nonce ? formEncode( { _wpnonce: nonce } ) : '' ),
				{ ...options, nonce: false, body: fields }
			);
		case 'Origin cross-site':
			return actor.request( call.method, url(), {
				...options,
				body: fields,
				headers: { ...options.headers, Origin: FOREIGN_ORIGIN },
			} );
		case 'Sec-Fetch-Site cross-site':
			return actor.request( call.method, url(), {
				...options,
				body: fields,
				headers: {
					...options.headers,
					'Sec-Fetch-Site': 'cross-site',
					'Sec-Fetch-Mode': 'cors',
				},
			} );
	}
	throw new Error( `unknown variant ${ variant }` );
}

/**
 * What a person owns, as they see it: each list (id, token, name, privacy, default) and its
 * items (id, product, variation, quantity, position), every page read. Two snapshots of one
 * person are equal exactly when nothing of theirs changed.
 *
 * @param {import('./harness.mjs').Actor} actor The person.
 * @return {Promise<Object[]>} The lists.
 */
export async function ownedLists( actor ) {
	const lists = expectStatus(
		await myLists( actor ),
		200,
		`${ actor.label }'s lists`
	);
	const out = [];
	for ( const list of lists ) {
		const items = await allItems( actor, list.token );
		out.push( {
			id: list.id,
			token: list.token,
			name: list.wishlist_name,
			privacy: list.privacy,
			default: list.default,
			items: items.map( ( item ) => [
				item.item_id,
				item.product_id,
				item.variation_id,
				item.quantity,
				item.position,
			] ),
		} );
	}
	return out;
}

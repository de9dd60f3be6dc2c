/**
 * Who may call what: every route of docs/rest-api.md against lists owned by a
 * user and by a guest, private, shared and public, called by the owner, another
 * user, an administrator (not the owner: there is no capability override), another
 * guest, an anonymous caller without a cookie (who knows the share token), the
 * owner without a nonce and the owner with someone else's nonce.
 *
 * Every route that names a list or an item is called in each form it accepts: by
 * share token and by numeric id (reload and remove take either). The rules:
 *
 * - A list reached by id answers only its owner. Everyone else gets the same
 *   `404 boudoir_wishlist_not_found` (same status, code and message) whether the id
 *   is missing, private, shared or public; an item reached by its id, on a list
 *   the caller does not own, `404 boudoir_item_not_found`.
 * - By token, strangers read shared and public lists; a private one is a 404; a
 *   write by a non-owner to a list they may read is `403 boudoir_forbidden`.
 * - No write by GET: every write route is also sent as the forgeries a page on
 *   another site can make a browser send (api.VARIANTS): a GET or HEAD with
 *   `_method` and the nonce in the query string, a GET with X-HTTP-Method-Override,
 *   the nonce in the query string instead of the X-WP-Nonce header (refused for
 *   guests), a cross-site Origin and `Sec-Fetch-Site: cross-site` (refused for
 *   cookie-authenticated callers), OPTIONS with `_method`, and the Origin of another
 *   port of the shop's host (same site: its requests carry the shop's cookies), which is
 *   refused for reads too. The owner's forgeries too: they must be refused
 *   AND leave the list, and the site's list and item counts, as they were.
 *
 * One test per route and list; its failure prints every cell that differs, and the
 * run prints the table and the matrix's size.
 */

/**
 * External dependencies
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Internal dependencies
 */
import {
	Actor,
	brokenInvariants,
	catalogue,
	guestActor,
	newUserActor,
	pool,
	startSite,
	userActor,
	wishlistState,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';
import { available as siteToolAvailable, siteTool } from './lib/site-tool.mjs';

const PRIVACIES = [ 'private', 'shared', 'public' ];
const OWNER_KINDS = [ 'user', 'guest' ];
const COLUMNS = [
	'owner',
	'other user',
	'admin',
	'other guest',
	'token holder',
	'no nonce',
	'wrong nonce',
];

/**
 * Who sends each forgery: the link forgeries (`_method` on a GET, the nonce in the
 * query string) every caller of the issue (the owner user or guest, another user,
 * another guest, the cookieless caller); the others the owner (whose list a forgery
 * would change) and one stranger each.
 */
const FORGING_COLUMNS = {
	'GET ?_method': [ 'owner', 'other user', 'other guest', 'token holder' ],
	'POST ?_wpnonce': [ 'owner', 'other user', 'other guest', 'token holder' ],
	'GET X-HTTP-Method-Override': [ 'owner', 'other guest' ],
	'HEAD ?_method': [ 'owner', 'other user' ],
	'Origin cross-site': [ 'owner', 'other user' ],
	'Sec-Fetch-Site cross-site': [ 'owner', 'other guest' ],
	'Origin same-site': [ 'owner', 'other user', 'other guest' ],
	'OPTIONS ?_method': [ 'owner', 'other guest' ],
};

/** The forgeries are sent against the lists of this privacy (for the owner it does not matter; shared is the confirmed hole). */
const FORGED_PRIVACIES = (
	process.env.BOUDOIR_MATRIX_FORGED_PRIVACIES || 'shared'
)
	.split( ',' )
	.filter( Boolean );

/** Ids no list or item has. */
const MISSING_ID = 1999999999;
const MISSING_TOKEN = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';

/** How many calls run at once inside a test (refused calls only). */
const PARALLEL = 6;

const LIST_NOT_FOUND = {
	status: [ 404 ],
	codes: [ 'boudoir_wishlist_not_found' ],
};
const ITEM_NOT_FOUND = { status: [ 404 ], codes: [ 'boudoir_item_not_found' ] };
const FORBIDDEN = { status: [ 403 ], codes: [ 'boudoir_forbidden' ] };
const BAD_NONCE = { status: [ 403 ], codes: [ 'boudoir_invalid_nonce' ] };
/** Any 4xx (the forged GETs: how they are refused is the server's choice, that they are is the rule). */
const REFUSED = { status: 'any 4xx' };

/*
 * Routes. `kind`: `list`/`saved` (the caller's own, GET), `create`, `read` (GET by
 * token), `ownedRead` (GET by id: the owner only), `readWrite` (a non-GET any reader may call: nonce needed), `write` (nonce
 * and ownership), `into` (a write whose destination is the list under test). `by`:
 * how the route names the list: `token`, `id` (a list id) or `item` (an item id).
 * `ok` is the owner's status; `fresh`: the owner's call changes the list, so it runs
 * on a list of its own. `call( fx )` is `{ method, path, fields }`.
 */
const ROUTES = [
	{
		name: 'GET /wishlists',
		kind: 'list',
		ok: 200,
		call: () => ( { method: 'GET', path: '/wishlists' } ),
	},
	{
		name: 'GET /items/saved',
		kind: 'saved',
		ok: 200,
		call: () => ( { method: 'GET', path: '/items/saved' } ),
	},
	{
		name: 'POST /wishlists',
		kind: 'create',
		ok: 201,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/wishlists',
			fields: { wishlist_name: `Matrix created ${ fx.tag }` },
		} ),
	},
	{
		name: 'GET /wishlists/<token>',
		kind: 'read',
		by: 'token',
		ok: 200,
		call: ( fx ) => ( {
			method: 'GET',
			path: `/wishlists/${ fx.list.token }`,
		} ),
	},
	{
		name: 'GET /wishlists/<token>/items',
		kind: 'read',
		by: 'token',
		ok: 200,
		call: ( fx ) => ( {
			method: 'GET',
			path: `/wishlists/${ fx.list.token }/items`,
		} ),
	},
	{
		name: 'POST /wishlists/reload {wishlist_token}',
		kind: 'readWrite',
		by: 'token',
		ok: 200,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/wishlists/reload',
			fields: { wishlist_token: fx.list.token },
		} ),
	},
	{
		name: 'POST /wishlists/reload {wishlist_id}',
		kind: 'readWrite',
		by: 'id',
		ok: 200,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/wishlists/reload',
			fields: { wishlist_id: fx.list.id },
		} ),
	},
	{
		name: 'POST /wishlists/reload {wishlist_token, add_to_wishlist}',
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/wishlists/reload',
			fields: {
				wishlist_token: fx.list.token,
				add_to_wishlist: fx.products.extra,
			},
		} ),
	},
	{
		name: 'POST /wishlists/reload {wishlist_id, add_to_wishlist}',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/wishlists/reload',
			fields: {
				wishlist_id: fx.list.id,
				add_to_wishlist: fx.products.extra,
			},
		} ),
	},
	{
		name: 'POST /wishlists/<id>/title',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.id }/title`,
			fields: { title: `Retitled ${ fx.tag }` },
		} ),
	},
	{
		name: 'POST /wishlists/<id>/privacy',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.id }/privacy`,
			fields: { privacy: fx.privacy === 'public' ? 'shared' : 'public' },
		} ),
	},
	{
		name: 'POST /wishlists/<id>/token',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.id }/token`,
		} ),
	},
	{
		name: 'DELETE /wishlists/<id>',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'DELETE',
			path: `/wishlists/${ fx.list.id }`,
		} ),
	},
	{
		name: 'POST /items/add {wishlist_id}',
		kind: 'write',
		by: 'id',
		ok: 201,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/add',
			fields: {
				add_to_wishlist: fx.products.extra,
				wishlist_id: fx.list.id,
			},
		} ),
	},
	{
		name: 'POST /items/remove {wishlist_token}',
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/remove',
			fields: {
				remove_from_wishlist: fx.items[ 0 ].product_id,
				wishlist_token: fx.list.token,
			},
		} ),
	},
	{
		name: 'POST /items/remove {wishlist_id}',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/remove',
			fields: {
				remove_from_wishlist: fx.items[ 0 ].product_id,
				wishlist_id: fx.list.id,
			},
		} ),
	},
	{
		name: 'POST /items/quantity',
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/quantity',
			fields: {
				wishlist_token: fx.list.token,
				item_id: fx.items[ 0 ].item_id,
				quantity: 3,
			},
		} ),
	},
	{
		name: 'POST /items/sort',
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/sort',
			fields: {
				wishlist_token: fx.list.token,
				positions: fx.items.map( ( item ) => item.item_id ).reverse(),
			},
		} ),
	},
	{
		name: 'POST /items/move (from the list)',
		needsOwn: true,
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/move',
			fields: {
				wishlist_token: fx.list.token,
				destination_wishlist_token: fx.own?.token ?? 'new',
				wishlist_name: `Moved here ${ fx.tag }`,
				item_id: fx.items[ 0 ].item_id,
			},
		} ),
	},
	{
		name: 'POST /items/copy (from the list)',
		needsOwn: true,
		kind: 'write',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/copy',
			fields: {
				wishlist_token: fx.list.token,
				destination_wishlist_token: fx.own?.token ?? 'new',
				wishlist_name: `Copied here ${ fx.tag }`,
				item_id: fx.items[ 0 ].item_id,
			},
		} ),
	},
	{
		name: 'POST /items/move (into the list)',
		needsOwn: true,
		kind: 'into',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/move',
			fields: {
				wishlist_token: fx.own.token,
				destination_wishlist_token: fx.list.token,
				item_id: fx.own.item.item_id,
			},
		} ),
	},
	{
		name: 'POST /items/copy (into the list)',
		needsOwn: true,
		kind: 'into',
		by: 'token',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/copy',
			fields: {
				wishlist_token: fx.own.token,
				destination_wishlist_token: fx.list.token,
				item_id: fx.own.item.item_id,
			},
		} ),
	},
	{
		name: 'DELETE /items/<item_id>',
		kind: 'write',
		by: 'item',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'DELETE',
			path: `/items/${ fx.items[ 0 ].item_id }`,
		} ),
	},
	{
		name: 'POST /items/remove-from-all {wishlist_id}',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		// The owner's call takes the product off ALL their lists: one the shared list does not hold.
		freshProducts: ( fx ) => [ fx.extra, fx.own ],
		call: ( fx ) => ( {
			method: 'POST',
			path: '/items/remove-from-all',
			fields: {
				prod_id: fx.items[ 0 ].product_id,
				wishlist_id: fx.list.id,
			},
		} ),
	},
	{
		name: 'GET /wishlists/<id>/alerts',
		kind: 'ownedRead',
		by: 'id',
		ok: 200,
		call: ( fx ) => ( {
			method: 'GET',
			path: `/wishlists/${ fx.list.id }/alerts`,
		} ),
	},
	{
		name: 'POST /wishlists/<id>/alerts',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.id }/alerts`,
			// A guest owner gives her address (a signed-in one's is her account's).
			fields: {
				price_drops: true,
				back_in_stock: true,
				email: 'matrix@boudoir.test',
			},
		} ),
	},
	{
		name: 'POST /wishlists/<id>/alerts {item_id}',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.id }/alerts`,
			fields: {
				item_id: fx.items[ 0 ].item_id,
				price_drops: true,
				email: 'matrix@boudoir.test',
			},
		} ),
	},
	{
		name: 'DELETE /wishlists/<id>/alerts',
		kind: 'write',
		by: 'id',
		ok: 200,
		fresh: true,
		call: ( fx ) => ( {
			method: 'DELETE',
			path: `/wishlists/${ fx.list.id }/alerts`,
		} ),
	},
	{
		name: 'POST /wishlists/<token>/estimate',
		kind: 'readWrite',
		by: 'token',
		ok: 201,
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.token }/estimate`,
			fields: {
				name: 'Matrix',
				email: 'matrix@boudoir.test',
				notes: `Estimate ${ fx.tag }`,
			},
		} ),
	},
	{
		name: 'POST /wishlists/<token>/items/<item_id>/add-to-cart',
		kind: 'readWrite',
		by: 'token',
		ok: 200,
		// The owner's add removes the item from the list (boudoir_remove_after_add).
		fresh: true,
		// Issue 10 settles on one add-to-cart path (the Store API): when the server drops this
		// route, it must be gone for everyone (404 rest_no_route), not half there.
		mayBeGone: '/add-to-cart',
		call: ( fx ) => ( {
			method: 'POST',
			path: `/wishlists/${ fx.list.token }/items/${ fx.items[ 1 ].item_id }/add-to-cart`,
		} ),
	},
];

/**
 * The status a cell of the front end's own request must answer, and the error codes allowed with it.
 *
 * @param {Object} route     From ROUTES.
 * @param {string} column    From COLUMNS.
 * @param {string} privacy   The list's privacy.
 * @param {string} ownerKind user or guest.
 * @return {{status: number[]|string, codes?: string[]}} Expected.
 */
export function expectedCell( route, column, privacy, ownerKind ) {
	const ok = { status: [ route.ok ].flat() };
	// A nonce that is not the caller's: WordPress refuses every request itself (rest_cookie_check_errors), guests' too.
	if ( column === 'wrong nonce' ) {
		return { status: [ 403 ], codes: [ 'rest_cookie_invalid_nonce' ] };
	}
	if ( route.gone ) {
		return { status: [ 404 ], codes: [ 'rest_no_route' ] };
	}
	const noValidNonce = column === 'no nonce';
	// Without a nonce WordPress ignores the login cookie (user 0); a guest's session cookie still counts.
	const isOwner =
		column === 'owner' || ( noValidNonce && ownerKind === 'guest' );
	const readable = isOwner || privacy !== 'private';
	const notFound = route.by === 'item' ? ITEM_NOT_FOUND : LIST_NOT_FOUND;
	switch ( route.kind ) {
		case 'list':
		case 'saved':
			return ok;
		case 'create':
			return noValidNonce ? BAD_NONCE : ok;
		case 'read':
			return readable ? ok : notFound;
		case 'ownedRead':
			// By id, a read answers the owner only, whatever the list's privacy.
			return isOwner ? ok : notFound;
		case 'readWrite':
			if ( noValidNonce ) {
				return BAD_NONCE;
			}
			// By id only the owner: a shared list is reached by its token.
			if ( route.by === 'id' ) {
				return isOwner ? ok : notFound;
			}
			return readable ? ok : notFound;
		case 'write':
			if ( noValidNonce ) {
				return BAD_NONCE;
			}
			if ( isOwner ) {
				return ok;
			}
			// By id or item id: not found, whatever the list's privacy (no answer tells an id exists).
			if ( route.by !== 'token' ) {
				return notFound;
			}
			return readable ? FORBIDDEN : notFound;
		case 'into':
			if ( noValidNonce ) {
				return BAD_NONCE;
			}
			if ( isOwner ) {
				return ok;
			}
			// A readable destination that is not yours: 403 by the ownership rule; 404 ("a list of the caller's") is tolerated.
			return readable
				? {
						status: [ 403, 404 ],
						codes: [
							'boudoir_forbidden',
							'boudoir_wishlist_not_found',
						],
					}
				: notFound;
	}
	throw new Error( `unknown route kind ${ route.kind }` );
}

/**
 * What a cell must answer in one of api.VARIANTS, or null when the cell is not in the matrix.
 *
 * @param {Object} route     From ROUTES.
 * @param {string} variant   From api.VARIANTS.
 * @param {string} column    From COLUMNS.
 * @param {string} privacy   The list's privacy.
 * @param {string} ownerKind user or guest.
 * @return {{status: number[]|string, codes?: string[]}|null} Expected.
 */
export function expectedVariant( route, variant, column, privacy, ownerKind ) {
	const normal = expectedCell( route, column, privacy, ownerKind );
	if ( variant === 'normal' ) {
		return normal;
	}
	// Reads are GETs already; the forgeries are writes, but for another origin of the same site,
	// whose pages the shop's cookies reach: its reads are refused too, on every list.
	if ( [ 'list', 'saved', 'read', 'ownedRead' ].includes( route.kind ) ) {
		return variant === 'Origin same-site' &&
			FORGING_COLUMNS[ variant ].includes( column )
			? { status: [ 403 ], codes: [ 'boudoir_cross_site' ] }
			: null;
	}
	if (
		! FORGING_COLUMNS[ variant ]?.includes( column ) ||
		! FORGED_PRIVACIES.includes( privacy )
	) {
		return null;
	}
	if ( route.gone ) {
		return REFUSED;
	}
	if (
		[
			'GET ?_method',
			'GET X-HTTP-Method-Override',
			'HEAD ?_method',
			'OPTIONS ?_method',
		].includes( variant )
	) {
		return REFUSED;
	}
	const guest =
		[ 'other guest', 'token holder' ].includes( column ) ||
		( column === 'owner' && ownerKind === 'guest' );
	const refusal = ( expected ) =>
		expected.status !== REFUSED.status &&
		expected.status.every( ( status ) => status >= 400 );
	if ( variant === 'POST ?_wpnonce' ) {
		if ( guest ) {
			return BAD_NONCE;
		}
		// WordPress's cookie authentication takes `_wpnonce` from a signed-in user; not a rule of the issue.
		if ( column === 'owner' ) {
			return null;
		}
		return {
			status: [ ...new Set( [ ...normal.status, 403 ] ) ],
			codes: [ ...( normal.codes ?? [] ), ...BAD_NONCE.codes ],
			maySucceed: ! refusal( normal ),
		};
	}
	// Cross-site: refused for every cookie-authenticated caller; the cookieless one has nothing to forge.
	if ( column === 'token holder' ) {
		return null;
	}
	return refusal( normal )
		? { status: [ ...new Set( [ 403, ...normal.status ] ) ] }
		: { status: [ 403 ] };
}

/**
 * Whether an answer is what a cell wanted.
 *
 * @param {{status: number[]|string, codes?: string[]}} wanted   Expected.
 * @param {{status: number, json: any}}                 response The answer.
 */
function matches( wanted, response ) {
	if ( wanted.status === REFUSED.status ) {
		return response.status >= 400 && response.status < 500;
	}
	// Codes name errors: a success allowed beside them carries none.
	return (
		wanted.status.includes( response.status ) &&
		( ! wanted.codes ||
			response.status < 400 ||
			wanted.codes.includes( response.json?.code ) )
	);
}

/**
 * Whether a cell's call must be refused (so it changes nothing and may run beside others).
 *
 * @param {{status: number[]|string, maySucceed?: boolean}} wanted Expected.
 */
const mustRefuse = ( wanted ) =>
	! wanted.maySucceed &&
	( wanted.status === REFUSED.status ||
		wanted.status.every( ( status ) => status >= 400 ) );

let site;
let people;
let products;
let serial = 0;
let tokenHolder;
const table = [];
const figures = { calls: 0, forged: 0, cells: 0 };
/** Each by-id route's answer to a missing id, per caller: what every non-owner must get. */
const missingAnswers = new Map();

before( async () => {
	site = await startSite();
	const shop = await catalogue( site.url );
	const simple = shop.simple;
	assert.ok( simple.length >= 6, 'the demo shop has simple products' );
	products = {
		a: simple[ 0 ],
		b: simple[ 1 ],
		extra: simple[ 2 ],
		own: simple[ 3 ],
	};
	// Routes the server may have dropped (see `mayBeGone`): the REST index says.
	const index = await fetch( `${ site.url }/wp-json/boudoir/v1` ).then(
		( response ) => response.json()
	);
	const registered = Object.keys( index.routes ?? {} );
	assert.ok( registered.length > 0, 'the REST index lists the routes' );
	for ( const route of ROUTES ) {
		route.gone =
			Boolean( route.mayBeGone ) &&
			! registered.some( ( path ) => path.includes( route.mayBeGone ) );
	}
	people = {
		shopper: await userActor( site.url, 'shopper' ),
		other: await userActor( site.url, 'other' ),
		admin: await userActor( site.url, 'admin' ),
		guestA: await guestActor( site.url, 'guest A' ),
		guestB: await guestActor( site.url, 'guest B' ),
	};
	// Every actor that owns lists gets a default one first, so the lists under test are not defaults.
	for ( const actor of Object.values( people ) ) {
		actor.made = [];
		const made = api.expectStatus(
			await api.createList( actor, `Default of ${ actor.label }` ),
			201,
			`${ actor.label } creates a default list`
		);
		actor.made.push( made.id );
	}
} );

after( async () => {
	if ( site ) {
		// The whole matrix must leave the tables consistent.
		const state = await wishlistState( site.url );
		// The lists it made go (the shop caps lists per owner; the next suites need room).
		for ( const actor of Object.values( people ?? {} ) ) {
			for ( const id of actor.made ?? [] ) {
				await api.deleteList( actor, id );
			}
		}
		await site.stop();
		assert.deepEqual(
			brokenInvariants( state ),
			{},
			'invariants after the matrix'
		);
	}
	const variantsPerWrite = api.VARIANTS.length;
	process.stdout.write( `\n${ renderTable() }\n` );
	process.stdout.write(
		`[figure] matrix: ${ COLUMNS.length } callers × ${ ROUTES.length } routes × ${ variantsPerWrite } methods (${ api.VARIANTS.join( ', ' ) }) = ${ COLUMNS.length * ROUTES.length * variantsPerWrite } combinations, on ${ OWNER_KINDS.length * PRIVACIES.length } lists (user/guest × private/shared/public; forgeries on ${ FORGED_PRIVACIES.join( '/' ) }): ${ figures.cells } cells checked (${ figures.forged } of them forgeries), ${ figures.calls } requests in the cells\n`
	);
} );

/**
 * A list of the owner's with two items.
 *
 * @param {Actor}    owner   The owner.
 * @param {string}   name    Its name.
 * @param {string}   privacy Its privacy.
 * @param {number[]} saved   The products it holds (two).
 */
async function listWithItems(
	owner,
	name,
	privacy,
	saved = [ products.a, products.b ]
) {
	const list = api.expectStatus(
		await api.createList( owner, name, privacy ),
		201,
		'the owner creates the list'
	);
	list.name = name;
	// One at a time: the set-up is not what this suite tests (concurrency.test.mjs races adds).
	const items = [];
	for ( const product of saved ) {
		items.push(
			api.expectStatus(
				await api.addItem( owner, {
					add_to_wishlist: product,
					wishlist_id: list.id,
				} ),
				201,
				'the owner adds an item'
			).item
		);
	}
	return { list, items };
}

/**
 * An actor's own list holding one item (for move/copy): made once, the item re-added each time.
 *
 * @param {Actor} actor The actor.
 */
async function ownListWithItem( actor ) {
	if ( ! actor.ownList ) {
		const created = api.expectStatus(
			await api.createList( actor, `Own of ${ actor.label }` ),
			201,
			`${ actor.label } creates their own list`
		);
		actor.ownList = created;
		actor.made.push( created.id );
	}
	const added = api.expectStatus(
		await api.addItem( actor, {
			add_to_wishlist: products.own,
			wishlist_id: actor.ownList.id,
		} ),
		[ 200, 201 ],
		`${ actor.label } adds to their own list`
	);
	return { ...actor.ownList, item: added.item };
}

/**
 * Who plays each column against a list of this owner kind.
 *
 * @param {string} ownerKind user or guest.
 */
async function columnActors( ownerKind ) {
	const owner = ownerKind === 'user' ? people.shopper : people.guestA;
	const noNonce = new Actor( site.url, 'no nonce' );
	noNonce.jar = owner.jar;
	noNonce.nonce = null;
	const wrongNonce = new Actor( site.url, 'wrong nonce' );
	wrongNonce.jar = owner.jar;
	wrongNonce.nonce = (
		ownerKind === 'user' ? people.other : people.shopper
	).nonce;
	// The anonymous caller has no cookie, only the page's nonce (and the share token): a new one once a call gave it a session.
	if ( ! tokenHolder || tokenHolder.jar.cookies.size ) {
		tokenHolder = await guestActor( site.url, 'token holder' );
	}
	return {
		owner,
		'other user': ownerKind === 'user' ? people.other : people.shopper,
		admin: people.admin,
		'other guest': people.guestB,
		'token holder': tokenHolder,
		'no nonce': noNonce,
		'wrong nonce': wrongNonce,
	};
}

/**
 * What the owner sees of a list: name, privacy and items (ids, quantities, positions).
 *
 * @param {Actor}  owner The owner.
 * @param {string} token The list.
 */
async function snapshot( owner, token ) {
	const [ list, items ] = await Promise.all( [
		api.readList( owner, token ),
		api.readItems( owner, token, { per_page: 100 } ),
	] );
	return {
		status: list.status,
		name: list.json?.wishlist_name,
		privacy: list.json?.privacy,
		items: ( Array.isArray( items.json ) ? items.json : [] ).map(
			( item ) => [
				item.item_id,
				item.product_id,
				item.quantity,
				item.position,
			]
		),
	};
}

/**
 * The site's list and item counts (a refused forgery must not change them).
 */
async function counts() {
	const state = await wishlistState( site.url );
	return { lists: state.lists, items: state.items };
}

/**
 * The parts of an error answer a stranger could compare.
 *
 * @param {{status: number, json: any}} response The answer.
 */
const errorShape = ( response ) => ( {
	status: response.status,
	code: response.json?.code,
	message: response.json?.message,
} );

/**
 * Checks one answer against its cell; returns what differs.
 *
 * @param {Object} cell     { route, column, variant, wanted, list, actor, ownerKind, itemsCount }.
 * @param {Object} response The answer.
 * @return {Promise<string[]>} Misses.
 */
async function check( cell, response ) {
	const { route, column, variant, wanted, list, ownerKind } = cell;
	const misses = [];
	const code = response.json?.code;
	const where = `${ column } [${ variant }]`;
	if ( ! matches( wanted, response ) ) {
		misses.push(
			`${ where }: got ${ response.status } ${ code ?? '' } — wanted ${ wanted.status === REFUSED.status ? 'a 4xx' : wanted.status.join( '/' ) } ${ wanted.codes?.join( '|' ) ?? '' }: ${ response.text.slice( 0, 160 ) }`
		);
	}
	// Never a name or token of a list the caller may not read, in any answer.
	if ( response.status === 404 && response.text.includes( list.token ) ) {
		misses.push( `${ where }: a 404 repeats the list's token` );
	}
	if ( response.status >= 400 && response.text.includes( list.name ) ) {
		misses.push( `${ where }: an error leaks the list's name` );
	}
	// By id, a non-owner cannot tell an existing list (or item) from a missing one.
	if (
		variant === 'normal' &&
		route.by &&
		route.by !== 'token' &&
		! [ 'owner', 'no nonce', 'wrong nonce' ].includes( column )
	) {
		const key = `${ route.name } | ${ column }`;
		if ( ! missingAnswers.has( key ) ) {
			const missing = {
				...cell.fx,
				list: { ...list, id: MISSING_ID, token: MISSING_TOKEN },
				items: cell.fx.items.map( ( item ) => ( {
					...item,
					item_id: MISSING_ID,
				} ) ),
			};
			figures.calls++;
			missingAnswers.set(
				key,
				errorShape(
					await api.send( cell.actor, route.call( missing ) )
				)
			);
		}
		const unknown = missingAnswers.get( key );
		const got = errorShape( response );
		if ( JSON.stringify( got ) !== JSON.stringify( unknown ) ) {
			misses.push(
				`${ where }: by id, a ${ cell.privacy } list answers ${ JSON.stringify( got ) } but a missing id ${ JSON.stringify( unknown ) }`
			);
		}
	}
	if ( variant !== 'normal' ) {
		return misses;
	}
	const mine =
		column === 'owner' ||
		( column === 'no nonce' && ownerKind === 'guest' );
	// Reads never set a cookie.
	if (
		[ 'read', 'ownedRead', 'list', 'saved' ].includes( route.kind ) &&
		response.headers.getSetCookie().length
	) {
		misses.push(
			`${ where }: a read set a cookie (${ response.headers.getSetCookie().join( '; ' ).slice( 0, 80 ) })`
		);
	}
	if ( route.kind === 'list' && response.status === 200 ) {
		const sees = ( response.json ?? [] ).some(
			( entry ) => entry.token === list.token
		);
		if ( sees !== mine ) {
			misses.push(
				`${ where }: GET /wishlists ${ sees ? 'lists' : 'misses' } the list`
			);
		}
	}
	if ( route.kind === 'saved' && response.status === 200 ) {
		const onList = ( response.json ?? [] ).filter(
			( entry ) => entry.wishlist_token === list.token
		);
		if ( onList.length !== ( mine ? cell.items.length : 0 ) ) {
			misses.push(
				`${ where }: GET /items/saved shows ${ onList.length } of the list's ${ cell.items.length } items`
			);
		}
		const itemIds = cell.items.map( ( item ) => item.item_id );
		if (
			mine &&
			! onList.every(
				( entry ) =>
					itemIds.includes( entry.item_id ) &&
					entry.wishlist_id === list.id &&
					Object.keys( entry ).join() ===
						'item_id,product_id,variation_id,variation,wishlist_id,wishlist_token' &&
					Array.isArray( entry.variation )
			)
		) {
			misses.push(
				`${ where }: GET /items/saved answers other ids or fields: ${ JSON.stringify( onList ).slice( 0, 160 ) }`
			);
		}
	}
	if (
		route.name === 'GET /wishlists/<token>' &&
		response.status === 200 &&
		response.json?.is_user_owner !== mine
	) {
		misses.push(
			`${ where }: is_user_owner is ${ response.json?.is_user_owner }`
		);
	}
	return misses;
}

for ( const ownerKind of OWNER_KINDS ) {
	for ( const privacy of PRIVACIES ) {
		describe( `a ${ privacy } list owned by a ${ ownerKind }`, () => {
			// One list for every refused call of every route; the owner's own writes get fresh ones.
			let shared;
			let baseline;
			before( async () => {
				const owner =
					ownerKind === 'user' ? people.shopper : people.guestA;
				shared = await listWithItems(
					owner,
					`Matrix ${ ownerKind }-${ privacy }`,
					privacy
				);
				owner.made.push( shared.list.id );
				baseline = await snapshot( owner, shared.list.token );
			} );

			for ( const route of ROUTES ) {
				test( route.name, async ( t ) => {
					if ( route.gone ) {
						t.diagnostic(
							'the server has no such route: every caller must get 404 rest_no_route'
						);
					}
					const actors = await columnActors( ownerKind );
					const owner = actors.owner;
					const tag = `${ ownerKind }-${ privacy }-${ ++serial }`;
					const row = {
						name: `${ ownerKind } ${ privacy } ${ route.name }`,
						cells: {},
						forged: [ 0, 0 ],
					};
					const misses = [];
					/** Lists the create cells made: [actor, id]. */
					const created = [];

					// Each caller's own list with an item, for move and copy (the nonce-less callers borrow the owner's).
					const owns = new Map();
					if ( route.needsOwn ) {
						for ( const column of COLUMNS ) {
							if ( column === 'token holder' ) {
								continue;
							}
							const through = [
								'owner',
								'no nonce',
								'wrong nonce',
							].includes( column )
								? owner
								: actors[ column ];
							if ( ! owns.has( through ) ) {
								owns.set(
									through,
									await ownListWithItem( through )
								);
							}
						}
					}
					const ownOf = ( column ) =>
						owns.get(
							[ 'owner', 'no nonce', 'wrong nonce' ].includes(
								column
							)
								? owner
								: actors[ column ]
						) ?? null;

					// The cells: every caller × every variant, but the owner's own request (last, below).
					const cells = [];
					for ( const column of COLUMNS ) {
						for ( const variant of api.VARIANTS ) {
							if ( column === 'owner' && variant === 'normal' ) {
								continue;
							}
							const wanted = expectedVariant(
								route,
								variant,
								column,
								privacy,
								ownerKind
							);
							const own = ownOf( column );
							if (
								! wanted ||
								( route.kind === 'into' && ! own )
							) {
								if ( variant === 'normal' ) {
									row.cells[ column ] = 'n/a';
								}
								continue;
							}
							const fx = {
								...shared,
								tag: `${ tag }-${ column }-${ variant }`,
								privacy,
								products,
								own,
							};
							cells.push( {
								route,
								column,
								variant,
								wanted,
								list: shared.list,
								items: shared.items,
								privacy,
								ownerKind,
								actor: actors[ column ],
								fx,
							} );
						}
					}
					const run = async ( cell ) => {
						figures.calls++;
						figures.cells++;
						if ( cell.variant !== 'normal' ) {
							figures.forged++;
						}
						const response = await api.send(
							cell.actor,
							cell.route.call( cell.fx ),
							cell.variant
						);
						const found = await check( cell, response );
						misses.push( ...found );
						if ( cell.variant === 'normal' ) {
							row.cells[ cell.column ] =
								`${ response.status }${ found.length ? '✗' : '' }`;
						} else {
							row.forged[ 1 ]++;
							row.forged[ 0 ] += found.length ? 0 : 1;
						}
						// Clean up what a call was allowed to create (the shop caps lists per owner).
						const made =
							response.status === 201 && route.kind === 'create'
								? response.json?.id
								: null;
						if ( made ) {
							created.push( [ cell.actor, made ] );
						}
						return response;
					};

					// 1. Everything that must be refused, a few at a time: nothing may change.
					// A refused create or forgery could add a list or an item anywhere: the site's counts tell.
					const refused = cells.filter( ( cell ) =>
						mustRefuse( cell.wanted )
					);
					const anywhere =
						route.kind === 'create' ||
						refused.some( ( cell ) => cell.variant !== 'normal' );
					const countsBefore = anywhere ? await counts() : null;
					await pool(
						refused.map( ( cell ) => () => run( cell ) ),
						PARALLEL
					);
					const afterRefused = anywhere ? await counts() : null;
					if (
						JSON.stringify( afterRefused ) !==
						JSON.stringify( countsBefore )
					) {
						misses.push(
							`refused calls changed the site's counts: ${ JSON.stringify( countsBefore ) } → ${ JSON.stringify( afterRefused ) }`
						);
					}
					// 2. Non-owners' calls that may succeed (reads, creates, estimates, adds to the cart), one at a time.
					for ( const cell of cells.filter(
						( entry ) => ! mustRefuse( entry.wanted )
					) ) {
						await run( cell );
					}
					const now = await snapshot( owner, shared.list.token );
					if (
						JSON.stringify( now ) !== JSON.stringify( baseline )
					) {
						misses.push(
							`non-owners and forgeries changed the list: ${ JSON.stringify( baseline ) } → ${ JSON.stringify( now ) }`
						);
						// A new list for the next routes, so one hole does not fail them all.
						shared = await listWithItems(
							owner,
							`Matrix ${ ownerKind }-${ privacy } again ${ tag }`,
							privacy
						);
						owner.made.push( shared.list.id );
						baseline = await snapshot( owner, shared.list.token );
					}

					// 3. The owner's own request, on a list of its own when it changes the list.
					let target = shared;
					if ( route.fresh ) {
						target = await listWithItems(
							owner,
							`Matrix fresh ${ tag }`,
							privacy,
							route.freshProducts?.( products )
						);
					}
					const ownerCell = {
						route,
						column: 'owner',
						variant: 'normal',
						wanted: expectedCell(
							route,
							'owner',
							privacy,
							ownerKind
						),
						list: target.list,
						items: target.items,
						privacy,
						ownerKind,
						actor: owner,
						fx: {
							...target,
							tag: `${ tag }-owner`,
							privacy,
							products,
							own: ownOf( 'owner' ),
						},
					};
					await run( ownerCell );
					if (
						route.fresh &&
						route.name !== 'DELETE /wishlists/<id>'
					) {
						await api.deleteList( owner, target.list.id );
					}
					for ( const [ actor, id ] of created ) {
						await api.deleteList( actor, id );
					}
					table.push( row );
					assert.deepEqual(
						misses,
						[],
						`cells that differ:\n${ misses.join( '\n' ) }`
					);
				} );
			}
		} );
	}
}

/**
 * The shop owner's routes (the wishlist insights): only whoever may manage the shop
 * (`manage_woocommerce`) reads them; an anonymous caller gets 401, a customer, a
 * wishlist owner and a shop manager whose capability was taken away 403, with the same
 * code; another origin is refused before the capability is asked.
 */
describe( 'the insights routes: manage_woocommerce only', () => {
	const INSIGHTS = [
		'/insights',
		'/insights/products?view=out_of_stock&group=variation&orderby=name&order=asc',
		( fx ) => `/insights/products/${ fx.product }/savers`,
	];
	test( 'anonymous 401, customers and a shop manager without the capability 403, shop managers and administrators 200', async () => {
		assert.ok(
			siteToolAvailable(),
			'the site tool (native PHP) takes a capability away'
		);
		const admin = people.admin;
		const suffix = `${ process.pid }${ ++serial }`;
		const customer = await newUserActor(
			site.url,
			admin,
			`insights_customer_${ suffix }`
		);
		const manager = await newUserActor(
			site.url,
			admin,
			`insights_manager_${ suffix }`,
			{ roles: [ 'shop_manager' ] }
		);
		const limited = await newUserActor(
			site.url,
			admin,
			`insights_limited_${ suffix }`,
			{ roles: [ 'shop_manager' ] }
		);
		assert.equal(
			siteTool( site.url, 'deny', [
				limited.user,
				'manage_woocommerce',
			] ),
			true,
			'the limited manager lost manage_woocommerce'
		);
		const anonymous = new Actor( site.url, 'anonymous' );
		const fx = { product: products.a };
		const callers = [
			[ 'anonymous', anonymous, 401 ],
			[ 'customer', customer, 403 ],
			[ 'wishlist owner', people.shopper, 403 ],
			[ 'guest', people.guestA, 401 ],
			[ 'shop manager without manage_woocommerce', limited, 403 ],
			[ 'shop manager', manager, 200 ],
			[ 'administrator', admin, 200 ],
		];
		const misses = [];
		for ( const route of INSIGHTS ) {
			const path = `/wp-json/boudoir/v1${
				typeof route === 'function' ? route( fx ) : route
			}`;
			for ( const [ label, actor, status ] of callers ) {
				const answer = await actor.request( 'GET', path );
				figures.calls++;
				const code = answer.json?.code;
				if (
					answer.status !== status ||
					( status >= 400 && code !== 'rest_forbidden' )
				) {
					misses.push(
						`${ path } ${ label }: ${ answer.status } ${ code ?? '' } (wanted ${ status })`
					);
				}
			}
			// Another origin's page, with the manager's cookies: refused before any figure is read.
			const forged = await manager.request( 'GET', path, {
				headers: {
					Origin: 'https://elsewhere.example',
					'Sec-Fetch-Site': 'cross-site',
				},
			} );
			if (
				forged.status !== 403 ||
				forged.json?.code !== 'boudoir_cross_site'
			) {
				misses.push(
					`${ path } cross-site: ${ forged.status } ${ forged.json?.code }`
				);
			}
		}
		assert.deepEqual( misses, [], misses.join( '\n' ) );
		// A write method does not exist: the routes only read.
		const post = await manager.post( '/wp-json/boudoir/v1/insights', {} );
		assert.equal( post.status, 404 );
	} );
} );

describe( 'the REST nonce refresh', () => {
	test( 'guests get a fresh nonce from admin-ajax, as users do, and it works for a write', async () => {
		const guest = await guestActor( site.url, 'nonce refresh guest' );
		const refreshed = await api.restNonce( guest );
		assert.equal( refreshed.status, 200 );
		assert.match( refreshed.text.trim(), /^[0-9a-f]{10}$/ );
		assert.equal( refreshed.text.trim(), guest.nonce );
		assert.deepEqual(
			refreshed.headers.getSetCookie(),
			[],
			'the refresh sets no cookie'
		);
		guest.nonce = refreshed.text.trim();
		api.expectStatus(
			await api.createList( guest, 'After a nonce refresh' ),
			201,
			'a write with the refreshed nonce'
		);
		const user = await api.restNonce( people.shopper );
		assert.match( user.text.trim(), /^[0-9a-f]{10}$/ );
		assert.notEqual( user.text.trim(), refreshed.text.trim() );
	} );
} );

/**
 * The matrix as text: one row per route and list, one column per caller with the
 * status of the front end's own request (✗ marks a wrong answer), and how many of
 * the row's forged requests were answered as the rules say.
 */
function renderTable() {
	const width = 66;
	const head =
		'route'.padEnd( width ) +
		COLUMNS.map( ( column ) => column.padStart( 13 ) ).join( '' ) +
		'forged ok'.padStart( 11 );
	const lines = table.map(
		( row ) =>
			row.name.slice( 0, width - 1 ).padEnd( width ) +
			COLUMNS.map( ( column ) =>
				String( row.cells[ column ] ?? '' ).padStart( 13 )
			).join( '' ) +
			( row.forged[ 1 ]
				? `${ row.forged[ 0 ] }/${ row.forged[ 1 ] }`
				: ''
			).padStart( 11 )
	);
	return [
		'Owner × route matrix (HTTP status per caller; forged: refused as the rules say / sent)',
		head,
		...lines,
	].join( '\n' );
}

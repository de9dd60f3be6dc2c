/**
 * Who may call what: every route of docs/rest-api.md against lists owned by a
 * user and by a guest, private, shared and public, called by the owner, another
 * user, an administrator (not the owner: there is no capability override), another
 * guest, an anonymous holder of the share token, the owner without a nonce and
 * the owner with someone else's nonce. One test per route and list; its failure
 * prints every cell that differs. Non-owners must change nothing.
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
	startSite,
	userActor,
	wishlistState,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';

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

/*
 * Routes: kind `read` (GET, no nonce needed), `readWrite` (a non-GET any reader may
 * call: nonce needed), `write` (nonce and ownership), `into` (a write whose
 * destination is the list under test). `ok` is the owner's status.
 */
const ROUTES = [
	{
		name: 'GET /wishlists',
		kind: 'list',
		ok: 200,
		call: ( actor ) => api.myLists( actor ),
	},
	{
		name: 'GET /items/saved',
		kind: 'saved',
		ok: 200,
		call: ( actor ) => api.savedItems( actor ),
	},
	{
		name: 'POST /wishlists',
		kind: 'create',
		ok: 201,
		call: ( actor, fx ) =>
			api.createList( actor, `Matrix created ${ fx.tag }` ),
	},
	{
		name: 'GET /wishlists/<token>',
		kind: 'read',
		ok: 200,
		call: ( actor, fx ) => api.readList( actor, fx.list.token ),
	},
	{
		name: 'GET /wishlists/<token>/items',
		kind: 'read',
		ok: 200,
		call: ( actor, fx ) => api.readItems( actor, fx.list.token ),
	},
	{
		name: 'POST /wishlists/reload',
		kind: 'readWrite',
		ok: 200,
		call: ( actor, fx ) =>
			api.reload( actor, { wishlist_token: fx.list.token } ),
	},
	{
		name: 'POST /wishlists/reload + add_to_wishlist',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.reload( actor, {
				wishlist_token: fx.list.token,
				add_to_wishlist: fx.products.extra,
			} ),
	},
	{
		name: 'POST /wishlists/<id>/title',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.saveTitle( actor, fx.list.id, `Retitled ${ fx.tag }` ),
	},
	{
		name: 'POST /wishlists/<id>/privacy',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.savePrivacy(
				actor,
				fx.list.id,
				fx.privacy === 'public' ? 'shared' : 'public'
			),
	},
	{
		name: 'DELETE /wishlists/<id>',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) => api.deleteList( actor, fx.list.id ),
	},
	{
		name: 'POST /items/add',
		kind: 'write',
		ok: 201,
		call: ( actor, fx ) =>
			api.addItem( actor, {
				add_to_wishlist: fx.products.extra,
				wishlist_id: fx.list.id,
			} ),
	},
	{
		name: 'POST /items/remove',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.removeItem( actor, {
				remove_from_wishlist: fx.items[ 0 ].product_id,
				wishlist_token: fx.list.token,
			} ),
	},
	{
		name: 'POST /items/quantity',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.setQuantity( actor, {
				wishlist_token: fx.list.token,
				item_id: fx.items[ 0 ].item_id,
				quantity: 3,
			} ),
	},
	{
		name: 'POST /items/sort',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.sortItems( actor, {
				wishlist_token: fx.list.token,
				positions: fx.items.map( ( item ) => item.item_id ).reverse(),
			} ),
	},
	{
		name: 'POST /items/move (from the list)',
		needsOwn: true,
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.moveItem( actor, {
				wishlist_token: fx.list.token,
				destination_wishlist_token: fx.own?.token ?? 'new',
				wishlist_name: `Moved here ${ fx.tag }`,
				item_id: fx.items[ 0 ].item_id,
			} ),
	},
	{
		name: 'POST /items/copy (from the list)',
		needsOwn: true,
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.copyItem( actor, {
				wishlist_token: fx.list.token,
				destination_wishlist_token: fx.own?.token ?? 'new',
				wishlist_name: `Copied here ${ fx.tag }`,
				item_id: fx.items[ 0 ].item_id,
			} ),
	},
	{
		name: 'POST /items/move (into the list)',
		needsOwn: true,
		kind: 'into',
		ok: 200,
		call: ( actor, fx ) =>
			api.moveItem( actor, {
				wishlist_token: fx.own.token,
				destination_wishlist_token: fx.list.token,
				item_id: fx.own.item.item_id,
			} ),
	},
	{
		name: 'POST /items/copy (into the list)',
		needsOwn: true,
		kind: 'into',
		ok: 200,
		call: ( actor, fx ) =>
			api.copyItem( actor, {
				wishlist_token: fx.own.token,
				destination_wishlist_token: fx.list.token,
				item_id: fx.own.item.item_id,
			} ),
	},
	{
		name: 'DELETE /items/<id>',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) => api.deleteItem( actor, fx.items[ 0 ].item_id ),
	},
	{
		name: 'POST /items/remove-from-all',
		kind: 'write',
		ok: 200,
		call: ( actor, fx ) =>
			api.removeFromAll( actor, {
				prod_id: fx.items[ 0 ].product_id,
				wishlist_id: fx.list.id,
			} ),
	},
	{
		name: 'POST /wishlists/<token>/estimate',
		kind: 'readWrite',
		ok: 201,
		call: ( actor, fx ) =>
			api.askEstimate( actor, fx.list.token, {
				name: 'Matrix',
				email: 'matrix@boudoir.test',
				notes: `Estimate ${ fx.tag }`,
			} ),
	},
	{
		name: 'POST /wishlists/<token>/items/<id>/add-to-cart',
		kind: 'readWrite',
		ok: 200,
		call: ( actor, fx ) =>
			api.addToCart( actor, fx.list.token, fx.items[ 1 ].item_id ),
	},
];

/**
 * The status a cell must answer, and the error codes allowed with it.
 *
 * @param {Object} route     From ROUTES.
 * @param {string} column    From COLUMNS.
 * @param {string} privacy   The list's privacy.
 * @param {string} ownerKind user or guest.
 * @return {{status: number[], codes?: string[]}} Expected.
 */
export function expectedCell( route, column, privacy, ownerKind ) {
	const ok = { status: [ route.ok ].flat() };
	const badNonce = { status: [ 403 ], codes: [ 'boudoir_invalid_nonce' ] };
	// A nonce that is not the caller's: WordPress refuses every request itself (rest_cookie_check_errors), guests' too.
	if ( column === 'wrong nonce' ) {
		return { status: [ 403 ], codes: [ 'rest_cookie_invalid_nonce' ] };
	}
	const noValidNonce = column === 'no nonce' || column === 'wrong nonce';
	// Without a nonce WordPress ignores the login cookie (user 0); a guest's session cookie still counts.
	const isOwner =
		column === 'owner' || ( noValidNonce && ownerKind === 'guest' );
	const readable = isOwner || privacy !== 'private';
	const notFound = {
		status: [ 404 ],
		codes: [ 'boudoir_wishlist_not_found', 'boudoir_item_not_found' ],
	};
	const forbidden = { status: [ 403 ], codes: [ 'boudoir_forbidden' ] };
	switch ( route.kind ) {
		case 'list':
		case 'saved':
			return ok;
		case 'create':
			return noValidNonce ? badNonce : ok;
		case 'read':
			return readable ? ok : notFound;
		case 'readWrite':
			if ( noValidNonce ) {
				return badNonce;
			}
			return readable ? ok : notFound;
		case 'write':
			if ( noValidNonce ) {
				return badNonce;
			}
			if ( isOwner ) {
				return ok;
			}
			return readable ? forbidden : notFound;
		case 'into':
			if ( noValidNonce ) {
				return badNonce;
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

let site;
let people;
let products;
let serial = 0;
const table = [];

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
	people = {
		shopper: await userActor( site.url, 'shopper' ),
		other: await userActor( site.url, 'other' ),
		admin: await userActor( site.url, 'admin' ),
		guestA: await guestActor( site.url, 'guest A' ),
		guestB: await guestActor( site.url, 'guest B' ),
	};
	// Every actor that owns lists gets a default one first, so the lists under test are not defaults.
	for ( const actor of Object.values( people ) ) {
		api.expectStatus(
			await api.createList( actor, `Default of ${ actor.label }` ),
			201,
			`${ actor.label } creates a default list`
		);
	}
} );

after( async () => {
	if ( site ) {
		// The whole matrix must leave the tables consistent.
		const state = await wishlistState( site.url );
		await site.stop();
		assert.deepEqual(
			brokenInvariants( state ),
			{},
			'invariants after the matrix'
		);
	}
	process.stdout.write( `\n${ renderTable() }\n` );
} );

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
	// The anonymous token holder is new for every cell: no cookie, only the page's nonce.
	const tokenHolder = await guestActor( site.url, 'token holder' );
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
	const list = await api.readList( owner, token );
	const items = await api.readItems( owner, token, { per_page: 100 } );
	return {
		status: list.status,
		name: list.json?.wishlist_name,
		privacy: list.json?.privacy,
		items: ( items.json ?? [] ).map( ( item ) => [
			item.item_id,
			item.product_id,
			item.quantity,
			item.position,
		] ),
	};
}

for ( const ownerKind of OWNER_KINDS ) {
	for ( const privacy of PRIVACIES ) {
		describe( `a ${ privacy } list owned by a ${ ownerKind }`, () => {
			for ( const route of ROUTES ) {
				test( route.name, async () => {
					const actors = await columnActors( ownerKind );
					const owner = actors.owner;
					const tag = `${ ownerKind }-${ privacy }-${ ++serial }`;
					const list = api.expectStatus(
						await api.createList(
							owner,
							`Matrix ${ tag }`,
							privacy
						),
						201,
						'the owner creates the list'
					);
					for ( const product of [ products.a, products.b ] ) {
						api.expectStatus(
							await api.addItem( owner, {
								add_to_wishlist: product,
								wishlist_id: list.id,
							} ),
							201,
							'the owner adds an item'
						);
					}
					const items = await api.allItems( owner, list.token );
					const untouched = await snapshot( owner, list.token );
					const misses = [];
					const row = {
						name: `${ ownerKind } ${ privacy } ${ route.name }`,
						cells: {},
					};
					// Non-owners first (they must change nothing), the owner last.
					for ( const column of [ ...COLUMNS.slice( 1 ), 'owner' ] ) {
						if ( column === 'owner' ) {
							const now = await snapshot( owner, list.token );
							assert.deepEqual(
								now,
								untouched,
								`non-owners changed nothing on the list (${ route.name })`
							);
						}
						const actor = actors[ column ];
						// The nonce-less callers borrow the owner's own list: their call fails before it matters.
						const ownsThrough = [
							'owner',
							'no nonce',
							'wrong nonce',
						].includes( column )
							? owner
							: actor;
						let own = null;
						if ( column !== 'token holder' && route.needsOwn ) {
							own = await ownListWithItem( ownsThrough );
						}
						if ( route.kind === 'into' && ! own ) {
							row.cells[ column ] = 'n/a';
							continue;
						}
						const fx = {
							list,
							items,
							tag: `${ tag }-${ column }`,
							privacy,
							products,
							own,
						};
						const response = await route.call( actor, fx );
						const wanted = expectedCell(
							route,
							column,
							privacy,
							ownerKind
						);
						const code = response.json?.code;
						const good =
							wanted.status.includes( response.status ) &&
							( ! wanted.codes || wanted.codes.includes( code ) );
						row.cells[ column ] =
							`${ response.status }${ good ? '' : '✗' }`;
						if ( ! good ) {
							misses.push(
								`${ column }: got ${ response.status } ${ code ?? '' } — wanted ${ wanted.status.join( '/' ) } ${ wanted.codes?.join( '|' ) ?? '' }: ${ response.text.slice( 0, 160 ) }`
							);
						}
						// Never a name or token of a list the caller may not read, in any answer.
						if (
							response.status === 404 &&
							response.text.includes( list.token )
						) {
							misses.push(
								`${ column }: a 404 repeats the list's token`
							);
						}
						if (
							response.status >= 400 &&
							response.text.includes( `Matrix ${ tag }` )
						) {
							misses.push(
								`${ column }: an error leaks the list's name`
							);
						}
						// Reads never set a cookie.
						if (
							[ 'read', 'list', 'saved' ].includes(
								route.kind
							) &&
							response.headers.getSetCookie().length
						) {
							misses.push(
								`${ column }: a read set a cookie (${ response.headers.getSetCookie().join( '; ' ).slice( 0, 80 ) })`
							);
						}
						if (
							route.kind === 'list' &&
							response.status === 200
						) {
							const tokens = ( response.json ?? [] ).map(
								( entry ) => entry.token
							);
							const sees = tokens.includes( list.token );
							if (
								sees !==
								( column === 'owner' ||
									( column === 'no nonce' &&
										ownerKind === 'guest' ) )
							) {
								misses.push(
									`${ column }: GET /wishlists ${ sees ? 'lists' : 'misses' } the list`
								);
							}
						}
						if (
							route.kind === 'saved' &&
							response.status === 200
						) {
							const saved = response.json ?? [];
							const onList = saved.filter(
								( entry ) => entry.wishlist_token === list.token
							);
							const mine =
								column === 'owner' ||
								( column === 'no nonce' &&
									ownerKind === 'guest' );
							if (
								onList.length !== ( mine ? items.length : 0 )
							) {
								misses.push(
									`${ column }: GET /items/saved shows ${ onList.length } of the list's ${ items.length } items`
								);
							}
							const itemIds = items.map(
								( item ) => item.item_id
							);
							if (
								mine &&
								! onList.every(
									( entry ) =>
										itemIds.includes( entry.item_id ) &&
										entry.wishlist_id === list.id &&
										Object.keys( entry ).join() ===
											'item_id,product_id,variation_id,wishlist_id,wishlist_token'
								)
							) {
								misses.push(
									`${ column }: GET /items/saved answers other ids or fields: ${ JSON.stringify( onList ).slice( 0, 160 ) }`
								);
							}
						}
						if (
							route.kind === 'read' &&
							response.status === 200 &&
							route.name === 'GET /wishlists/<token>'
						) {
							const mine =
								column === 'owner' ||
								( column === 'no nonce' &&
									ownerKind === 'guest' );
							if ( response.json?.is_user_owner !== mine ) {
								misses.push(
									`${ column }: is_user_owner is ${ response.json?.is_user_owner }`
								);
							}
						}
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
 * The matrix as text: one row per route and list, one column per caller (✗ marks a wrong status).
 */
function renderTable() {
	const width = 62;
	const head =
		'route'.padEnd( width ) +
		COLUMNS.map( ( column ) => column.padStart( 13 ) ).join( '' );
	const lines = table.map(
		( row ) =>
			row.name.slice( 0, width - 1 ).padEnd( width ) +
			COLUMNS.map( ( column ) =>
				String( row.cells[ column ] ?? '' ).padStart( 13 )
			).join( '' )
	);
	return [
		'Owner × route matrix (HTTP status per caller)',
		head,
		...lines,
	].join( '\n' );
}

/**
 * Fifty requests at once on one list lose nothing and duplicate nothing.
 *
 * The lane runs on SQLite and on MariaDB (`node tests/http/run.mjs --db=mariadb`;
 * bin/test.mjs runs both). SQLite serialises writes, so only MariaDB, with the
 * server's 12 PHP workers, makes the requests race for real: the first test proves
 * the site under test keeps its rows in the database BOUDOIR_DB names (read back
 * from MariaDB itself), so the MariaDB lane cannot silently run on SQLite.
 *
 * 1. A mix of 20 adds (5 of them repeats), 15 moves to a second list and 15 sorts
 *    fired together: every product ends up exactly once, moved items on the
 *    destination only, positions 0..n-1 on both lists.
 * 2. 50 adds of the same product at once by a caller without a default list: one
 *    item, one default list, one 201 and 49 `exists`.
 * 3. 50 sorts at once on a stable list: all succeed and the final order is one of
 *    the orders sent (never a mixture), positions contiguous.
 * 4. 60 creates at once by one guest: exactly the list cap of lists, the rest
 *    `409 boudoir_too_many_wishlists`, never a 5xx (a deadlock is tried again).
 * 5. Security finding 7: 15 rounds of two moves at once of one item, to lists A and
 *    B: it ends on exactly one list (one 200, one `404 boudoir_item_not_found`),
 *    never on both, never on none.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Internal dependencies
 */
import { WP_DIR } from '../../bin/lib/site.mjs';
import {
	catalogue,
	guestActor,
	newlyBroken,
	siteDatabase,
	startSite,
	userActor,
	wishlistState,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';

const DATABASE = siteDatabase();

let site;
let shop;
let stateBefore;

/** Bursts of 50 concurrent sorts. */
const ROUNDS = 4;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
} );

beforeEach( async () => {
	stateBefore = await wishlistState( site.url );
} );

after( async () => {
	await site?.stop();
} );

/**
 * One number from the MariaDB the site uses (its own client, as bin/lib/site.mjs does).
 *
 * @param {string} sql A query answering one number.
 * @return {number} The number.
 */
function mariaDbNumber( sql ) {
	const result = spawnSync(
		'mariadb',
		[
			'-h',
			'127.0.0.1',
			'-P',
			'3306',
			'-u',
			'root',
			'-N',
			'-B',
			DATABASE.name,
			'-e',
			sql,
		],
		{ encoding: 'utf8' }
	);
	assert.equal( result.status, 0, `MariaDB: ${ result.stderr }` );
	return Number( result.stdout.trim() );
}

/**
 * Prints a result line of the run (statuses counted, time).
 *
 * @param {string}                              what    The test.
 * @param {Array<{status: number, ms: number}>} answers Its concurrent answers.
 * @param {number}                              wall    Wall time of the burst, ms.
 * @param {string}                              outcome What it found.
 */
function figure( what, answers, wall, outcome ) {
	const statuses = {};
	for ( const answer of answers ) {
		statuses[ answer.status ] = ( statuses[ answer.status ] ?? 0 ) + 1;
	}
	const busy = answers.reduce( ( sum, answer ) => sum + answer.ms, 0 );
	process.stdout.write(
		`[figure] concurrency (${ DATABASE.db }): ${ what }: ${ answers.length } requests at once, statuses ${ JSON.stringify( statuses ) }, ${ Math.round( wall ) } ms for the burst (${ ( busy / Math.max( 1, wall ) ).toFixed( 1 ) } requests in flight on average); ${ outcome }\n`
	);
}

/**
 * Runs requests at once and times the burst.
 *
 * @param {Array<() => Promise<any>>} calls The requests.
 * @return {Promise<{answers: any[], wall: number}>} Answers in order, and the burst's wall time.
 */
async function burst( calls ) {
	const started = performance.now();
	const answers = await Promise.all( calls.map( ( call ) => call() ) );
	return { answers, wall: performance.now() - started };
}

test( `the site under test keeps its lists in the ${ DATABASE.db } database "${ DATABASE.name }"`, async () => {
	const owner = await guestActor( site.url, 'database probe' );
	const name = `Probe ${ DATABASE.db } ${ Date.now() }`;
	const list = api.expectStatus(
		await api.createList( owner, name ),
		201,
		'create'
	);
	if ( DATABASE.db === 'mariadb' ) {
		// Read back from MariaDB itself: the row is there, and the site's counts are MariaDB's.
		assert.equal(
			mariaDbNumber(
				`SELECT COUNT(*) FROM wp_boudoir_wishlists WHERE id = ${ Number( list.id ) } AND token = '${ list.token.replace( /[^A-Za-z0-9_-]/g, '' ) }'`
			),
			1,
			'the new list is a row of MariaDB'
		);
		const state = await wishlistState( site.url );
		assert.equal(
			mariaDbNumber( 'SELECT COUNT(*) FROM wp_boudoir_wishlists' ),
			state.lists,
			"the site's list count is MariaDB's"
		);
		const sqlite = path.join(
			WP_DIR,
			`wp-content/database/${ DATABASE.name }.sqlite`
		);
		assert.ok(
			! fs.existsSync( sqlite ) ||
				! fs.readFileSync( sqlite ).includes( list.token ),
			'not in an SQLite file of the same name'
		);
	} else {
		const sqlite = path.join(
			WP_DIR,
			`wp-content/database/${ DATABASE.name }.sqlite`
		);
		assert.ok( fs.existsSync( sqlite ), `${ sqlite } exists` );
	}
	api.expectStatus( await api.deleteList( owner, list.id ), 200, 'delete' );
} );

/**
 * Positions must be exactly 0..n-1 in the order the items come.
 *
 * @param {object[]} items Items of one list, in order.
 * @param {string}   what  The list.
 */
function assertContiguous( items, what ) {
	assert.deepEqual(
		items.map( ( item ) => item.position ),
		items.map( ( _, index ) => index ),
		`${ what }: positions are 0..n-1`
	);
}

/**
 * A deterministic shuffle (so a failure can be replayed).
 *
 * @param {number[]} values Values.
 * @param {number}   seed   Seed.
 */
function shuffled( values, seed ) {
	const out = [ ...values ];
	let state = seed;
	for ( let i = out.length - 1; i > 0; i-- ) {
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		const j = state % ( i + 1 );
		[ out[ i ], out[ j ] ] = [ out[ j ], out[ i ] ];
	}
	return out;
}

/**
 * "product:variation" keys of some items.
 *
 * @param {object[]} items Items.
 */
const keys = ( items ) =>
	items.map( ( item ) => `${ item.product_id }:${ item.variation_id }` );

test( '50 concurrent adds, moves and sorts on one list lose and duplicate nothing', async () => {
	const owner = await userActor( site.url, 'shopper' );
	const source = api.expectStatus(
		await api.createList( owner, 'Concurrency source' ),
		201,
		'source'
	);
	const destination = api.expectStatus(
		await api.createList( owner, 'Concurrency destination' ),
		201,
		'destination'
	);
	const initialProducts = shop.simple.slice( 0, 16 );
	for ( const product of initialProducts ) {
		api.expectStatus(
			await api.addItem( owner, {
				add_to_wishlist: product,
				wishlist_id: source.id,
			} ),
			201,
			'seed item'
		);
	}
	const initial = await api.allItems( owner, source.token );
	const variable = shop.variable.find(
		( product ) => product.variations.length >= 15
	);
	const newVariations = variable.variations.slice( 0, 15 );
	const moved = initial.slice( 0, 15 );

	const operations = [
		// 20 adds: 15 new variations, 5 of them twice.
		...[ ...newVariations, ...newVariations.slice( 0, 5 ) ].map(
			( variation ) => ( {
				kind: 'add',
				run: () =>
					api.addItem( owner, {
						add_to_wishlist: variation,
						wishlist_id: source.id,
					} ),
				ok: [ 200, 201 ],
			} )
		),
		// 15 moves of distinct items to the destination.
		...moved.map( ( item ) => ( {
			kind: 'move',
			run: () =>
				api.moveItem( owner, {
					wishlist_token: source.token,
					destination_wishlist_token: destination.token,
					item_id: item.item_id,
				} ),
			ok: [ 200 ],
		} ) ),
		// 15 sorts of what the list held before: refused (400) once the list changed under them, never a 5xx.
		...Array.from( { length: 15 }, ( _, n ) => ( {
			kind: 'sort',
			run: () =>
				api.sortItems( owner, {
					wishlist_token: source.token,
					positions: shuffled(
						initial.map( ( item ) => item.item_id ),
						n + 1
					),
				} ),
			ok: [ 200, 400 ],
		} ) ),
	];
	assert.equal( operations.length, 50 );
	const { answers, wall } = await burst(
		operations.map( ( operation ) => operation.run )
	);
	const unexpected = answers
		.map( ( answer, index ) => ( {
			answer,
			operation: operations[ index ],
		} ) )
		.filter(
			( { answer, operation } ) =>
				! operation.ok.includes( answer.status )
		)
		.map(
			( { answer, operation } ) =>
				`${ operation.kind }: HTTP ${ answer.status } ${ answer.text.slice( 0, 200 ) }`
		);
	assert.deepEqual( unexpected, [], 'every request answered as documented' );

	const onSource = await api.allItems( owner, source.token );
	const onDestination = await api.allItems( owner, destination.token );
	assertContiguous( onSource, 'source' );
	assertContiguous( onDestination, 'destination' );
	for ( const items of [ onSource, onDestination ] ) {
		assert.equal(
			new Set( keys( items ) ).size,
			items.length,
			'no product twice on a list'
		);
	}
	const wantedSource = [
		...initial
			.slice( 15 )
			.map( ( item ) => `${ item.product_id }:${ item.variation_id }` ),
		...newVariations.map(
			( variation ) => `${ variable.id }:${ variation }`
		),
	].sort();
	assert.deepEqual(
		keys( onSource ).sort(),
		wantedSource,
		'the source holds the unmoved items and every added variation, once'
	);
	assert.deepEqual(
		keys( onDestination ).sort(),
		keys( moved ).sort(),
		'the destination holds exactly the moved items'
	);
	const adds = answers.slice( 0, 20 );
	assert.equal(
		adds.filter( ( answer ) => answer.status === 201 ).length,
		15,
		'one 201 per new variation'
	);
	assert.equal(
		adds.filter( ( answer ) => answer.json?.result === 'exists' ).length,
		5,
		'repeats answer exists'
	);
	figure(
		'20 adds + 15 moves + 15 sorts on one list',
		answers,
		wall,
		`source ${ onSource.length } items, destination ${ onDestination.length }, none lost or duplicated`
	);
	assert.deepEqual(
		newlyBroken( stateBefore, await wishlistState( site.url ) ),
		{},
		'no invariant newly broken'
	);
} );

test( '50 concurrent adds of one product by a guest without a list: one item, one default list', async () => {
	const guest = await guestActor( site.url, 'racing guest' );
	// A session with no list yet: create one, then delete it (the cookie stays).
	const first = api.expectStatus(
		await api.createList( guest, 'Soon gone' ),
		201,
		'create'
	);
	api.expectStatus( await api.deleteList( guest, first.id ), 200, 'delete' );
	assert.deepEqual(
		api.expectStatus( await api.myLists( guest ), 200, 'lists' ),
		[]
	);
	const product = shop.simple[ 5 ];
	const { answers, wall } = await burst(
		Array.from(
			{ length: 50 },
			() => () => api.addItem( guest, { add_to_wishlist: product } )
		)
	);
	const statuses = answers.map( ( answer ) => answer.status );
	assert.deepEqual(
		answers
			.filter( ( answer ) => ! [ 200, 201 ].includes( answer.status ) )
			.map(
				( answer ) =>
					`${ answer.status } ${ answer.text.slice( 0, 200 ) }`
			),
		[],
		'every add answered 200 or 201'
	);
	assert.equal(
		statuses.filter( ( status ) => status === 201 ).length,
		1,
		'exactly one add created the item'
	);
	const lists = api.expectStatus( await api.myLists( guest ), 200, 'lists' );
	assert.equal( lists.length, 1, 'one list, the default' );
	assert.equal( lists[ 0 ].default, true );
	const items = await api.allItems( guest, lists[ 0 ].token );
	assert.deepEqual( keys( items ), [ `${ product }:0` ] );
	figure(
		'50 adds of one product by a guest without a list',
		answers,
		wall,
		`${ lists.length } list, ${ items.length } item`
	);
	assert.deepEqual(
		newlyBroken( stateBefore, await wishlistState( site.url ) ),
		{},
		'no invariant newly broken'
	);
} );

test( `${ ROUNDS } bursts of 50 concurrent sorts of a stable list: each final order is one of those sent`, async () => {
	const owner = await userActor( site.url, 'other' );
	const list = api.expectStatus(
		await api.createList( owner, 'Concurrency sorts' ),
		201,
		'create'
	);
	for ( const product of shop.simple.slice( 0, 12 ) ) {
		api.expectStatus(
			await api.addItem( owner, {
				add_to_wishlist: product,
				wishlist_id: list.id,
			} ),
			201,
			'add'
		);
	}
	const itemIds = ( await api.allItems( owner, list.token ) ).map(
		( item ) => item.item_id
	);
	// Several bursts: the race, if any, shows in most runs rather than some.
	const sorted = [];
	const walls = [];
	for ( let round = 0; round < ROUNDS; round++ ) {
		const orders = Array.from( { length: 50 }, ( _, n ) =>
			shuffled( itemIds, 100 + 50 * round + n )
		);
		const { answers, wall } = await burst(
			orders.map(
				( positions ) => () =>
					api.sortItems( owner, {
						wishlist_token: list.token,
						positions,
					} )
			)
		);
		sorted.push( ...answers );
		walls.push( wall );
		assert.deepEqual(
			answers
				.filter( ( answer ) => answer.status !== 200 )
				.map(
					( answer ) =>
						`${ answer.status } ${ answer.text.slice( 0, 200 ) }`
				),
			[],
			`round ${ round + 1 }: every sort succeeded`
		);
		const final = await api.allItems( owner, list.token );
		assertContiguous( final, `round ${ round + 1 }: the sorted list` );
		const order = JSON.stringify( final.map( ( item ) => item.item_id ) );
		assert.ok(
			orders.some( ( sent ) => JSON.stringify( sent ) === order ),
			`round ${ round + 1 }: the final order ${ order } is one that was sent, not a mixture`
		);
	}
	figure(
		`${ ROUNDS } bursts of 50 sorts`,
		sorted,
		walls.reduce( ( a, b ) => a + b, 0 ),
		'every final order one of those sent, positions contiguous'
	);
	assert.deepEqual(
		newlyBroken( stateBefore, await wishlistState( site.url ) ),
		{},
		'no invariant newly broken'
	);
} );

test( '60 concurrent creates by one guest: exactly the cap of lists, the rest 409, never a 5xx', async () => {
	const guest = await guestActor( site.url, 'list hoarder' );
	// The session first (one list), so every create of the burst is by the same owner.
	api.expectStatus( await api.createList( guest, 'First' ), 201, 'create' );
	const { answers, wall } = await burst(
		Array.from(
			{ length: 60 },
			( _, index ) => () => api.createList( guest, `Burst ${ index }` )
		)
	);
	assert.deepEqual(
		answers
			.filter( ( answer ) => ! [ 201, 409 ].includes( answer.status ) )
			.map(
				( answer ) =>
					`${ answer.status } ${ answer.text.slice( 0, 200 ) }`
			),
		[],
		'every create answered 201 or 409'
	);
	const refused = answers.filter( ( answer ) => answer.status === 409 );
	assert.ok( refused.length > 0, 'the cap refused some creates' );
	const max = refused[ 0 ].json?.data?.max;
	assert.equal( refused[ 0 ].json?.code, 'boudoir_too_many_wishlists' );
	assert.ok( Number.isInteger( max ) && max > 0, 'the refusal says the cap' );
	const lists = api.expectStatus( await api.myLists( guest ), 200, 'lists' );
	assert.equal( lists.length, max, 'exactly the cap of lists' );
	assert.equal(
		answers.filter( ( answer ) => answer.status === 201 ).length,
		max - 1,
		'one 201 per list below the cap'
	);
	figure(
		'60 creates of lists by one guest',
		answers,
		wall,
		`${ lists.length } lists (cap ${ max })`
	);
	assert.deepEqual(
		newlyBroken( stateBefore, await wishlistState( site.url ) ),
		{},
		'no invariant newly broken'
	);
} );

test( '15 rounds of two concurrent moves of one item to two lists: it ends on exactly one', async () => {
	const owner = await userActor( site.url, 'shopper' );
	const lists = {};
	for ( const name of [ 'Race source', 'Race A', 'Race B' ] ) {
		lists[ name ] = api.expectStatus(
			await api.createList( owner, name ),
			201,
			name
		);
	}
	const source = lists[ 'Race source' ];
	const targets = [ lists[ 'Race A' ], lists[ 'Race B' ] ];
	const products = shop.simple.slice( 0, 15 );
	const statuses = [];
	const problems = [];
	for ( const [ round, product ] of products.entries() ) {
		const added = api.expectStatus(
			await api.addItem( owner, {
				add_to_wishlist: product,
				wishlist_id: source.id,
			} ),
			201,
			'item to move'
		);
		const itemId = added.item.item_id;
		const { answers } = await burst(
			targets.map(
				( target ) => () =>
					api.moveItem( owner, {
						wishlist_token: source.token,
						destination_wishlist_token: target.token,
						item_id: itemId,
					} )
			)
		);
		statuses.push( ...answers.map( ( answer ) => answer.status ) );
		const holders = [];
		for ( const [ name, list ] of Object.entries( lists ) ) {
			const items = await api.allItems( owner, list.token );
			if ( items.some( ( item ) => item.product_id === product ) ) {
				holders.push( name );
			}
		}
		const codes = answers.map( ( answer ) => answer.status ).sort();
		if (
			holders.length !== 1 ||
			holders[ 0 ] === 'Race source' ||
			JSON.stringify( codes ) !== '[200,404]'
		) {
			problems.push(
				`round ${ round + 1 }: on ${ JSON.stringify( holders ) }, answers ${ JSON.stringify( codes ) }`
			);
		}
	}
	for ( const [ name, list ] of Object.entries( lists ) ) {
		assertContiguous( await api.allItems( owner, list.token ), name );
	}
	process.stdout.write(
		`[figure] concurrency (${ DATABASE.db }): 15 rounds of 2 moves of one item at once: statuses ${ JSON.stringify( statuses.reduce( ( count, status ) => ( { ...count, [ status ]: ( count[ status ] ?? 0 ) + 1 } ), {} ) ) }; ${ problems.length } rounds with the item on two lists or none\n`
	);
	assert.deepEqual(
		problems,
		[],
		'each item on exactly one destination, one 200 and one 404 a round'
	);
} );

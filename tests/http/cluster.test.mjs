/**
 * The scale-out set-up (bin/lib/cluster.mjs): two PHP web nodes on one MariaDB database
 * and one Redis object cache, behind a round-robin balancer. Run by the cluster lane
 * (`node tests/http/run.mjs --cluster`), which points BOUDOIR_URL at the balancer.
 *
 * Each request here pins the node that serves it (`X-Boudoir-Node: 1|2`): a write
 * goes through one node and the read that must see it through the other, at once.
 *  - the balancer alternates, and says who served;
 *  - a shopper's sign-in and REST nonce, and a guest's session, hold on either node;
 *  - a list renamed on one node is renamed on the other;
 *  - a product's price and stock changed on one node show in the wishlist (Boudoir's
 *    per-product row view, php/commerce/class-product-cache.php) and in the product
 *    page's stock and availability maps read through the other;
 *  - a warm wishlist read costs the same few queries for 10 and 50 items;
 *  - the wishlist alerts run on both nodes at once send one digest.
 */

/**
 * External dependencies
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import {
	catalogue,
	guestActor,
	mailLogPath,
	startSite,
	userActor,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';

const NODE_1 = { headers: { 'X-Boudoir-Node': '1' } };
const NODE_2 = { headers: { 'X-Boudoir-Node': '2' } };
const on = ( node ) => ( node === 1 ? NODE_1 : NODE_2 );

let site;
let shop;
let admin;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
	admin = await userActor( site.url, 'admin' );
} );

after( async () => {
	await site?.stop();
} );

/**
 * The node that served an answer.
 *
 * @param {{headers: Headers}} response An answer through the balancer.
 */
const servedBy = ( response ) => response.headers.get( 'x-boudoir-node' );

/**
 * Changes a product through one node (tests/http/lib/cluster-product.php).
 *
 * @param {number}                 node   1 or 2.
 * @param {number}                 id     A product or variation.
 * @param {Record<string, string>} fields regular_price, stock_quantity.
 */
async function changeProduct( node, id, fields ) {
	const response = await admin.request(
		'POST',
		'/boudoir-cluster-product.php',
		{
			raw: new URLSearchParams( {
				id: String( id ),
				...fields,
			} ).toString(),
			contentType: 'application/x-www-form-urlencoded',
			...on( node ),
		}
	);
	assert.equal( response.status, 200, response.text.slice( 0, 300 ) );
	assert.equal( servedBy( response ), String( node ) );
	return response.json;
}

/**
 * The swatch block's data on a product page read through one node.
 *
 * @param {number} node      1 or 2.
 * @param {number} productId A variable product.
 */
async function swatchData( node, productId ) {
	const response = await admin.request( 'GET', `/?p=${ productId }`, {
		...on( node ),
		headers: { ...on( node ).headers, Accept: 'text/html' },
	} );
	let page = response;
	if ( response.status === 301 || response.status === 302 ) {
		page = await admin.request( 'GET', response.headers.get( 'location' ), {
			...on( node ),
			headers: { ...on( node ).headers, Accept: 'text/html' },
		} );
	}
	assert.equal( page.status, 200, `product ${ productId } page` );
	assert.equal( servedBy( page ), String( node ) );
	const json = page.text.match(
		/<script type="application\/json" class="boudoir-swatches__data">([^<]*)<\/script>/
	)?.[ 1 ];
	assert.ok( json, `the swatch data of product ${ productId }` );
	return JSON.parse( json );
}

test( 'the balancer alternates between the two nodes and says which one served', async () => {
	const nodes = [];
	for ( let i = 0; i < 6; i++ ) {
		nodes.push( servedBy( await admin.get( '/wp-json/' ) ) );
	}
	assert.deepEqual( [ ...new Set( nodes ) ].sort(), [ '1', '2' ] );
	for ( let i = 1; i < nodes.length; i++ ) {
		assert.notEqual( nodes[ i ], nodes[ i - 1 ], `request ${ i + 1 }` );
	}
} );

test( "a shopper's sign-in and REST nonce hold on either node; a list renamed on one is renamed on the other", async () => {
	const shopper = await userActor( site.url, 'shopper' );
	const list = api.expectStatus(
		await api.createList( shopper, 'Made on node 1', 'shared', NODE_1 ),
		201,
		'create on node 1'
	);
	const mine = api.expectStatus(
		await api.myLists( shopper, NODE_2 ),
		200,
		'my lists on node 2'
	);
	assert.ok(
		mine.some( ( each ) => each.id === list.id ),
		'node 2 lists the list node 1 made'
	);
	for ( const [ writer, reader ] of [
		[ 2, 1 ],
		[ 1, 2 ],
	] ) {
		// Read first, so the reading node has the list warm in its cache.
		api.expectStatus(
			await api.readList( shopper, list.token, on( reader ) ),
			200,
			'read before'
		);
		const title = `Renamed on node ${ writer }`;
		api.expectStatus(
			await api.saveTitle( shopper, list.id, title, on( writer ) ),
			200,
			`rename on node ${ writer }`
		);
		const read = api.expectStatus(
			await api.readList( shopper, list.token, on( reader ) ),
			200,
			`read on node ${ reader }`
		);
		assert.equal( read.wishlist_name, title, `node ${ reader } sees it` );
		const listed = api.expectStatus(
			await api.myLists( shopper, on( reader ) ),
			200,
			'my lists'
		);
		assert.equal(
			listed.find( ( each ) => each.id === list.id )?.wishlist_name,
			title
		);
	}
	api.expectStatus(
		await api.deleteList( shopper, list.id, NODE_2 ),
		200,
		'delete on node 2'
	);
	api.expectStatus(
		await api.readList( shopper, list.token, NODE_1 ),
		404,
		'gone on node 1'
	);
} );

test( "a guest's session and nonce from one node are valid on the other", async () => {
	const guest = await guestActor( site.url, 'cluster guest' );
	const product = shop.simple[ 1 ];
	const added = api.expectStatus(
		await api.addItem( guest, { add_to_wishlist: product }, NODE_1 ),
		201,
		'add on node 1'
	);
	assert.ok(
		guest.jar.get( 'boudoir_wishlist_session' ),
		'node 1 started a session'
	);
	// The session's nonce, made by node 2, for a write on node 1 and a read on node 2.
	const nonce = await guest.get( '/?boudoir_dev=nonce', NODE_2 );
	assert.equal( servedBy( nonce ), '2' );
	guest.nonce = nonce.json.nonce;
	const lists = api.expectStatus(
		await api.myLists( guest, NODE_2 ),
		200,
		'my lists on node 2'
	);
	assert.equal( lists.length, 1, 'one default list, on both nodes' );
	assert.equal( lists[ 0 ].item_count, 1 );
	const saved = api.expectStatus(
		await api.savedItems( guest, NODE_1 ),
		200,
		'saved on node 1'
	);
	assert.ok( JSON.stringify( saved ).includes( String( product ) ) );
	api.expectStatus(
		await api.removeItem(
			guest,
			{ remove_from_wishlist: product, wishlist_id: lists[ 0 ].id },
			NODE_1
		),
		200,
		'remove on node 1 with node 2 nonce'
	);
	const afterRemoval = api.expectStatus(
		await api.myLists( guest, NODE_2 ),
		200,
		'my lists on node 2'
	);
	assert.equal( afterRemoval[ 0 ].item_count, 0, 'node 2 sees the removal' );
	assert.ok( added );
} );

test( 'a price or stock changed through one node shows in the wishlist read through the other, at once', async () => {
	const shopper = await userActor( site.url, 'other' );
	const product = shop.simple[ 2 ];
	const list = api.expectStatus(
		await api.createList( shopper, 'Prices across nodes', 'private' ),
		201,
		'create'
	);
	api.expectStatus(
		await api.addItem( shopper, {
			add_to_wishlist: product,
			wishlist_id: list.id,
		} ),
		201,
		'add'
	);
	const item = async ( node ) => {
		const items = api.expectStatus(
			await api.readItems( shopper, list.token, {}, on( node ) ),
			200,
			`items on node ${ node }`
		);
		const found = ( items.items ?? items ).find(
			( each ) => each.product_id === product
		);
		assert.ok( found, 'the item' );
		return found;
	};
	let price = 31;
	for ( const [ writer, reader ] of [
		[ 1, 2 ],
		[ 2, 1 ],
		[ 1, 1 ],
	] ) {
		// Both nodes read (and cache) the product's row view first.
		await item( 1 );
		await item( 2 );
		price += 1.5;
		const stock = Math.round( price );
		await changeProduct( writer, product, {
			regular_price: String( price ),
			stock_quantity: String( stock ),
		} );
		const seen = await item( reader );
		assert.equal(
			Number( seen.price ),
			price,
			`price changed on node ${ writer }, read on node ${ reader }`
		);
		assert.equal( seen.stock_status, 'instock' );
		await changeProduct( writer, product, { stock_quantity: '0' } );
		assert.equal(
			( await item( reader ) ).stock_status,
			'outofstock',
			`stock changed on node ${ writer }, read on node ${ reader }`
		);
		await changeProduct( writer, product, { stock_quantity: '10' } );
	}
} );

test( "a variation's stock changed through one node shows in the product page's stock and availability maps read through the other", async () => {
	// A product under WooCommerce's AJAX threshold prints a stock map; one above it the availability map.
	const small = shop.variable.find(
		( each ) => each.variations.length <= 30
	);
	const large = shop.variable.find( ( each ) => each.variations.length > 30 );
	assert.ok( small && large, 'the demo has both kinds of variable product' );

	const variation = small.variations[ 0 ];
	await swatchData( 2, small.id );
	await changeProduct( 1, variation, { stock_quantity: '3' } );
	assert.equal(
		( await swatchData( 2, small.id ) ).stock?.[ variation ],
		3,
		'the stock map on node 2'
	);
	await changeProduct( 2, variation, { stock_quantity: '7' } );
	assert.equal(
		( await swatchData( 1, small.id ) ).stock?.[ variation ],
		7,
		'the stock map on node 1'
	);

	const inStock = ( data ) => {
		assert.ok( data.availability, 'an availability map' );
		const column = data.availability.attributes.length;
		return data.availability.variations.filter(
			( row ) => row[ column ] === 1
		).length;
	};
	const other = large.variations[ 0 ];
	await changeProduct( 1, other, { stock_quantity: '5' } );
	const inStockBefore = inStock( await swatchData( 2, large.id ) );
	await swatchData( 1, large.id );
	await changeProduct( 1, other, { stock_quantity: '0' } );
	assert.equal(
		inStock( await swatchData( 2, large.id ) ),
		inStockBefore - 1,
		'node 2 shows the variation out of stock'
	);
	await changeProduct( 2, other, { stock_quantity: '5' } );
	assert.equal(
		inStock( await swatchData( 1, large.id ) ),
		inStockBefore,
		'node 1 shows it back in stock'
	);
} );

test( 'a warm wishlist read costs the same few queries for 10 and 50 items, on either node', async ( t ) => {
	const shopper = await userActor( site.url, 'shopper' );
	const list = api.expectStatus(
		await api.createList( shopper, 'Warm reads', 'private' ),
		201,
		'create'
	);
	for ( const product of shop.simple.slice( 0, 20 ) ) {
		api.expectStatus(
			await api.addItem( shopper, {
				add_to_wishlist: product,
				wishlist_id: list.id,
			} ),
			201,
			'add'
		);
	}
	// Then variations up to 50 items (those with an "any" attribute ask for a choice: skipped).
	let count = 20;
	for ( const variable of shop.variable ) {
		for ( const variation of variable.variations ) {
			if ( count >= 50 ) {
				break;
			}
			const added = await api.addItem( shopper, {
				add_to_wishlist: variable.id,
				variation_id: variation,
				wishlist_id: list.id,
			} );
			count += added.status === 201 ? 1 : 0;
		}
	}
	assert.equal( count, 50, 'a list of 50 items' );
	const queries = async ( perPage, node ) => {
		const response = await api.readItems(
			shopper,
			list.token,
			{ per_page: perPage },
			on( node )
		);
		assert.equal( response.status, 200 );
		return Number( response.headers.get( 'x-boudoir-queries' ) );
	};
	// Warm the object cache through node 1, then count on both.
	await queries( 50, 1 );
	await queries( 10, 1 );
	const figures = {
		10: [ await queries( 10, 1 ), await queries( 10, 2 ) ],
		50: [ await queries( 50, 1 ), await queries( 50, 2 ) ],
	};
	t.diagnostic(
		`warm queries per read: 10 items ${ figures[ 10 ].join( '/' ) }, 50 items ${ figures[ 50 ].join( '/' ) } (node 1/node 2)`
	);
	process.stdout.write(
		`# cluster: warm queries per wishlist read — 10 items: ${ figures[ 10 ].join( ' / ' ) }, 50 items: ${ figures[ 50 ].join( ' / ' ) } (node 1 / node 2)\n`
	);
	assert.equal(
		figures[ 10 ][ 0 ],
		figures[ 10 ][ 1 ],
		'the same on both nodes'
	);
	assert.equal( figures[ 50 ][ 0 ], figures[ 10 ][ 0 ], 'no query per item' );
	assert.ok(
		figures[ 50 ][ 0 ] <= 10,
		`few queries (${ figures[ 50 ][ 0 ] })`
	);
} );

test( 'two nodes running the wishlist alerts at the same moment send one digest', async () => {
	const shopper = await userActor( site.url, 'shopper' );
	const product = shop.simple[ 4 ];
	const list = api.expectStatus(
		await api.createList( shopper, 'Alerts across nodes', 'private' ),
		201,
		'create'
	);
	api.expectStatus(
		await api.addItem( shopper, {
			add_to_wishlist: product,
			wishlist_id: list.id,
		} ),
		201,
		'add'
	);
	const run = ( node ) =>
		shopper.request( 'POST', '/?boudoir_dev=alerts_run', {
			nonce: false,
			...on( node ),
		} );
	// What changed before she asked is not news.
	await run( 1 );
	const saved = await shopper.request(
		'POST',
		`/wp-json/boudoir/v1/wishlists/${ list.id }/alerts`,
		{ body: { price_drops: true }, ...NODE_2 }
	);
	assert.equal( saved.status, 200, saved.text );
	await changeProduct( 1, product, { regular_price: '1.50' } );

	const runs = [];
	// Both nodes at once, a few times: one of them takes the job and the day's digest.
	for ( let round = 0; round < 3; round++ ) {
		runs.push( ...( await Promise.all( [ run( 1 ), run( 2 ) ] ) ) );
	}
	for ( const answer of runs ) {
		assert.equal( answer.status, 200, answer.text.slice( 0, 300 ) );
	}
	const served = new Set( runs.map( servedBy ) );
	assert.deepEqual( [ ...served ].sort(), [ '1', '2' ], 'both nodes ran it' );
	const sent = runs.reduce(
		( sum, answer ) => sum + answer.json.digest.sent,
		0
	);
	const failed = runs.reduce(
		( sum, answer ) => sum + answer.json.digest.failed,
		0
	);
	assert.equal( failed, 0 );
	assert.equal( sent, 1, 'one digest among all the runs' );
	const log = mailLogPath();
	const digests = fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) )
		.filter(
			( mail ) =>
				[ mail.to ].flat().includes( 'shopper@boudoir.test' ) &&
				/Good news about your wishlist/.test( mail.subject )
		);
	assert.equal( digests.length, 1, 'one e-mail in the shared mail log' );
	assert.match( digests[ 0 ].message, /1[.,]50/ );
	await api.deleteList( shopper, list.id );
} );

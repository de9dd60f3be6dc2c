/**
 * Security finding 6: guest sessions were unthrottled (200 cookieless adds made 200 sessions,
 * each with a list and an item, in 12 s). A guest's first save starts a session; one network
 * (an IPv4 address, an IPv6 /64) may start `boudoir_guest_session_rate_limit` of them an hour
 * (100 by default), then `429 boudoir_too_many_sessions`. The dev site lifts the limit for its
 * test browsers; these requests ask for a limit of 5 (`X-Boudoir-Test-Session-Limit`).
 */

/**
 * External dependencies
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Internal dependencies
 */
import { catalogue, guestActor, startSite, userActor } from './lib/harness.mjs';
import * as api from './lib/api.mjs';

const LIMIT = 5;
const TRIES = 8;
const headers = { 'X-Boudoir-Test-Session-Limit': String( LIMIT ) };

let site;
let shop;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
} );

after( async () => {
	await site?.stop();
} );

test( `one address starts at most ${ LIMIT } guest sessions an hour`, async () => {
	const answers = [];
	for ( let n = 0; n < TRIES; n++ ) {
		const guest = await guestActor( site.url, `new guest ${ n }` );
		answers.push(
			await api.addItem(
				guest,
				{ add_to_wishlist: shop.simple[ n ] },
				{ headers }
			)
		);
	}
	const started = answers.filter( ( answer ) => answer.status < 300 );
	const refused = answers.filter( ( answer ) => answer.status === 429 );
	assert.ok(
		started.length <= LIMIT,
		`at most ${ LIMIT } new sessions: ${ answers.map( ( answer ) => answer.status ) }`
	);
	assert.equal( started.length + refused.length, TRIES );
	assert.ok( refused.length >= TRIES - LIMIT );
	for ( const answer of refused ) {
		assert.equal(
			answer.json?.code,
			'boudoir_too_many_sessions',
			answer.text
		);
		assert.equal(
			answer.headers.getSetCookie().length,
			0,
			'a refused save starts no session'
		);
	}
	process.stdout.write(
		`[figure] guest sessions: ${ TRIES } cookieless adds from one address with a limit of ${ LIMIT }: ${ started.length } sessions, ${ refused.length } × 429\n`
	);
} );

test( 'guests with a session and signed-in shoppers are not counted', async () => {
	const guest = await guestActor( site.url, 'guest with a session' );
	// Its session started without the test's limit (the dev site lifts it).
	api.expectStatus(
		await api.addItem( guest, { add_to_wishlist: shop.simple[ 10 ] } ),
		201,
		'first save'
	);
	for ( const product of shop.simple.slice( 11, 11 + LIMIT + 2 ) ) {
		const answer = await api.addItem(
			guest,
			{ add_to_wishlist: product },
			{ headers }
		);
		assert.ok( answer.status < 300, answer.text );
	}
	const shopper = await userActor( site.url, 'shopper' );
	const answer = await api.addItem(
		shopper,
		{ add_to_wishlist: shop.simple[ 20 ] },
		{ headers }
	);
	assert.ok( answer.status < 300, answer.text );
} );

/**
 * Security finding 1: a guest's private list was read from another origin of the same site.
 *
 * WordPress's REST server answers any `Origin` with credentialed CORS, and `?_jsonp=` wraps
 * any route's answer in a script; Boudoir's reads know a guest by the session cookie alone,
 * which a browser sends from a page on another port or subdomain of the shop's host
 * (SameSite=Lax). On boudoir/v1 (Read_Guard): a read from another origin is
 * `403 boudoir_cross_site`, JSONP is `400 boudoir_no_jsonp`, and no answer grants another
 * origin credentialed CORS.
 */

/**
 * External dependencies
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Internal dependencies
 */
import { catalogue, guestActor, startSite } from './lib/harness.mjs';
import * as api from './lib/api.mjs';

let site;
let guest;
let list;

before( async () => {
	site = await startSite();
	const shop = await catalogue( site.url );
	guest = await guestActor( site.url, 'origin guest' );
	list = api.expectStatus(
		await api.createList( guest, 'Origin secret' ),
		201,
		'a private list'
	);
	api.expectStatus(
		await api.addItem( guest, {
			add_to_wishlist: shop.simple[ 0 ],
			wishlist_id: list.id,
		} ),
		201,
		'an item'
	);
} );

after( async () => {
	await site?.stop();
} );

test( "a page on another port of the shop's host cannot read a guest's lists", async () => {
	const origin = api.sameSiteOrigin( site.url );
	for ( const path of [
		'/wp-json/boudoir/v1/wishlists',
		`/wp-json/boudoir/v1/wishlists/${ list.token }`,
	] ) {
		const answer = await guest.get( path, {
			nonce: false,
			headers: { Origin: origin },
		} );
		assert.equal( answer.status, 403, `${ path }: ${ answer.text }` );
		assert.equal( answer.json?.code, 'boudoir_cross_site' );
		assert.ok( ! answer.text.includes( 'Origin secret' ), 'no list name' );
		assert.ok( ! answer.text.includes( list.token ), 'no token' );
		assert.equal(
			answer.headers.get( 'access-control-allow-credentials' ),
			null,
			`${ path }: no credentialed CORS for ${ origin }`
		);
		assert.equal(
			answer.headers.get( 'access-control-allow-origin' ),
			null,
			`${ path }: no CORS origin for ${ origin }`
		);
		const fetchSite = await guest.get( path, {
			nonce: false,
			headers: { 'Sec-Fetch-Site': 'same-site' },
		} );
		assert.equal(
			fetchSite.status,
			403,
			`${ path }: Sec-Fetch-Site same-site`
		);
	}
	// The shop's own pages still read them.
	const own = await guest.get( '/wp-json/boudoir/v1/wishlists', {
		nonce: false,
		headers: {
			Origin: new URL( site.url ).origin,
			'Sec-Fetch-Site': 'same-origin',
		},
	} );
	assert.equal( own.status, 200, own.text );
	assert.ok( own.text.includes( 'Origin secret' ) );
	// A CORS preflight from that origin is not granted credentials either.
	const preflight = await guest.request(
		'OPTIONS',
		'/wp-json/boudoir/v1/wishlists',
		{
			nonce: false,
			headers: {
				Origin: origin,
				'Access-Control-Request-Method': 'GET',
			},
		}
	);
	assert.equal(
		preflight.headers.get( 'access-control-allow-credentials' ),
		null,
		'preflight'
	);
} );

test( 'boudoir/v1 answers no JSONP', async () => {
	const answer = await guest.get(
		'/wp-json/boudoir/v1/wishlists?_jsonp=steal',
		{ nonce: false }
	);
	assert.equal( answer.status, 400, answer.text );
	assert.ok( ! answer.text.includes( 'Origin secret' ), answer.text );
	assert.ok( answer.text.includes( 'boudoir_no_jsonp' ), answer.text );
} );

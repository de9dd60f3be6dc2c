/**
 * Wishlist alerts' links over real HTTP (issue 37): the confirmation link a guest is mailed and
 * the unsubscribe link of every alert are unguessable, single-purpose and CSRF-safe.
 *
 * - Opening a link (GET, what a mail scanner or a link preview does) changes nothing: it shows a
 *   page with one button.
 * - The button, or a mail client's one-click unsubscribe (RFC 8058: a cookieless POST of
 *   `List-Unsubscribe=One-Click`), does the one thing its token names; a confirmation token does
 *   not unsubscribe, an unsubscribe token does not confirm, a made-up token does nothing, and a
 *   confirmation token is spent by its use.
 * - The token is the only credential: the owner's cookies do not stand in for it.
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

let site;
let shop;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
} );

after( async () => {
	await site?.stop();
} );

/**
 * The mails in the dev site's log sent to an address.
 *
 * @param {string} to The address.
 * @return {Array<{to: string, subject: string, message: string, headers: string|string[]}>} The mails.
 */
function mailsTo( to ) {
	const log = mailLogPath();
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	return fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) )
		.filter( ( mail ) => [ mail.to ].flat().includes( to ) );
}

/**
 * A link's page, as a cookieless client asks it.
 *
 * @param {string} url    The link.
 * @param {string} method GET or POST.
 * @param {Object} init   More fetch options.
 * @return {Promise<{status: number, text: string, headers: Headers}>} The answer.
 */
async function follow( url, method = 'GET', init = {} ) {
	const response = await fetch( url, {
		method,
		redirect: 'manual',
		...init,
	} );
	return {
		status: response.status,
		text: await response.text(),
		headers: response.headers,
	};
}

const alertsOf = async ( actor, id ) =>
	( await actor.get( `/wp-json/boudoir/v1/wishlists/${ id }/alerts` ) ).json
		?.alerts;

test( 'a guest confirms her address by the button of the mailed link, once', async () => {
	const email = `guest-${ Date.now() }@boudoir.test`;
	const guest = await guestActor( site.url, 'alerts guest' );
	const list = api.expectStatus(
		await api.createList( guest, 'Alerts' ),
		201,
		'the guest makes a list'
	);
	api.expectStatus(
		await api.addItem( guest, {
			add_to_wishlist: shop.simple[ 0 ],
			wishlist_id: list.id,
		} ),
		201,
		'and saves an item'
	);
	const saved = await guest.post(
		`/wp-json/boudoir/v1/wishlists/${ list.id }/alerts`,
		{ price_drops: true, back_in_stock: true, email }
	);
	assert.equal( saved.status, 200, saved.text );
	assert.equal( saved.json.alerts.contact.status, 'pending' );

	const mails = mailsTo( email );
	assert.equal( mails.length, 1, 'one confirmation e-mail' );
	const link = mails[ 0 ].message
		.match( /href="([^"]*boudoir_alerts=confirm[^"]*)"/ )?.[ 1 ]
		?.replace( /&#038;|&amp;/g, '&' );
	assert.ok( link, 'the e-mail holds the confirmation link' );
	const token = new URL( link ).searchParams.get( 'token' );
	assert.match( token, /^[A-Za-z0-9_-]{32}$/, '192 random bits' );

	// Opening it, as a scanner would, changes nothing.
	for ( const method of [ 'GET', 'HEAD' ] ) {
		const opened = await follow( link, method );
		assert.equal( opened.status, 200 );
		assert.match( opened.headers.get( 'cache-control' ), /no-store/ );
	}
	const page = await follow( link );
	assert.match(
		page.text,
		/<button type="submit">Confirm my address<\/button>/
	);
	assert.match( page.text, /<html lang="en-US" dir="ltr">/ );
	assert.equal(
		( await alertsOf( guest, list.id ) ).contact.status,
		'pending'
	);

	// A made-up token, and the right one on the other link, do nothing.
	const madeUp = link.replace( token, 'A'.repeat( 32 ) );
	assert.equal( ( await follow( madeUp, 'POST' ) ).status, 404 );
	const crossed = link.replace(
		'boudoir_alerts=confirm',
		'boudoir_alerts=unsubscribe'
	);
	assert.equal(
		( await follow( crossed, 'POST' ) ).status,
		404,
		'a confirmation token does not unsubscribe'
	);
	assert.equal(
		( await alertsOf( guest, list.id ) ).contact.status,
		'pending'
	);

	// The button: a POST from the page (its own origin), without the shopper's cookies.
	const confirmed = await follow( link, 'POST', {
		headers: { Origin: site.url },
	} );
	assert.equal( confirmed.status, 200 );
	assert.match( confirmed.text, /Your address is confirmed/ );
	assert.equal(
		( await alertsOf( guest, list.id ) ).contact.status,
		'confirmed'
	);
	assert.equal( ( await follow( link, 'POST' ) ).status, 404, 'spent' );
} );

/**
 * The e-mail's headers as one string.
 *
 * @param {{headers: string|string[]}} mail A mail of the log.
 */
const headersOf = ( mail ) => [ mail.headers ].flat().join( '\n' );

const state = {};

test( "the shop's changes: one digest per opted-in shopper, none to the unsubscribed or the unconfirmed", async () => {
	const cheaper = shop.simple[ 1 ];
	const restocked = shop.out_of_stock[ 0 ];
	assert.ok( restocked, 'the demo shop has a variation out of stock' );
	const run = ( what, query = '' ) =>
		fetch( `${ site.url }/?boudoir_dev=${ what }${ query }`, {
			method: 'POST',
		} ).then( ( response ) => response.json() );
	// Changes made before anyone asked are not news.
	await run( 'alerts_run' );

	const optIn = async ( actor, email, products ) => {
		const list = api.expectStatus(
			await api.createList(
				actor,
				`Alerts ${ actor.label } ${ Date.now() }`
			),
			201,
			`${ actor.label } makes a list`
		);
		for ( const product of products ) {
			api.expectStatus(
				await api.addItem( actor, {
					...product,
					wishlist_id: list.id,
				} ),
				201,
				`${ actor.label } saves ${ JSON.stringify( product ) }`
			);
		}
		const saved = await actor.post(
			`/wp-json/boudoir/v1/wishlists/${ list.id }/alerts`,
			{
				price_drops: true,
				back_in_stock: true,
				...( email ? { email } : {} ),
			}
		);
		assert.equal( saved.status, 200, saved.text );
		return list;
	};
	const both = [
		{ add_to_wishlist: cheaper },
		{ add_to_wishlist: restocked.id, variation_id: restocked.variation },
	];
	const shopper = await userActor( site.url, 'shopper' );
	const other = await userActor( site.url, 'other' );
	const stamp = Date.now();
	const confirmedGuest = await guestActor( site.url, 'confirmed guest' );
	const waitingGuest = await guestActor( site.url, 'unconfirmed guest' );
	const confirmedEmail = `confirmed-${ stamp }@boudoir.test`;
	const waitingEmail = `waiting-${ stamp }@boudoir.test`;
	state.shopperList = await optIn( shopper, null, both );
	const otherList = await optIn( other, null, both );
	await optIn( confirmedGuest, confirmedEmail, [ both[ 1 ] ] );
	await optIn( waitingGuest, waitingEmail, both );
	// The confirmed guest follows her link; `other` unsubscribes from the wishlist page.
	const link = mailsTo( confirmedEmail )[ 0 ]
		.message.match( /href="([^"]*boudoir_alerts=confirm[^"]*)"/ )[ 1 ]
		.replace( /&#038;|&amp;/g, '&' );
	assert.equal( ( await follow( link, 'POST' ) ).status, 200 );
	assert.equal(
		(
			await other.request(
				'DELETE',
				`/wp-json/boudoir/v1/wishlists/${ otherList.id }/alerts`
			)
		).status,
		200
	);

	const changed = await run(
		'alerts_changes',
		`&lower=${ cheaper }&restock=${ restocked.variation }`
	);
	assert.ok(
		changed.lowered && changed.restocked,
		JSON.stringify( changed )
	);
	const first = await run( 'alerts_run' );
	assert.equal( first.digest.failed, 0, JSON.stringify( first ) );

	const shopperMail = mailsTo( 'shopper@boudoir.test' ).filter( ( mail ) =>
		/Good news about your wishlist/.test( mail.subject )
	);
	assert.equal( shopperMail.length, 1, 'one digest for the shopper' );
	const text = shopperMail[ 0 ].message;
	assert.match(
		text,
		new RegExp( `now [^<]*${ changed.lowered.replace( '.', '[.,]' ) }` ),
		'the new price'
	);
	assert.match( text, /back in stock/, 'the variation back in stock' );
	assert.match( text, /utm_campaign=wishlist-alert/ );
	state.shopperDigest = shopperMail[ 0 ];

	const guestMail = mailsTo( confirmedEmail ).filter( ( mail ) =>
		/Good news/.test( mail.subject )
	);
	assert.equal( guestMail.length, 1, 'one digest for the confirmed guest' );
	assert.match( guestMail[ 0 ].message, /back in stock/ );
	assert.doesNotMatch(
		guestMail[ 0 ].message,
		/now /,
		'only what her list holds'
	);
	assert.equal(
		mailsTo( 'other@boudoir.test' ).filter( ( mail ) =>
			/Good news/.test( mail.subject )
		).length,
		0,
		'none to the shopper who turned them off'
	);
	assert.equal(
		mailsTo( waitingEmail ).filter( ( mail ) =>
			/Good news/.test( mail.subject )
		).length,
		0,
		'none to the unconfirmed guest'
	);

	const again = await run( 'alerts_run' );
	assert.equal(
		again.digest.sent,
		0,
		'the next run sends nothing more today'
	);
} );

test( 'one click unsubscribes (RFC 8058), and only with the right token', async () => {
	assert.ok( state.shopperDigest, 'the digest of the test before' );
	const shopper = await userActor( site.url, 'shopper' );
	const list = state.shopperList;
	const headers = headersOf( state.shopperDigest );
	assert.match(
		headers,
		/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m
	);
	const link = headers.match( /^List-Unsubscribe: <([^>]+)>$/m )?.[ 1 ];
	assert.match( link, /boudoir_alerts=unsubscribe&token=[A-Za-z0-9_-]{32}$/ );
	assert.ok(
		state.shopperDigest.message.includes( link.replace( /&/g, '&#038;' ) ),
		'the same link in the e-mail'
	);
	// A forged one-click from another site without the token does nothing.
	const forged = await follow(
		link.replace( /token=.*/, `token=${ 'B'.repeat( 32 ) }` ),
		'POST',
		{
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: api.FOREIGN_ORIGIN,
			},
			body: 'List-Unsubscribe=One-Click',
		}
	);
	assert.equal( forged.status, 404 );
	assert.equal(
		( await alertsOf( shopper, list.id ) ).list.price_drops,
		true
	);

	// Opening the link changes nothing; the mail client's one-click POST does.
	assert.equal( ( await follow( link ) ).status, 200 );
	assert.equal(
		( await alertsOf( shopper, list.id ) ).list.price_drops,
		true
	);
	const clicked = await follow( link, 'POST', {
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: 'List-Unsubscribe=One-Click',
	} );
	assert.equal( clicked.status, 200 );
	assert.match( clicked.text, /You are unsubscribed/ );
	assert.equal(
		( await alertsOf( shopper, list.id ) ).list.price_drops,
		false
	);
} );

test( 'a digest\'s "Add to cart" link adds its item once and lands on the cart', async () => {
	assert.ok( state.shopperDigest, 'the digest of the test before' );
	const links = [
		...state.shopperDigest.message.matchAll(
			/href="([^"]*boudoir_alerts=cart[^"]*)"/g
		),
	].map( ( match ) => match[ 1 ].replace( /&#038;|&amp;/g, '&' ) );
	assert.equal( links.length, 2, 'one per item of the digest' );
	assert.notEqual( links[ 0 ], links[ 1 ] );
	const reader = await guestActor( site.url, 'reader of the e-mail' );
	const opened = await reader.request( 'GET', links[ 0 ], { nonce: false } );
	assert.equal( opened.status, 200 );
	assert.match( opened.text, /<button type="submit">Add to cart<\/button>/ );
	const cartItems = async () =>
		( await reader.get( '/wp-json/wc/store/v1/cart', { nonce: false } ) )
			.json?.items ?? [];
	assert.equal(
		( await cartItems() ).length,
		0,
		'opening the link adds nothing'
	);

	const added = await reader.request( 'POST', links[ 0 ], { nonce: false } );
	assert.equal( added.status, 303, added.text.slice( 0, 200 ) );
	const location = new URL( added.headers.get( 'location' ) );
	assert.equal( location.pathname, '/cart/' );
	assert.equal(
		location.searchParams.get( 'utm_campaign' ),
		'wishlist-alert'
	);
	assert.equal( ( await cartItems() ).length, 1, 'the item is in the cart' );
	const cartPage = await reader.request( 'GET', location.href, {
		nonce: false,
	} );
	assert.match(
		cartPage.text,
		/from your wishlist has been added to your cart/,
		'the notice on the cart page'
	);

	const again = await reader.request( 'POST', links[ 0 ], { nonce: false } );
	assert.equal( again.status, 404, 'a link works once' );
	assert.match( again.text, /This link no longer works/ );
	assert.equal( ( await cartItems() ).length, 1 );
} );

test( 'the Alerts report counts what was sent, opened by a click and added to a cart', async () => {
	assert.ok( state.shopperDigest, 'the digest of the tests before' );
	const open = state.shopperDigest.message
		.match( /href="([^"]*boudoir_alerts=open[^"]*)"/ )[ 1 ]
		.replace( /&#038;|&amp;/g, '&' );
	const followed = await follow( open );
	assert.equal( followed.status, 302 );
	const target = new URL( followed.headers.get( 'location' ) );
	assert.match( target.pathname, /^\/product\// );
	assert.equal( target.searchParams.get( 'utm_campaign' ), 'wishlist-alert' );
	await follow( open );

	const admin = await userActor( site.url, 'admin' );
	const page = await admin.request(
		'GET',
		'/wp-admin/index.php?page=boudoir-alerts-report',
		{ nonce: false }
	);
	assert.equal( page.status, 200 );
	const firstWeek = page.text
		.match(
			/<tbody><tr><th scope="row">[^<]*<\/th>((?:<td>[^<]*<\/td>){5})/
		)?.[ 1 ]
		?.match( /<td>([^<]*)<\/td>/g )
		.map( ( cell ) => cell.replace( /<\/?td>/g, '' ) );
	assert.ok( firstWeek, 'the week table' );
	// Sent: the shopper's and the confirmed guest's; opened: the shopper's (one link, twice);
	// added: the one "Add to cart" of the test before.
	assert.deepEqual( firstWeek.slice( 0, 4 ), [ '2', '1', '1', '0' ] );
	const shopper = await userActor( site.url, 'shopper' );
	const denied = await shopper.request(
		'GET',
		'/wp-admin/index.php?page=boudoir-alerts-report',
		{ nonce: false }
	);
	assert.notEqual( denied.status, 200, 'managers only' );
} );

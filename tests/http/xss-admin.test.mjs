/**
 * Stored XSS on the shop's own screens: what shoppers and guests type, and what
 * their browsers send, reaches wp-admin only as text. As a signed-in shopper and as
 * a guest, the payloads of lib/xss.mjs go in as list names, estimate names, e-mail
 * addresses (the forms is_email() lets through, quotes included), notes and the
 * `sbjs_*` attribution cookies an estimate request reads; and as every order
 * attribution field of orders placed through the Store API checkout (`extensions`)
 * and the classic checkout (the hidden `wc_order_attribution_*` inputs).
 *
 * Then, as `admin`: the Estimates list (every page), one estimate's own screen (there
 * is none: requests are read-only, so WordPress refuses it without printing them),
 * each order's edit screen with Boudoir's "Order attribution" box, the orders list,
 * and the personal data export's HTML (what WordPress puts in index.html, from
 * Boudoir's exporters; rendered by core's own function through lib/site-tool.php,
 * PHP here having no ZipArchive for the real file). Boudoir prints nothing on the
 * user profile or elsewhere in wp-admin (php/ has no other admin output).
 *
 * Proved for each: no payload survives as markup (the detector of lib/xss.mjs: no
 * element, attribute, event handler or javascript: URL), every stored value is
 * plain text (input sanitized), AND every stored value — read from the database,
 * not guessed — is shown as text where it belongs (the row's cell, the box's line,
 * the export's cell), so a screen that drops a value, or a test that reads the
 * wrong page, fails. Stored values are compared entity-decoded on both sides:
 * esc_html() does not encode an entity twice, so a stored `&lt;` shows as `<`.
 *
 * Late escaping is proved on its own too: raw payloads written straight into the
 * meta of an estimate and of orders (what an import, another plugin or WooCommerce's
 * own attribution before it was switched off could leave) show as text, never as
 * markup. Last, every screen is loaded in Chromium (Debian's, offline) as the
 * admin: `xss7357()`, which every payload calls, is never called, and the rendered
 * DOM holds no element, attribute or script from a payload.
 */

/**
 * External dependencies
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	Actor,
	catalogue,
	debugLog,
	guestActor,
	logProblems,
	newUserActor,
	pool,
	startSite,
	userActor,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';
import { available as siteToolAvailable, siteTool } from './lib/site-tool.mjs';
import {
	LAUNCH_OPTIONS,
	countingContext,
	MARK,
	PAYLOADS,
	liveInDom,
	liveMarkup,
} from './lib/xss.mjs';

/** This run's mark in e-mail addresses and user names (the site may hold earlier rows). */
const RUN = `x${ Date.now().toString( 36 ) }`;

/** The Store API's order attribution extension (WooCommerce's name). */
const EXTENSION = 'woocommerce/order-attribution';

/** The order attribution fields (WooCommerce's, as php/commerce/class-woo-order-attribution.php maps them to sourcebuster's cookies). */
const ATTRIBUTION = {
	source_type: [ 'sbjs_current', 'typ' ],
	referrer: [ 'sbjs_current_add', 'rf' ],
	utm_campaign: [ 'sbjs_current', 'cmp' ],
	utm_source: [ 'sbjs_current', 'src' ],
	utm_medium: [ 'sbjs_current', 'mdm' ],
	utm_content: [ 'sbjs_current', 'cnt' ],
	utm_id: [ 'sbjs_current', 'id' ],
	utm_term: [ 'sbjs_current', 'trm' ],
	utm_source_platform: [ 'sbjs_current', 'plt' ],
	utm_creative_format: [ 'sbjs_current', 'fmt' ],
	utm_marketing_tactic: [ 'sbjs_current', 'tct' ],
	session_entry: [ 'sbjs_current_add', 'ep' ],
	session_start_time: [ 'sbjs_current_add', 'fd' ],
	session_pages: [ 'sbjs_session', 'pgs' ],
	session_count: [ 'sbjs_udata', 'vst' ],
	user_agent: [ 'sbjs_udata', 'uag' ],
};
const FIELDS = Object.keys( ATTRIBUTION );

/** Where WooCommerce (and Boudoir for it) keeps each field on an order. */
const META_PREFIX = '_wc_order_attribution_';

const HTML = { headers: { Accept: 'text/html' } };

let site;
let shop;
let admin;
let shopper;
let logMark;
/** What went in: estimates (with their post ids once found), orders, the raw rows. */
const sent = { estimates: [], orders: [], planted: { estimate: null } };

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
	admin = await userActor( site.url, 'admin' );
	// A shopper of this run only: their privacy export holds exactly what this file sent.
	shopper = await newUserActor( site.url, admin, `xss-admin-${ RUN }` );
	logMark = debugLog.mark();
} );

after( async () => {
	await site?.stop();
} );

/**
 * The payload for a slot: payloads rotate over fields and rows so each one lands in many places.
 *
 * @param {number} index A running number.
 */
const payloadAt = ( index ) => PAYLOADS[ index % PAYLOADS.length ];

/**
 * HTML entities decoded (the named ones WordPress writes for escaped text, and numeric ones).
 *
 * @param {string} text Text with entities.
 */
function decodeEntities( text ) {
	const named = {
		amp: '&',
		lt: '<',
		gt: '>',
		quot: '"',
		apos: "'",
		nbsp: ' ',
	};
	return text.replace(
		/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
		( entity, body ) => {
			if ( body[ 0 ] === '#' ) {
				const code =
					body[ 1 ].toLowerCase() === 'x'
						? parseInt( body.slice( 2 ), 16 )
						: parseInt( body.slice( 1 ), 10 );
				return code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: entity;
			}
			return named[ body.toLowerCase() ] ?? entity;
		}
	);
}

/**
 * A stored value as it reads on a screen: entities decoded, runs of white space as one space.
 *
 * @param {string} value A stored value.
 */
const asShown = ( value ) =>
	decodeEntities( String( value ) ).replace( /\s+/g, ' ' ).trim();

/**
 * The text a browser shows for some server HTML: scripts and styles dropped, tags as
 * spaces, entities decoded, white space collapsed.
 *
 * @param {string} html HTML.
 */
const visibleText = ( html ) =>
	asShown(
		html
			.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, ' ' )
			.replace( /<[a-zA-Z/!?][^>]*>/g, ' ' )
	);

/**
 * What WordPress's title filters (wptexturize) make of quotes, dashes and ellipses, undone, to compare titles.
 *
 * @param {string} text Shown text.
 */
const untexturized = ( text ) =>
	text
		.replace( /[\u2018\u2019\u201a\u2032]/g, "'" )
		.replace( /[\u201c\u201d\u201e\u2033]/g, '"' )
		.replace( /[\u2013\u2014-]+/g, '-' )
		.replace( /\u2026/g, '...' )
		.replace( /\u00d7/g, 'x' );

/**
 * Markup in a stored value: a tag or a comment (plain text has none).
 *
 * @param {string} value A stored value.
 */
const hasMarkup = ( value ) => /<[a-zA-Z!/?]/.test( String( value ) );

/**
 * One wp-admin screen as the admin sees it.
 *
 * @param {string} path The screen, under the site.
 * @return {Promise<{status: number, text: string}>} The answer.
 */
const adminScreen = ( path ) => admin.get( path, HTML );

/**
 * A `sbjs_*` cookie's value as sourcebuster writes it (`k=v|||k=v`), URL-encoded.
 *
 * @param {Record<string, string>} pairs Key → value.
 */
const sbjsCookie = ( pairs ) =>
	encodeURIComponent(
		Object.entries( pairs )
			.map( ( [ key, value ] ) => `${ key }=${ value }` )
			.join( '|||' )
	);

/**
 * Gives an actor the `sbjs_*` cookies of a visit whose every attribution value is a payload.
 *
 * @param {import('./lib/harness.mjs').Actor} actor  The shopper's browser.
 * @param {number}                            offset Where the payloads start.
 */
function attributionCookies( actor, offset ) {
	const cookies = {};
	FIELDS.forEach( ( field, index ) => {
		const [ cookie, key ] = ATTRIBUTION[ field ];
		cookies[ cookie ] ??= {};
		cookies[ cookie ][ key ] = payloadAt( offset + index );
	} );
	for ( const [ cookie, pairs ] of Object.entries( cookies ) ) {
		actor.jar.cookies.set( cookie, sbjsCookie( pairs ) );
	}
}

/**
 * Attribution values for an order, each field a payload.
 *
 * @param {number} offset Where the payloads start.
 */
const attributionValues = ( offset ) =>
	Object.fromEntries(
		FIELDS.map( ( field, index ) => [ field, payloadAt( offset + index ) ] )
	);

/**
 * A typed e-mail that is_email() accepts: every third one carries quotes and a handler-like text.
 *
 * @param {number} index The estimate.
 */
const emailFor = ( index ) =>
	index % 3 === 0
		? `x'onmouseover='${ MARK }'.${ RUN }.${ index }@boudoir.test`
		: `${ MARK }.${ RUN }.${ index }@boudoir.test`;

/**
 * A fresh guest with one product in its cart (the Store API, with its nonce).
 *
 * @param {string} label   A name for messages.
 * @param {number} product A simple product.
 */
async function guestWithCart( label, product ) {
	const buyer = await guestActor( site.url, label );
	const cart = await buyer.get( '/wp-json/wc/store/v1/cart' );
	api.expectStatus(
		await buyer.request( 'POST', '/wp-json/wc/store/v1/cart/add-item', {
			body: { id: product, quantity: 1 },
			headers: { Nonce: cart.headers.get( 'nonce' ) },
		} ),
		201,
		`${ label } fills the cart`
	);
	return buyer;
}

/** A billing address the checkouts accept. */
const BILLING = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '1 rue de la Paix',
	city: 'Paris',
	postcode: '75002',
	country: 'FR',
	email: 'ada@boudoir.test',
	// WooCommerce 9.x's classic checkout requires a phone by default (the double follows it).
	phone: '+33 1 23 45 67 89',
};

/**
 * The same address to ship to, as the block checkout sends it with every order that needs
 * shipping (WooCommerce 10 refuses a checkout without it: woocommerce_rest_invalid_address).
 */
const SHIPPING = Object.fromEntries(
	Object.entries( BILLING ).filter( ( [ field ] ) => field !== 'email' )
);

/**
 * Places an order through the Store API checkout, its attribution in `extensions`.
 *
 * @param {Record<string, string>} attribution Field → value.
 * @param {number}                 product     What is bought.
 * @return {Promise<number>} The order id.
 */
async function placeStoreApiOrder( attribution, product ) {
	const buyer = await guestWithCart( 'Store API buyer', product );
	const cart = await buyer.get( '/wp-json/wc/store/v1/cart' );
	const order = api.expectStatus(
		await buyer.request( 'POST', '/wp-json/wc/store/v1/checkout', {
			headers: { Nonce: cart.headers.get( 'nonce' ) },
			body: {
				billing_address: BILLING,
				shipping_address: SHIPPING,
				payment_method: 'cod',
				extensions: { [ EXTENSION ]: attribution },
			},
		} ),
		200,
		'Store API checkout'
	);
	return order.order_id;
}

/**
 * Places an order through the classic checkout form, its attribution in the hidden inputs.
 *
 * @param {Record<string, string>} attribution Field → value.
 * @param {number}                 product     What is bought.
 * @return {Promise<number>} The order id.
 */
async function placeClassicOrder( attribution, product ) {
	const buyer = await guestWithCart( 'classic buyer', product );
	const page = await buyer.get( '/checkout/', HTML );
	const form = page.text.match(
		/<form[^>]*name="checkout"[^>]*>[\s\S]*?<\/form>/
	)?.[ 0 ];
	assert.ok( form, 'the classic checkout page has its form' );
	const nonce = form.match(
		/name="woocommerce-process-checkout-nonce" value="([^"]+)"/
	)?.[ 1 ];
	const inputs = [
		...form.matchAll( /name="(wc_order_attribution_[a-z_]+)"/g ),
	].map( ( [ , name ] ) => name );
	assert.deepEqual(
		inputs.sort(),
		FIELDS.map( ( field ) => `wc_order_attribution_${ field }` ).sort(),
		'the form has one hidden input per attribution field'
	);
	const action = decodeEntities(
		form.match( /action="([^"]+)"/ )?.[ 1 ] ?? `${ site.url }/checkout/`
	);
	const fields = {
		...Object.fromEntries(
			Object.entries( BILLING ).map( ( [ key, value ] ) => [
				`billing_${ key }`,
				value,
			] )
		),
		...Object.fromEntries(
			Object.entries( attribution ).map( ( [ field, value ] ) => [
				`wc_order_attribution_${ field }`,
				value,
			] )
		),
		order_comments: '',
		payment_method: 'cod',
		woocommerce_checkout_place_order: 'Place order',
		'woocommerce-process-checkout-nonce': nonce,
		_wp_http_referer: '/checkout/',
	};
	const placed = await buyer.request( 'POST', action, {
		raw: api.formEncode( fields ),
		contentType: 'application/x-www-form-urlencoded',
		headers: { Accept: 'text/html' },
	} );
	const location = placed.headers.get( 'location' ) ?? '';
	const id = Number( /order-received\/(\d+)/.exec( location )?.[ 1 ] );
	assert.ok(
		placed.status === 302 && id > 0,
		`the classic checkout placed the order (HTTP ${ placed.status }, Location ${ location }): ${ placed.text.slice( 0, 300 ) }`
	);
	return id;
}

/**
 * Where wp-admin shows an order, for the order storage in use (HPOS: WooCommerce's screens;
 * posts: WordPress's, as the double): its edit screen, the Processing list (cash on delivery's
 * orders) and its row's id there (the dev site's admin route).
 *
 * @param {number} id The order.
 * @return {Promise<{edit: string, processing: string, row: string}>} The screens.
 */
async function orderScreens( id ) {
	return api.expectStatus(
		await admin.get( `/wp-json/boudoir-dev/v1/orders/${ id }` ),
		200,
		`order ${ id }`
	).screens;
}

/**
 * An order's stored attribution (the dev site's admin route: the order's meta), field → value.
 *
 * @param {number} id The order.
 */
async function storedAttribution( id ) {
	const order = api.expectStatus(
		await admin.get( `/wp-json/boudoir-dev/v1/orders/${ id }` ),
		200,
		`order ${ id }`
	);
	return Object.fromEntries(
		Object.entries( order.meta )
			.filter( ( [ key ] ) => key.startsWith( META_PREFIX ) )
			.map( ( [ key, value ] ) => [
				key.slice( META_PREFIX.length ),
				String( value ),
			] )
	);
}

/**
 * The rows of every page of the Estimates list: post id → { html, cells: column → html }.
 *
 * @return {Promise<{rows: Map<number, {html: string, cells: Record<string, string>}>, pages: Array<{path: string, text: string}>}>} Rows and pages.
 */
async function estimateRows() {
	const rows = new Map();
	const pages = [];
	for ( let paged = 1; paged < 50; paged++ ) {
		// By id, newest first: a stable order (requests sent in the same second tie on the date).
		const path = `/wp-admin/edit.php?post_type=boudoir_estimate&orderby=ID&order=desc&paged=${ paged }`;
		const screen = await adminScreen( path );
		assert.equal(
			screen.status,
			200,
			`${ path }: HTTP ${ screen.status }`
		);
		pages.push( { path, text: screen.text } );
		const body =
			screen.text.match(
				/<tbody id="the-list"[\s\S]*?<\/tbody>/
			)?.[ 0 ] ?? '';
		for ( const [ html, id ] of body.matchAll(
			/<tr id="post-(\d+)"[\s\S]*?<\/tr>/g
		) ) {
			const cells = {};
			// The title is a row header from WordPress 7.1 (`<th scope="row">`), a cell before.
			for ( const [ , , column, cell ] of html.matchAll(
				/<(td|th)(?: scope=['"]row['"])? class=['"]([a-z_]+) column-[^'"]*['"][^>]*>([\s\S]*?)<\/\1>/g
			) ) {
				cells[ column ] = cell;
			}
			rows.set( Number( id ), { html, cells } );
		}
		const pagesTotal = Number(
			screen.text.match( /class=['"]total-pages['"]>(\d+)</ )?.[ 1 ] ?? 1
		);
		if ( paged >= pagesTotal ) {
			break;
		}
	}
	return { rows, pages };
}

/**
 * The dt/dd lines of the Order attribution box on an order's edit screen.
 *
 * @param {string} html The screen.
 * @return {{box: string, lines: Array<[string, string]>}|null} The box's HTML and its lines as shown, or null.
 */
function attributionBox( html ) {
	const box = html.match(
		/<div id="boudoir-order-attribution"[\s\S]*?<\/dl>/
	)?.[ 0 ];
	if ( ! box ) {
		return null;
	}
	const lines = [
		...box.matchAll( /<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g ),
	].map( ( [ , label, value ] ) => [
		visibleText( label ),
		visibleText( value ),
	] );
	return { box, lines };
}

/**
 * Problems of one order's edit screen: live markup anywhere, a stored value not shown as its line.
 *
 * @param {{id: number, stored: Record<string, string>, screens: {edit: string}}} order The order,
 *                                                                                      its attribution meta (field → value) and its screens (orderScreens()).
 * @return {Promise<string[]>} What is wrong.
 */
async function orderScreenProblems( { id, stored, screens } ) {
	const problems = [];
	const screen = await adminScreen( screens.edit );
	if ( screen.status !== 200 ) {
		return [ `order ${ id }: HTTP ${ screen.status }` ];
	}
	for ( const found of liveMarkup( screen.text ) ) {
		problems.push( `order ${ id }: ${ found }` );
	}
	const box = attributionBox( screen.text );
	if ( ! box ) {
		return [ ...problems, `order ${ id }: no Order attribution box` ];
	}
	const shown = box.lines.map( ( [ , value ] ) => value );
	for ( const [ field, value ] of Object.entries( stored ) ) {
		// The device type is shown by its label (Desktop, Mobile…), told from the user agent.
		if ( field !== 'device_type' && ! shown.includes( asShown( value ) ) ) {
			problems.push(
				`order ${ id }: ${ field } ${ JSON.stringify( value ) } is not shown as a line of the box (lines: ${ JSON.stringify( box.lines ) })`
			);
		}
	}
	return problems;
}

/**
 * The shopper's browser for one request: their session, cookies of its own (the `sbjs_*` ones differ per request).
 */
function shopperBrowser() {
	const browser = new Actor( site.url, shopper.label );
	browser.jar = shopper.jar.clone();
	browser.nonce = shopper.nonce;
	browser.user = shopper.user;
	return browser;
}

/**
 * One payload, as a signed-in shopper (even indexes) or a guest: a list named with it, an
 * item, and an estimate request whose name, notes and attribution cookies carry payloads.
 *
 * @param {number} index   The payload's index.
 * @param {string} payload The payload.
 * @return {Promise<{index: number, email: string, by: string}>} What was sent.
 */
async function submitEstimate( index, payload ) {
	const asker =
		index % 2
			? await guestActor( site.url, `guest ${ index }` )
			: shopperBrowser();
	let created = await api.createList( asker, payload, 'shared' );
	if ( created.status === 400 ) {
		// Nothing was left of the name once sanitized: a refusal, not a leak; the list still goes in.
		created = await api.createList(
			asker,
			`List ${ index } ${ MARK }`,
			'shared'
		);
	}
	const list = api.expectStatus( created, 201, `list #${ index }` );
	api.expectStatus(
		await api.addItem( asker, {
			add_to_wishlist: shop.simple[ index % shop.simple.length ],
			wishlist_id: list.id,
		} ),
		201,
		`add to list #${ index }`
	);
	attributionCookies( asker, index );
	const fields = {
		name: payload.slice( 0, 100 ),
		email: emailFor( index ),
		notes: `${ payload }\n${ payloadAt( index + 1 ) }`,
		copy: true,
	};
	let answer = await api.askEstimate( asker, list.token, fields );
	if ( answer.json?.code === 'boudoir_invalid_name' ) {
		answer = await api.askEstimate( asker, list.token, {
			...fields,
			name: `Tester ${ index } ${ MARK }`,
		} );
	}
	api.expectStatus( answer, 201, `estimate #${ index }` );
	return { index, email: fields.email, by: asker.label };
}

test( `shoppers and guests submit the ${ PAYLOADS.length } payloads: list names, estimate names, e-mails, notes, attribution cookies, and order attribution through both checkouts`, async () => {
	sent.estimates.push(
		...( await pool(
			PAYLOADS.map(
				( payload, index ) => () => submitEstimate( index, payload )
			),
			4
		) )
	);
	// Two Store API orders cover every payload in some field; the classic checkout one more.
	const first = attributionValues( 0 );
	// So the box's Origin line ("Source: …") is made from a payload too.
	first.source_type = 'utm';
	sent.orders.push(
		...( await pool(
			[
				async () => ( {
					via: 'Store API',
					id: await placeStoreApiOrder( first, shop.simple[ 0 ] ),
				} ),
				async () => ( {
					via: 'Store API',
					id: await placeStoreApiOrder(
						attributionValues( FIELDS.length ),
						shop.simple[ 0 ]
					),
				} ),
				async () => ( {
					via: 'classic checkout',
					id: await placeClassicOrder(
						attributionValues( 7 ),
						shop.simple[ 1 ]
					),
				} ),
			],
			3
		) )
	);
	assert.equal( sent.estimates.length, PAYLOADS.length );
	assert.equal( sent.orders.length, 3 );
} );

test( 'the orders hold the attribution as plain text, most fields of each kept', async () => {
	const problems = [];
	for ( const order of sent.orders ) {
		order.stored = await storedAttribution( order.id );
		order.screens = await orderScreens( order.id );
		const kept = Object.keys( order.stored ).filter(
			( field ) => field !== 'device_type'
		);
		// Sanitizing empties a payload that is all markup; the others are kept, so the screens have text to show.
		if ( kept.length < FIELDS.length / 2 ) {
			problems.push(
				`${ order.via } order ${ order.id }: only ${ kept.join( ', ' ) } stored`
			);
		}
		for ( const [ field, value ] of Object.entries( order.stored ) ) {
			if ( hasMarkup( value ) ) {
				problems.push(
					`${ order.via } order ${ order.id }: ${ field } stored with markup: ${ JSON.stringify( value ) }`
				);
			}
		}
	}
	assert.deepEqual( problems, [] );
} );

test( 'the Estimates list, every page: no payload as markup, and each request of this run shows its stored e-mail, wishlist and items as text (its name: the test below)', async ( t ) => {
	if ( ! siteToolAvailable() ) {
		t.skip(
			'the stored values are read with native PHP (lib/site-tool.php)'
		);
		return;
	}
	const { rows, pages } = await estimateRows();
	const problems = [];
	for ( const { path, text } of pages ) {
		for ( const found of liveMarkup( text ) ) {
			problems.push( `${ path }: ${ found }` );
		}
	}
	const byEmail = new Map(
		[ ...rows ].map( ( [ id, row ] ) => [
			visibleText( row.cells.boudoir_email ?? '' ),
			id,
		] )
	);
	const found = sent.estimates
		.map( ( estimate ) => byEmail.get( estimate.email ) )
		.filter( Boolean );
	const posts = siteTool( site.url, 'meta', found );
	for ( const estimate of sent.estimates ) {
		const id = byEmail.get( estimate.email );
		if ( ! id ) {
			problems.push(
				`estimate #${ estimate.index }: no row shows the e-mail ${ estimate.email } (${ rows.size } rows on ${ pages.length } pages)`
			);
			continue;
		}
		estimate.id = id;
		const { cells } = rows.get( id );
		estimate.title = cells.title ?? '';
		estimate.stored = posts[ id ];
		const meta = estimate.stored.meta;
		for ( const key of [
			'_boudoir_name',
			'_boudoir_email',
			'_boudoir_notes',
			'_boudoir_wishlist_name',
		] ) {
			if ( hasMarkup( meta[ key ] ) ) {
				problems.push(
					`estimate #${ estimate.index }: ${ key } stored with markup: ${ JSON.stringify( meta[ key ] ) }`
				);
			}
		}
		for ( const [ field, value ] of Object.entries(
			meta._boudoir_attribution
		) ) {
			if ( hasMarkup( value ) ) {
				problems.push(
					`estimate #${ estimate.index }: attribution ${ field } stored with markup: ${ JSON.stringify( value ) }`
				);
			}
		}
		const expect = {
			boudoir_email: asShown( meta._boudoir_email ),
			boudoir_wishlist: asShown( meta._boudoir_wishlist_name ),
			boudoir_items: meta._boudoir_items
				.map( ( item ) =>
					asShown( `${ item.quantity } × ${ item.name }` )
				)
				.join( ' ' ),
		};
		for ( const [ column, wanted ] of Object.entries( expect ) ) {
			const shown = visibleText( cells[ column ] ?? '' );
			if ( shown !== wanted ) {
				problems.push(
					`estimate #${ estimate.index } (post ${ id }): ${ column } shows ${ JSON.stringify( shown ) }, stored ${ JSON.stringify( wanted ) }`
				);
			}
		}
	}
	// The attribution cookies were read: most requests hold values (the export shows them).
	const attributed = sent.estimates.filter(
		( estimate ) =>
			Object.keys( estimate.stored?.meta._boudoir_attribution ?? {} )
				.length > 0
	).length;
	if ( attributed < sent.estimates.length / 2 ) {
		problems.push(
			`only ${ attributed } requests hold attribution values from the sbjs_* cookies`
		);
	}
	process.stdout.write(
		`[figure] xss-admin: the Estimates list, ${ pages.length } pages, ${ rows.size } rows, ${ sent.estimates.filter( ( estimate ) => estimate.id ).length } of this run's ${ sent.estimates.length } requests found and read back\n`
	);
	assert.deepEqual( problems, [] );
} );

/*
 * The title is the name as typed: Estimate_Repository::save() slashes it for
 * wp_insert_post() (which unslashes it) and keeps WordPress's kses title filter off
 * for that insert (a name like `< img …>` is text, escaped where it is shown: the
 * test above).
 */
test( "each request's title in the Estimates list shows the stored name", () => {
	const problems = [];
	for ( const estimate of sent.estimates.filter( ( each ) => each.stored ) ) {
		// The title is WordPress's (its title filters curl quotes and dashes); the stored name must be in it.
		const title = untexturized( visibleText( estimate.title ) );
		const name = untexturized(
			`Estimate request from ${ asShown( estimate.stored.meta._boudoir_name ) }`
		);
		if ( ! title.includes( name ) ) {
			problems.push(
				`estimate #${ estimate.index } (post ${ estimate.id }): the title shows ${ JSON.stringify( title ) }, not ${ JSON.stringify( name ) }`
			);
		}
	}
	assert.deepEqual( problems, [] );
} );

test( "an estimate's own screen does not exist: WordPress refuses it and prints none of the request", async ( t ) => {
	if ( ! siteToolAvailable() ) {
		t.skip( 'the requests are found with native PHP (lib/site-tool.php)' );
		return;
	}
	const estimate = sent.estimates.find( ( each ) => each.stored );
	assert.ok( estimate, 'the list test found the requests' );
	const screen = await adminScreen(
		`/wp-admin/post.php?post=${ estimate.id }&action=edit`
	);
	assert.ok( screen.status >= 400, `refused (HTTP ${ screen.status })` );
	assert.match( visibleText( screen.text ), /not allowed to edit this item/ );
	assert.deepEqual( liveMarkup( screen.text ), [] );
	const meta = estimate.stored.meta;
	for ( const value of [
		meta._boudoir_email,
		meta._boudoir_notes,
		meta._boudoir_wishlist_name,
	].filter( ( shown ) => asShown( shown ) !== '' ) ) {
		assert.ok(
			! visibleText( screen.text ).includes( asShown( value ) ),
			`the refusal does not show ${ JSON.stringify( value ) }`
		);
	}
} );

test( "each order's edit screen shows every stored attribution value as a line of the Order attribution box, none as markup; the orders list has no markup either", async () => {
	const problems = [];
	for ( const order of sent.orders ) {
		problems.push( ...( await orderScreenProblems( order ) ) );
	}
	// The double's "All" view lists no order (it lacks WooCommerce's query filter): the Processing view does.
	const list = await adminScreen( sent.orders[ 0 ].screens.processing );
	assert.equal( list.status, 200 );
	for ( const order of sent.orders ) {
		if ( ! list.text.includes( `id="${ order.screens.row }"` ) ) {
			problems.push(
				`the orders list has no row for order ${ order.id }`
			);
		}
	}
	for ( const found of liveMarkup( list.text ) ) {
		problems.push( `orders list: ${ found }` );
	}
	assert.deepEqual( problems, [] );
} );

test( "the personal data export's HTML shows the shopper's list names, requests and their attribution as text, none as markup", async ( t ) => {
	if ( ! siteToolAvailable() ) {
		t.skip( 'the export is built with native PHP (lib/site-tool.php)' );
		return;
	}
	const exported = siteTool( site.url, 'export', [ shopper.email ] );
	const problems = liveMarkup( exported.html ).map(
		( found ) => `export: ${ found }`
	);
	const ours = Object.entries( exported.groups ).filter( ( [ group ] ) =>
		group.startsWith( 'boudoir' )
	);
	assert.ok(
		ours.length >= 2,
		`Boudoir's groups (wishlists, estimates): ${ Object.keys( exported.groups ) }`
	);
	const cells = [ ...exported.html.matchAll( /<td>([\s\S]*?)<\/td>/g ) ].map(
		( [ , cell ] ) => visibleText( cell )
	);
	let values = 0;
	for ( const [ group, { items } ] of ours ) {
		for ( const [ item, data ] of Object.entries( items ) ) {
			for ( const { name, value } of data ) {
				values++;
				if ( hasMarkup( value ) ) {
					problems.push(
						`${ group } ${ item } ${ name }: exported with markup ${ JSON.stringify( value ) }`
					);
				}
				// WordPress runs each exported value through wp_kses() (it takes them for HTML): a
				// stored `< img …` is dropped there, not shown; anything without `<` must be a cell.
				if (
					! String( value ).includes( '<' ) &&
					! cells.includes( asShown( value ) )
				) {
					problems.push(
						`${ group } ${ item } ${ name }: ${ JSON.stringify( value ) } is not a cell of the export`
					);
				}
			}
		}
	}
	// The shopper's half of the requests and lists, each with its fields.
	assert.ok( values > PAYLOADS.length * 4, `${ values } values exported` );
	assert.deepEqual( problems, [] );
} );

test( 'values that reached the database without input sanitization (raw payloads written into the meta) are escaped on every screen: text, never markup', async ( t ) => {
	if ( ! siteToolAvailable() ) {
		t.skip(
			'the raw values are written with native PHP (lib/site-tool.php)'
		);
		return;
	}
	const problems = [];
	// Two orders: every payload in some attribution field, raw.
	for ( const [ index, order ] of sent.orders.slice( 0, 2 ).entries() ) {
		const raw = Object.fromEntries(
			[ ...FIELDS, 'device_type' ].map( ( field, position ) => [
				`${ META_PREFIX }${ field }`,
				payloadAt( index * ( FIELDS.length + 1 ) + position ),
			] )
		);
		siteTool( site.url, 'plant', [ order.id ], raw );
		order.stored = await storedAttribution( order.id );
		assert.ok(
			Object.values( order.stored ).some( hasMarkup ),
			'the raw values are stored as they are'
		);
		problems.push( ...( await orderScreenProblems( order ) ) );
	}
	// One request: its name (the title), e-mail, wishlist name and item name, raw.
	const estimate = sent.estimates.find( ( each ) => each.stored );
	const raw = {
		post_title: `Estimate request from ${ PAYLOADS[ 8 ] }`,
		_boudoir_name: PAYLOADS[ 8 ],
		_boudoir_email: `${ PAYLOADS[ 2 ] }@boudoir.test`,
		_boudoir_wishlist_name: PAYLOADS[ 1 ],
		_boudoir_notes: PAYLOADS[ 0 ],
		_boudoir_items: [
			{
				product_id: shop.simple[ 0 ],
				variation_id: 0,
				name: PAYLOADS[ 16 ],
				quantity: 2,
			},
		],
	};
	siteTool( site.url, 'plant', [ estimate.id ], raw );
	sent.planted.estimate = estimate.id;
	const { rows, pages } = await estimateRows();
	for ( const { path, text } of pages ) {
		for ( const found of liveMarkup( text ) ) {
			problems.push( `${ path }: ${ found }` );
		}
	}
	const row = rows.get( estimate.id );
	assert.ok( row, `the list has the row of post ${ estimate.id }` );
	const expect = {
		boudoir_email: asShown( raw._boudoir_email ),
		boudoir_wishlist: asShown( raw._boudoir_wishlist_name ),
		boudoir_items: asShown( `2 × ${ PAYLOADS[ 16 ] }` ),
	};
	for ( const [ column, wanted ] of Object.entries( expect ) ) {
		const shown = visibleText( row.cells[ column ] ?? '' );
		if ( shown !== wanted ) {
			problems.push(
				`raw estimate: ${ column } shows ${ JSON.stringify( shown ) }, stored ${ JSON.stringify( wanted ) }`
			);
		}
	}
	if (
		! untexturized( visibleText( row.cells.title ?? '' ) ).includes(
			untexturized( asShown( raw.post_title ) )
		)
	) {
		problems.push(
			`raw estimate: the title shows ${ visibleText( row.cells.title ?? '' ) }`
		);
	}
	// The export hands the values to WordPress's own HTML (wp_kses): no markup of a payload gets through.
	const exported = siteTool( site.url, 'export', [ shopper.email ] );
	for ( const found of liveMarkup( exported.html ) ) {
		problems.push( `export: ${ found }` );
	}
	assert.deepEqual( problems, [] );
} );

test( 'every screen, rendered in Chromium as the admin, runs none of the payloads', async ( t ) => {
	const browser = await chromium.launch( LAUNCH_OPTIONS );
	const problems = [];
	const started = Date.now();
	let rendered = 0;
	try {
		// The harness's admin session, as the browser would hold it; every payload's call counted.
		const context = await countingContext( browser, site.url, admin );
		const page = await context.newPage();
		const pageErrors = [];
		page.on( 'pageerror', ( error ) => pageErrors.push( error.message ) );

		// The check itself: a handler planted live on an admin screen is counted and found.
		await page.goto( sent.orders[ 0 ].screens.processing );
		await page.evaluate( ( mark ) => {
			document.body.insertAdjacentHTML(
				'beforeend',
				`<img src="data:," onerror="${ mark }()">`
			);
		}, MARK );
		await page.waitForFunction( () => window.__xss > 0, null, {
			timeout: 5000,
		} );
		assert.notDeepEqual( await page.evaluate( liveInDom, MARK ), [] );

		// The list's pages that hold this run's requests (the server HTML of every page is checked above).
		const ours = sent.estimates
			.filter( ( estimate ) => estimate.id )
			.map( ( estimate ) => `id="post-${ estimate.id }"` );
		const { pages } = await estimateRows();
		const screens = [
			...pages
				.filter( ( { text } ) =>
					ours.some( ( row ) => text.includes( row ) )
				)
				.map( ( { path } ) => path ),
			...( sent.planted.estimate
				? [
						`/wp-admin/post.php?post=${ sent.planted.estimate }&action=edit`,
					]
				: [] ),
			...sent.orders.map( ( order ) => order.screens.edit ),
			sent.orders[ 0 ].screens.processing,
		];
		const check = async ( where ) => {
			rendered++;
			// Hover and focus what is there, so handlers a payload might have planted get their chance.
			await page.mouse.move( 200, 200 );
			await page.keyboard.press( 'Tab' );
			for ( const found of await page.evaluate( liveInDom, MARK ) ) {
				problems.push( `${ where }: ${ found }` );
			}
			const calls = await page.evaluate( () => window.__xss );
			if ( calls !== 0 ) {
				problems.push( `${ where }: a payload ran (${ calls } calls)` );
			}
		};
		for ( const path of screens ) {
			await page.goto( path, { waitUntil: 'load' } );
			await check( path );
		}
		if ( siteToolAvailable() ) {
			const exported = siteTool( site.url, 'export', [ shopper.email ] );
			await page.setContent(
				`<!DOCTYPE html><html><body>${ exported.html }</body></html>`,
				{ waitUntil: 'load' }
			);
			await check( 'the personal data export' );
		}
		if ( pageErrors.length ) {
			t.diagnostic(
				`page errors: ${ pageErrors.slice( 0, 3 ).join( ' | ' ) }`
			);
		}
		await context.close();
	} finally {
		await browser.close();
	}
	process.stdout.write(
		`[figure] xss-admin: ${ rendered } admin screens rendered in Chromium in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s: ${ problems.length } problems\n`
	);
	assert.deepEqual( problems, [] );
} );

test( 'no PHP warning, notice or database error while the payloads went in and the screens were shown', ( t ) => {
	assert.deepEqual( logProblems( debugLog.since( logMark ), t ), [] );
} );

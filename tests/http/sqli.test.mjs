/**
 * SQL injection over every route: every route and method the namespace index
 * (`GET /wp-json/boudoir/v1`) lists — at least those docs/rest-api.md documents —
 * and every field of each (path parameters, query and body fields from the route's
 * `args`), one field at a time in an otherwise valid call, carries SQL-injection
 * payloads: quotes, `OR 1=1`, stacked `DROP TABLE` / `UPDATE wp_users`, `UNION
 * SELECT user_pass`, comments, backslashes, `%27`, hex, NUL bytes, huge numbers,
 * error-based extraction, and time or load payloads (`SLEEP(3)`, `BENCHMARK`, and
 * SQLite's `randomblob(300000000)`). Sent by the owner (a user of this run, with the
 * nonce: every payload in free-text fields, the typed fields' edge values), by
 * another user (aimed at the owner's lists) and by a guest (on its own lists); the shop
 * owner's insights routes also by a shop manager, whom alone they answer.
 *
 * Proved: no 5xx; every answer JSON; a field the schema or the handler refuses is a
 * 400 that names it (`data.params`, or `boudoir_invalid_<field>`), anything else a
 * normal answer or a WordPress REST error; no answer carries a database error, a
 * password hash or another person's list (their tokens, names, e-mail); no answer
 * takes as long as a SLEEP(3) would make it (each under 2.5 s, a slow one measured
 * again alone before it counts); no `WordPress database error`, PHP warning or notice
 * in the debug log; afterwards every table is still there, the wishlist tables'
 * invariants hold, no user's e-mail changed, and the lists of a user and of a guest
 * who took no part (the victims) are exactly as they were. Where a payload is stored
 * as text — a list name, a title, an estimate's name and notes — and sanitizing
 * leaves it as it is, it comes back byte for byte: bound as data, never run as SQL.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Internal dependencies
 */
import { REPO } from '../../bin/lib/site.mjs';
import {
	NAMESPACE,
	brokenInvariants,
	catalogue,
	debugLog,
	guestActor,
	logProblems,
	mailLogPath,
	newUserActor,
	startSite,
	userActor,
	wishlistState,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';
import { available as siteToolAvailable, siteTool } from './lib/site-tool.mjs';

const DB = process.env.BOUDOIR_DB || 'sqlite';

/** This run's mark in user names and secrets (the site may hold earlier rows). */
const RUN = `s${ Date.now().toString( 36 ) }`;

/** The slowest answer allowed: a SLEEP(3) that ran would break it. */
const MAX_MS = 2500;

/** The payload that must cost time when it runs, on this database. */
const TIMED =
	DB === 'mariadb'
		? "' OR SLEEP(3) -- "
		: "1 AND 1=like('ABCDEFG',upper(hex(randomblob(300000000))))";

/** Every caller sends these in every free-text field (the first and the timed one in typed fields). */
const CORE = [
	"' OR '1'='1",
	'1; DROP TABLE wp_boudoir_wishlists; --',
	"' UNION SELECT user_pass FROM wp_users --",
	TIMED,
];

/** The owner sends these too in every free-text field (and EDGES in the typed ones). */
const MORE = [
	'1 OR 1=1',
	'1 AND SLEEP(3)',
	'1) OR SLEEP(3)#',
	"' OR SLEEP(3) -- ",
	"' OR 1=randomblob(300000000) --",
	"1 AND 1=like('ABCDEFG',upper(hex(randomblob(300000000))))",
	'1 AND BENCHMARK(50000000,SHA1(1))',
	'%27',
	"\\'",
	"\\\\' OR 1=1 -- ",
	"1'/**/OR/**/'1'='1'#",
	'" OR ""="',
	"1'; UPDATE wp_users SET user_email='pwned@example.test'; --",
	"1' AND extractvalue(1,concat(0x7e,(SELECT user_pass FROM wp_users LIMIT 1))) -- ",
	"1\u0000' OR '1'='1",
	'0x27204f5220313d31',
	'99999999999999999999999999',
];

/** Values for typed fields (integers, enums, booleans, path ids; the schema refuses strings there before any query): arithmetic, numbers past every range. */
const EDGES = [ '1 OR 1=1', '-9223372036854775809', 1e20 ];

/** Where a payload is stored as text and read back: these fields get every payload (the others a share). */
const STORED = [
	'POST /wishlists wishlist_name',
	'POST /wishlists/<wishlist_id>/title title',
	'POST /wishlists/<token>/estimate name',
	'POST /wishlists/<token>/estimate notes',
];

/** How many of MORE the owner sends in each other free-text field (in turn, so each goes to many routes). */
const ROTATION = 4;

/** The turn of the rotation (free-text fields of the owner, counted over the run). */
let turn = 0;

/**
 * A share of a list, in turn: `size` entries from the turn's place on, round the end.
 *
 * @param {unknown[]} list  The list.
 * @param {number}    size  How many.
 * @param {number}    round The turn.
 */
const rotation = ( list, size, round ) =>
	Array.from(
		{ length: size },
		( _, at ) => list[ ( round * size + at ) % list.length ]
	);

/** A database error, or a driver's, in an answer. */
const DB_ERROR =
	/WordPress database error|SQLSTATE|SQL syntax|syntax error|no such (table|column)|PDOException|mysqli|Uncaught /i;

/** A password hash, whatever WordPress made it with. */
const HASH = /\$P\$[./0-9A-Za-z]{31}|\$wp\$2y\$|\$2y\$\d\d\$|\$argon2/;

/** A path parameter of an index route: `(?P<name>pattern)`. */
const PATH_PARAM = /\(\?P<([a-z_]+)>[^)]*\)/g;

/** The routes the shop manager calls too (the others call every route). */
const MANAGER_ROUTES = /^\/boudoir\/v1\/insights/;

let site;
let shop;
let index;
let actors;
let victims;
let victimsBefore;
let tablesBefore;
let logMark;
/** Everything sent and got, per route. */
const outcome = {
	calls: 0,
	slow: [],
	problems: [],
	roundTrips: [],
	titles: [],
	statuses: {},
	ms: 0,
};

/**
 * Whether sanitizing leaves a value as it is (sanitize_text_field() and the list
 * names' plain text: no tags, control characters, runs of spaces or percent-encoded
 * octets, trimmed, at most 100 characters).
 *
 * @param {unknown} value A payload.
 */
const keptAsIs = ( value ) =>
	typeof value === 'string' &&
	value !== '' &&
	value === value.trim() &&
	! /[\u0000-\u001f\u007f]| {2}|%[0-9a-f]{2}|</i.test( value ) &&
	[ ...value ].length <= 100;

/**
 * A value as a path segment: NUL dropped (the dev server's router answers 500 for any
 * URL holding one, WordPress's own routes too), the rest URL-encoded.
 *
 * @param {unknown} value A payload.
 */
const segment = ( value ) =>
	encodeURIComponent( String( value ).replaceAll( '\0', '' ) );

/**
 * Lists an actor owns for the run: A (items P1, P2 and the shuttle X), B (item P1),
 * T (renamed by the title route), all private, their names secrets of the run.
 *
 * @param {import('./lib/harness.mjs').Actor} actor The owner.
 * @param {string}                            who   A name for the secrets.
 */
async function makeFixture( actor, who ) {
	const [ p1, p2, x, q ] = shop.simple;
	const fixture = { products: { p1, p2, x, q } };
	for ( const key of [ 'A', 'B', 'T' ] ) {
		const name = `Secret ${ who } ${ key } ${ RUN }`;
		fixture[ key ] = api.expectStatus(
			await api.createList( actor, name, 'private' ),
			201,
			`${ who } list ${ key }`
		);
	}
	const add = async ( list, product ) =>
		api.expectStatus(
			await api.addItem( actor, {
				add_to_wishlist: product,
				wishlist_id: list.id,
			} ),
			201,
			`${ who } adds ${ product }`
		).item.item_id;
	fixture.item = await add( fixture.A, p1 );
	await add( fixture.A, p2 );
	fixture.shuttle = {
		token: fixture.A.token,
		item: await add( fixture.A, x ),
	};
	await add( fixture.B, p1 );
	fixture.lists = [ fixture.A.id, fixture.B.id, fixture.T.id ];
	return fixture;
}

/**
 * Deletes an actor's lists that are not theirs for the run (made by creates, adds and copies with `new`).
 *
 * @param {{actor: import('./lib/harness.mjs').Actor, fixture: Object}} who The actor and its lists.
 */
async function sweep( who ) {
	const lists = await api.myLists( who.actor, { nonce: who.actor.nonce } );
	for ( const list of Array.isArray( lists.json ) ? lists.json : [] ) {
		if (
			! who.fixture.lists.includes( list.id ) &&
			list.token !== who.fixture.shuttle.token
		) {
			await api.deleteList( who.actor, list.id );
		}
	}
}

/**
 * The valid call of each route, on a fixture: one field at a time is then replaced by a payload.
 */
const BASES = {
	'POST /wishlists/<token>/estimate': ( fx ) => ( {
		token: fx.A.token,
		name: 'SQL tester',
		email: 'sqli@boudoir.test',
		notes: 'Estimate',
		copy: false,
	} ),
	'GET /estimate-form': () => ( {} ),
	'GET /wishlists': () => ( { page: 1, per_page: 10 } ),
	'POST /wishlists': () => ( {
		wishlist_name: 'SQL list',
		wishlist_visibility: 'private',
	} ),
	'POST /wishlists/reload': ( fx ) => ( {
		wishlist_token: fx.A.token,
		add_to_wishlist: fx.products.p1,
		variation_id: 0,
		product_type: 'simple',
		pagination: 'yes',
		page: 1,
		per_page: 10,
	} ),
	'GET /wishlists/<wishlist_token>': ( fx ) => ( {
		wishlist_token: fx.A.token,
	} ),
	// Sent only with a payload as the id: never a valid delete.
	'DELETE /wishlists/<wishlist_id>': ( fx ) => ( { wishlist_id: fx.A.id } ),
	'POST /wishlists/<wishlist_id>/title': ( fx ) => ( {
		wishlist_id: fx.T.id,
		title: fx.T.wishlist_name,
	} ),
	'POST /wishlists/<wishlist_id>/privacy': ( fx ) => ( {
		wishlist_id: fx.A.id,
		privacy: 'private',
	} ),
	// Sent only with a payload as the id: A's token never changes under the other calls.
	'POST /wishlists/<wishlist_id>/token': ( fx ) => ( {
		wishlist_id: fx.A.id,
	} ),
	// The shop owner's insights (a shop manager's calls; the others are refused 401/403).
	'GET /insights': () => ( { after: '2026-01-05', before: '2026-03-29' } ),
	'GET /insights/products': () => ( {
		view: 'all',
		group: 'variation',
		orderby: 'name',
		order: 'asc',
		page: 1,
		per_page: 25,
		after: '2026-01-05',
		before: '2026-03-29',
	} ),
	'GET /insights/products/<product_id>/savers': ( fx ) => ( {
		product_id: fx.products.p1,
		variation_id: 0,
		page: 1,
		per_page: 20,
	} ),
	'GET /wishlists/<wishlist_id>/alerts': ( fx ) => ( {
		wishlist_id: fx.A.id,
	} ),
	// An item's own choice, the address a guest gives (a signed-in owner's is her account's).
	'POST /wishlists/<wishlist_id>/alerts': ( fx ) => ( {
		wishlist_id: fx.A.id,
		item_id: fx.item,
		price_drops: true,
		back_in_stock: false,
		inherit: false,
		email: 'sqli@boudoir.test',
		page: 'https://shop.test/wishlist/',
	} ),
	'DELETE /wishlists/<wishlist_id>/alerts': ( fx ) => ( {
		wishlist_id: fx.A.id,
	} ),
	'GET /wishlists/<wishlist_token>/items': ( fx ) => ( {
		wishlist_token: fx.A.token,
		page: 1,
		per_page: 10,
	} ),
	'GET /items/saved': () => ( {} ),
	'POST /items/add': ( fx ) => ( {
		add_to_wishlist: fx.products.p1,
		variation_id: 0,
		product_type: 'simple',
		quantity: 1,
		wishlist_id: fx.A.id,
		wishlist_visibility: 'private',
	} ),
	// A product on none of the lists: the query runs, nothing goes.
	'POST /items/remove': ( fx ) => ( {
		remove_from_wishlist: fx.products.q,
		variation_id: 0,
		wishlist_token: fx.A.token,
	} ),
	'POST /items/quantity': ( fx ) => ( {
		wishlist_token: fx.A.token,
		item_id: fx.item,
		quantity: 1,
	} ),
	'POST /items/sort': ( fx ) => ( {
		wishlist_token: fx.A.token,
		positions: fx.positions,
	} ),
	// The shuttle item goes from list to list; the answer says where it is now.
	'POST /items/move': ( fx ) => ( {
		wishlist_token: fx.shuttle.token,
		destination_wishlist_token:
			fx.shuttle.token === fx.A.token ? fx.B.token : fx.A.token,
		item_id: fx.shuttle.item,
		wishlist_visibility: 'private',
	} ),
	'POST /items/copy': ( fx ) => ( {
		wishlist_token: fx.A.token,
		destination_wishlist_token: fx.B.token,
		item_id: fx.item,
		wishlist_visibility: 'private',
	} ),
	// Sent only with a payload as the id: never a valid delete.
	'DELETE /items/<item_id>': ( fx ) => ( { item_id: fx.item } ),
	'POST /items/remove-from-all': ( fx ) => ( {
		prod_id: fx.products.q,
		variation_id: 0,
		wishlist_id: fx.A.id,
	} ),
};

/**
 * What else a field needs to be read at all: `new` for a new list's name, no token beside an id…
 */
const FOR_FIELD = {
	wishlist_name: ( fields ) => newList( fields, {} ),
	wishlist_visibility: ( fields ) =>
		newList( fields, { wishlist_name: `New ${ RUN }` } ),
	wishlist_id: ( fields ) => {
		const { wishlist_token: token, ...rest } = fields;
		return token === undefined ? fields : rest;
	},
	product_id: ( fields ) => {
		const { item_id: item, ...rest } = fields;
		return item === undefined ? fields : rest;
	},
};

/**
 * A call's fields asking for a new list (add, move and copy with `new`), when the route has one.
 *
 * @param {Object} fields The valid call's fields.
 * @param {Object} more   More fields the new list needs.
 */
function newList( fields, more ) {
	if ( 'destination_wishlist_token' in fields ) {
		return { ...fields, ...more, destination_wishlist_token: 'new' };
	}
	if ( 'wishlist_id' in fields ) {
		return { ...fields, ...more, wishlist_id: 'new' };
	}
	return fields;
}

/**
 * An index route as docs/rest-api.md writes it: `/wishlists/<wishlist_id>/title`.
 *
 * @param {string} route An index key, `/boudoir/v1/wishlists/(?P<wishlist_id>\d{1,19})/title`.
 */
const documented = ( route ) =>
	route
		.slice( '/boudoir/v1'.length )
		.replace( PATH_PARAM, ( _, name ) => `<${ name }>` );

/**
 * The calls of one endpoint: each field with each payload, the others valid.
 *
 * @param {string} route   The index key.
 * @param {string} method  The method.
 * @param {Object} args    The endpoint's `args`.
 * @param {Object} fixture The lists the valid fields name.
 * @param {string} who     owner, other or guest.
 * @return {Array<{field: string, payload: unknown, call: () => {method: string, path: string, fields: Object}}>} The calls (built when sent: the fixture moves).
 */
function callsOf( route, method, args, fixture, who ) {
	const key = `${ method } ${ documented( route ) }`;
	const base = BASES[ key ];
	assert.ok( base, `a valid call of ${ key }` );
	const pathParams = [ ...route.matchAll( PATH_PARAM ) ].map(
		( [ , name ] ) => name
	);
	const build = ( field, payload ) => {
		let fields = base( fixture );
		if ( field ) {
			fields = ( FOR_FIELD[ field ] ?? ( ( same ) => same ) )( fields );
			const arg = args[ field ] ?? {};
			let value = payload;
			if ( arg.type === 'array' ) {
				value =
					arg.items?.type === 'object'
						? [ { attribute: payload, value: payload } ]
						: [ payload ];
			}
			fields = { ...fields, [ field ]: value };
		}
		const params = { ...fields };
		const where = route
			.slice( '/boudoir/v1'.length )
			.replace( PATH_PARAM, ( _, name ) => {
				const value = params[ name ];
				delete params[ name ];
				return segment( value );
			} );
		return { method, path: where, fields: params };
	};
	const calls = [];
	const fields = Object.keys( args );
	if ( ! fields.length ) {
		calls.push( { field: null, payload: null, call: () => build() } );
	}
	for ( const field of fields ) {
		const arg = args[ field ];
		const types = [ arg.type ].flat();
		const freeText =
			! pathParams.includes( field ) &&
			! arg.enum &&
			( types.includes( 'string' ) || arg.items?.type === 'object' );
		let payloads = freeText ? CORE : [ CORE[ 0 ], TIMED ];
		if ( who === 'owner' && ! freeText ) {
			payloads = [ CORE[ 0 ], TIMED, ...EDGES ];
		} else if ( who === 'owner' ) {
			// Stored texts get every payload (each comes back byte for byte); other free text a share, in turn.
			payloads = [
				...new Set( [
					...CORE,
					...( STORED.includes( `${ key } ${ field }` )
						? MORE
						: rotation( MORE, ROTATION, turn++ ) ),
				] ),
			];
		}
		for ( const payload of payloads ) {
			calls.push( {
				field,
				payload,
				call: () => build( field, payload ),
			} );
		}
	}
	return calls;
}

/**
 * Strings that would be someone else's data in an answer to an actor: the tokens and
 * names of lists that are not theirs, the other users' e-mails, the victims' lists.
 *
 * @param {string} who owner, other or guest.
 * @return {string[]} Secrets.
 */
function secretsFor( who ) {
	const out = [];
	// The other user owns none of the lists it aims at: the owner's are secrets to it.
	const own = { owner: actors.owner.fixture, guest: actors.guest.fixture };
	for ( const [ name, fixture ] of Object.entries( own ) ) {
		if ( name !== who ) {
			for ( const list of [ fixture.A, fixture.B, fixture.T ] ) {
				out.push( list.token, list.wishlist_name );
			}
		}
	}
	for ( const [ name, { actor } ] of Object.entries( actors ) ) {
		if ( name !== who && actor.email ) {
			out.push( actor.email );
		}
	}
	for ( const victim of Object.values( victims ) ) {
		out.push( ...victim.secrets );
	}
	return out;
}

/**
 * What is wrong with one answer.
 *
 * @param {Object}   sent     The call, the field, the payload, who sent it.
 * @param {Object}   response The answer.
 * @param {string[]} secrets  Others' data.
 * @return {string[]} Problems.
 */
function answerProblems( sent, response, secrets ) {
	const where = `${ sent.who } ${ sent.call.method } ${ sent.call.path } ${ sent.field }=${ JSON.stringify( sent.payload ) }`;
	const problems = [];
	if ( response.status >= 500 ) {
		problems.push(
			`${ where }: HTTP ${ response.status } ${ response.text.slice( 0, 200 ) }`
		);
	}
	if ( response.json === undefined ) {
		problems.push(
			`${ where }: not JSON (HTTP ${ response.status }): ${ response.text.slice( 0, 200 ) }`
		);
		return problems;
	}
	if ( response.status >= 400 ) {
		const { code, message, data } = response.json;
		if (
			typeof code !== 'string' ||
			typeof message !== 'string' ||
			data?.status !== response.status
		) {
			problems.push(
				`${ where }: not a WordPress REST error: ${ response.text.slice( 0, 200 ) }`
			);
		} else if (
			response.status === 400 &&
			sent.field &&
			! ( sent.field in ( data.params ?? {} ) ) &&
			code !== `boudoir_invalid_${ sent.field }`
		) {
			problems.push(
				`${ where }: a 400 that does not name the field: ${ response.text.slice( 0, 200 ) }`
			);
		}
	}
	if ( DB_ERROR.test( response.text ) ) {
		problems.push(
			`${ where }: a database error in the answer: ${ response.text.slice( 0, 300 ) }`
		);
	}
	if ( HASH.test( response.text ) ) {
		problems.push( `${ where }: a password hash in the answer` );
	}
	const request = JSON.stringify( sent.call );
	for ( const secret of secrets ) {
		if (
			response.text.includes( secret ) &&
			! request.includes( secret )
		) {
			problems.push(
				`${ where }: someone else's ${ JSON.stringify( secret ) } in the answer`
			);
		}
	}
	return problems;
}

/**
 * Text a payload was stored as, from an answer, when the call stored one (null otherwise).
 *
 * @param {Object} sent     The call.
 * @param {Object} response The answer.
 * @return {string|null} The stored text as answered.
 */
function storedText( sent, response ) {
	if ( response.status >= 300 || ! keptAsIs( sent.payload ) ) {
		return null;
	}
	const json = response.json ?? {};
	switch ( sent.field ) {
		case 'wishlist_name':
			return json.wishlist_name ?? json.wishlist?.wishlist_name ?? null;
		case 'title':
			return json.wishlist?.wishlist_name ?? null;
		case 'name': {
			// The confirmation thanks the shopper by the stored name, escaped.
			const said = decodeEntities( json.template ?? '' ).match(
				/Thank you, ([\s\S]*?)\. Your estimate request was sent\./
			);
			return said ? said[ 1 ] : decodeEntities( json.template ?? '' );
		}
	}
	return null;
}

/**
 * HTML entities decoded (the ones esc_html() writes, and numeric ones).
 *
 * @param {string} text Text with entities.
 */
const decodeEntities = ( text ) =>
	text
		.replace( /&#x([0-9a-f]+);/gi, ( _, hex ) =>
			String.fromCodePoint( parseInt( hex, 16 ) )
		)
		.replace( /&#([0-9]+);/g, ( _, dec ) =>
			String.fromCodePoint( Number( dec ) )
		)
		.replace( /&quot;/g, '"' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );

/**
 * Sends calls a few at a time, checking each answer; remembers slow ones and stored texts.
 *
 * @param {Array<Object>} calls From callsOf(), with `who`.
 * @param {Object}        who   The actor and its fixture.
 * @param {number}        limit At once (1 for routes whose valid call moves the fixture).
 * @param {string}        name  owner, other or guest.
 */
async function run( calls, who, limit, name ) {
	const secrets = secretsFor( name );
	let next = 0;
	const worker = async () => {
		while ( next < calls.length ) {
			const { field, payload, call: make } = calls[ next++ ];
			const call = make();
			const sent = { who: name, field, payload, call };
			const response = await api.send( who.actor, call );
			outcome.calls++;
			outcome.statuses[ response.status ] =
				( outcome.statuses[ response.status ] ?? 0 ) + 1;
			outcome.ms = Math.max( outcome.ms, response.ms );
			outcome.problems.push(
				...answerProblems( sent, response, secrets )
			);
			if ( response.ms > MAX_MS ) {
				outcome.slow.push( {
					sent,
					actor: who.actor,
					ms: response.ms,
				} );
			}
			const stored = storedText( sent, response );
			if ( stored !== null ) {
				outcome.roundTrips.push( { sent, stored } );
			}
			if ( field === 'title' && response.status === 200 ) {
				outcome.titles.push( response.json.wishlist.wishlist_name );
			}
			if ( call.path === '/items/move' && response.status === 200 ) {
				who.fixture.shuttle = {
					token: response.json.wishlist.token,
					item: response.json.item.item_id,
				};
			}
		}
	};
	await Promise.all( Array.from( { length: limit }, worker ) );
}

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
	assert.ok( shop.simple.length >= 4, 'the demo shop has simple products' );
	index = await fetch( `${ site.url }${ NAMESPACE }` ).then( ( response ) =>
		response.json()
	);
	const admin = await userActor( site.url, 'admin' );
	actors = {
		owner: {
			actor: await newUserActor( site.url, admin, `sqli-owner-${ RUN }` ),
		},
		other: {
			actor: await newUserActor( site.url, admin, `sqli-other-${ RUN }` ),
		},
		guest: { actor: await guestActor( site.url, 'guest' ) },
		// The insights' routes only (MANAGER_ROUTES): whoever manages the shop, the one caller they answer.
		manager: {
			actor: await newUserActor(
				site.url,
				admin,
				`sqli-manager-${ RUN }`,
				{ roles: [ 'shop_manager' ] }
			),
		},
	};
	actors.owner.fixture = await makeFixture( actors.owner.actor, 'owner' );
	actors.guest.fixture = await makeFixture( actors.guest.actor, 'guest' );
	// The other user aims at the owner's lists, as they are at each call; it owns none of them.
	// Its own default list first (kept by the sweep): parallel creates by a user without any list race
	// for the default and one of them fails (a defect reported apart, not what this file is about).
	const otherDefault = api.expectStatus(
		await api.createList(
			actors.other.actor,
			`Default ${ RUN }`,
			'private'
		),
		201,
		'the other user’s default list'
	);
	actors.other.fixture = Object.create( actors.owner.fixture, {
		lists: { value: [ otherDefault.id ] },
	} );
	actors.manager.fixture = Object.create( actors.owner.fixture, {
		lists: { value: [] },
	} );
	// Victims: a user and a guest who never call anything, with lists whose names and tokens are secrets.
	victims = {};
	for ( const [ name, actor ] of [
		[ 'admin', admin ],
		[ 'guest victim', await guestActor( site.url, 'guest victim' ) ],
	] ) {
		const secrets = [];
		for ( const privacy of [ 'private', 'shared' ] ) {
			const list = api.expectStatus(
				await api.createList(
					actor,
					`Victim ${ name } ${ privacy } ${ RUN }`,
					privacy
				),
				201,
				`${ name } list`
			);
			api.expectStatus(
				await api.addItem( actor, {
					add_to_wishlist: shop.simple[ 2 ],
					wishlist_id: list.id,
				} ),
				201,
				`${ name } item`
			);
			secrets.push( list.token, list.wishlist_name );
		}
		victims[ name ] = { actor, secrets };
	}
	victimsBefore = {};
	for ( const [ name, victim ] of Object.entries( victims ) ) {
		victimsBefore[ name ] = await api.ownedLists( victim.actor );
	}
	tablesBefore = siteToolAvailable() ? siteTool( site.url, 'tables' ) : null;
	logMark = debugLog.mark();
} );

after( async () => {
	await site?.stop();
} );

test( 'the namespace index lists every route docs/rest-api.md documents, each with its fields', () => {
	const docs = fs.readFileSync(
		path.join( REPO, 'docs/rest-api.md' ),
		'utf8'
	);
	const wanted = new Set(
		[ ...docs.matchAll( /`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g ) ]
			.filter(
				( [ , , where ] ) => ! /^\/(wc|wp|wp-json)\//.test( where )
			)
			.map( ( [ , method, where ] ) => `${ method } ${ where }` )
	);
	const listed = new Set();
	for ( const [ route, { endpoints } ] of Object.entries( index.routes ) ) {
		if ( route === '/boudoir/v1' ) {
			continue;
		}
		for ( const endpoint of endpoints ) {
			for ( const method of endpoint.methods ) {
				listed.add( `${ method } ${ documented( route ) }` );
			}
		}
	}
	assert.ok( wanted.size >= 19, `${ wanted.size } routes documented` );
	assert.deepEqual(
		[ ...wanted ].filter( ( route ) => ! listed.has( route ) ),
		[],
		'every documented route is in the index'
	);
	assert.ok(
		listed.size >= wanted.size,
		`the index lists ${ listed.size } routes, the docs ${ wanted.size }`
	);
	// Every listed route has a valid call here, so none goes untested.
	assert.deepEqual(
		[ ...listed ].filter( ( route ) => ! BASES[ route ] ),
		[],
		'a valid call for every listed route'
	);
} );

test( 'SQL-injection payloads in every field of every route, by the owner, another user and a guest: no 5xx, JSON, refusals name the field, no database error, no one else’s data, no delay', async ( t ) => {
	const started = Date.now();
	const perRoute = [];
	for ( const [ route, { endpoints } ] of Object.entries( index.routes ) ) {
		if ( route === '/boudoir/v1' ) {
			continue;
		}
		for ( const { methods, args } of endpoints ) {
			for ( const method of methods ) {
				const callsBefore = outcome.calls;
				const routeStarted = Date.now();
				const key = `${ method } ${ documented( route ) }`;
				if ( key === 'POST /items/sort' ) {
					// The valid order is the list's order now.
					const items = await api.allItems(
						actors.owner.actor,
						actors.owner.fixture.A.token
					);
					actors.owner.fixture.positions = items.map(
						( item ) => item.item_id
					);
					const guestItems = await api.allItems(
						actors.guest.actor,
						actors.guest.fixture.A.token
					);
					actors.guest.fixture.positions = guestItems.map(
						( item ) => item.item_id
					);
				}
				for ( const [ name, who ] of Object.entries( actors ) ) {
					if (
						name === 'manager' &&
						! MANAGER_ROUTES.test( route )
					) {
						continue;
					}
					const calls = callsOf(
						route,
						method,
						Array.isArray( args ) ? {} : args,
						who.fixture,
						name
					);
					// The shuttle item moves, the title changes: one at a time (each answer reads its own write).
					const stateful = /\/items\/move$|\/title$/.test( route );
					await run( calls, who, stateful ? 1 : 3, name );
					await sweep( who );
				}
				perRoute.push(
					`${ key } ${ outcome.calls - callsBefore } in ${ (
						( Date.now() - routeStarted ) /
						1000
					).toFixed( 1 ) } s`
				);
			}
		}
	}
	// A slow answer counts only if it is slow again, twice, alone.
	const slow = [];
	for ( const { sent, actor, ms } of outcome.slow ) {
		const again = [];
		for ( let attempt = 0; attempt < 2; attempt++ ) {
			again.push( ( await api.send( actor, sent.call ) ).ms );
		}
		if ( Math.min( ...again ) > MAX_MS ) {
			slow.push(
				`${ sent.who } ${ sent.call.method } ${ sent.call.path } ${ sent.field }=${ JSON.stringify( sent.payload ) }: ${ Math.round( ms ) } ms, then ${ again.map( Math.round ).join( ' and ' ) } ms`
			);
		}
	}
	for ( const who of Object.values( actors ) ) {
		await sweep( who );
	}
	const line = `[figure] sqli (${ DB }): ${ outcome.calls } requests over ${ perRoute.length } routes in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s, statuses ${ JSON.stringify( outcome.statuses ) }, slowest ${ Math.round( outcome.ms ) } ms (${ outcome.slow.length } measured again); ${ outcome.roundTrips.length } payloads stored as text and read back`;
	process.stdout.write( `${ line }\n` );
	t.diagnostic( `requests per route: ${ perRoute.join( ', ' ) }` );
	assert.deepEqual(
		outcome.problems.slice( 0, 30 ),
		[],
		`${ outcome.problems.length } bad answers`
	);
	assert.deepEqual( slow, [], 'no answer as slow as a SLEEP(3)' );
} );

test( 'payloads stored as text come back byte for byte: list names, titles, new lists of add, move and copy, estimate names and notes', async ( t ) => {
	const problems = [];
	const fields = new Map();
	const count = ( what ) =>
		fields.set( what, ( fields.get( what ) ?? 0 ) + 1 );
	for ( const { sent, stored } of outcome.roundTrips ) {
		count(
			`${ sent.who } ${ sent.call.path.replace( /\d+|[\w-]{32}/g, '…' ) } ${ sent.field }`
		);
		if ( stored !== sent.payload ) {
			problems.push(
				`${ sent.who } ${ sent.call.path } ${ sent.field }: sent ${ JSON.stringify( sent.payload ) }, stored ${ JSON.stringify( stored ) }`
			);
		}
	}
	// A list name read again, not only as the write answered.
	const owner = actors.owner;
	const renamed = await api.readList( owner.actor, owner.fixture.T.token );
	assert.equal( renamed.status, 200 );
	assert.ok(
		outcome.titles.includes( renamed.json.wishlist_name ),
		`the renamed list reads back as one of the titles answered: ${ JSON.stringify( renamed.json.wishlist_name ) }`
	);
	// The notes: in the shop's e-mail (the dev site logs every mail).
	const mails = fs
		.readFileSync( mailLogPath(), 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => decodeEntities( JSON.parse( line ).message ?? '' ) );
	for ( const payload of [ ...CORE, ...MORE ].filter( keptAsIs ) ) {
		count( 'estimate notes' );
		if (
			! mails.some( ( mail ) => mail.includes( `<p>${ payload }</p>` ) )
		) {
			problems.push(
				`estimate notes ${ JSON.stringify( payload ) }: no shop e-mail holds them as sent`
			);
		}
	}
	t.diagnostic(
		`stored texts checked: ${ [ ...fields ]
			.map( ( [ what, times ] ) => `${ what } ×${ times }` )
			.join( ', ' ) }`
	);
	assert.ok(
		fields.size >= 6,
		'list names, titles, estimate names and notes'
	);
	assert.deepEqual( problems, [] );
} );

test( 'no database error, PHP warning or notice in the debug log', ( t ) => {
	assert.deepEqual( logProblems( debugLog.since( logMark ), t ), [] );
} );

test( 'afterwards: every table is there, the invariants hold, no e-mail changed, and the victims have exactly what they had', async ( t ) => {
	if ( tablesBefore ) {
		assert.deepEqual( siteTool( site.url, 'tables' ), tablesBefore );
	} else {
		t.diagnostic(
			'tables not listed: no native PHP for lib/site-tool.php'
		);
	}
	const state = await wishlistState( site.url );
	assert.ok( state.lists > 0 && state.items > 0, 'lists and items remain' );
	assert.deepEqual( brokenInvariants( state ), {} );
	const admin = victims.admin.actor;
	const users = api.expectStatus(
		await admin.get( '/wp-json/wp/v2/users?context=edit&per_page=100' ),
		200,
		'users'
	);
	assert.deepEqual(
		users
			.filter( ( user ) => ! user.email.endsWith( '@boudoir.test' ) )
			.map( ( user ) => `${ user.username } ${ user.email }` ),
		[],
		'every user keeps their e-mail'
	);
	// The owner still signs in with their password: wp_users is as it was.
	await userActor( site.url, actors.owner.actor.user );
	for ( const [ name, victim ] of Object.entries( victims ) ) {
		assert.deepEqual(
			await api.ownedLists( victim.actor ),
			victimsBefore[ name ],
			`${ name }'s lists`
		);
	}
} );

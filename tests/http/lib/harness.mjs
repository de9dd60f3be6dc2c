/**
 * The HTTP suite's harness: a served site (reused from BOUDOIR_URL, or started
 * here), actors with their own cookie jar and REST nonce, the dev-only state
 * endpoint of bin/wp/boudoir-dev.php, and the PHP debug log.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	REPO,
	WP_DIR,
	dropMariaDb,
	freePort,
	install,
	isServing,
	prepareCore,
	serve,
} from '../../../bin/lib/site.mjs';

/** The suite's own port (the benchmark uses 8898). */
export const HTTP_PORT = Number( process.env.BOUDOIR_HTTP_PORT || 8899 );

export const PASSWORD = 'password';

/** REST root of the plugin. */
export const NAMESPACE = '/wp-json/boudoir/v1';

/**
 * Where PHP writes warnings: BOUDOIR_DEBUG_LOG, else wp-content/debug.log (bin/wp/wp-config.php.tpl).
 */
export function debugLogPath() {
	return (
		process.env.BOUDOIR_DEBUG_LOG ||
		path.join( WP_DIR, 'wp-content/debug.log' )
	);
}

/**
 * Where the dev site logs the mails it would send (bin/wp/boudoir-dev.php): BOUDOIR_MAIL_LOG,
 * which startSite() sets to a file of the site's own, else wp-content/mail.log.
 */
export function mailLogPath() {
	return (
		process.env.BOUDOIR_MAIL_LOG ||
		path.join( WP_DIR, 'wp-content/mail.log' )
	);
}

/**
 * The database of the site under test: BOUDOIR_DB (sqlite or mariadb) and its name,
 * BOUDOIR_HTTP_DB_NAME or the suite's default (run.mjs passes both to the test files).
 *
 * @param {string} db sqlite or mariadb.
 * @return {{db: string, name: string}} The database.
 */
export function siteDatabase( db = process.env.BOUDOIR_DB || 'sqlite' ) {
	return {
		db,
		name:
			process.env.BOUDOIR_HTTP_DB_NAME ||
			( db === 'mariadb' ? 'boudoir_http_test' : 'http_test' ),
	};
}

/**
 * The site under test: BOUDOIR_URL when it answers, otherwise a fresh one on HTTP_PORT.
 *
 * @param {{db?: string}} options sqlite (default, or BOUDOIR_DB) or mariadb.
 * @return {Promise<{url: string, db: string, name?: string, stop: () => Promise<void>, owned: boolean}>} The site.
 */
export async function startSite( {
	db = process.env.BOUDOIR_DB || 'sqlite',
} = {} ) {
	if ( process.env.BOUDOIR_URL ) {
		const url = process.env.BOUDOIR_URL.replace( /\/$/, '' );
		// A busy machine may take longer than isServing()'s 2 s to answer: a few tries.
		let serving = false;
		for ( let attempt = 0; attempt < 5 && ! serving; attempt++ ) {
			serving = await isServing( url );
		}
		if ( ! serving ) {
			throw new Error( `BOUDOIR_URL=${ url } does not answer` );
		}
		return { url, db, owned: false, stop: async () => {} };
	}
	// A pinned port must be free; otherwise the first free one from 8899.
	const port = process.env.BOUDOIR_HTTP_PORT
		? HTTP_PORT
		: await freePort( HTTP_PORT );
	const url = `http://localhost:${ port }`;
	if ( await isServing( url ) ) {
		throw new Error(
			`${ url } already answers: set BOUDOIR_URL to reuse it, or BOUDOIR_HTTP_PORT`
		);
	}
	// BOUDOIR_HTTP_DB_NAME lets two runs side by side keep their own tables.
	const { name } = siteDatabase( db );
	// A log of this run only, so warnings are ours (wp-config.php reads BOUDOIR_DEBUG_LOG).
	if ( ! process.env.BOUDOIR_DEBUG_LOG ) {
		process.env.BOUDOIR_DEBUG_LOG = path.join(
			REPO,
			'artifacts',
			`http-debug-${ db }-${ name }.log`
		);
	}
	fs.mkdirSync( path.dirname( process.env.BOUDOIR_DEBUG_LOG ), {
		recursive: true,
	} );
	fs.rmSync( process.env.BOUDOIR_DEBUG_LOG, { force: true } );
	// Its mails apart from another site's in the same WordPress folder (the suite on SQLite and
	// on MariaDB side by side: bin/test.mjs).
	process.env.BOUDOIR_MAIL_LOG ||= path.join(
		REPO,
		'artifacts',
		`http-mail-${ db }-${ name }.log`
	);
	fs.rmSync( process.env.BOUDOIR_MAIL_LOG, { force: true } );
	// More PHP workers than the demo's 4, so 50 concurrent requests really overlap.
	process.env.PHP_CLI_SERVER_WORKERS ||= '12';
	prepareCore();
	install( { db, name, fresh: true, port } );
	const server = await serve( {
		db,
		name,
		port,
		stdio: 'ignore',
	} );
	return {
		url,
		db,
		name,
		owned: true,
		stop: async () => {
			server.stop();
			await server.exited;
			if ( db === 'mariadb' ) {
				dropMariaDb( name );
			}
		},
	};
}

/**
 * A cookie jar: name → value, for one host (the test site).
 */
export class CookieJar {
	constructor( cookies = {} ) {
		this.cookies = new Map( Object.entries( cookies ) );
	}

	/**
	 * Keeps the cookies a response sets (and forgets the ones it expires).
	 *
	 * @param {Response} response A fetch response.
	 */
	store( response ) {
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair, ...attributes ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			const name = pair.slice( 0, at ).trim();
			const value = pair.slice( at + 1 ).trim();
			const expires = attributes
				.map( ( attribute ) => attribute.trim() )
				.find( ( attribute ) => /^expires=/i.test( attribute ) );
			const maxAge = attributes
				.map( ( attribute ) => attribute.trim() )
				.find( ( attribute ) => /^max-age=/i.test( attribute ) );
			const expired =
				value === '' ||
				value === 'deleted' ||
				( expires && Date.parse( expires.slice( 8 ) ) < Date.now() ) ||
				( maxAge && Number( maxAge.slice( 8 ) ) <= 0 );
			if ( expired ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
	}

	header() {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}

	get( name ) {
		return this.cookies.get( name );
	}

	clone() {
		return new CookieJar( Object.fromEntries( this.cookies ) );
	}
}

/**
 * Someone using the site: a user (after login()) or a guest, with cookies and a REST nonce.
 */
export class Actor {
	/**
	 * @param {string} baseUrl The site.
	 * @param {string} label   A name for messages.
	 */
	constructor( baseUrl, label ) {
		this.baseUrl = baseUrl;
		this.label = label;
		this.jar = new CookieJar();
		this.nonce = null;
		this.user = null;
	}

	/**
	 * Signs in through wp-login.php as a person does (with the test cookie).
	 *
	 * @param {string} username The login.
	 * @param {string} password Its password.
	 */
	async login( username, password = PASSWORD ) {
		this.jar.cookies.set( 'wordpress_test_cookie', 'WP%20Cookie%20check' );
		const response = await fetch( `${ this.baseUrl }/wp-login.php`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Cookie: this.jar.header(),
			},
			body: new URLSearchParams( {
				log: username,
				pwd: password,
				'wp-submit': 'Log In',
				testcookie: '1',
				redirect_to: `${ this.baseUrl }/wp-admin/`,
			} ),
		} );
		this.jar.store( response );
		const loggedIn = [ ...this.jar.cookies.keys() ].some( ( name ) =>
			name.startsWith( 'wordpress_logged_in_' )
		);
		if ( response.status !== 302 || ! loggedIn ) {
			throw new Error(
				`${ username } could not sign in (HTTP ${ response.status })`
			);
		}
		this.user = username;
		await this.refreshNonce();
		return this;
	}

	/**
	 * A REST nonce: admin-ajax's rest-nonce for users, the dev endpoint's user-0 nonce for guests.
	 */
	async refreshNonce() {
		if ( this.user ) {
			const response = await fetch(
				`${ this.baseUrl }/wp-admin/admin-ajax.php?action=rest-nonce`,
				{ headers: { Cookie: this.jar.header() } }
			);
			this.nonce = ( await response.text() ).trim();
			if ( ! /^[0-9a-f]{10}$/.test( this.nonce ) ) {
				throw new Error(
					`no REST nonce for ${ this.label }: ${ this.nonce }`
				);
			}
		} else {
			const response = await fetch(
				`${ this.baseUrl }/?boudoir_dev=nonce`,
				{ headers: { Cookie: this.jar.header() } }
			);
			const body = await response.json();
			this.nonce = body.nonce;
		}
		return this.nonce;
	}

	/**
	 * One HTTP request with this actor's cookies (kept) and, unless `nonce: false`, the nonce.
	 *
	 * @param {string}                                                                                                                             method  HTTP method.
	 * @param {string}                                                                                                                             route   A path under the site (absolute URLs too).
	 * @param {{body?: unknown, raw?: string, nonce?: boolean|string, headers?: Record<string,string>, contentType?: string, rateLimit?: boolean}} options JSON body, raw body, nonce override, the real estimate rate limit.
	 * @return {Promise<{status: number, headers: Headers, text: string, json: any, ms: number}>} The answer.
	 */
	async request( method, route, options = {} ) {
		const headers = {
			Accept: 'application/json',
			// bin/wp/boudoir-dev.php lifts the estimate rate limit for these requests (the suite sends many
			// from one address), unless `rateLimit: true` asks for the shop's real limit.
			...( options.rateLimit
				? {}
				: { 'X-Boudoir-Test-No-Rate-Limit': '1' } ),
			...options.headers,
		};
		const cookie = this.jar.header();
		if ( cookie ) {
			headers.Cookie = cookie;
		}
		const nonce =
			options.nonce === undefined || options.nonce === true
				? this.nonce
				: options.nonce;
		if ( nonce ) {
			headers[ 'X-WP-Nonce' ] = nonce;
		}
		let body;
		if ( options.raw !== undefined ) {
			body = options.raw;
			headers[ 'Content-Type' ] =
				options.contentType || 'application/json';
		} else if ( options.body !== undefined ) {
			body = JSON.stringify( options.body );
			headers[ 'Content-Type' ] = 'application/json';
		}
		const url = /^https?:/.test( route )
			? route
			: `${ this.baseUrl }${ route }`;
		const started = performance.now();
		const response = await fetch( url, {
			method,
			headers,
			body,
			redirect: 'manual',
		} );
		const text = await response.text();
		const ms = performance.now() - started;
		this.jar.store( response );
		let json;
		try {
			json = text ? JSON.parse( text ) : undefined;
		} catch {
			json = undefined;
		}
		return {
			status: response.status,
			headers: response.headers,
			text,
			json,
			ms,
		};
	}

	get( route, options ) {
		return this.request( 'GET', route, options );
	}

	post( route, body, options = {} ) {
		return this.request( 'POST', route, { ...options, body } );
	}
}

/**
 * A signed-in user.
 *
 * @param {string} baseUrl  The site.
 * @param {string} username admin, shopper or other.
 */
export async function userActor( baseUrl, username ) {
	return new Actor( baseUrl, username ).login( username );
}

/**
 * A guest (no cookies yet; a session starts on the first save).
 *
 * @param {string} baseUrl The site.
 * @param {string} label   A name for messages.
 */
export async function guestActor( baseUrl, label = 'guest' ) {
	const actor = new Actor( baseUrl, label );
	await actor.refreshNonce();
	return actor;
}

/**
 * The wishlist tables' invariant counts (bin/wp/boudoir-dev.php).
 *
 * @param {string} baseUrl The site.
 * @return {Promise<Record<string, number>>} Counts; all but lists/items must be 0.
 */
export async function wishlistState( baseUrl ) {
	const response = await fetch( `${ baseUrl }/?boudoir_dev=state` );
	if ( response.status !== 200 ) {
		throw new Error(
			`the dev state endpoint answered ${ response.status }: is bin/wp/boudoir-dev.php linked and the site local?`
		);
	}
	return response.json();
}

/** The counts of wishlistState() that must be 0. */
export const INVARIANTS = [
	'orphan_items',
	'owners_without_one_default',
	'defaults_with_wrong_owner',
	'lists_without_owner',
	'lists_with_gaps',
	'duplicate_items',
	'bad_quantities',
];

/**
 * The invariants that do not hold, e.g. `{ lists_with_gaps: 2 }` (empty when all hold).
 *
 * @param {Record<string, number>} state From wishlistState().
 */
export function brokenInvariants( state ) {
	return Object.fromEntries(
		INVARIANTS.filter( ( key ) => state[ key ] !== 0 ).map( ( key ) => [
			key,
			state[ key ],
		] )
	);
}

/**
 * Invariants broken more often now than before (a failed earlier test does not fail later ones).
 *
 * @param {Record<string, number>} before From wishlistState(), earlier.
 * @param {Record<string, number>} now    From wishlistState(), now.
 */
export function newlyBroken( before, now ) {
	return Object.fromEntries(
		INVARIANTS.filter( ( key ) => now[ key ] > before[ key ] ).map(
			( key ) => [ key, `${ before[ key ] } → ${ now[ key ] }` ]
		)
	);
}

/**
 * The catalogue's simple products and variations (bin/wp/boudoir-dev.php).
 *
 * @param {string} baseUrl The site.
 * @return {Promise<{simple: number[], variable: {id: number, variations: number[]}[], other: number[]}>} Ids.
 */
export async function catalogue( baseUrl ) {
	const response = await fetch( `${ baseUrl }/?boudoir_dev=products` );
	return response.json();
}

/**
 * Reads the PHP debug log from an offset on: remember `mark()` before, `since( mark )` after.
 */
export const debugLog = {
	mark() {
		try {
			return fs.statSync( debugLogPath() ).size;
		} catch {
			return 0;
		}
	},
	since( offset ) {
		const file = debugLogPath();
		if ( ! fs.existsSync( file ) ) {
			return '';
		}
		const size = fs.statSync( file ).size;
		if ( size <= offset ) {
			return '';
		}
		const handle = fs.openSync( file, 'r' );
		try {
			const buffer = Buffer.alloc( size - offset );
			fs.readSync( handle, buffer, 0, buffer.length, offset );
			return buffer.toString( 'utf8' );
		} finally {
			fs.closeSync( handle );
		}
	},
};

/**
 * PHP errors of a log excerpt that count: any fatal error, warning or notice, and
 * deprecations raised in Boudoir's own files (core's are not ours to fix).
 *
 * @param {string} text Log lines.
 * @return {string[]} The offending lines.
 */
export function phpProblems( text ) {
	const ours = ( line ) =>
		( line.includes( `${ REPO }/php/` ) ||
			line.includes( `${ REPO }/blocks/` ) ||
			line.includes( `${ REPO }/build/` ) ||
			line.includes( '/plugins/boudoir/' ) ) &&
		! line.includes( '/.wp/' );
	return text
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP (Fatal error|Parse error|Warning|Notice)/.test( line ) ||
				( /PHP Deprecated/.test( line ) && ours( line ) )
		);
}

/**
 * Lock conflicts Boudoir's writes try again (Transaction::retry_on_error): parallel
 * `INSERT … SELECT` by one owner on MariaDB may deadlock, which it reports as these;
 * the request then succeeds, but wpdb has logged the first attempt.
 */
const RETRIED_DB_ERRORS =
	/Deadlock found|Lock wait timeout exceeded|Failed to read auto-increment value/;

/**
 * The database errors of a log excerpt (`WordPress database error …`), but for the
 * lock conflicts that are tried again (RETRIED_DB_ERRORS).
 *
 * @param {string} text Log lines.
 * @return {{errors: string[], retried: number}} The errors that count, and how many retried ones were left out.
 */
export function databaseErrors( text ) {
	const lines = text
		.split( '\n' )
		.filter( ( line ) => line.includes( 'WordPress database error' ) );
	const errors = lines.filter( ( line ) => ! RETRIED_DB_ERRORS.test( line ) );
	return { errors, retried: lines.length - errors.length };
}

/**
 * A new customer made by an administrator (the REST users route), signed in: an account no
 * other test file touches. `email` is set on the actor.
 *
 * @param {string} baseUrl  The site.
 * @param {Actor}  admin    An administrator.
 * @param {string} username The login (the e-mail is `<login>@boudoir.test`).
 * @param {Object} fields   More of the users route's fields (`roles`: another role than the shop's default).
 * @return {Promise<Actor>} The new user.
 */
export async function newUserActor( baseUrl, admin, username, fields = {} ) {
	const email = `${ username }@boudoir.test`;
	const answer = await admin.post( '/wp-json/wp/v2/users', {
		username,
		email,
		password: PASSWORD,
		...fields,
	} );
	if ( answer.status !== 201 ) {
		throw new Error(
			`admin could not create ${ username }: ${ answer.status }`
		);
	}
	const actor = await userActor( baseUrl, username );
	actor.email = email;
	return actor;
}

/**
 * Runs async jobs, at most `limit` at once; their results in the jobs' order.
 *
 * @param {Array<() => Promise<unknown>>} jobs  The jobs.
 * @param {number}                        limit At once.
 * @return {Promise<unknown[]>} Their results.
 */
export async function pool( jobs, limit ) {
	const results = new Array( jobs.length );
	let next = 0;
	const worker = async () => {
		while ( next < jobs.length ) {
			const index = next++;
			results[ index ] = await jobs[ index ]();
		}
	};
	await Promise.all( Array.from( { length: limit }, worker ) );
	return results;
}

/**
 * What a log holds that a clean run never writes: database errors other than the lock
 * conflicts the plugin tries again (which it says in a diagnostic), PHP warnings, notices and
 * fatal errors (phpProblems()).
 *
 * @param {string}                                  text The log since the test began.
 * @param {{diagnostic: (message: string) => void}} t    The test, for the diagnostic.
 * @return {string[]} The problems, at most 20.
 */
export function logProblems( text, t ) {
	const { errors, retried } = databaseErrors( text );
	if ( retried ) {
		t.diagnostic(
			`${ retried } lock conflicts of parallel writes, tried again by Transaction::retry_on_error`
		);
	}
	return [ ...errors, ...phpProblems( text ) ].slice( 0, 20 );
}

/**
 * The value at a percentile of some numbers.
 *
 * @param {number[]} values Samples.
 * @param {number}   p      0..100.
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const index = Math.min(
		sorted.length - 1,
		Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
	);
	return sorted[ index ];
}

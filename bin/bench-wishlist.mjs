#!/usr/bin/env node
/**
 * The wishlist routes' benchmark (`npm run bench:wishlist`; not a test: it prints figures).
 *
 * On native PHP + MariaDB (database boudoir_bench, created then dropped; port
 * BOUDOIR_BENCH_PORT, 8898):
 *   1. p50 of add and of read-list vs p50 of a bare WordPress REST request (target ≤ 1.25), the
 *      four requests taken in turn so that their ratios hold on a busy machine;
 *   2. database queries per request for lists of 1, 50 and 500 items (target: the same);
 *   3. p50 of add and read again once the tables hold 1,000,000 items in 100,000
 *      lists (bulk SQL), vs the empty tables (target ≤ 1.5);
 *   4. the wishlist alerts' job (issue 37): 100,000 more items, of 500 products, in 10,000
 *      lists that asked for alerts, 1 % of those products changed: the items it reads (only the
 *      changed products': 1,000), its queries (the same with 1 product changed or 5), its time;
 *   5. the wishlist insights (issue 38): the 1,000,000 items spread over 2,000 products × 20
 *      variations, counted into the saved-demand summary (its time), the daily check (its time), two years of daily
 *      counters (500 products × saved, added to cart, ordered), then p50 of the screen's calls
 *      (the summary and weeks, the products' first page; default 12 weeks, and two years grouped by
 *      variation) vs a bare request, taken in turn (target ≤ 300 ms each).
 * Queries are counted by bin/wp/boudoir-dev.php's X-Boudoir-Queries header.
 *
 * With --cache=redis, every figure is taken twice on the same database, side by side: as
 * above (no persistent object cache: Boudoir's product views live in their table), then
 * with Boudoir's Redis object-cache drop-in on (bin/wp/object-cache.php, bin/lib/cluster.mjs), and the queries
 * per request are counted on a warm cache (the second of two requests).
 *
 *   node bin/bench-wishlist.mjs [--samples=200] [--keep] [--cache=redis]   (--keep: leave the database)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
	REPO,
	dropMariaDb,
	install,
	isServing,
	prepareCore,
	serve,
} from './lib/site.mjs';
import { cliOptions } from './lib/cli.mjs';
import {
	checkRedis,
	flushRedis,
	installObjectCache,
	redisEnv,
} from './lib/cluster.mjs';
import { ensureMariaDbRunning } from './lib/system.mjs';
import { percentile, userActor } from '../tests/http/lib/harness.mjs';
import * as api from '../tests/http/lib/api.mjs';

const options = cliOptions();
const PORT = Number( process.env.BOUDOIR_BENCH_PORT || 8898 );
const DB = 'boudoir_bench';
const SAMPLES = Number( options.samples || 200 );
const WARM_UP = 20;
const LISTS = 100_000;
const ITEMS_PER_LIST = 10;

/** The set-ups measured: without a persistent object cache, then (--cache=redis) with Redis. */
const CACHES = options.cache === 'redis' ? [ 'none', 'redis' ] : [ 'none' ];

const say = ( message ) => process.stdout.write( `[bench] ${ message }\n` );

/**
 * Runs SQL on the benchmark's database with the mariadb client.
 *
 * @param {string} statements SQL statements.
 */
function sql( statements ) {
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
			DB,
			'-e',
			statements,
		],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	if ( result.status !== 0 ) {
		throw new Error( `MariaDB: ${ result.stderr || result.error }` );
	}
	return result.stdout.trim();
}

/**
 * p50 of each of some calls, taken in turn (one of each per round, after warm-up rounds), so that
 * drift and a neighbour's load weigh on every figure alike and their ratios hold in one run.
 *
 * @param {Record<string, {call: (index: number) => Promise<{status: number, ms: number, text: string}>, ok: number[]}>} calls By name; each call gets the round's index.
 * @param {number}                                                                                                       n     Samples of each.
 * @return {Promise<Record<string, number>>} p50 by name.
 */
async function p50InTurn( calls, n = SAMPLES ) {
	const times = Object.fromEntries(
		Object.keys( calls ).map( ( name ) => [ name, [] ] )
	);
	for ( let index = 0; index < WARM_UP + n; index++ ) {
		for ( const [ name, { call, ok } ] of Object.entries( calls ) ) {
			const response = await call( index );
			if ( ! ok.includes( response.status ) ) {
				throw new Error(
					`${ name }: HTTP ${ response.status }: ${ response.text.slice( 0, 300 ) }`
				);
			}
			if ( index >= WARM_UP ) {
				times[ name ].push( response.ms );
			}
		}
	}
	return Object.fromEntries(
		Object.entries( times ).map( ( [ name, values ] ) => [
			name,
			percentile( values, 50 ),
		] )
	);
}

const queries = ( response ) =>
	Number( response.headers.get( 'x-boudoir-queries' ) );

/**
 * A bare request, add into a fresh list and read a 50-item list, taken in turn.
 *
 * @param {import('../tests/http/lib/harness.mjs').Actor} owner    The shopper.
 * @param {number[]}                                      products At least WARM_UP + SAMPLES product ids.
 * @param {Object}                                        fifty    A 50-item list.
 * @param {string}                                        label    For the new list's name.
 */
async function addAndRead( owner, products, fifty, label ) {
	const target = api.expectStatus(
		await api.createList( owner, `Bench adds ${ label }` ),
		201,
		'create'
	);
	return p50InTurn( {
		bare: {
			call: () => owner.get( '/wp-json/wp/v2/types/post' ),
			ok: [ 200 ],
		},
		add: {
			call: ( index ) =>
				api.addItem( owner, {
					add_to_wishlist: products[ index ],
					wishlist_id: target.id,
				} ),
			ok: [ 201 ],
		},
		read: {
			call: () => api.readItems( owner, fifty.token, { per_page: 50 } ),
			ok: [ 200 ],
		},
		readPage: {
			call: () => api.readItems( owner, fifty.token ),
			ok: [ 200 ],
		},
	} );
}

/**
 * Serves the benchmark's site, with or without the Redis object cache.
 *
 * @param {string} cache none or redis.
 */
async function serveWith( cache ) {
	if ( cache === 'redis' ) {
		// Nothing the previous server wrote without the cache may be read stale.
		flushRedis( DB );
	}
	return serve( {
		db: 'mariadb',
		name: DB,
		port: PORT,
		runtime: 'php',
		stdio: 'ignore',
		env: cache === 'redis' ? redisEnv( DB ) : { BOUDOIR_CACHE: '' },
	} );
}

/**
 * Runs a measurement once per set-up (CACHES), each on its own server.
 *
 * @param {(cache: string) => Promise<any>} measure What to take.
 * @return {Promise<Record<string, any>>} By set-up.
 */
async function perCache( measure ) {
	const figures = {};
	for ( const cache of CACHES ) {
		const server = await serveWith( cache );
		try {
			figures[ cache ] = await measure( cache );
		} finally {
			server.stop();
			await server.exited;
		}
	}
	return figures;
}

/**
 * Queries of a request; on a warm cache, of the second of two.
 *
 * @param {string}                            cache   none or redis.
 * @param {() => Promise<{headers: Headers}>} request The request.
 */
async function queriesOf( cache, request ) {
	if ( cache === 'redis' ) {
		await request();
	}
	return queries( await request() );
}

async function main() {
	const started = Date.now();
	if ( await isServing( `http://localhost:${ PORT }` ) ) {
		throw new Error( `port ${ PORT } is busy: set BOUDOIR_BENCH_PORT` );
	}
	ensureMariaDbRunning();
	if ( CACHES.includes( 'redis' ) ) {
		checkRedis();
	}
	process.env.BOUDOIR_DEBUG_LOG = path.join(
		REPO,
		'artifacts',
		'bench-debug.log'
	);
	fs.mkdirSync( path.dirname( process.env.BOUDOIR_DEBUG_LOG ), {
		recursive: true,
	} );
	say( 'preparing the MariaDB site (boudoir_bench)…' );
	prepareCore();
	if ( CACHES.includes( 'redis' ) ) {
		installObjectCache();
	}
	install( { db: 'mariadb', name: DB, fresh: true, port: PORT } );
	const url = `http://localhost:${ PORT }`;
	try {
		const sizes = [ 1, 50, 500 ];
		const sized = {};
		let owner;
		let products;
		const setUp = await serveWith( 'none' );
		try {
			owner = await userActor( url, 'shopper' );
			const seeded = await fetch(
				`${ url }/?boudoir_dev=bench_products&count=${ Math.max( 520, WARM_UP + SAMPLES ) }`,
				{ method: 'POST' }
			);
			products = await seeded.json();
			say( `${ products.length } bench products` );
			for ( const size of sizes ) {
				sized[ size ] = await api.fillList(
					owner,
					`Bench ${ size }`,
					products.slice( 0, size )
				);
			}
		} finally {
			setUp.stop();
			await setUp.exited;
		}

		// Queries per request, by list size.
		const perSize = await perCache( async ( cache ) => {
			const counted = {};
			for ( const size of sizes ) {
				const token = sized[ size ].token;
				counted[ size ] = {
					items: await queriesOf( cache, () =>
						api.readItems( owner, token, { per_page: 100 } )
					),
					reloadAll: await queriesOf( cache, () =>
						api.reload( owner, {
							wishlist_token: token,
							pagination: 'no',
						} )
					),
					read: await queriesOf( cache, () =>
						api.readList( owner, token )
					),
					exists: await queriesOf( cache, () =>
						api.addItem( owner, {
							add_to_wishlist: products[ 0 ],
							wishlist_id: sized[ size ].id,
						} )
					),
				};
			}
			counted.bare = await queriesOf( cache, () =>
				owner.get( '/wp-json/wp/v2/types/post' )
			);
			return counted;
		} );

		say(
			`timing ${ SAMPLES } requests each (after ${ WARM_UP } warm-up)…`
		);
		const empty = await perCache( ( cache ) =>
			addAndRead( owner, products, sized[ 50 ], `empty ${ cache }` )
		);

		say(
			`filling ${ LISTS.toLocaleString( 'en' ) } lists × ${ ITEMS_PER_LIST } items with bulk SQL…`
		);
		const fillStarted = Date.now();
		sql( `
			INSERT INTO wp_boudoir_wishlists (token, user_id, session_hash, name, slug, privacy, is_default, default_owner, created_at, expires_at)
			SELECT CONCAT('bench', LPAD(seq, 27, '0')), 0, SHA2(CONCAT('bench-session-', seq), 256), CONCAT('Bench list ', seq), CONCAT('bench-list-', seq),
				'private', 1, CONCAT('guest:', SHA2(CONCAT('bench-session-', seq), 256)), UTC_TIMESTAMP(), UTC_TIMESTAMP() + INTERVAL 30 DAY
			FROM seq_1_to_${ LISTS };
			INSERT INTO wp_boudoir_wishlist_items (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at)
			SELECT l.id, 1000000 + p.seq, 0, 1, p.seq, 19.0000, 'EUR', UTC_TIMESTAMP()
			FROM wp_boudoir_wishlists l JOIN seq_0_to_${ ITEMS_PER_LIST - 1 } p
			WHERE l.token LIKE 'bench%';
			ANALYZE TABLE wp_boudoir_wishlists, wp_boudoir_wishlist_items;
		` );
		const counts = sql(
			'SELECT (SELECT COUNT(*) FROM wp_boudoir_wishlists), (SELECT COUNT(*) FROM wp_boudoir_wishlist_items)'
		)
			.split( /\s+/ )
			.map( Number );
		const fillSeconds = ( Date.now() - fillStarted ) / 1000;
		say(
			`${ counts[ 1 ].toLocaleString( 'en' ) } items in ${ counts[ 0 ].toLocaleString( 'en' ) } lists after ${ fillSeconds.toFixed( 1 ) } s`
		);
		const full = await perCache( ( cache ) =>
			addAndRead( owner, products, sized[ 50 ], `full ${ cache }` )
		);

		const alerts = await alertsJob( url, products );
		const insightsReport = await insights( url );

		process.stdout.write(
			CACHES.map( ( cache ) =>
				table( {
					cache,
					bare: empty[ cache ].bare,
					empty: empty[ cache ],
					full: full[ cache ],
					perSize: perSize[ cache ],
					sizes,
					counts,
					fillSeconds,
				} )
			).join( '\n' ) +
				( CACHES.length > 1 ? sideBySide( empty ) : '' ) +
				alerts +
				insightsReport +
				`\n  total ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s\n\n`
		);
	} finally {
		if ( options.keep !== 'true' ) {
			dropMariaDb( DB );
		}
		if ( CACHES.includes( 'redis' ) ) {
			flushRedis( DB );
		}
	}
}

/**
 * The wishlist alerts' job on the full tables: 100,000 more items (10 in each of the first 10,000
 * bench lists, which ask for alerts) of the first 500 bench products, each saved 200 times at 19.00;
 * five of them (1 %) drop to 15.00; then the job run with the first of them changed, and with all
 * five: what it read and decided, its queries and its time; then the five again (nothing new).
 *
 * @param {string}   url      The bench site.
 * @param {number[]} products The bench products' ids.
 * @return {Promise<string>} The report's lines.
 */
async function alertsJob( url, products ) {
	const PRODUCTS = 500;
	say(
		`alerts: 100,000 items of ${ PRODUCTS } products in 10,000 lists asking for alerts…`
	);
	const benchList =
		"token LIKE 'bench%' AND CAST(SUBSTRING(token, 6) AS UNSIGNED) <= 10000";
	sql( `
		CREATE TABLE bench_alert_products (n INT NOT NULL PRIMARY KEY, id BIGINT UNSIGNED NOT NULL);
		INSERT INTO bench_alert_products VALUES ${ products
			.slice( 0, PRODUCTS )
			.map( ( id, n ) => `(${ n }, ${ Number( id ) })` )
			.join( ', ' ) };
		INSERT INTO wp_boudoir_wishlist_items (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at)
		SELECT l.id, b.id, 0, 1, 100 + p.seq, 19.0000, 'EUR', UTC_TIMESTAMP()
		FROM wp_boudoir_wishlists l JOIN seq_0_to_9 p
		JOIN bench_alert_products b ON b.n = MOD(CAST(SUBSTRING(l.token, 6) AS UNSIGNED) * 10 + p.seq, ${ PRODUCTS })
		WHERE l.${ benchList };
		INSERT INTO wp_boudoir_alert_subscriptions (wishlist_id, item_id, price_drops, back_in_stock, consented_at, consent_page)
		SELECT id, 0, 1, 1, UTC_TIMESTAMP(), '' FROM wp_boudoir_wishlists WHERE ${ benchList };
		ANALYZE TABLE wp_boudoir_wishlist_items, wp_boudoir_alert_subscriptions;
		-- The 1 % changed: their price drops from 19.00 to 15.00 (SQL, so the views built before are dropped too).
		UPDATE wp_postmeta SET meta_value = '15.00' WHERE meta_key = '_price' AND post_id IN (SELECT id FROM bench_alert_products WHERE n < 5);
		DELETE FROM wp_boudoir_product_cache;
	` );
	const run = async ( changed ) => {
		sql( `
			DELETE FROM wp_boudoir_alert_changes;
			INSERT INTO wp_boudoir_alert_changes (product_id, changed_at, version)
			SELECT id, UNIX_TIMESTAMP(), 1 FROM bench_alert_products WHERE n < ${ changed };
		` );
		const response = await fetch( `${ url }/?boudoir_dev=alerts_job`, {
			method: 'POST',
		} );
		if ( ! response.ok ) {
			throw new Error( `alerts job: ${ response.status }` );
		}
		return response.json();
	};
	const server = await serveWith( 'none' );
	let one, five, again;
	try {
		one = await run( 1 );
		five = await run( 5 );
		// The same products changed again: the watches are stored, nothing changed, nothing to write.
		again = await run( 5 );
	} finally {
		server.stop();
		await server.exited;
		sql( 'DROP TABLE bench_alert_products' );
	}
	const items = Number(
		sql( 'SELECT COUNT(*) FROM wp_boudoir_wishlist_items' ).trim()
	);
	// Each read of saved items names the changed products only.
	const named = five.item_reads.every(
		( query ) =>
			( query.match( /product_id IN \(([^)]*)\)/ )?.[ 1 ] ?? '' ).split(
				','
			).length === 5
	);
	const line = ( label, a, b, extra = '' ) =>
		`  ${ label.padEnd( 58 ) }${ String( a ).padStart( 9 ) }${ String(
			b
		).padStart( 11 ) }  ${ extra }`;
	return [
		'',
		`  the alerts' job, ${ items.toLocaleString(
			'en'
		) } saved items (100,000 of ${ PRODUCTS } products in 10,000 lists asking)`,
		line( '', '1 changed', '5 (1 %)' ),
		line( 'products read from the queue', one.products, five.products ),
		line(
			'saved items looked at',
			one.items,
			five.items,
			"(target: the changed products' only, 200 each)"
		),
		line(
			'alerts decided (19.00 → 15.00)',
			one.alerts,
			five.alerts,
			"(the first product's told once)"
		),
		line(
			'queries reading',
			one.reads,
			five.reads,
			one.reads === five.reads ? 'same' : 'DIFFERS'
		),
		line(
			'queries in all (writes: 200 rows a statement)',
			one.queries,
			five.queries
		),
		line(
			'statements reading saved items',
			one.item_reads.length,
			five.item_reads.length,
			named
				? 'each names the changed products only'
				: 'NOT ONLY THE CHANGED PRODUCTS'
		),
		line( 'time, ms', one.ms.toFixed( 1 ), five.ms.toFixed( 1 ) ),
		line(
			'5 changed again (watches stored): queries, ms',
			'',
			`${ again.queries }, ${ again.ms.toFixed( 1 ) }`
		),
		'',
	].join( '\n' );
}

/**
 * The wishlist insights on the full tables: the first 1,000,000 items (10 products until now) spread
 * over 2,000 products × 20 variations; their first count into the summary, then the daily check; two years of daily
 * counters; then the screen's calls, p50 against a bare request, taken in turn.
 *
 * @param {string} url The bench site.
 * @return {Promise<string>} The report's lines.
 */
async function insights( url ) {
	say( 'insights: 1,000,000 items over 2,000 products × 20 variations…' );
	sql( `
		UPDATE wp_boudoir_wishlist_items SET product_id = 3000000 + MOD(id, 2000), variation_id = 4000000 + MOD(id, 40000), price = 10 + MOD(id, 7)
		WHERE product_id BETWEEN 1000000 AND 1000009;
		ANALYZE TABLE wp_boudoir_wishlist_items;
	` );
	say( 'insights: two years of daily counters…' );
	sql( `
		INSERT INTO wp_boudoir_insight_days (kind, day, product_id, variation_id, events, quantity, amount)
		SELECT k.kind, CURDATE() - INTERVAL d.seq DAY, 3000000 + p.seq, 0, 1 + MOD(d.seq + p.seq, 5), 1 + MOD(d.seq + p.seq, 5), 19.00 * (1 + MOD(d.seq + p.seq, 5))
		FROM seq_0_to_729 d JOIN seq_0_to_499 p
		JOIN (SELECT 'saved' AS kind UNION ALL SELECT 'carted' UNION ALL SELECT 'ordered') k
		WHERE 1 = 1
		ON DUPLICATE KEY UPDATE events = events + VALUES(events);
		-- Each day's totals (product 0), as every write adds to them.
		INSERT INTO wp_boudoir_insight_days (kind, day, product_id, variation_id, events, quantity, amount)
		SELECT kind, day, 0, 0, SUM(events), SUM(quantity), SUM(amount) FROM wp_boudoir_insight_days
		WHERE product_id >= 3000000 GROUP BY kind, day
		ON DUPLICATE KEY UPDATE events = events + VALUES(events), quantity = quantity + VALUES(quantity), amount = amount + VALUES(amount);
		INSERT INTO wp_boudoir_insight_days (kind, day, product_id, variation_id, events)
		SELECT 'lists', CURDATE() - INTERVAL d.seq DAY, 0, 0, 100 FROM seq_0_to_729 d
		ON DUPLICATE KEY UPDATE events = events + VALUES(events);
		ANALYZE TABLE wp_boudoir_insight_days;
	` );
	const days = Number(
		sql( 'SELECT COUNT(*) FROM wp_boudoir_insight_days' ).trim()
	);
	const server = await serveWith( 'none' );
	let count, check, times;
	try {
		const countNow = async () => {
			const response = await fetch(
				`${ url }/?boudoir_dev=insights_count`,
				{ method: 'POST' }
			);
			if ( ! response.ok ) {
				throw new Error( `insights count: ${ response.status }` );
			}
			return response.json();
		};
		// The first: no product is in the summary yet; the second: the daily check of a right one.
		count = await countNow();
		check = await countNow();
		const admin = await userActor( url, 'admin' );
		const twoYears = `after=${ new Date( Date.now() - 729 * 86400000 )
			.toISOString()
			.slice( 0, 10 ) }`;
		const get = ( route ) => () =>
			admin.get( `/wp-json/boudoir/v1${ route }` );
		times = await p50InTurn(
			{
				bare: {
					call: () => admin.get( '/wp-json/wp/v2/types/post' ),
					ok: [ 200 ],
				},
				overview: { call: get( '/insights' ), ok: [ 200 ] },
				products: { call: get( '/insights/products' ), ok: [ 200 ] },
				overviewTwoYears: {
					call: get( `/insights?${ twoYears }` ),
					ok: [ 200 ],
				},
				variationsByName: {
					call: get(
						`/insights/products?group=variation&orderby=name&order=asc&page=40&${ twoYears }`
					),
					ok: [ 200 ],
				},
				outOfStock: {
					call: get(
						'/insights/products?view=out_of_stock&orderby=quantity'
					),
					ok: [ 200 ],
				},
			},
			Math.min( SAMPLES, 50 )
		);
	} finally {
		server.stop();
		await server.exited;
	}
	const items = Number(
		sql( 'SELECT COUNT(*) FROM wp_boudoir_wishlist_items' ).trim()
	);
	const lists = Number(
		sql( 'SELECT COUNT(*) FROM wp_boudoir_wishlists' ).trim()
	);
	const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;
	const call = ( label, key ) =>
		row(
			label,
			ms( times[ key ] ),
			`×${ ratio( times[ key ], times.bare ) } bare, ${ verdict(
				times[ key ],
				300
			) } (≤ 300 ms)`
		);
	return [
		'',
		`  the wishlist insights, ${ items.toLocaleString(
			'en'
		) } saved items in ${ lists.toLocaleString( 'en' ) } lists`,
		row(
			'first count (every product): rows of the summary',
			count.rows.toLocaleString( 'en' ),
			`${ count.counted } products, ${ count.queries } queries, ${ ms( count.ms ) }`
		),
		row(
			'daily check of a right summary: products queued',
			check.queued,
			`${ check.queries } queries, ${ ms( check.ms ) }`
		),
		row( 'daily counters (two years)', days.toLocaleString( 'en' ) ),
		row( 'p50 bare WordPress REST request', ms( times.bare ) ),
		call( 'GET /insights (12 weeks)', 'overview' ),
		call( 'GET /insights/products (first page)', 'products' ),
		call( 'GET /insights (two years)', 'overviewTwoYears' ),
		call(
			'products by variation, by name, page 40, two years',
			'variationsByName'
		),
		call( 'products out of stock, by quantity', 'outOfStock' ),
		'',
	].join( '\n' );
}

const ratio = ( a, b ) => ( a / b ).toFixed( 2 );
const verdict = ( value, target ) => ( value <= target ? 'ok' : 'OVER TARGET' );
const row = ( label, value, extra = '' ) =>
	`  ${ label.padEnd( 58 ) }${ String( value ).padStart( 10 ) }  ${ extra }`;

/**
 * One set-up's table, as the benchmark has always printed it.
 *
 * @param {{cache: string, bare: number, empty: Object, full: Object, perSize: Object, sizes: number[], counts: number[], fillSeconds: number}} figures One set-up's figures.
 */
function table( {
	cache,
	bare,
	empty,
	full,
	perSize,
	sizes,
	counts,
	fillSeconds,
} ) {
	const setUp =
		cache === 'redis'
			? 'Redis object cache (queries counted warm)'
			: 'no persistent object cache';
	return [
		'',
		`Boudoir wishlist benchmark — native PHP + MariaDB, ${ setUp }, p50 of ${ SAMPLES } sequential requests of each, taken in turn, after ${ WARM_UP } warm-up rounds`,
		'',
		row(
			'bare WordPress REST (GET /wp/v2/types/post), ms',
			bare.toFixed( 1 )
		),
		row(
			'add (POST /items/add), ms',
			empty.add.toFixed( 1 ),
			`ratio ${ ratio( empty.add, bare ) } (target ≤ 1.25: ${ verdict( empty.add / bare, 1.25 ) })`
		),
		row(
			'read list (GET /wishlists/<token>/items, 50 items), ms',
			empty.read.toFixed( 1 ),
			`ratio ${ ratio( empty.read, bare ) } (target ≤ 1.25: ${ verdict( empty.read / bare, 1.25 ) })`
		),
		row(
			'read list, default page (10 of 50 items), ms',
			empty.readPage.toFixed( 1 ),
			`ratio ${ ratio( empty.readPage, bare ) } (target ≤ 1.25: ${ verdict( empty.readPage / bare, 1.25 ) })`
		),
		'',
		'  queries per request (X-Boudoir-Queries)                      1 item   50 items  500 items',
		`  ${ 'bare WordPress REST request (for reference)'.padEnd( 58 ) }${ String( perSize.bare ).padStart( 9 ) }`,
		...[
			[ 'GET /wishlists/<token>/items?per_page=100', 'items' ],
			[ 'POST /wishlists/reload pagination=no (all items)', 'reloadAll' ],
			[ 'GET /wishlists/<token>', 'read' ],
			[ 'POST /items/add (exists)', 'exists' ],
		].map( ( [ label, key ] ) => {
			const values = sizes.map( ( size ) => perSize[ size ][ key ] );
			const same = values.every( ( value ) => value === values[ 0 ] );
			return `  ${ label.padEnd( 58 ) }${ values.map( ( value ) => String( value ).padStart( 9 ) ).join( ' ' ) }  ${ same ? 'same' : 'DIFFERS' }`;
		} ),
		'',
		`  with ${ counts[ 1 ].toLocaleString( 'en' ) } items in ${ counts[ 0 ].toLocaleString( 'en' ) } lists (filled in ${ fillSeconds.toFixed( 1 ) } s)        empty     full`,
		`  ${ 'add, ms'.padEnd( 58 ) }${ empty.add.toFixed( 1 ).padStart( 9 ) }${ full.add.toFixed( 1 ).padStart( 9 ) }  ratio ${ ratio( full.add, empty.add ) } (target ≤ 1.5: ${ verdict( full.add / empty.add, 1.5 ) })`,
		`  ${ 'read list (50 items), ms'.padEnd( 58 ) }${ empty.read.toFixed( 1 ).padStart( 9 ) }${ full.read.toFixed( 1 ).padStart( 9 ) }  ratio ${ ratio( full.read, empty.read ) } (target ≤ 1.5: ${ verdict( full.read / empty.read, 1.5 ) })`,
		`  ${ 'read list (default page), ms'.padEnd( 58 ) }${ empty.readPage.toFixed( 1 ).padStart( 9 ) }${ full.readPage.toFixed( 1 ).padStart( 9 ) }  ratio ${ ratio( full.readPage, empty.readPage ) } (target ≤ 1.5: ${ verdict( full.readPage / empty.readPage, 1.5 ) })`,
		'',
	].join( '\n' );
}

/**
 * The ratios to a bare request, without and with Redis, in two columns.
 *
 * @param {Record<string, {bare: number, add: number, read: number, readPage: number}>} empty By set-up.
 */
function sideBySide( empty ) {
	const cell = ( figures, key ) =>
		`${ figures[ key ].toFixed( 1 ) } ms ×${ ratio( figures[ key ], figures.bare ) }`.padStart(
			18
		);
	return [
		'',
		'  ratio to a bare request in the same set-up                     no cache          Redis',
		...[
			[ 'bare WordPress REST request', 'bare' ],
			[ 'add', 'add' ],
			[ 'read 10 of 50 items (default page)', 'readPage' ],
			[ 'read 50 items', 'read' ],
		].map(
			( [ label, key ] ) =>
				`  ${ label.padEnd( 58 ) }${ cell( empty.none, key ) }${ cell( empty.redis, key ) }`
		),
		'',
	].join( '\n' );
}

main().catch( ( error ) => {
	process.stderr.write( `[bench] ${ error.stack || error.message }\n` );
	process.exit( 1 );
} );

#!/usr/bin/env node
/**
 * Every test lane, one summary.
 *
 *   node bin/test.mjs                      PHPUnit on both databases beside the release zip and the
 *                                          node-only lane, then e2e on SQLite (the demo's pages and
 *                                          the shopper flows), the HTTP suite on SQLite and on MariaDB
 *                                          side by side with lint beside them, e2e on MariaDB (every
 *                                          spec), the cluster, then the shopper flows on the offline
 *                                          wp-env site with jest beside them
 *   node bin/test.mjs --db=mariadb         the MariaDB lane only (npm run test:mariadb)
 *   node bin/test.mjs --lane=unit|php|release|http|e2e|lint [--db=…]   one lane (release: the zip,
 *                                          installed into clean sites; tests/release)
 *   node bin/test.mjs --lane=cluster       two web nodes + Redis behind a balancer (npm run test:cluster)
 *   node bin/test.mjs --lane=node-only     `npm start` with Node only: the demo installed and served by
 *                                          WordPress Playground with no php on the PATH
 *   node bin/test.mjs --lane=wp-env        the shopper flows on the offline wp-env site (bin/wp-env-offline.mjs)
 *   node bin/test.mjs --lane=e2e --target=wp-env [--shards=N]   the whole Playwright suite on such
 *                                          sites, N (2) side by side, each running its shard
 *                                          (npm run test:e2e -- --target=wp-env)
 *   node bin/test.mjs --real --woocommerce=DIR [--wordpress=DIR] [--db=…] [--lane=…]
 *                                          PHPUnit, HTTP and e2e on a real WooCommerce release (and a
 *                                          WordPress release tree) instead of the double (npm run test:real;
 *                                          bin/lib/trees.mjs, docs/development.md)
 *
 * Missing system tools (php, phpunit, chromium, MariaDB) are installed with apt-get
 * when running as root, and explained otherwise. The last line is `N passed, N failed`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
	REPO,
	WP_DIR,
	WP_VERSION,
	install,
	isServing,
	log as siteLog,
	prepareCore,
	serve,
	siteUrl,
	dropMariaDb,
	freePort,
} from './lib/site.mjs';
import { ensureSystemPackages, ensureMariaDbRunning } from './lib/system.mjs';
import { startCluster } from './lib/cluster.mjs';
import { cliOptions } from './lib/cli.mjs';
import { phpProblems } from '../tests/http/lib/harness.mjs';
import { describeTrees, woocommerceTree } from './lib/trees.mjs';

const args = cliOptions();
const ARTIFACTS = path.join( REPO, 'artifacts' );
// BOUDOIR_TEST_PORT pins the e2e site's port; otherwise the first free one from 8889.
const TEST_PORT = process.env.BOUDOIR_TEST_PORT || '';
const results = [];

/**
 * Where the commands of a lane running beside another write: a buffer printed whole when
 * its group of lanes ends (see side()), so two lanes' outputs never interleave.
 */
const laneOutput = new AsyncLocalStorage();

/**
 * Says something about a lane: at once, or into its group's buffer when it runs beside another.
 *
 * @param {string} message What to say.
 */
function log( message ) {
	const buffer = laneOutput.getStore();
	if ( buffer ) {
		buffer.push( Buffer.from( `[boudoir] ${ message }\n` ) );
	} else {
		siteLog( message );
	}
}

/**
 * Whether the commands of a lane run at the lowest CPU priority (`nice -n 19`): lanes that wait
 * on no clock (lint, jest) beside one that does (the wp-env lane's browser), taking only the
 * CPU it leaves idle.
 */
const lowPriority = new AsyncLocalStorage();

function run( command, commandArgs, options = {} ) {
	const buffer = laneOutput.getStore();
	const [ file, argv ] = lowPriority.getStore()
		? [ 'nice', [ '-n', '19', command, ...commandArgs ] ]
		: [ command, commandArgs ];
	return new Promise( ( resolve ) => {
		const child = spawn( file, argv, {
			cwd: REPO,
			stdio: buffer ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
			...options,
		} );
		if ( buffer ) {
			child.stdout.on( 'data', ( chunk ) => buffer.push( chunk ) );
			child.stderr.on( 'data', ( chunk ) => buffer.push( chunk ) );
		}
		child.once( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}

/** The most failed tests a lane runs again for their traces. */
const TRACED_RERUNS = 10;

/**
 * Runs the end-to-end suite's Playwright (tests/e2e/playwright.config.ts) with more arguments and environment.
 *
 * Without traces: recording one costs about a fifth of a lane's time (measured on 35 tests:
 * 87 s with `retain-on-failure`, 71 s without, 83 s without its screenshots), and a passing
 * test's trace is thrown away. When tests fail, they run once more, at most TRACED_RERUNS
 * of them, with tracing on, into `<BOUDOIR_ARTIFACTS>/traced-rerun/`: that run's outcome
 * changes nothing (the lane has failed), it only leaves each failure a trace to read.
 *
 * @param {string[]}               playwrightArgs Spec files and options.
 * @param {Record<string, string>} env            BOUDOIR_URL, BOUDOIR_ARTIFACTS and the like.
 * @return {Promise<number>} Its exit code.
 */
async function playwright( playwrightArgs, env ) {
	const config = [
		'playwright',
		'test',
		'-c',
		'tests/e2e/playwright.config.ts',
	];
	const code = await run(
		'npx',
		[ ...config, ...playwrightArgs, '--trace=off' ],
		{ env: { ...process.env, ...env } }
	);
	const failed =
		code === 0 || ! env.BOUDOIR_ARTIFACTS
			? []
			: failedLocations(
					readJson(
						path.join( env.BOUDOIR_ARTIFACTS, 'playwright.json' )
					)
				);
	if ( failed.length ) {
		const rerun = failed.slice( 0, TRACED_RERUNS );
		log(
			`playwright: ${ rerun.length } of the failed tests run again with tracing, for their traces only (traced-rerun/test-results): ${ rerun.join( ' ' ) }`
		);
		await run(
			'npx',
			[
				...config,
				...rerun,
				// A grep's choice stays (`--grep X` or `--grep=X`): the rerun runs what failed, as it ran.
				...playwrightArgs.flatMap( ( arg, index ) => {
					if ( arg.startsWith( '--grep=' ) ) {
						return [ arg ];
					}
					return arg === '--grep'
						? [ arg, playwrightArgs[ index + 1 ] ]
						: [];
				} ),
				'--trace=on',
				'--reporter=line',
			],
			{
				env: {
					...process.env,
					...env,
					BOUDOIR_ARTIFACTS: path.join(
						env.BOUDOIR_ARTIFACTS,
						'traced-rerun'
					),
				},
			}
		);
	}
	return code;
}

/**
 * The failed tests of a Playwright JSON report, as `file:line` arguments.
 *
 * @param {Object|null} report The report.
 * @return {string[]} Their locations, each once.
 */
function failedLocations( report ) {
	const found = new Set();
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			if (
				( spec.tests ?? [] ).some(
					( test ) => test.status === 'unexpected'
				)
			) {
				found.add( `tests/e2e/specs/${ spec.file }:${ spec.line }` );
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report?.suites ?? [] ).forEach( walk );
	return [ ...found ];
}

/**
 * Runs groups of lanes side by side, the lanes of a group one after the other, and prints
 * each group's output whole once it ends. On two cores, lanes that each keep one core busy
 * (ESLint and tsc, jest's one worker, PHPUnit) take about half the time this way.
 *
 * @param {Array<Array<Function>>} groups Each group's lanes, as functions returning a promise.
 */
async function side( groups ) {
	if ( groups.length < 2 ) {
		for ( const lane of groups[ 0 ] ?? [] ) {
			await lane();
		}
		return;
	}
	await Promise.all(
		groups.map( ( lanes ) => {
			const buffer = [];
			return laneOutput.run( buffer, async () => {
				try {
					for ( const lane of lanes ) {
						await lane();
					}
				} finally {
					process.stdout.write( Buffer.concat( buffer ) );
				}
			} );
		} )
	);
}

function record( lane, passed, failed, seconds, note = '', failures = [] ) {
	if ( passed + failed === 0 ) {
		// A lane that ran nothing checked nothing.
		failed = 1;
		note = [ note, 'ran no test' ].filter( Boolean ).join( ', ' );
	}
	results.push( { lane, passed, failed, seconds, note, failures } );
	log(
		`${ lane }: ${ passed } passed, ${ failed } failed (${ seconds.toFixed( 1 ) } s)${ note ? ` — ${ note }` : '' }`
	);
}

async function timed( fn ) {
	const started = Date.now();
	const value = await fn();
	return [ value, ( Date.now() - started ) / 1000 ];
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

async function lintLane() {
	const checks = [
		[
			'lint:js',
			'npx',
			[
				'wp-scripts',
				'lint-js',
				'blocks',
				'src',
				'tests/e2e',
				'tests/http',
				'bin',
			],
		],
		[
			'lint:style',
			'npx',
			[
				'wp-scripts',
				'lint-style',
				'blocks/**/*.scss',
				'src/**/*.scss',
				'--allow-empty-input',
			],
		],
		// tsc reads the REST types generated from the routes' schemas: npm's script writes them first.
		[ 'lint:types', 'npm', [ 'run', '--silent', 'lint:types' ] ],
		[ 'lint:php', process.execPath, [ 'bin/lint-php.mjs' ] ],
		[ 'i18n:check', process.execPath, [ 'bin/i18n.mjs', 'check' ] ],
		// Last, so the lane's last lines name the standards it ran: Boudoir-Core (phpcs.core.xml)
		// with Debian's PHP_CodeSniffer always, the WordPress Coding Standards where installed.
		[ 'lint:phpcs', process.execPath, [ 'bin/lint-phpcs.mjs' ] ],
	];
	let passed = 0;
	let failed = 0;
	const [ , seconds ] = await timed( async () => {
		for ( const [ name, command, commandArgs ] of checks ) {
			log( `— ${ name }` );
			if ( ( await run( command, commandArgs ) ) === 0 ) {
				passed++;
			} else {
				failed++;
				log( `${ name } FAILED` );
			}
		}
	} );
	record( 'lint', passed, failed, seconds, 'one check per linter' );
}

async function unitLane() {
	const output = path.join( ARTIFACTS, 'jest.json' );
	fs.rmSync( output, { force: true } );
	const [ code, seconds ] = await timed( () =>
		run( 'npx', [
			'wp-scripts',
			'test-unit-js',
			'--json',
			`--outputFile=${ output }`,
		] )
	);
	const report = readJson( output );
	if ( ! report ) {
		return record(
			'jest',
			0,
			1,
			seconds,
			`jest exited ${ code } without a report`
		);
	}
	record(
		'jest',
		report.numPassedTests,
		report.numFailedTests +
			( code !== 0 && report.numFailedTests === 0 ? 1 : 0 ),
		seconds
	);
}

function junitCounts( file ) {
	let xml;
	try {
		xml = fs.readFileSync( file, 'utf8' );
	} catch {
		return null;
	}
	const suite = xml.match( /<testsuite\b[^>]*>/ );
	if ( ! suite ) {
		return null;
	}
	const attribute = ( name ) =>
		Number(
			suite[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ??
				0
		);
	const failed = attribute( 'failures' ) + attribute( 'errors' );
	return {
		passed: attribute( 'tests' ) - failed - attribute( 'skipped' ),
		failed,
		skipped: attribute( 'skipped' ),
	};
}

/**
 * PHPUnit on one database: the whole suite, or one of its two parts (tests/php/phpunit.xml.dist:
 * `part-php`, the tests of php/, and `part-others`, which together are the whole), each in a
 * process and a database of its own.
 *
 * @param {string} db    sqlite or mariadb.
 * @param {string} suite The suite: boudoir (all), part-php or part-others.
 */
async function phpLane( db, suite = 'boudoir' ) {
	const name = suite === 'boudoir' ? db : `${ db }, ${ suite }`;
	const output = path.join(
		ARTIFACTS,
		`phpunit-${ db }${ suite === 'boudoir' ? '' : `-${ suite }` }.xml`
	);
	fs.rmSync( output, { force: true } );
	const [ code, seconds ] = await timed( () =>
		run(
			'phpunit',
			[
				'-c',
				'tests/php/phpunit.xml.dist',
				'--testsuite',
				suite,
				'--log-junit',
				output,
			],
			// The site of this run's trees (bin/lib/trees.mjs): .wp/wordpress, or a real pair's.
			{ env: { ...process.env, BOUDOIR_DB: db, BOUDOIR_SITE: WP_DIR } }
		)
	);
	const counts = junitCounts( output );
	if ( ! counts ) {
		return record(
			`phpunit (${ name })`,
			0,
			1,
			seconds,
			`phpunit exited ${ code } without a report`
		);
	}
	record(
		`phpunit (${ name })`,
		counts.passed,
		counts.failed + ( code !== 0 && counts.failed === 0 ? 1 : 0 ),
		seconds,
		counts.skipped ? `${ counts.skipped } skipped` : ''
	);
}

/**
 * What the e2e lane runs on SQLite when a run covers both databases: the whole suite runs on
 * MariaDB, production's database, and SQLite (the database of `npm start`'s demo) gets the
 * demo's own pages (demo-shop, smoke) and the shopper flows through the database (SHOPPER_FLOW,
 * tests/e2e/environment.ts: save, remove and buy from a list, swatches to the cart, where an
 * order came from). The database layer itself is proved on both by PHPUnit and the HTTP suite,
 * which run whole on each; a browser adds what no query changes.
 */
const SQLITE_SPECS = [
	'wishlist',
	'swatches',
	'attribution',
	'demo-shop',
	'smoke',
].map( ( name ) => `tests/e2e/specs/${ name }.spec.ts` );

/** Of SQLITE_SPECS, the tests the SQLite run takes (`--grep`: project, file, titles and tags). */
const SQLITE_GREP = '--grep=@shopper-flow|(?:demo-shop|smoke)\\.spec\\.ts';

/**
 * Runs Playwright against a fresh site on one database.
 *
 * @param {string}   db    sqlite or mariadb.
 * @param {string[]} specs Only these spec files (none: every spec).
 */
async function e2eLane( db, specs = [] ) {
	const name = db === 'mariadb' ? 'boudoir_e2e' : 'e2e';
	// Each database's run writes its own reports, traces and signed-in states.
	const runArtifacts = path.join( ARTIFACTS, `e2e-${ db }` );
	const output = path.join( runArtifacts, 'playwright.json' );
	const serverLog = path.join( ARTIFACTS, `e2e-server-${ db }.log` );
	// What PHP logs while the browser drives the site (WP_DEBUG is on: bin/wp/wp-config.php.tpl).
	const phpLog = path.join( ARTIFACTS, `e2e-php-${ db }.log` );
	fs.rmSync( phpLog, { force: true } );
	fs.rmSync( path.join( ARTIFACTS, `playwright-${ db }.json` ), {
		force: true,
	} );
	const [ code, seconds ] = await timed( async () => {
		let server;
		const port = TEST_PORT || ( await freePort( 8889 ) );
		const url = siteUrl( port );
		if ( await isServing( url ) ) {
			log(
				`${ url } already answers: another test run? Set BOUDOIR_TEST_PORT.`
			);
			return 1;
		}
		const logFd = fs.openSync( serverLog, 'w' );
		try {
			log( `e2e (${ db }) site on ${ url }` );
			install( { db, name, fresh: true, port } );
			server = await serve( {
				db,
				name,
				port,
				runtime: args.runtime,
				stdio: logFd,
				env: { BOUDOIR_DEBUG_LOG: phpLog },
			} );
			fs.rmSync( output, { force: true } );
			const exitCode = await playwright( specs, {
				BOUDOIR_URL: url,
				BOUDOIR_DB: db,
				BOUDOIR_ARTIFACTS: runArtifacts,
			} );
			if ( fs.existsSync( output ) ) {
				fs.copyFileSync(
					output,
					path.join( ARTIFACTS, `playwright-${ db }.json` )
				);
			}
			return exitCode;
		} catch ( error ) {
			log( `e2e (${ db }) could not start: ${ error.message }` );
			return 1;
		} finally {
			server?.stop();
			await server?.exited;
			fs.closeSync( logFd );
			if ( db === 'mariadb' ) {
				dropMariaDb( name );
			}
		}
	} );
	if ( code !== 0 ) {
		// What the server said, so a failure on a CI machine can be understood afterwards.
		const tail = fs
			.readFileSync( serverLog, 'utf8' )
			.split( '\n' )
			.filter(
				( line ) =>
					! / \[200\]: | \[30[124]\]: |Accepted$|Closing$/.test(
						line
					)
			)
			.slice( -40 )
			.join( '\n' );
		log( `e2e (${ db }) server log (last lines):\n${ tail }` );
	}
	recordPlaywright(
		`e2e (${ db })`,
		readJson( path.join( ARTIFACTS, `playwright-${ db }.json` ) ),
		code,
		seconds
	);
	recordPhpLog( `e2e (${ db }) PHP log`, phpLog );
}

/** The shopper flows `npm test` runs on the offline wp-env site: a regression there is caught. */
const WP_ENV_SPECS = [ 'wishlist', 'swatches', 'mini-cart', 'attribution' ].map(
	( name ) => `tests/e2e/specs/${ name }.spec.ts`
);

/**
 * Runs Playwright against the offline wp-env site (bin/wp-env-offline.mjs --site=e2e: a wp-env
 * site of its own under .wp/wp-env-e2e/, never a developer's), started on an empty database and
 * seeded like the demo by wp-env's afterStart script (bin/wp-env-seed.mjs), then stopped.
 *
 * The whole suite runs in shards (`--shards=N`, 2 by default): each shard has a wp-env site of
 * its own (e2e, e2e-2, …; its own database, seeded alike) and one Playwright worker, and the
 * shards run side by side. Playground serves one request at a time, so one site keeps about one
 * core busy; two sites halve the two hours the suite takes on one. A shard's specs run one after
 * another on their own site, so the serial specs' state is never shared.
 *
 * @param {string[]} specs Only these spec files (none: every spec).
 */
async function wpEnvLane( specs = [] ) {
	const lane = specs.length ? 'e2e (wp-env)' : 'e2e (wp-env, all)';
	const shards = specs.length ? 1 : Number( args.shards ?? 2 );
	if ( ! Number.isInteger( shards ) || shards < 1 ) {
		throw new Error(
			`--shards=${ args.shards }: a whole number, 1 or more`
		);
	}
	const runArtifacts = path.join( ARTIFACTS, 'e2e-wp-env' );
	fs.rmSync( runArtifacts, { recursive: true, force: true } );
	const sites = [];
	let port = Number( process.env.BOUDOIR_WP_ENV_TEST_PORT ) || 8879;
	for ( let shard = 1; shard <= shards; shard++ ) {
		port = await freePort( port );
		sites.push( {
			shard,
			name: shard === 1 ? 'e2e' : `e2e-${ shard }`,
			port,
			url: `http://localhost:${ port }`,
			// Cookies ignore ports: each shard signs in and writes its states apart.
			artifacts:
				shards === 1
					? runArtifacts
					: path.join( runArtifacts, `shard-${ shard }` ),
		} );
		port++;
	}
	const offline = ( site, ...offlineArgs ) =>
		run(
			process.execPath,
			[
				'bin/wp-env-offline.mjs',
				...offlineArgs,
				`--site=${ site.name }`,
			],
			{ env: { ...process.env, WP_ENV_PORT: String( site.port ) } }
		);
	const codes = [];
	const [ , seconds ] = await timed( async () => {
		try {
			// One after another: a start seeds the demo, which keeps a core busy.
			for ( const site of sites ) {
				const started = Date.now();
				log(
					`${ lane }: wp-env on ${ site.url }, a fresh database seeded like the demo`
				);
				if ( ( await offline( site, 'start', '--fresh' ) ) !== 0 ) {
					log( `${ lane }: wp-env did not start` );
					codes.push( 1 );
					return;
				}
				log(
					`${ lane }: started and seeded in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
				);
			}
			const shard = async ( site ) => {
				codes[ site.shard - 1 ] = await playwright(
					[
						...specs,
						// npm test's lane: the shopper flows of those specs (SHOPPER_FLOW, tests/e2e/environment.ts).
						...( specs.length
							? [ '--grep', '@shopper-flow' ]
							: [] ),
						...( shards > 1
							? [ `--shard=${ site.shard }/${ shards }` ]
							: [] ),
					],
					{
						BOUDOIR_URL: site.url,
						BOUDOIR_TARGET: 'wp-env',
						BOUDOIR_ARTIFACTS: site.artifacts,
					}
				);
			};
			await side( sites.map( ( site ) => [ () => shard( site ) ] ) );
		} finally {
			for ( const site of sites ) {
				await offline( site, 'stop' );
			}
		}
	} );
	const reports = sites.map( ( site ) =>
		readJson( path.join( site.artifacts, 'playwright.json' ) )
	);
	recordPlaywright(
		lane,
		reports.every( Boolean ) ? mergeReports( reports ) : null,
		codes.length === shards && codes.every( ( code ) => code === 0 )
			? 0
			: 1,
		seconds
	);
}

/**
 * Playwright's JSON reports of a suite's shards as one: their counts added, their suites together.
 *
 * @param {Object[]} reports The shards' reports.
 * @return {Object} One report, as recordPlaywright() reads it.
 */
function mergeReports( reports ) {
	if ( reports.length === 1 ) {
		return reports[ 0 ];
	}
	const stats = {};
	for ( const key of [ 'expected', 'unexpected', 'flaky', 'skipped' ] ) {
		stats[ key ] = reports.reduce(
			( sum, report ) => sum + ( report.stats?.[ key ] ?? 0 ),
			0
		);
	}
	return {
		stats,
		suites: reports.flatMap( ( report ) => report.suites ?? [] ),
	};
}

/**
 * Records what PHP logged while a lane's site served it, as one check: any notice, warning or
 * fatal error (and any deprecation in Boudoir's own files: harness.mjs phpProblems()) fails it.
 *
 * @param {string} lane The check's name.
 * @param {string} file The site's debug log (it may not exist: nothing was logged).
 */
function recordPhpLog( lane, file ) {
	const text = fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
	const problems = [
		...new Set(
			phpProblems( text ).map( ( line ) =>
				line.replace( /^\[[^\]]*\]\s*/, '' )
			)
		),
	];
	record(
		lane,
		problems.length ? 0 : 1,
		problems.length ? 1 : 0,
		0,
		problems.length
			? `${ problems.length } distinct PHP problem(s) in ${ path.relative( REPO, file ) }`
			: '',
		problems.slice( 0, 20 )
	);
}

/**
 * Records a Playwright lane from its JSON report. A failing global set-up runs no
 * test yet reports no failure: a non-zero exit code without a failure counts as one.
 *
 * @param {string}      lane    The lane's name.
 * @param {Object|null} report  Playwright's JSON report (null: none was written).
 * @param {number}      code    Playwright's exit code.
 * @param {number}      seconds How long the lane took.
 */
function recordPlaywright( lane, report, code, seconds ) {
	const stats = report?.stats;
	if ( ! stats ) {
		return record( lane, 0, 1, seconds, 'Playwright wrote no report' );
	}
	const devPluginSkips = devPluginSkipsOf( report );
	record(
		lane,
		stats.expected + stats.flaky,
		stats.unexpected + ( code !== 0 && stats.unexpected === 0 ? 1 : 0 ),
		seconds,
		[
			stats.flaky && `${ stats.flaky } flaky`,
			stats.skipped && `${ stats.skipped } skipped`,
			devPluginSkips &&
				`${ devPluginSkips } of them for the dev plugin the site lacks`,
		]
			.filter( Boolean )
			.join( ', ' ),
		playwrightFailures( report )
	);
}

/**
 * How many tests a report skipped because the site lacks the dev plugin: their skip's
 * reason begins as `needsDevPlugin()` (tests/e2e/fixtures.ts) writes it.
 *
 * @param {Object} report Playwright's JSON report.
 * @return {number} The count.
 */
function devPluginSkipsOf( report ) {
	let count = 0;
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				const annotations = [
					...( test.annotations ?? [] ),
					...( test.results ?? [] ).flatMap(
						( result ) => result.annotations ?? []
					),
				];
				if (
					test.status === 'skipped' &&
					annotations.some(
						( annotation ) =>
							annotation.type === 'skip' &&
							annotation.description?.startsWith(
								'needs the dev plugin'
							)
					)
				) {
					count++;
				}
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report?.suites ?? [] ).forEach( walk );
	return count;
}

/**
 * A failed test's error in one line: its first line, what it waited for (a timeout's
 * call log names the locator) and where in the spec it stopped, so a CI summary says
 * which step failed.
 *
 * @param {Object} error A result's error in Playwright's JSON report.
 * @return {string} The line.
 */
function describeError( error ) {
	const lines = error.message
		.replace( /\u001b\[[0-9;]*m/g, '' )
		.split( '\n' );
	const waited = lines
		.map( ( line ) => line.trim() )
		.find( ( line ) => /^- (waiting for|locator resolved)/.test( line ) );
	const at = error.location
		? `${ path.basename( error.location.file ) }:${ error.location.line }`
		: '';
	return [
		lines[ 0 ].slice( 0, 200 ),
		waited?.slice( 0, 200 ),
		at && `at ${ at }`,
	]
		.filter( Boolean )
		.join( ' · ' );
}

/**
 * The tests a Playwright JSON report counts as unexpected (or flaky), each as
 * `file:line title — first line of its error`, so the summary names them.
 *
 * @param {Object} report Playwright's JSON report.
 * @return {string[]} One line per test.
 */
function playwrightFailures( report ) {
	const lines = [];
	const walk = ( suite, titles ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				if ( test.status !== 'unexpected' && test.status !== 'flaky' ) {
					continue;
				}
				const failure = ( test.results ?? [] ).find(
					( result ) => result.error?.message
				)?.error;
				const error = failure && describeError( failure );
				lines.push(
					`${ test.status === 'flaky' ? 'flaky' : 'failed' }: ${
						spec.file
					}:${ spec.line } ${ [ ...titles, spec.title ].join( ' › ' ) }${
						error ? ` — ${ error }` : ''
					}`
				);
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk(
				child,
				child.title && ! child.file
					? [ ...titles, child.title ]
					: titles
			);
		}
	};
	for ( const suite of report?.suites ?? [] ) {
		walk( suite, [] );
	}
	return lines;
}

/**
 * The release zip installed through WordPress's upgrader into clean sites, without and with
 * the shop (tests/release/release.test.mjs; it writes artifacts/boudoir.zip from the build).
 */
async function releaseLane() {
	const tap = path.join( ARTIFACTS, 'release.tap' );
	fs.rmSync( tap, { force: true } );
	const [ code, seconds ] = await timed( () =>
		run( process.execPath, [
			'--test',
			'--test-reporter=tap',
			`--test-reporter-destination=${ tap }`,
			'--test-reporter=spec',
			'--test-reporter-destination=stdout',
			'tests/release/release.test.mjs',
		] )
	);
	recordTap( 'release zip', tap, code, seconds, 'artifacts/boudoir.zip' );
}

/**
 * The HTTP suite on one database, on a fresh site of its own (BOUDOIR_HTTP_PORT, 8899 by default).
 *
 * @param {string}  db          sqlite or mariadb.
 * @param {boolean} clusterNext Whether the cluster lane follows: on MariaDB, it runs the files it
 *                              runs (the owner × route matrix, concurrency, the estimate limit)
 *                              on MariaDB through two nodes, so this run leaves them to it.
 * @param {number}  port        The site's port (none: the first free from 8899); two runs side
 *                              by side each get their own.
 */
async function httpLane( db, clusterNext = false, port = 0 ) {
	await httpSuite(
		db,
		{ port },
		`--db=${ db }`,
		...( clusterNext && db === 'mariadb' ? [ '--not-cluster-files' ] : [] )
	);
}

/**
 * Runs tests/http/run.mjs and records its TAP counts (a non-zero exit without a
 * failure counts as one).
 *
 * @param {string}          name    Its site: sqlite, mariadb or cluster (the lane's and TAP file's name).
 * @param {{port?: number}} options The site's port (BOUDOIR_HTTP_PORT; none: the first free from 8899).
 * @param {...string}       flags   The runner's options: the one choosing that site, and any other.
 */
async function httpSuite( name, { port = 0 } = {}, ...flags ) {
	const tap = path.join( ARTIFACTS, `http-${ name }.tap` );
	fs.rmSync( tap, { force: true } );
	const [ code, seconds ] = await timed( () =>
		run( process.execPath, [ 'tests/http/run.mjs', ...flags ], {
			env: {
				...process.env,
				BOUDOIR_URL: '',
				...( port ? { BOUDOIR_HTTP_PORT: String( port ) } : {} ),
			},
		} )
	);
	recordTap( `http (${ name })`, tap, code, seconds );
}

/**
 * Records a `node --test` run from its TAP file: its passes, and its failures and
 * cancellations (a non-zero exit without a failure counts as one).
 *
 * @param {string} lane    The lane's name.
 * @param {string} tap     The TAP file.
 * @param {number} code    The run's exit status.
 * @param {number} seconds How long it took.
 * @param {string} note    What to say after the counts.
 */
function recordTap( lane, tap, code, seconds, note = '' ) {
	const text = fs.existsSync( tap ) ? fs.readFileSync( tap, 'utf8' ) : '';
	const count = ( key ) =>
		Number(
			text.match( new RegExp( `^# ${ key } (\\d+)$`, 'm' ) )?.[ 1 ] ?? 0
		);
	const failed = count( 'fail' ) + count( 'cancelled' );
	record(
		lane,
		count( 'pass' ),
		failed + ( code !== 0 && failed === 0 ? 1 : 0 ),
		seconds,
		note
	);
}

/** The demo's product the node-only lane opens (bin/wp/seed/lib/catalogue.php). */
const NODE_ONLY_PRODUCT = {
	slug: 'eloise-balconette-bra',
	name: 'Eloise Balconette Bra',
};

/**
 * A folder for PATH with what a machine with Node only has: node, npm, npx, and sh (which
 * bin/lib/site.mjs asks `command -v php`). No php: bin/site.mjs then picks WordPress Playground.
 *
 * @param {string} dir The folder to make.
 * @return {string} The folder.
 */
function nodeOnlyBin( dir ) {
	fs.mkdirSync( dir, { recursive: true } );
	const onPath = ( name ) =>
		( process.env.PATH || '' )
			.split( path.delimiter )
			.map( ( folder ) => path.join( folder, name ) )
			.find( ( file ) => fs.existsSync( file ) );
	const tools = {
		node: process.execPath,
		npm: onPath( 'npm' ),
		npx: onPath( 'npx' ),
		sh: onPath( 'sh' ),
	};
	for ( const [ name, target ] of Object.entries( tools ) ) {
		if ( target ) {
			fs.symlinkSync( target, path.join( dir, name ) );
		}
	}
	return dir;
}

/**
 * The Node-only path (the README's `npm ci && npm start` on a machine without PHP):
 * `node bin/site.mjs start` with no php on the PATH, into a fresh WordPress folder of its
 * own (BOUDOIR_WP_DIR, a temporary folder) on a free port, so WordPress Playground unpacks,
 * installs, seeds and serves the demo as on a new machine. Then the home page and a product
 * page, and the site stops. Each check counts as one test.
 */
async function nodeOnlyLane() {
	const temp = fs.mkdtempSync(
		path.join( os.tmpdir(), 'boudoir-node-only-' )
	);
	const bin = nodeOnlyBin( path.join( temp, 'bin' ) );
	const serverLog = path.join( ARTIFACTS, 'node-only-site.log' );
	const checks = [];
	const check = ( name, ok, detail = '' ) => {
		checks.push( { name, ok, detail } );
		log(
			`node-only: ${ ok ? 'ok' : 'FAILED' } ${ name }${ detail ? ` (${ detail })` : '' }`
		);
		return ok;
	};
	let ready = '';
	const [ , seconds ] = await timed( async () => {
		const port = Number(
			process.env.BOUDOIR_NODE_ONLY_PORT || ( await freePort( 8879 ) )
		);
		const url = `http://localhost:${ port }`;
		// The site's own environment: none of this run's sites, trees or runtime choice.
		const env = Object.fromEntries(
			Object.entries( process.env ).filter(
				( [ key ] ) =>
					! /^BOUDOIR_(URL|RUNTIME|SITE|WORDPRESS_DIR|WOOCOMMERCE_DIR)$/.test(
						key
					)
			)
		);
		log( `node-only: npm start with no php on the PATH, on ${ url }` );
		const noPhp =
			spawnSync( path.join( bin, 'sh' ), [ '-c', 'command -v php' ], {
				env: { PATH: bin },
			} ).status !== 0;
		const output = fs.openSync( serverLog, 'w' );
		const child = spawn( process.execPath, [ 'bin/site.mjs', 'start' ], {
			cwd: REPO,
			env: {
				...env,
				PATH: bin,
				BOUDOIR_PORT: String( port ),
				BOUDOIR_WP_DIR: path.join( temp, 'wordpress' ),
			},
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			// Its own process group: stopped whole, Playground's workers with it.
			detached: true,
		} );
		let said = '';
		const listen = ( chunk ) => {
			fs.writeSync( output, chunk );
			said += chunk.toString();
		};
		child.stdout.on( 'data', listen );
		child.stderr.on( 'data', listen );
		const exited = new Promise( ( resolve ) =>
			child.once( 'exit', resolve )
		);
		const stop = () => {
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {
				// Already gone.
			}
		};
		process.once( 'exit', stop );
		try {
			const deadline =
				Date.now() +
				Number( process.env.BOUDOIR_NODE_ONLY_TIMEOUT || 1800 ) * 1000;
			let gone = false;
			exited.then( () => ( gone = true ) );
			while (
				! gone &&
				Date.now() < deadline &&
				! /\bready in /.test( said )
			) {
				await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
			}
			ready = said.match( /\bready in ([\d.]+) s/ )?.[ 1 ] ?? '';
			let why = '';
			if ( ! noPhp ) {
				why = 'php is on the lane’s PATH';
			} else if ( ! ready ) {
				why = `no "ready" line: see ${ path.relative( REPO, serverLog ) }`;
			}
			if (
				! check(
					'the demo installs and serves with WordPress Playground, no php on the PATH',
					noPhp &&
						/native PHP not found/.test( said ) &&
						/\bready in [\d.]+ s \(WordPress Playground/.test(
							said
						),
					why
				)
			) {
				return;
			}
			const page = async ( address ) => {
				try {
					const response = await fetch( `${ url }${ address }`, {
						signal: AbortSignal.timeout( 120000 ),
					} );
					return {
						status: response.status,
						html: await response.text(),
					};
				} catch ( error ) {
					return { status: 0, html: '', error: error.message };
				}
			};
			const home = await page( '/' );
			check(
				'home page: HTTP 200',
				home.status === 200,
				home.error ?? `${ home.status }`
			);
			check(
				'home page: the site title and Boudoir’s blocks',
				/<title>[^<]*Boudoir/.test( home.html ) &&
					home.html.includes( 'wp-block-boudoir-' )
			);
			const product = await page(
				`/product/${ NODE_ONLY_PRODUCT.slug }/`
			);
			check(
				`product page /product/${ NODE_ONLY_PRODUCT.slug }/: HTTP 200`,
				product.status === 200,
				product.error ?? `${ product.status }`
			);
			check(
				'product page: the product’s name',
				product.html.includes( NODE_ONLY_PRODUCT.name )
			);
			check(
				'product page: Boudoir’s add-to-wishlist button',
				product.html.includes( 'data-boudoir-action="add-to-wishlist"' )
			);
		} finally {
			stop();
			const code = await Promise.race( [
				exited,
				new Promise( ( resolve ) =>
					setTimeout( () => resolve( 'still running' ), 20000 )
				),
			] );
			fs.closeSync( output );
			if ( code === 'still running' ) {
				process.kill( -child.pid, 'SIGKILL' );
			}
			check(
				'the site stops',
				code !== 'still running' && ! ( await isServing( url ) ),
				`exit ${ code }`
			);
			fs.rmSync( temp, { recursive: true, force: true } );
		}
	} );
	const failed = checks.filter( ( { ok } ) => ! ok );
	record(
		'node-only',
		checks.length - failed.length,
		failed.length,
		seconds,
		ready ? `npm start ready in ${ ready } s from a fresh site` : '',
		failed.map( ( { name, detail } ) =>
			[ name, detail ].filter( Boolean ).join( ' — ' )
		)
	);
}

/** The wishlist and swatch flows the cluster lane runs through the balancer. */
const CLUSTER_SPECS = [
	'tests/e2e/specs/add-to-wishlist.spec.ts',
	'tests/e2e/specs/swatches.spec.ts',
];

/**
 * The scale-out lane (bin/lib/cluster.mjs): two PHP web nodes, one MariaDB, Redis as the
 * object cache, a round-robin balancer. The HTTP suite's matrix, concurrency and estimate
 * limit plus tests/http/cluster*.test.mjs (tests/http/run.mjs --cluster), then the
 * wishlist and swatch e2e flows on a fresh cluster, every request alternating nodes.
 */
async function clusterLane() {
	await httpSuite( 'cluster', {}, '--cluster' );

	const runArtifacts = path.join( ARTIFACTS, 'e2e-cluster' );
	const output = path.join( runArtifacts, 'playwright.json' );
	fs.rmSync( output, { force: true } );
	const [ e2eCode, e2eSeconds ] = await timed( async () => {
		let cluster;
		try {
			cluster = await startCluster( {
				name: 'wp_cluster_e2e',
				port: Number( process.env.BOUDOIR_CLUSTER_PORT || 8896 ),
				drop: true,
			} );
			log( `e2e (cluster) through the balancer ${ cluster.url }` );
			return await playwright( CLUSTER_SPECS, {
				BOUDOIR_URL: cluster.url,
				BOUDOIR_DB: 'mariadb',
				BOUDOIR_ARTIFACTS: runArtifacts,
			} );
		} catch ( error ) {
			log( `e2e (cluster) could not start: ${ error.message }` );
			return 1;
		} finally {
			if ( cluster ) {
				log(
					`e2e (cluster): the balancer sent ${ cluster.served.join( ' / ' ) } requests to node 1 / 2`
				);
				await cluster.stop();
			}
		}
	} );
	recordPlaywright(
		'e2e (cluster)',
		readJson( output ),
		e2eCode,
		e2eSeconds
	);
}

async function main() {
	const started = Date.now();
	fs.mkdirSync( ARTIFACTS, { recursive: true } );
	// The MariaDB lane alone (npm run test:mariadb) is PHPUnit, HTTP and e2e on MariaDB, then the cluster.
	// --real: what depends on WooCommerce and WordPress (PHPUnit, HTTP, e2e), on the trees given.
	const real = args.real === 'true';
	if ( real && ! woocommerceTree() ) {
		throw new Error(
			'--real needs a WooCommerce release: --woocommerce=DIR or BOUDOIR_WOOCOMMERCE_DIR (docs/development.md says where to find one)'
		);
	}
	log( `testing on ${ describeTrees( WP_VERSION ) } (${ WP_DIR })` );
	// --target=wp-env: the e2e lane runs the whole suite on the offline wp-env site instead.
	if ( args.target && args.target !== 'wp-env' ) {
		throw new Error(
			`--target=${ args.target }: the one other target is wp-env`
		);
	}
	const onWpEnv = args.target === 'wp-env';
	let allLanes =
		args.db === 'mariadb'
			? [ 'php', 'http', 'e2e', 'cluster' ]
			: [
					'lint',
					'unit',
					'php',
					'release',
					'node-only',
					'http',
					'e2e',
					'cluster',
					// Last, alone: the shopper flows on the offline wp-env site (about 6 minutes, its
					// start and seed included), whose one Playground worker must not share the cores
					// with a lane that waits on a clock.
					'wp-env',
				];
	if ( real ) {
		allLanes = [ 'php', 'release', 'http', 'e2e' ];
	}
	const lanes = args.lane ? [ args.lane ] : allLanes;
	// The cluster lane runs on MariaDB only.
	let dbs = args.db ? [ args.db ] : [ 'sqlite', 'mariadb' ];
	if ( args.lane === 'cluster' ) {
		dbs = [ 'mariadb' ];
	}
	// The wp-env lanes bring their own site, PHP and all (WebAssembly).
	const needsSite =
		[ 'php', 'release', 'http', 'cluster' ].some( ( lane ) =>
			lanes.includes( lane )
		) ||
		( lanes.includes( 'e2e' ) && ! onWpEnv );

	ensureSystemPackages( {
		php: needsSite || lanes.includes( 'lint' ),
		phpunit: lanes.includes( 'php' ),
		phpcs: lanes.includes( 'lint' ),
		chromium: [ 'e2e', 'cluster', 'release', 'wp-env' ].some( ( lane ) =>
			lanes.includes( lane )
		),
		// PHPUnit tests Boudoir's Redis object cache against the real Redis too.
		redis:
			( lanes.includes( 'cluster' ) && dbs.includes( 'mariadb' ) ) ||
			lanes.includes( 'php' ),
	} );
	if ( needsSite && dbs.includes( 'mariadb' ) ) {
		ensureMariaDbRunning();
	}
	log( 'building the front end…' );
	if ( ( await run( 'npm', [ 'run', '--silent', 'build' ] ) ) !== 0 ) {
		record( 'build', 0, 1, 0, 'npm run build failed' );
	} else {
		if ( needsSite ) {
			prepareCore();
		}
		// Groups side by side, each keeping about one core busy: PHPUnit on SQLite (the slower,
		// its queries translated: about twice MariaDB's time) in its two parts, part-others after
		// PHPUnit on MariaDB, part-php beside them and then the release zip. The node-only lane
		// runs beside them, not beside a browser: Playground's one PHP worker keeps at most one
		// core busy, and nothing there waits on a clock (e2e timeouts do).
		const phpOn = ( db, suite ) =>
			lanes.includes( 'php' ) &&
			dbs.includes( db ) &&
			( () => phpLane( db, suite ) );
		// Lint and jest wait on no clock: when the wp-env lane runs, they run at the lowest
		// priority beside lanes that send one request at a time: lint beside the HTTP suite (on
		// both databases side by side, about 5 minutes), jest beside the wp-env lane's one
		// Playground worker (about 4 minutes). Both beside wp-env ran past it by 60 to 85 s.
		const lintBesideHttp =
			lanes.includes( 'wp-env' ) &&
			lanes.includes( 'lint' ) &&
			lanes.includes( 'http' ) &&
			dbs.includes( 'sqlite' );
		const checks = [
			lanes.includes( 'lint' ) && ! lintBesideHttp && lintLane,
			lanes.includes( 'unit' ) && unitLane,
		].filter( Boolean );
		const checksLast = lanes.includes( 'wp-env' ) && checks.length > 0;
		const atLowPriority = ( checksToRun ) => () =>
			lowPriority.run( true, async () => {
				for ( const lane of checksToRun ) {
					await lane();
				}
			} );
		await side(
			[
				[
					...( checksLast ? [] : checks ),
					phpOn( 'mariadb' ),
					phpOn( 'sqlite', 'part-others' ),
				].filter( Boolean ),
				[
					phpOn( 'sqlite', 'part-php' ),
					// Its own clean sites (.wp/release), whatever the databases chosen.
					lanes.includes( 'release' ) && releaseLane,
				].filter( Boolean ),
				[ lanes.includes( 'node-only' ) && nodeOnlyLane ].filter(
					Boolean
				),
			].filter( ( group ) => group.length )
		);
		const clusterNext = lanes.includes( 'cluster' );
		const e2eOn = async ( db ) => {
			if ( lanes.includes( 'e2e' ) && ! onWpEnv && dbs.includes( db ) ) {
				await e2eLane(
					db,
					db === 'sqlite' && dbs.includes( 'mariadb' )
						? [ ...SQLITE_SPECS, SQLITE_GREP ]
						: []
				);
			}
		};
		const lintBeside = lintBesideHttp
			? [ atLowPriority( [ lintLane ] ) ]
			: [];
		// The HTTP suite on both databases side by side: each sends one request at a time, about
		// one core's work with its site. Their installs share the WordPress folder's demo
		// pictures, which the first install draws: the e2e lane on SQLite runs before them, so
		// they find them drawn and only read them (without that lane, one after the other). Not
		// with --real: a release's install writes more of its own into that folder.
		const httpSideBySide =
			lanes.includes( 'http' ) &&
			lanes.includes( 'e2e' ) &&
			! onWpEnv &&
			dbs.length === 2 &&
			! real;
		if ( httpSideBySide ) {
			await e2eOn( 'sqlite' );
			const sqlitePort = await freePort( 8899 );
			const mariadbPort = await freePort( sqlitePort + 1 );
			await side( [
				[ () => httpLane( 'sqlite', clusterNext, sqlitePort ) ],
				[ () => httpLane( 'mariadb', clusterNext, mariadbPort ) ],
				...( lintBeside.length ? [ lintBeside ] : [] ),
			] );
			await e2eOn( 'mariadb' );
		} else {
			for ( const db of dbs ) {
				if (
					lanes.includes( 'http' ) &&
					db === 'sqlite' &&
					lintBeside.length
				) {
					await side( [
						[ () => httpLane( db, clusterNext ) ],
						lintBeside,
					] );
				} else if ( lanes.includes( 'http' ) ) {
					await httpLane( db, clusterNext );
				}
				await e2eOn( db );
			}
		}
		if ( clusterNext && dbs.includes( 'mariadb' ) ) {
			await clusterLane();
		}
		if ( lanes.includes( 'e2e' ) && onWpEnv ) {
			await wpEnvLane();
		}
		if ( lanes.includes( 'wp-env' ) ) {
			await side(
				[
					[ () => wpEnvLane( WP_ENV_SPECS ) ],
					checksLast ? [ atLowPriority( checks ) ] : [],
				].filter( ( group ) => group.length )
			);
		}
	}
	const passed = results.reduce( ( sum, lane ) => sum + lane.passed, 0 );
	const failed = results.reduce( ( sum, lane ) => sum + lane.failed, 0 );
	process.stdout.write(
		`\n${ 'lane'.padEnd( 20 ) }${ 'passed'.padStart( 8 ) }${ 'failed'.padStart( 8 ) }${ 'seconds'.padStart( 9 ) }\n`
	);
	for ( const lane of results ) {
		process.stdout.write(
			`${ lane.lane.padEnd( 20 ) }${ String( lane.passed ).padStart( 8 ) }${ String( lane.failed ).padStart( 8 ) }${ lane.seconds.toFixed( 1 ).padStart( 9 ) }\n`
		);
	}
	for ( const lane of results ) {
		for ( const line of lane.failures ?? [] ) {
			process.stdout.write( `${ lane.lane }: ${ line }\n` );
		}
	}
	process.stdout.write(
		`total ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s\n\n${ passed } passed, ${ failed } failed\n`
	);
	process.exit( failed > 0 || results.length === 0 ? 1 : 0 );
}

main().catch( ( error ) => {
	process.stderr.write(
		`[boudoir] ${ error.stack || error.message }\n0 passed, 1 failed\n`
	);
	process.exit( 1 );
} );

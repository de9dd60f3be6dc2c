/**
 * Two builds' wishlist page at scale in one run (docs/front-end.md, "Measuring"): the
 * interactions of bench:pages' wishlist at 200 items (bin/lib/bench-wishlist-scale.mjs: 100
 * a page, as cards and as a table, a quantity step, "Select all", "Move … up", a drag) on
 * two running sites, one load each in turn (which site goes first alternating), so that
 * whatever else the machine does weighs on both alike; then each interaction's median and
 * p75 per site and the ratio of the medians (after / before), as bench:taps-pair does for
 * the taps.
 *
 *   node bin/bench-scale-pair.mjs --before=http://localhost:8871 --after=http://localhost:8872 [--runs=10] [--cpu=4|mid|low]
 *
 * Each site is a site of its own for the bench, one per checkout, e.g.
 * `BOUDOIR_WP_DIR=/tmp/bench-after BOUDOIR_PORT=8872 node bin/site.mjs start`: it gets the
 * bench products and a 200-item list for the shopper, which would fill the shop of a site
 * the e2e tests run on (a checkout's dev site, `.wp/wordpress`, is one whatever its port).
 * JSON in artifacts/bench-scale-pair.json.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { report, runBench } from './lib/bench-report.mjs';
import { CHROMIUM, CHROMIUM_ARGS, cliOptions } from './lib/cli.mjs';
import {
	LAYOUTS,
	cookiesOf,
	scaleLoad,
	scalePages,
} from './lib/bench-wishlist-scale.mjs';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { percentile } from '../tests/http/lib/harness.mjs';

const options = cliOptions();
const SITES = { before: options.before, after: options.after };
const RUNS = Number( options.runs || 10 );

if ( ! SITES.before || ! SITES.after || ! ( RUNS >= 1 ) ) {
	process.stderr.write(
		'Usage: node bin/bench-scale-pair.mjs --before=URL --after=URL [--runs=10] [--cpu=4|mid|low]\n'
	);
	process.exit( 2 );
}

const INTERACTIONS = {
	quantity: 'quantity +1',
	selectAll: '"Select all"',
	moveUp: '"Move … up"',
	drag: 'drag and drop',
};

async function main() {
	const load = os.loadavg()[ 0 ];
	const prepared = {};
	for ( const [ site, url ] of Object.entries( SITES ) ) {
		prepared[ site ] = {
			scale: await scalePages( url ),
			cookies: await cookiesOf( url, 'shopper' ),
		};
	}
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
	} );
	// Site → layout → interaction → ms of each load.
	const figures = { before: {}, after: {} };
	let slowdown;
	try {
		slowdown = await cpuSlowdown( browser, options.cpu );
		process.stderr.write( `${ slowdown.label }\n` );
		for ( let run = 0; run < RUNS; run++ ) {
			const order =
				run % 2 ? [ 'after', 'before' ] : [ 'before', 'after' ];
			for ( const layout of Object.keys( LAYOUTS ) ) {
				for ( const site of order ) {
					const { scale, cookies } = prepared[ site ];
					const one = await scaleLoad(
						browser,
						scale,
						layout,
						cookies,
						slowdown.rate
					);
					for ( const [ name, ms ] of Object.entries( one ) ) {
						( ( figures[ site ][ layout ] ??= {} )[ name ] ??=
							[] ).push( ms );
					}
				}
			}
			process.stderr.write( `run ${ run + 1 } of ${ RUNS }\n` );
		}
	} finally {
		await browser.close();
	}

	const summary = {};
	const ms = ( { median, p75 } ) =>
		`${ median.toFixed( 0 ).padStart( 4 ) }/${ p75.toFixed( 0 ).padStart( 4 ) }`;
	const lines = [
		`The wishlist page at 200 items (100 a page), two sites in turn, ${ RUNS } loads each, ${ slowdown.label }; median/p75 ms (before → after) and the ratio of the medians`,
		`Machine: ${ os.cpus().length } CPUs, load average ${ load.toFixed( 2 ) } as the bench began`,
		`before: ${ SITES.before }   after: ${ SITES.after }`,
		'layout interaction        before     after  ratio',
	];
	for ( const layout of Object.keys( LAYOUTS ) ) {
		summary[ layout ] = {};
		for ( const [ name, label ] of Object.entries( INTERACTIONS ) ) {
			const [ before, after ] = [ 'before', 'after' ].map( ( site ) => {
				const values = figures[ site ][ layout ][ name ];
				return {
					median: percentile( values, 50 ),
					p75: percentile( values, 75 ),
				};
			} );
			summary[ layout ][ name ] = { before, after };
			lines.push(
				`${ layout.padEnd( 6 ) } ${ label.padEnd( 16 ) } ${ ms(
					before
				) } ${ ms( after ) }  ${ ( after.median / before.median )
					.toFixed( 2 )
					.padStart( 5 ) }`
			);
		}
	}
	report( 'bench-scale-pair', lines, {
		sites: SITES,
		runs: RUNS,
		slowdown,
		figures,
		summary,
	} );
}

runBench( main );

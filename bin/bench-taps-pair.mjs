/**
 * Two builds' taps in one run (docs/front-end.md, "Measuring"): the phone's taps of
 * bench:pages (bin/lib/bench-taps.mjs: each island cold, idle and warm, 4× CPU slowdown)
 * on two running sites, one load each in turn, so that whatever else the machine does
 * weighs on both alike; then each case's median and p75 per site, and the ratio of the
 * medians (second / first). A change's figures are its ratios: figures from two separate
 * runs drift by more than most changes (the same code's cold tap moved by half between
 * two runs on one machine).
 *
 *   node bin/bench-taps-pair.mjs --before=http://localhost:8871 --after=http://localhost:8870 [--taps=15] [--cpu=4|mid|low]
 *
 * Each site is a dev site (`BOUDOIR_PORT=… node bin/site.mjs start` in each checkout),
 * served alike. JSON in artifacts/bench-taps-pair.json.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { report, runBench } from './lib/bench-report.mjs';
import { CHROMIUM, CHROMIUM_ARGS, cliOptions } from './lib/cli.mjs';
import { summarise, tapTimings } from './lib/bench-taps.mjs';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';

const options = cliOptions();
const SITES = { before: options.before, after: options.after };
const STEPS = Number( options.taps || 15 );

if ( ! SITES.before || ! SITES.after ) {
	process.stderr.write(
		'Usage: node bin/bench-taps-pair.mjs --before=URL --after=URL [--taps=15] [--cpu=4|mid|low]\n'
	);
	process.exit( 2 );
}

/**
 * Adds one step's taps to what was gathered.
 *
 * @param {Object} into Island → case → taps.
 * @param {Object} taps One step's, the same shape.
 */
function gather( into, taps ) {
	for ( const [ island, cases ] of Object.entries( taps ) ) {
		into[ island ] ??= {};
		for ( const [ kind, list ] of Object.entries( cases ) ) {
			( into[ island ][ kind ] ??= [] ).push( ...list );
		}
	}
}

async function main() {
	const load = os.loadavg()[ 0 ];
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
	} );
	const taps = { before: {}, after: {} };
	let slowdown;
	try {
		slowdown = await cpuSlowdown( browser, options.cpu );
		process.stderr.write( `${ slowdown.label }\n` );
		for ( let step = 0; step < STEPS; step++ ) {
			// Which site goes first alternates too.
			const order =
				step % 2 ? [ 'after', 'before' ] : [ 'before', 'after' ];
			for ( const site of order ) {
				gather(
					taps[ site ],
					await tapTimings( browser, SITES[ site ], 1, slowdown.rate )
				);
			}
			process.stderr.write( `step ${ step + 1 } of ${ STEPS }\n` );
		}
	} finally {
		await browser.close();
	}

	const ms = ( figures ) =>
		figures
			? `${ figures.median.toFixed( 0 ).padStart( 4 ) }/${ figures.p75.toFixed( 0 ).padStart( 4 ) }`
			: '   —/   —';
	const ratio = ( before, after ) =>
		before && after ? ( after.median / before.median ).toFixed( 2 ) : '—';
	const summary = {};
	const lines = [
		`Taps, two sites in turn, ${ STEPS } loads per case each, ${ slowdown.label }; median/p75 ms (before → after) and the ratio of the medians`,
		`Machine: ${ os.cpus().length } CPUs, load average ${ load.toFixed( 2 ) } as the bench began`,
		`before: ${ SITES.before }   after: ${ SITES.after }`,
		'island             case | effect: before    after  ratio | INP: before    after  ratio',
	];
	for ( const island of Object.keys( taps.before ) ) {
		summary[ island ] = {};
		for ( const kind of [ 'cold', 'idle', 'warm' ] ) {
			const before = summarise( taps.before[ island ][ kind ] );
			const after = summarise( taps.after[ island ][ kind ] );
			summary[ island ][ kind ] = { before, after };
			lines.push(
				`${ island.padEnd( 19 ) }${ kind.padStart( 4 ) } | ${ ms( before.effect ) } ${ ms( after.effect ) }  ${ ratio( before.effect, after.effect ).padStart( 5 ) } | ${ ms( before.inp ) } ${ ms( after.inp ) }  ${ ratio( before.inp, after.inp ).padStart( 5 ) }`
			);
		}
	}
	report( 'bench-taps-pair', lines, {
		sites: SITES,
		steps: STEPS,
		slowdown,
		taps,
		summary,
	} );
}

runBench( main );

/**
 * The CPU slowdown the benches run their pages at (docs/front-end.md, "Measuring"), and
 * what it makes of this machine: a slowdown is relative to the host, so "4×" is a
 * different phone on each machine (the same build's cold tap measured 204 ms median on
 * one machine and 81 on another). Each bench therefore prints the Lighthouse
 * BenchmarkIndex its pages ran at, and can instead run at the slowdown that gives a
 * device class's index, found as Chrome DevTools' CPU calibration finds it (a bisection
 * on the index; its targets: a mid-tier phone such as a Pixel 5 scores 1,000, a low-tier
 * one 264).
 *
 *   --cpu=4 (the default: the issue's 4×) | --cpu=6.5 | --cpu=mid | --cpu=low
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** DevTools' calibration targets, by device class. */
export const DEVICE_SCORES = { mid: 1000, low: 264 };

/** How long one index takes to compute, ms (DevTools' calibration runs 250). */
const BENCHMARK_MS = 250;

/** Within this many points of the target, a rate is close enough (as DevTools). */
const CLOSE_ENOUGH = 10;

/** Bisection steps at most (as DevTools). */
const MAX_STEPS = 8;

/**
 * A rate to the hundredth, as CDP takes it.
 *
 * @param {number} value The rate.
 */
const hundredths = ( value ) => Number( value.toFixed( 2 ) );

/**
 * A page that computes the index at a given rate: the median of three, after a first
 * run that lets V8 optimise.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 */
async function benchmarkPage( browser ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	const compute = `(${ pageFunctions.computeBenchmarkIndex })(${ BENCHMARK_MS })`;
	await page.evaluate( compute );
	const scores = new Map();
	return {
		async at( rate ) {
			if ( ! scores.has( rate ) ) {
				await cdp.send( 'Emulation.setCPUThrottlingRate', { rate } );
				const runs = [];
				for ( let run = 0; run < 3; run++ ) {
					runs.push( await page.evaluate( compute ) );
				}
				runs.sort( ( a, b ) => a - b );
				scores.set( rate, Math.round( runs[ 1 ] ) );
			}
			return scores.get( rate );
		},
		close: () => context.close(),
	};
}

/**
 * The slowdown to run at, and the index it gives here.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             [cpu]   A rate, or a device class (DEVICE_SCORES).
 * @return {Promise<{rate: number, benchmarkIndex: number, unthrottled: number, device: string|null, label: string}>} What the bench runs at.
 */
export async function cpuSlowdown( browser, cpu = '4' ) {
	const device = Object.hasOwn( DEVICE_SCORES, cpu ) ? cpu : null;
	if ( ! device && ! ( Number( cpu ) >= 1 ) ) {
		throw new Error(
			`--cpu takes a rate of 1 or more, or one of: ${ Object.keys(
				DEVICE_SCORES
			).join( ', ' ) }`
		);
	}
	const bench = await benchmarkPage( browser );
	try {
		const unthrottled = await bench.at( 1 );
		let rate = device ? 1 : hundredths( Number( cpu ) );
		if ( device ) {
			const target = DEVICE_SCORES[ device ];
			if ( unthrottled < target ) {
				throw new Error(
					`this machine scores ${ unthrottled } unthrottled, under a ${ device }-tier phone's ${ target }: it cannot stand for one`
				);
			}
			// The index falls about as the rate rises: bisect between 1 and half as slow again.
			let lower = 1;
			let upper = hundredths( ( unthrottled / target ) * 1.5 );
			for ( let step = 0; step < MAX_STEPS; step++ ) {
				rate = hundredths( ( lower + upper ) / 2 );
				const score = await bench.at( rate );
				if ( Math.abs( score - target ) < CLOSE_ENOUGH ) {
					break;
				}
				if ( score < target ) {
					upper = rate;
				} else {
					lower = rate;
				}
			}
		}
		const benchmarkIndex = await bench.at( rate );
		return {
			rate,
			benchmarkIndex,
			unthrottled,
			device,
			label: `${ rate }× CPU slowdown (Lighthouse BenchmarkIndex ${ benchmarkIndex }, ${ unthrottled } unthrottled${
				device
					? `; calibrated to a ${ device }-tier phone's ${ DEVICE_SCORES[ device ] }`
					: ''
			})`,
		};
	} finally {
		await bench.close();
	}
}

/**
 * A shopper's tap on an island, timed on a phone (bench:pages, docs/front-end.md
 * "Measuring"): touch events in a 390 × 844 touch viewport, 4× CPU slowdown (or the rate
 * given: bin/lib/cpu-slowdown.mjs); from the
 * tap's `touchstart` to the frame that shows its effect, in three cases:
 *   - cold: tapped 100 ms after the load event (the island not there yet, unless idle
 *     time came first);
 *   - idle: tapped once the island loaded on its own (its wrapper `ready`);
 *   - warm: tapped again on the same page, after a first use.
 * Beside each, the tap's interaction duration (input delay + processing + presentation,
 * to the next paint after its handlers; an effect that waits for the island comes later
 * than that paint, hence both): the largest Event Timing entry of the tap's interaction,
 * as the `web-vitals` package computes INP. For the cold and idle taps, a page's first
 * interaction, web-vitals' own `onINP` (attribution build) is kept too (`webVitalsInp` in
 * the JSON); it reports a page's worst interaction only, so it cannot give a warm tap.
 */
/* global requestAnimationFrame, webVitals -- run in the page by page.evaluate() */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { percentile } from '../../tests/http/lib/harness.mjs';
import {
	interactionSince,
	middleOf,
	observeInteractions,
} from './interactions.mjs';

const require = createRequire( import.meta.url );
const WEB_VITALS = fs.readFileSync(
	path.join(
		path.dirname( require.resolve( 'web-vitals/attribution' ) ),
		'web-vitals.attribution.iife.js'
	),
	'utf8'
);

const PHONE = {
	viewport: { width: 390, height: 844 },
	deviceScaleFactor: 3,
	isMobile: true,
	hasTouch: true,
};

/**
 * The islands tapped: where, what is tapped (a selector), the wrapper whose `ready` says
 * the island is there, the effect, and how a first use is undone before the warm tap.
 */
export const TAPPED = [
	{
		island: 'add-to-wishlist',
		path: '/product/margaux-lace-brief/',
		target: '.boudoir-add-to-wishlist[data-product-name="Margaux Lace Brief"] [data-boudoir-action="add-to-wishlist"]',
		ready: '.boudoir-add-to-wishlist[data-product-name="Margaux Lace Brief"]',
		effect: 'popup',
		undo: 'Escape',
	},
	{
		island: 'variation-swatches',
		path: '/product/eloise-balconette-bra/',
		// The first swatch where there is one; before the island, the label of WooCommerce's
		// first select (where the swatches will stand): intent, then the first swatch once there.
		target: 'form.variations_form [role="radio"]:not([aria-disabled="true"]), form.variations_form input[type="radio"]:not(:disabled), form.variations_form .variations label',
		ready: 'form.variations_form',
		effect: 'swatch',
		undo: 'other',
	},
	{
		island: 'mini-cart',
		path: '/shop/',
		target: '.wp-block-boudoir-mini-cart [data-boudoir-action="open-mini-cart"]',
		ready: '.wp-block-boudoir-mini-cart',
		effect: 'dialog',
		undo: 'Escape',
	},
];

/**
 * In the page, installed before the tap: watches each frame from the tap's touchstart
 * on, and resolves `window.__boudoirEffect` with the time at which the first frame whose
 * animation-frame callbacks see the effect runs them (that frame paints it: its style,
 * layout and paint follow), since the touchstart.
 * Watching from before the tap, never from a check that arrives later (a Playwright
 * round trip): the frame counted is the one that shows the effect, not the next one,
 * which work queued after the effect (an island rendering) can delay. For swatches, the
 * tapped swatch itself checked (`data-bench-tapped`), or, where the tap only showed
 * intent or its swatch was replaced, any swatch checked; where the tap only showed
 * intent, the first swatch is clicked once.
 *
 * @param {{effect: string, selector: string}} probe What to wait for, and what is tapped.
 */
function watchEffect( { effect, selector } ) {
	window.__boudoirTouch = null;
	window.__boudoirSwatchClicked = false;
	document
		.querySelectorAll( '[data-bench-tapped]' )
		.forEach( ( element ) =>
			element.removeAttribute( 'data-bench-tapped' )
		);
	document.querySelector( selector )?.setAttribute( 'data-bench-tapped', '' );
	document.addEventListener(
		'touchstart',
		( event ) => ( window.__boudoirTouch = event.timeStamp ),
		{ capture: true, once: true }
	);
	const isChecked = ( element ) =>
		element.getAttribute( 'aria-checked' ) === 'true' ||
		element.checked === true;
	const seen = () => {
		if ( effect === 'swatch' ) {
			const tapped = document.querySelector( '[data-bench-tapped]' );
			if (
				tapped &&
				( tapped.getAttribute( 'role' ) === 'radio' ||
					tapped.type === 'radio' )
			) {
				return isChecked( tapped );
			}
			const form = document.querySelector( 'form.variations_form' );
			const checked = form.querySelector(
				'[role="radio"][aria-checked="true"], input[type="radio"]:checked'
			);
			if ( checked ) {
				return true;
			}
			const first = form.querySelector(
				'[role="radio"]:not([aria-disabled="true"])'
			);
			if ( first && ! window.__boudoirSwatchClicked ) {
				window.__boudoirSwatchClicked = true;
				first.click();
			}
			return false;
		}
		const open = [ ...document.querySelectorAll( 'dialog[open]' ) ];
		return effect === 'dialog'
			? open.length > 0
			: open.some(
					( dialog ) =>
						document
							.getElementById(
								dialog.getAttribute( 'aria-labelledby' ) || ''
							)
							?.textContent.trim() === 'Add to wishlist'
				);
	};
	window.__boudoirEffect = new Promise( ( resolve, reject ) => {
		const deadline = performance.now() + 20_000;
		const frame = () => {
			if ( window.__boudoirTouch !== null && seen() ) {
				// Now, not the frame's timestamp: that is the frame's start (its vsync), which
				// comes before the tap's own handlers when they kept the thread busy.
				resolve( performance.now() - window.__boudoirTouch );
			} else if ( performance.now() > deadline ) {
				reject( new Error( `no ${ effect } after 20 s` ) );
			} else {
				requestAnimationFrame( frame );
			}
		};
		requestAnimationFrame( frame );
	} );
}

/**
 * Taps the first match of `selector` at its middle with touch events, its effect watched
 * from before the tap (watchEffect); returns the page's time of its touchstart.
 *
 * @param {import('@playwright/test').Page} page     The page.
 * @param {string}                          selector What to tap.
 * @param {string}                          effect   The effect watched for.
 */
async function tap( page, selector, effect ) {
	const { x, y } = await middleOf( page.locator( selector ) );
	await page.evaluate( watchEffect, { effect, selector } );
	// Scrolled into view, then touched at its middle by the touchscreen alone (middleOf).
	await page.touchscreen.tap( x, y );
	return page.evaluate( () => window.__boudoirTouch );
}

/**
 * One tap, timed: to its effect's frame, and its INP duration.
 *
 * @param {import('@playwright/test').Page} page    The page.
 * @param {Object}                          tapped  The island (TAPPED).
 * @param {string}                          [where] What to tap, if not its target.
 */
async function timedTap( page, tapped, where = tapped.target ) {
	const since = await tap( page, where, tapped.effect );
	const effect = await page.evaluate( () => window.__boudoirEffect );
	const { inp, webVitalsInp } = await page.evaluate(
		interactionSince,
		since - 1
	);
	return { effect, inp, webVitalsInp };
}

/**
 * Undoes a first use before the warm tap: the popup or cart closed, or, for swatches,
 * the tap goes to another swatch.
 *
 * @param {import('@playwright/test').Page} page   The page.
 * @param {Object}                          tapped The island.
 */
async function warmTarget( page, tapped ) {
	if ( tapped.undo === 'Escape' ) {
		await page.keyboard.press( 'Escape' );
		await page.waitForFunction(
			() => ! document.querySelector( 'dialog[open]' )
		);
		return tapped.target;
	}
	return 'form.variations_form [role="radio"][aria-checked="false"]:not([aria-disabled="true"])';
}

/**
 * Times each island's taps: cold, idle and warm, `runs` loads each.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The site.
 * @param {number}                             runs    Loads per case.
 * @param {number}                             [rate]  The CPU slowdown (cpu-slowdown.mjs).
 */
export async function tapTimings( browser, url, runs, rate = 4 ) {
	const results = {};
	for ( const tapped of TAPPED ) {
		const times = { cold: [], idle: [], warm: [] };
		for ( let run = 0; run < runs; run++ ) {
			for ( const kind of [ 'cold', 'idle' ] ) {
				const context = await browser.newContext( PHONE );
				const page = await context.newPage();
				const cdp = await context.newCDPSession( page );
				await cdp.send( 'Emulation.setCPUThrottlingRate', { rate } );
				// Playwright runs an init script in a function: its `var` made global by hand.
				await page.addInitScript(
					`${ WEB_VITALS };window.webVitals = webVitals;`
				);
				await page.addInitScript( observeInteractions );
				await page.addInitScript( () => {
					window.__boudoirInp = null;
					window.addEventListener( 'DOMContentLoaded', () =>
						webVitals.onINP(
							( metric ) =>
								( window.__boudoirInp = metric.value ),
							{ reportAllChanges: true, durationThreshold: 0 }
						)
					);
				} );
				try {
					await page.goto( url + tapped.path, { waitUntil: 'load' } );
					if ( kind === 'cold' ) {
						await page.waitForTimeout( 100 );
						times.cold.push( await timedTap( page, tapped ) );
						continue;
					}
					await page.waitForSelector(
						`${ tapped.ready }[data-boudoir-island="ready"]`,
						{ timeout: 30_000 }
					);
					times.idle.push( await timedTap( page, tapped ) );
					const again = await warmTarget( page, tapped );
					const warm = await timedTap( page, tapped, again );
					delete warm.webVitalsInp;
					times.warm.push( warm );
				} finally {
					await context.close();
				}
			}
		}
		results[ tapped.island ] = times;
	}
	return results;
}

/**
 * Median and 75th percentile of a case's figures.
 *
 * @param {Array<{effect: number, inp: number|null}>} taps The case's taps.
 */
export function summarise( taps ) {
	const of = ( values ) =>
		values.length
			? {
					median: percentile( values, 50 ),
					p75: percentile( values, 75 ),
				}
			: null;
	return {
		effect: of( taps.map( ( one ) => one.effect ) ),
		inp: of(
			taps.map( ( one ) => one.inp ).filter( ( value ) => value !== null )
		),
		runs: taps.length,
	};
}

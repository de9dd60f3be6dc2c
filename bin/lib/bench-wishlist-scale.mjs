/**
 * The wishlist page at scale (bench:pages, docs/front-end.md "Measuring"): a shopper's list
 * of 200 items shown 100 to a page (the block's most), and one of 1,000; in a desktop window,
 * in both of the block's list layouts (its own width decides): as cards in the theme's
 * 620 px content column, and as a table when the block is full width; at 4× CPU slowdown,
 * each interaction's duration by the Event Timing API (the largest `event` entry of its
 * interaction, as web-vitals computes INP from them; its `onINP` reports only a page's worst
 * interaction, so the second of two could not be read from it): a quantity stepped up by
 * the keyboard, "Select all", a row moved up by its button, and a drag-and-drop reorder
 * (the second drag of the page: the first loads dnd-kit). For the 1,000-item list, what the
 * page's first answer holds (the server sends only the first page) and its load time.
 */
import { userActor } from '../../tests/http/lib/harness.mjs';
import * as api from '../../tests/http/lib/api.mjs';
import {
	interactionSince,
	middleOf,
	observeInteractions,
} from './interactions.mjs';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A list of `count` bench products for the shopper, and a page showing it 100 to a page.
 *
 * @param {string} url   The site.
 * @param {number} count Items.
 */
async function seedList( url, count ) {
	// The dev endpoint makes the products up to a total, 200 more a request at most (one
	// request making 800 outlives PHP's time limit).
	let products = [];
	for ( let total = 200; products.length < count; total += 200 ) {
		const response = await fetch(
			`${ url }/?boudoir_dev=bench_products&count=${ Math.min( total, count ) }`,
			{ method: 'POST' }
		);
		if ( ! response.ok ) {
			throw new Error(
				`bench products: ${ response.status } ${ ( await response.text() ).slice( 0, 300 ) }`
			);
		}
		products = ( await response.json() ).slice( 0, count );
	}
	const shopper = await userActor( url, 'shopper' );
	return api.fillList( shopper, `Bench ${ count }`, products );
}

/** The block's layouts measured: its attributes, which decide its width. */
export const LAYOUTS = {
	cards: { perPage: 100 },
	table: { perPage: 100, align: 'full' },
};

/**
 * A page with the wishlist block at 100 items a page.
 *
 * @param {string} url        The site.
 * @param {Object} attributes The block's attributes (LAYOUTS).
 */
async function pageOf( url, attributes ) {
	const admin = await userActor( url, 'admin' );
	const created = await admin.request( 'POST', '/wp-json/wp/v2/pages', {
		body: {
			title: 'Bench wishlist',
			status: 'publish',
			content: `<!-- wp:boudoir/wishlist ${ JSON.stringify(
				attributes
			) } /-->`,
		},
	} );
	if ( created.status !== 201 ) {
		throw new Error( `bench page: ${ created.status } ${ created.text }` );
	}
	return created.json.link;
}

/**
 * The four interactions on a loaded 200-item page.
 *
 * @param {import('@playwright/test').Page} page The page.
 */
async function interactions( page ) {
	const block = page.locator( '.wp-block-boudoir-wishlist' );
	const now = () => page.evaluate( () => performance.now() );
	const timed = async ( act ) => {
		const since = await now();
		await act();
		return ( await page.evaluate( interactionSince, since ) ).inp;
	};
	// A click at the control's middle by the mouse alone (middleOf).
	const click = async ( locator ) => {
		const { x, y } = await middleOf( locator );
		return timed( () => page.mouse.click( x, y ) );
	};
	const figures = {};
	const quantity = block
		.getByRole( 'spinbutton', { name: 'Quantity' } )
		.first();
	await quantity.focus();
	figures.quantity = await timed( () => page.keyboard.press( 'ArrowUp' ) );
	figures.selectAll = await click(
		block.getByRole( 'checkbox', { name: 'Select all' } )
	);
	figures.moveUp = await click(
		block.getByRole( 'button', { name: /^Move .* up$/ } ).nth( 2 )
	);
	const drag = async ( from, to ) => {
		const handles = block.getByRole( 'button', {
			name: /^Drag to reorder /,
		} );
		await handles.nth( from ).hover();
		await page.waitForFunction( () =>
			document.querySelector( '[aria-roledescription="sortable"]' )
		);
		const start = await handles.nth( from ).boundingBox();
		const end = await handles.nth( to ).boundingBox();
		// Down on the handle, past dnd-kit's 3 px, then over the target's upper part.
		const x = start.x + start.width / 2;
		const [ down, ...path ] = [
			start.y + start.height / 2,
			start.y - 10,
			end.y + end.height / 4,
		];
		await page.mouse.move( x, down );
		await page.mouse.down();
		for ( const y of path ) {
			await page.mouse.move( x, y, { steps: 4 } );
		}
		return timed( () => page.mouse.up() );
	};
	await drag( 3, 1 );
	figures.drag = await drag( 5, 2 );
	return figures;
}

/**
 * The 200-item list and a page for each layout (LAYOUTS).
 *
 * @param {string} url The site.
 * @return {Promise<{token: string, pages: Record<string, string>}>} The list's share token; layout → its page.
 */
export async function scalePages( url ) {
	const { token } = await seedList( url, 200 );
	const pages = {};
	for ( const [ layout, attributes ] of Object.entries( LAYOUTS ) ) {
		pages[ layout ] = await pageOf( url, attributes );
	}
	return { token, pages };
}

/**
 * A signed-in user's cookies, for a browser context.
 *
 * @param {string} url      The site.
 * @param {string} username Who.
 * @return {Promise<import('@playwright/test').Cookie[]>} Their cookies.
 */
export async function cookiesOf( url, username ) {
	const actor = await userActor( url, username );
	return [ ...actor.jar.cookies ].map( ( [ name, value ] ) => ( {
		name,
		value,
		url,
	} ) );
}

/**
 * One load of a layout's page showing the list (scalePages()), in a new desktop window at
 * `rate`: the four interactions' durations.
 *
 * @param {import('@playwright/test').Browser}  browser The browser.
 * @param {{token: string, pages: Object}}      scale   What scalePages() made.
 * @param {string}                              layout  A key of LAYOUTS.
 * @param {import('@playwright/test').Cookie[]} cookies The shopper's.
 * @param {number}                              rate    The CPU slowdown (cpu-slowdown.mjs).
 * @return {Promise<Record<string, number>>} Interaction → ms.
 */
export async function scaleLoad( browser, scale, layout, cookies, rate ) {
	const context = await browser.newContext( DESKTOP );
	await context.addCookies( cookies );
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate } );
	await page.addInitScript( observeInteractions );
	try {
		await page.goto(
			`${ scale.pages[ layout ] }?wishlist=${ scale.token }`
		);
		await page
			.getByRole( 'spinbutton', { name: 'Quantity' } )
			.nth( 99 )
			.waitFor( { timeout: 60_000 } );
		const shown = await page
			.locator( '.wp-block-boudoir-wishlist' )
			.locator( layout === 'table' ? 'table' : 'ul[aria-label]' )
			.count();
		if ( ! shown ) {
			throw new Error( `the bench page shows no ${ layout }` );
		}
		return await interactions( page );
	} finally {
		await context.close();
	}
}

/**
 * The wishlist page's interactions at 200 items, `runs` loads, and the 1,000-item page's
 * first answer.
 *
 * @param {import('@playwright/test').Browser}  browser The browser.
 * @param {string}                              url     The site.
 * @param {import('@playwright/test').Cookie[]} cookies The shopper's.
 * @param {number}                              runs    Loads.
 * @param {number}                              [rate]  The CPU slowdown (cpu-slowdown.mjs).
 */
export async function wishlistAtScale( browser, url, cookies, runs, rate = 4 ) {
	const scale = await scalePages( url );
	const figures = {};
	for ( const layout of Object.keys( LAYOUTS ) ) {
		figures[ layout ] = {
			quantity: [],
			selectAll: [],
			moveUp: [],
			drag: [],
		};
	}
	// Layouts in turn within each run: whatever else the machine does weighs on both.
	for ( let run = 0; run < runs; run++ ) {
		for ( const layout of Object.keys( LAYOUTS ) ) {
			for ( const [ name, value ] of Object.entries(
				await scaleLoad( browser, scale, layout, cookies, rate )
			) ) {
				figures[ layout ][ name ].push( value );
			}
		}
	}
	const link = scale.pages.cards;
	// 1,000 items: only the first page comes, in the page's first answer (REST, per_page).
	const thousand = await seedList( url, 1000 );
	const context = await browser.newContext( DESKTOP );
	await context.addCookies( cookies );
	const page = await context.newPage();
	const answers = [];
	page.on( 'response', async ( response ) => {
		if ( /\/boudoir\/v1\/wishlists\/[^/]+\/items/.test( response.url() ) ) {
			answers.push( {
				url: response.url(),
				items: ( await response.json().catch( () => [] ) ).length,
			} );
		}
	} );
	const started = Date.now();
	await page.goto( `${ link }?wishlist=${ thousand.token }` );
	await page
		.getByRole( 'spinbutton', { name: 'Quantity' } )
		.nth( 99 )
		.waitFor( { timeout: 60_000 } );
	const shownMs = Date.now() - started;
	const rows = await page
		.getByRole( 'spinbutton', { name: 'Quantity' } )
		.count();
	await context.close();
	return { two: figures, thousand: { answers, rows, shownMs } };
}

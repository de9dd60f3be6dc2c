/**
 * Stored XSS: a corpus of payloads as list names, titles and estimate notes.
 * JSON answers carry them as data (no field but `price_html` and `template` is
 * HTML, and no message wraps them in markup); HTML built on the server from them
 * (the estimate's `template`, its e-mail) has them escaped: no element,
 * attribute, event handler or script of theirs survives.
 *
 * The wishlist page holds no list data in its server HTML (the list renders in
 * the browser), so it is checked where the names land: the real page in Chromium
 * (Debian's, offline), as the owner (the harness's cookies) and as a visitor of
 * the shared list, once the list has rendered. Every payload calls `xss7357()`,
 * which the page defines to count calls: the count must stay 0, the rendered DOM
 * must hold no element, attribute, handler or script from a payload, and the
 * list's title must show the stored name as text.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	catalogue,
	guestActor,
	mailLogPath,
	startSite,
	userActor,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';
import {
	LAUNCH_OPTIONS,
	countingContext,
	MARK,
	PAYLOADS,
	liveInDom,
	liveMarkup,
} from './lib/xss.mjs';

// Kept for files that took them from here.
export { PAYLOADS, liveMarkup };

let site;
let owner;
let visitor;
let shop;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
	owner = await userActor( site.url, 'shopper' );
	visitor = await guestActor( site.url, 'visitor' );
} );

after( async () => {
	await site?.stop();
} );

/**
 * Strings of a JSON answer, with their paths.
 *
 * @param {unknown} value  JSON.
 * @param {string}  prefix Path so far.
 * @return {Array<[string, string]>} [path, string] pairs.
 */
function strings( value, prefix = '' ) {
	if ( typeof value === 'string' ) {
		return [ [ prefix, value ] ];
	}
	if ( value && typeof value === 'object' ) {
		return Object.entries( value ).flatMap( ( [ key, entry ] ) =>
			strings( entry, prefix ? `${ prefix }.${ key }` : key )
		);
	}
	return [];
}

/**
 * Fields of a JSON answer that are HTML though they should be data.
 *
 * @param {unknown} json A JSON answer.
 */
function markupInData( json ) {
	return strings( json )
		.filter(
			( [ where ] ) => ! /(^|\.)(price_html|template)$/.test( where )
		)
		.filter(
			( [ , text ] ) =>
				/<[a-zA-Z!/?]/.test( text ) && text.includes( MARK )
		)
		.map( ( [ where, text ] ) => `${ where }: ${ text.slice( 0, 120 ) }` );
}

test( `${ PAYLOADS.length } payloads as list names and titles come back as data, never as markup`, async () => {
	const problems = [];
	const product = shop.simple[ 0 ];
	for ( const [ index, payload ] of PAYLOADS.entries() ) {
		const created = await api.createList( owner, payload, 'shared' );
		if ( created.status === 400 ) {
			// sanitize_text_field() left nothing: a refusal, not a leak.
			continue;
		}
		if ( created.status !== 201 ) {
			problems.push(
				`create #${ index }: HTTP ${ created.status } ${ created.text.slice( 0, 160 ) }`
			);
			continue;
		}
		const list = created.json;
		const answers = {
			create: created,
			read: await api.readList( visitor, list.token ),
			mine: await api.myLists( owner ),
			title: await api.saveTitle(
				owner,
				list.id,
				`${ payload } (title)`
			),
			add: await api.addItem( owner, {
				add_to_wishlist: product,
				wishlist_id: list.id,
			} ),
			reload: await api.reload( visitor, { wishlist_token: list.token } ),
			newList: await api.addItem( owner, {
				add_to_wishlist: product,
				wishlist_id: 'new',
				wishlist_name: `${ payload } (new)`,
			} ),
		};
		// The shop caps lists per owner: the extra list goes at once.
		if ( answers.newList.json?.wishlist?.id ) {
			await api.deleteList( owner, answers.newList.json.wishlist.id );
		}
		for ( const [ name, answer ] of Object.entries( answers ) ) {
			if ( answer.status >= 500 ) {
				problems.push(
					`${ name } #${ index }: HTTP ${ answer.status }`
				);
			}
			for ( const problem of markupInData( answer.json ) ) {
				problems.push( `${ name } #${ index }: ${ problem }` );
			}
			for ( const problem of liveMarkup( answer.json?.template ?? '' ) ) {
				problems.push( `${ name } #${ index } template: ${ problem }` );
			}
			const type = answer.headers.get( 'content-type' ) ?? '';
			if ( ! type.startsWith( 'application/json' ) ) {
				problems.push(
					`${ name } #${ index }: content-type ${ type }`
				);
			}
		}
	}
	assert.deepEqual( problems, [] );
} );

test( "payloads as estimate notes and names are escaped in the answer's template and in the e-mail", async () => {
	const list = api.expectStatus(
		await api.createList( owner, `Estimate ${ MARK }`, 'shared' ),
		201,
		'create'
	);
	api.expectStatus(
		await api.addItem( owner, {
			add_to_wishlist: shop.simple[ 1 ],
			wishlist_id: list.id,
		} ),
		201,
		'add'
	);
	const mailLog = mailLogPath();
	const problems = [];
	for ( const [ index, payload ] of PAYLOADS.entries() ) {
		const mailMark = fs.existsSync( mailLog )
			? fs.statSync( mailLog ).size
			: 0;
		const asker = index % 2 ? owner : visitor;
		const fields = {
			name: payload.slice( 0, 100 ),
			email: 'xss@boudoir.test',
			notes: `${ payload }\n${ payload }`,
			copy: true,
		};
		let answer = await api.askEstimate( asker, list.token, fields );
		if (
			answer.status === 400 &&
			answer.json?.code === 'boudoir_invalid_name'
		) {
			// Nothing was left of the name once sanitized: a refusal, not a leak. The notes still go.
			answer = await api.askEstimate( asker, list.token, {
				...fields,
				name: `Tester ${ MARK }`,
			} );
		}
		if ( answer.status !== 201 ) {
			problems.push(
				`estimate #${ index }: HTTP ${ answer.status } ${ answer.text.slice( 0, 200 ) }`
			);
			continue;
		}
		for ( const problem of [
			...markupInData( answer.json ),
			...liveMarkup( answer.json.template ?? '' ),
		] ) {
			problems.push( `estimate #${ index } answer: ${ problem }` );
		}
		// The dev mu-plugin logs each mail as a JSON line instead of sending it.
		const mails = fs.existsSync( mailLog )
			? fs
					.readFileSync( mailLog )
					.subarray( mailMark )
					.toString( 'utf8' )
					.split( '\n' )
					.filter( Boolean )
			: [];
		const ours = mails
			.map( ( line ) => JSON.parse( line ) )
			.filter( ( mail ) => JSON.stringify( mail ).includes( MARK ) );
		if ( ! ours.length ) {
			problems.push( `estimate #${ index }: no e-mail logged` );
		}
		for ( const mail of ours ) {
			for ( const problem of liveMarkup(
				String( mail.message ?? '' )
			) ) {
				problems.push(
					`estimate #${ index } e-mail to ${ mail.to }: ${ problem }`
				);
			}
			if ( /<[a-zA-Z]/.test( String( mail.subject ?? '' ) ) ) {
				problems.push(
					`estimate #${ index } e-mail subject has markup: ${ mail.subject }`
				);
			}
		}
	}
	assert.deepEqual( problems, [] );
} );

test( 'the wishlist page, rendered in Chromium as the owner and as a visitor, runs none of the payloads and shows the names as text', async ( t ) => {
	const lists = api
		.expectStatus( await api.myLists( owner ), 200, 'lists' )
		.filter( ( list ) => list.wishlist_name.includes( MARK ) );
	assert.ok(
		lists.length >= 10,
		'the first test left lists with payload names'
	);
	const browser = await chromium.launch( LAUNCH_OPTIONS );
	const problems = [];
	let rendered = 0;
	const started = Date.now();
	try {
		// The in-browser check itself: a payload planted live in a block is caught both ways.
		const probe = await browser.newPage();
		await probe.addInitScript( ( mark ) => {
			window.__xss = 0;
			window[ mark ] = () => {
				window.__xss++;
			};
		}, MARK );
		await probe.goto( `${ site.url }/?boudoir_probe=1` );
		await probe.evaluate( ( mark ) => {
			document.body.insertAdjacentHTML(
				'beforeend',
				`<div class="wp-block-boudoir-wishlist"><h2 class="boudoir-wishlist__title"><img src="data:," onerror="${ mark }()"></h2></div>`
			);
		}, MARK );
		await probe.waitForFunction( () => window.__xss > 0, null, {
			timeout: 5000,
		} );
		assert.notDeepEqual(
			await probe.evaluate( liveInDom, MARK ),
			[],
			'a planted <img onerror> is found in the DOM'
		);
		await probe.close();

		for ( const [ who, actor ] of [
			[ 'owner', owner ],
			[ 'visitor', null ],
		] ) {
			// The owner's login cookies, as the browser would hold them; every payload's call counted.
			const context = await countingContext( browser, site.url, actor );
			const page = await context.newPage();
			const pageErrors = [];
			page.on( 'pageerror', ( error ) =>
				pageErrors.push( error.message )
			);
			for ( const list of lists ) {
				const where = `${ who } ${ list.token }`;
				const response = await page.goto(
					list.add_to_this_wishlist_url,
					{ waitUntil: 'load' }
				);
				if ( ! response || response.status() >= 400 ) {
					problems.push( `${ where }: HTTP ${ response?.status() }` );
					continue;
				}
				const title = page.locator(
					'.wp-block-boudoir-wishlist .boudoir-wishlist__title'
				);
				try {
					// The list renders in the browser; the island hydrates on idle or on intent.
					await page.mouse.move( 10, 10 );
					await title.first().waitFor( { timeout: 15000 } );
				} catch {
					problems.push(
						`${ where }: the list did not render (no .boudoir-wishlist__title)`
					);
					continue;
				}
				rendered++;
				// Hover and focus what is there, so handlers a payload might have planted get their chance.
				await page.mouse.move( 200, 200 );
				await page.keyboard.press( 'Tab' );
				const shown = ( await title.first().textContent() ) ?? '';
				if ( shown.trim() !== list.wishlist_name.trim() ) {
					problems.push(
						`${ where }: the title shows ${ JSON.stringify( shown ) }, not the stored name ${ JSON.stringify( list.wishlist_name ) }`
					);
				}
				for ( const found of await page.evaluate( liveInDom, MARK ) ) {
					problems.push( `${ where }: ${ found }` );
				}
				const calls = await page.evaluate( () => window.__xss );
				if ( calls !== 0 ) {
					problems.push(
						`${ where }: a payload ran (${ calls } calls)`
					);
				}
			}
			if ( pageErrors.length ) {
				t.diagnostic(
					`${ who }: page errors ${ pageErrors.slice( 0, 3 ).join( ' | ' ) }`
				);
			}
			await context.close();
		}
	} finally {
		await browser.close();
	}
	process.stdout.write(
		`[figure] xss: ${ lists.length } hostile list names, rendered ${ rendered } times in Chromium (owner and visitor) in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s: ${ problems.length } problems\n`
	);
	assert.deepEqual( problems, [] );
} );

test( 'the markup detector itself: finds live payloads, passes escaped ones', () => {
	const escape = ( text ) =>
		text
			.replace( /&/g, '&amp;' )
			.replace( /</g, '&lt;' )
			.replace( />/g, '&gt;' )
			.replace( /"/g, '&quot;' )
			.replace( /'/g, '&#039;' );
	const live = [
		`<p><img src=x onerror=${ MARK }()></p>`,
		`<input value="" onfocus="${ MARK }()" autofocus="">`,
		`<a href="javascript:${ MARK }()">x</a>`,
		`<script>${ MARK }()</script>`,
		`<svg onload=${ MARK }()>`,
	];
	for ( const html of live ) {
		assert.notDeepEqual( liveMarkup( html ), [], html );
	}
	for ( const payload of PAYLOADS ) {
		assert.deepEqual(
			liveMarkup(
				`<p>${ escape( payload ) }</p><input value="${ escape( payload ) }">`
			),
			[],
			payload
		);
	}
} );

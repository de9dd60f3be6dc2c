/**
 * The lane's `test`: Playwright's, plus a guard that fails a test on any unexpected
 * `console.error` or uncaught page error, and an axe check for WCAG 2.2 AA.
 *
 *   import { test, expect } from '../fixtures';
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import {
	test as base,
	expect,
	type BrowserContext,
	type Page,
	type TestInfo,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, HAS_DEV_PLUGIN, NEEDS_DEV_PLUGIN } from './environment';

/** The WCAG levels Boudoir promises (axe's tags). */
export const AXE_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22aa',
];

/**
 * Every axe rule of those levels, its experimental ones included (axe leaves them off
 * by default: `label-content-name-mismatch`, WCAG 2.5.3, is one of them).
 */
export const AXE_RULES = axe
	.getRules( AXE_TAGS )
	.map( ( rule ) => rule.ruleId );

/**
 * Violations that WordPress core or its default theme put on every page, which
 * Boudoir neither causes nor can fix. Each names its upstream report; delete the
 * entry once the site runs a WordPress that fixes it. Only the matching rule on the
 * matching element is let through: anything else on the page is still checked.
 */
export const KNOWN_CORE_VIOLATIONS: ReadonlyArray< {
	rule: string;
	target: RegExp;
	reason: string;
} > = [
	{
		rule: 'list',
		target: /\.wp-block-navigation__container/,
		reason: 'WordPress 6.5 + Twenty Twenty-Four: the header Navigation falls back to a Page List, whose <ul> is printed straight inside the Navigation <ul> (WordPress/gutenberg#60500).',
	},
	// WooCommerce's own markup and styles, seen on its releases (npm run test:real); the
	// double prints none of them. Each names the release range it was seen on.
	{
		rule: 'nested-interactive',
		target: /^#tab-title-(description|additional_information|reviews)$/,
		reason: 'WooCommerce 9.0–9.4 single-product/tabs/tabs.php: <li role="tab"> holds the tab’s <a> (WooCommerce 9.5 moved the role to the link).',
	},
	{
		rule: 'target-size',
		target: /^#tab-title-(description|additional_information|reviews)$/,
		reason: 'WooCommerce 9.0 single-product/tabs/tabs.php and woocommerce.css: the <li role="tab"> is a target of its own, padded around its padded <a>, which covers all of it but a 16 px rim (seen on 9.0; 9.5 moved the role to the link).',
	},
	{
		rule: 'target-size',
		target: /^\.star-[1-5]$/,
		reason: 'WooCommerce 9.x–10.0 single-product.js: the review form’s rating stars (p.stars a.star-N) are 1em links side by side.',
	},
	{
		rule: 'color-contrast',
		target: /(^|[ >] )?\.onsale$/,
		reason: 'WooCommerce 9.x–10.0 woocommerce.css (classic and block themes): span.onsale is white on its highlight colour #b3af54 (2.2:1), on the product page and in the shop loop.',
	},
	{
		rule: 'color-contrast',
		target: /(^|\.price > )((del|ins) > )?\.woocommerce-Price-amount\.amount(\[aria-hidden="true"\])?(:nth-child\(\d+\))? > bdi$|^\.stock$/,
		reason: 'WooCommerce 9.x–10.0 woocommerce.css (classic themes): .price del at opacity .5, the price and .stock in its highlight colour #b3af54 (10.0’s wc_format_price_range() marks a range’s two amounts aria-hidden="true").',
	},
	{
		rule: 'label-content-name-mismatch',
		target: /^button\[(href="\?add-to-cart=\d+"|data-product_id="\d+")\]$/,
		reason: 'WooCommerce 9.x–10.0 Product Button block (interactivity store): after an add its text reads "1 in cart" while its aria-label stays "Add to cart: “…”" (9.x’s <button> carries an href, 10.0’s only its data-product_id).',
	},
	{
		rule: 'autocomplete-valid',
		target: /^#billing_email$/,
		reason: 'WooCommerce 9.0–9.4 class-wc-countries.php: the classic checkout’s billing email has autocomplete="email username" (two field names) while WooCommerce makes up usernames (woocommerce_registration_generate_username, yes by default); 10.0 prints "email".',
	},
	{
		rule: 'label-content-name-mismatch',
		target: /^\.showcoupon$/,
		reason: 'WooCommerce 10.0 templates/checkout/form-coupon.php: the classic checkout’s "Click here to enter your code" link has aria-label="Enter your coupon code" (9.x printed no aria-label).',
	},
	{
		rule: 'target-size',
		target: /^\.show-password-input$/,
		reason: 'WooCommerce 10.0 woocommerce-layout.css: the password fields’ show-password button is a 22 × 22 px icon inside the field, beside its text.',
	},
	{
		rule: 'color-contrast',
		target: /^\.single_add_to_cart_button$/,
		reason: 'WooCommerce 9.x–10.0 woocommerce.css (classic themes): the add-to-cart button is at opacity .5 while disabled (no variation chosen yet).',
	},
];

/** One error the browser reported. */
export interface BrowserError {
	/** `console.error` from a script, or an uncaught exception / unhandled rejection. */
	kind: 'console.error' | 'pageerror';
	text: string;
	/** The page (or script) it came from. */
	url: string;
}

/** An error a test or a spec file expects, with why it is harmless. */
export interface AllowedError {
	/** Matched against the error's text. */
	pattern: RegExp;
	/** When given, the error must also come from a matching address. */
	url?: RegExp;
	reason: string;
}

/** What a test sees of the console guard. */
export interface ConsoleErrors {
	/** Every error reported so far in this test, expected or not. */
	readonly all: readonly BrowserError[];
	/**
	 * Lets errors matching the pattern through for this test only, because the test
	 * provokes them on purpose (it should then assert on them itself).
	 *
	 * @param pattern Matched against the error's text.
	 * @param reason  Why the error is expected.
	 * @param url     When given, the error must also come from a matching address.
	 */
	allow: ( pattern: RegExp, reason: string, url?: RegExp ) => void;
	/**
	 * Guards another browser context the test opens (a second visitor), as the
	 * test's own context is guarded.
	 *
	 * @param context The other context.
	 */
	watch: ( context: BrowserContext ) => void;
}

export interface AxeCheckOptions {
	/** Parts of the page to check (CSS selectors, axe's own API); the whole page by default. */
	include?: string[];
	/** Parts of the page that are not Boudoir's to answer for, each with a reason in the caller. */
	exclude?: string[];
}

/**
 * Errors allowed for every test of a file, keyed by why each is harmless:
 * `test.use( { allowedConsoleErrors: { 'why': { pattern, url } } } )`. (An object,
 * not an array: Playwright would read an array as a fixture definition.)
 */
export type AllowedConsoleErrors = Record<
	string,
	Omit< AllowedError, 'reason' >
>;

/** The cookie with which the dev site serves a request on another theme (bin/wp/boudoir-dev.php). */
export const TEST_THEME_COOKIE = 'boudoir_test_theme';

/**
 * The cookie with which the dev site serves a request right to left, as a right-to-left
 * language would (bin/wp/boudoir-dev.php): `is_rtl()`, `<html dir="rtl">`, `*-rtl.css`.
 */
export const TEST_DIRECTION_COOKIE = 'boudoir_test_direction';

/**
 * The cookie with which the dev site serves a request in another language (bin/wp/boudoir-dev.php):
 * `zh_TW` shows Boudoir's Traditional Chinese translation, and WordPress's own where the site has
 * core's zh_TW files (`coreLanguages()` in specs/translation.page.ts).
 */
export const TEST_LOCALE_COOKIE = 'boudoir_test_locale';

/**
 * What a page of a site without the dev plugin asks the network for: the home page's photo feed
 * has no recorded answer there (bin/wp/boudoir-dev.php gives the dev site one), so the block
 * falls back to Flickr's script in the browser, which finds no network.
 */
const WITHOUT_DEV_PLUGIN_ERRORS: AllowedError[] = [
	{
		pattern: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
		url: /^https:\/\/www\.flickr\.com\/services\/feeds\/photos_public\.gne\?/,
		reason: 'No dev plugin: the photo feed’s fallback asks Flickr, offline.',
	},
];

/** The dev plugin's per-browser switches: cookies only bin/wp/boudoir-dev.php reads. */
const DEV_PLUGIN_COOKIE = /^boudoir_(test_[a-z_]+|baseline)$/;

/** The console error every signed-in page shows offline: WordPress core's admin bar asks gravatar.com for the avatar. */
export const OFFLINE_AVATAR_ERRORS: AllowedConsoleErrors = {
	'The lane runs offline: WordPress core’s admin bar shows the user’s avatar from gravatar.com.':
		{
			pattern: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
			url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
		},
};

/**
 * What wp-admin's screens of real WooCommerce ask for on an offline site at a localhost address:
 * nothing of Boudoir's, and nothing the double does (it has no wc-admin).
 */
export const OFFLINE_WOOCOMMERCE_ADMIN_ERRORS: AllowedConsoleErrors = {
	'The lane runs offline: WordPress core’s emoji script draws an emoji of WooCommerce’s admin (9.4: 🚀) with an image from s.w.org.':
		{
			pattern: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
			url: /^https:\/\/s\.w\.org\/images\/core\/emoji\//,
		},
	'WooCommerce’s admin data store asks Jetpack for the user’s connection; Jetpack answers 403 on a site in its offline mode (a localhost address: invalid_user_permission_user_connection_data).':
		{
			pattern:
				/^Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/,
			url: /\/wp-json\/jetpack\/v4\/connection\/data\b/,
		},
};

/** Options a Playwright project sets (tests/e2e/playwright.config.ts). */
export interface TestOptions {
	/** `rtl`: every page of the test is served right to left; '' for the site's own direction. */
	textDirection: '' | 'rtl';
	/** `zh_TW`: every page of the test is served in Traditional Chinese; '' for the site's language. */
	testLocale: '' | 'zh_TW';
	/**
	 * The theme every page of the project's tests is served with, by the dev site's
	 * `boudoir_test_theme` cookie (`boudoir-classic`, tests/themes); '' for the site's own.
	 */
	testTheme: string;
}

interface Fixtures {
	allowedConsoleErrors: AllowedConsoleErrors;
	consoleErrors: ConsoleErrors;
	/** Runs axe over the page in its current state and fails on any violation. */
	expectNoAxeViolations: (
		page: Page,
		options?: AxeCheckOptions
	) => Promise< void >;
}

function describeErrors( errors: BrowserError[] ): string {
	return errors
		.map(
			( error ) =>
				`  [${ error.kind }] ${ error.text }${ error.url ? `\n      at ${ error.url }` : '' }`
		)
		.join( '\n' );
}

/**
 * Waits (up to a few seconds) until nothing on the page is fading or moving: jQuery's
 * animations (WooCommerce fades its Clear link in over 400 ms) and the finite CSS and
 * Web Animations. axe measures colours as they are painted, so mid-fade text is read at
 * a fraction of its contrast. Endless animations (a spinner) are not waited for, and a
 * page that never settles is checked as it is.
 *
 * @param page The page.
 */
async function settleAnimations( page: Page ): Promise< void > {
	await page
		.waitForFunction(
			() => {
				const jQuery = (
					window as typeof window & {
						jQuery?: { timers?: unknown[] };
					}
				 ).jQuery;
				const running = document
					.getAnimations()
					.filter(
						( animation ) =>
							animation.playState === 'running' &&
							Number.isFinite(
								animation.effect?.getComputedTiming().endTime ??
									Infinity
							)
					);
				return ! jQuery?.timers?.length && running.length === 0;
			},
			null,
			{ timeout: 3000 }
		)
		.catch( () => undefined );
}

/**
 * Checks a page against every axe rule of AXE_TAGS; attaches axe's report to the test.
 *
 * @param page     The page, in the state to check.
 * @param testInfo The running test (for the attachment).
 * @param options  Parts to include or exclude.
 */
export async function checkAccessibility(
	page: Page,
	testInfo: TestInfo,
	options: AxeCheckOptions = {}
): Promise< void > {
	let builder = new AxeBuilder( { page } ).withRules( AXE_RULES );
	for ( const selector of options.include ?? [] ) {
		builder = builder.include( selector );
	}
	for ( const selector of options.exclude ?? [] ) {
		builder = builder.exclude( selector );
	}
	await settleAnimations( page );
	const results = await builder.analyze();
	const isKnownCoreViolation = ( rule: string, target: string ) =>
		KNOWN_CORE_VIOLATIONS.some(
			( known ) => known.rule === rule && known.target.test( target )
		);
	const violations = results.violations
		.map( ( violation ) => ( {
			...violation,
			nodes: violation.nodes.filter(
				( node ) =>
					! isKnownCoreViolation(
						violation.id,
						node.target.join( ' ' )
					)
			),
		} ) )
		.filter( ( violation ) => violation.nodes.length > 0 );
	await testInfo.attach( `axe ${ new URL( page.url() ).pathname }`, {
		body: JSON.stringify( results.violations, null, 2 ),
		contentType: 'application/json',
	} );
	const summary = violations.map(
		( violation ) =>
			`${ violation.id } (${ violation.impact ?? 'n/a' }): ${ violation.help }\n${ violation.nodes.map( ( node ) => `    ${ node.target.join( ' ' ) }` ).join( '\n' ) }`
	);
	expect( summary, `axe violations on ${ page.url() }` ).toEqual( [] );
}

// Fixtures name Playwright's `use` callback `provide`, which React's hook rules leave alone.
export const test = base.extend< Fixtures & TestOptions >( {
	allowedConsoleErrors: [ {}, { option: true } ],

	testTheme: [ '', { option: true } ],

	textDirection: [ '', { option: true } ],

	testLocale: [ '', { option: true } ],

	// Every page of the test's own context on the project's theme and in its text direction
	// (the cookies are sent on every request).
	context: async (
		{ context, testTheme, textDirection, testLocale, baseURL },
		provide,
		testInfo
	) => {
		const url = baseURL ?? BASE_URL;
		if ( ! HAS_DEV_PLUGIN ) {
			// A test that sets one of the dev plugin's switches (its cookies, the theme, direction
			// and locale options below among them) needs the dev plugin: on a site without it,
			// the test is skipped when it sets the cookie.
			const addCookies = context.addCookies.bind( context );
			context.addCookies = async ( cookies ) => {
				const devCookie = cookies.find( ( cookie ) =>
					DEV_PLUGIN_COOKIE.test( cookie.name )
				);
				testInfo.skip(
					!! devCookie,
					`${ NEEDS_DEV_PLUGIN }: its ${ devCookie?.name } cookie`
				);
				return addCookies( cookies );
			};
		}
		if ( testTheme ) {
			await context.addCookies( [
				{ name: TEST_THEME_COOKIE, value: testTheme, url },
			] );
		}
		if ( textDirection ) {
			await context.addCookies( [
				{ name: TEST_DIRECTION_COOKIE, value: textDirection, url },
			] );
		}
		if ( testLocale ) {
			await context.addCookies( [
				{ name: TEST_LOCALE_COOKIE, value: testLocale, url },
			] );
		}
		await provide( context );
	},

	consoleErrors: [
		async ( { context, allowedConsoleErrors }, provide, testInfo ) => {
			const all: BrowserError[] = [];
			const allowed: AllowedError[] = [
				...Object.entries( allowedConsoleErrors ).map(
					( [ reason, match ] ) => ( { ...match, reason } )
				),
				...( HAS_DEV_PLUGIN ? [] : WITHOUT_DEV_PLUGIN_ERRORS ),
			];
			const watch = ( watched: BrowserContext ) => {
				watched.on( 'console', ( message ) => {
					if ( message.type() === 'error' ) {
						all.push( {
							kind: 'console.error',
							text: message.text(),
							url: message.location().url,
						} );
					}
				} );
				watched.on( 'weberror', ( webError ) => {
					const error = webError.error();
					all.push( {
						kind: 'pageerror',
						text:
							error.stack ||
							`${ error.name }: ${ error.message }`,
						url: webError.page()?.url() ?? '',
					} );
				} );
			};
			watch( context );

			await provide( {
				all,
				allow: ( pattern, reason, url ) => {
					allowed.push( { pattern, reason, url } );
				},
				watch,
			} );

			if ( all.length ) {
				await testInfo.attach( 'browser errors', {
					body: describeErrors( all ),
					contentType: 'text/plain',
				} );
			}
			const isAllowed = ( error: BrowserError ) =>
				allowed.some(
					( { pattern, url } ) =>
						pattern.test( error.text ) &&
						( ! url || url.test( error.url ) )
				);
			const unexpected = all.filter( ( error ) => ! isAllowed( error ) );
			expect(
				unexpected,
				`unexpected browser errors:\n${ describeErrors( unexpected ) }`
			).toEqual( [] );
		},
		{ auto: true },
	],

	expectNoAxeViolations: async ( {}, provide, testInfo ) => {
		await provide( ( page, options ) =>
			checkAccessibility( page, testInfo, options )
		);
	},
} );

/**
 * Skips the test (or every test of the describe block it is called in) on a site without the
 * dev plugin, saying what of it the test needs; bin/test.mjs counts these skips.
 *
 * @param what What the test needs of bin/wp/boudoir-dev.php.
 */
export function needsDevPlugin( what: string ): void {
	test.skip( ! HAS_DEV_PLUGIN, `${ NEEDS_DEV_PLUGIN }: ${ what }` );
}

export { expect };

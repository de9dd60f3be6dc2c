/**
 * Order attribution (issue 15): sourcebuster's cookies after the late tracker loads, for
 * each kind of source; orders placed through the classic and the block checkout hold the
 * values; with tracking off or consent withdrawn (also at run time, without a reload)
 * nothing is tracked or stored; with WooCommerce's own attribution on, Boudoir stays out;
 * the order screen's box wraps a long entry URL.
 * Every switch is a cookie of this browser (bin/wp/boudoir-dev.php): no site option changes.
 */

/**
 * External dependencies
 */
import {
	request as playwrightRequest,
	type APIRequestContext,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, needsDevPlugin, test } from '../fixtures';
import {
	ACCOUNTS,
	BASE_URL,
	SHOPPER_FLOW,
	storageStateOf,
} from '../environment';
import { CheckoutPage, adminRest, signIn } from './shop.page';
import {
	SWITCHES,
	TRACKER_URL,
	afterIdle,
	attributionInput,
	blockCheckoutPath,
	entries,
	fillCart,
	orderAttribution,
	orderAttributionBox,
	overflowOf,
	placeClassicOrder,
	reportFirstVisit,
	sbjsCookies,
	trackerTiming,
	useSwitches,
	waitForTracking,
	type AdminRest,
} from './attribution.page';

let adminRequest: APIRequestContext;
let admin: AdminRest;

test.beforeAll( async () => {
	adminRequest = await playwrightRequest.newContext( { baseURL: BASE_URL } );
	await signIn( adminRequest, ACCOUNTS.admin );
	admin = await adminRest( adminRequest );
} );

test.afterAll( async () => {
	await adminRequest?.dispose();
} );

const CAMPAIGN =
	'/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-lace&utm_content=hero&utm_term=balconette&utm_id=fw26&utm_source_platform=klaviyo&utm_creative_format=carousel&utm_marketing_tactic=retention';

test.describe( 'Order attribution', () => {
	test( 'landing with UTM parameters: the tracker comes after the load event, and a classic checkout order holds the campaign', async ( {
		page,
		context,
		browser,
	} ) => {
		needsDevPlugin(
			'the order’s stored attribution, read through GET /boudoir-dev/v1/orders/<id>'
		);
		await page.goto( CAMPAIGN );
		const cookies = await waitForTracking( context );
		const timing = await trackerTiming( page );
		expect( timing, 'the tracker was requested' ).not.toBeNull();
		expect( timing!.requested ).toBeGreaterThanOrEqual( timing!.loaded );
		expect( entries( cookies.sbjs_current ) ).toEqual( {
			typ: 'utm',
			src: 'newsletter',
			mdm: 'email',
			cmp: 'autumn-lace',
			cnt: 'hero',
			trm: 'balconette',
			// What WooCommerce's copy of sourcebuster adds (GA4's campaign parameters).
			id: 'fw26',
			plt: 'klaviyo',
			fmt: 'carousel',
			tct: 'retention',
		} );
		expect( cookies.sbjs_first ).toBe( cookies.sbjs_current );
		expect( entries( cookies.sbjs_current_add ).ep ).toBe(
			`${ BASE_URL }${ CAMPAIGN }`
		);
		expect( entries( cookies.sbjs_udata ).vst ).toBe( '1' );
		expect( entries( cookies.sbjs_promo ).code ).toMatch( /^\d{6}$/ );
		reportFirstVisit( 'utm', cookies );

		await fillCart( page );
		await page.goto( '/checkout/' );
		await expect( attributionInput( page, 'utm_source' ) ).toHaveValue(
			'newsletter'
		);
		await expect( attributionInput( page, 'source_type' ) ).toHaveValue(
			'utm'
		);
		// The session's pages the tracker counted: home and checkout, and the shop page if
		// the tracker loaded there before the shopper moved on.
		const pages = entries(
			( await sbjsCookies( context ) ).sbjs_session
		).pgs;
		expect( Number( pages ) ).toBeGreaterThanOrEqual( 2 );
		await expect( attributionInput( page, 'session_pages' ) ).toHaveValue(
			pages
		);
		const id = await placeClassicOrder( page );

		expect( await orderAttribution( admin, id ) ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'autumn-lace',
			utm_content: 'hero',
			utm_term: 'balconette',
			utm_id: 'fw26',
			utm_source_platform: 'klaviyo',
			utm_creative_format: 'carousel',
			utm_marketing_tactic: 'retention',
			session_entry: `${ BASE_URL }${ CAMPAIGN }`,
			session_pages: pages,
			session_count: '1',
			device_type: 'Desktop',
		} );

		// The shop owner sees them on the order screen.
		const owner = await browser.newContext( {
			storageState: storageStateOf( 'admin' ),
		} );
		try {
			const screen = await owner.newPage();
			await screen.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
			const box = screen.locator( '.postbox', {
				has: screen.getByRole( 'heading', {
					name: 'Order attribution',
				} ),
			} );
			await expect( box ).toBeVisible();
			await expect( box ).toContainText( 'newsletter' );
			await expect( box ).toContainText( 'autumn-lace' );
			await expect( box ).toContainText( 'klaviyo' );
			await expect( box ).toContainText( 'Desktop' );
		} finally {
			await owner.close();
		}
	} );

	test( 'a 2,000-character entry URL is kept to 500 and wraps inside the order screen’s box (issues 32.6, 34.3)', async ( {
		page,
		context,
		browser,
	} ) => {
		needsDevPlugin(
			'the order screen found through GET /boudoir-dev/v1/orders/<id>'
		);
		// One unbroken word: nothing in it to break a line at but the box's own rule.
		const start = `${ BASE_URL }/?look=`;
		const entry = start + 'lace'.repeat( 500 ).slice( start.length );
		expect( entry ).toHaveLength( 2000 );
		await page.goto( entry );
		const cookies = await waitForTracking( context );
		expect( entries( cookies.sbjs_current_add ).ep ).toBe( entry );
		await fillCart( page );
		await page.goto( '/checkout/' );
		const id = await placeClassicOrder( page );
		// Each value keeps at most 500 characters (issue 34.3): still one word far wider than the box.
		const stored = entry.slice( 0, 500 );
		expect( await orderAttribution( admin, id ) ).toMatchObject( {
			session_entry: stored,
		} );

		const owner = await browser.newContext( {
			storageState: storageStateOf( 'admin' ),
		} );
		try {
			const screen = await owner.newPage();
			const order = await admin.get( `/boudoir-dev/v1/orders/${ id }` );
			await screen.goto( order.screens.edit );
			const box = orderAttributionBox( screen );
			await expect( box ).toBeVisible();
			// All of what was stored is there, wrapped rather than cut.
			await expect( box ).toContainText( stored );
			const overflow = await overflowOf( box );
			expect(
				overflow.scrollWidth,
				'the box does not scroll sideways'
			).toBeLessThanOrEqual( overflow.clientWidth );
			expect( overflow.wider, 'nothing inside is wider' ).toEqual( [] );
		} finally {
			await owner.close();
		}
	} );

	test( 'from an organic search: the cookies say so, and a block checkout order holds them', async ( {
		page,
		context,
	} ) => {
		needsDevPlugin(
			'the order’s stored attribution, read through GET /boudoir-dev/v1/orders/<id>'
		);
		const blockCheckout = await blockCheckoutPath( admin );
		await page.goto( '/', {
			referer: 'https://www.google.com/search?q=lace+balconette',
		} );
		const cookies = await waitForTracking( context );
		expect( entries( cookies.sbjs_current ) ).toEqual( {
			typ: 'organic',
			src: 'google',
			mdm: 'organic',
			cmp: '(none)',
			cnt: '(none)',
			trm: '(none)',
		} );
		const referrer = entries( cookies.sbjs_current_add ).rf;
		expect( referrer ).toMatch( /^https:\/\/www\.google\.com\// );
		reportFirstVisit( 'organic', cookies );

		await fillCart( page );
		await page.goto( blockCheckout );
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						( window as any ).wp.data
							.select( 'wc/store/checkout' )
							.getExtensionData()[
							'woocommerce/order-attribution'
						]?.utm_source
				)
			)
			.toBe( 'google' );
		const order = await new CheckoutPage( page ).placeBlockOrder();
		expect(
			order.extensions[ 'woocommerce/order-attribution' ]
		).toMatchObject( {
			source_type: 'organic',
			utm_source: 'google',
			utm_medium: 'organic',
			referrer,
		} );

		const stored = await orderAttribution( admin, order.id );
		expect( stored ).toMatchObject( {
			source_type: 'organic',
			utm_source: 'google',
			utm_medium: 'organic',
			referrer,
			device_type: 'Desktop',
		} );
		// `(none)` is never stored.
		expect( stored ).not.toHaveProperty( 'utm_campaign' );
	} );

	test(
		'from another site: a referral, its path as content',
		{ tag: SHOPPER_FLOW },
		async ( { page, context } ) => {
			await page.goto( '/shop/', {
				referer: 'https://blog.example.org/posts/lace-guide',
			} );
			const cookies = await waitForTracking( context );
			expect( entries( cookies.sbjs_current ) ).toEqual( {
				typ: 'referral',
				src: 'blog.example.org',
				mdm: 'referral',
				cmp: '(none)',
				cnt: '/posts/lace-guide',
				trm: '(none)',
			} );
			expect( entries( cookies.sbjs_current_add ).rf ).toBe(
				'https://blog.example.org/posts/lace-guide'
			);
			reportFirstVisit( 'referral', cookies );
		}
	);

	test(
		'typed in: a direct visit',
		{ tag: SHOPPER_FLOW },
		async ( { page, context } ) => {
			await page.goto( '/' );
			const cookies = await waitForTracking( context );
			expect( entries( cookies.sbjs_current ) ).toEqual( {
				typ: 'typein',
				src: '(direct)',
				mdm: '(none)',
				cmp: '(none)',
				cnt: '(none)',
				trm: '(none)',
			} );
			expect( entries( cookies.sbjs_current_add ).rf ).toBe( '(none)' );
			reportFirstVisit( 'typein', cookies );
			// A second page of the same session.
			await page.goto( '/shop/', { referer: `${ BASE_URL }/` } );
			await expect
				.poll(
					async () =>
						entries( ( await sbjsCookies( context ) ).sbjs_session )
							.pgs
				)
				.toBe( '2' );
			expect(
				entries( ( await sbjsCookies( context ) ).sbjs_current ).typ
			).toBe( 'typein' );
		}
	);

	test( 'the registration form’s inputs carry the visit too', async ( {
		page,
	} ) => {
		await page.goto( `/my-account/${ CAMPAIGN.slice( 1 ) }` );
		const register = page.locator( 'form.register' );
		await expect(
			register.locator(
				'[data-boudoir-attribution] input[name="wc_order_attribution_utm_campaign"]'
			)
		).toHaveValue( 'autumn-lace' );
		await expect(
			register.locator(
				'[data-boudoir-attribution] input[name="wc_order_attribution_source_type"]'
			)
		).toHaveValue( 'utm' );
	} );

	test( 'tracking off: nothing loads, cookies of an earlier visit are expired, no inputs, nothing stored', async ( {
		page,
		context,
	} ) => {
		needsDevPlugin(
			'its boudoir_test_attribution cookie, and the order read through /boudoir-dev/v1/orders/<id>'
		);
		await useSwitches( context, SWITCHES.trackingOff );
		await context.addCookies( [
			{
				name: 'sbjs_current',
				value: encodeURIComponent( 'typ=utm|||src=old' ),
				url: BASE_URL,
			},
		] );
		const trackerRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( TRACKER_URL.test( request.url() ) ) {
				trackerRequests.push( request.url() );
			}
		} );
		await page.goto( CAMPAIGN );
		// The tracker comes only to expire the old cookie.
		await expect
			.poll( async () => Object.keys( await sbjsCookies( context ) ) )
			.toEqual( [] );

		// Next page: no cookie left, so no tracker at all.
		trackerRequests.length = 0;
		await fillCart( page );
		await page.goto( '/checkout/' );
		await afterIdle( page );
		expect( trackerRequests ).toEqual( [] );
		expect( await sbjsCookies( context ) ).toEqual( {} );
		await expect(
			page.locator( '[data-boudoir-attribution]' )
		).toHaveCount( 0 );
		const id = await placeClassicOrder( page );
		expect( await orderAttribution( admin, id ) ).toEqual( {} );
	} );

	test.describe( 'with the WP Consent API', () => {
		needsDevPlugin(
			'its boudoir_test_consent cookie (the WP Consent API double), and the order read through /boudoir-dev/v1/orders/<id>'
		);
		test( 'consent denied: nothing tracked; granted at run time: tracked without a reload, and the order holds it', async ( {
			page,
			context,
		} ) => {
			await useSwitches( context, SWITCHES.consentApi );
			await fillCart( page );
			await page.goto( `/checkout/${ CAMPAIGN.slice( 1 ) }` );
			await afterIdle( page );
			expect( await sbjsCookies( context ) ).toEqual( {} );
			await expect( attributionInput( page, 'utm_source' ) ).toHaveValue(
				''
			);

			await page.evaluate( () =>
				( window as any ).wp_set_consent( 'marketing', 'allow' )
			);
			const cookies = await waitForTracking( context );
			expect( entries( cookies.sbjs_current ).src ).toBe( 'newsletter' );
			await expect( attributionInput( page, 'utm_source' ) ).toHaveValue(
				'newsletter'
			);
			const id = await placeClassicOrder( page );
			expect( await orderAttribution( admin, id ) ).toMatchObject( {
				source_type: 'utm',
				utm_source: 'newsletter',
			} );
		} );

		test( 'consent withdrawn at run time: cookies gone, inputs blank, nothing stored', async ( {
			page,
			context,
		} ) => {
			await useSwitches( context, SWITCHES.consentApi );
			await context.addCookies( [
				{ name: 'wp_consent_marketing', value: 'allow', url: BASE_URL },
			] );
			await fillCart( page );
			await page.goto( `/checkout/${ CAMPAIGN.slice( 1 ) }` );
			await waitForTracking( context );
			await expect( attributionInput( page, 'utm_source' ) ).toHaveValue(
				'newsletter'
			);

			const announced = page.evaluate(
				() =>
					new Promise( ( resolve ) =>
						document.addEventListener(
							'boudoir-attribution',
							( event ) =>
								resolve( ( event as CustomEvent ).detail ),
							{ once: true }
						)
					)
			);
			await page.evaluate( () =>
				( window as any ).wp_set_consent( 'marketing', 'deny' )
			);
			expect( await announced ).toBeNull();
			await expect
				.poll( async () => Object.keys( await sbjsCookies( context ) ) )
				.toEqual( [] );
			await expect( attributionInput( page, 'utm_source' ) ).toHaveValue(
				''
			);
			await expect( attributionInput( page, 'source_type' ) ).toHaveValue(
				''
			);
			const id = await placeClassicOrder( page );
			expect( await orderAttribution( admin, id ) ).toEqual( {} );
		} );
	} );

	test( 'WooCommerce’s own attribution active: Boudoir’s scripts and inputs are absent', async ( {
		page,
		context,
	} ) => {
		needsDevPlugin( 'its boudoir_test_wc_attribution cookie' );
		await useSwitches( context, SWITCHES.wooCommerceTracks );
		const boudoirScripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /\/build\/scripts\/attribution/.test( request.url() ) ) {
				boudoirScripts.push( request.url() );
			}
		} );
		await page.goto( CAMPAIGN );
		await afterIdle( page );
		await fillCart( page );
		await page.goto( '/checkout/' );
		await afterIdle( page );
		expect( boudoirScripts ).toEqual( [] );
		await expect(
			page.locator( 'script#boudoir-attribution-js' )
		).toHaveCount( 0 );
		expect(
			await page.evaluate( () => 'boudoirAttributionParams' in window )
		).toBe( false );
		await expect(
			page.locator( '[data-boudoir-attribution]' )
		).toHaveCount( 0 );
		// WooCommerce's own inputs are there instead.
		await expect(
			page.locator( 'form.checkout wc-order-attribution-inputs' )
		).toHaveCount( 1 );
	} );
} );

/**
 * Order attribution as a shopper and the shop owner meet it: sourcebuster's cookies in
 * the browser, the hidden inputs of the classic checkout, orders placed through the
 * classic and the block checkout, and the order's stored values.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { BASE_URL } from '../environment';
import {
	BILLING,
	BILLING_COUNTRY,
	CheckoutPage,
	ShopPage,
	adminRest,
} from './shop.page';

/** The shop owner's REST client (`adminRest`). */
export type AdminRest = Awaited< ReturnType< typeof adminRest > >;

/** The eight cookies sourcebuster sets (woocommerce-surfaces.md §5). */
export const SBJS_COOKIES = [
	'sbjs_current',
	'sbjs_current_add',
	'sbjs_first',
	'sbjs_first_add',
	'sbjs_migrations',
	'sbjs_promo',
	'sbjs_session',
	'sbjs_udata',
];

/** The per-browser switches of the dev site (bin/wp/boudoir-dev.php). */
export const SWITCHES = {
	/** Boudoir's tracking setting off for this browser. */
	trackingOff: { name: 'boudoir_test_attribution', value: 'off' },
	/** WooCommerce's own order attribution active for this browser. */
	wooCommerceTracks: { name: 'boudoir_test_wc_attribution', value: 'on' },
	/** The WP Consent API (its double) present for this browser. */
	consentApi: { name: 'boudoir_test_consent', value: '1' },
};

/** A product with stock enough for every run (bin/wp/seed/lib/catalogue.php). */
export const PRODUCT = 'Lou Cotton High-Waist Brief';

/**
 * What WooCommerce writes in the Checkout page it creates (WC_Install::get_checkout_block_content(),
 * the same in 9.0–10.0.2): the Checkout block with its inner blocks, without which WooCommerce's
 * block renders no form.
 */
export const CHECKOUT_BLOCK_CONTENT = [
	'<!-- wp:woocommerce/checkout -->',
	'<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"><!-- wp:woocommerce/checkout-fields-block -->',
	'<div class="wp-block-woocommerce-checkout-fields-block"><!-- wp:woocommerce/checkout-express-payment-block -->',
	'<div class="wp-block-woocommerce-checkout-express-payment-block"></div>',
	'<!-- /wp:woocommerce/checkout-express-payment-block -->',
	'',
	'<!-- wp:woocommerce/checkout-contact-information-block -->',
	'<div class="wp-block-woocommerce-checkout-contact-information-block"></div>',
	'<!-- /wp:woocommerce/checkout-contact-information-block -->',
	'',
	'<!-- wp:woocommerce/checkout-shipping-method-block -->',
	'<div class="wp-block-woocommerce-checkout-shipping-method-block"></div>',
	'<!-- /wp:woocommerce/checkout-shipping-method-block -->',
	'',
	'<!-- wp:woocommerce/checkout-pickup-options-block -->',
	'<div class="wp-block-woocommerce-checkout-pickup-options-block"></div>',
	'<!-- /wp:woocommerce/checkout-pickup-options-block -->',
	'',
	'<!-- wp:woocommerce/checkout-shipping-address-block -->',
	'<div class="wp-block-woocommerce-checkout-shipping-address-block"></div>',
	'<!-- /wp:woocommerce/checkout-shipping-address-block -->',
	'',
	'<!-- wp:woocommerce/checkout-billing-address-block -->',
	'<div class="wp-block-woocommerce-checkout-billing-address-block"></div>',
	'<!-- /wp:woocommerce/checkout-billing-address-block -->',
	'',
	'<!-- wp:woocommerce/checkout-shipping-methods-block -->',
	'<div class="wp-block-woocommerce-checkout-shipping-methods-block"></div>',
	'<!-- /wp:woocommerce/checkout-shipping-methods-block -->',
	'',
	'<!-- wp:woocommerce/checkout-payment-block -->',
	'<div class="wp-block-woocommerce-checkout-payment-block"></div>',
	'<!-- /wp:woocommerce/checkout-payment-block -->',
	'',
	'<!-- wp:woocommerce/checkout-additional-information-block -->',
	'<div class="wp-block-woocommerce-checkout-additional-information-block"></div>',
	'<!-- /wp:woocommerce/checkout-additional-information-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-note-block -->',
	'<div class="wp-block-woocommerce-checkout-order-note-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-note-block -->',
	'',
	'<!-- wp:woocommerce/checkout-terms-block -->',
	'<div class="wp-block-woocommerce-checkout-terms-block"></div>',
	'<!-- /wp:woocommerce/checkout-terms-block -->',
	'',
	'<!-- wp:woocommerce/checkout-actions-block -->',
	'<div class="wp-block-woocommerce-checkout-actions-block"></div>',
	'<!-- /wp:woocommerce/checkout-actions-block --></div>',
	'<!-- /wp:woocommerce/checkout-fields-block -->',
	'',
	'<!-- wp:woocommerce/checkout-totals-block -->',
	'<div class="wp-block-woocommerce-checkout-totals-block"><!-- wp:woocommerce/checkout-order-summary-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-block"><!-- wp:woocommerce/checkout-order-summary-cart-items-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-cart-items-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-cart-items-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-coupon-form-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-coupon-form-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-coupon-form-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-subtotal-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-subtotal-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-subtotal-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-fee-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-fee-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-fee-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-discount-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-discount-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-discount-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-shipping-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-shipping-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-shipping-block -->',
	'',
	'<!-- wp:woocommerce/checkout-order-summary-taxes-block -->',
	'<div class="wp-block-woocommerce-checkout-order-summary-taxes-block"></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-taxes-block --></div>',
	'<!-- /wp:woocommerce/checkout-order-summary-block --></div>',
	'<!-- /wp:woocommerce/checkout-totals-block --></div>',
	'<!-- /wp:woocommerce/checkout -->',
].join( '\n' );

/** The loader's late script, by its address. */
export const TRACKER_URL = /\/build\/scripts\/attribution-tracker\.js/;

/**
 * Sets the dev site's per-browser switches.
 *
 * @param context  The browser context.
 * @param switches Which ones.
 */
export async function useSwitches(
	context: BrowserContext,
	...switches: Array< { name: string; value: string } >
): Promise< void > {
	await context.addCookies(
		switches.map( ( cookie ) => ( { ...cookie, url: BASE_URL } ) )
	);
}

/**
 * Sourcebuster's cookies in the browser, name → decoded value.
 *
 * @param context The browser context.
 */
export async function sbjsCookies(
	context: BrowserContext
): Promise< Record< string, string > > {
	return Object.fromEntries(
		( await context.cookies() )
			.filter( ( cookie ) => cookie.name.startsWith( 'sbjs_' ) )
			.map( ( cookie ) => [
				cookie.name,
				decodeURIComponent( cookie.value ),
			] )
	);
}

/**
 * One sourcebuster cookie's entries (`typ=utm|||src=…`), key → value.
 *
 * @param value The decoded cookie.
 */
export function entries( value: string | undefined ): Record< string, string > {
	return Object.fromEntries(
		( value ?? '' ).split( '|||' ).map( ( pair ) => {
			const at = pair.indexOf( '=' );
			return [ pair.slice( 0, at ), pair.slice( at + 1 ) ];
		} )
	);
}

/**
 * Waits for the tracker to have set sourcebuster's cookies.
 *
 * @param context The browser context.
 */
export async function waitForTracking(
	context: BrowserContext
): Promise< Record< string, string > > {
	await expect
		.poll( async () => Object.keys( await sbjsCookies( context ) ).sort(), {
			message: 'sourcebuster’s cookies',
		} )
		.toEqual( SBJS_COOKIES );
	return sbjsCookies( context );
}

/**
 * Waits until the page has loaded and the browser has been idle once after that, so the
 * loader's idle work (registered at the load event) has run.
 *
 * @param page The page.
 */
export async function afterIdle( page: Page ): Promise< void > {
	await page.waitForLoadState( 'load' );
	await page.evaluate(
		() =>
			new Promise< void >( ( resolve ) =>
				window.requestIdleCallback(
					() => window.setTimeout( resolve, 200 ),
					{ timeout: 3000 }
				)
			)
	);
}

/**
 * When the tracker was requested, against the load event (ms since the navigation).
 *
 * @param page The page.
 */
export async function trackerTiming(
	page: Page
): Promise< { requested: number; loaded: number } | null > {
	return page.evaluate( () => {
		const tracker = performance
			.getEntriesByType( 'resource' )
			.find( ( entry ) =>
				entry.name.includes( '/build/scripts/attribution-tracker.js' )
			);
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		return tracker
			? {
					requested: tracker.startTime,
					loaded: navigation.loadEventStart,
				}
			: null;
	} );
}

/**
 * One of the hidden inputs Boudoir prints in the classic checkout and registration forms.
 *
 * @param page  The page.
 * @param field The attribution field.
 */
export function attributionInput( page: Page, field: string ) {
	return page.locator(
		`[data-boudoir-attribution] input[type=hidden][name="wc_order_attribution_${ field }"]`
	);
}

/**
 * Puts the product in the cart from the shop page.
 *
 * @param page The page.
 */
export async function fillCart( page: Page ): Promise< void > {
	const shop = new ShopPage( page );
	await shop.goto();
	await shop.addToCart( PRODUCT ).click();
	await expect(
		shop.product( PRODUCT ).getByRole( 'link', { name: 'View cart' } )
	).toBeVisible();
}

/**
 * Places an order through the classic checkout page (the cart filled already).
 *
 * @param page         The page, on the checkout page.
 * @param beforeSubmit What to check or do before the order is placed.
 * @return The order's id.
 */
export async function placeClassicOrder(
	page: Page,
	beforeSubmit: () => Promise< void > = async () => undefined
): Promise< number > {
	const checkout = new CheckoutPage( page );
	await checkout.fillBilling( BILLING, BILLING_COUNTRY );
	await beforeSubmit();
	await checkout.placeOrder();
	await expect( page ).toHaveURL( /\/order-received\/\d+/ );
	return Number( /order-received\/(\d+)/.exec( page.url() )![ 1 ] );
}

/**
 * The page holding the Checkout block (WooCommerce's own content), made once and kept
 * up to date.
 *
 * @param admin The shop owner's REST client.
 * @return Its path.
 */
export async function blockCheckoutPath( admin: AdminRest ): Promise< string > {
	const pages = await admin.get(
		'/wp/v2/pages?slug=block-checkout&status=publish&context=edit'
	);
	const page =
		pages.length && pages[ 0 ].content.raw === CHECKOUT_BLOCK_CONTENT
			? pages[ 0 ]
			: await admin.post(
					pages.length
						? `/wp/v2/pages/${ pages[ 0 ].id }`
						: '/wp/v2/pages',
					{
						slug: 'block-checkout',
						title: 'Block checkout',
						status: 'publish',
						content: CHECKOUT_BLOCK_CONTENT,
					}
				);
	return new URL( page.link ).pathname;
}

/**
 * The attribution meta stored on an order (`_wc_order_attribution_*`), field → value.
 *
 * @param admin The shop owner's REST client.
 * @param id    The order.
 */
export async function orderAttribution(
	admin: AdminRest,
	id: number
): Promise< Record< string, string > > {
	const order = await admin.get( `/boudoir-dev/v1/orders/${ id }` );
	return Object.fromEntries(
		Object.entries( order.meta as Record< string, unknown > )
			.filter( ( [ key ] ) => key.startsWith( '_wc_order_attribution_' ) )
			.map( ( [ key, value ] ) => [
				key.slice( '_wc_order_attribution_'.length ),
				String( value ),
			] )
	);
}

/**
 * Reports the cookies a first visit left (a figure of the issue): their names and what
 * `sbjs_current` says, as an annotation and on the console.
 *
 * @param kind    The kind of source.
 * @param cookies The `sbjs_*` cookies, name → raw value.
 */
export function reportFirstVisit(
	kind: string,
	cookies: Record< string, string >
): void {
	const figure = `first visit (${ kind }): ${ Object.keys( cookies )
		.sort()
		.join( ', ' ) }; sbjs_current ${ decodeURIComponent(
		cookies.sbjs_current ?? ''
	) }`;
	test.info().annotations.push( { type: 'figure', description: figure } );
	// eslint-disable-next-line no-console
	console.log( figure );
}

/**
 * The "Order attribution" box of an order's edit screen.
 *
 * @param screen The order screen.
 */
export function orderAttributionBox( screen: Page ): Locator {
	return screen.locator( '.postbox', {
		has: screen.getByRole( 'heading', { name: 'Order attribution' } ),
	} );
}

/**
 * What sticks out of a box: whether it scrolls sideways (its scroll width against its
 * client width), and each element inside it that reaches past its edges.
 *
 * @param box The box.
 */
export function overflowOf(
	box: Locator
): Promise< { scrollWidth: number; clientWidth: number; wider: string[] } > {
	return box.evaluate( ( element ) => {
		const edges = element.getBoundingClientRect();
		const wider = Array.from( element.querySelectorAll( '*' ) )
			.filter( ( inside ) => {
				const rect = inside.getBoundingClientRect();
				return (
					rect.width > 0 &&
					( rect.left < edges.left - 0.5 ||
						rect.right > edges.right + 0.5 )
				);
			} )
			.map(
				( inside ) =>
					`${ inside.tagName.toLowerCase() } ${ Math.round(
						inside.getBoundingClientRect().width
					) } px in ${ Math.round( edges.width ) } px`
			);
		return {
			scrollWidth: element.scrollWidth,
			clientWidth: element.clientWidth,
			wider,
		};
	} );
}

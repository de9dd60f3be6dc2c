/**
 * The WooCommerce double's classic shop pages as a shopper meets them: the shop loop, a
 * product page with WooCommerce's variation form, the cart, the checkout and My Account.
 * Everything is found by role and accessible name where WooCommerce's markup gives one.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { needsDevPlugin } from '../fixtures';
import { escapeRegExp } from '../reg-exp';

declare global {
	interface Window {
		/** jQuery events a test records (see recordJQueryEvents). */
		wcDoubleEvents?: Array< {
			name: string;
			target: string;
			args: unknown[];
		} >;
		jQuery?: any;
	}
}

/** The variation form's events of WooCommerce's add-to-cart-variation.js (surfaces §3). */
export const VARIATION_FORM_EVENTS = [
	'check_variations',
	'wc_variation_form',
	'woocommerce_variation_select_change',
	'woocommerce_variation_has_changed',
	'update_variation_values',
	'woocommerce_update_variation_values',
	'found_variation',
	'show_variation',
	'reset_data',
	'hide_variation',
	'reset_image',
	'announce_reset',
];

/** The body events of add-to-cart.js and cart-fragments.js (surfaces §2). */
export const CART_BODY_EVENTS = [
	'adding_to_cart',
	'added_to_cart',
	'wc_cart_button_updated',
	'wc_fragments_loaded',
	'wc_fragments_refreshed',
	'removed_from_cart',
];

/**
 * Records jQuery events from the page's first scripts on: `selector` elements (or
 * document.body) get listeners before WooCommerce's ready handlers run.
 *
 * @param page     The page, before navigation.
 * @param selector Where to listen (`body` for document.body).
 * @param events   Event names.
 */
export async function recordJQueryEvents(
	page: Page,
	selector: string,
	events: string[]
): Promise< void > {
	await page.addInitScript(
		( [ where, names ]: [ string, string[] ] ) => {
			// Keep what serialises: fragments, hashes, variation ids.
			const serialisable = ( arg: any ) => {
				if ( arg && arg.jquery ) {
					return 'jQuery';
				}
				if ( arg && typeof arg === 'object' && 'variation_id' in arg ) {
					return { variation_id: arg.variation_id };
				}
				return arg;
			};
			window.wcDoubleEvents = [];
			document.addEventListener( 'DOMContentLoaded', () => {
				const $ = window.jQuery;
				if ( ! $ ) {
					return;
				}
				$( where === 'body' ? document.body : where ).on(
					names.join( ' ' ),
					( event: any, ...args: unknown[] ) => {
						window.wcDoubleEvents!.push( {
							name: event.type,
							target:
								event.target === document.body
									? 'body'
									: event.target.className,
							// Keep what serialises: fragments, hashes, variation ids.
							args: args.map( serialisable ),
						} );
					}
				);
			} );
		},
		[ selector, events ] as [ string, string[] ]
	);
}

/** @param page The page. */
export async function recordedEvents( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		( window.wcDoubleEvents ?? [] ).map( ( event ) => event.name )
	);
}

export class ShopPage {
	readonly products: Locator;
	readonly resultCount: Locator;

	constructor( readonly page: Page ) {
		// The classic loop (classic themes) or WooCommerce 9's product template (block themes).
		this.products = page.locator(
			'ul.products > li.product, ul.wc-block-product-template > li.wc-block-product'
		);
		this.resultCount = page.locator( 'p.woocommerce-result-count' );
	}

	/**
	 * Opens the shop page. Where WooCommerce's Product Button blocks load the cart as they
	 * start (9.x: `data-wc-interactive`, the cart store's `getCartData()` when the page is
	 * idle; 10.0: `data-wp-interactive`, `actions.refreshCartItems` on init), waits for the
	 * page's requests to settle: that answer replaces the blocks' cart whenever it comes, so
	 * an add made before it lands is undone on screen (the button's "View cart" link hidden
	 * again), WooCommerce's own race. The double's buttons load nothing.
	 *
	 * @param query The query string, if any (e.g. `?orderby=price`).
	 */
	async goto( query = '' ): Promise< void > {
		await this.page.goto( `/shop/${ query }` );
		const loadingButtons = this.page.locator(
			'.wc-block-components-product-button[data-wc-interactive], [data-wp-interactive="woocommerce/product-button"]'
		);
		if ( await loadingButtons.count() ) {
			await this.page.waitForLoadState( 'networkidle' );
		}
	}

	/**
	 * A loop item, by the product's name.
	 * @param name
	 */
	product( name: string ): Locator {
		return this.products.filter( {
			has: this.page.getByRole( 'heading', { name, exact: true } ),
		} );
	}

	/**
	 * The loop's add-to-cart control of a simple product ("Add to cart: “Name”"): the classic
	 * loop's link, or the product button block's `<button>` (WooCommerce 9, block themes).
	 * @param name
	 */
	addToCart( name: string ): Locator {
		const accessibleName = `Add to cart: “${ name }”`;
		return this.page
			.getByRole( 'link', { name: accessibleName } )
			.or( this.page.getByRole( 'button', { name: accessibleName } ) );
	}
}

/**
 * The variation form's Clear control, as WooCommerce prints it: a link "Clear" (9.0–9.4), a
 * button named "Clear options" (9.5) or a link named "Clear options" (9.6+); only its class
 * `reset_variations` is stable, so it is found by role and either name.
 *
 * @param page The page.
 */
export function clearVariationsControl( page: Page ): Locator {
	const name = /^Clear( options)?$/;
	return page
		.getByRole( 'link', { name } )
		.or( page.getByRole( 'button', { name } ) );
}

/**
 * The × control that removes a product's line, in the cart (cart/cart.php) or the mini-cart
 * (cart/mini-cart.php), named "Remove {name} from cart" by its aria-label: a link in
 * WooCommerce 9.0–9.4, a link with role="button" by 10.0.2 (and in the double).
 *
 * @param scope The page, or the part of it holding the cart.
 * @param name  The product's name.
 */
export function removeFromCartControl(
	scope: Page | Locator,
	name: string
): Locator {
	const accessibleName = `Remove ${ name } from cart`;
	return scope
		.getByRole( 'link', { name: accessibleName, exact: true } )
		.or(
			scope.getByRole( 'button', { name: accessibleName, exact: true } )
		);
}

export class ProductPage {
	readonly form: Locator;
	readonly addToCartButton: Locator;
	readonly clearControl: Locator;
	readonly singleVariation: Locator;
	readonly notices: Locator;

	constructor( readonly page: Page ) {
		this.form = page.locator( 'form.cart' );
		this.addToCartButton = page.getByRole( 'button', {
			name: 'Add to cart',
			exact: true,
		} );
		this.clearControl = clearVariationsControl( page );
		this.singleVariation = page.locator( '.single_variation' );
		this.notices = page.locator( '.woocommerce-notices-wrapper' );
	}

	async goto( slug: string ): Promise< void > {
		await this.page.goto( `/product/${ slug }/` );
	}

	/**
	 * A variation dropdown, by its label ("Colour", "Band", "Cup").
	 * @param label
	 */
	attribute( label: string ): Locator {
		return this.page.getByLabel( label, { exact: true } );
	}

	/**
	 * The values a dropdown offers now (WooCommerce removes detached ones).
	 * @param label
	 */
	async optionValues( label: string ): Promise< string[] > {
		return this.attribute( label )
			.locator( 'option' )
			.evaluateAll( ( options ) =>
				( options as HTMLOptionElement[] )
					.filter( ( option ) => ! option.disabled )
					.map( ( option ) => option.value )
			);
	}

	/** Waits for the variation form's start-up (`wc_variation_form`). */
	async waitForVariationForm(): Promise< void > {
		await expect
			.poll( () => recordedEvents( this.page ) )
			.toContain( 'wc_variation_form' );
	}
}

export class CartPage {
	constructor( readonly page: Page ) {}

	async goto(): Promise< void > {
		await this.page.goto( '/cart/' );
	}

	row( name: string ): Locator {
		return this.page
			.locator( 'tr.woocommerce-cart-form__cart-item' )
			.filter( {
				has: this.page.getByRole( 'link', { name, exact: true } ),
			} );
	}

	/**
	 * A line's quantity: WooCommerce's aria-label "Product quantity" overrides its "{name} quantity" label.
	 * @param name
	 */
	quantity( name: string ): Locator {
		return this.row( name ).getByRole( 'spinbutton', {
			name: 'Product quantity',
		} );
	}

	/**
	 * A line's × control ("Remove {name} from cart"; see removeFromCartControl).
	 * @param name
	 */
	remove( name: string ): Locator {
		return removeFromCartControl( this.page, name );
	}

	async update(): Promise< void > {
		await this.page.getByRole( 'button', { name: 'Update cart' } ).click();
	}
}

/** The classic checkout's billing text fields, by label, as a shopper fills them. */
export const BILLING = {
	'First name': 'Ada',
	'Last name': 'Lovelace',
	'Street address': '1 rue de la Paix',
	'Postcode / ZIP': '75002',
	'Town / City': 'Paris',
	// Required by WooCommerce's default (`woocommerce_checkout_phone_field`), optional elsewhere.
	Phone: '+33 1 23 45 67 89',
	'Email address': 'ada@boudoir.test',
};

/** The billing country, by the name the country list shows. */
export const BILLING_COUNTRY = 'France';

/**
 * A form field's accessible name as WooCommerce's classic forms print it: the label, then
 * `*` (required) or `(optional)`; the block checkout prints the label alone.
 *
 * @param label              The field's label.
 * @param options
 * @param options.afterValue Whether the name may start with the field's value ("France,
 *                           Country/Region": the block checkout's combobox in 9.0–9.1).
 */
export function fieldName(
	label: string,
	{ afterValue = false }: { afterValue?: boolean } = {}
): RegExp {
	const escaped = escapeRegExp( label );
	const value = afterValue ? '(?:[^,]+, )?' : '';
	return new RegExp( `^${ value }${ escaped }(?: \\*| \\(optional\\))?$` );
}

/**
 * Chooses a country the way a shopper does in whichever control WooCommerce prints for it:
 * a `<select>` (the classic checkout without scripts, the block checkout from 9.2), the
 * classic select enhanced by selectWoo (a combobox that opens a searchable list), or the
 * block checkout's combobox text field (9.0–9.1).
 *
 * @param page    The page.
 * @param label   The field's label ("Country / Region", "Country/Region").
 * @param country The country's name, as the list shows it.
 */
export async function chooseCountry(
	page: Page,
	label: string,
	country: string
): Promise< void > {
	// The block checkout's combobox of 9.0–9.1 names itself after its value too
	// (`aria-label` "France, Country/Region").
	const control = page.getByRole( 'combobox', {
		name: fieldName( label, { afterValue: true } ),
	} );
	await expect( control ).toBeVisible();
	const tag = await control.evaluate( ( element ) => element.tagName );
	if ( tag === 'SELECT' ) {
		await control.selectOption( { label: country } );
		await expect( control.locator( 'option:checked' ) ).toHaveText(
			country
		);
		return;
	}
	if ( tag === 'INPUT' ) {
		await control.fill( country );
	} else {
		// selectWoo: the combobox opens a list whose search field takes the focus.
		await control.click();
		await page.keyboard.type( country );
	}
	await page.getByRole( 'option', { name: country, exact: true } ).click();
	if ( tag === 'INPUT' ) {
		await expect( control ).toHaveValue( country );
	} else {
		await expect( control ).toHaveText( country );
	}
}

/**
 * Fills the Checkout block's address fields and, where the checkout saves them as the
 * shopper types (WooCommerce: the cart store's `isCustomerDataUpdating()`), waits until it
 * has: WooCommerce sends the address to the Store API 1.5 s after the last change, and a
 * click on Place Order while that is pending is lost (9.4). The last field's value is in
 * the last save, whose answer is awaited, then the store's state. The double's checkout
 * sends the address with the order only: nothing to wait for.
 *
 * @param page   The page, on the block checkout.
 * @param fields Label → value; the last value is looked for in the save.
 */
async function fillBlockAddress(
	page: Page,
	fields: Record< string, string >
): Promise< void > {
	const cartStoreSaves = () =>
		page.evaluate(
			() =>
				typeof ( window as any ).wp.data.select( 'wc/store/cart' )
					.isCustomerDataUpdating === 'function'
		);
	const lastValue = JSON.stringify( Object.values( fields ).at( -1 ) );
	const saved = ( await cartStoreSaves() )
		? page.waitForResponse(
				( response ) =>
					response.url().includes( '/wc/store/v1/' ) &&
					response.request().method() === 'POST' &&
					( response.request().postData() ?? '' ).includes(
						`:${ lastValue }`
					),
				{ timeout: 30_000 }
			)
		: null;
	for ( const [ label, value ] of Object.entries( fields ) ) {
		await page
			.getByRole( 'textbox', { name: label, exact: true } )
			.fill( value );
	}
	if ( saved ) {
		await saved;
		await expect
			.poll(
				() =>
					page.evaluate( () =>
						( window as any ).wp.data
							.select( 'wc/store/cart' )
							.isCustomerDataUpdating()
					),
				{ message: 'the block checkout saved the address' }
			)
			.toBe( false );
	}
}

export class CheckoutPage {
	constructor( readonly page: Page ) {}

	async goto(): Promise< void > {
		await this.page.goto( '/checkout/' );
	}

	/**
	 * Fills the classic checkout's billing details.
	 *
	 * @param fields  Text fields, label (without the required or optional marker) → value.
	 * @param country The country's name ("France").
	 */
	async fillBilling(
		fields: Record< string, string >,
		country: string
	): Promise< void > {
		// First: choosing a country redraws the address fields (WooCommerce's country-select.js).
		await chooseCountry( this.page, 'Country / Region', country );
		for ( const [ label, value ] of Object.entries( fields ) ) {
			await this.page
				.getByRole( 'textbox', { name: fieldName( label ) } )
				.fill( value );
		}
	}

	async placeOrder(): Promise< void > {
		await this.page.getByRole( 'button', { name: 'Place order' } ).click();
	}

	/**
	 * Places an order through the Checkout block (the cart filled already; the page on
	 * a page holding the block).
	 *
	 * @return The order's id and the extensions the Store API request carried.
	 */
	async placeBlockOrder(): Promise< {
		id: number;
		extensions: Record< string, any >;
	} > {
		const { page } = this;
		await page
			.getByRole( 'textbox', { name: 'Email address' } )
			.fill( 'grace@boudoir.test' );
		// The address the order ships to (billing the same) or, when nothing ships, the
		// billing address: the country first, since choosing one redraws the fields.
		await chooseCountry( page, 'Country/Region', 'France' );
		// WooCommerce 10.0's block takes the phone's setting from the shop's
		// (`woocommerce_checkout_phone_field`, required by default where the checkout page is
		// not the block's): a required "Phone". 9.x's block asks for it as "Phone (optional)".
		const phoneRequired =
			( await page
				.getByRole( 'textbox', { name: 'Phone', exact: true } )
				.count() ) > 0;
		await fillBlockAddress( page, {
			...( phoneRequired && { Phone: BILLING.Phone } ),
			'First name': 'Grace',
			'Last name': 'Hopper',
			Address: '2 quai Voltaire',
			City: 'Paris',
			'Postal code': '75007',
		} );
		const request = page.waitForRequest(
			( sent ) =>
				sent.url().includes( '/wc/store/v1/checkout' ) &&
				sent.method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Place Order' } ).click();
		const body = JSON.parse( ( await request ).postData()! );
		await page.waitForURL( /order-received\/\d+/ );
		return {
			id: Number( /order-received\/(\d+)/.exec( page.url() )![ 1 ] ),
			extensions: body.extensions,
		};
	}
}

/**
 * Signs a request context in through wp-login.php, as the login form posts.
 *
 * WordPress keeps a user's sessions in one user meta, read and written whole: two
 * sign-ins of the same user at the same moment (two workers' `beforeAll`) can each write
 * their own list, and the first session is lost. So the session is checked, and the
 * sign-in made again (three times at most) until it holds.
 *
 * @param request          The context.
 * @param account          Username and password.
 * @param account.username
 * @param account.password
 */
export async function signIn(
	request: APIRequestContext,
	account: { username: string; password: string }
): Promise< void > {
	for ( let attempt = 1; ; attempt++ ) {
		await request.get( '/wp-login.php' );
		const response = await request.post( '/wp-login.php', {
			form: {
				log: account.username,
				pwd: account.password,
				'wp-submit': 'Log In',
				testcookie: '1',
			},
			maxRedirects: 0,
		} );
		expect( response.status(), `signing in as ${ account.username }` ).toBe(
			302
		);
		if ( ( await isSignedIn( request ) ) || attempt === 3 ) {
			return;
		}
	}
}

/**
 * A request context's REST nonce, from admin-ajax (which answers guests too, with a guest's).
 *
 * @param request The context.
 */
async function restNonce( request: APIRequestContext ): Promise< string > {
	return (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
}

/**
 * Whether a request context's session is good: the REST API knows its user.
 *
 * @param request The context.
 * @param nonce   Its REST nonce.
 */
async function isSignedIn(
	request: APIRequestContext,
	nonce?: string
): Promise< boolean > {
	return (
		await request.get( '/wp-json/wp/v2/users/me', {
			headers: { 'X-WP-Nonce': nonce ?? ( await restNonce( request ) ) },
		} )
	).ok();
}

/**
 * A REST client of the signed-in user of a request context (nonce from admin-ajax);
 * fails when the context is not signed in.
 *
 * @param request The context's request.
 */
export async function restAs( request: APIRequestContext ) {
	const nonce = await restNonce( request );
	// Make sure the context is signed in to this site, so a stale storage state fails here
	// rather than as a confusing guest.
	expect(
		await isSignedIn( request, nonce ),
		'the request context is signed in to this shop'
	).toBe( true );
	const call = async ( method: string, path: string, data?: unknown ) => {
		const response = await request.fetch( `/wp-json${ path }`, {
			method,
			headers: { 'X-WP-Nonce': nonce },
			data,
		} );
		expect(
			response.ok(),
			`${ method } ${ path }: ${ await response.text() }`
		).toBe( true );
		return response.json();
	};
	return {
		get: ( path: string ) => call( 'GET', path ),
		post: ( path: string, data: unknown ) => call( 'POST', path, data ),
		delete: ( path: string ) => call( 'DELETE', path ),
	};
}

/**
 * An administrator's REST client, with the dev site's options route (bin/wp/boudoir-dev.php).
 *
 * @param request A request context signed in as an administrator.
 */
export async function adminRest( request: APIRequestContext ) {
	const rest = await restAs( request );
	return {
		...rest,
		/**
		 * Sets options through the dev site's test route; returns the previous values.
		 * @param options
		 */
		setOptions: async ( options: Record< string, unknown > ) => {
			needsDevPlugin( 'its options route, /boudoir-dev/v1/options' );
			return ( await rest.post( '/boudoir-dev/v1/options', options ) )
				.previous as Record< string, unknown >;
		},
	};
}

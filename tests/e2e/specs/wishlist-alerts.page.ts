/**
 * The wishlist alerts (issue 37) as a shopper uses them: the list's "Alerts" panel and an
 * item's toggles in its "More actions", found by role and name; the account the spec signs in
 * as, and the alert routes it reads to check what was saved.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	expect,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { ARTIFACTS, storageStateOf } from '../environment';
import {
	restClient,
	type RestClient,
	type WishlistPage,
} from './wishlist.page';

/**
 * The customer the spec signs in as: an account of its own, so that its lists are no other
 * spec's (the demo's "shopper" belongs to the `lists` project, "other" keeps its seeded lists).
 */
export const ALERTS_SHOPPER = {
	username: 'alerts-shopper',
	email: 'alerts-shopper@example.com',
	password: 'password',
} as const;

/** Her signed-in cookies, written by signInAlertsShopper() (before the spec's tests). */
export const ALERTS_SHOPPER_STATE = path.join(
	ARTIFACTS,
	'.auth',
	'alerts-shopper.json'
);

/** A choice of alerts, as the routes answer it. */
export interface AlertChoice {
	price_drops: boolean;
	back_in_stock: boolean;
}

/** A list's alert choices (the routes' `alerts`). */
export interface RestAlerts {
	wishlist_id: number;
	offered: AlertChoice;
	list: AlertChoice;
	items: Array< AlertChoice & { item_id: number } >;
	contact: { status: string; email: string };
}

/**
 * Creates the spec's customer (as the administrator) unless she exists, signs her in and keeps
 * her cookies, as the global set-up does for the demo accounts.
 *
 * @param browser The test's browser.
 * @param baseURL The shop.
 */
export async function signInAlertsShopper(
	browser: Browser,
	baseURL: string
): Promise< void > {
	const admin = await browser.newContext( {
		baseURL,
		storageState: storageStateOf( 'admin' ),
	} );
	try {
		const rest = await restClient( admin.request );
		const found = await rest.get< { id: number }[] >(
			`/wp/v2/users?search=${ ALERTS_SHOPPER.username }&context=edit`
		);
		if ( found.length === 0 ) {
			await rest.post( '/wp/v2/users', {
				username: ALERTS_SHOPPER.username,
				email: ALERTS_SHOPPER.email,
				password: ALERTS_SHOPPER.password,
				roles: [ 'customer' ],
			} );
		}
	} finally {
		await admin.close();
	}

	// Nobody's cookies yet (the spec's own storage state is the file this writes).
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	try {
		await context.addCookies( [
			{
				name: 'wordpress_test_cookie',
				value: 'WP Cookie check',
				url: baseURL,
			},
		] );
		const response = await context.request.post( '/wp-login.php', {
			form: {
				log: ALERTS_SHOPPER.username,
				pwd: ALERTS_SHOPPER.password,
				rememberme: 'forever',
				'wp-submit': 'Log In',
				testcookie: '1',
			},
			maxRedirects: 0,
		} );
		expect( response.status(), 'the alerts shopper is signed in' ).toBe(
			302
		);
		fs.mkdirSync( path.dirname( ALERTS_SHOPPER_STATE ), {
			recursive: true,
		} );
		await context.storageState( { path: ALERTS_SHOPPER_STATE } );
	} finally {
		await context.close();
	}
}

/**
 * A list's alert choices as the server keeps them.
 *
 * @param rest   A REST client of the list's owner.
 * @param listId The list.
 */
export async function savedAlerts(
	rest: RestClient,
	listId: number
): Promise< RestAlerts > {
	const answer = await rest.get< { alerts: RestAlerts } >(
		`/boudoir/v1/wishlists/${ listId }/alerts`
	);
	return answer.alerts;
}

/**
 * A REST client of whoever the page is signed in as (or the page's guest).
 *
 * @param page The page.
 */
export function restOf( page: Page ): Promise< RestClient > {
	return restClient( page.request );
}

/** The list's "Alerts" button and panel. */
export class AlertsPanel {
	readonly button: Locator;
	readonly panel: Locator;
	readonly priceDrops: Locator;
	readonly backInStock: Locator;
	readonly email: Locator;
	readonly save: Locator;
	readonly stop: Locator;
	/** The panel's polite messages: what the server answered. */
	readonly said: Locator;
	/** The panel's errors. */
	readonly problem: Locator;

	constructor( readonly wishlist: WishlistPage ) {
		const { block } = wishlist;
		this.button = block.getByRole( 'button', {
			name: 'Alerts',
			exact: true,
		} );
		this.panel = block.getByRole( 'group', {
			name: 'Alerts',
			exact: true,
		} );
		this.priceDrops = this.panel.getByRole( 'switch', {
			name: 'Tell me when the price drops',
		} );
		this.backInStock = this.panel.getByRole( 'switch', {
			name: "Tell me when it's back in stock",
		} );
		this.email = this.panel.getByRole( 'textbox', {
			name: 'Email address for alerts',
		} );
		this.save = this.panel.getByRole( 'button', {
			name: 'Save alert choices',
		} );
		this.stop = this.panel.getByRole( 'button', {
			name: 'Stop all alerts for this list',
		} );
		this.said = this.panel.getByRole( 'status' );
		this.problem = this.panel.getByRole( 'alert' );
	}

	/** Opens the panel (by the keyboard) and waits for the choices. */
	async open(): Promise< void > {
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'false' );
		await this.button.focus();
		await this.button.press( 'Enter' );
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( this.panel ).toBeVisible();
		await expect(
			this.panel.getByRole( 'status' ).filter( { hasText: 'Loading' } )
		).toHaveCount( 0 );
		await expect( this.save.or( this.stop ) ).toBeVisible();
	}
}

/**
 * An item's toggle in its row's "More actions", the panel opened first.
 *
 * @param wishlist The block.
 * @param product  The item's product name.
 * @param name     The toggle's name.
 */
export async function itemToggle(
	wishlist: WishlistPage,
	product: string,
	name: 'Price drop alert' | 'Back in stock alert'
): Promise< Locator > {
	const more = wishlist.moreActions( product );
	if ( ( await more.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await more.click();
	}
	const toggle = wishlist.page
		.getByRole( 'group', { name: `More actions (${ product })` } )
		.getByRole( 'button', { name, exact: true } );
	await expect( toggle ).toBeVisible();
	return toggle;
}

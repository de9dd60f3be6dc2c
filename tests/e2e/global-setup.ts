/**
 * Signs the demo accounts in once per run through wp-login.php, the way a person
 * does, and keeps their cookies as storage states for the specs that need them.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, type FullConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ACCOUNTS,
	BASE_URL,
	LAUNCH_OPTIONS,
	storageStateOf,
	type AccountName,
} from './environment';

/**
 * Fails early, with the command to run, when no shop answers.
 *
 * @param url The shop's base URL.
 */
async function assertShopIsServing( url: string ): Promise< void > {
	try {
		const response = await fetch( `${ url }/wp-login.php`, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 10_000 ),
		} );
		if ( response.status >= 500 ) {
			throw new Error( `HTTP ${ response.status }` );
		}
	} catch ( error ) {
		throw new Error(
			`No shop answers at ${ url } (${ String( error ) }). Start one with \`node bin/site.mjs start\` and set BOUDOIR_URL.`
		);
	}
}

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const baseURL = config.projects[ 0 ]?.use.baseURL ?? BASE_URL;
	await assertShopIsServing( baseURL );
	const browser = await chromium.launch( LAUNCH_OPTIONS );
	try {
		for ( const account of Object.keys( ACCOUNTS ) as AccountName[] ) {
			const { username, password } = ACCOUNTS[ account ];
			const context = await browser.newContext( { baseURL } );
			const page = await context.newPage();
			await page.goto( '/wp-login.php' );
			await page
				.getByLabel( 'Username or Email Address' )
				.fill( username );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( password );
			await page.getByRole( 'button', { name: 'Log In' } ).click();
			// Administrators land in the dashboard, customers on their profile or account page.
			await page.waitForURL(
				( url ) => ! url.pathname.endsWith( '/wp-login.php' )
			);
			const cookies = await context.cookies();
			expect(
				cookies.some( ( cookie ) =>
					cookie.name.startsWith( 'wordpress_logged_in_' )
				),
				`${ username } is signed in`
			).toBe( true );
			const file = storageStateOf( account );
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			await context.storageState( { path: file } );
			await context.close();
		}
	} finally {
		await browser.close();
	}
}

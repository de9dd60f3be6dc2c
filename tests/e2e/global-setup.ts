/**
 * Signs the demo accounts in once per run by posting wp-login.php's form, as the browser
 * does when a person submits it (no rendering, no dependence on the form's focus), and keeps
 * their cookies as storage states for the specs that need them.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	chromium,
	expect,
	type Browser,
	type FullConfig,
} from '@playwright/test';

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
 * Fails early, with the command to run, when no shop answers. A shop that listens but is slow
 * to answer (a cold WebAssembly site compiles WordPress on its first pages) gets two minutes;
 * a refused connection fails at once.
 *
 * @param url The shop's base URL.
 */
async function assertShopIsServing( url: string ): Promise< void > {
	const deadline = Date.now() + 120_000;
	for ( let attempt = 1; ; attempt++ ) {
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
				signal: AbortSignal.timeout( 60_000 ),
			} );
			if ( response.status < 500 ) {
				return;
			}
			throw new Error( `HTTP ${ response.status }` );
		} catch ( error ) {
			// Node's fetch: a TypeError whose cause (an AggregateError for localhost's two
			// addresses) carries the socket's code.
			const refused =
				( error as { cause?: { code?: string } } ).cause?.code ===
				'ECONNREFUSED';
			if ( refused || Date.now() > deadline ) {
				throw new Error(
					`No shop answers at ${ url } (${ String(
						error
					) }, attempt ${ attempt }). Start one with \`node bin/site.mjs start\` and set BOUDOIR_URL.`
				);
			}
			process.stderr.write(
				`global set-up: ${ url } did not answer yet (${ String(
					error
				) }); asking again\n`
			);
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
		}
	}
}

/**
 * Signs one account in and writes its storage state.
 *
 * @param browser The browser.
 * @param baseURL The shop.
 * @param account The demo account.
 */
async function signIn(
	browser: Browser,
	baseURL: string,
	account: AccountName
): Promise< void > {
	const { username, password } = ACCOUNTS[ account ];
	const context = await browser.newContext( { baseURL } );
	try {
		// wp-login.php refuses a login without its test cookie, which its form page would set.
		await context.addCookies( [
			{
				name: 'wordpress_test_cookie',
				value: 'WP Cookie check',
				url: baseURL,
			},
		] );
		// The context's request client shares its cookies: the answer's are the browser's.
		const response = await context.request.post( '/wp-login.php', {
			form: {
				log: username,
				pwd: password,
				rememberme: 'forever',
				'wp-submit': 'Log In',
				testcookie: '1',
			},
			maxRedirects: 0,
			timeout: 90_000,
		} );
		// A successful login redirects (to the dashboard or the profile); a refused one shows the form again.
		expect(
			response.status(),
			`wp-login.php answers ${ username }'s login with a redirect`
		).toBe( 302 );
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
	} finally {
		await context.close();
	}
}

/**
 * Fails the run when Playwright launched Chromium with a feature off that the lane's own
 * `--disable-features` (the one Chromium reads: the last) leaves on: a Playwright upgrade
 * that adds one to its list must add it to tests/chromium-features.json too.
 *
 * @param browser The browser, launched with LAUNCH_OPTIONS.
 */
async function assertPlaywrightFeaturesKept(
	browser: Browser
): Promise< void > {
	const page = await browser.newPage();
	try {
		await page.goto( 'chrome://version' );
		const commandLine =
			( await page.locator( '#command_line' ).textContent() ) ?? '';
		const lists = Array.from(
			commandLine.matchAll( /--disable-features=(\S*)/g ),
			( [ , list ] ) => list.split( ',' )
		);
		const read = lists.at( -1 ) ?? [];
		const dropped = lists
			.flat()
			.filter( ( feature ) => ! read.includes( feature ) );
		if ( dropped.length > 0 ) {
			throw new Error(
				`Chromium reads only the last --disable-features: add ${ dropped.join(
					', '
				) } to "playwright" in tests/chromium-features.json.`
			);
		}
	} finally {
		await page.close();
	}
}

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const baseURL = config.projects[ 0 ]?.use.baseURL ?? BASE_URL;
	await assertShopIsServing( baseURL );
	const browser = await chromium.launch( LAUNCH_OPTIONS );
	try {
		await assertPlaywrightFeaturesKept( browser );
		for ( const account of Object.keys( ACCOUNTS ) as AccountName[] ) {
			// A cold machine's first wp-admin page can be slow: one retry before failing the run.
			try {
				await signIn( browser, baseURL, account );
			} catch ( error ) {
				process.stderr.write(
					`global set-up: signing ${ account } in failed once (${ String( error ) }); retrying\n`
				);
				await signIn( browser, baseURL, account );
			}
		}
	} finally {
		await browser.close();
	}
}

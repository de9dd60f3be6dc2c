/**
 * Where the end-to-end lane runs and writes: shared by the Playwright config, the
 * global set-up and the specs, so each path and launch option lives in one place.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** The repository root. */
export const REPO = path.resolve( __dirname, '../..' );

/**
 * Everything a run writes (reports, traces, screenshots, storage states); runs against
 * different sites at once need their own (BOUDOIR_ARTIFACTS), since cookies ignore ports.
 */
export const ARTIFACTS =
	process.env.BOUDOIR_ARTIFACTS || path.join( REPO, 'artifacts' );

/** The shop under test (docs/contract.md: the demo shop's base URL). */
export const BASE_URL = process.env.BOUDOIR_URL || 'http://localhost:8888';

/**
 * The kind of site under test (BOUDOIR_TARGET): `dev`, the demo shop of bin/site.mjs with its
 * dev plugin (bin/wp/boudoir-dev.php: per-browser switches, test routes, the recorded photo
 * feed); `wp-env`, a wp-env site seeded like the demo (.wp-env.json, bin/wp-env-seed.mjs),
 * which has no dev plugin and serves PHP in WebAssembly (wp-env's Playground runtime).
 */
export const TARGET: 'dev' | 'wp-env' =
	process.env.BOUDOIR_TARGET === 'wp-env' ? 'wp-env' : 'dev';

/** Whether the site has the dev plugin (`needsDevPlugin()` in fixtures.ts skips the tests that need it). */
export const HAS_DEV_PLUGIN = TARGET === 'dev';

/** How every skip for a missing dev plugin begins: bin/test.mjs counts the skips by it. */
export const NEEDS_DEV_PLUGIN = 'needs the dev plugin (bin/wp/boudoir-dev.php)';

/**
 * The tag of the shopper flows npm test's wp-env lane runs (bin/test.mjs, `--grep`): one or a few
 * tests per spec that walk a shopper's path end to end (save, remove, buy from a list; choose
 * swatches and buy; the cart overlay and side panel; where a visit came from), so that the
 * seeded wp-env site is checked for what a shopper does, within minutes on Playground.
 */
export const SHOPPER_FLOW = '@shopper-flow';

/**
 * Playground's one PHP worker answers a page in seconds where native PHP takes a fraction of
 * one: the wp-env target's time limits are this many times the dev site's.
 */
export const SLOWNESS = TARGET === 'wp-env' ? 4 : 1;

/** The demo accounts of docs/contract.md the specs sign in as. */
export const ACCOUNTS = {
	admin: { username: 'admin', password: 'password' },
	shopper: { username: 'shopper', password: 'password' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/**
 * The signed-in storage state of an account, written once by the global set-up.
 *
 * @param account The demo account.
 */
export function storageStateOf( account: AccountName ): string {
	return path.join( ARTIFACTS, '.auth', `${ account }.json` );
}

/**
 * The `--disable-features` switch every Chromium the project launches gets: Playwright's own
 * list and the address bar's popup pages (tests/chromium-features.json says why).
 */
export const DISABLE_FEATURES_ARG = ( () => {
	const features: Record< 'playwright' | 'browserUi', string[] > = JSON.parse(
		fs.readFileSync(
			path.join( REPO, 'tests/chromium-features.json' ),
			'utf8'
		)
	);
	return `--disable-features=${ [
		...features.playwright,
		...features.browserUi,
	].join( ',' ) }`;
} )();

/**
 * Debian's Chromium, offline: no sandbox in the container, no GPU, and none of the
 * browser's own network traffic (updates, sync, QUIC probes) to slow or flake a run.
 * Every host but this machine resolves to "not found" inside the browser, without asking
 * DNS: a machine whose resolver answers slowly, or not at all, offline, would otherwise
 * hold each page's load event on WordPress core's offsite images (avatars, the editor's
 * welcome guide) until its lookups time out. The page sees the same
 * `net::ERR_NAME_NOT_RESOLVED`. Nor does it draw the address bar's popup
 * (DISABLE_FEATURES_ARG).
 */
export const LAUNCH_OPTIONS: LaunchOptions = {
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-quic',
		'--no-first-run',
		'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
		DISABLE_FEATURES_ARG,
	],
};

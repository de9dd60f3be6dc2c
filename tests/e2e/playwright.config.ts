/**
 * The end-to-end lane: Playwright against the demo shop (`node bin/site.mjs start`),
 * with axe for accessibility. Run with
 *   BOUDOIR_URL=http://localhost:8888 npx playwright test -c tests/e2e/playwright.config.ts
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ARTIFACTS,
	BASE_URL,
	LAUNCH_OPTIONS,
	SLOWNESS,
	TARGET,
} from './environment';
import type { TestOptions } from './fixtures';

/**
 * Specs that change the demo shopper's wishlists, or need them as they leave them: they run
 * one at a time (the `lists` project).
 */
const LIST_SPECS =
	/(add-to-wishlist|wishlist|wishlists|small-screens|editor-blocks|insights)\.spec\.ts$/;

/**
 * Specs that change the site's own state (Boudoir's and the double's options, WooCommerce's
 * gateways) or need it as the demo set it: they run one at a time too (the `site` project),
 * beside the list specs, whose state they never touch.
 */
const SITE_SPECS =
	/(woocommerce-double|restyled-selects|settings|swatches)\.spec\.ts$/;

/**
 * Specs that also run on the classic test theme (tests/themes/boudoir-classic), which the
 * dev site serves per request for the `boudoir_test_theme` cookie: one site, both themes.
 */
const THEME_SPECS = /themes\.spec\.ts$/;

export default defineConfig< TestOptions >( {
	testDir: path.join( __dirname, 'specs' ),
	outputDir: path.join( ARTIFACTS, 'test-results' ),
	globalSetup: path.join( __dirname, 'global-setup.ts' ),
	fullyParallel: false,
	// wp-env's Playground may serve one request at a time (one PHP worker on a 2-CPU machine).
	workers: TARGET === 'wp-env' ? 1 : 2,
	// A flaky test is a bug to fix, not to retry away.
	retries: 0,
	forbidOnly: !! process.env.CI,
	timeout: 60_000 * SLOWNESS,
	expect: { timeout: 10_000 * SLOWNESS },
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: path.join( ARTIFACTS, 'playwright.json' ) } ],
	],
	projects: [
		{
			name: 'shop',
			testIgnore: [ LIST_SPECS, SITE_SPECS ],
		},
		// After the shop's specs in the queue (a project's order in this list), so that once those
		// are done the two workers take the list and site specs side by side: each project's specs
		// one after another, never two of one project at once.
		{
			name: 'lists',
			testMatch: LIST_SPECS,
			workers: 1,
		},
		{
			name: 'site',
			testMatch: SITE_SPECS,
			workers: 1,
		},
		{
			name: 'classic',
			testMatch: THEME_SPECS,
			use: { testTheme: 'boudoir-classic' },
		},
	],
	use: {
		baseURL: BASE_URL,
		browserName: 'chromium',
		launchOptions: LAUNCH_OPTIONS,
		viewport: { width: 1280, height: 720 },
		locale: 'en-US',
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		actionTimeout: 10_000 * SLOWNESS,
		navigationTimeout: 30_000 * SLOWNESS,
	},
} );

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
 * Specs that change or need state other specs change (the demo shopper's wishlists,
 * Boudoir's and the double's options): they run one at a time, beside the others.
 */
const SERIAL_SPECS =
	/(add-to-wishlist|wishlist|wishlists|swatches|woocommerce-double|restyled-selects|small-screens|editor-blocks|settings)\.spec\.ts$/;

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
			testIgnore: SERIAL_SPECS,
		},
		{
			name: 'serial',
			testMatch: SERIAL_SPECS,
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

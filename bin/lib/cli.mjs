/**
 * What the project's Node commands share: their `--key=value` options and how they
 * start Debian's Chromium (never a downloaded browser).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * The command's options: `--runs=3` → { runs: '3' }, a bare `--flag` → { flag: 'true' }.
 *
 * @param {string[]} argv The arguments after the script's name.
 * @return {Record<string, string>} The options.
 */
export function cliOptions( argv = process.argv.slice( 2 ) ) {
	return Object.fromEntries(
		argv.map( ( arg ) => {
			const [ key, value = 'true' ] = arg
				.replace( /^--/, '' )
				.split( '=' );
			return [ key, value ];
		} )
	);
}

/** Debian's Chromium. */
export const CHROMIUM = '/usr/bin/chromium';

const FEATURES = JSON.parse(
	fs.readFileSync(
		new URL( '../../tests/chromium-features.json', import.meta.url ),
		'utf8'
	)
);

/**
 * The `--disable-features` switch: Playwright's own list and the address bar's popup pages,
 * which headless Chromium draws for every window (tests/chromium-features.json says why).
 */
export const DISABLE_FEATURES_ARG = `--disable-features=${ [
	...FEATURES.playwright,
	...FEATURES.browserUi,
].join( ',' ) }`;

/** Its flags on this machine: no sandbox (root), no GPU, no calls home, no address bar popup. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	DISABLE_FEATURES_ARG,
];

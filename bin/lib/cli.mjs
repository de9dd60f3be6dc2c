/**
 * What the project's Node commands share: their `--key=value` options and how they
 * start Debian's Chromium (never a downloaded browser).
 */

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

/** Its flags on this machine: no sandbox (root), no GPU, no calls home. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

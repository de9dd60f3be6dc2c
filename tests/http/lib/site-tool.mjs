/**
 * The site seen from the command line (tests/http/lib/site-tool.php, native PHP on the
 * site's own database): its tables, a post's meta, meta written as it is (bypassing
 * Boudoir's input sanitization), and the personal data export's HTML. For what no HTTP
 * route shows; native PHP only (a Playground-served site has none: `available()` says).
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO, WP_DIR, defaultRuntime } from '../../../bin/lib/site.mjs';
import { siteDatabase } from './harness.mjs';

const TOOL = path.join( REPO, 'tests/http/lib/site-tool.php' );

/**
 * Whether the tool can run here: the site is served by native PHP.
 */
export const available = () => defaultRuntime() === 'php';

/**
 * Runs one command of the tool against the site under test.
 *
 * @param {string}   baseUrl The site (its URL is WordPress's home there too).
 * @param {string}   command tables, meta, plant or export.
 * @param {string[]} args    The command's arguments.
 * @param {unknown}  input   JSON for stdin (plant).
 * @return {any} The command's JSON answer.
 */
export function siteTool( baseUrl, command, args = [], input = undefined ) {
	const { db, name } = siteDatabase();
	const result = spawnSync(
		'php',
		[ '-d', 'memory_limit=512M', TOOL, command, ...args.map( String ) ],
		{
			encoding: 'utf8',
			input: input === undefined ? '' : JSON.stringify( input ),
			env: {
				...process.env,
				BOUDOIR_DB: db,
				BOUDOIR_DB_NAME: name,
				BOUDOIR_URL: baseUrl,
				BOUDOIR_SITE: WP_DIR,
			},
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`site-tool ${ command } failed (exit ${ result.status }): ${ result.stderr || result.stdout }`
		);
	}
	return JSON.parse( result.stdout );
}

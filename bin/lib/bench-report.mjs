/**
 * The end of a bench script: its table on stdout, its figures as JSON in artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './site.mjs';

/**
 * Prints the table's lines and writes the figures to artifacts/`name`.json.
 *
 * @param {string}   name  The JSON file's name, without `.json`.
 * @param {string[]} lines The table.
 * @param {Object}   data  The figures.
 */
export function report( name, lines, data ) {
	process.stdout.write( `${ lines.join( '\n' ) }\n` );
	const out = path.join( REPO, 'artifacts', `${ name }.json` );
	fs.mkdirSync( path.dirname( out ), { recursive: true } );
	fs.writeFileSync( out, JSON.stringify( data, null, '\t' ) );
	process.stdout.write( `Written: ${ path.relative( REPO, out ) }\n` );
}

/**
 * Runs a bench's main function; a failure prints its stack and exits with 1.
 *
 * @param {() => Promise<void>} main The bench.
 */
export function runBench( main ) {
	main().catch( ( error ) => {
		process.stderr.write( `${ error.stack || error }\n` );
		process.exit( 1 );
	} );
}

#!/usr/bin/env node
/**
 * Boudoir's translations.
 *
 *   node bin/i18n.mjs pot     extract the strings into languages/boudoir.pot
 *   node bin/i18n.mjs merge   bring each languages/boudoir-<locale>.po up to date with the .pot
 *   node bin/i18n.mjs build   compile each .po into the .mo, .l10n.php and script JSON files WordPress loads
 *   node bin/i18n.mjs check   fail when the .pot is stale or a translation is incomplete
 *
 * `build` reads build/ (run `npm run build` first): each entry script there gets the
 * translations of the strings it, and the chunks it loads, contain.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	buildCatalog,
	checkPoBytes,
	checkTranslation,
	chunksOfEntry,
	compileL10nPhp,
	compileMo,
	extractBlockJson,
	extractJs,
	extractPhp,
	extractPluginHeader,
	jedData,
	mergePo,
	messageKey,
	parsePo,
	potHeaders,
	scriptTranslationFilename,
	serializePo,
} from './lib/i18n.mjs';

// BOUDOIR_I18N_ROOT points the tool at another plugin tree (the tests' fixtures).
const ROOT = path.resolve(
	process.env.BOUDOIR_I18N_ROOT ||
		path.join( path.dirname( fileURLToPath( import.meta.url ) ), '..' )
);
const DOMAIN = 'boudoir';
const PLUGIN_FILE = 'boudoir.php';
const LANGUAGES = path.join( ROOT, 'languages' );
const POT = path.join( LANGUAGES, `${ DOMAIN }.pot` );
const BUILD = path.join( ROOT, 'build' );

/** Folders never scanned for strings: dependencies, output, tests; at the top, also the tooling and the dev site. */
const SKIP_DIRS = new Set( [
	'node_modules',
	'vendor',
	'test',
	'tests',
	'__tests__',
] );
const SKIP_TOP_DIRS = new Set( [
	'build',
	'bin',
	'docs',
	'languages',
	'artifacts',
	'test-results',
	'playwright-report',
] );
const JS_ROOTS = [ 'blocks', 'src' ];
const JS_FILE = /\.(tsx?|jsx?|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.[jt]sx?$|\.d\.ts$|\.stories\.[jt]sx?$/;

const say = ( message ) => process.stdout.write( `i18n: ${ message }\n` );
const warn = ( message ) => process.stderr.write( `i18n: ${ message }\n` );

const relative = ( file ) =>
	path.relative( ROOT, file ).split( path.sep ).join( '/' );

/**
 * Every file under a folder, sorted, skipping SKIP_DIRS and hidden folders
 * (and, at the plugin's root, SKIP_TOP_DIRS).
 *
 * @param {string} dir Absolute folder.
 * @return {string[]} Absolute paths.
 */
function walk( dir ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir, { withFileTypes: true } )
		.sort( ( a, b ) => ( a.name < b.name ? -1 : 1 ) )
		.flatMap( ( item ) => {
			const full = path.join( dir, item.name );
			if ( item.isDirectory() ) {
				const skip =
					SKIP_DIRS.has( item.name ) ||
					item.name.startsWith( '.' ) ||
					( dir === ROOT && SKIP_TOP_DIRS.has( item.name ) );
				return skip ? [] : walk( full );
			}
			return item.isFile() ? [ full ] : [];
		} );
}

/**
 * Extracts every string of the plugin.
 *
 * @return {{entries: Array, warnings: string[]}} The catalogue.
 */
function extractAll() {
	const messages = [];
	const warnings = [];
	const take = ( result ) => {
		messages.push( ...result.messages );
		warnings.push( ...result.warnings );
	};
	const pluginSource = readFileSync( path.join( ROOT, PLUGIN_FILE ), 'utf8' );
	const headerResult = extractPluginHeader( pluginSource, PLUGIN_FILE );
	take( {
		messages: headerResult.messages.map( ( message ) => ( {
			...message,
			header: true,
		} ) ),
		warnings: [],
	} );
	for ( const file of walk( ROOT ) ) {
		if ( file.endsWith( '.php' ) ) {
			take(
				extractPhp(
					readFileSync( file, 'utf8' ),
					relative( file ),
					DOMAIN
				)
			);
		} else if (
			path.basename( file ) === 'block.json' &&
			relative( file ).startsWith( 'blocks/' )
		) {
			take(
				extractBlockJson(
					readFileSync( file, 'utf8' ),
					relative( file ),
					DOMAIN
				)
			);
		}
	}
	for ( const root of JS_ROOTS ) {
		for ( const file of walk( path.join( ROOT, root ) ) ) {
			if ( JS_FILE.test( file ) && ! TEST_FILE.test( file ) ) {
				take(
					extractJs(
						readFileSync( file, 'utf8' ),
						relative( file ),
						DOMAIN
					)
				);
			}
		}
	}
	const catalog = buildCatalog( messages );
	return {
		entries: catalog.entries,
		warnings: [ ...warnings, ...catalog.warnings ],
	};
}

/**
 * The .pot text for the current sources.
 *
 * @param {Array} entries The catalogue's entries.
 * @return {string} The template.
 */
function potText( entries ) {
	const plugin = readFileSync( path.join( ROOT, PLUGIN_FILE ), 'utf8' );
	const field = ( name ) =>
		new RegExp( `^[ \\t/*#@]*${ name }:(.*)$`, 'mi' )
			.exec( plugin )?.[ 1 ]
			.trim() ?? '';
	const name = field( 'Plugin Name' ) || 'Boudoir';
	return serializePo( {
		headerComments: [
			`Copyright (C) ${ name }`,
			`This file is distributed under the ${ field( 'License' ) || 'same license as the plugin' }.`,
		],
		headers: potHeaders( {
			name,
			version: field( 'Version' ),
			domain: DOMAIN,
			bugsUrl: field( 'Plugin URI' ),
		} ),
		entries,
	} );
}

/** The translations: locale → .po path. */
function poFiles() {
	if ( ! existsSync( LANGUAGES ) ) {
		return [];
	}
	return readdirSync( LANGUAGES )
		.map( ( name ) => new RegExp( `^${ DOMAIN }-(.+)\\.po$` ).exec( name ) )
		.filter( Boolean )
		.map( ( match ) => ( {
			locale: match[ 1 ],
			file: path.join( LANGUAGES, match[ 0 ] ),
		} ) )
		.sort( ( a, b ) => ( a.locale < b.locale ? -1 : 1 ) );
}

function printWarnings( warnings ) {
	warnings.forEach( ( warning ) => warn( `warning: ${ warning }` ) );
}

function pot() {
	const { entries, warnings } = extractAll();
	printWarnings( warnings );
	mkdirSync( LANGUAGES, { recursive: true } );
	writeFileSync( POT, potText( entries ) );
	say( `${ relative( POT ) }: ${ entries.length } strings` );
}

function merge() {
	const { entries, warnings } = extractAll();
	printWarnings( warnings );
	writeFileSync( POT, potText( entries ) );
	for ( const { locale, file } of poFiles() ) {
		writeFileSync(
			file,
			mergePo( parsePo( readFileSync( file ) ), entries )
		);
		say( `${ relative( file ) } merged (${ locale })` );
	}
}

/**
 * The built scripts WordPress enqueues (every build/**\/*.js outside build/chunks/),
 * each with the message keys it and its lazily loaded chunks contain.
 */
function builtScripts() {
	// The build is walked whole: SKIP_TOP_DIRS only applies at the plugin's root.
	const files = walk( BUILD ).filter( ( file ) => file.endsWith( '.js' ) );
	const chunkDir = path.join( BUILD, 'chunks' ) + path.sep;
	const chunks = new Map(
		files
			.filter( ( file ) => file.startsWith( chunkDir ) )
			.map( ( file ) => [ file, readFileSync( file, 'utf8' ) ] )
	);
	const keysOf = ( code, file ) =>
		extractJs( code, relative( file ), DOMAIN ).messages.map( messageKey );
	return files
		.filter( ( file ) => ! file.startsWith( chunkDir ) )
		.map( ( file ) => {
			const code = readFileSync( file, 'utf8' );
			const keys = new Set( keysOf( code, file ) );
			for ( const chunk of chunksOfEntry( code, chunks ) ) {
				keysOf( chunks.get( chunk ), chunk ).forEach( ( key ) =>
					keys.add( key )
				);
			}
			return { path: relative( file ), keys };
		} );
}

function build() {
	const scripts = builtScripts();
	if ( scripts.length === 0 ) {
		warn(
			'warning: no built scripts in build/ (run `npm run build` first): writing no script translations'
		);
	}
	// A JS string no built script contains means build/ is older than the sources.
	const template = existsSync( POT )
		? parsePo( readFileSync( POT ) ).entries
		: [];
	const builtKeys = new Set(
		scripts.flatMap( ( script ) => [ ...script.keys ] )
	);
	const jsOnly = extractAll().entries.filter( ( entry ) =>
		entry.references.some( ( reference ) =>
			/^(blocks|src)\/.*\.[jt]sx?:\d+$/.test( reference )
		)
	);
	jsOnly
		.filter( ( entry ) => ! builtKeys.has( messageKey( entry ) ) )
		.forEach( ( entry ) =>
			warn(
				`warning: "${ entry.msgid }" is in the sources but in no built script: is build/ up to date?`
			)
		);

	for ( const { locale, file } of poFiles() ) {
		const translation = parsePo( readFileSync( file ) );
		const base = path.join( LANGUAGES, `${ DOMAIN }-${ locale }` );
		writeFileSync( `${ base }.mo`, compileMo( translation ) );
		writeFileSync( `${ base }.l10n.php`, compileL10nPhp( translation ) );
		// Script JSON names change with the scripts: drop the old ones first.
		const stale = new RegExp(
			`^${ DOMAIN }-${ locale }-[0-9a-f]{32}\\.json$`
		);
		readdirSync( LANGUAGES )
			.filter( ( name ) => stale.test( name ) )
			.forEach( ( name ) => unlinkSync( path.join( LANGUAGES, name ) ) );
		let written = 0;
		for ( const script of scripts ) {
			const data = jedData( translation, script.keys, script.path );
			if ( data ) {
				writeFileSync(
					path.join(
						LANGUAGES,
						scriptTranslationFilename( DOMAIN, locale, script.path )
					),
					JSON.stringify( data )
				);
				written++;
			}
		}
		const total = template.length || translation.entries.length;
		say(
			`${ locale }: ${ relative( base ) }.mo, .l10n.php and ${ written } script JSON file(s) (${ translation.entries.length }/${ total } entries)`
		);
	}
}

function check() {
	const { entries, warnings } = extractAll();
	printWarnings( warnings );
	const problems = [];
	if ( ! existsSync( POT ) ) {
		problems.push(
			`${ relative( POT ) } is missing: run \`node bin/i18n.mjs pot\``
		);
	} else if ( readFileSync( POT, 'utf8' ) !== potText( entries ) ) {
		const onDisk = new Set(
			parsePo( readFileSync( POT ) ).entries.map( messageKey )
		);
		const current = new Set( entries.map( messageKey ) );
		const show = ( key ) =>
			JSON.stringify( key.replace( '\u0004', ' | ' ) );
		const added = [ ...current ]
			.filter( ( key ) => ! onDisk.has( key ) )
			.map( ( key ) => `    + ${ show( key ) }` );
		const removed = [ ...onDisk ]
			.filter( ( key ) => ! current.has( key ) )
			.map( ( key ) => `    - ${ show( key ) }` );
		problems.push(
			[
				`${ relative( POT ) } is out of date with the sources: run \`node bin/i18n.mjs pot\``,
				...added,
				...removed,
			].join( '\n' )
		);
	}
	const counts = [];
	for ( const { locale, file } of poFiles() ) {
		const bytes = readFileSync( file );
		const result = checkTranslation( entries, parsePo( bytes ), locale );
		counts.push( `${ locale } ${ result.translated }/${ entries.length }` );
		problems.push(
			...[ ...checkPoBytes( bytes ), ...result.problems ].map(
				( problem ) => `${ relative( file ) }: ${ problem }`
			)
		);
	}
	if ( problems.length ) {
		warn(
			`${ problems.length } problem(s):\n${ problems.map( ( problem ) => `  - ${ problem }` ).join( '\n' ) }`
		);
		process.exitCode = 1;
		return;
	}
	say(
		`${ entries.length } strings${ counts.length ? `, ${ counts.join( ', ' ) }` : '' }`
	);
}

const commands = { pot, merge, build, check };
const command = process.argv[ 2 ];
if ( ! Object.hasOwn( commands, command ?? '' ) ) {
	warn( 'usage: node bin/i18n.mjs pot|merge|build|check' );
	process.exit( 2 );
}
commands[ command ]();

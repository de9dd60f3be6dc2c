#!/usr/bin/env node
/**
 * The release zip: what a site needs to run Boudoir, nothing of its tests or tooling.
 *
 *   npm run plugin-zip                       builds, then writes boudoir.zip
 *   node bin/plugin-zip.mjs [--out=FILE]     zips the current build (FILE: default boudoir.zip)
 *
 * What goes in is package.json's `files` (the plugin file, uninstall.php, readme.txt, the
 * licence, php/, build/ and languages/ with its compiled .mo, .l10n.php and script .json
 * files), under one folder `boudoir/`, as WordPress's "Upload Plugin" expects. The same
 * list makes `npx wp-scripts plugin-zip` right (it adds package.json and README.md, which
 * npm always packs). Refuses to zip a tree without a build or without compiled
 * translations, which would install as a plugin that registers nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { REPO } from './lib/site.mjs';
import { cliOptions } from './lib/cli.mjs';

/** Files that must be in every release: without them the plugin fails or registers nothing. */
export const REQUIRED = [
	'boudoir.php',
	'uninstall.php',
	'readme.txt',
	'license.txt',
	'php/load.php',
	'build/blocks-manifest.php',
	'languages/boudoir-zh_TW.mo',
	'languages/boudoir-zh_TW.l10n.php',
];

/** A fixed time for every entry, so the same tree always makes the same zip. */
const ENTRY_TIME = new Date( '2026-01-01T00:00:00Z' );

/**
 * The files of the release, relative to the repository, sorted.
 *
 * @return {string[]} Paths with forward slashes.
 */
export function releaseFiles() {
	const { files } = JSON.parse(
		fs.readFileSync( path.join( REPO, 'package.json' ), 'utf8' )
	);
	const found = [];
	const walk = ( relative ) => {
		const absolute = path.join( REPO, relative );
		if ( ! fs.existsSync( absolute ) ) {
			return;
		}
		if ( fs.statSync( absolute ).isDirectory() ) {
			for ( const name of fs.readdirSync( absolute ) ) {
				walk( path.posix.join( relative, name ) );
			}
		} else if ( ! /(^|\/)\.DS_Store$/.test( relative ) ) {
			found.push( relative );
		}
	};
	for ( const entry of files ) {
		walk( entry.replace( /\/$/, '' ) );
	}
	return found.sort();
}

/**
 * Writes the zip.
 *
 * @param {string} out Where.
 * @return {{files: number, bytes: number}} What it holds.
 */
export function writeZip( out ) {
	const files = releaseFiles();
	const missing = REQUIRED.filter( ( file ) => ! files.includes( file ) );
	if ( missing.length ) {
		throw new Error(
			`the release would lack ${ missing.join(
				', '
			) }: run \`npm run build\` first (npm run plugin-zip does both)`
		);
	}
	const zip = new AdmZip();
	for ( const file of files ) {
		zip.addFile(
			`boudoir/${ file }`,
			fs.readFileSync( path.join( REPO, file ) )
		);
		zip.getEntry( `boudoir/${ file }` ).header.time = ENTRY_TIME;
	}
	fs.mkdirSync( path.dirname( out ), { recursive: true } );
	zip.writeZip( out );
	return { files: files.length, bytes: fs.statSync( out ).size };
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const out = path.resolve( REPO, cliOptions().out || 'boudoir.zip' );
	try {
		const { files, bytes } = writeZip( out );
		process.stdout.write(
			`[boudoir] ${ path.relative( REPO, out ) }: ${ files } files, ${ Math.round(
				bytes / 1024
			) } KB\n`
		);
	} catch ( error ) {
		process.stderr.write( `[boudoir] plugin-zip: ${ error.message }\n` );
		process.exit( 1 );
	}
}

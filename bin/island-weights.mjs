#!/usr/bin/env node
/**
 * What each island downloads at its first use (`npm run bench:islands`; not a test: it
 * prints figures): for each page, the islands its manifest lists (`#boudoir-islands`,
 * Boudoir\Islands::print_islands()), and for each island the scripts it brings, its own
 * first chunk and each dependency the page has not loaded yet (WordPress's React,
 * `@wordpress/*` packages, Boudoir's shared packages), gzip -9 as served, in the order the
 * loader adds them. WordPress's polyfills are left out where the loader skips them (a
 * browser that has what they add: every browser Boudoir supports). Then the chunks that
 * load later, on first use of what needs them (webpack's `build/chunks/`).
 *
 * A dependency two islands share is counted for both: each figure is what that island
 * costs when it is the first to load.
 *
 *   BOUDOIR_URL=http://localhost:8870 node bin/island-weights.mjs [--pages=/,/shop/,…]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO } from './lib/site.mjs';
import { cliOptions } from './lib/cli.mjs';

const options = cliOptions();
const BASE = ( process.env.BOUDOIR_URL || 'http://localhost:8870' ).replace(
	/\/$/,
	''
);
const PAGES = (
	options.pages ||
	'/product/eloise-balconette-bra/,/product/margaux-lace-brief/,/shop/,/wishlist/'
).split( ',' );

/** Boudoir\Islands::MANIFEST_ID and ::TEMPLATE_PREFIX (src/islands/scripts.ts). */
const MANIFEST_ID = 'boudoir-islands';
const TEMPLATE_PREFIX = 'boudoir-script-';

const gzip = ( text ) =>
	zlib.gzipSync( Buffer.from( text ), { level: 9 } ).length;

/** Scripts fetched once, by address. */
const sizes = new Map();

/**
 * A script's gzip -9 size, as the site serves it.
 *
 * @param {string} src The script's address.
 */
async function sizeOf( src ) {
	const url = new URL( src, BASE ).href;
	if ( ! sizes.has( url ) ) {
		const answer = await fetch( url );
		if ( ! answer.ok ) {
			throw new Error( `${ url }: HTTP ${ answer.status }` );
		}
		sizes.set( url, gzip( await answer.text() ) );
	}
	return sizes.get( url );
}

/**
 * An inert template's scripts: files by address, inline ones by size.
 *
 * @param {string} html   The page.
 * @param {string} handle The script's handle.
 * @return {Promise<{bytes: number, builtIn: boolean, files: string[]}>} Its gzip -9 bytes, whether the loader may skip it, its files.
 */
async function templateOf( html, handle ) {
	const id = TEMPLATE_PREFIX + handle;
	const match = html.match(
		new RegExp( `<template id="${ id }"([^>]*)>([\\s\\S]*?)</template>` )
	);
	if ( ! match ) {
		throw new Error( `no <template id="${ id }"> on the page` );
	}
	const builtIn = match[ 1 ].includes( 'data-built-in' );
	let bytes = 0;
	const files = [];
	for ( const script of match[ 2 ].matchAll(
		/<script\b([^>]*)>([\s\S]*?)<\/script>/g
	) ) {
		const src = script[ 1 ].match( /\bsrc="([^"]+)"/ );
		if ( src ) {
			files.push( src[ 1 ].replace( /&#038;|&amp;/g, '&' ) );
			bytes += await sizeOf( files.at( -1 ) );
		} else if ( script[ 2 ].trim() ) {
			bytes += gzip( script[ 2 ] );
		}
	}
	return { bytes, builtIn, files };
}

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

const lines = [ `Islands at first use on ${ BASE } (gzip -9, KB)` ];
for ( const pagePath of PAGES ) {
	const html = await ( await fetch( BASE + pagePath ) ).text();
	const manifest = html.match(
		new RegExp(
			`<script[^>]*id="${ MANIFEST_ID }"[^>]*>([\\s\\S]*?)</script>`
		)
	);
	lines.push( '', pagePath );
	if ( ! manifest ) {
		lines.push( '  no islands on this page' );
		continue;
	}
	const { islands } = JSON.parse( manifest[ 1 ] );
	for ( const [ name, handles ] of Object.entries( islands ) ) {
		let total = 0;
		const parts = [];
		for ( const handle of handles ) {
			const { bytes, builtIn } = await templateOf( html, handle );
			if ( builtIn ) {
				continue;
			}
			total += bytes;
			parts.push( `${ handle } ${ kb( bytes ) }` );
		}
		lines.push(
			`  ${ name.padEnd( 34 ) } ${ kb( total ).padStart( 6 ) }  (${ parts.join(
				', '
			) })`
		);
	}
}

const chunks = path.join( REPO, 'build/chunks' );
lines.push( '', 'Later, on first use of what needs them (build/chunks/)' );
for ( const file of fs
	.readdirSync( chunks )
	.filter( ( name ) => name.endsWith( '.js' ) ) ) {
	lines.push(
		`  ${ file.padEnd( 34 ) } ${ kb(
			gzip( fs.readFileSync( path.join( chunks, file ) ) )
		).padStart( 6 ) }`
	);
}
process.stdout.write( lines.join( '\n' ) + '\n' );

/**
 * Loads the scripts an island needs, on demand, from the inert copies the server printed.
 *
 * `Boudoir\Islands` prints every script an island needs and the page does not load
 * otherwise (React, `wp-data`, the stores, the island itself, each with its inline
 * settings and translations) inside `<template id="boudoir-script-{handle}">`, plus a
 * manifest naming, per island, those handles in dependency order. Nothing in a template
 * runs until this module copies its scripts into the document.
 */

/** The id of the manifest's `<script type="application/json">`. */
export const MANIFEST_ID = 'boudoir-islands';

/** The prefix of each handle's `<template>` id. */
export const TEMPLATE_PREFIX = 'boudoir-script-';

/** What the server says about the page's islands. */
export interface IslandManifest {
	/** Island name (the block's name) → script handles, dependencies first. */
	islands: Record< string, string[] >;
}

/** Attributes that would make a copied script run out of order. */
const ORDER_ATTRIBUTES = new Set( [ 'async', 'defer', 'data-wp-strategy' ] );

const loaded = new Map< string, Promise< void > >();
let queue: Promise< void > = Promise.resolve();

/**
 * Reads the page's manifest; an empty one when the server printed none or it is broken.
 *
 * @param document The page.
 */
export function readManifest( document: Document ): IslandManifest {
	const element = document.getElementById( MANIFEST_ID );
	try {
		const parsed: unknown = JSON.parse( element?.textContent || '{}' );
		const islands =
			parsed && typeof parsed === 'object' && 'islands' in parsed
				? ( parsed as IslandManifest ).islands
				: {};
		return {
			islands: islands && typeof islands === 'object' ? islands : {},
		};
	} catch {
		return { islands: {} };
	}
}

function templateOf( document: Document, handle: string ) {
	const element = document.getElementById( TEMPLATE_PREFIX + handle );
	return element instanceof HTMLTemplateElement ? element : null;
}

/** The template attribute naming what a polyfill adds (`Boudoir\\Islands::BUILT_IN`). */
export const BUILT_IN_ATTRIBUTE = 'data-built-in';

/**
 * Whether a handle is a polyfill this browser does without: its template names what it
 * adds (`Promise.withResolvers URL.canParse …`, resolved on the window) and every one of
 * those is there.
 *
 * @param document The page.
 * @param handle   A script handle.
 */
function isBuiltIn( document: Document, handle: string ): boolean {
	const paths = templateOf( document, handle )?.getAttribute(
		BUILT_IN_ATTRIBUTE
	);
	return (
		!! paths &&
		paths.split( ' ' ).every( ( path ) => {
			const names = path.split( '.' );
			const name = names.pop() as string;
			const owner = names.reduce< any >(
				( object, key ) => object?.[ key ],
				document.defaultView
			);
			return !! owner && name in owner;
		} )
	);
}

/**
 * A live copy of a script from a template (a parsed-then-inert script never runs; a
 * created one does), kept in order: no async, no defer.
 *
 * @param document The page.
 * @param inert    The template's script.
 */
function liveCopy(
	document: Document,
	inert: HTMLScriptElement
): HTMLScriptElement {
	const script = document.createElement( 'script' );
	for ( const { name, value } of Array.from( inert.attributes ) ) {
		if ( ! ORDER_ATTRIBUTES.has( name ) ) {
			script.setAttribute( name, value );
		}
	}
	script.async = false;
	script.text = inert.text;
	return script;
}

/**
 * A template script's file, resolved against the page (a template's inert document
 * has no address to resolve against), or null for an inline script.
 *
 * @param document The page.
 * @param inert    The template's script.
 */
function sourceOf(
	document: Document,
	inert: HTMLScriptElement
): string | null {
	const source = inert.getAttribute( 'src' );
	return source ? new URL( source, document.baseURI ).href : null;
}

function run( document: Document, inert: HTMLScriptElement ): Promise< void > {
	const script = liveCopy( document, inert );
	const source = sourceOf( document, inert );
	if ( ! source ) {
		// Inline scripts run as they are inserted.
		document.body.append( script );
		return Promise.resolve();
	}
	script.src = source;
	return new Promise( ( resolve, reject ) => {
		script.addEventListener( 'load', () => resolve(), { once: true } );
		script.addEventListener(
			'error',
			() => reject( new Error( `Loading ${ source } failed` ) ),
			{ once: true }
		);
		document.body.append( script );
	} );
}

function preload( document: Document, source: string ): void {
	const known = Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"]'
		)
	).some( ( link ) => link.href === source );
	if ( known ) {
		return;
	}
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', 'script' );
	link.href = source;
	document.head.append( link );
}

/**
 * Runs the scripts of the given handles, once each, in the given order: every file is
 * fetched at once (preloaded), then each handle's scripts run in turn, inline ones
 * included, as they would have in the page. Two islands asking at once share the
 * handles they have in common.
 *
 * @param document The page.
 * @param handles  Script handles, dependencies first.
 * @return Resolves once every handle ran; rejects when a file failed to load (a later
 *         call tries that handle again).
 */
export function loadHandles(
	document: Document,
	handles: readonly string[]
): Promise< void > {
	handles
		.filter(
			( handle ) =>
				! loaded.has( handle ) && isBuiltIn( document, handle )
		)
		.forEach( ( handle ) => loaded.set( handle, Promise.resolve() ) );
	const fresh = handles.filter( ( handle ) => ! loaded.has( handle ) );
	fresh.forEach( ( handle ) => {
		templateOf( document, handle )
			?.content.querySelectorAll< HTMLScriptElement >( 'script[src]' )
			.forEach( ( script ) => {
				const source = sourceOf( document, script );
				if ( source ) {
					preload( document, source );
				}
			} );
	} );
	// Each handle waits for the one before it; a failure stops those after it in this call.
	let previous = queue;
	fresh.forEach( ( handle ) => {
		const scripts = Array.from(
			templateOf(
				document,
				handle
			)?.content.querySelectorAll< HTMLScriptElement >( 'script' ) ?? []
		);
		const done = previous.then( async () => {
			for ( const script of scripts ) {
				await run( document, script );
			}
		} );
		loaded.set( handle, done );
		done.catch( () => loaded.delete( handle ) );
		previous = done;
	} );
	queue = previous.catch( () => undefined );
	return Promise.all(
		handles.map( ( handle ) => loaded.get( handle ) )
	).then( () => undefined );
}

/**
 * Forgets what ran (tests only).
 */
export function resetLoadedHandles(): void {
	loaded.clear();
	queue = Promise.resolve();
}

/**
 * Boudoir's zh_TW translation as the e2e lane reads it: each English string's Chinese (to find
 * controls by their translated names), a check that no string of Boudoir's is left in English
 * on a page (every visible text and accessible name of Boudoir's markup compared with the .pot),
 * and which languages WordPress itself has on the site.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { escapeRegExp } from '../reg-exp';
import { REPO } from '../environment';

/**
 * A .po or .pot file's entries: msgid (with its context, `context\u0004msgid`) → msgstr.
 *
 * @param file The file.
 */
function entries( file: string ): Map< string, string > {
	const unquote = ( line: string ) =>
		JSON.parse( line.slice( line.indexOf( '"' ) ) ) as string;
	const found = new Map< string, string >();
	let context = '';
	let id: string | null = null;
	let current: 'ctx' | 'id' | 'str' | null = null;
	let value = '';
	const flush = () => {
		if ( current === 'str' && id !== null && id !== '' ) {
			found.set( context ? `${ context }\u0004${ id }` : id, value );
		}
	};
	for ( const line of fs.readFileSync( file, 'utf8' ).split( '\n' ) ) {
		if ( line.startsWith( 'msgctxt ' ) ) {
			flush();
			context = unquote( line );
			id = null;
			current = 'ctx';
		} else if ( line.startsWith( 'msgid ' ) ) {
			if ( current !== 'ctx' ) {
				flush();
				context = '';
			}
			id = unquote( line );
			current = 'id';
		} else if ( line.startsWith( 'msgid_plural ' ) ) {
			current = 'id';
		} else if (
			line.startsWith( 'msgstr ' ) ||
			line.startsWith( 'msgstr[0] ' )
		) {
			value = unquote( line );
			current = 'str';
		} else if ( line.startsWith( 'msgstr[' ) ) {
			current = null;
		} else if ( line.startsWith( '"' ) ) {
			if ( current === 'id' && id !== null ) {
				id += unquote( line );
			} else if ( current === 'str' ) {
				value += unquote( line );
			}
		} else if ( line.trim() === '' ) {
			flush();
			current = null;
			context = '';
		}
	}
	flush();
	return found;
}

const LANGUAGES = path.join( REPO, 'languages' );
const ZH_TW = entries( path.join( LANGUAGES, 'boudoir-zh_TW.po' ) );

/**
 * A string of Boudoir's in Traditional Chinese, as the translation has it.
 *
 * @param english The English string (its msgid).
 * @param context Its context, if it has one.
 */
export function zh( english: string, context = '' ): string {
	const found = ZH_TW.get(
		context ? `${ context }\u0004${ english }` : english
	);
	if ( ! found ) {
		throw new Error( `No zh_TW translation of "${ english }"` );
	}
	return found;
}

/**
 * The languages WordPress itself is installed in on the site under test (its core .mo files:
 * Debian's wordpress-l10n, which the dev site copies in where the machine has it; docs/development.md).
 *
 * @param request Any request context of the site.
 */
export async function coreLanguages(
	request: APIRequestContext
): Promise< string[] > {
	const response = await request.get( '/wp-json/boudoir-dev/v1/languages' );
	if ( ! response.ok() ) {
		throw new Error(
			`GET /boudoir-dev/v1/languages answered ${ response.status() }`
		);
	}
	return ( ( await response.json() ) as { core: string[] } ).core;
}

/**
 * A regular expression of a msgid: its placeholders (`%s`, `%1$d`, `%%`) stand for any text.
 * @param msgid
 */
function pattern( msgid: string ): RegExp {
	const escaped = msgid
		.split( /%(?:\d+\$)?[sd]/ )
		.map( ( part ) => escapeRegExp( part ).replace( /%%/g, '%' ) )
		.join( '.+' );
	return new RegExp( `^${ escaped }$` );
}

/**
 * The English strings that would show untranslated: every msgid with words in it whose Chinese differs.
 */
const ENGLISH = [ ...entries( path.join( LANGUAGES, 'boudoir.pot' ) ).keys() ]
	.map( ( key ) => key.split( '\u0004' ).pop()! )
	.filter( ( msgid ) =>
		/[A-Za-z]{2,}/.test( msgid.replace( /%(?:\d+\$)?[sd]/g, '' ) )
	)
	.filter( ( msgid ) => {
		const translated = ZH_TW.get( msgid );
		return translated === undefined || translated !== msgid;
	} )
	.map( ( msgid ) => ( { msgid, pattern: pattern( msgid ) } ) );

/**
 * The demo shop's own data that happens to read like one of Boudoir's strings: page titles in the
 * menus, attribute names and values, the shopper's list name. The shop names them (in English
 * here, as the seed does); translating them is the shop's business, not the plugin's.
 */
const SHOP_DATA = [
	'Wishlist',
	'Cart',
	'My wishlist',
	'Colour',
	'Band',
	'Cup',
	'Noir',
	'Ivory',
	'Blush',
];

/**
 * Boudoir's strings left in English among the texts of a page's Boudoir markup: its visible lines
 * and the accessible names, descriptions, placeholders and titles of its elements.
 *
 * @param page  The page.
 * @param roots CSS selectors of the markup to read (by default every element Boudoir prints).
 * @return Each untranslated text with the msgid it matches.
 */
export async function englishLeft(
	page: Page,
	roots = '[class*="wp-block-boudoir-"], .boudoir-swatches, .boudoir-skip-link, [role="dialog"], .pswp, #boudoir-settings'
): Promise< string[] > {
	const texts: string[] = await page.evaluate( ( selector ) => {
		const found = new Set< string >();
		const elements = Array.from(
			document.querySelectorAll( selector )
		).filter(
			( element ) =>
				! element.closest( 'script, style, template, noscript' )
		);
		for ( const element of elements ) {
			const html = element as HTMLElement;
			for ( const line of ( html.innerText ?? '' ).split( '\n' ) ) {
				found.add( line.trim() );
			}
			for ( const attribute of [
				'aria-label',
				'title',
				'placeholder',
				'alt',
				'aria-description',
				'data-title',
			] ) {
				for ( const owner of [
					html,
					...Array.from(
						html.querySelectorAll( `[${ attribute }]` )
					),
				] ) {
					const value = owner.getAttribute( attribute );
					if ( value ) {
						found.add( value.trim() );
					}
				}
			}
		}
		return [ ...found ].filter( Boolean );
	}, roots );
	const left: string[] = [];
	for ( const text of texts ) {
		if ( SHOP_DATA.includes( text ) ) {
			continue;
		}
		const match = ENGLISH.find( ( { pattern: regexp } ) =>
			regexp.test( text )
		);
		if ( match ) {
			left.push( `"${ text }" (msgid "${ match.msgid }")` );
		}
	}
	return left;
}

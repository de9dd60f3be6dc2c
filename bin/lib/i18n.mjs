/**
 * Boudoir's translation files, as pure functions: the catalogue from extracted messages,
 * the .pot/.po text, and what WordPress 6.5 loads: .mo, .l10n.php and the Jed JSON of
 * each script. bin/i18n.mjs does the file system work around them.
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { mo, po } from 'gettext-parser';

export {
	extractBlockJson,
	extractJs,
	extractPhp,
	extractPluginHeader,
	tokenizePhp,
	commentText,
} from './i18n-extract.mjs';

/** Separates msgctxt from msgid in MO/PHP/Jed keys. */
export const CONTEXT_GLUE = '\u0004';

/**
 * A message's identity: its msgid, prefixed by `msgctxt\u0004` when it has a context.
 *
 * @param {{msgid: string, msgctxt?: string}} message A message.
 * @return {string} Its key.
 */
export function messageKey( { msgid, msgctxt } ) {
	return msgctxt === undefined || msgctxt === null
		? msgid
		: `${ msgctxt }${ CONTEXT_GLUE }${ msgid }`;
}

/**
 * Splits a `file:line` reference for sorting.
 *
 * @param {string} reference A reference.
 * @return {[string, number]} Path and line (0 when none).
 */
function splitReference( reference ) {
	const match = /^(.*):(\d+)$/.exec( reference );
	return match ? [ match[ 1 ], Number( match[ 2 ] ) ] : [ reference, 0 ];
}

function compareReferences( a, b ) {
	const [ fileA, lineA ] = splitReference( a );
	const [ fileB, lineB ] = splitReference( b );
	if ( fileA === fileB ) {
		return lineA - lineB;
	}
	return fileA < fileB ? -1 : 1;
}

function compareStrings( a = '', b = '' ) {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * Merges extracted messages into the catalogue: one entry per msgctxt + msgid, with
 * every reference and translators comment, in a stable order: the plugin header first
 * (messages flagged `header`), then by first reference.
 *
 * @param {Array} messages Extracted messages, in extraction order.
 * @return {{entries: Array, warnings: string[]}} The sorted entries.
 */
export function buildCatalog( messages ) {
	const byKey = new Map();
	const warnings = [];
	messages.forEach( ( message, order ) => {
		const key = messageKey( message );
		const entry = byKey.get( key );
		if ( ! entry ) {
			byKey.set( key, {
				...message,
				comments: [ ...message.comments ],
				references: [ ...message.references ],
				order,
			} );
			return;
		}
		if ( message.msgid_plural !== undefined ) {
			if (
				entry.msgid_plural !== undefined &&
				entry.msgid_plural !== message.msgid_plural
			) {
				warnings.push(
					`${ message.references[ 0 ] }: "${ message.msgid }" has another plural at ${ entry.references[ 0 ] }`
				);
			}
			entry.msgid_plural ??= message.msgid_plural;
		}
		message.comments.forEach(
			( comment ) =>
				entry.comments.includes( comment ) ||
				entry.comments.push( comment )
		);
		message.references.forEach(
			( reference ) =>
				entry.references.includes( reference ) ||
				entry.references.push( reference )
		);
	} );
	const entries = [ ...byKey.values() ];
	entries.forEach( ( entry ) => entry.references.sort( compareReferences ) );
	entries.sort( ( a, b ) => {
		if ( Boolean( a.header ) !== Boolean( b.header ) ) {
			return a.header ? -1 : 1;
		}
		if ( a.header ) {
			return a.order - b.order;
		}
		return (
			compareReferences( a.references[ 0 ], b.references[ 0 ] ) ||
			compareStrings( a.msgid, b.msgid ) ||
			compareStrings( a.msgctxt, b.msgctxt )
		);
	} );
	return {
		entries: entries.map(
			( { order, header: isHeader, ...entry } ) => entry
		),
		warnings,
	};
}

/* ------------------------------------------------------------------ PO text */

/**
 * A PO string literal.
 *
 * @param {string} value The text.
 * @return {string} Quoted and escaped.
 */
function quote( value ) {
	return `"${ value.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\t/g, '\\t' ).replace( /\r/g, '\\r' ).replace( /\n/g, '\\n' ) }"`;
}

/**
 * `keyword "value"`, split after each `\n` as gettext writes multi-line strings.
 *
 * @param {string}  keyword   msgid, msgstr[0] …
 * @param {string}  value     The text.
 * @param {boolean} multiline Always use the multi-line form (the header).
 * @return {string} PO lines.
 */
function poString( keyword, value, multiline = false ) {
	const pieces = value.split( /(?<=\n)/ ).filter( ( piece ) => piece !== '' );
	if ( ! multiline && pieces.length <= 1 ) {
		return `${ keyword } ${ quote( value ) }`;
	}
	return [ `${ keyword } ""`, ...pieces.map( quote ) ].join( '\n' );
}

/**
 * Writes a .pot or .po file.
 *
 * @param {Object}                  catalog
 * @param {string[]}                catalog.headerComments Lines of the leading `#` comment.
 * @param {Array<[string, string]>} catalog.headers        Header fields, in order.
 * @param {Array}                   catalog.entries        Entries; `msgstr` omitted for a template.
 * @param {number}                  [catalog.nplurals=2]   Plural forms of an untranslated entry.
 * @return {string} The file's text.
 */
export function serializePo( {
	headerComments = [],
	headers,
	entries,
	nplurals = 2,
} ) {
	const blocks = [];
	blocks.push(
		[
			...headerComments.map( ( line ) =>
				line === '' ? '#' : `# ${ line }`
			),
			'msgid ""',
			poString(
				'msgstr',
				headers
					.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
					.join( '' ),
				true
			),
		].join( '\n' )
	);
	for ( const entry of entries ) {
		const lines = [];
		entry.comments?.forEach( ( comment ) =>
			lines.push( `#. ${ comment }` )
		);
		entry.references?.forEach( ( reference ) =>
			lines.push( `#: ${ reference }` )
		);
		if ( entry.flags?.length ) {
			lines.push( `#, ${ entry.flags.join( ', ' ) }` );
		}
		if ( entry.msgctxt !== undefined ) {
			lines.push( poString( 'msgctxt', entry.msgctxt ) );
		}
		lines.push( poString( 'msgid', entry.msgid ) );
		if ( entry.msgid_plural !== undefined ) {
			lines.push( poString( 'msgid_plural', entry.msgid_plural ) );
			const forms = entry.msgstr ?? [];
			for (
				let form = 0;
				form < Math.max( nplurals, forms.length );
				form++
			) {
				lines.push(
					poString( `msgstr[${ form }]`, forms[ form ] ?? '' )
				);
			}
		} else {
			lines.push( poString( 'msgstr', entry.msgstr?.[ 0 ] ?? '' ) );
		}
		blocks.push( lines.join( '\n' ) );
	}
	return blocks.join( '\n\n' ) + '\n';
}

/**
 * The template's header fields: stable (no creation date), so an unchanged source
 * writes a byte-identical .pot.
 *
 * @param {Object} plugin
 * @param {string} plugin.name      Plugin name.
 * @param {string} plugin.version   Plugin version.
 * @param {string} plugin.domain    Text domain.
 * @param {string} [plugin.bugsUrl] Where translators report source strings.
 * @return {Array<[string, string]>} Header fields.
 */
export function potHeaders( { name, version, domain, bugsUrl = '' } ) {
	return [
		[ 'Project-Id-Version', `${ name } ${ version }`.trim() ],
		[ 'Report-Msgid-Bugs-To', bugsUrl ],
		[ 'Last-Translator', 'FULL NAME <EMAIL@ADDRESS>' ],
		[ 'Language-Team', 'LANGUAGE <LL@li.org>' ],
		[ 'MIME-Version', '1.0' ],
		[ 'Content-Type', 'text/plain; charset=UTF-8' ],
		[ 'Content-Transfer-Encoding', '8bit' ],
		[ 'X-Generator', 'Boudoir bin/i18n.mjs' ],
		[ 'X-Domain', domain ],
	];
}

/* ------------------------------------------------------------------ reading .po */

/**
 * Reads a .po file into ordered headers and flat entries.
 *
 * @param {string|Buffer} text The .po file.
 * @return {{headerComments: string[], headers: Array<[string,string]>, entries: Array}} Entries carry `msgstr: string[]` and `fuzzy`.
 */
export function parsePo( text ) {
	const parsed = po.parse(
		Buffer.isBuffer( text ) ? text : Buffer.from( text, 'utf8' )
	);
	const headerEntry = parsed.translations?.[ '' ]?.[ '' ];
	const headerText = headerEntry?.msgstr?.[ 0 ] ?? '';
	const headerComments = headerEntry?.comments?.translator
		? headerEntry.comments.translator.split( '\n' )
		: [];
	const headers = headerText
		.split( '\n' )
		.filter( ( line ) => line.includes( ':' ) )
		.map( ( line ) => {
			const at = line.indexOf( ':' );
			return [ line.slice( 0, at ).trim(), line.slice( at + 1 ).trim() ];
		} );
	const entries = [];
	for ( const [ context, messages ] of Object.entries(
		parsed.translations ?? {}
	) ) {
		for ( const [ msgid, message ] of Object.entries( messages ) ) {
			if ( context === '' && msgid === '' ) {
				continue;
			}
			const entry = {
				msgid,
				msgstr: message.msgstr ?? [ '' ],
				fuzzy: /\bfuzzy\b/.test(
					String( message.comments?.flag ?? '' )
				),
			};
			if ( message.msgctxt !== undefined ) {
				entry.msgctxt = message.msgctxt;
			}
			if ( message.msgid_plural !== undefined ) {
				entry.msgid_plural = message.msgid_plural;
			}
			entries.push( entry );
		}
	}
	return { headerComments, headers, entries };
}

/**
 * A header's value, whatever its case.
 *
 * @param {Array<[string,string]>} headers Header fields.
 * @param {string}                 name    The field.
 * @return {string|undefined} Its value.
 */
export function header( headers, name ) {
	return headers.find(
		( [ key ] ) => key.toLowerCase() === name.toLowerCase()
	)?.[ 1 ];
}

/**
 * How many plural forms a Plural-Forms header declares.
 *
 * @param {string} [pluralForms] e.g. `nplurals=1; plural=0;`.
 * @return {number} nplurals (2 when unknown).
 */
export function pluralCount( pluralForms = '' ) {
	const match = /nplurals\s*=\s*(\d+)/.exec( pluralForms );
	return match ? Number( match[ 1 ] ) : 2;
}

/**
 * The entries WordPress should use: translated in full and not fuzzy.
 *
 * @param {Array} entries Parsed entries.
 * @return {Array} The translated ones.
 */
export function translatedEntries( entries ) {
	return entries.filter(
		( entry ) =>
			! entry.fuzzy &&
			entry.msgstr.length > 0 &&
			entry.msgstr.every( ( form ) => form !== '' )
	);
}

/**
 * Brings a translation up to date with the template: the template's entries and
 * comments, the translations already made, nothing obsolete.
 *
 * @param {{headerComments?: string[], headers: Array, entries: Array}} translation The parsed .po.
 * @param {Array}                                                       template    The template's entries.
 * @return {string} The new .po text.
 */
export function mergePo( translation, template ) {
	const existing = new Map(
		translation.entries.map( ( entry ) => [ messageKey( entry ), entry ] )
	);
	const nplurals = pluralCount(
		header( translation.headers, 'Plural-Forms' )
	);
	const entries = template.map( ( entry ) => {
		const old = existing.get( messageKey( entry ) );
		return {
			...entry,
			msgstr: old?.msgstr ?? [],
			flags: old?.fuzzy ? [ 'fuzzy' ] : [],
		};
	} );
	return serializePo( {
		headerComments: translation.headerComments,
		headers: translation.headers,
		entries,
		nplurals,
	} );
}

/* ------------------------------------------------------------------ what WordPress loads */

/**
 * The binary .mo file.
 *
 * @param {{headers: Array, entries: Array}} translation The parsed .po.
 * @return {Buffer} The .mo file.
 */
export function compileMo( { headers, entries } ) {
	const translations = {};
	for ( const entry of translatedEntries( entries ) ) {
		const context = entry.msgctxt ?? '';
		translations[ context ] ??= {};
		translations[ context ][ entry.msgid ] = entry;
	}
	return mo.compile( {
		charset: 'utf-8',
		headers: Object.fromEntries( headers ),
		translations,
	} );
}

const PHP_INT_KEY = /^(0|-?[1-9][0-9]*)$/;

/**
 * Whether PHP turns this array key into an integer (then var_export writes it bare).
 *
 * @param {string} key An array key.
 * @return {boolean} Whether it is an integer key.
 */
function isPhpIntegerKey( key ) {
	if ( ! PHP_INT_KEY.test( key ) ) {
		return false;
	}
	const value = BigInt( key );
	return value >= -( 2n ** 63n ) && value < 2n ** 63n;
}

/**
 * PHP's `var_export()` of a string.
 *
 * @param {string} value A string.
 * @return {string} PHP source.
 */
export function phpString( value ) {
	return `'${ value.replace( /[\\']/g, '\\$&' ).replace( /\0/g, `' . "\\0" . '` ) }'`;
}

/**
 * `WP_Translation_File_PHP::var_export()`: short arrays, no spaces, lists without keys.
 *
 * @param {Array<[string, *]>|string} value A string, or an array as [key, value] pairs.
 * @return {string} PHP source.
 */
function phpExport( value ) {
	if ( typeof value === 'string' ) {
		return phpString( value );
	}
	const isList = value.every( ( [ key ], index ) => key === String( index ) );
	const items = value.map( ( [ key, item ] ) => {
		const exported = Array.isArray( item )
			? phpExport( item )
			: phpString( item );
		if ( isList ) {
			return exported;
		}
		return `${ isPhpIntegerKey( key ) ? key : phpString( key ) }=>${ exported }`;
	} );
	return `[${ items.join( ',' ) }]`;
}

/**
 * The entries of a compiled file, keyed and ordered as in the .mo (byte order of the key).
 *
 * @param {Array} entries Parsed entries.
 * @return {Array<[string, string]>} Key and translation (plural forms joined by NUL).
 */
function compiledMessages( entries ) {
	return translatedEntries( entries )
		.map( ( entry ) => [ messageKey( entry ), entry.msgstr.join( '\0' ) ] )
		.sort( ( [ a ], [ b ] ) =>
			Buffer.compare( Buffer.from( a ), Buffer.from( b ) )
		);
}

/**
 * WordPress 6.5's PHP translation file (`WP_Translation_File_PHP::export()`):
 * `<?php\nreturn [<lower-case headers>,'messages'=>[<key>=>'<translation>']];\n`.
 *
 * @param {{headers: Array, entries: Array}} translation The parsed .po.
 * @return {string} The .l10n.php file.
 */
export function compileL10nPhp( { headers, entries } ) {
	const fields = headers
		.filter( ( [ name ] ) => name.toLowerCase() !== 'pot-creation-date' )
		.map( ( [ name, value ] ) => [ name.toLowerCase(), value ] );
	const data = [ ...fields, [ 'messages', compiledMessages( entries ) ] ];
	return `<?php\nreturn ${ phpExport( data ) };\n`;
}

/**
 * The path WordPress hashes for a script's translations: relative to the plugin, with
 * `.min.js` read as `.js` (`load_script_textdomain()`).
 *
 * @param {string} relativePath e.g. `build/scroll-to-top/view.js`.
 * @return {string} The hashed path.
 */
export function scriptPathForHash( relativePath ) {
	const path = relativePath.replace( /\\/g, '/' ).replace( /^\.?\//, '' );
	return path.endsWith( '.min.js' ) ? `${ path.slice( 0, -7 ) }.js` : path;
}

/**
 * The JSON file `load_script_textdomain()` looks for: `<domain>-<locale>-<md5>.json`.
 *
 * @param {string} domain       Text domain.
 * @param {string} locale       e.g. zh_TW.
 * @param {string} relativePath The script's path relative to the plugin.
 * @return {string} The file name.
 */
export function scriptTranslationFilename( domain, locale, relativePath ) {
	const md5 = createHash( 'md5' )
		.update( scriptPathForHash( relativePath ) )
		.digest( 'hex' );
	return `${ domain }-${ locale }-${ md5 }.json`;
}

/**
 * A script's translations in the Jed 1.x shape `wp i18n make-json` writes.
 *
 * @param {{headers: Array, entries: Array}} translation The parsed .po.
 * @param {Iterable<string>}                 keys        Message keys the script uses.
 * @param {string}                           source      The script's relative path.
 * @return {?Object} The JSON data, or null when none of its strings is translated.
 */
export function jedData( { headers, entries }, keys, source ) {
	const wanted = new Set( keys );
	const messages = {
		'': {
			domain: 'messages',
			lang: header( headers, 'Language' ) ?? '',
			'plural-forms':
				header( headers, 'Plural-Forms' ) ??
				'nplurals=2; plural=(n != 1);',
		},
	};
	let count = 0;
	for ( const [ key, translation ] of compiledMessages( entries ) ) {
		if ( wanted.has( key ) ) {
			messages[ key ] = translation.split( '\0' );
			count++;
		}
	}
	if ( count === 0 ) {
		return null;
	}
	return {
		'translation-revision-date':
			header( headers, 'PO-Revision-Date' ) ?? '',
		generator: 'Boudoir bin/i18n.mjs',
		source: scriptPathForHash( source ),
		domain: 'messages',
		locale_data: { messages },
	};
}

/* ------------------------------------------------------------------ built scripts */

/**
 * The webpack chunks a built script loads on demand (`o.e(661)`, `__webpack_require__.e("name")`).
 *
 * @param {string} code Built JavaScript.
 * @return {string[]} Chunk ids.
 */
export function requestedChunkIds( code ) {
	const ids = new Set();
	for ( const match of code.matchAll(
		/[\w$]\.e\(\s*(?:\/\*[\s\S]*?\*\/\s*)?(?:(\d+)|"([^"]+)"|'([^']+)')\s*\)/g
	) ) {
		ids.add( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] );
	}
	return [ ...ids ];
}

/**
 * The chunk ids a built chunk file declares (`….push([[661],{…}])`).
 *
 * @param {string} code Built chunk.
 * @return {string[]} Chunk ids.
 */
export function declaredChunkIds( code ) {
	const match = /\.push\(\s*\[\s*\[([^\]]*)\]/.exec( code );
	if ( ! match ) {
		return [];
	}
	return match[ 1 ]
		.split( ',' )
		.map( ( id ) => id.trim().replace( /^["']|["']$/g, '' ) )
		.filter( Boolean );
}

/**
 * Which chunk files an entry script may load, following chunks that load chunks.
 *
 * @param {string}              entryCode Built entry script.
 * @param {Map<string, string>} chunks    Chunk path → its code.
 * @return {string[]} Chunk paths.
 */
export function chunksOfEntry( entryCode, chunks ) {
	const byId = new Map();
	for ( const [ path, code ] of chunks ) {
		declaredChunkIds( code ).forEach( ( id ) => byId.set( id, path ) );
	}
	const found = new Set();
	const pending = [ ...requestedChunkIds( entryCode ) ];
	while ( pending.length ) {
		const path = byId.get( pending.pop() );
		if ( path && ! found.has( path ) ) {
			found.add( path );
			pending.push( ...requestedChunkIds( chunks.get( path ) ) );
		}
	}
	return [ ...found ].sort();
}

/* ------------------------------------------------------------------ encoding */

/** Windows-1252's characters for the bytes 0x80–0x9F that Latin-1 leaves as C1 controls. */
const WINDOWS_1252 = new Map(
	[
		[ 0x80, '\u20ac' ],
		[ 0x82, '\u201a' ],
		[ 0x83, '\u0192' ],
		[ 0x84, '\u201e' ],
		[ 0x85, '\u2026' ],
		[ 0x86, '\u2020' ],
		[ 0x87, '\u2021' ],
		[ 0x88, '\u02c6' ],
		[ 0x89, '\u2030' ],
		[ 0x8a, '\u0160' ],
		[ 0x8b, '\u2039' ],
		[ 0x8c, '\u0152' ],
		[ 0x8e, '\u017d' ],
		[ 0x91, '\u2018' ],
		[ 0x92, '\u2019' ],
		[ 0x93, '\u201c' ],
		[ 0x94, '\u201d' ],
		[ 0x95, '\u2022' ],
		[ 0x96, '\u2013' ],
		[ 0x97, '\u2014' ],
		[ 0x98, '\u02dc' ],
		[ 0x99, '\u2122' ],
		[ 0x9a, '\u0161' ],
		[ 0x9b, '\u203a' ],
		[ 0x9c, '\u0153' ],
		[ 0x9e, '\u017e' ],
		[ 0x9f, '\u0178' ],
	].map( ( [ byte, character ] ) => [ character, byte ] )
);

/**
 * Characters that follow a word in correct text (closing and German quotes, ellipsis, dashes,
 * ™, °): a UTF-8 tail made only of these after an accented letter ("‘café’”") is text, not
 * mojibake. Each mis-read CJK character or Latin letter has another tail byte (©, ¼, ·, C1 …).
 */
const MAY_FOLLOW_A_WORD = new Set(
	'\u2019\u201d\u00bb\u203a\u00ab\u2039\u201c\u2018\u201e\u201a\u2026\u2013\u2014\u2122\u00b0'
);

/**
 * The byte a character stands for when UTF-8 was read as Latin-1 or Windows-1252.
 *
 * @param {string} character One character.
 * @return {number} The byte, or -1 when no single byte reads as it.
 */
function misreadByte( character ) {
	const code = character.charCodeAt( 0 );
	if ( code < 0x100 ) {
		return code;
	}
	return WINDOWS_1252.get( character ) ?? -1;
}

const STRICT_UTF8 = new TextDecoder( 'utf-8', { fatal: true } );

/**
 * Text that is UTF-8 read as Latin-1 or Windows-1252 ("Colourï¼" for "Colour："): a lead
 * character of U+00C2–U+00F4 and the one to three characters after it that read as the
 * bytes 0x80–0xBF, which together are valid UTF-8 again. Correct Latin text never has that
 * shape: its accented letters are followed by letters, spaces or punctuation (Café, Éloïse,
 * »Fuß«, déjà vu…), not by a valid UTF-8 tail of symbols and control characters.
 *
 * @param {string} text A translation.
 * @return {?{misread: string, meant: string}} The first mis-encoded run and what it meant, or null.
 */
export function mojibake( text ) {
	const characters = [ ...text ];
	for ( let at = 0; at < characters.length; at++ ) {
		const lead = misreadByte( characters[ at ] );
		let length = 0;
		if ( lead >= 0xc2 && lead <= 0xdf ) {
			length = 2;
		} else if ( lead >= 0xe0 && lead <= 0xef ) {
			length = 3;
		} else if ( lead >= 0xf0 && lead <= 0xf4 ) {
			length = 4;
		}
		const tail = characters.slice( at + 1, at + length );
		if (
			length === 0 ||
			tail.length !== length - 1 ||
			tail.some( ( character ) => {
				const byte = misreadByte( character );
				return byte < 0x80 || byte > 0xbf;
			} ) ||
			tail.every( ( character ) => MAY_FOLLOW_A_WORD.has( character ) )
		) {
			continue;
		}
		let meant;
		try {
			meant = STRICT_UTF8.decode(
				Uint8Array.from( [ lead, ...tail.map( misreadByte ) ] )
			);
		} catch {
			continue;
		}
		// Extend over the rest of the run, for a readable message.
		let end = at + length;
		while ( end < characters.length ) {
			const byte = misreadByte( characters[ end ] );
			if ( byte < 0x80 || byte > 0xff ) {
				break;
			}
			end++;
		}
		const run = characters.slice( at, end );
		try {
			meant = STRICT_UTF8.decode(
				Uint8Array.from( run.map( misreadByte ) )
			);
		} catch {
			// The run's end is not whole: the first character is enough.
		}
		return { misread: run.join( '' ), meant };
	}
	return null;
}

/**
 * A string for a message, with invisible characters (C1 controls, U+FFFD) escaped.
 *
 * @param {string} text A string.
 * @return {string} JSON, with \u escapes for them.
 */
function visible( text ) {
	return JSON.stringify( text ).replace(
		/[\u0080-\u009f\u00a0\u00ad\ufffd]/g,
		( character ) =>
			`\\u${ character.charCodeAt( 0 ).toString( 16 ).padStart( 4, '0' ) }`
	);
}

/**
 * Where a .po file's bytes are not UTF-8 (it must be, with `charset=UTF-8`): gettext-parser
 * would read them as U+FFFD without a word.
 *
 * @param {Buffer|Uint8Array} bytes The file.
 * @return {string[]} One problem per line with a byte sequence that is not UTF-8.
 */
export function checkPoBytes( bytes ) {
	const problems = [];
	let line = 1;
	let start = 0;
	for ( let at = 0; at <= bytes.length; at++ ) {
		if ( at === bytes.length || bytes[ at ] === 0x0a ) {
			try {
				STRICT_UTF8.decode( bytes.subarray( start, at ) );
			} catch {
				problems.push( `line ${ line } is not valid UTF-8` );
			}
			line++;
			start = at + 1;
		}
	}
	return problems;
}

/**
 * What is wrong with a translation's encoding: mojibake, or U+FFFD where a character was lost.
 *
 * @param {string[]} forms The msgstr forms.
 * @return {?string} The problem, or null.
 */
function encodingProblem( forms ) {
	for ( const form of forms ) {
		if ( form.includes( '\ufffd' ) ) {
			return `msgstr ${ visible( form ) } has U+FFFD (a character lost in a conversion)`;
		}
		const found = mojibake( form );
		if ( found ) {
			return `msgstr ${ visible( form ) } is UTF-8 read as Latin-1 or Windows-1252: ${ visible( found.misread ) } was ${ visible( found.meant ) }`;
		}
	}
	return null;
}

/* ------------------------------------------------------------------ check */

/**
 * Compares a translation with the template.
 *
 * @param {Array}                            template    The template's entries.
 * @param {{headers: Array, entries: Array}} translation The parsed .po.
 * @param {string}                           locale      The locale its file name says.
 * @return {{translated: number, problems: string[]}} Counts and what is wrong.
 */
export function checkTranslation( template, translation, locale ) {
	const problems = [];
	const language = header( translation.headers, 'Language' );
	if ( language !== locale ) {
		problems.push(
			`Language header is "${ language ?? '' }", expected "${ locale }"`
		);
	}
	if ( ! header( translation.headers, 'Plural-Forms' ) ) {
		problems.push( 'no Plural-Forms header' );
	}
	if (
		! /charset=utf-8/i.test(
			header( translation.headers, 'Content-Type' ) ?? ''
		)
	) {
		problems.push( 'Content-Type is not UTF-8' );
	}
	const nplurals = pluralCount(
		header( translation.headers, 'Plural-Forms' )
	);
	const byKey = new Map(
		translation.entries.map( ( entry ) => [ messageKey( entry ), entry ] )
	);
	const templateKeys = new Set( template.map( messageKey ) );
	const describe = ( entry ) =>
		JSON.stringify( entry.msgid ) +
		( entry.msgctxt !== undefined
			? ` (context ${ JSON.stringify( entry.msgctxt ) })`
			: '' );
	let translated = 0;
	for ( const entry of template ) {
		const found = byKey.get( messageKey( entry ) );
		if ( ! found ) {
			problems.push( `missing: ${ describe( entry ) }` );
		} else if ( found.fuzzy ) {
			problems.push( `fuzzy: ${ describe( entry ) }` );
		} else if (
			entry.msgid_plural !== undefined &&
			( found.msgid_plural === undefined ||
				found.msgstr.length !== nplurals )
		) {
			problems.push(
				`plural forms: ${ describe( entry ) } needs ${ nplurals } msgstr[] entries`
			);
		} else if (
			found.msgstr.length === 0 ||
			found.msgstr.some( ( form ) => form === '' )
		) {
			problems.push( `empty: ${ describe( entry ) }` );
		} else if ( encodingProblem( found.msgstr ) ) {
			problems.push(
				`mis-encoded: ${ describe( entry ) } ${ encodingProblem( found.msgstr ) }`
			);
		} else {
			translated++;
		}
	}
	for ( const entry of translation.entries ) {
		if ( ! templateKeys.has( messageKey( entry ) ) ) {
			problems.push(
				`obsolete (not in the .pot): ${ describe( entry ) }`
			);
		}
	}
	return { translated, problems };
}

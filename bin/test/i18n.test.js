/**
 * Unit tests of bin/lib/i18n*.mjs and the bin/i18n.mjs commands.
 *
 * The tools are native ES modules, which this Jest set-up (CommonJS, Node 20) cannot
 * import, so each call runs in a child `node` process; see callLib().
 */

/**
 * External dependencies
 */
const { execFileSync, spawnSync } = require( 'child_process' );
const { createHash } = require( 'crypto' );
const {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { pathToFileURL } = require( 'url' );

const LIB = pathToFileURL( path.resolve( __dirname, '../lib/i18n.mjs' ) ).href;
const CLI = path.resolve( __dirname, '../i18n.mjs' );
const CORE = path.resolve( __dirname, '../../.wp/wordpress/wp-includes' );
const PHP = [ '/usr/bin/php', '/usr/local/bin/php' ].find( ( candidate ) =>
	existsSync( candidate )
);

// Runs `lib[ name ]( ...args )` in Node; Maps, Sets and Buffers cross as tagged JSON.
const HARNESS = `
import { readFileSync } from 'node:fs';
import * as lib from ${ JSON.stringify( LIB ) };
const revive = ( key, value ) => value && value.__map ? new Map( value.__map ) : value && value.__set ? new Set( value.__set ) : value && value.type === 'Buffer' && Array.isArray( value.data ) ? Buffer.from( value.data ) : value;
const { name, args } = JSON.parse( readFileSync( 0, 'utf8' ), revive );
const result = lib[ name ]( ...args );
process.stdout.write( JSON.stringify( result, ( key, value ) => {
	if ( value && value.type === 'Buffer' && Array.isArray( value.data ) ) {
		return { __buffer: Buffer.from( value.data ).toString( 'base64' ) };
	}
	return value instanceof Set ? [ ...value ] : value;
} ) ?? 'null' );
`;

function callLib( name, ...args ) {
	const input = JSON.stringify( { name, args }, ( key, value ) => {
		if ( value instanceof Map ) {
			return { __map: [ ...value ] };
		}
		return value instanceof Set ? { __set: [ ...value ] } : value;
	} );
	const output = execFileSync(
		process.execPath,
		[ '--input-type=module', '-e', HARNESS ],
		{ input, encoding: 'utf8' }
	);
	return JSON.parse( output, ( key, value ) =>
		value && value.__buffer
			? Buffer.from( value.__buffer, 'base64' )
			: value
	);
}

const msgids = ( result ) =>
	result.messages.map( ( message ) => message.msgid );
const byMsgid = ( result, msgid, msgctxt ) =>
	result.messages.find(
		( message ) => message.msgid === msgid && message.msgctxt === msgctxt
	);

const TRANSLATION_PO = `msgid ""
msgstr ""
"PO-Revision-Date: 2026-11-21 10:35+0000\\n"
"Language: zh_TW\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"

msgid "Scroll to top"
msgstr "回到頂端"

msgctxt "block title"
msgid "Scroll to top"
msgstr "回到頂端"

msgid "%d item"
msgid_plural "%d items"
msgstr[0] "%d 件商品"

msgid "It's \\"quoted\\""
msgstr "這是「引號」"

msgid "Untranslated"
msgstr ""

#, fuzzy
msgid "Fuzzy"
msgstr "模糊"

msgid "123"
msgstr "一二三"
`;

describe( 'PHP extraction', () => {
	const source = `<?php
/* translators: %s: product name */
printf( esc_html__( 'Add %s to wishlist', 'boudoir' ), $name );
echo _x( 'Post', 'noun', 'boudoir' );
_e( 'It\\'s "quoted" \\\\ here', 'boudoir' );
echo esc_attr__( "Tab\\tand \\$dollar", 'boudoir' );
// translators: %d: number of items
$text = _n(
	'%d item',
	'%d items',
	$count,
	'boudoir'
);
echo _nx( 'One row', '%d rows', $n, 'table', 'boudoir' );
$labels = array( _n_noop( '%s star', '%s stars', 'boudoir' ), _nx_noop( '%s pair', '%s pairs', 'bra', 'boudoir' ) );
_ex( 'Open', 'verb', 'boudoir' );
echo esc_html_x( 'Size', 'bra size', 'boudoir' ) . esc_attr_x( 'Cup', 'bra cup', 'boudoir' );
esc_attr_e( 'Attr', 'boudoir' );
__( 'Other domain', 'woocommerce' );
__( 'Con' . 'catenated', 'boudoir' );
$shop->__( 'A method', 'boudoir' );
Shop::__( 'A static method', 'boudoir' );
__( "Hello $name", 'boudoir' );
$html = <<<HTML
	<a title='__( "not code", "boudoir" )'>
HTML;
?>
<p class="it's">Don't __( 'not code', 'boudoir' )</p>
<?php esc_html_e( 'After HTML', 'boudoir' ); # a comment
/* translators: only for the next call */ ;
esc_html_e( 'No comment here', 'boudoir' );
`;
	const result = callLib(
		'extractPhp',
		source,
		'php/example.php',
		'boudoir'
	);

	it( 'finds every call form with the boudoir domain, and nothing else', () => {
		expect( msgids( result ) ).toEqual( [
			'Add %s to wishlist',
			'Post',
			'It\'s "quoted" \\ here',
			'Tab\tand $dollar',
			'%d item',
			'One row',
			'%s star',
			'%s pair',
			'Open',
			'Size',
			'Cup',
			'Attr',
			'Concatenated',
			'After HTML',
			'No comment here',
		] );
	} );

	it( 'keeps translators comments, contexts, plurals and file:line references', () => {
		expect( byMsgid( result, 'Add %s to wishlist' ) ).toEqual( {
			msgid: 'Add %s to wishlist',
			comments: [ 'translators: %s: product name' ],
			references: [ 'php/example.php:3' ],
		} );
		expect( byMsgid( result, 'Post', 'noun' ).references ).toEqual( [
			'php/example.php:4',
		] );
		expect( byMsgid( result, '%d item' ) ).toMatchObject( {
			msgid_plural: '%d items',
			comments: [ 'translators: %d: number of items' ],
			references: [ 'php/example.php:8' ],
		} );
		expect( byMsgid( result, 'One row', 'table' ).msgid_plural ).toBe(
			'%d rows'
		);
		expect( byMsgid( result, '%s pair', 'bra' ).msgid_plural ).toBe(
			'%s pairs'
		);
		expect( byMsgid( result, '%s star' ).msgid_plural ).toBe( '%s stars' );
		expect( byMsgid( result, 'Size', 'bra size' ) ).toBeDefined();
		expect( byMsgid( result, 'No comment here' ).comments ).toEqual( [] );
		expect( byMsgid( result, 'After HTML' ).references ).toEqual( [
			'php/example.php:29',
		] );
	} );

	it( 'warns about strings it cannot read', () => {
		expect( result.warnings ).toEqual( [
			'php/example.php:23: a translatable argument is not a string literal',
		] );
	} );
} );

describe( 'JavaScript and TypeScript extraction', () => {
	const source = `import { __, _n, _nx, _x, sprintf } from '@wordpress/i18n';
const quoteless = /'/;
const a = __( 'Hello', 'boudoir' );
// translators: %s: shopper name
const b = sprintf( __( 'Hi %s', 'boudoir' ), name );
_x( 'Read', 'past tense', 'boudoir' );
_n( '%d star', '%d stars', count, 'boudoir' );
/* translators: %d: rows */
_nx( '%d row', '%d rows', count, 'table', 'boudoir' );
__( 'It\\'s', 'boudoir' );
__( "Say \\"hi\\"", 'boudoir' );
__(
	'Multi ' +
		'line',
	'boudoir'
);
export const C = () => <Button label={ /* translators: a button */ __( 'JSX label', 'boudoir' ) }>{ __( 'JSX child', 'boudoir' ) }</Button>;
__( 'Other', 'woocommerce' );
__( \`Template\`, 'boudoir' );
const generic = useState< string >( __( 'Typed', 'boudoir' ) );
`;
	const result = callLib(
		'extractJs',
		source,
		'blocks/x/edit.tsx',
		'boudoir'
	);

	it( 'finds __, _x, _n and _nx with the boudoir domain', () => {
		expect( msgids( result ) ).toEqual( [
			'Hello',
			'Hi %s',
			'Read',
			'%d star',
			'%d row',
			"It's",
			'Say "hi"',
			'Multi line',
			'JSX label',
			'JSX child',
			'Template',
			'Typed',
		] );
		expect( result.warnings ).toEqual( [] );
	} );

	it( 'keeps contexts, plurals, translators comments and lines', () => {
		expect( byMsgid( result, 'Hi %s' ) ).toEqual( {
			msgid: 'Hi %s',
			comments: [ 'translators: %s: shopper name' ],
			references: [ 'blocks/x/edit.tsx:5' ],
		} );
		expect( byMsgid( result, 'Read', 'past tense' ) ).toBeDefined();
		expect( byMsgid( result, '%d star' ).msgid_plural ).toBe( '%d stars' );
		expect( byMsgid( result, '%d row', 'table' ) ).toMatchObject( {
			msgid_plural: '%d rows',
			comments: [ 'translators: %d: rows' ],
		} );
		expect( byMsgid( result, 'Multi line' ).references ).toEqual( [
			'blocks/x/edit.tsx:12',
		] );
		expect( byMsgid( result, 'JSX label' ).comments ).toEqual( [
			'translators: a button',
		] );
		expect( byMsgid( result, 'JSX child' ).comments ).toEqual( [] );
		expect( byMsgid( result, 'Hello' ).comments ).toEqual( [] );
	} );

	it( 'reads the calls a minified build keeps', () => {
		const built =
			'(()=>{var o=window.wp.i18n;const t=(0,o.__)("Scroll to top","boudoir"),n=Object(o._x)("Top","block title","boudoir"),r=o._n("%d item","%d items",2,"boudoir");(0,o.__)("Close")})();';
		expect(
			callLib(
				'extractJs',
				built,
				'build/x/view.js',
				'boudoir'
			).messages.map( ( { msgid, msgctxt, msgid_plural: plural } ) => [
				msgctxt,
				msgid,
				plural,
			] )
		).toEqual( [
			[ undefined, 'Scroll to top', undefined ],
			[ 'block title', 'Top', undefined ],
			[ undefined, '%d item', '%d items' ],
		] );
	} );
} );

describe( 'block.json and plugin header', () => {
	it( 'extracts the fields WordPress translates, with their contexts', () => {
		const blockJson = JSON.stringify( {
			name: 'boudoir/x',
			title: 'Scroll to top',
			description: 'Back to the top.',
			keywords: [ 'top', 'scroll' ],
			textdomain: 'boudoir',
			styles: [ { name: 'round', label: 'Round' } ],
			variations: [
				{
					name: 'v',
					title: 'Variant',
					description: 'A variant.',
					keywords: [ 'alt' ],
				},
			],
			attributes: { title: { type: 'string' } },
		} );
		const result = callLib(
			'extractBlockJson',
			blockJson,
			'blocks/x/block.json',
			'boudoir'
		);
		expect(
			result.messages.map( ( { msgctxt, msgid } ) => [ msgctxt, msgid ] )
		).toEqual( [
			[ 'block title', 'Scroll to top' ],
			[ 'block description', 'Back to the top.' ],
			[ 'block keyword', 'top' ],
			[ 'block keyword', 'scroll' ],
			[ 'block style label', 'Round' ],
			[ 'block variation title', 'Variant' ],
			[ 'block variation description', 'A variant.' ],
			[ 'block variation keyword', 'alt' ],
		] );
		expect( result.messages[ 0 ].references ).toEqual( [
			'blocks/x/block.json',
		] );
	} );

	it( 'skips a block.json of another text domain', () => {
		expect(
			callLib(
				'extractBlockJson',
				'{"title":"X","textdomain":"other"}',
				'block.json',
				'boudoir'
			).messages
		).toEqual( [] );
	} );

	it( 'extracts the plugin header fields', () => {
		const plugin =
			'<?php\n/**\n * Plugin Name:       Boudoir\n * Plugin URI:        https://boudoir.test/\n * Description:       Blocks.\n * Version:           0.1.0\n * Author:            Boudoir\n */\n';
		expect(
			callLib(
				'extractPluginHeader',
				plugin,
				'boudoir.php'
			).messages.map( ( { msgid, comments } ) => [
				msgid,
				comments[ 0 ],
			] )
		).toEqual( [
			[ 'Boudoir', 'Plugin Name of the plugin' ],
			[ 'https://boudoir.test/', 'Plugin URI of the plugin' ],
			[ 'Blocks.', 'Description of the plugin' ],
			[ 'Boudoir', 'Author of the plugin' ],
		] );
	} );
} );

describe( 'the catalogue and the .pot', () => {
	it( 'merges duplicates and writes a sorted, dated-free template', () => {
		const messages = [
			{ msgid: 'B', comments: [], references: [ 'src/b.ts:9' ] },
			{
				msgid: 'A "quoted"\nline',
				comments: [ 'translators: x' ],
				references: [ 'src/a.ts:3' ],
			},
			{ msgid: 'B', comments: [], references: [ 'php/b.php:2' ] },
			{
				msgid: 'B',
				msgctxt: 'ctx',
				msgid_plural: 'Bs',
				comments: [],
				references: [ 'src/a.ts:1' ],
			},
		];
		const { entries } = callLib( 'buildCatalog', messages );
		expect(
			entries.map( ( { msgid, msgctxt, references } ) => [
				msgid,
				msgctxt,
				references,
			] )
		).toEqual( [
			[ 'B', undefined, [ 'php/b.php:2', 'src/b.ts:9' ] ],
			[ 'B', 'ctx', [ 'src/a.ts:1' ] ],
			[ 'A "quoted"\nline', undefined, [ 'src/a.ts:3' ] ],
		] );
		const pot = callLib( 'serializePo', {
			headers: callLib( 'potHeaders', {
				name: 'Boudoir',
				version: '0.1.0',
				domain: 'boudoir',
			} ),
			entries,
		} );
		expect( pot ).not.toMatch( /POT-Creation-Date/ );
		expect( pot ).toContain(
			'#: php/b.php:2\n#: src/b.ts:9\nmsgid "B"\nmsgstr ""'
		);
		expect( pot ).toContain(
			'msgctxt "ctx"\nmsgid "B"\nmsgid_plural "Bs"\nmsgstr[0] ""\nmsgstr[1] ""'
		);
		expect( pot ).toContain(
			'#. translators: x\n#: src/a.ts:3\nmsgid ""\n"A \\"quoted\\"\\n"\n"line"\nmsgstr ""'
		);
		// And it reads back.
		expect(
			callLib( 'parsePo', pot ).entries.map( ( { msgctxt, msgid } ) => [
				msgctxt,
				msgid,
			] )
		).toEqual(
			expect.arrayContaining( [
				[ undefined, 'B' ],
				[ 'ctx', 'B' ],
				[ undefined, 'A "quoted"\nline' ],
			] )
		);
	} );
} );

describe( 'script translations', () => {
	it( 'names the JSON file after the md5 of the path load_script_textdomain() hashes', () => {
		const md5 = createHash( 'md5' )
			.update( 'build/scroll-to-top/view.js' )
			.digest( 'hex' );
		// This name is the one WordPress 6.5 loaded for the view script on the dev site.
		expect( md5 ).toBe( '74be2111bd080ec5108b913f55919277' );
		expect(
			callLib(
				'scriptTranslationFilename',
				'boudoir',
				'zh_TW',
				'build/scroll-to-top/view.js'
			)
		).toBe( `boudoir-zh_TW-${ md5 }.json` );
		expect(
			callLib(
				'scriptTranslationFilename',
				'boudoir',
				'zh_TW',
				'build/scroll-to-top/view.min.js'
			)
		).toBe( `boudoir-zh_TW-${ md5 }.json` );
	} );

	it( "writes the Jed 1.x shape of wp i18n make-json, with only the script's strings", () => {
		const translation = callLib( 'parsePo', TRANSLATION_PO );
		const data = callLib(
			'jedData',
			translation,
			[
				'Scroll to top',
				'block title\u0004Scroll to top',
				'%d item',
				'Untranslated',
				'Fuzzy',
			],
			'build/x/view.js'
		);
		expect( data ).toEqual( {
			'translation-revision-date': '2026-11-21 10:35+0000',
			generator: 'Boudoir bin/i18n.mjs',
			source: 'build/x/view.js',
			domain: 'messages',
			locale_data: {
				messages: {
					'': {
						domain: 'messages',
						lang: 'zh_TW',
						'plural-forms': 'nplurals=1; plural=0;',
					},
					'%d item': [ '%d 件商品' ],
					'Scroll to top': [ '回到頂端' ],
					'block title\u0004Scroll to top': [ '回到頂端' ],
				},
			},
		} );
		expect(
			callLib(
				'jedData',
				translation,
				[ 'Nothing here' ],
				'build/x/index.js'
			)
		).toBeNull();
	} );

	it( 'adds the strings of the chunks an entry loads, and of chunks they load', () => {
		const chunks = new Map( [
			[
				'build/chunks/a.js',
				'(globalThis.webpackChunkboudoir||=[]).push([[661],{589(t,e,o){o.e(12).then(()=>0)}}]);',
			],
			[
				'build/chunks/b.js',
				'(globalThis.webpackChunkboudoir||=[]).push([[12],{5(t,e,o){}}]);',
			],
			[
				'build/chunks/c.js',
				'(globalThis.webpackChunkboudoir||=[]).push([[99],{7(t,e,o){}}]);',
			],
		] );
		expect(
			callLib(
				'chunksOfEntry',
				'const f=()=>o.e(661).then(()=>o(589));',
				chunks
			)
		).toEqual( [ 'build/chunks/a.js', 'build/chunks/b.js' ] );
		expect( callLib( 'chunksOfEntry', 'console.log(1)', chunks ) ).toEqual(
			[]
		);
	} );
} );

describe( 'the files WordPress loads', () => {
	let dir;
	beforeAll( () => {
		dir = mkdtempSync( path.join( os.tmpdir(), 'boudoir-i18n-' ) );
		const translation = callLib( 'parsePo', TRANSLATION_PO );
		writeFileSync(
			path.join( dir, 'boudoir-zh_TW.l10n.php' ),
			callLib( 'compileL10nPhp', translation )
		);
		writeFileSync(
			path.join( dir, 'boudoir-zh_TW.mo' ),
			callLib( 'compileMo', translation )
		);
	} );
	afterAll( () => rmSync( dir, { recursive: true, force: true } ) );

	it( 'writes .l10n.php as WP_Translation_File_PHP::export() does', () => {
		const php = readFileSync(
			path.join( dir, 'boudoir-zh_TW.l10n.php' ),
			'utf8'
		);
		expect(
			php.startsWith(
				"<?php\nreturn ['po-revision-date'=>'2026-11-21 10:35+0000','language'=>'zh_TW',"
			)
		).toBe( true );
		expect( php ).toContain( "123=>'一二三'" );
		expect( php ).toContain( "'%d item'=>'%d 件商品'" );
		expect( php ).toContain( "'It\\'s \"quoted\"'=>'這是「引號」'" );
		expect( php ).toContain(
			"'block title\u0004Scroll to top'=>'回到頂端'"
		);
		expect( php ).not.toContain( 'Untranslated' );
		expect( php ).not.toContain( 'Fuzzy' );
		expect( php.endsWith( ']];\n' ) ).toBe( true );
	} );

	it( 'exports PHP strings as var_export() does', () => {
		expect( callLib( 'phpString', "a'b\\c\0d" ) ).toBe(
			"'a\\'b\\\\c' . \"\\0\" . 'd'"
		);
	} );

	const canRunPhp =
		PHP &&
		existsSync(
			path.join( CORE, 'l10n/class-wp-translation-controller.php' )
		);
	// Needs php and the offline WordPress core (.wp/); skipped where they are missing.
	( canRunPhp ? describe : describe.skip )( 'in WordPress', () => {
		it( 'is loaded by WP_Translation_Controller, as the .mo is', () => {
			const script = `
			$wp = ${ JSON.stringify( CORE + '/' ) };
			require $wp . 'pomo/plural-forms.php';
			foreach ( array( 'controller', 'file', 'file-mo', 'file-php' ) as $part ) { require $wp . "l10n/class-wp-translation-$part.php"; }
			$dir = ${ JSON.stringify( dir ) };
			$out = array();
			foreach ( array( 'l10n.php', 'mo' ) as $type ) {
				$controller = new WP_Translation_Controller();
				$controller->set_locale( 'zh_TW' );
				$out[ $type ] = array(
					'loaded' => $controller->load_file( "$dir/boudoir-zh_TW.$type", 'boudoir', 'zh_TW' ),
					'plain' => $controller->translate( 'Scroll to top', '', 'boudoir' ),
					'context' => $controller->translate( 'Scroll to top', 'block title', 'boudoir' ),
					'plural' => $controller->translate_plural( array( '%d item', '%d items' ), 5, '', 'boudoir' ),
					'quoted' => $controller->translate( 'It\\'s "quoted"', '', 'boudoir' ),
					'numeric' => $controller->translate( '123', '', 'boudoir' ),
					'missing' => $controller->translate( 'Untranslated', '', 'boudoir' ),
				);
			}
			// The same data as core's own conversion of the .mo (whose charset is lower-cased).
			$mine = include "$dir/boudoir-zh_TW.l10n.php";
			$core = eval( substr( WP_Translation_File::transform( "$dir/boudoir-zh_TW.mo", 'php' ), strlen( '<?php' ) ) );
			$mine['content-type'] = strtolower( $mine['content-type'] );
			$out['same_as_core'] = $mine === $core;
			echo json_encode( $out );
		`;
			const result = JSON.parse(
				execFileSync( PHP, [ '-r', script ], { encoding: 'utf8' } )
			);
			const expected = {
				loaded: true,
				plain: '回到頂端',
				context: '回到頂端',
				plural: '%d 件商品',
				quoted: '這是「引號」',
				numeric: '一二三',
				missing: false,
			};
			expect( result[ 'l10n.php' ] ).toEqual( expected );
			expect( result.mo ).toEqual( expected );
			expect( result.same_as_core ).toBe( true );
		} );
	} );
} );

describe( 'check', () => {
	const template = [
		{ msgid: 'Scroll to top', comments: [], references: [] },
		{
			msgid: 'Scroll to top',
			msgctxt: 'block title',
			comments: [],
			references: [],
		},
		{
			msgid: '%d item',
			msgid_plural: '%d items',
			comments: [],
			references: [],
		},
		{ msgid: 'Missing', comments: [], references: [] },
		{ msgid: 'Untranslated', comments: [], references: [] },
		{ msgid: 'Fuzzy', comments: [], references: [] },
	];

	it( 'lists missing, empty, fuzzy and obsolete entries', () => {
		const translation = callLib( 'parsePo', TRANSLATION_PO );
		const { translated, problems } = callLib(
			'checkTranslation',
			template,
			translation,
			'zh_TW'
		);
		expect( translated ).toBe( 3 );
		expect( problems.sort() ).toEqual( [
			'empty: "Untranslated"',
			'fuzzy: "Fuzzy"',
			'missing: "Missing"',
			'obsolete (not in the .pot): "123"',
			'obsolete (not in the .pot): "It\'s \\"quoted\\""',
		] );
	} );

	// UTF-8 bytes read back as Latin-1 (C1 controls for 0x80–0x9F) or as Windows-1252 (written
	// out: Node's TextDecoder reads "windows-1252" as Latin-1).
	const WINDOWS_1252_80_9F =
		'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
	const asLatin1 = ( text ) =>
		Buffer.from( text, 'utf8' ).toString( 'latin1' );
	const asWindows1252 = ( text ) =>
		[ ...Buffer.from( text, 'utf8' ) ]
			.map( ( byte ) =>
				byte >= 0x80 && byte <= 0x9f
					? WINDOWS_1252_80_9F[ byte - 0x80 ]
					: String.fromCharCode( byte )
			)
			.join( '' );

	it( 'finds UTF-8 read as Latin-1 or Windows-1252, and what it meant', () => {
		for ( const meant of [
			'%s：',
			'已降價',
			'罩杯',
			'%d 件降價',
			'顏色：',
			'Café',
			'naïve',
			'Ł',
			'“quoted”',
			'—',
			'🩱',
		] ) {
			for ( const misread of [
				asLatin1( meant ),
				asWindows1252( meant ),
			] ) {
				expect( misread ).not.toBe( meant );
				const found = callLib( 'mojibake', misread );
				expect( [ misread, found ] ).toEqual( [
					misread,
					expect.objectContaining( { meant: expect.any( String ) } ),
				] );
				expect( meant ).toContain( found.meant );
				expect( misread ).toContain( found.misread );
			}
		}
		expect( callLib( 'mojibake', 'Colourï¼\u009a Blush' ) ).toEqual( {
			misread: 'ï¼\u009a',
			meant: '：',
		} );
	} );

	it( 'leaves correct text alone: Chinese, and Latin letters with accents, symbols and quotes', () => {
		for ( const text of [
			'Café',
			'Éloïse 半罩杯胸罩',
			'»Fuß«',
			'„Fuß“',
			'Ça coûte 10 €.',
			'naïve – déjà vu…',
			'‘café’”',
			'Crème brûlée’s',
			'São Paulo',
			'Ñandú™',
			'¿Qué?',
			'½ · 20 °C ± 2',
			'© 2026 Boudoir®',
			'IRMÃ”',
			'已降價',
			'%s：',
			'「%s」已加入願望清單。',
		] ) {
			expect( [ text, callLib( 'mojibake', text ) ] ).toEqual( [
				text,
				null,
			] );
		}
	} );

	it( 'lists mis-encoded translations and lost characters (U+FFFD)', () => {
		const translation = callLib(
			'parsePo',
			`msgid ""\nmsgstr ""\n"Language: zh_TW\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n\nmsgid "Cup"\nmsgstr "${ asLatin1(
				'罩杯'
			) }"\n\nmsgid "%d price drop"\nmsgid_plural "%d price drops"\nmsgstr[0] "${ asWindows1252(
				'%d 件降價'
			) }"\n\nmsgid "Band"\nmsgstr "下胸\ufffd"\n\nmsgid "Éloïse"\nmsgstr "Éloïse"\n`
		);
		const { translated, problems } = callLib(
			'checkTranslation',
			[
				{ msgid: 'Cup', comments: [], references: [] },
				{
					msgid: '%d price drop',
					msgid_plural: '%d price drops',
					comments: [],
					references: [],
				},
				{ msgid: 'Band', comments: [], references: [] },
				{ msgid: 'Éloïse', comments: [], references: [] },
			],
			translation,
			'zh_TW'
		);
		expect( translated ).toBe( 1 );
		expect( problems ).toEqual( [
			'mis-encoded: "Cup" msgstr "ç½©æ\\u009d¯" is UTF-8 read as Latin-1 or Windows-1252: "ç½©æ\\u009d¯" was "罩杯"',
			'mis-encoded: "%d price drop" msgstr "%d ä»¶é™\\u008dåƒ¹" is UTF-8 read as Latin-1 or Windows-1252: "ä»¶é™\\u008dåƒ¹" was "件降價"',
			'mis-encoded: "Band" msgstr "下胸\\ufffd" has U+FFFD (a character lost in a conversion)',
		] );
	} );

	it( 'finds the lines of a .po file that are not UTF-8', () => {
		const bytes = Buffer.concat( [
			Buffer.from( 'msgid "Cup"\nmsgstr "', 'utf8' ),
			Buffer.from( '罩杯', 'utf8' ).subarray( 0, 4 ),
			Buffer.from( '"\n\nmsgid "Caf', 'utf8' ),
			Buffer.from( [ 0xe9 ] ), // Latin-1's é.
			Buffer.from( '"\nmsgstr "咖啡"\n', 'utf8' ),
		] );
		expect( callLib( 'checkPoBytes', bytes ) ).toEqual( [
			'line 2 is not valid UTF-8',
			'line 4 is not valid UTF-8',
		] );
		expect(
			callLib( 'checkPoBytes', Buffer.from( TRANSLATION_PO, 'utf8' ) )
		).toEqual( [] );
	} );

	it( 'fails from the command line when a translation is missing, and passes once it is there', () => {
		const root = mkdtempSync(
			path.join( os.tmpdir(), 'boudoir-i18n-plugin-' )
		);
		try {
			writeFileSync(
				path.join( root, 'boudoir.php' ),
				'<?php\n/**\n * Plugin Name: Boudoir\n * Version: 0.1.0\n */\n'
			);
			mkdirSync( path.join( root, 'src' ) );
			writeFileSync(
				path.join( root, 'src/errors.ts' ),
				"__( 'You are probably offline.', 'boudoir' );\n__( 'An unknown error occurred.', 'boudoir' );\n"
			);
			mkdirSync( path.join( root, 'languages' ) );
			const po = ( extra ) =>
				`msgid ""\nmsgstr ""\n"Language: zh_TW\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n\nmsgid "Boudoir"\nmsgstr "Boudoir"\n\nmsgid "You are probably offline."\nmsgstr "您可能已離線。"\n${ extra }`;
			writeFileSync(
				path.join( root, 'languages/boudoir-zh_TW.po' ),
				po( '' )
			);
			const run = ( command ) =>
				spawnSync( process.execPath, [ CLI, command ], {
					env: { ...process.env, BOUDOIR_I18N_ROOT: root },
					encoding: 'utf8',
				} );

			const stale = run( 'check' );
			expect( stale.status ).toBe( 1 );
			expect( stale.stderr ).toContain(
				'languages/boudoir.pot is missing'
			);

			expect( run( 'pot' ).status ).toBe( 0 );
			const missing = run( 'check' );
			expect( missing.status ).toBe( 1 );
			expect( missing.stderr ).toContain(
				'languages/boudoir-zh_TW.po: missing: "An unknown error occurred."'
			);

			writeFileSync(
				path.join( root, 'languages/boudoir-zh_TW.po' ),
				po(
					'\nmsgid "An unknown error occurred."\nmsgstr "發生未知的錯誤。"\n'
				)
			);
			const complete = run( 'check' );
			expect( complete.stderr ).toBe( '' );
			expect( complete.status ).toBe( 0 );
			expect( complete.stdout.trim() ).toBe(
				'i18n: 3 strings, zh_TW 3/3'
			);

			// The same file with a translation mis-encoded, then with bytes that are not UTF-8.
			writeFileSync(
				path.join( root, 'languages/boudoir-zh_TW.po' ),
				po(
					`\nmsgid "An unknown error occurred."\nmsgstr "${ Buffer.from(
						'發生未知的錯誤。',
						'utf8'
					).toString( 'latin1' ) }"\n`
				)
			);
			const misEncoded = run( 'check' );
			expect( misEncoded.status ).toBe( 1 );
			expect( misEncoded.stderr ).toContain(
				'languages/boudoir-zh_TW.po: mis-encoded: "An unknown error occurred." msgstr'
			);
			expect( misEncoded.stderr ).toContain( 'was "發生未知的錯誤。"' );
			writeFileSync(
				path.join( root, 'languages/boudoir-zh_TW.po' ),
				Buffer.concat( [
					Buffer.from( po( '' ), 'utf8' ),
					Buffer.from(
						'\nmsgid "An unknown error occurred."\nmsgstr "',
						'utf8'
					),
					Buffer.from( '發生未知的錯誤。', 'utf8' ).subarray( 0, 5 ),
					Buffer.from( '"\n', 'utf8' ),
				] )
			);
			const notUtf8 = run( 'check' );
			expect( notUtf8.status ).toBe( 1 );
			expect( notUtf8.stderr ).toContain(
				'languages/boudoir-zh_TW.po: line 14 is not valid UTF-8'
			);

			writeFileSync(
				path.join( root, 'src/errors.ts' ),
				"__( 'You are probably offline.', 'boudoir' );\n__( 'A new string.', 'boudoir' );\n"
			);
			const outdated = run( 'check' );
			expect( outdated.status ).toBe( 1 );
			expect( outdated.stderr ).toContain(
				'languages/boudoir.pot is out of date with the sources'
			);
			expect( outdated.stderr ).toContain( '+ "A new string."' );
		} finally {
			rmSync( root, { recursive: true, force: true } );
		}
	}, 90000 ); // Seven runs of the command line: slow on a busy machine.
} );

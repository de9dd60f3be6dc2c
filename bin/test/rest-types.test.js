/**
 * Unit tests of bin/lib/rest-types.js: the TypeScript it writes from the routes' published
 * schemas (the types, and the guards the store checks answers with at run time).
 */

/**
 * External dependencies
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

/**
 * Internal dependencies
 */
const {
	generate,
	writeRestTypes,
	SNAPSHOT,
} = require( '../lib/rest-types.js' );

const LIST = {
	$schema: 'http://json-schema.org/draft-04/schema#',
	title: 'boudoir-wishlist',
	type: 'object',
	properties: {
		id: { type: 'integer' },
		token: { type: 'string' },
		wishlist_name: { type: 'string' },
		privacy: { type: 'string', enum: [ 'public', 'private' ] },
		share_url: { type: [ 'string', 'null' ], format: 'uri' },
	},
};

const SHORT_LIST = {
	type: 'array',
	items: {
		type: 'object',
		properties: { id: { type: 'integer' }, token: { type: 'string' } },
	},
};

/**
 * A snapshot of one route, as `OPTIONS` describes it.
 *
 * @param {string} route  The route, under /boudoir/v1.
 * @param {Object} schema Its answer's schema.
 * @param {Object} args   Its fields.
 * @param {string} method Its method.
 * @return {Object} The snapshot.
 */
const oneRoute = ( route, schema, args = [], method = 'POST' ) => ( {
	[ `/boudoir/v1${ route }` ]: {
		methods: [ method ],
		endpoints: [ { methods: [ method ], args } ],
		...( schema && { schema } ),
	},
} );

/**
 * The lines of a generated declaration, from its first line to its closing one.
 *
 * @param {string} source The module.
 * @param {string} start  Its first line's start.
 * @return {string} The declaration.
 */
const declaration = ( source, start ) => {
	const from = source.indexOf( start );
	expect( from ).toBeGreaterThanOrEqual( 0 );
	return source.slice( from, source.indexOf( '\n}\n', from ) + 3 );
};

describe( 'generate', () => {
	it( 'writes an answer’s every field as required, a request’s as its argument says', () => {
		const source = generate(
			oneRoute(
				'/wishlists/(?P<wishlist_id>\\d{1,19})/title',
				{
					title: 'boudoir-wishlist-title',
					type: 'object',
					properties: {
						message: { type: 'string' },
						wishlist: LIST,
					},
				},
				{
					wishlist_id: {
						description: 'The list.',
						type: 'integer',
						required: true,
					},
					title: { type: 'string', required: false },
					variation: {
						type: 'array',
						items: {
							type: 'object',
							properties: {
								attribute: { type: 'string' },
								value: { type: 'string' },
							},
							required: [ 'attribute' ],
						},
						required: false,
					},
				}
			)
		);

		expect( declaration( source, 'export interface Wishlist ' ) ).toBe(
			`export interface Wishlist {
	id: number;
	token: string;
	wishlist_name: string;
	privacy: 'public' | 'private';
	share_url: string | null;
}
`
		);
		expect(
			declaration( source, 'export interface WishlistTitle ' )
		).toContain( '\tmessage: string;\n\twishlist: Wishlist;\n' );
		const route = declaration(
			source,
			"\t'POST /wishlists/<wishlist_id>/title': {"
		);
		expect( route ).toContain(
			'\t\t\t/** The list. */\n\t\t\twishlist_id: number;\n'
		);
		expect( route ).toContain( '\t\t\ttitle?: string;\n' );
		expect( route ).toContain(
			'\t\t\tvariation?: Array< {\n\t\t\t\tattribute: string;\n\t\t\t\tvalue?: string;\n\t\t\t} >;\n'
		);
		expect( route ).toContain( '\t\tanswer: WishlistTitle;\n' );
	} );

	it( 'names a titled schema once, with its null where a field may hold none, and refuses two that differ', () => {
		const removed = {
			title: 'boudoir-removed',
			type: 'object',
			properties: {
				wishlist: { ...LIST, type: [ 'object', 'null' ] },
			},
		};
		const source = generate( {
			...oneRoute( '/items/remove', removed ),
			...oneRoute( '/wishlists', LIST, [], 'GET' ),
		} );
		expect( source.match( /export interface Wishlist /g ) ).toHaveLength(
			1
		);
		expect( source ).toContain( '\twishlist: Wishlist | null;\n' );
		expect( source ).toContain( "\t'GET /wishlists': {" );

		const other = {
			...LIST,
			properties: { ...LIST.properties, slug: { type: 'string' } },
		};
		expect( () =>
			generate( {
				...oneRoute( '/items/remove', removed ),
				...oneRoute( '/wishlists', other, [], 'GET' ),
			} )
		).toThrow( 'two schemas are titled boudoir-wishlist but differ' );
	} );

	it( 'names the entries of a list field that are alike wherever it appears, and keeps others inline', () => {
		const answer = ( title, variation ) => ( {
			title,
			type: 'object',
			properties: {
				user_wishlists: SHORT_LIST,
				variation: {
					type: 'array',
					items: {
						type: 'object',
						properties: { [ variation ]: { type: 'string' } },
					},
				},
			},
		} );
		const source = generate( {
			...oneRoute( '/items/add', answer( 'boudoir-item-added', 'raw' ) ),
			...oneRoute( '/items/saved', answer( 'boudoir-saved', 'value' ) ),
		} );

		expect( declaration( source, 'export interface UserWishlist ' ) )
			.toBe( `export interface UserWishlist {
	id: number;
	token: string;
}
` );
		expect( source ).toContain(
			'\tuser_wishlists: Array< UserWishlist >;\n'
		);
		expect( source ).toContain( '\tvariation: Array< {\n\t\traw: string;' );
		expect( source ).not.toContain( 'interface Variation' );
	} );

	it( 'checks the keys and what holds them at run time, and lets schemas alike share a guard', () => {
		const item = ( title ) => ( {
			title,
			type: 'object',
			properties: {
				result: { type: [ 'boolean', 'string', 'null' ] },
				message: { type: 'string' },
				wishlist: LIST,
				user_wishlists: SHORT_LIST,
				positions: { type: 'array', items: { type: 'integer' } },
				image: {
					type: [ 'object', 'null' ],
					properties: { src: { type: 'string' } },
				},
			},
		} );
		const source = generate( {
			...oneRoute( '/items/move', item( 'boudoir-item-moved' ) ),
			...oneRoute( '/items/copy', item( 'boudoir-item-copied' ) ),
		} );

		expect( declaration( source, 'export function isWishlist(' ) ).toBe(
			`export function isWishlist( value: unknown ): value is Wishlist {
	return isObject( value ) && Number.isInteger( value.id ) && typeof value.token === 'string';
}
`
		);
		expect( declaration( source, 'export function isItemCopied(' ) ).toBe(
			`export function isItemCopied( value: unknown ): value is ItemCopied {
	return isObject( value ) && isWishlist( value.wishlist ) && isList( value.user_wishlists, isUserWishlist ) && isList( value.positions, ( entry ) => Number.isInteger( entry ) );
}
`
		);
		expect( source ).toContain(
			'export const isItemMoved: ( value: unknown ) => value is ItemMoved =\n\tisItemCopied;\n'
		);
		expect( source ).toContain(
			"import { isList, isObject } from './answers';"
		);
	} );

	it( 'writes a nullable key’s check, and a route without an answer schema answers unknown', () => {
		const source = generate( {
			...oneRoute( '/estimate', null ),
			...oneRoute( '/items/saved', {
				title: 'boudoir-saved-item',
				type: 'object',
				properties: { wishlist_id: { type: [ 'integer', 'null' ] } },
			} ),
		} );
		expect( source ).toContain(
			'( value.wishlist_id === null || ( Number.isInteger( value.wishlist_id ) ) )'
		);
		expect( declaration( source, "\t'POST /estimate': {" ) ).toContain(
			'\t\targs: Record< string, unknown >;\n\t\tanswer: unknown;\n'
		);
	} );

	it( 'stops at what it does not read rather than write a wrong type', () => {
		const with_ = ( field ) =>
			oneRoute( '/items/add', {
				title: 'boudoir-item-added',
				type: 'object',
				properties: { field },
			} );
		expect( () =>
			generate( with_( { anyOf: [ { type: 'string' } ] } ) )
		).toThrow( 'boudoir-item-added.field: anyOf is not read' );
		expect( () => generate( with_( { type: 'date' } ) ) ).toThrow(
			'type "date" is not one bin/lib/rest-types.js knows'
		);
		expect( () =>
			generate( {
				'/wc/store/v1/cart': {
					methods: [ 'GET' ],
					endpoints: [ { methods: [ 'GET' ], args: [] } ],
				},
			} )
		).toThrow( '/wc/store/v1/cart is not under /boudoir/v1' );
	} );
} );

describe( 'writeRestTypes', () => {
	it( 'writes the module from the snapshot, and leaves it alone while the snapshot is the same', () => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'rest-types-' ) );
		const output = path.join( dir, 'rest-types.gen.ts' );
		try {
			expect( writeRestTypes( SNAPSHOT, output ) ).toBe( true );
			const written = fs.readFileSync( output, 'utf8' );
			expect( written ).toBe(
				generate( JSON.parse( fs.readFileSync( SNAPSHOT, 'utf8' ) ) )
			);
			expect( writeRestTypes( SNAPSHOT, output ) ).toBe( false );
			expect( fs.readdirSync( dir ) ).toEqual( [ 'rest-types.gen.ts' ] );
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	} );

	it( 'gives every route of the snapshot its types, and every answer schema its guard', () => {
		const snapshot = JSON.parse( fs.readFileSync( SNAPSHOT, 'utf8' ) );
		const source = generate( snapshot );
		const shown = ( route ) =>
			route
				.slice( '/boudoir/v1'.length )
				.replace( /\(\?P<(\w+)>[^)]*\)/g, '<$1>' );
		const keys = Object.entries( snapshot ).flatMap( ( [ route, data ] ) =>
			data.methods.map( ( method ) => `${ method } ${ shown( route ) }` )
		);
		const guards = Object.values( snapshot )
			.filter( ( data ) => data.schema )
			.map(
				( data ) =>
					`is${ data.schema.title
						.replace( /^boudoir-/, '' )
						.replace( /(^|-)([a-z])/g, ( _, __, letter ) =>
							letter.toUpperCase()
						) }`
			);
		expect( keys.length ).toBeGreaterThanOrEqual( 19 );
		keys.forEach( ( key ) =>
			expect( source ).toContain( `\t'${ key }': {` )
		);
		expect( guards.length ).toBeGreaterThanOrEqual( 17 );
		guards.forEach( ( guard ) =>
			expect( source ).toMatch(
				new RegExp( `export (function|const) ${ guard }\\b` )
			)
		);
	} );
} );

/**
 * The REST routes' TypeScript, generated from what they publish: tests/fixtures/rest-schemas.json,
 * the `OPTIONS` description of every `boudoir/v1` route, which Rest_Schemas_Test holds to the
 * server. One module comes out, src/stores/wishlist/rest-types.gen.ts (git-ignored, never
 * edited): an interface per titled schema, `RestRoutes` (each route's fields and answer), and a
 * guard per titled schema, the check the store's client holds each answer to at run time.
 *
 * WordPress's dialect of JSON schema, as the routes use it: an answer carries every field of its
 * schema (Route_Test holds the answers to it), so every answer field is required; a request field
 * is required when its argument says `required: true` (or, nested, when its object's `required`
 * lists it). A keyword that changes a value's type and is not read here (`anyOf`, `oneOf`, …)
 * stops the generator rather than give a wrong type.
 *
 * The guards check what the store files answers by, which every shopper's download pays for:
 * the keys (`id`, `token`, `…_id`, `…_token`), and the objects and lists on the way to them (a
 * list of scalars counts: `positions` holds item ids). The rest of a type is the server's word,
 * held to the schema by Route_Test, and by the store's tests, whose fake server answers only
 * what the whole schema allows (src/stores/wishlist/test/fixtures.ts).
 *
 * CommonJS, so that webpack's config and jest's set-up can require it (bin/rest-types.mjs runs
 * it by hand).
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const REPO = path.resolve( __dirname, '../..' );

/** The snapshot the module comes from. */
const SNAPSHOT = path.join( REPO, 'tests/fixtures/rest-schemas.json' );

/** The module (git-ignored). */
const OUTPUT = path.join( REPO, 'src/stores/wishlist/rest-types.gen.ts' );

const NAMESPACE = '/boudoir/v1';

/** Each JSON type's TypeScript. */
const TS_TYPES = {
	string: 'string',
	integer: 'number',
	number: 'number',
	boolean: 'boolean',
	null: 'null',
	array: 'array',
	object: 'object',
};

/** The check of a scalar, by its JSON type, as a TypeScript expression. */
const SCALAR_CHECKS = {
	string: ( value ) => `typeof ${ value } === 'string'`,
	integer: ( value ) => `Number.isInteger( ${ value } )`,
	number: ( value ) => `typeof ${ value } === 'number'`,
	boolean: ( value ) => `typeof ${ value } === 'boolean'`,
};

/** Keywords that would change a value's type, which this generator does not read. */
const UNREAD = [
	'anyOf',
	'oneOf',
	'allOf',
	'not',
	'patternProperties',
	'$ref',
];

/**
 * A route's key: `METHOD /path`, path parameters as `<name>` (as docs/rest-api.md writes them).
 *
 * @param {string} method The method.
 * @param {string} route  The route as registered, e.g. `/boudoir/v1/items/(?P<item_id>\d{1,19})`.
 * @return {string} E.g. `DELETE /items/<item_id>`.
 */
function routeKey( method, route ) {
	if ( ! route.startsWith( `${ NAMESPACE }/` ) ) {
		throw new Error( `${ route } is not under ${ NAMESPACE }` );
	}
	const shown = route
		.slice( NAMESPACE.length )
		.replace( /\(\?P<(\w+)>[^)]*\)/g, '<$1>' );
	return `${ method } ${ shown }`;
}

/**
 * A schema's JSON types, as a list.
 *
 * @param {Object} schema A schema.
 * @param {string} where  Where it is, for errors.
 * @return {string[]} Its types.
 */
function typesOf( schema, where ) {
	const unread = UNREAD.filter( ( keyword ) => keyword in schema );
	if ( unread.length > 0 ) {
		throw new Error(
			`${ where }: ${ unread.join( ', ' ) } is not read by bin/lib/rest-types.js`
		);
	}
	const types = [ schema.type ].flat();
	if (
		types.length === 0 ||
		types.some( ( type ) => ! Object.hasOwn( TS_TYPES, type ) )
	) {
		throw new Error(
			`${ where }: type ${ JSON.stringify(
				schema.type
			) } is not one bin/lib/rest-types.js knows`
		);
	}
	return types;
}

/**
 * An object's fields (PHP's JSON writes an empty `properties` as `[]`).
 *
 * @param {Object} schema An object's schema.
 * @return {Array<[string, Object]>} Its fields and their schemas, in order.
 */
function fieldsOf( schema ) {
	return Array.isArray( schema.properties )
		? []
		: Object.entries( schema.properties ?? {} );
}

/**
 * The name of a titled schema's interface: `boudoir-wishlist-item` → `WishlistItem`.
 *
 * @param {string} title The title.
 * @return {string} The name.
 */
function typeName( title ) {
	return title
		.replace( /^boudoir-/, '' )
		.replace( /(^|-)([a-z])/g, ( _, __, letter ) => letter.toUpperCase() );
}

/**
 * Whether a field is a key the store files things under: `id`, `token`, `…_id`, `…_token`.
 *
 * @param {string} name The field.
 * @return {boolean} Whether it is.
 */
function isKey( name ) {
	return /^(id|token)$|_(id|token)$/.test( name );
}

/**
 * Whether a value holds a key: an object with a key field, or a list of scalars (of ids), at any depth.
 *
 * @param {Object} schema The value's schema.
 * @return {boolean} Whether it does.
 */
function holdsKey( schema ) {
	if ( schema.items ) {
		return ! schema.items.properties || holdsKey( schema.items );
	}
	return fieldsOf( schema ).some(
		( [ name, field ] ) => isKey( name ) || holdsKey( field )
	);
}

/**
 * A titled schema as it is defined once: without `$schema` and without the `null` a field that
 * holds it may add.
 *
 * @param {Object} schema A titled schema.
 * @return {Object} Its definition.
 */
function definition( schema ) {
	const { $schema, ...rest } = schema;
	const types = [ schema.type ].flat().filter( ( type ) => type !== 'null' );
	return { ...rest, type: types.length === 1 ? types[ 0 ] : types };
}

const fieldName = ( name ) =>
	/^[A-Za-z_$][\w$]*$/.test( name ) ? name : `'${ name }'`;

const literal = ( value ) =>
	typeof value === 'string'
		? `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`
		: JSON.stringify( value );

const docComment = ( text, indent ) =>
	text ? `${ indent }/** ${ text.replace( /\*\//g, '*∕' ) } */\n` : '';

/**
 * The snapshot with a title for the entries of each list field that holds the same untitled
 * objects wherever it appears: `user_wishlists` → `boudoir-user-wishlist` (`UserWishlist`). A
 * field whose entries differ from one answer to another (`variation`) keeps them inline.
 *
 * @param {Object} snapshot The snapshot.
 * @return {Object} A copy, those entries titled.
 */
function nameListEntries( snapshot ) {
	const copy = JSON.parse( JSON.stringify( snapshot ) );
	const lists = [];
	const walk = ( schema ) => {
		for ( const [ name, field ] of fieldsOf( schema ) ) {
			if ( field.items?.properties && ! field.items.title ) {
				lists.push( [ name, field.items ] );
			}
			walk( field );
		}
		if ( schema.items ) {
			walk( schema.items );
		}
	};
	Object.values( copy ).forEach(
		( route ) => route.schema && walk( route.schema )
	);
	for ( const [ name ] of lists ) {
		const entries = lists.filter( ( [ other ] ) => other === name );
		const alike = new Set(
			entries.map( ( [ , entry ] ) => JSON.stringify( entry ) )
		);
		if ( alike.size === 1 ) {
			const title = `boudoir-${ name
				.replace( /_/g, '-' )
				.replace( /s$/, '' ) }`;
			entries.forEach( ( [ , entry ] ) => ( entry.title = title ) );
		}
	}
	return copy;
}

/**
 * Generates the module from the snapshot.
 *
 * @param {Object} snapshot Route → `{ methods, endpoints, schema }`, as `OPTIONS` describes it.
 * @return {string} The TypeScript module.
 */
function generate( snapshot ) {
	const routes = nameListEntries( snapshot );
	/** Titled schemas by title, as defined once. */
	const titled = new Map();
	/** The guards of titled schemas by name: `[ title, check ]`. */
	const guards = new Map();

	function remember( schema, where ) {
		const defined = definition( schema );
		const known = titled.get( schema.title );
		if ( ! known ) {
			titled.set( schema.title, defined );
		} else if ( JSON.stringify( known ) !== JSON.stringify( defined ) ) {
			throw new Error(
				`${ where }: two schemas are titled ${ schema.title } but differ`
			);
		}
	}

	/**
	 * A schema's TypeScript.
	 *
	 * @param {Object}  schema   The schema.
	 * @param {boolean} answer   An answer's (every field required) or a request's.
	 * @param {string}  where    Where it is, for errors.
	 * @param {string}  indent   The indentation of its lines.
	 * @param {boolean} defining Whether this is the titled schema's own definition.
	 * @return {string} The type.
	 */
	function typeOf( schema, answer, where, indent, defining = false ) {
		const types = typesOf( schema, where );
		const nullable = types.includes( 'null' );
		if ( schema.title && ! defining ) {
			remember( schema, where );
			return typeName( schema.title ) + ( nullable ? ' | null' : '' );
		}
		if ( schema.enum ) {
			const values = new Set( [
				...schema.enum,
				...( nullable ? [ null ] : [] ),
			] );
			return [ ...values ].map( literal ).join( ' | ' );
		}
		return types
			.map( ( type ) => {
				if ( type === 'array' ) {
					return schema.items
						? `Array< ${ typeOf(
								schema.items,
								answer,
								`${ where }[]`,
								indent
							) } >`
						: 'unknown[]';
				}
				return type === 'object'
					? objectOf( schema, answer, where, indent )
					: TS_TYPES[ type ];
			} )
			.join( ' | ' );
	}

	function objectOf( schema, answer, where, indent ) {
		const fields = fieldsOf( schema );
		if ( fields.length === 0 ) {
			return 'Record< string, unknown >';
		}
		const listed = Array.isArray( schema.required ) ? schema.required : [];
		const inner = `${ indent }\t`;
		const lines = fields.map( ( [ name, field ] ) => {
			const optional = ! (
				answer ||
				field.required === true ||
				listed.includes( name )
			);
			return `${ docComment( field.description, inner ) }${ inner }${ fieldName(
				name
			) }${ optional ? '?' : '' }: ${ typeOf(
				field,
				answer,
				`${ where }.${ name }`,
				inner
			) };\n`;
		} );
		return `{\n${ lines.join( '' ) }${ indent }}`;
	}

	/**
	 * A value's check at run time (see the top of this file), as a TypeScript expression.
	 *
	 * @param {Object}  schema   The value's schema.
	 * @param {string}  value    The value, as an expression.
	 * @param {string}  where    Where it is, for errors.
	 * @param {boolean} defining Whether this is the titled schema's own guard.
	 * @return {string} A boolean expression.
	 */
	function checkOf( schema, value, where, defining = false ) {
		const types = typesOf( schema, where );
		const orNull = ( check ) =>
			types.includes( 'null' )
				? `( ${ value } === null || ${ check } )`
				: check;
		if ( schema.title && ! defining ) {
			const name = `is${ typeName( schema.title ) }`;
			if ( ! guards.has( name ) ) {
				// Named before its check is made, so that a schema holding itself ends.
				guards.set( name, [] );
				guards.set( name, [
					schema.title,
					checkOf( definition( schema ), 'value', where, true ),
				] );
			}
			return orNull( `${ name }( ${ value } )` );
		}
		if ( types.includes( 'object' ) ) {
			const fields = fieldsOf( schema ).filter(
				( [ name, field ] ) => isKey( name ) || holdsKey( field )
			);
			const checks = fields.map( ( [ name, field ] ) =>
				checkOf( field, `${ value }.${ name }`, `${ where }.${ name }` )
			);
			return orNull(
				[ `isObject( ${ value } )`, ...checks ].join( ' && ' )
			);
		}
		if ( types.includes( 'array' ) ) {
			const check = schema.items
				? checkOf( schema.items, 'entry', `${ where }[]` )
				: 'true';
			// A guard is passed as it is.
			const guard = check.match( /^(\w+)\( entry \)$/ );
			const each = guard ? guard[ 1 ] : `( entry ) => ${ check }`;
			return orNull( `isList( ${ value }, ${ each } )` );
		}
		const scalar = types
			.filter( ( type ) => type !== 'null' )
			.map( ( type ) => SCALAR_CHECKS[ type ]( value ) )
			.join( ' || ' );
		return types.length > 1 ? orNull( `( ${ scalar } )` ) : scalar;
	}

	const entries = [];
	for ( const [ route, data ] of Object.entries( routes ) ) {
		for ( const endpoint of data.endpoints ) {
			for ( const method of endpoint.methods ) {
				const where = routeKey( method, route );
				const args = objectOf(
					{ properties: endpoint.args ?? {} },
					false,
					`${ where } args`,
					'\t\t'
				);
				const answer = data.schema
					? typeOf( data.schema, true, `${ where } answer`, '\t\t' )
					: 'unknown';
				entries.push(
					`\t'${ where }': {\n\t\targs: ${ args };\n\t\tanswer: ${ answer };\n\t};\n`
				);
				if ( data.schema ) {
					checkOf( data.schema, 'answer', `${ where } answer` );
				}
			}
		}
	}

	// A definition may name titled schemas not met yet: define until none is left.
	const defined = new Map();
	for ( let left = [ ...titled ]; left.length > 0; ) {
		for ( const [ title, schema ] of left ) {
			defined.set( title, typeOf( schema, true, title, '', true ) );
		}
		left = [ ...titled ].filter( ( [ title ] ) => ! defined.has( title ) );
	}
	const interfaces = [ ...defined ]
		.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
		.map(
			( [ title, type ] ) =>
				`/** ${ title } */\nexport interface ${ typeName(
					title
				) } ${ type }\n`
		);

	// Schemas alike but for their titles (a move's answer and a copy's) share one guard.
	const firstWith = new Map();
	const checks = [ ...guards ]
		.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
		.map( ( [ name, [ title, check ] ] ) => {
			const type = typeName( title );
			const doc = `/** Whether a value is a ${ title }, by its keys. */\n`;
			const { title: _, ...shape } = titled.get( title );
			const same = firstWith.get( JSON.stringify( shape ) );
			if ( same ) {
				return `${ doc }export const ${ name }: ( value: unknown ) => value is ${ type } =\n\t${ same };\n`;
			}
			firstWith.set( JSON.stringify( shape ), name );
			return `${ doc }export function ${ name }( value: unknown ): value is ${ type } {\n\treturn ${ check };\n}\n`;
		} );

	return `/**
 * Boudoir's REST routes as they describe themselves (\`OPTIONS\`), generated by
 * bin/rest-types.mjs from tests/fixtures/rest-schemas.json: do not edit or commit this file
 * (docs/development.md, "REST types").
 */

import { isList, isObject } from './answers';

${ interfaces.join( '\n' ) }
/**
 * Each route, \`METHOD /path\` (path parameters as \`<name>\`): the fields it takes (\`args\`,
 * path parameters too) and what it answers (\`answer\`; for a collection, one entry).
 */
export interface RestRoutes {
${ entries.join( '' ) }}

/*
 * The checks at run time: each looks at the keys the store files an answer by (ids and
 * tokens) and at the objects and lists holding them; the rest of the type is the server's
 * word, held to the schema by its own tests (bin/lib/rest-types.js).
 */

${ checks.join( '\n' ) }`;
}

/**
 * Writes the module from the snapshot when it changed (so watchers are not woken for nothing),
 * through a file of its own renamed into place: the lint and unit lanes run side by side, and
 * neither may read the other's half-written module.
 *
 * @param {string} snapshot The snapshot's path.
 * @param {string} output   The module's path.
 * @return {boolean} Whether it was written.
 */
function writeRestTypes( snapshot = SNAPSHOT, output = OUTPUT ) {
	const source = generate(
		JSON.parse( fs.readFileSync( snapshot, 'utf8' ) )
	);
	if (
		fs.existsSync( output ) &&
		fs.readFileSync( output, 'utf8' ) === source
	) {
		return false;
	}
	const partial = `${ output }.${ process.pid }.tmp`;
	fs.writeFileSync( partial, source );
	fs.renameSync( partial, output );
	return true;
}

module.exports = { generate, writeRestTypes, SNAPSHOT, OUTPUT };

/**
 * The routes' published schemas (tests/fixtures/rest-schemas.json, which a PHPUnit test holds to
 * the server), as the fake server holds its answers to them: whole, every field of every
 * object, where the store's own checks at run time read only the keys.
 */

/**
 * Internal dependencies
 */
import published from '../../../../tests/fixtures/rest-schemas.json';

/** A JSON schema as the routes write them (the parts an answer's schema uses). */
interface Schema {
	type?: string | string[];
	enum?: unknown[];
	items?: Schema;
	properties?: { [ field: string ]: Schema } | unknown[];
}

/** A route as `OPTIONS` describes it. */
interface Published {
	endpoints: Array< { methods: string[] } >;
	schema?: Schema;
}

const PUBLISHED: { [ route: string ]: Published } = published;

const ROUTES: Array< [ RegExp, string, Schema ] > = Object.entries(
	PUBLISHED
).flatMap( ( [ route, { endpoints, schema } ] ) =>
	schema
		? endpoints.flatMap( ( { methods } ) =>
				methods.map( ( method ): [ RegExp, string, Schema ] => [
					// As WordPress matches a request to a route (PHP's named groups in JavaScript's words).
					new RegExp(
						`^${ method } ${ route.replace( /\(\?P</g, '(?<' ) }$`,
						'i'
					),
					`${ method } ${ route }`,
					schema,
				] )
			)
		: []
);

function typeOf( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'array';
	}
	return Number.isInteger( value ) ? 'integer' : typeof value;
}

/**
 * Where a value first leaves its schema, or null where it does not.
 *
 * @param value  The value.
 * @param schema Its schema.
 * @param at     Where the value is.
 */
function misfit( value: unknown, schema: Schema, at: string ): string | null {
	const types = [ schema.type ].flat();
	const type = typeOf( value );
	if (
		! types.includes( type ) &&
		! ( type === 'integer' && types.includes( 'number' ) )
	) {
		return `${ at } is ${
			JSON.stringify( value ) ?? 'missing'
		}, not ${ types.join( ' or ' ) }`;
	}
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return `${ at } is ${ JSON.stringify( value ) }, not one of ${ JSON.stringify(
			schema.enum
		) }`;
	}
	const inner: Array< [ unknown, Schema, string ] > = [];
	if ( Array.isArray( value ) && schema.items ) {
		const entry = schema.items;
		value.forEach( ( item, index ) =>
			inner.push( [ item, entry, `${ at }[${ index }]` ] )
		);
	}
	if (
		typeof value === 'object' &&
		value !== null &&
		schema.properties &&
		! Array.isArray( schema.properties )
	) {
		const fields = new Map( Object.entries( value ) );
		for ( const [ field, fieldSchema ] of Object.entries(
			schema.properties
		) ) {
			inner.push( [
				fields.get( field ),
				fieldSchema,
				`${ at }.${ field }`,
			] );
		}
	}
	for ( const [ innerValue, innerSchema, innerAt ] of inner ) {
		const found = misfit( innerValue, innerSchema, innerAt );
		if ( found ) {
			return found;
		}
	}
	return null;
}

/**
 * Why an answer is not what its route publishes, or null when it is (or is no Boudoir route's).
 * A collection answers a list of its schema's entries.
 *
 * @param key  `METHOD path` of the request, e.g. `GET /boudoir/v1/items/saved`.
 * @param body The answer.
 */
export function answerMisfit( key: string, body: unknown ): string | null {
	const route = ROUTES.find( ( [ pattern ] ) => pattern.test( key ) );
	if ( ! route ) {
		return null;
	}
	const [ , name, schema ] = route;
	const collection = Array.isArray( body ) && schema.type !== 'array';
	const found = misfit(
		body,
		collection ? { type: 'array', items: schema } : schema,
		'the answer'
	);
	return found && `${ key } (${ name }): ${ found }`;
}

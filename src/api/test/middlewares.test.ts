/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { createBoudoirQueryMiddleware } from '../middlewares';

const QUERY = { lang: 'fr', currency: 'EUR' };

/**
 * Runs the middleware and returns the options it handed on.
 *
 * @param query   Boudoir's query arguments.
 * @param options The request.
 */
async function handedOn(
	query: Record< string, string >,
	options: APIFetchOptions
): Promise< APIFetchOptions > {
	const next = jest.fn(
		async ( nextOptions: APIFetchOptions ) => nextOptions
	);
	await createBoudoirQueryMiddleware( query )( options, next );
	expect( next ).toHaveBeenCalledTimes( 1 );
	return next.mock.calls[ 0 ][ 0 ];
}

function searchOf( target: string | undefined ): URLSearchParams {
	return new URLSearchParams( target?.split( '?' )[ 1 ] ?? '' );
}

describe( 'createBoudoirQueryMiddleware', () => {
	it( 'adds the arguments to a path that mentions boudoir', async () => {
		const options = await handedOn( QUERY, {
			path: '/boudoir/v1/wishlists',
		} );

		expect( options.path?.startsWith( '/boudoir/v1/wishlists?' ) ).toBe(
			true
		);
		expect( Object.fromEntries( searchOf( options.path ) ) ).toEqual(
			QUERY
		);
	} );

	it( 'adds the arguments to a URL that mentions boudoir', async () => {
		const options = await handedOn( QUERY, {
			url: 'http://shop.test/wp-json/boudoir/v1/wishlists?page=2',
		} );

		expect( Object.fromEntries( searchOf( options.url ) ) ).toEqual( {
			page: '2',
			...QUERY,
		} );
	} );

	it( 'adds the arguments to a namespace and endpoint that make a boudoir path', async () => {
		const options = await handedOn( QUERY, {
			namespace: 'boudoir/v1',
			endpoint: 'wishlists',
		} );
		const built =
			options.path ?? `${ options.namespace }/${ options.endpoint }`;

		expect( Object.fromEntries( searchOf( built ) ) ).toEqual( QUERY );
	} );

	it.each( [
		[ 'a path', { path: '/wp/v2/posts?per_page=5' } ],
		[ 'a URL', { url: 'http://shop.test/wp-json/wc/store/v1/cart' } ],
		[ 'a namespace', { namespace: 'wc/store/v1', endpoint: 'cart' } ],
	] )(
		'leaves %s of another plugin alone',
		async ( _label, request: APIFetchOptions ) => {
			const options = await handedOn( QUERY, { ...request } );

			expect( options ).toEqual( request );
		}
	);

	it( 'never overrides an argument already in the request', async () => {
		const options = await handedOn( QUERY, {
			path: '/boudoir/v1/wishlists?lang=de&lang_fallback=',
		} );
		const search = searchOf( options.path );

		expect( search.getAll( 'lang' ) ).toEqual( [ 'de' ] );
		expect( search.get( 'lang_fallback' ) ).toBe( '' );
		expect( search.get( 'currency' ) ).toBe( 'EUR' );
	} );

	it( 'keeps an argument that is present but empty', async () => {
		const options = await handedOn( QUERY, {
			url: 'http://shop.test/wp-json/boudoir/v1/items?currency=',
		} );

		expect( searchOf( options.url ).getAll( 'currency' ) ).toEqual( [
			'',
		] );
	} );

	it( 'hands the very same options on when there is nothing to add', async () => {
		const request = {
			path: '/boudoir/v1/wishlists',
			method: 'POST',
			data: { name: 'Bridal' },
		};

		expect( await handedOn( {}, request ) ).toBe( request );
	} );

	it( 'keeps the rest of the request (method, data, headers, signal)', async () => {
		const controller = new AbortController();
		const options = await handedOn( QUERY, {
			path: '/boudoir/v1/wishlists',
			method: 'PATCH',
			data: { name: 'Bridal' },
			headers: { 'X-Shop': 'boudoir' },
			signal: controller.signal,
		} );

		expect( options ).toMatchObject( {
			method: 'PATCH',
			data: { name: 'Bridal' },
			headers: { 'X-Shop': 'boudoir' },
		} );
		expect( options.signal ).toBe( controller.signal );
	} );

	it( 'adds every missing argument and keeps every present one, whatever their values', async () => {
		const key = fc.stringMatching( /^[a-z_]{1,8}$/ );
		await fc.assert(
			fc.asyncProperty(
				fc.dictionary( key, fc.string() ),
				fc.dictionary( key, fc.string() ),
				async ( query, present ) => {
					const path = `/boudoir/v1/items?${ new URLSearchParams( present ).toString() }`;
					const search = searchOf(
						( await handedOn( query, { path } ) ).path
					);

					for ( const [ name, value ] of Object.entries( {
						...query,
						...present,
					} ) ) {
						expect( search.getAll( name ) ).toEqual( [ value ] );
					}
				}
			)
		);
	} );
} );

/**
 * apiRequestWithHeaders on a page set up as WordPress does, with `fetch` replaced by a fake server.
 */

/**
 * Internal dependencies
 */
import {
	FakeResponse,
	NONCE,
	NONCE_ENDPOINT,
	fakeServerPerTest,
	invalidNonce,
	json,
	loadPage,
} from './page';

const fake = fakeServerPerTest();

describe( 'apiRequestWithHeaders', () => {
	it( 'resolves to the parsed body with the headers and status', async () => {
		const { api } = await loadPage();
		fake.server = () =>
			json( [ { item_id: 1 } ], {
				headers: { 'X-WP-Total': '31', 'X-WP-TotalPages': '4' },
			} );

		const answer = await api.apiRequestWithHeaders< unknown[] >( {
			path: '/boudoir/v1/wishlists/abc/items?page=2',
		} );

		expect( answer.body ).toEqual( [ { item_id: 1 } ] );
		expect( answer.status ).toBe( 200 );
		expect( answer.headers.get( 'X-WP-Total' ) ).toBe( '31' );
		expect( answer.headers.get( 'x-wp-totalpages' ) ).toBe( '4' );
		expect( fake.sent ).toHaveLength( 1 );
		expect( fake.sent[ 0 ].headers.get( 'X-WP-Nonce' ) ).toBe( NONCE );
		// Under the REST root, through the same middlewares as apiRequest.
		expect( new URL( fake.sent[ 0 ].url ).pathname ).toBe(
			'/wp-json/boudoir/v1/wishlists/abc/items'
		);
	} );

	it( 'rejects with the server error, its status and the error answer headers', async () => {
		const { api } = await loadPage();
		fake.server = () =>
			json(
				{
					code: 'woocommerce_rest_invalid_nonce',
					message: 'Nonce is invalid.',
					data: { status: 403 },
				},
				{ status: 403, headers: { Nonce: 'fresh-store-nonce' } }
			);

		const error = await api
			.apiRequestWithHeaders( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
			} )
			.catch( ( caught: unknown ) => caught );

		expect( error ).toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
			status: 403,
		} );
		expect( ( error as { headers: Headers } ).headers.get( 'Nonce' ) ).toBe(
			'fresh-store-nonce'
		);
		expect( api.isApiError( error ) ).toBe( true );
	} );

	it( 'refreshes the REST nonce once on rest_cookie_invalid_nonce and retries', async () => {
		const { api, apiFetch } = await loadPage();
		let calls = 0;
		fake.server = ( request ) => {
			if ( request.url === NONCE_ENDPOINT ) {
				return new FakeResponse( 'nonce-2' );
			}
			calls += 1;
			return calls === 1 ? invalidNonce() : json( { ok: true } );
		};

		const answer = await api.apiRequestWithHeaders( {
			path: '/boudoir/v1/items/saved',
		} );

		expect( answer.body ).toEqual( { ok: true } );
		expect( fake.sent.map( ( request ) => request.url ) ).toContain(
			NONCE_ENDPOINT
		);
		expect(
			fake.sent[ fake.sent.length - 1 ].headers.get( 'X-WP-Nonce' )
		).toBe( 'nonce-2' );
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( 'nonce-2' );
	} );

	it( 'gives up after one retry', async () => {
		const { api } = await loadPage();
		fake.server = ( request ) =>
			request.url === NONCE_ENDPOINT
				? new FakeResponse( 'nonce-2' )
				: invalidNonce();

		await expect(
			api.apiRequestWithHeaders( { path: '/boudoir/v1/items/saved' } )
		).rejects.toMatchObject( { code: 'rest_cookie_invalid_nonce' } );
		expect(
			fake.sent.filter( ( request ) => request.url !== NONCE_ENDPOINT )
		).toHaveLength( 2 );
	} );

	it( 'turns a non-JSON answer into invalid_json and offline into fetch_error', async () => {
		const { api } = await loadPage();
		fake.server = () => new FakeResponse( '<html>oops</html>' );
		await expect(
			api.apiRequestWithHeaders( { path: '/boudoir/v1/items/saved' } )
		).rejects.toMatchObject( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );

		fake.fetch.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
		await expect(
			api.apiRequestWithHeaders( { path: '/boudoir/v1/items/saved' } )
		).rejects.toMatchObject( { code: 'fetch_error' } );
	} );

	it( 'passes aborts on untouched', async () => {
		const { api } = await loadPage();
		const controller = new AbortController();
		controller.abort();

		await expect(
			api.apiRequestWithHeaders( {
				path: '/boudoir/v1/items/saved',
				signal: controller.signal,
			} )
		).rejects.toMatchObject( { name: 'AbortError' } );
	} );
} );

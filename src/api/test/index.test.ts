/**
 * The api package as a page has it: api-fetch set up the way WordPress 6.5 does
 * (root URL, nonce, media upload, nonce endpoint), then Boudoir's set-up on top,
 * with only `fetch` replaced by a fake server.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	FakeResponse,
	NONCE,
	NONCE_ENDPOINT,
	PLAIN_ROOT,
	ROOT,
	fakeServerPerTest,
	invalidNonce,
	json,
	loadPage,
	loadWordPressApiFetch,
} from './page';
import type { ApiFetch, BoudoirApi, SentRequest } from './page';

const OFFLINE = 'You are probably offline.';

const fake = fakeServerPerTest();

function only( requests: SentRequest[] ): SentRequest {
	expect( requests ).toHaveLength( 1 );
	return requests[ 0 ];
}

function query( request: SentRequest ): URLSearchParams {
	return new URL( request.url ).searchParams;
}

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'apiRequest on a WordPress page', () => {
	it( 'sends the path under the REST root with the nonce and resolves to the parsed body', async () => {
		const { api } = await loadPage();
		fake.server = () => json( { id: 7, name: 'Bridal' } );

		await expect(
			api.apiRequest( { path: '/boudoir/v1/wishlists/7' } )
		).resolves.toEqual( { id: 7, name: 'Bridal' } );

		const request = only( fake.sent );
		const url = new URL( request.url );
		expect( `${ url.origin }${ url.pathname }` ).toBe(
			`${ ROOT }boudoir/v1/wishlists/7`
		);
		expect( request.method ).toBe( 'GET' );
		expect( request.headers.get( 'X-WP-Nonce' ) ).toBe( NONCE );
	} );

	it( 'puts the path in rest_route under a plain-permalinks root', async () => {
		const { api } = await loadPage( PLAIN_ROOT );

		await api.apiRequest( { path: '/wp/v2/posts?per_page=5' } );

		const request = only( fake.sent );
		expect( new URL( request.url ).pathname ).toBe( '/' );
		expect( query( request ).get( 'rest_route' ) ).toBe( '/wp/v2/posts' );
		expect( query( request ).get( 'per_page' ) ).toBe( '5' );
	} );

	it( 'sends a JSON body for data', async () => {
		const { api } = await loadPage();

		await api.apiRequest( {
			path: '/boudoir/v1/wishlists',
			method: 'POST',
			data: { name: 'Bridal' },
		} );

		const request = only( fake.sent );
		expect( request.method ).toBe( 'POST' );
		expect( request.headers.get( 'X-HTTP-Method-Override' ) ).toBeNull();
		expect( request.headers.get( 'Content-Type' ) ).toBe(
			'application/json'
		);
		expect( JSON.parse( request.body ?? '' ) ).toEqual( {
			name: 'Bridal',
		} );
	} );

	it.each( [ 'PUT', 'PATCH', 'DELETE' ] )(
		'sends %s as POST with X-HTTP-Method-Override',
		async ( method ) => {
			const { api } = await loadPage();

			await api.apiRequest( {
				path: '/boudoir/v1/wishlists/7',
				method,
				data: { name: 'Bridal' },
			} );

			const request = only( fake.sent );
			expect( request.method ).toBe( 'POST' );
			expect( request.headers.get( 'X-HTTP-Method-Override' ) ).toBe(
				method
			);
			expect( request.headers.get( 'X-WP-Nonce' ) ).toBe( NONCE );
			expect( new URL( request.url ).pathname ).toBe(
				'/wp-json/boudoir/v1/wishlists/7'
			);
			expect( JSON.parse( request.body ?? '' ) ).toEqual( {
				name: 'Bridal',
			} );
		}
	);

	it( 'sends GET as GET, without an override', async () => {
		const { api } = await loadPage();

		await api.apiRequest( {
			path: '/boudoir/v1/wishlists/7',
			method: 'GET',
		} );

		const request = only( fake.sent );
		expect( request.method ).toBe( 'GET' );
		expect( request.headers.get( 'X-HTTP-Method-Override' ) ).toBeNull();
	} );

	it( 'fetches per_page=-1 in pages of 100 until there is no next link, and joins them', async () => {
		const { api } = await loadPage();
		window.boudoirApiSettings = { query: { lang: 'fr' } };
		const products = Array.from( { length: 250 }, ( _, index ) => ( {
			id: index + 1,
		} ) );
		fake.server = ( request ) => {
			const search = query( request );
			const page = Number( search.get( 'page' ) ?? 1 );
			const perPage = Number( search.get( 'per_page' ) );
			const pages = Math.ceil( products.length / perPage );
			const next = new URL( request.url );
			next.searchParams.set( 'page', String( page + 1 ) );
			return json(
				products.slice( ( page - 1 ) * perPage, page * perPage ),
				{
					headers:
						page < pages
							? { Link: `<${ next.toString() }>; rel="next"` }
							: {},
				}
			);
		};

		const result = await api.apiRequest< Array< { id: number } > >( {
			path: '/boudoir/v1/products?per_page=-1',
		} );

		expect( result ).toEqual( products );
		expect( fake.sent ).toHaveLength( 3 );
		expect(
			fake.sent.map( ( request ) => query( request ).get( 'per_page' ) )
		).toEqual( [ '100', '100', '100' ] );
		expect(
			fake.sent.map( ( request ) => query( request ).get( 'page' ) )
		).toEqual( [ null, '2', '3' ] );
		// Every page is a Boudoir request: every page carries Boudoir's arguments and the nonce.
		expect(
			fake.sent.map( ( request ) => query( request ).getAll( 'lang' ) )
		).toEqual( [ [ 'fr' ], [ 'fr' ], [ 'fr' ] ] );
		expect(
			fake.sent.map( ( request ) => request.headers.get( 'X-WP-Nonce' ) )
		).toEqual( [ NONCE, NONCE, NONCE ] );
	} );

	it( 'asks once when the first page of per_page=-1 has no next link', async () => {
		const { api } = await loadPage();
		fake.server = () => json( [ { id: 1 }, { id: 2 } ] );

		await expect(
			api.apiRequest( { path: '/wp/v2/categories?per_page=-1' } )
		).resolves.toEqual( [ { id: 1 }, { id: 2 } ] );
		expect( query( only( fake.sent ) ).get( 'per_page' ) ).toBe( '100' );
	} );

	it( 'refreshes a rejected nonce at the nonce endpoint and retries with the new one', async () => {
		const { api } = await loadPage();
		fake.server = ( request ) => {
			if ( request.url === NONCE_ENDPOINT ) {
				return new FakeResponse( 'nonce-2' );
			}
			if ( request.headers.get( 'X-WP-Nonce' ) !== 'nonce-2' ) {
				return invalidNonce();
			}
			return json( { saved: true } );
		};

		await expect(
			api.apiRequest( {
				path: '/boudoir/v1/wishlists',
				method: 'POST',
				data: { name: 'Bridal' },
			} )
		).resolves.toEqual( {
			saved: true,
		} );

		expect(
			fake.sent.map( ( request ) => [
				request.method,
				request.url === NONCE_ENDPOINT ? 'nonce endpoint' : 'api',
				request.headers.get( 'X-WP-Nonce' ),
			] )
		).toEqual( [
			[ 'POST', 'api', NONCE ],
			[ 'GET', 'nonce endpoint', null ],
			[ 'POST', 'api', 'nonce-2' ],
		] );
		expect( JSON.parse( fake.sent[ 2 ].body ?? '' ) ).toEqual( {
			name: 'Bridal',
		} );

		// Later requests carry the new nonce straight away.
		fake.sent = [];
		await api.apiRequest( { path: '/boudoir/v1/wishlists' } );
		expect( only( fake.sent ).headers.get( 'X-WP-Nonce' ) ).toBe(
			'nonce-2'
		);
	} );

	it( 'rejects with the nonce error when the nonce cannot be refreshed', async () => {
		const { api } = await loadPage();
		fake.server = ( request ) =>
			request.url === NONCE_ENDPOINT
				? new FakeResponse( '0', { status: 400 } )
				: invalidNonce();

		await expect(
			api.apiRequest( { path: '/boudoir/v1/wishlists' } )
		).rejects.toEqual( {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			status: 403,
			data: { status: 403 },
		} );
		expect( fake.sent ).toHaveLength( 2 );
	} );
} );

describe( 'Boudoir’s query arguments on a page', () => {
	beforeEach( () => {
		window.boudoirApiSettings = { query: { lang: 'fr', currency: 'EUR' } };
	} );

	it.each( [
		[ 'a path', { path: '/boudoir/v1/wishlists' } ],
		[ 'a URL', { url: 'http://shop.test/wp-json/boudoir/v1/wishlists' } ],
		[
			'a namespace and endpoint',
			{ namespace: 'boudoir/v1', endpoint: 'wishlists' },
		],
	] )(
		'are added to a Boudoir request given by %s',
		async ( _label, request ) => {
			const { api } = await loadPage();

			await api.apiRequest( request );

			const sentRequest = only( fake.sent );
			expect( new URL( sentRequest.url ).pathname ).toBe(
				'/wp-json/boudoir/v1/wishlists'
			);
			expect( query( sentRequest ).getAll( 'lang' ) ).toEqual( [ 'fr' ] );
			expect( query( sentRequest ).getAll( 'currency' ) ).toEqual( [
				'EUR',
			] );
		}
	);

	it.each( [
		[ 'a path', { path: '/wp/v2/posts' } ],
		[ 'a URL', { url: 'http://shop.test/wp-json/wc/store/v1/cart' } ],
		[
			'a namespace and endpoint',
			{ namespace: 'wc/store/v1', endpoint: 'cart' },
		],
	] )(
		'are never added to another request given by %s',
		async ( _label, request ) => {
			const { api } = await loadPage();

			await api.apiRequest( request );

			const search = query( only( fake.sent ) );
			expect( search.has( 'lang' ) ).toBe( false );
			expect( search.has( 'currency' ) ).toBe( false );
		}
	);

	it( 'never override an argument already in the path', async () => {
		const { api } = await loadPage();

		await api.apiRequest( { path: '/boudoir/v1/wishlists?lang=de' } );

		const search = query( only( fake.sent ) );
		expect( search.getAll( 'lang' ) ).toEqual( [ 'de' ] );
		expect( search.getAll( 'currency' ) ).toEqual( [ 'EUR' ] );
	} );

	it( 'never override an argument already in the URL', async () => {
		const { api } = await loadPage();

		await api.apiRequest( {
			url: 'http://shop.test/wp-json/boudoir/v1/wishlists?currency=USD',
		} );

		const search = query( only( fake.sent ) );
		expect( search.getAll( 'lang' ) ).toEqual( [ 'fr' ] );
		expect( search.getAll( 'currency' ) ).toEqual( [ 'USD' ] );
	} );

	it( 'are added under a plain-permalinks root too', async () => {
		const { api } = await loadPage( PLAIN_ROOT );

		await api.apiRequest( { path: '/boudoir/v1/wishlists?lang=de' } );

		const search = query( only( fake.sent ) );
		expect( search.get( 'rest_route' ) ).toBe( '/boudoir/v1/wishlists' );
		expect( search.getAll( 'lang' ) ).toEqual( [ 'de' ] );
		expect( search.getAll( 'currency' ) ).toEqual( [ 'EUR' ] );
	} );

	it( 'are none when the page printed no settings', async () => {
		delete window.boudoirApiSettings;
		const { api } = await loadPage();

		await api.apiRequest( { path: '/boudoir/v1/wishlists' } );

		expect( new URL( only( fake.sent ).url ).pathname ).toBe(
			'/wp-json/boudoir/v1/wishlists'
		);
		expect( query( only( fake.sent ) ).has( 'lang' ) ).toBe( false );
	} );
} );

describe( 'setUpApiFetch', () => {
	it( 'registers nothing at import', async () => {
		const apiFetch = await loadWordPressApiFetch();
		const use = jest.spyOn( apiFetch, 'use' );

		await import( '../index' );

		expect( use ).not.toHaveBeenCalled();
	} );

	it( 'registers its middleware once however often it is called', async () => {
		const apiFetch = await loadWordPressApiFetch();
		const use = jest.spyOn( apiFetch, 'use' );
		const api = await import( '../index' );

		api.setUpApiFetch();
		api.setUpApiFetch();
		await api.apiRequest( { path: '/boudoir/v1/wishlists' } );
		await api.apiRequest( { path: '/boudoir/v1/wishlists' } );

		expect( use ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'registers again only after resetApiSetUpForTests', async () => {
		const apiFetch = await loadWordPressApiFetch();
		const use = jest.spyOn( apiFetch, 'use' );
		const api = await import( '../index' );

		api.setUpApiFetch();
		api.resetApiSetUpForTests();
		api.setUpApiFetch();
		api.setUpApiFetch();

		expect( use ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is registered once per loaded copy of the package (isolated modules)', () => {
		const registered: APIFetchMiddleware[] = [];
		jest.isolateModules( () => {
			const apiFetch: ApiFetch =
				require( '@wordpress/api-fetch' ).default;
			jest.spyOn( apiFetch, 'use' ).mockImplementation( ( middleware ) =>
				registered.push( middleware )
			);

			const api: BoudoirApi = require( '../index' );
			api.setUpApiFetch();
			api.setUpApiFetch();
		} );

		expect( registered ).toHaveLength( 1 );
	} );

	it( 'reads the query arguments the page printed', async () => {
		const apiFetch = await loadWordPressApiFetch();
		let registered: APIFetchMiddleware | undefined;
		jest.spyOn( apiFetch, 'use' ).mockImplementation( ( middleware ) => {
			registered = middleware;
		} );
		window.boudoirApiSettings = { query: { lang: 'fr' } };
		const api = await import( '../index' );

		api.setUpApiFetch();

		const next = jest.fn( async () => null );
		await registered?.( { path: '/boudoir/v1/wishlists' }, next );
		expect( next ).toHaveBeenCalledWith( {
			path: '/boudoir/v1/wishlists?lang=fr',
		} );
	} );
} );

describe( 'apiRequest errors', () => {
	it( 'turns a network failure into fetch_error, “You are probably offline.”', async () => {
		const { api } = await loadPage();
		fake.server = () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) );

		await expect(
			api.apiRequest( { path: '/boudoir/v1/wishlists' } )
		).rejects.toEqual( { code: 'fetch_error', message: OFFLINE } );
	} );

	it( 'turns api-fetch’s offline_error into fetch_error with the same words', async () => {
		const { api } = await loadPage();
		jest.spyOn( window.navigator, 'onLine', 'get' ).mockReturnValue(
			false
		);
		fake.server = () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) );

		await expect(
			api.apiRequest( { path: '/boudoir/v1/wishlists' } )
		).rejects.toEqual( { code: 'fetch_error', message: OFFLINE } );
	} );

	it.each( [ 200, 500 ] )(
		'turns a non-JSON body (status %i) into invalid_json',
		async ( status ) => {
			const { api } = await loadPage();
			fake.server = () =>
				new FakeResponse(
					'<b>Fatal error</b>: Allowed memory size exhausted',
					{ status }
				);

			await expect(
				api.apiRequest( { path: '/boudoir/v1/wishlists' } )
			).rejects.toEqual( {
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			} );
		}
	);

	it( 'turns a failed media upload into post_process after api-fetch’s retries', async () => {
		const { api } = await loadPage();
		fake.server = ( request ) => {
			const { pathname } = new URL( request.url );
			if ( pathname === '/wp-json/wp/v2/media' ) {
				return json(
					{
						code: 'internal_server_error',
						message: 'Critical error',
					},
					{
						status: 500,
						headers: { 'X-WP-Upload-Attachment-Id': '42' },
					}
				);
			}
			if ( pathname === '/wp-json/wp/v2/media/42/post-process' ) {
				return json(
					{
						code: 'internal_server_error',
						message: 'Critical error',
					},
					{ status: 500 }
				);
			}
			return json( { deleted: true } );
		};

		await expect(
			api.apiRequest( {
				path: '/wp/v2/media',
				method: 'POST',
				body: 'image bytes',
			} )
		).rejects.toEqual( {
			code: 'post_process',
			message:
				'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
		} );

		const postProcess = fake.sent.filter( ( request ) =>
			new URL( request.url ).pathname.endsWith( '/post-process' )
		);
		expect( postProcess ).toHaveLength( 5 );
		const cleanUp = fake.sent[ fake.sent.length - 1 ];
		expect( new URL( cleanUp.url ).pathname ).toBe(
			'/wp-json/wp/v2/media/42'
		);
		expect( cleanUp.headers.get( 'X-HTTP-Method-Override' ) ).toBe(
			'DELETE'
		);
	} );

	it( 'keeps a server error’s code, message, status and data', async () => {
		const { api } = await loadPage();
		const data = {
			status: 400,
			params: { quantity: 'Must be at least 1.' },
		};
		fake.server = () =>
			json(
				{ code: 'boudoir_x', message: 'Nope', data },
				{ status: 400 }
			);

		await expect(
			api.apiRequest( {
				path: '/boudoir/v1/wishlists/7/items',
				method: 'POST',
				data: { quantity: 0 },
			} )
		).rejects.toEqual( {
			code: 'boudoir_x',
			message: 'Nope',
			status: 400,
			data,
		} );
	} );

	it( 'turns garbage into unknown_error', async () => {
		const { apiFetch, api } = await loadPage();
		apiFetch.use( () => Promise.reject( 'Internal Server Error' ) );

		await expect(
			api.apiRequest( { path: '/boudoir/v1/wishlists' } )
		).rejects.toEqual( {
			code: 'unknown_error',
			message: 'An unknown error occurred.',
		} );
	} );

	it( 're-throws an AbortError as it is', async () => {
		const { api } = await loadPage();
		fake.server = ( request ) =>
			new Promise( ( _resolve, reject ) => {
				request.signal?.addEventListener( 'abort', () =>
					reject( request.signal?.reason )
				);
			} );
		const controller = new AbortController();

		const pending = api.apiRequest( {
			path: '/boudoir/v1/search?s=lace',
			signal: controller.signal,
		} );
		controller.abort();

		await expect( pending ).rejects.toBe( controller.signal.reason );
		await expect( pending ).rejects.toBeInstanceOf( DOMException );
		await expect( pending ).rejects.toHaveProperty( 'name', 'AbortError' );
	} );
} );

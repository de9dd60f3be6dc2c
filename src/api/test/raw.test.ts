/**
 * apiRequestWithHeaders on a page set up as WordPress does, with `fetch` replaced by a fake server.
 */

type ApiFetch = ( typeof import( '@wordpress/api-fetch' ) )[ 'default' ];
type BoudoirApi = typeof import( '../index' );

const ROOT = 'http://shop.test/wp-json/';
const NONCE = 'nonce-1';
const NONCE_ENDPOINT =
	'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';

/** Just enough of a fetch Response for api-fetch (jsdom has none). */
class FakeResponse {
	readonly ok: boolean;
	readonly status: number;
	readonly headers: Headers;

	constructor(
		private readonly body: string,
		{
			status = 200,
			headers = {},
		}: { status?: number; headers?: Record< string, string > } = {}
	) {
		this.ok = status >= 200 && status < 300;
		this.status = status;
		this.headers = new Headers( headers );
	}

	async text(): Promise< string > {
		return this.body;
	}

	async json(): Promise< unknown > {
		return JSON.parse( this.body );
	}
}

function json(
	body: unknown,
	init: { status?: number; headers?: Record< string, string > } = {}
): FakeResponse {
	return new FakeResponse( JSON.stringify( body ), {
		...init,
		headers: { 'Content-Type': 'application/json', ...init.headers },
	} );
}

interface SentRequest {
	url: string;
	method: string;
	headers: Headers;
}

let sent: SentRequest[] = [];
let server: ( request: SentRequest ) => FakeResponse = () => json( {} );

const fetchMock = jest.fn(
	async (
		input: string,
		init: RequestInit = {}
	): Promise< FakeResponse > => {
		const request = {
			url: input,
			method: init.method ?? 'GET',
			headers: new Headers( init.headers ),
		};
		sent.push( request );
		if ( init.signal?.aborted ) {
			throw new DOMException( 'Aborted', 'AbortError' );
		}
		return server( request );
	}
);

async function loadPage(): Promise< { apiFetch: ApiFetch; api: BoudoirApi } > {
	jest.resetModules();
	const { default: apiFetch } = await import( '@wordpress/api-fetch' );
	apiFetch.use( apiFetch.createRootURLMiddleware( ROOT ) );
	apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( NONCE );
	apiFetch.use( apiFetch.nonceMiddleware );
	apiFetch.nonceEndpoint = NONCE_ENDPOINT;
	const api = await import( '../index' );
	return { apiFetch, api };
}

beforeEach( () => {
	sent = [];
	server = () => json( {} );
	fetchMock.mockClear();
	globalThis.fetch = fetchMock as unknown as typeof fetch;
	delete window.boudoirApiSettings;
} );

describe( 'apiRequestWithHeaders', () => {
	it( 'resolves to the parsed body with the headers and status', async () => {
		const { api } = await loadPage();
		server = () =>
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
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].headers.get( 'X-WP-Nonce' ) ).toBe( NONCE );
		// Under the REST root, through the same middlewares as apiRequest.
		expect( new URL( sent[ 0 ].url ).pathname ).toBe(
			'/wp-json/boudoir/v1/wishlists/abc/items'
		);
	} );

	it( 'rejects with the server error, its status and the error answer headers', async () => {
		const { api } = await loadPage();
		server = () =>
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
		server = ( request ) => {
			if ( request.url === NONCE_ENDPOINT ) {
				return new FakeResponse( 'nonce-2' );
			}
			calls += 1;
			return calls === 1
				? json(
						{
							code: 'rest_cookie_invalid_nonce',
							message: 'Cookie check failed',
							data: { status: 403 },
						},
						{ status: 403 }
					)
				: json( { ok: true } );
		};

		const answer = await api.apiRequestWithHeaders( {
			path: '/boudoir/v1/items/saved',
		} );

		expect( answer.body ).toEqual( { ok: true } );
		expect( sent.map( ( request ) => request.url ) ).toContain(
			NONCE_ENDPOINT
		);
		expect( sent[ sent.length - 1 ].headers.get( 'X-WP-Nonce' ) ).toBe(
			'nonce-2'
		);
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( 'nonce-2' );
	} );

	it( 'gives up after one retry', async () => {
		const { api } = await loadPage();
		server = ( request ) =>
			request.url === NONCE_ENDPOINT
				? new FakeResponse( 'nonce-2' )
				: json(
						{
							code: 'rest_cookie_invalid_nonce',
							message: 'Cookie check failed',
							data: { status: 403 },
						},
						{ status: 403 }
					);

		await expect(
			api.apiRequestWithHeaders( { path: '/boudoir/v1/items/saved' } )
		).rejects.toMatchObject( { code: 'rest_cookie_invalid_nonce' } );
		expect(
			sent.filter( ( request ) => request.url !== NONCE_ENDPOINT )
		).toHaveLength( 2 );
	} );

	it( 'turns a non-JSON answer into invalid_json and offline into fetch_error', async () => {
		const { api } = await loadPage();
		server = () => new FakeResponse( '<html>oops</html>' );
		await expect(
			api.apiRequestWithHeaders( { path: '/boudoir/v1/items/saved' } )
		).rejects.toMatchObject( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );

		fetchMock.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
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

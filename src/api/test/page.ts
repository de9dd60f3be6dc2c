/**
 * The api package as a page has it, for its tests: api-fetch set up the way WordPress 6.5 does
 * (root URL, nonce, media upload, nonce endpoint), then Boudoir's set-up on top, with only
 * `fetch` replaced by a fake server (jsdom has none).
 */

export type ApiFetch = ( typeof import( '@wordpress/api-fetch' ) )[ 'default' ];
export type BoudoirApi = typeof import( '../index' );

export const ROOT = 'http://shop.test/wp-json/';
export const PLAIN_ROOT = 'http://shop.test/?rest_route=/';
export const NONCE = 'nonce-1';
export const NONCE_ENDPOINT =
	'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';

/** Just enough of a fetch Response for api-fetch. */
export class FakeResponse {
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

/**
 * A JSON answer.
 *
 * @param body         The answer.
 * @param init         Its status and headers.
 * @param init.status
 * @param init.headers
 */
export function json(
	body: unknown,
	init: { status?: number; headers?: Record< string, string > } = {}
): FakeResponse {
	return new FakeResponse( JSON.stringify( body ), {
		...init,
		headers: { 'Content-Type': 'application/json', ...init.headers },
	} );
}

/** WordPress's answer to a request whose REST nonce expired (`403 rest_cookie_invalid_nonce`). */
export function invalidNonce(): FakeResponse {
	return json(
		{
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		},
		{ status: 403 }
	);
}

/** A request as the fake server saw it. */
export interface SentRequest {
	url: string;
	method: string;
	headers: Headers;
	body: string | undefined;
	signal: AbortSignal | undefined;
}

/** How the fake server answers. */
export type Server = (
	request: SentRequest
) => FakeResponse | Promise< FakeResponse >;

/**
 * The fake server of a test file, in `fetch`'s place before each test with nothing sent and an
 * empty JSON object for every answer; a request already aborted fails as `fetch` fails it.
 */
export function fakeServerPerTest() {
	const page = {
		sent: [] as SentRequest[],
		server: ( () => json( {} ) ) as Server,
		fetch: jest.fn(
			async (
				input: string,
				init: RequestInit = {}
			): Promise< FakeResponse > => {
				const request: SentRequest = {
					url: input,
					method: init.method ?? 'GET',
					headers: new Headers( init.headers ),
					body: typeof init.body === 'string' ? init.body : undefined,
					signal: init.signal ?? undefined,
				};
				page.sent.push( request );
				if ( init.signal?.aborted ) {
					throw new DOMException( 'Aborted', 'AbortError' );
				}
				return page.server( request );
			}
		),
	};
	beforeEach( () => {
		page.sent = [];
		page.server = () => json( {} );
		page.fetch.mockClear();
		for ( const [ name, value ] of Object.entries( {
			fetch: page.fetch,
			Response: FakeResponse,
		} ) ) {
			Object.defineProperty( globalThis, name, {
				value,
				configurable: true,
				writable: true,
			} );
		}
		delete window.boudoirApiSettings;
	} );
	return page;
}

/**
 * A fresh api-fetch, set up as WordPress's `wp-api-fetch` inline script does.
 *
 * @param root The REST root (pretty or plain permalinks).
 */
export async function loadWordPressApiFetch(
	root = ROOT
): Promise< ApiFetch > {
	jest.resetModules();
	const { default: apiFetch } = await import( '@wordpress/api-fetch' );
	apiFetch.use( apiFetch.createRootURLMiddleware( root ) );
	apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( NONCE );
	apiFetch.use( apiFetch.nonceMiddleware );
	apiFetch.use( apiFetch.mediaUploadMiddleware );
	apiFetch.nonceEndpoint = NONCE_ENDPOINT;
	return apiFetch;
}

/**
 * A page: WordPress's api-fetch and Boudoir's api package, both fresh.
 *
 * @param root The REST root.
 */
export async function loadPage(
	root = ROOT
): Promise< { apiFetch: ApiFetch; api: BoudoirApi } > {
	const apiFetch = await loadWordPressApiFetch( root );
	const api = await import( '../index' );
	return { apiFetch, api };
}

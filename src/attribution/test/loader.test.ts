/**
 * The every-page loader and the tracker together: consent on and off, at render time and
 * changed at run time through the WP Consent API's event, without a reload. The late
 * script's loading is replaced (it would be a network request); sourcebuster runs.
 */

/**
 * Internal dependencies
 */
import {
	ATTRIBUTION_EVENT,
	type AttributionParams,
	type TrackerApi,
} from '../shared';
import {
	clearCookies,
	cookies,
	inputValues,
	land,
	makeParams,
	printInputs,
} from './helpers';

const mockLate = {
	/** The tracker the loader gets (the page's own module). */
	tracker: undefined as TrackerApi | undefined,
	idle: [] as Array< () => void >,
	loads: 0,
};

jest.mock( '../../late', () => ( {
	...jest.requireActual( '../../late' ),
	loadLate: jest.fn( () => {
		mockLate.loads++;
		return Promise.resolve( mockLate.tracker );
	} ),
	whenIdle: jest.fn( ( callback: () => void ) =>
		mockLate.idle.push( callback )
	),
} ) );

const PREFIX = 'wc_order_attribution_';

/** Runs what waits for the page to be idle, and lets the late script's promise settle. */
async function idle(): Promise< void > {
	for ( const callback of mockLate.idle.splice( 0 ) ) {
		callback();
	}
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

/**
 * Loads a page with the loader (and the tracker module it would load late).
 *
 * @param params The server's settings.
 * @return What the page announced.
 */
function loadPage( params: AttributionParams ): jest.Mock {
	const announced = jest.fn();
	document.addEventListener( ATTRIBUTION_EVENT, ( event ) =>
		announced( ( event as CustomEvent ).detail )
	);
	window.boudoirAttributionParams = params;
	jest.isolateModules( () => {
		mockLate.tracker = require( '../tracker' ).tracker;
		require( '..' );
	} );
	return announced;
}

/**
 * The consent plugin announces a change of the shopper's choices.
 *
 * @param detail Category → 'allow' or 'deny'.
 */
function consent( detail: Record< string, string > ): void {
	document.dispatchEvent(
		new CustomEvent( 'wp_listen_for_consent_change', { detail } )
	);
}

const sbjsCookies = () =>
	Object.keys( cookies() ).filter( ( name ) => name.startsWith( 'sbjs_' ) );

describe( 'attribution loader', () => {
	let listeners: Array< [ string, EventListener ] >;
	const addEventListener = document.addEventListener.bind( document );

	beforeEach( () => {
		// Each page's listeners go with it.
		listeners = [];
		jest.spyOn( document, 'addEventListener' ).mockImplementation(
			( type: string, listener: any, options?: any ) => {
				listeners.push( [ type, listener ] );
				addEventListener( type, listener, options );
			}
		);
		land( '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring' );
		printInputs( PREFIX );
		mockLate.idle = [];
		mockLate.loads = 0;
	} );
	afterEach( () => {
		listeners.forEach( ( [ type, listener ] ) =>
			document.removeEventListener( type, listener )
		);
		jest.restoreAllMocks();
		document.body.replaceChildren();
		delete window.boudoirAttribution;
		delete window.boudoirAttributionParams;
		clearCookies();
	} );

	it( 'allowed: nothing before the page is idle, then the tracker sets the cookies, fills the inputs and announces', async () => {
		const announced = loadPage( makeParams() );
		expect( mockLate.loads ).toBe( 0 );
		expect( sbjsCookies() ).toEqual( [] );

		await idle();

		expect( mockLate.loads ).toBe( 1 );
		expect( sbjsCookies() ).toHaveLength( 8 );
		expect( inputValues( PREFIX ) ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'spring',
			session_pages: '1',
			session_count: '1',
		} );
		expect( window.boudoirAttribution?.values?.utm_source ).toBe(
			'newsletter'
		);
		expect( announced ).toHaveBeenCalledTimes( 1 );
		expect( announced.mock.calls[ 0 ][ 0 ].utm_campaign ).toBe( 'spring' );
	} );

	it( 'focus in the checkout form brings the tracker at once; it starts once', async () => {
		loadPage( makeParams() );
		document
			.querySelector< HTMLInputElement >( 'input[name=billing_email]' )!
			.focus();
		expect( mockLate.loads ).toBe( 1 );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( sbjsCookies() ).toHaveLength( 8 );
		// The idle path comes later: the same tracker, not a second page view.
		expect( mockLate.idle ).toHaveLength( 1 );
		await idle();
		expect( decodeURIComponent( cookies().sbjs_session ) ).toMatch(
			/^pgs=1\|/
		);
	} );

	it( 'not allowed at render time: no tracker, no cookies, blank inputs', async () => {
		const announced = loadPage( makeParams( { allowTracking: false } ) );
		await idle();
		expect( mockLate.loads ).toBe( 0 );
		expect( sbjsCookies() ).toEqual( [] );
		expect( Object.values( inputValues( PREFIX ) ) ).toEqual(
			Array( 16 ).fill( '' )
		);
		expect( announced ).not.toHaveBeenCalled();
	} );

	it( 'not allowed, with cookies from an earlier visit: every sourcebuster cookie is expired', async () => {
		// As sourcebuster sets them (for the domain) and as a host-only cookie.
		document.cookie =
			'sbjs_current=typ%3Dutm; path=/; domain=.localhost; max-age=3600';
		document.cookie = 'sbjs_udata=vst%3D3; path=/; max-age=3600';
		document.cookie = 'sbjs_promo=code%3D123456; path=/; max-age=3600';
		document.cookie = 'other=kept; path=/';
		const announced = loadPage( makeParams( { allowTracking: false } ) );
		await idle();
		expect( sbjsCookies() ).toEqual( [] );
		expect( cookies().other ).toBe( 'kept' );
		expect( window.boudoirAttribution ).toEqual( { values: null } );
		expect( announced ).toHaveBeenLastCalledWith( null );
	} );

	it( 'consent withdrawn at run time: cookies expired, inputs blanked, null announced; granted again: tracked again', async () => {
		const announced = loadPage( makeParams() );
		await idle();
		expect( sbjsCookies() ).toHaveLength( 8 );

		consent( { statistics: 'deny' } );
		await idle();
		expect( sbjsCookies() ).toHaveLength( 8 );

		consent( { marketing: 'deny', statistics: 'allow' } );
		await idle();
		expect( sbjsCookies() ).toEqual( [] );
		expect( Object.values( inputValues( PREFIX ) ) ).toEqual(
			Array( 16 ).fill( '' )
		);
		expect( window.boudoirAttribution ).toEqual( { values: null } );
		expect( announced ).toHaveBeenLastCalledWith( null );

		consent( { marketing: 'allow' } );
		await idle();
		expect( sbjsCookies() ).toHaveLength( 8 );
		expect( inputValues( PREFIX ).utm_source ).toBe( 'newsletter' );
		expect( announced.mock.lastCall[ 0 ].utm_source ).toBe( 'newsletter' );
	} );

	it( 'consent granted at run time after a denial at render time', async () => {
		loadPage( makeParams( { allowTracking: false } ) );
		await idle();
		expect( sbjsCookies() ).toEqual( [] );
		consent( { marketing: 'allow' } );
		await idle();
		expect( sbjsCookies() ).toHaveLength( 8 );
		expect( inputValues( PREFIX ).source_type ).toBe( 'utm' );
	} );

	it( 'the shop’s setting off: consent given at run time does not start tracking', async () => {
		loadPage( makeParams( { enabled: false, allowTracking: false } ) );
		consent( { marketing: 'allow' } );
		await idle();
		expect( mockLate.loads ).toBe( 0 );
		expect( sbjsCookies() ).toEqual( [] );
	} );

	it( 'a custom consent category and prefix', async () => {
		document.body.replaceChildren();
		printInputs( 'shop_attr_' );
		loadPage(
			makeParams( {
				consentCategory: 'statistics',
				prefix: 'shop_attr_',
			} )
		);
		await idle();
		expect( inputValues( 'shop_attr_' ).utm_source ).toBe( 'newsletter' );
		consent( { marketing: 'deny' } );
		await idle();
		expect( inputValues( 'shop_attr_' ).utm_source ).toBe( 'newsletter' );
		consent( { statistics: 'deny' } );
		await idle();
		expect( inputValues( 'shop_attr_' ).utm_source ).toBe( '' );
		expect( sbjsCookies() ).toEqual( [] );
	} );
} );

/**
 * Differential: the same visits (landing address, referrer, time) through sourcebuster
 * alone, initialised with the specification's constants (docs/contract.md, Figures), and through Boudoir's
 * tracker, each from a fresh cookie jar, must leave the same `sbjs_*` cookies. The
 * clock and sourcebuster's random promo code are fixed, so whole cookie values compare.
 * The one difference allowed is what WooCommerce's own copy of sourcebuster adds to a
 * campaign's `current` and `first` (`|||id=…|||plt=…|||fmt=…|||tct=…`, checked on its own).
 */

/**
 * Internal dependencies
 */
import type { TrackerApi } from '../shared';
import { clearCookies, cookies, land, makeParams } from './helpers';

/** Sourcebuster's options written out from the specification, not from Boudoir's code. */
const SPEC_OPTIONS = {
	lifetime: 6,
	session_length: 30,
	timezone_offset: '0',
	promocode: { min: 100000, max: 999999 },
	typein_attributes: { source: '(direct)', medium: '(none)' },
};

interface Visit {
	path: string;
	referrer?: string;
	/** Minutes since the previous visit. */
	after?: number;
}

const CASES: Array< [ string, Visit[] ] > = [
	[
		'UTM parameters, GA4 ones included',
		[
			{
				path: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=lace&utm_id=abc123&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=prospecting',
				referrer: 'https://mail.example.net/inbox',
			},
		],
	],
	[ 'a Google Ads click (gclid)', [ { path: '/shop/?gclid=Cj0KCQ' } ] ],
	[
		'organic: google',
		[
			{
				path: '/product/margaux-lace-brief/',
				referrer: 'https://www.google.com/search?q=lace+brief',
			},
		],
	],
	[
		'organic: bing',
		[ { path: '/', referrer: 'https://www.bing.com/search?q=bra' } ],
	],
	[
		'organic: yandex, its term from the query',
		[
			{
				path: '/',
				referrer: 'https://yandex.ru/search/?text=бюстгальтер',
			},
		],
	],
	[
		'organic: go.mail.ru',
		[ { path: '/', referrer: 'https://go.mail.ru/search?q=lingerie' } ],
	],
	[
		'organic: yahoo (its `p` parameter)',
		[ { path: '/', referrer: 'https://search.yahoo.com/search?p=bra' } ],
	],
	[
		'referral: t.co as twitter.com',
		[ { path: '/shop/', referrer: 'https://t.co/AbCdEf' } ],
	],
	[
		'referral: the google plus link',
		[
			{
				path: '/',
				referrer: 'https://plus.url.google.com/url?q=https://shop.test',
			},
		],
	],
	[
		'referral: any other site, its path as content',
		[
			{
				path: '/',
				referrer: 'https://blog.example.org/posts/lace?ref=1',
			},
		],
	],
	[ 'typed in (direct)', [ { path: '/' } ] ],
	[
		'from the shop itself: typed in',
		[ { path: '/cart/', referrer: 'http://localhost/shop/' } ],
	],
	[
		'a second page of the session, then a visit after the session ended',
		[
			{ path: '/?utm_source=newsletter&utm_medium=email' },
			{ path: '/shop/', referrer: 'http://localhost/', after: 2 },
			{
				path: '/',
				referrer: 'https://www.google.com/search?q=boudoir',
				after: 45,
			},
		],
	],
	[
		'a referral during a session does not replace the source; a new campaign does',
		[
			{ path: '/', referrer: 'https://www.bing.com/search?q=bra' },
			{ path: '/', referrer: 'https://t.co/x', after: 5 },
			{ path: '/?utm_source=ig&utm_medium=social', after: 5 },
		],
	],
];

type Snapshot = Record< string, string >;

/** The campaign keys Boudoir adds, as they end an encoded cookie value. */
const EXTRAS =
	/%7C%7C%7Cid%3D.*%7C%7C%7Cplt%3D.*%7C%7C%7Cfmt%3D.*%7C%7C%7Ctct%3D(?:(?!%7C%7C%7C).)*$/;

/**
 * A snapshot with the campaign keys taken off `sbjs_current` and `sbjs_first`.
 *
 * @param snapshot The cookies.
 */
function withoutCampaignExtras( snapshot: Snapshot ): Snapshot {
	return Object.fromEntries(
		Object.entries( snapshot ).map( ( [ name, value ] ) => [
			name,
			name === 'sbjs_current' || name === 'sbjs_first'
				? value.replace( EXTRAS, '' )
				: value,
		] )
	);
}

/**
 * Runs the visits, each as a fresh page load, and returns the cookies after each.
 *
 * @param visits The visits.
 * @param page   What one page load runs.
 */
function browse( visits: Visit[], page: () => void ): Snapshot[] {
	clearCookies();
	// The same start for both runs of a case; not a fixed date, which would fall behind
	// jsdom's cookie jar (real time) and see its 30-minute session cookie already expired.
	jest.setSystemTime( VISITS_START );
	return visits.map( ( visit ) => {
		jest.setSystemTime( Date.now() + ( visit.after ?? 0 ) * 60000 );
		if ( ( visit.after ?? 0 ) > 30 ) {
			// The session cookie's 30 minutes are over (jsdom's cookie jar keeps real time).
			for ( const domain of [ '', '; domain=.localhost' ] ) {
				document.cookie = `sbjs_session=; max-age=-999; path=/${ domain }`;
			}
		}
		land( visit.path, visit.referrer );
		// Each page load has its own scripts (a fresh sourcebuster and tracker).
		jest.isolateModules( page );
		return cookies();
	} );
}

/** When the first visit of each case lands: the real time, to the minute, read before the clock is faked. */
const VISITS_START = Math.floor( Date.now() / 60000 ) * 60000;

describe( 'attribution tracker vs sourcebuster', () => {
	beforeEach( () => {
		jest.useFakeTimers( { doNotFake: [ 'nextTick', 'queueMicrotask' ] } );
		jest.spyOn( Math, 'random' ).mockReturnValue( 0.42 );
	} );
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
		clearCookies();
	} );

	it.each( CASES )( '%s: the same cookies', ( _, visits ) => {
		const direct = browse( visits, () => {
			require( 'sourcebuster' ).init( SPEC_OPTIONS );
		} );
		const boudoir = browse( visits, () => {
			const { tracker } = require( '../tracker' ) as {
				tracker: TrackerApi;
			};
			tracker.start( makeParams() );
		} );

		expect( boudoir.map( withoutCampaignExtras ) ).toEqual( direct );
		// Every visit left the eight cookies (the comparison is not of two empty jars).
		for ( const snapshot of boudoir ) {
			expect( Object.keys( snapshot ).sort() ).toEqual( [
				'sbjs_current',
				'sbjs_current_add',
				'sbjs_first',
				'sbjs_first_add',
				'sbjs_migrations',
				'sbjs_promo',
				'sbjs_session',
				'sbjs_udata',
			] );
		}
	} );

	it( 'records what the specification expects for each kind of source', () => {
		const current = ( visits: Visit[] ) =>
			decodeURIComponent(
				browse( visits, () => {
					require( '../tracker' ).tracker.start( makeParams() );
				} ).pop()!.sbjs_current
			);
		expect( current( CASES[ 0 ][ 1 ] ) ).toBe(
			'typ=utm|||src=newsletter|||mdm=email|||cmp=spring|||cnt=hero|||trm=lace|||id=abc123|||plt=meta|||fmt=video|||tct=prospecting'
		);
		expect( current( CASES[ 1 ][ 1 ] ) ).toBe(
			'typ=utm|||src=google|||mdm=cpc|||cmp=google_cpc|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)'
		);
		expect( current( CASES[ 2 ][ 1 ] ) ).toBe(
			'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)'
		);
		expect( current( CASES[ 5 ][ 1 ] ) ).toContain( 'src=go.mail.ru' );
		expect( current( CASES[ 7 ][ 1 ] ) ).toBe(
			'typ=referral|||src=twitter.com|||mdm=referral|||cmp=(none)|||cnt=/AbCdEf|||trm=(none)'
		);
		expect( current( CASES[ 8 ][ 1 ] ) ).toContain( 'src=plus.google.com' );
		expect( current( CASES[ 10 ][ 1 ] ) ).toBe(
			'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)'
		);
		// The session ended (45 minutes): a second visit, from google.
		const last = browse( CASES[ 12 ][ 1 ], () => {
			require( '../tracker' ).tracker.start( makeParams() );
		} );
		expect( decodeURIComponent( last[ 1 ].sbjs_session ) ).toMatch(
			/^pgs=2\|\|\|/
		);
		expect( decodeURIComponent( last[ 2 ].sbjs_udata ) ).toMatch(
			/^vst=2\|\|\|/
		);
		expect( decodeURIComponent( last[ 2 ].sbjs_first ) ).toContain(
			'src=newsletter'
		);
		expect( decodeURIComponent( last[ 2 ].sbjs_promo ) ).toMatch(
			/^code=\d{6}$/
		);
	} );

	it( 'gives the GA4 campaign fields, decoded, and none outside a campaign', () => {
		const valuesAfter = ( visit: Visit ) => {
			// Set by the page's own tracker, in a callback the compiler cannot follow.
			const page: { values?: Record< string, string | null > } = {};
			browse( [ visit ], () => {
				page.values =
					require( '../tracker' ).tracker.start( makeParams() );
			} );
			return page.values;
		};
		expect(
			valuesAfter( {
				path: '/?utm_source=ig&utm_id=c%2042&utm_source_platform=meta&utm_creative_format=reel&utm_marketing_tactic=spring%20sale',
			} )
		).toMatchObject( {
			source_type: 'utm',
			utm_source: 'ig',
			utm_id: 'c 42',
			utm_source_platform: 'meta',
			utm_creative_format: 'reel',
			utm_marketing_tactic: 'spring sale',
		} );
		expect(
			valuesAfter( {
				path: '/',
				referrer: 'https://www.google.com/search?q=lace',
			} )
		).toMatchObject( {
			source_type: 'organic',
			utm_id: null,
			utm_source_platform: null,
		} );
	} );
} );

/**
 * The attribution tracker (build/scripts/attribution-tracker.js), a late script: the
 * sourcebuster library (4.6 KB gz) and its glue (the four campaign keys WooCommerce's
 * copy of sourcebuster adds), loaded by the every-page loader
 * (`index.ts`) after the load event, or at once when the shopper reaches for a checkout
 * or registration form, and only while tracking is allowed.
 */

/**
 * External dependencies
 */
import sbjs from 'sourcebuster/src/js/sourcebuster';
import cookies from 'sourcebuster/src/js/helpers/cookies';
import uri from 'sourcebuster/src/js/helpers/uri';

/**
 * Internal dependencies
 */
import { cookieString } from '../cookie';
import { defineLate } from '../late';
import { fieldValues } from './fields';
import {
	COOKIES,
	TRACKER,
	publish,
	type AttributionValues,
	type AttributionParams,
	type TrackerApi,
} from './shared';

/**
 * Sourcebuster's options for Boudoir's settings. The rest is sourcebuster's default
 * and the specification's (docs/contract.md, Figures): typein source `(direct)` and medium `(none)`, the
 * organic hosts bing, yahoo, about, aol, ask, globo, go.mail.ru, rambler, tut.by (google
 * and yandex built in) and the referral aliases t.co and plus.url.google.com. Dates in
 * UTC, as WooCommerce's own tracker.
 *
 * @param params The server's settings.
 */
export function sourcebusterOptions( params: AttributionParams ) {
	return {
		lifetime: Number( params.lifetime ),
		session_length: Number( params.session ),
		base64: Boolean( params.base64 ),
		timezone_offset: '0',
		promocode: { min: 100000, max: 999999 },
		typein_attributes: { source: '(direct)', medium: '(none)' },
	};
}

/**
 * The campaign keys WooCommerce's own copy of sourcebuster records and sourcebuster
 * 1.1.0 (npm's only version) does not: cookie key → link parameter. Their fields are
 * `utm_id`, `utm_source_platform`, `utm_creative_format` and `utm_marketing_tactic`
 * (woocommerce-surfaces.md §5: `current.id`, `current.plt`, `current.fmt`, `current.tct`).
 */
export const CAMPAIGN_EXTRAS: Record< string, string > = {
	id: 'utm_id',
	plt: 'utm_source_platform',
	fmt: 'utm_creative_format',
	tct: 'utm_marketing_tactic',
};

/** The link parameters that make sourcebuster 1.1.0 record a campaign (its init.js). */
const CAMPAIGN_PARAMETERS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'gclid',
	'yclid',
];

/**
 * After sourcebuster recorded a campaign from this page's link, adds the campaign keys
 * it lacks to what it wrote, as WooCommerce's copy writes them (the parameter as the
 * link has it, or `(none)`): to `sbjs_current`, and to `sbjs_first` when this visit was
 * the first; with sourcebuster's own cookie writer, lifetime and domain. Other visits
 * are left as sourcebuster leaves them.
 *
 * @param lifetime  The cookies' lifetime in months.
 * @param firstSeen Whether `sbjs_first` was there before sourcebuster ran.
 * @return The keys added, or null when the link is no campaign.
 */
export function addCampaignExtras(
	lifetime: number,
	firstSeen: boolean
): Record< string, string > | null {
	const link = uri.getParam();
	if ( ! CAMPAIGN_PARAMETERS.some( ( name ) => name in link ) ) {
		return null;
	}
	const extras = Object.fromEntries(
		Object.entries( CAMPAIGN_EXTRAS ).map( ( [ key, parameter ] ) => [
			key,
			typeof link[ parameter ] === 'string' && link[ parameter ]
				? ( link[ parameter ] as string )
				: '(none)',
		] )
	);
	const suffix = Object.entries( extras )
		.map( ( [ key, value ] ) => `|||${ key }=${ value }` )
		.join( '' );
	for ( const name of firstSeen
		? [ 'sbjs_current' ]
		: [ 'sbjs_current', 'sbjs_first' ] ) {
		const value = cookies.get( name );
		if ( value ) {
			cookies.set(
				name,
				value + suffix,
				Math.trunc( lifetime * 30 * 24 * 60 ),
				uri.getHost( location.hostname ),
				false
			);
		}
	}
	return extras;
}

let values: AttributionValues | null = null;

/**
 * Expires every sourcebuster cookie: host-only, and for the domain sourcebuster sets
 * them on (`.<host without www.>`) and WooCommerce expires them on (`.<host>`).
 */
export function expireCookies(): void {
	const host = location.hostname;
	for ( const name of COOKIES ) {
		for ( const domain of [ '', host, host.replace( 'www.', '' ) ] ) {
			document.cookie = cookieString( name, '', {
				maxAge: -999,
				domain: domain ? '.' + domain : undefined,
			} );
		}
	}
}

export const tracker: TrackerApi = {
	start( params ) {
		if ( ! values ) {
			const firstSeen = cookies.get( 'sbjs_first' ) !== null;
			const options = sourcebusterOptions( params );
			sbjs.init( options );
			const extras = addCampaignExtras( options.lifetime, firstSeen );
			if ( extras ) {
				// Read back as sourcebuster reads its own values: decoded.
				const decoded = Object.fromEntries(
					Object.entries( extras ).map( ( [ key, value ] ) => [
						key,
						cookies.decodeData( value ),
					] )
				);
				Object.assign( sbjs.get.current, decoded );
				if ( ! firstSeen ) {
					Object.assign( sbjs.get.first, decoded );
				}
			}
			values = fieldValues( sbjs.get, params.fields );
			publish( values, params.prefix );
		}
		return values;
	},
	stop( params ) {
		values = null;
		expireCookies();
		publish( null, params.prefix );
	},
};

defineLate( TRACKER, tracker );

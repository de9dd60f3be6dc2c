/**
 * What the attribution tests share: the server's settings as Boudoir prints them, and
 * the browser state each test starts from.
 */

/**
 * Internal dependencies
 */
import type { AttributionParams } from '../shared';

/** WooCommerce's fields and their sourcebuster paths (woocommerce-surfaces.md §5). */
export const FIELDS: Record< string, string > = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

/**
 * The settings `boudoirAttributionParams` carries (CONTRACT: defaults).
 *
 * @param overrides What a test changes.
 */
export function makeParams(
	overrides: Partial< AttributionParams > = {}
): AttributionParams {
	return {
		tracker: 'http://localhost/build/scripts/attribution-tracker.js',
		enabled: true,
		allowTracking: true,
		consentCategory: 'marketing',
		lifetime: 6,
		session: 30,
		base64: false,
		prefix: 'wc_order_attribution_',
		fields: FIELDS,
		...overrides,
	};
}

/** The page's cookies, name → raw value. */
export function cookies(): Record< string, string > {
	return Object.fromEntries(
		document.cookie
			.split( '; ' )
			.filter( Boolean )
			.map( ( pair ) => {
				const at = pair.indexOf( '=' );
				return [ pair.slice( 0, at ), pair.slice( at + 1 ) ];
			} )
	);
}

/** Deletes every cookie of the page (host-only and domain ones): a fresh cookie jar. */
export function clearCookies(): void {
	for ( const name of Object.keys( cookies() ) ) {
		for ( const domain of [ '', `; domain=.${ location.hostname }` ] ) {
			document.cookie = `${ name }=; max-age=-999; path=/${ domain }`;
		}
	}
	expect( document.cookie ).toBe( '' );
}

/**
 * Puts the page at a landing address with a referrer, as a navigation would.
 *
 * @param path     The address on this site (path and query).
 * @param referrer The referring page ('' for none).
 */
export function land( path: string, referrer = '' ): void {
	window.history.replaceState( null, '', path );
	Object.defineProperty( document, 'referrer', {
		configurable: true,
		get: () => referrer,
	} );
}

/**
 * The hidden inputs the server prints in a form, for a prefix.
 *
 * @param prefix What their names start with.
 */
export function printInputs( prefix: string ): HTMLFormElement {
	const form = document.createElement( 'form' );
	form.className = 'checkout woocommerce-checkout';
	const box = document.createElement( 'div' );
	box.className = 'boudoir-attribution-inputs';
	box.dataset.boudoirAttribution = '';
	box.hidden = true;
	for ( const field of Object.keys( FIELDS ) ) {
		const input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = prefix + field;
		input.value = '';
		box.append( input );
	}
	const email = document.createElement( 'input' );
	email.type = 'email';
	email.name = 'billing_email';
	form.append( box, email );
	document.body.append( form );
	return form;
}

/**
 * The value of each hidden input, field → value.
 *
 * @param prefix What their names start with.
 */
export function inputValues( prefix: string ): Record< string, string > {
	return Object.fromEntries(
		Array.from(
			document.querySelectorAll< HTMLInputElement >(
				'[data-boudoir-attribution] input'
			)
		).map( ( input ) => [ input.name.slice( prefix.length ), input.value ] )
	);
}

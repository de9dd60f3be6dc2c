/**
 * What the attribution loader (`index.ts`, on every page), the tracker (`tracker.ts`,
 * late) and the checkout blocks' integration (`blocks.ts`) share: the server's settings,
 * the hidden inputs and the values announced to the rest of the page. See docs/front-end.md.
 */

/** An attribution field's value: a string, or null when the source gave none. */
export type AttributionValues = Record< string, string | null >;

/** The settings `Boudoir\Attribution` prints before the loader (`boudoirAttributionParams`). */
export interface AttributionParams {
	/** The tracker's URL (`Late_Scripts::url( 'attribution-tracker' )`). */
	tracker: string;
	/** The shop's setting (and filter) allows tracking. */
	enabled: boolean;
	/** `enabled`, and the WP Consent API's consent when that API is present, at render time. */
	allowTracking: boolean;
	/** The WP Consent API category that governs tracking. */
	consentCategory: string;
	/** Cookie lifetime, months. */
	lifetime: number;
	/** Session length, minutes. */
	session: number;
	/** Whether the cookies are base64-encoded. */
	base64: boolean;
	/** What the hidden inputs' names start with. */
	prefix: string;
	/** Field → sourcebuster path (`current.typ`, `current_add.rf`…). */
	fields: Record< string, string >;
}

/** What the tracker (the late script) offers the loader. */
export interface TrackerApi {
	/**
	 * Starts sourcebuster (its cookies), fills the inputs and announces the values; once
	 * until stopped (each start counts a page view).
	 */
	start: ( params: AttributionParams ) => AttributionValues;
	/** Tracking not allowed: expires sourcebuster's cookies, blanks the inputs, announces `null`. */
	stop: ( params: AttributionParams ) => void;
}

declare global {
	interface Window {
		boudoirAttributionParams?: AttributionParams;
		/** The attribution values for other scripts (the checkout blocks' integration). */
		boudoirAttribution?: { values: AttributionValues | null };
	}
}

/** The late script's name (`defineLate`) and webpack entry. */
export const TRACKER = 'attribution-tracker';

/** The document event announcing new values (or `null`: consent withdrawn). */
export const ATTRIBUTION_EVENT = 'boudoir-attribution';

/** Sourcebuster's cookies (WooCommerce's list). */
export const COOKIES = [
	'sbjs_current',
	'sbjs_current_add',
	'sbjs_first',
	'sbjs_first_add',
	'sbjs_session',
	'sbjs_udata',
	'sbjs_migrations',
	'sbjs_promo',
];

/**
 * Fills the hidden inputs the server printed for the prefix (empty when there are no
 * values), and announces the values to the page.
 *
 * @param values The values, or null to blank them.
 * @param prefix What the inputs' names start with.
 */
export function publish(
	values: AttributionValues | null,
	prefix: string
): void {
	document
		.querySelectorAll< HTMLInputElement >(
			'[data-boudoir-attribution] input'
		)
		.forEach( ( input ) => {
			if ( input.name.startsWith( prefix ) ) {
				input.value =
					values?.[ input.name.slice( prefix.length ) ] ?? '';
			}
		} );
	window.boudoirAttribution = { values };
	document.dispatchEvent(
		new CustomEvent( ATTRIBUTION_EVENT, { detail: values } )
	);
}

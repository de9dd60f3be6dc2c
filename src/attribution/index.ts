/**
 * The attribution loader (build/scripts/attribution.js, handle `boudoir-attribution`), on
 * every page while Boudoir tracks, so tiny (under 0.5 KB gz): no React, no
 * `@wordpress/data`. It decides, from the server's settings (`boudoirAttributionParams`)
 * and the WP Consent API's changes at run time, whether tracking is allowed, and hands the
 * work to the tracker (sourcebuster and its glue, a late script):
 *
 * - allowed: the tracker loads once the page is idle after its load event (at once when
 *   consent comes later, or when the shopper focuses the classic checkout or the
 *   registration form); it sets the cookies, fills the inputs and announces the values;
 * - not allowed: when there is anything to undo (a `sbjs_*` cookie), the tracker loads
 *   and stops: it expires every sourcebuster cookie, blanks the inputs and announces
 *   `null`. A visitor who never consented never downloads sourcebuster.
 */

/**
 * Internal dependencies
 */
import { loadLate, whenIdle } from '../late';
import { TRACKER, type TrackerApi } from './shared';

const params = window.boudoirAttributionParams;

if ( params ) {
	let allowed = params.allowTracking;

	/** Loads the tracker (once; again after a failure) and starts or stops it. */
	const run = () =>
		loadLate< TrackerApi >( TRACKER, params.tracker ).then(
			( tracker ) =>
				allowed ? tracker.start( params ) : tracker.stop( params ),
			// Nothing tracked; the next intent or consent change tries again.
			() => undefined
		);

	/**
	 * Acts on consent once the page is idle after its load event (at once when the
	 * shopper changes it later): allowed, or anything to undo (sourcebuster's cookies,
	 * which values announced earlier came with).
	 */
	const apply = () => {
		if ( allowed || document.cookie.includes( 'sbjs_' ) ) {
			whenIdle( run );
		}
	};

	// Focus in WooCommerce's checkout or registration form (`form.checkout`, `form.register`): at once.
	document.addEventListener( 'focusin', ( event ) => {
		if (
			allowed &&
			( event.target as Element ).closest( '.checkout,.register' )
		) {
			run();
		}
	} );

	// The WP Consent API: `detail` holds each category's new state.
	document.addEventListener( 'wp_listen_for_consent_change', ( event ) => {
		const consent = ( event as CustomEvent ).detail?.[
			params.consentCategory
		];
		if ( consent ) {
			allowed = params.enabled && consent === 'allow';
			apply();
		}
	} );

	apply();
}

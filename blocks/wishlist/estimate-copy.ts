/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiRequest, REST_NAMESPACE } from '@boudoir/api';
import type { EstimateFormOffer } from '@boudoir/stores/wishlist';

/** What the estimate form offers this shopper. */
export interface EstimateForm {
	/** Where "Send me a copy" sends the copy (the account e-mail), or null: no copy offered. */
	copyTo: string | null;
	/** The name and e-mail address the form starts with ('' for a guest). */
	name: string;
	email: string;
}

/** No copy, nothing filled in: a guest's form, and the form when the answer failed. */
export const GUEST_FORM: EstimateForm = { copyTo: null, name: '', email: '' };

/**
 * The estimate dialog's title, which is also the name of the button that opens it.
 */
export function estimateTitle(): string {
	return __( 'Ask for an estimate', 'boudoir' );
}

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * What the form offers: a signed-in shopper's account e-mail for the copy, and her
 * name and address to start with; a guest (or a failed answer) gets GUEST_FORM.
 *
 * @return The form's offer.
 */
export async function fetchEstimateForm(): Promise< EstimateForm > {
	try {
		const form = await apiRequest< EstimateFormOffer >( {
			path: `/${ REST_NAMESPACE }/estimate-form`,
		} );
		const copyTo = text( form?.copy_to );
		return {
			copyTo: copyTo === '' ? null : copyTo,
			name: text( form?.name ),
			email: text( form?.email ),
		};
	} catch {
		// No copy offered rather than one the server would not send.
		return GUEST_FORM;
	}
}

let asked: Promise< EstimateForm > | null = null;

/**
 * The form's offer, asked once a page (the same answer until the shopper signs in or
 * out, which reloads the page): on intent (the button hovered or focused) and on open.
 *
 * @return The form's offer.
 */
export function loadEstimateForm(): Promise< EstimateForm > {
	asked ??= fetchEstimateForm();
	return asked;
}

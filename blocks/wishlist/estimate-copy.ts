/**
 * Internal dependencies
 */
import { apiRequest, REST_NAMESPACE } from '@boudoir/api';

/** The answer of `GET /boudoir/v1/estimate-form`. */
interface EstimateForm {
	copy_to: string | null;
}

/**
 * Where "Send me a copy" would send the copy: the signed-in shopper's account
 * e-mail, or null for a guest (the server sends guests no copy) or on failure.
 *
 * @return The address, or null.
 */
export async function fetchEstimateCopyAddress(): Promise< string | null > {
	try {
		const form = await apiRequest< EstimateForm >( {
			path: `/${ REST_NAMESPACE }/estimate-form`,
		} );
		return typeof form?.copy_to === 'string' && form.copy_to !== ''
			? form.copy_to
			: null;
	} catch {
		// No copy offered rather than one the server would not send.
		return null;
	}
}

/**
 * The estimate request of a list.
 */

/**
 * Internal dependencies
 */
import * as client from '../client';
import { estimateKey } from '../pending-keys';
import type { ApiError, EstimateResult } from '../types';
import type { ThunkArgs } from './args';
import { answerOrError, writeOptimistically } from './write';

/**
 * Asks the shop for an estimate of a list (POST /wishlists/<token>/estimate).
 * Pushes no notice: the dialog shows the confirmation or the error itself.
 *
 * @param token  The list.
 * @param fields name, email, notes, copy and the shop's extra fields.
 * @return The confirmation, or the failure.
 */
export const askEstimate =
	( token: string, fields: Record< string, string | boolean > ) =>
	async ( { dispatch }: ThunkArgs ): Promise< EstimateResult | ApiError > => {
		const outcome = await writeOptimistically( dispatch, {
			key: estimateKey( token ),
			send: () => client.askWishlistEstimate( token, fields ),
			successMessage: () => '',
			noticeOnError: false,
			// The lists did not change.
			broadcast: false,
		} );
		return answerOrError( outcome );
	};

/**
 * Clear, translated messages for the Store API's cart errors.
 *
 * The Store API answers in the shop's language, and its messages name the product
 * ("You cannot add “Silk robe” to the cart because the product is out of stock."):
 * those are kept, as text (entities decoded, tags dropped). Boudoir's own words are
 * used where the server's are technical (nonce, unknown server error, WordPress's
 * argument validation, a missing route) or absent. api-fetch's client failures
 * (fetch_error, invalid_json, unknown_error) already carry src/api's words.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toApiError } from '@boudoir/api';
import type { ApiError } from '@boudoir/api';

const QUANTITY_CODES = [
	'woocommerce_rest_product_invalid_quantity',
	'woocommerce_rest_cart_invalid_quantity',
	'invalid_quantity',
	'rest_invalid_param',
];

const VARIATION_CODES = [
	'woocommerce_rest_invalid_variation_data',
	'woocommerce_rest_missing_variation_data',
	'woocommerce_rest_variation_id_from_variation_data',
	'woocommerce_rest_cart_invalid_parent_product',
];

/** Codes whose server message is not meant for shoppers: always Boudoir's words. */
function replacedMessages(): Record< string, string > {
	const sessionExpired = __(
		'Your session has expired. Please reload the page and try again.',
		'boudoir'
	);
	return {
		woocommerce_rest_invalid_nonce: sessionExpired,
		woocommerce_rest_missing_nonce: sessionExpired,
		woocommerce_rest_unknown_server_error: __(
			'Something went wrong while updating your cart. Please try again.',
			'boudoir'
		),
		// WordPress's own argument check: "Invalid parameter(s): quantity".
		rest_invalid_param: __( 'Please enter a valid quantity.', 'boudoir' ),
		// The Store API is not there (WooCommerce off, or an old version).
		rest_no_route: __( 'The cart is not available right now.', 'boudoir' ),
	};
}

/**
 * Boudoir's words for codes whose server message is missing.
 *
 * @param code The error code.
 */
function fallbackMessage( code: string ): string | undefined {
	if ( QUANTITY_CODES.includes( code ) ) {
		return __( 'Please enter a valid quantity.', 'boudoir' );
	}
	if ( VARIATION_CODES.includes( code ) ) {
		return __(
			'Please choose product options before adding this product to your cart.',
			'boudoir'
		);
	}
	switch ( code ) {
		case 'woocommerce_rest_cart_invalid_key':
			return __( 'This item is no longer in your cart.', 'boudoir' );
		case 'woocommerce_rest_product_out_of_stock':
		case 'woocommerce_rest_cart_product_no_stock':
			return __( 'Sorry, this product is out of stock.', 'boudoir' );
		case 'woocommerce_rest_product_partially_out_of_stock':
			return __(
				'Sorry, there is not enough stock for the quantity you chose.',
				'boudoir'
			);
		case 'woocommerce_rest_cart_invalid_product':
			return __( 'This product is no longer available.', 'boudoir' );
		case 'woocommerce_rest_product_not_purchasable':
		case 'woocommerce_rest_cart_product_is_not_purchasable':
			return __( 'Sorry, this product cannot be purchased.', 'boudoir' );
		case 'readonly_quantity':
			return __(
				'The quantity of this item cannot be changed.',
				'boudoir'
			);
	}
	return undefined;
}

/**
 * A server message as plain text: WooCommerce's messages carry entities (`&quot;`) and,
 * from notices, markup. DOMParser's documents are inert: nothing loads or runs.
 *
 * @param message The server's message.
 */
export function plainText( message: string ): string {
	if ( ! /[<&]/.test( message ) || typeof DOMParser === 'undefined' ) {
		return message.trim();
	}
	const parsed = new DOMParser().parseFromString( message, 'text/html' );
	return ( parsed.body.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * The message a shopper sees for a failed cart request.
 *
 * @param error The normalised error (src/api's toApiError).
 */
export function cartErrorMessage( error: ApiError ): string {
	const replaced = replacedMessages();
	if ( Object.prototype.hasOwnProperty.call( replaced, error.code ) ) {
		return replaced[ error.code ];
	}
	// toApiError gives an empty server message the unknown-error words.
	const unknown = toApiError( null ).message;
	const server = error.message === unknown ? '' : plainText( error.message );
	return server || fallbackMessage( error.code ) || unknown;
}

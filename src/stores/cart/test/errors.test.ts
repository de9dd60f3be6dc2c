/**
 * Internal dependencies
 */
import { toApiError } from '@boudoir/api';
import { cartErrorMessage, plainText } from '../errors';

function serverError( code: string, message = '' ) {
	return toApiError( { code, message, data: { status: 400 } } );
}

describe( 'cartErrorMessage', () => {
	it( 'keeps the server’s own message, as plain text', () => {
		expect(
			cartErrorMessage(
				serverError(
					'woocommerce_rest_product_out_of_stock',
					'You cannot add &quot;Silk robe&quot; to the cart because the product is out of stock.'
				)
			)
		).toBe(
			'You cannot add "Silk robe" to the cart because the product is out of stock.'
		);
		expect(
			cartErrorMessage(
				serverError(
					'woocommerce_rest_add_to_cart_error',
					'<p>Sorry, <a href="x">only</a> 2 left.</p>'
				)
			)
		).toBe( 'Sorry, only 2 left.' );
	} );

	it.each( [
		[ 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.' ],
		[
			'woocommerce_rest_missing_nonce',
			'Missing the Nonce header. This endpoint requires a valid nonce.',
		],
	] )( 'replaces the technical %s message', ( code, message ) => {
		expect( cartErrorMessage( serverError( code, message ) ) ).toBe(
			'Your session has expired. Please reload the page and try again.'
		);
	} );

	it( 'replaces WordPress’s argument check and unknown server errors', () => {
		expect(
			cartErrorMessage(
				serverError(
					'rest_invalid_param',
					'Invalid parameter(s): quantity'
				)
			)
		).toBe( 'Please enter a valid quantity.' );
		expect(
			cartErrorMessage(
				serverError(
					'woocommerce_rest_unknown_server_error',
					'Call to a member function get_id() on null'
				)
			)
		).toBe(
			'Something went wrong while updating your cart. Please try again.'
		);
		expect(
			cartErrorMessage(
				serverError(
					'rest_no_route',
					'No route was found matching the URL and request method.'
				)
			)
		).toBe( 'The cart is not available right now.' );
	} );

	it.each( [
		[
			'woocommerce_rest_cart_invalid_key',
			'This item is no longer in your cart.',
		],
		[
			'woocommerce_rest_product_out_of_stock',
			'Sorry, this product is out of stock.',
		],
		[
			'woocommerce_rest_cart_product_no_stock',
			'Sorry, this product is out of stock.',
		],
		[
			'woocommerce_rest_product_partially_out_of_stock',
			'Sorry, there is not enough stock for the quantity you chose.',
		],
		[
			'woocommerce_rest_cart_invalid_product',
			'This product is no longer available.',
		],
		[
			'woocommerce_rest_cart_product_is_not_purchasable',
			'Sorry, this product cannot be purchased.',
		],
		[
			'woocommerce_rest_product_not_purchasable',
			'Sorry, this product cannot be purchased.',
		],
		[
			'woocommerce_rest_product_invalid_quantity',
			'Please enter a valid quantity.',
		],
		[ 'invalid_quantity', 'Please enter a valid quantity.' ],
		[ 'readonly_quantity', 'The quantity of this item cannot be changed.' ],
		[
			'woocommerce_rest_missing_variation_data',
			'Please choose product options before adding this product to your cart.',
		],
		[ 'some_plugin_error', 'An unknown error occurred.' ],
	] )(
		'gives %s its own words when the server sends none',
		( code, words ) => {
			expect( cartErrorMessage( serverError( code ) ) ).toBe( words );
			expect( cartErrorMessage( serverError( code, ' <br> ' ) ) ).toBe(
				words
			);
		}
	);

	it( 'keeps src/api’s words for client failures', () => {
		expect(
			cartErrorMessage( toApiError( { code: 'fetch_error' } ) )
		).toBe( 'You are probably offline.' );
		expect(
			cartErrorMessage( toApiError( { code: 'invalid_json' } ) )
		).toBe( 'The response is not a valid JSON response.' );
		expect( cartErrorMessage( toApiError( 'nonsense' ) ) ).toBe(
			'An unknown error occurred.'
		);
	} );

	it( 'never lets markup run while reading it', () => {
		const ran = jest.fn();
		Object.assign( window, { ranByMessage: ran } );
		expect(
			plainText( '<img src="x" onerror="window.ranByMessage()">Oops' )
		).toBe( 'Oops' );
		expect( ran ).not.toHaveBeenCalled();
	} );
} );

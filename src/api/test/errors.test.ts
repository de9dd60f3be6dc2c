/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import { isApiError, toApiError } from '../errors';

const OFFLINE = 'You are probably offline.';
const INVALID_JSON = 'The response is not a valid JSON response.';
const POST_PROCESS =
	'Media upload failed. If this is a photo or a large image, please scale it down and try again.';
const UNKNOWN = 'An unknown error occurred.';

describe( 'toApiError', () => {
	it( 'keeps the lists a refused add carries beside its code', () => {
		const lists = [ { id: 1, token: 'abc', wishlist_name: 'Mine' } ];
		expect(
			toApiError( {
				code: 'boudoir_too_many_wishlists',
				message: 'You have too many wishlists.',
				data: { status: 409 },
				result: 'boudoir_too_many_wishlists',
				user_wishlists: lists,
			} )
		).toEqual( {
			code: 'boudoir_too_many_wishlists',
			message: 'You have too many wishlists.',
			status: 409,
			data: { status: 409 },
			userWishlists: lists,
		} );
		expect(
			toApiError( { code: 'rest_forbidden', message: 'No.' } )
		).not.toHaveProperty( 'userWishlists' );
	} );

	it.each( [
		[
			'fetch_error',
			'Could not get a valid response from the server.',
			'fetch_error',
			OFFLINE,
		],
		[
			'offline_error',
			'Unable to connect. Please check your Internet connection.',
			'fetch_error',
			OFFLINE,
		],
		[
			'invalid_json',
			'The response is not a valid JSON response.',
			'invalid_json',
			INVALID_JSON,
		],
		[
			'post_process',
			'Media upload failed.',
			'post_process',
			POST_PROCESS,
		],
		[ 'unknown_error', 'Something', 'unknown_error', UNKNOWN ],
	] )(
		'gives api-fetch’s %s the specification’s words',
		( code, apiFetchMessage, expectedCode, expectedMessage ) => {
			expect( toApiError( { code, message: apiFetchMessage } ) ).toEqual(
				{ code: expectedCode, message: expectedMessage }
			);
		}
	);

	it( 'keeps a server error’s code, message, status and data', () => {
		const data = {
			status: 400,
			params: { quantity: 'Must be at least 1.' },
		};

		expect(
			toApiError( { code: 'boudoir_x', message: 'Nope', data } )
		).toEqual( { code: 'boudoir_x', message: 'Nope', status: 400, data } );
	} );

	it( 'keeps a server error whose code happens to name an Object method', () => {
		for ( const code of [
			'constructor',
			'toString',
			'hasOwnProperty',
			'__proto__',
			'valueOf',
		] ) {
			expect(
				toApiError( {
					code,
					message: 'Server says no',
					data: { status: 409 },
				} )
			).toEqual( {
				code,
				message: 'Server says no',
				status: 409,
				data: { status: 409 },
			} );
		}
	} );

	it( 'gives a server error without a message the unknown words, keeping its code', () => {
		expect( toApiError( { code: 'boudoir_x', message: '' } ) ).toEqual( {
			code: 'boudoir_x',
			message: UNKNOWN,
		} );
		expect( toApiError( { code: 'boudoir_x' } ) ).toEqual( {
			code: 'boudoir_x',
			message: UNKNOWN,
		} );
		expect(
			toApiError( { code: 'boudoir_x', message: { rendered: 'Nope' } } )
		).toEqual( { code: 'boudoir_x', message: UNKNOWN } );
	} );

	it( 'leaves out a status that is not a number and data that is not an object', () => {
		expect(
			toApiError( {
				code: 'boudoir_x',
				message: 'Nope',
				data: { status: '400' },
			} )
		).toEqual( {
			code: 'boudoir_x',
			message: 'Nope',
			data: { status: '400' },
		} );
		expect(
			toApiError( { code: 'boudoir_x', message: 'Nope', data: 'teapot' } )
		).toEqual( { code: 'boudoir_x', message: 'Nope' } );
		expect(
			toApiError( { code: 'boudoir_x', message: 'Nope', data: null } )
		).toEqual( { code: 'boudoir_x', message: 'Nope' } );
	} );

	it.each( [
		[ 'undefined', undefined ],
		[ 'null', null ],
		[ 'a string', 'Internal Server Error' ],
		[ 'a number', 500 ],
		[ 'an empty object', {} ],
		[ 'a numeric code', { code: 500, message: 'Nope' } ],
		[ 'an Error', new TypeError( 'Failed to fetch' ) ],
		[ 'an array', [ 'rest_forbidden' ] ],
		[
			'a DOMException (numeric code)',
			new DOMException( 'Gone', 'NotFoundError' ),
		],
	] )( 'turns %s into an unknown error', ( _label, garbage ) => {
		expect( toApiError( garbage ) ).toEqual( {
			code: 'unknown_error',
			message: UNKNOWN,
		} );
	} );

	it( 'always gives a string code and a string message, whatever it is given', () => {
		const codes = fc.oneof(
			fc.string(),
			fc.constantFrom(
				'fetch_error',
				'offline_error',
				'invalid_json',
				'post_process',
				'constructor',
				'toString'
			)
		);
		const errorLike = fc.record(
			{ code: codes, message: fc.anything(), data: fc.anything() },
			{ requiredKeys: [ 'code' ] }
		);

		fc.assert(
			fc.property( fc.oneof( fc.anything(), errorLike ), ( value ) => {
				const error = toApiError( value );
				expect( typeof error.code ).toBe( 'string' );
				expect( typeof error.message ).toBe( 'string' );
				expect( error.message ).not.toBe( '' );
				expect( isApiError( error ) ).toBe( true );
			} )
		);
	} );
} );

describe( 'isApiError', () => {
	it( 'accepts what toApiError gives', () => {
		expect( isApiError( toApiError( new Error( 'x' ) ) ) ).toBe( true );
		expect(
			isApiError( { code: 'boudoir_x', message: 'Nope', status: 400 } )
		).toBe( true );
	} );

	it.each( [
		[ null ],
		[ 'boudoir_x' ],
		[ { code: 'boudoir_x' } ],
		[ { message: 'Nope' } ],
		[ { code: 1, message: 'Nope' } ],
	] )( 'rejects %p', ( value ) => {
		expect( isApiError( value ) ).toBe( false );
	} );
} );

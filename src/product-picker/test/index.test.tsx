/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ProductPicker } from '..';
import type { StoreProduct } from '..';
import { resetApiSetUpForTests } from '@boudoir/api';
import { EURO_FIELDS } from '../../test-utils/store-api-currency';

jest.mock( '@wordpress/api-fetch', () => {
	const fetch = jest.fn();
	Object.assign( fetch, { use: jest.fn() } );
	return { __esModule: true, default: fetch };
} );

const fetchMock = jest.mocked( apiFetch );

function product(
	id: number,
	name: string,
	sku: string,
	price: string
): StoreProduct {
	return {
		id,
		name,
		slug: name.toLowerCase().replace( / /g, '-' ),
		parent: 0,
		type: 'simple',
		sku,
		permalink: `https://shop.test/product/${ id }/`,
		prices: {
			price,
			regular_price: price,
			sale_price: price,
			price_range: null,
			...EURO_FIELDS,
		},
		images: [
			{
				id: id + 100,
				src: `https://shop.test/${ id }.jpg`,
				thumbnail: `https://shop.test/${ id }-300x300.jpg`,
				srcset: '',
				sizes: '',
				name,
				alt: 'A photo',
			},
		],
	};
}

const SLIP = product( 12, 'Silk slip', 'BD-100', '4250' );
const ROBE = product( 13, 'Silk robe', 'BD-200', '129900' );

function Harness( {
	initial = 0,
	onChange,
}: {
	initial?: number;
	onChange?: ( id: number ) => void;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<ProductPicker
			label="Product"
			emptyLabel="Current product"
			clearLabel="Use the current product"
			value={ value }
			onChange={ ( id ) => {
				onChange?.( id );
				setValue( id );
			} }
		/>
	);
}

/**
 * Answers api-fetch by path; unknown paths fail like WordPress's 404.
 * @param routes
 */
function answer( routes: Record< string, unknown > ) {
	fetchMock.mockImplementation( ( { path = '', signal } ) => {
		if ( signal?.aborted ) {
			return Promise.reject(
				new DOMException( 'Aborted', 'AbortError' )
			);
		}
		const key = Object.keys( routes ).find( ( route ) =>
			path.startsWith( route )
		);
		if ( ! key ) {
			return Promise.reject( {
				code: 'rest_no_route',
				message: 'No route was found.',
				data: { status: 404 },
			} );
		}
		const value = routes[ key ];
		return value instanceof Error || ( value as { code?: string } )?.code
			? Promise.reject( value )
			: Promise.resolve( value );
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	fetchMock.mockReset();
	resetApiSetUpForTests();
} );

afterEach( () => {
	jest.useRealTimers();
} );

function setUpUser() {
	return userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
}

async function typeAndWait(
	user: ReturnType< typeof userEvent.setup >,
	text: string
) {
	await user.type(
		screen.getByRole( 'combobox', { name: 'Product' } ),
		text
	);
	await act( async () => {
		jest.advanceTimersByTime( 300 );
	} );
}

describe( 'ProductPicker', () => {
	it( 'searches the Store API by name or SKU after a pause, once', async () => {
		answer( { '/wc/store/v1/products?': [ SLIP, ROBE ] } );
		const user = setUpUser();
		render( <Harness /> );
		expect( screen.getByText( 'Current product' ) ).toBeInTheDocument();
		await typeAndWait( user, 'silk' );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const { path, signal } = fetchMock.mock.calls[ 0 ][ 0 ];
		expect( path ).toBe(
			'/wc/store/v1/products?search=silk&per_page=10&orderby=title&order=asc'
		);
		expect( signal ).toBeInstanceOf( AbortSignal );

		const combobox = screen.getByRole( 'combobox', { name: 'Product' } );
		await waitFor( () =>
			expect( combobox ).toHaveAttribute( 'aria-expanded', 'true' )
		);
		const options = screen.getAllByRole( 'option' );
		expect( options ).toHaveLength( 2 );
		expect( options[ 0 ] ).toHaveTextContent( 'Silk slip' );
		expect( options[ 0 ] ).toHaveTextContent( 'SKU: BD-100' );
		expect( options[ 0 ] ).toHaveTextContent( '42,50 €' );
		expect( options[ 1 ] ).toHaveTextContent( '1.299,00 €' );
		const image = options[ 0 ].querySelector( 'img' );
		expect( image ).toHaveAttribute(
			'src',
			'https://shop.test/12-300x300.jpg'
		);
		expect( image ).toHaveAttribute( 'alt', '' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'2 products found.'
		);
	} );

	it( 'aborts a search that a newer one replaces', async () => {
		let firstSignal: AbortSignal | undefined;
		fetchMock.mockImplementationOnce( ( { signal } ) => {
			firstSignal = signal ?? undefined;
			return new Promise( () => undefined );
		} );
		fetchMock.mockResolvedValue( [ ROBE ] );
		const user = setUpUser();
		render( <Harness /> );
		await typeAndWait( user, 'si' );
		await typeAndWait( user, 'lk r' );
		expect( firstSignal?.aborted ).toBe( true );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 1 ][ 0 ].path ).toContain(
			'search=silk%20r'
		);
		expect( await screen.findByRole( 'option' ) ).toHaveTextContent(
			'Silk robe'
		);
	} );

	it( 'chooses with the arrow keys and Enter', async () => {
		answer( { '/wc/store/v1/products?': [ SLIP, ROBE ] } );
		const onChange = jest.fn();
		const user = setUpUser();
		render( <Harness onChange={ onChange } /> );
		await typeAndWait( user, 'silk' );
		const combobox = screen.getByRole( 'combobox', { name: 'Product' } );
		await screen.findAllByRole( 'option' );

		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		const robe = screen.getByRole( 'option', { name: /Silk robe/ } );
		expect( robe ).toHaveAttribute( 'aria-selected', 'true' );
		expect( combobox ).toHaveAttribute( 'aria-activedescendant', robe.id );
		await user.keyboard( '{ArrowUp}' );
		expect(
			screen.getByRole( 'option', { name: /Silk slip/ } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{Enter}' );

		expect( onChange ).toHaveBeenLastCalledWith( 12 );
		expect( combobox ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox ).toHaveValue( '' );
		expect( combobox ).toHaveFocus();
		expect( combobox ).toHaveAccessibleDescription( /Silk slip/ );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Silk slip chosen.'
		);
		// The chosen product is known: no second request for it.
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes the list with Escape, then clears the text', async () => {
		answer( { '/wc/store/v1/products?': [ SLIP ] } );
		const user = setUpUser();
		render( <Harness /> );
		await typeAndWait( user, 'slip' );
		const combobox = screen.getByRole( 'combobox', { name: 'Product' } );
		await screen.findByRole( 'option' );
		await user.keyboard( '{Escape}' );
		expect( combobox ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox ).toHaveValue( 'slip' );
		await user.keyboard( '{ArrowDown}' );
		expect( combobox ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.keyboard( '{Escape}{Escape}' );
		expect( combobox ).toHaveValue( '' );
	} );

	it( 'shows the saved product by name, and goes back to the current product', async () => {
		answer( { '/wc/store/v1/products/12': SLIP } );
		const onChange = jest.fn();
		const user = setUpUser();
		render( <Harness initial={ 12 } onChange={ onChange } /> );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/wc/store/v1/products/12'
		);
		const combobox = screen.getByRole( 'combobox', { name: 'Product' } );
		await waitFor( () =>
			expect( combobox ).toHaveAccessibleDescription( /Silk slip/ )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Use the current product' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( 0 );
		expect( combobox ).toHaveAccessibleDescription(
			'Chosen: Current product'
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Current product chosen.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Use the current product' } )
		).not.toBeInTheDocument();
		expect( combobox ).toHaveFocus();
	} );

	it( 'says when a saved product no longer exists', async () => {
		answer( {
			'/wc/store/v1/products/99': {
				code: 'woocommerce_rest_product_invalid_id',
				message: 'Invalid product ID.',
				data: { status: 404 },
			},
		} );
		render( <Harness initial={ 99 } /> );
		expect(
			await screen.findByText(
				'Product 99 no longer exists. Choose another one.'
			)
		).toBeInTheDocument();
	} );

	it( 'says when nothing matches, and when the search fails', async () => {
		answer( { '/wc/store/v1/products?': [] } );
		const user = setUpUser();
		render( <Harness /> );
		await typeAndWait( user, 'zebra' );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'No product matches “zebra”.'
			)
		);
		expect( screen.queryByRole( 'option' ) ).not.toBeInTheDocument();

		fetchMock.mockRejectedValue( {
			code: 'fetch_error',
			message: 'Failed to fetch',
		} );
		await typeAndWait( user, 's' );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'You are probably offline.'
			)
		);
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CounterLink, counterName } from '../counter-link';

describe( 'wishlist counter', () => {
	it( 'is named "Wishlist" until the count is known, then with the count', () => {
		expect( counterName( null ) ).toBe( 'Wishlist' );
		expect( counterName( 1 ) ).toBe( 'Wishlist, 1 item' );
		expect( counterName( 3 ) ).toBe( 'Wishlist, 3 items' );
	} );

	it( 'links to the wishlist page, the count shown as text', () => {
		render(
			<CounterLink
				url="/wishlist/"
				count={ 3 }
				showIcon
				showLabel={ false }
			/>
		);
		const link = screen.getByRole( 'link', { name: 'Wishlist, 3 items' } );
		expect( link ).toHaveAttribute( 'href', '/wishlist/' );
		expect( link ).toHaveTextContent( '3' );
		expect( link ).not.toHaveTextContent( 'Wishlist' );
	} );
} );

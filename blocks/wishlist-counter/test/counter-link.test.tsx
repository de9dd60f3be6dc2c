/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CounterLink } from '../counter-link';

describe( 'wishlist counter (the editor preview and its link)', () => {
	it( 'is named by its visible words, the count included (WCAG 2.5.3)', () => {
		render(
			<CounterLink url="/wishlist/" count={ 3 } showIcon showLabel />
		);
		const link = screen.getByRole( 'link', { name: 'Wishlist 3' } );
		expect( link ).toHaveAttribute( 'href', '/wishlist/' );
		expect( link ).not.toHaveAttribute( 'aria-label' );
	} );

	it( 'keeps "Wishlist" in the name when the label is hidden from sight', () => {
		render(
			<CounterLink
				url="/wishlist/"
				count={ 1 }
				showIcon
				showLabel={ false }
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'Wishlist 1' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Wishlist' ) ).toHaveClass(
			'screen-reader-text'
		);
	} );

	it( 'is named "Wishlist" while the count is unknown', () => {
		render(
			<CounterLink url="/wishlist/" count={ null } showIcon showLabel />
		);
		expect(
			screen.getByRole( 'link', { name: 'Wishlist' } )
		).toBeInTheDocument();
	} );
} );

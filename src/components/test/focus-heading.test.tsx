/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { useFocusHeading } from '../focus-heading';

/** A region named by its heading, and a button that goes away as a deleted row does. */
function Region() {
	const heading = useFocusHeading();
	return (
		<section aria-labelledby={ heading.id }>
			<h2 { ...heading.props }>Your wishlists</h2>
			<button type="button" onClick={ heading.focus }>
				Delete
			</button>
		</section>
	);
}

describe( 'useFocusHeading', () => {
	it( 'names the region, stays out of the Tab order, and takes focus when asked', async () => {
		const user = userEvent.setup();
		render( <Region /> );

		const heading = screen.getByRole( 'heading', {
			name: 'Your wishlists',
		} );
		expect(
			screen.getByRole( 'region', { name: 'Your wishlists' } )
		).toBeInTheDocument();
		expect( heading ).toHaveAttribute( 'tabindex', '-1' );

		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		expect( heading ).toHaveFocus();

		// From the heading, Tab goes on; back, Shift+Tab passes it by.
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Delete' } )
		).toHaveFocus();
		await user.tab( { shift: true } );
		expect( heading ).not.toHaveFocus();
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Spinner } from '../spinner';
import { Tooltip } from '../tooltip';

describe( 'Spinner', () => {
	it( 'is a status named "Loading…" by default', () => {
		render( <Spinner /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	} );

	it( 'takes a label', () => {
		render( <Spinner label="Adding to wishlist…" /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Adding to wishlist…'
		);
	} );
} );

describe( 'Tooltip', () => {
	it( 'describes its control and shows on hover and focus, hides on Escape', async () => {
		const user = userEvent.setup();
		render(
			<Tooltip text="Save for later">
				<button type="button">Add to wishlist</button>
			</Tooltip>
		);
		const button = screen.getByRole( 'button', {
			name: 'Add to wishlist',
		} );
		expect( button ).toHaveAccessibleDescription( 'Save for later' );
		const tip = screen.getByRole( 'tooltip', { hidden: true } );
		expect( tip ).not.toHaveClass( 'is-visible' );
		await user.hover( button );
		expect( tip ).toHaveClass( 'is-visible' );
		await user.unhover( button );
		expect( tip ).not.toHaveClass( 'is-visible' );
		await user.tab();
		expect( button ).toHaveFocus();
		expect( tip ).toHaveClass( 'is-visible' );
		await user.keyboard( '{Escape}' );
		expect( tip ).not.toHaveClass( 'is-visible' );
		expect( button ).toHaveFocus();
	} );

	it( 'keeps a description the control already had', () => {
		render(
			<>
				<p id="own">Own</p>
				<Tooltip text="Tip">
					<button type="button" aria-describedby="own">
						Go
					</button>
				</Tooltip>
			</>
		);
		expect(
			screen.getByRole( 'button', { name: 'Go' } )
		).toHaveAccessibleDescription( 'Own Tip' );
	} );

	it( 'stops Escape from closing an enclosing dialog only while visible', async () => {
		const user = userEvent.setup();
		const onOuterKey = jest.fn();
		render(
			// eslint-disable-next-line jsx-a11y/no-static-element-interactions
			<div onKeyDown={ ( event ) => onOuterKey( event.key ) }>
				<Tooltip text="Tip">
					<button type="button">Go</button>
				</Tooltip>
			</div>
		);
		await user.tab();
		await user.keyboard( '{Escape}' );
		expect( onOuterKey ).not.toHaveBeenCalled();
		await user.keyboard( '{Escape}' );
		expect( onOuterKey ).toHaveBeenCalledWith( 'Escape' );
	} );
} );

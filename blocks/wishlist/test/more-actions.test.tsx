/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { MoreActions } from '../more-actions';
import { placePanel } from '../more-actions-panel';

function renderActions() {
	const move = jest.fn();
	const copy = jest.fn();
	render(
		<>
			<MoreActions
				name="Margaux lace brief"
				actions={ [
					{
						key: 'move',
						label: 'Move to another wishlist',
						onSelect: move,
					},
					{
						key: 'copy',
						label: 'Copy to another wishlist',
						onSelect: copy,
					},
				] }
			/>
			<button type="button">Next</button>
		</>
	);
	const button = screen.getByRole( 'button', {
		name: 'More actions (Margaux lace brief)',
	} );
	return { move, copy, button };
}

describe( 'MoreActions', () => {
	it( 'shows its actions only once opened, and moves focus to the first', async () => {
		const user = userEvent.setup();
		const { button } = renderActions();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'button', { name: 'Move to another wishlist' } )
		).not.toBeInTheDocument();

		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		const group = screen.getByRole( 'group', {
			name: 'More actions (Margaux lace brief)',
		} );
		expect( button ).toHaveAttribute( 'aria-controls', group.id );
		expect(
			screen.getByRole( 'button', { name: 'Move to another wishlist' } )
		).toHaveFocus();
	} );

	it( 'walks its actions with the arrow keys, Home and End, and closes on Escape with focus back', async () => {
		const user = userEvent.setup();
		const { button } = renderActions();
		await user.click( button );
		const move = screen.getByRole( 'button', {
			name: 'Move to another wishlist',
		} );
		const copy = screen.getByRole( 'button', {
			name: 'Copy to another wishlist',
		} );
		await user.keyboard( '{ArrowDown}' );
		expect( copy ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect( move ).toHaveFocus();
		await user.keyboard( '{ArrowUp}' );
		expect( copy ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( move ).toHaveFocus();
		await user.keyboard( '{End}' );
		expect( copy ).toHaveFocus();

		await user.keyboard( '{Escape}' );
		expect( move ).not.toBeInTheDocument();
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'runs an action after closing, with focus back on its button', async () => {
		const user = userEvent.setup();
		const { button, copy } = renderActions();
		copy.mockImplementation( () => {
			// A dialog opened by the action finds focus where it must return it.
			expect( button ).toHaveFocus();
		} );
		await user.click( button );
		await user.click(
			screen.getByRole( 'button', { name: 'Copy to another wishlist' } )
		);
		expect( copy ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.queryByRole( 'group', { name: /More actions/ } )
		).not.toBeInTheDocument();
	} );

	it( 'closes when focus leaves it or a click lands elsewhere', async () => {
		const user = userEvent.setup();
		const { button } = renderActions();
		await user.click( button );
		await user.tab();
		await user.tab();
		expect( screen.getByRole( 'button', { name: 'Next' } ) ).toHaveFocus();
		expect(
			screen.queryByRole( 'group', { name: /More actions/ } )
		).not.toBeInTheDocument();

		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( document.body );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( button );
		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'placePanel', () => {
	function box( rect: Partial< DOMRect > ) {
		return () =>
			( { top: 0, bottom: 0, left: 0, right: 0, ...rect } ) as DOMRect;
	}
	function elements( direction = 'ltr' ) {
		const button = document.createElement( 'button' );
		const panel = document.createElement( 'div' );
		button.style.direction = direction;
		document.body.append( button, panel );
		Object.defineProperty( panel, 'offsetWidth', { value: 200 } );
		Object.defineProperty( panel, 'offsetHeight', { value: 100 } );
		Object.defineProperty( document.documentElement, 'clientWidth', {
			value: 1000,
			configurable: true,
		} );
		Object.defineProperty( document.documentElement, 'clientHeight', {
			value: 800,
			configurable: true,
		} );
		return { button, panel };
	}

	/**
	 * Places a 200 × 100 panel for a button at `rect` in a 1000 × 800 window.
	 *
	 * @param rect      The button's box.
	 * @param direction The page's direction.
	 */
	function place( rect: Partial< DOMRect >, direction = 'ltr' ) {
		const { button, panel } = elements( direction );
		button.getBoundingClientRect = box( rect );
		placePanel( panel, button );
		return panel.style;
	}

	it( 'puts the panel under its button, aligned to its end edge', () => {
		const style = place( { top: 100, bottom: 140, left: 500, right: 540 } );
		expect( style.top ).toBe( '144px' );
		expect( style.left ).toBe( '340px' );
	} );

	it( 'aligns to the start edge in a right-to-left page and stays in the window', () => {
		const style = place(
			{ top: 100, bottom: 140, left: 900, right: 940 },
			'rtl'
		);
		expect( style.left ).toBe( '792px' );
	} );

	it( 'opens above the button when there is no room below', () => {
		const style = place( { top: 700, bottom: 740, left: 10, right: 50 } );
		expect( style.top ).toBe( '596px' );
		expect( style.left ).toBe( '8px' );
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Tabs } from '../tabs';

function Harness( { onSelect }: { onSelect?: ( id: string ) => void } ) {
	const [ selected, setSelected ] = useState( 'choose' );
	return (
		<Tabs
			label="Wishlist"
			selected={ selected }
			onSelect={ ( id ) => {
				onSelect?.( id );
				setSelected( id );
			} }
			tabs={ [
				{
					id: 'choose',
					title: 'Choose a wishlist',
					panel: <p>Pick one</p>,
				},
				{
					id: 'create',
					title: 'Create a wishlist',
					panel: <p>New one</p>,
				},
				{ id: 'third', title: 'Third', panel: <p>Third panel</p> },
			] }
		/>
	);
}

describe( 'Tabs', () => {
	it( 'renders a named tab list with the selected tab and its panel', () => {
		render( <Harness /> );
		expect(
			screen.getByRole( 'tablist', { name: 'Wishlist' } )
		).toBeInTheDocument();
		const choose = screen.getByRole( 'tab', { name: 'Choose a wishlist' } );
		expect( choose ).toHaveAttribute( 'aria-selected', 'true' );
		expect( choose ).toHaveAttribute( 'tabindex', '0' );
		expect(
			screen.getByRole( 'tab', { name: 'Create a wishlist' } )
		).toHaveAttribute( 'tabindex', '-1' );
		const panel = screen.getByRole( 'tabpanel', {
			name: 'Choose a wishlist',
		} );
		expect( panel ).toHaveTextContent( 'Pick one' );
		expect( choose ).toHaveAttribute( 'aria-controls', panel.id );
		expect( screen.getByText( 'New one' ) ).not.toBeVisible();
	} );

	it( 'moves and selects with the arrows, Home and End, wrapping', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const [ choose, create, third ] = screen.getAllByRole( 'tab' );
		await user.tab();
		expect( choose ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect( create ).toHaveFocus();
		expect( create ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'New one' ) ).toBeVisible();
		await user.keyboard( '{End}' );
		expect( third ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect( choose ).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		expect( third ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( choose ).toHaveFocus();
		expect( choose ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	it( 'is one Tab stop, then goes to the panel content', async () => {
		const user = userEvent.setup();
		render(
			<>
				<Tabs
					label="L"
					selected="b"
					onSelect={ jest.fn() }
					tabs={ [
						{ id: 'a', title: 'A', panel: <button>In A</button> },
						{ id: 'b', title: 'B', panel: <button>In B</button> },
					] }
				/>
			</>
		);
		await user.tab();
		expect( screen.getByRole( 'tab', { name: 'B' } ) ).toHaveFocus();
		await user.tab();
		expect( screen.getByRole( 'button', { name: 'In B' } ) ).toHaveFocus();
	} );

	it( 'selects on click', async () => {
		const user = userEvent.setup();
		const onSelect = jest.fn();
		render( <Harness onSelect={ onSelect } /> );
		await user.click(
			screen.getByRole( 'tab', { name: 'Create a wishlist' } )
		);
		expect( onSelect ).toHaveBeenCalledWith( 'create' );
		expect(
			screen.getByRole( 'tabpanel', { name: 'Create a wishlist' } )
		).toBeVisible();
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { ItemActionsContext, PREVIEW_ACTIONS } from '../item-actions';
import type * as ItemParts from '../item-parts';
import { createSelection } from '../selection';
import { ItemList } from '../item-layouts';
import { sampleItems } from '../sample-data';
import type { ColumnSettings, ItemActions, ItemsLayout } from '../types';

/** The item ids whose product name rendered: a row renders its name whenever it renders. */
const nameRenders: number[] = [];

jest.mock( '../item-parts', () => {
	const actual = jest.requireActual< typeof ItemParts >( '../item-parts' );
	return {
		...actual,
		ItemName: ( props: ItemParts.ItemProps ) => {
			nameRenders.push( props.item.item_id );
			return <actual.ItemName { ...props } />;
		},
	};
} );

beforeEach( () => {
	nameRenders.length = 0;
} );

const ALL_COLUMNS: ColumnSettings = {
	showImage: true,
	showPrice: true,
	showStock: true,
	showQuantity: true,
	showAddToCart: true,
};

const LAYOUTS: ItemsLayout[] = [ 'table', 'cards', 'grid' ];

const VISITOR: Partial< ItemActions > = {
	canEdit: false,
	canTransfer: false,
	canSort: false,
};

/** The bra: a variation whose price dropped. */
function braItem(): WishlistItem {
	return {
		...sampleItems()[ 2 ],
		price: '45.00',
		price_when_added: '52.00',
		price_dropped: true,
	};
}

/**
 * Renders the list with one item, its row open in the grid.
 *
 * @param layout  Table, cards or grid.
 * @param columns The shown columns.
 * @param actions What the viewer may do.
 * @param item    The item (the bra in Blush, 34, B by default).
 * @return The item's row, card or tile.
 */
async function renderRow(
	layout: ItemsLayout,
	columns: Partial< ColumnSettings > = {},
	actions: Partial< ItemActions > = {},
	item: WishlistItem = braItem()
): Promise< HTMLElement > {
	render(
		<ItemActionsContext.Provider
			value={ { ...PREVIEW_ACTIONS, ...actions } }
		>
			<ItemList
				layout={ layout }
				items={ [ item ] }
				columns={ { ...ALL_COLUMNS, ...columns } }
				caption="My wishlist"
				selection={ createSelection() }
			/>
		</ItemActionsContext.Provider>
	);
	if ( layout === 'grid' ) {
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: item.name } ) );
	}
	return layout === 'table'
		? screen.getAllByRole( 'row' )[ 1 ]
		: screen.getByRole( 'listitem' );
}

beforeAll( () => {
	document.documentElement.lang = 'en-US';
} );

describe( 'every layout', () => {
	it.each( LAYOUTS )(
		'%s: shows each part of the row, named',
		async ( layout ) => {
			const row = within( await renderRow( layout ) );
			expect(
				row.getByRole( 'checkbox', {
					name: 'Select Éloïse balconette bra',
				} )
			).toBeInTheDocument();
			expect(
				row.getByRole( 'link', { name: 'Éloïse balconette bra' } )
			).toBeInTheDocument();
			expect(
				row.getAllByRole( 'term' ).map( ( term ) => term.textContent )
			).toEqual( [ 'Colour:', 'Band:', 'Cup:' ] );
			expect( row.getByText( '€45.00' ) ).toBeInTheDocument();
			expect( row.getByText( 'Was €52.00' ) ).toBeInTheDocument();
			expect( row.getByText( 'Price dropped' ) ).toBeInTheDocument();
			expect( row.getByText( 'Out of stock' ) ).toBeInTheDocument();
			expect(
				row.getByRole( 'spinbutton', { name: 'Quantity' } )
			).toBeInTheDocument();
			expect(
				row.getByRole( 'button', { name: /^Add to cart/ } )
			).toBeDisabled();
			// One primary action; moving and copying behind "More actions".
			expect(
				row.queryByRole( 'button', {
					name: 'Move to another wishlist',
				} )
			).not.toBeInTheDocument();
			fireEvent.click(
				row.getByRole( 'button', {
					name: 'More actions (Éloïse balconette bra)',
				} )
			);
			// The panel is a chunk of its own, loaded as it opens.
			await row.findByRole( 'group', {
				name: 'More actions (Éloïse balconette bra)',
			} );
			for ( const name of [
				'Move to another wishlist',
				'Copy to another wishlist',
				'Remove Éloïse balconette bra',
				'Drag to reorder Éloïse balconette bra',
				'Move Éloïse balconette bra up',
				'Move Éloïse balconette bra down',
			] ) {
				expect(
					row.getByRole( 'button', { name } )
				).toBeInTheDocument();
			}
		}
	);

	it.each( LAYOUTS )(
		'%s: a variable product saved before its options were chosen says so and links to its page',
		async ( layout ) => {
			const addToCart = jest.fn( () => Promise.resolve() );
			const row = within(
				await renderRow(
					layout,
					{},
					{ addToCart },
					{
						...braItem(),
						variation_id: 0,
						variation: [],
						product_type: 'variable',
						stock_status: 'instock',
						permalink: 'https://shop.test/product/eloise/',
					}
				)
			);
			expect( row.getByText( 'Options to choose' ) ).toBeInTheDocument();
			expect( row.queryByRole( 'term' ) ).not.toBeInTheDocument();
			expect(
				row.queryByRole( 'button', { name: /^Add to cart/ } )
			).not.toBeInTheDocument();
			expect(
				row.getByRole( 'link', {
					name: 'Select options (Éloïse balconette bra)',
				} )
			).toHaveAttribute( 'href', 'https://shop.test/product/eloise/' );
			expect( addToCart ).not.toHaveBeenCalled();
		}
	);

	it.each( LAYOUTS )(
		'%s: leaves out the parts the block hides',
		async ( layout ) => {
			const row = within(
				await renderRow( layout, {
					showImage: false,
					showPrice: false,
					showStock: false,
					showQuantity: false,
					showAddToCart: false,
				} )
			);
			expect( row.queryByText( '€45.00' ) ).not.toBeInTheDocument();
			expect( row.queryByText( 'Out of stock' ) ).not.toBeInTheDocument();
			expect( row.queryByRole( 'spinbutton' ) ).not.toBeInTheDocument();
			expect( row.queryByText( 'Quantity' ) ).not.toBeInTheDocument();
			expect(
				row.queryByRole( 'button', { name: /^Add to cart/ } )
			).not.toBeInTheDocument();
			// The name and the owner's actions stay.
			expect(
				row.getByRole( 'link', { name: 'Éloïse balconette bra' } )
			).toBeInTheDocument();
			expect(
				row.getByRole( 'button', {
					name: 'Remove Éloïse balconette bra',
				} )
			).toBeInTheDocument();
		}
	);

	it.each( LAYOUTS )( '%s: is read-only for a visitor', async ( layout ) => {
		const row = within( await renderRow( layout, {}, VISITOR ) );
		expect( row.queryByRole( 'spinbutton' ) ).not.toBeInTheDocument();
		// The quantity, as text.
		expect( row.getByText( '1', { exact: true } ) ).toBeInTheDocument();
		expect(
			row.queryByRole( 'button', { name: /^(Remove|Move|Copy|Drag)/ } )
		).not.toBeInTheDocument();
		expect(
			row.getByRole( 'button', { name: /^Add to cart/ } )
		).toBeInTheDocument();
	} );
} );

describe( 'table', () => {
	function headers(): string[] {
		return screen
			.getAllByRole( 'columnheader' )
			.map( ( header ) => header.textContent ?? '' );
	}

	it( 'names its columns in order, the product as the row header', async () => {
		const row = await renderRow( 'table' );
		expect(
			screen.getByRole( 'table', { name: 'My wishlist' } )
		).toBeInTheDocument();
		expect( headers() ).toEqual( [
			'Select',
			'Order',
			'Image',
			'Product',
			'Price',
			'Stock',
			'Quantity',
			'Actions',
		] );
		expect( within( row ).getByRole( 'rowheader' ) ).toHaveTextContent(
			/^Éloïse balconette bra/
		);
		// One cell per column.
		expect( row.children ).toHaveLength( headers().length );
	} );

	it( 'says its table roles itself and gives its rows one column track per cell', async () => {
		const row = await renderRow( 'table', { showStock: false } );
		const table = screen.getByRole( 'table', { name: 'My wishlist' } );
		// Its rows are grids (_items.scss): the roles are said, not implicit.
		expect( table ).toHaveAttribute( 'role', 'table' );
		expect( row ).toHaveAttribute( 'role', 'row' );
		expect(
			Array.from( row.children, ( cell ) => cell.getAttribute( 'role' ) )
		).toEqual( [
			'cell',
			'cell',
			'cell',
			'rowheader',
			'cell',
			'cell',
			'cell',
		] );
		expect(
			screen
				.getAllByRole( 'columnheader' )
				.every(
					( header ) =>
						header.getAttribute( 'role' ) === 'columnheader'
				)
		).toBe( true );
		expect(
			table.style.getPropertyValue( '--boudoir-wishlist-columns' )
		).toBe(
			'max-content max-content max-content minmax(8rem, 3fr) minmax(5.5rem, 1fr) max-content max-content'
		);
	} );

	it( "keeps the first button's room for its widest words, out of its name and text", async () => {
		const row = await renderRow( 'table' );
		const button = within( row ).getByRole( 'button', {
			name: 'Add to cart (Éloïse balconette bra)',
		} );
		const label = button.querySelector( '.boudoir-wishlist__button-label' );
		expect( label ).toHaveTextContent( /^Add to cart$/ );
		expect( label ).toHaveAttribute(
			'data-room',
			'Add to cart\nSelect options\nView products'
		);
	} );

	it( 'drops the columns the block or the viewer does not have', async () => {
		await renderRow(
			'table',
			{ showImage: false, showStock: false },
			{ canSort: false }
		);
		expect( headers() ).toEqual( [
			'Select',
			'Product',
			'Price',
			'Quantity',
			'Actions',
		] );
	} );
} );

describe( 'cards and grid', () => {
	it.each( [ 'cards', 'grid' ] as ItemsLayout[] )(
		'%s: a list named after the wishlist, the quantity labelled',
		async ( layout ) => {
			const row = await renderRow( layout );
			expect(
				screen.getByRole( 'list', { name: 'My wishlist' } )
			).toContainElement( row );
			expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
			expect(
				within( row ).getByText( 'Quantity', { selector: 'label' } )
			).toHaveClass( 'boudoir-wishlist__field-label' );
		}
	);
} );

describe( 'rows at scale', () => {
	it( 'renders again only the rows a change touches', () => {
		const items = sampleItems();
		const ids = items.map( ( item ) => item.item_id );
		const selection = createSelection();
		const list = ( shown: WishlistItem[], pending?: Set< number > ) => (
			<ItemActionsContext.Provider value={ PREVIEW_ACTIONS }>
				<ItemList
					layout="table"
					items={ shown }
					columns={ { ...ALL_COLUMNS } }
					caption="My wishlist"
					selection={ selection }
					pending={ pending }
				/>
			</ItemActionsContext.Provider>
		);
		const view = render( list( items ) );
		expect( [ ...nameRenders.splice( 0 ) ].sort() ).toEqual(
			[ ...ids ].sort()
		);

		// The second item's quantity changes; the others keep their objects, as in the store.
		const changed = items.map( ( item, index ) =>
			index === 1 ? { ...item, quantity: item.quantity + 1 } : item
		);
		view.rerender( list( changed ) );
		expect( nameRenders.splice( 0 ) ).toEqual( [ ids[ 1 ] ] );

		// Its change is on its way to the server: that row again, alone.
		view.rerender( list( changed, new Set( [ ids[ 1 ] ] ) ) );
		expect( nameRenders.splice( 0 ) ).toEqual( [ ids[ 1 ] ] );
		expect(
			screen.getByRole( 'checkbox', {
				name: `Select ${ items[ 1 ].name }`,
			} )
		).toBeDisabled();

		// Every row checked: the check boxes change, no row renders.
		act( () => selection.replace( ids ) );
		expect( nameRenders ).toEqual( [] );
		for ( const item of items ) {
			expect(
				screen.getByRole( 'checkbox', {
					name: `Select ${ item.name }`,
				} )
			).toBeChecked();
		}

		// The last two swap places: those two rows render, the first does not.
		view.rerender(
			list( [ changed[ 0 ], changed[ 2 ], changed[ 1 ] ], new Set() )
		);
		expect( [ ...nameRenders.splice( 0 ) ].sort() ).toEqual(
			[ ids[ 1 ], ids[ 2 ] ].sort()
		);
	} );
} );

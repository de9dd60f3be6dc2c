/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { InsightsPage } from '../insights-page';
import type { InsightsPageData } from '../types';
import {
	INSIGHTS,
	answerFrom,
	productRow,
	requestOf,
	shop,
	type Routes,
} from './server';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	// `use`: the api package adds its middleware once.
	default: Object.assign( jest.fn(), { use: jest.fn() } ),
} ) );

const fetchMock = jest.mocked( apiFetch );

const PAGE: InsightsPageData = {
	csvUrl: 'https://shop.test/wp-admin/admin-post.php?action=boudoir_insights_csv&_wpnonce=abc123',
	currency: 'EUR',
	startOfWeek: 1,
	today: '2026-11-29',
};

/**
 * The requests sent to a route, as queries.
 *
 * @param route The route ("/insights/products").
 */
function sentTo( route: string ): URLSearchParams[] {
	return fetchMock.mock.calls
		.map( ( [ options ] ) => requestOf( options.path ?? '' ) )
		.filter( ( request ) => request.route === route )
		.map( ( request ) => request.query );
}

/**
 * The summary's figures by name (its description list's terms and definitions).
 *
 * @param summary The summary.
 */
function figuresOf( summary: HTMLElement ): Record< string, string > {
	const names = within( summary ).getAllByRole( 'term' );
	const values = within( summary ).getAllByRole( 'definition' );
	return Object.fromEntries(
		names.map( ( name, index ) => [
			name.textContent,
			values[ index ].textContent,
		] )
	);
}

/**
 * Renders the page against a shop and waits for the products.
 *
 * @param routes The shop's answers.
 */
async function renderPage( routes: Routes = shop() ) {
	fetchMock.mockImplementation( answerFrom( routes ) as typeof apiFetch );
	const user = userEvent.setup();
	render( <InsightsPage page={ PAGE } /> );
	const products = await screen.findByRole( 'table', {
		name: 'Saved products',
	} );
	return { user, products };
}

describe( 'InsightsPage', () => {
	beforeEach( () => {
		fetchMock.mockReset();
		document.documentElement.lang = 'en-US';
	} );

	it( 'shows the summary, the weeks and the period of the server’s default', async () => {
		await renderPage();

		expect(
			screen.getByRole( 'heading', { name: 'Summary' } )
		).toBeVisible();
		const summary = screen.getByRole( 'region', { name: 'Summary' } );
		expect( figuresOf( summary ) ).toEqual( {
			'Saved now': '1,000,000',
			'Products and variations saved': '48,211',
			Lists: '100,000',
			'Shoppers with lists': '80,000',
			'Saved but out of stock': '1,234',
			'Saved at a higher price than now': '567',
			'Saved in this period': '900',
			'Added to cart from a list': '120',
			'Ordered from a list': '40',
			'Order value from lists': '€1,234.50',
			'Lists created': '300',
		} );
		expect(
			screen.queryByText( 'Some figures are being updated.' )
		).not.toBeInTheDocument();
		expect(
			within( summary ).getByText(
				/^Period: Sep 7, 2026 to Nov 29, 2026\. Figures for now were counted on Nov 28, 2026, /
			)
		).toBeVisible();
		// The first requests ask for the server's default period, then the form shows it.
		expect( sentTo( '/insights' )[ 0 ].toString() ).toBe( '' );
		expect( screen.getByLabelText( 'From' ) ).toHaveValue( '2026-09-07' );
		expect( screen.getByLabelText( 'To' ) ).toHaveValue( '2026-11-29' );

		const weeks = screen.getByRole( 'table', {
			name: 'Saved, added to cart and ordered per week',
		} );
		const [ header, first ] = within( weeks ).getAllByRole( 'row' );
		expect(
			within( header )
				.getAllByRole( 'columnheader' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [
			'Week of',
			'Saved',
			'Added to cart',
			'Ordered',
			'Order value',
			'Lists created',
		] );
		expect(
			within( first ).getByRole( 'rowheader', { name: 'Sep 7, 2026' } )
		).toBeVisible();
		expect( within( first ).getByText( '€39.00' ) ).toBeVisible();

		const csv = screen.getByRole( 'link', {
			name: 'Download CSV of the weekly figures',
		} );
		const href = new URL( csv.getAttribute( 'href' ) ?? '' );
		expect( Object.fromEntries( href.searchParams ) ).toEqual( {
			action: 'boudoir_insights_csv',
			_wpnonce: 'abc123',
			kind: 'weeks',
			after: '2026-09-07',
			before: '2026-11-29',
		} );
	} );

	it( 'says when some figures are being updated, or were never counted', async () => {
		await renderPage( ( request ) =>
			request.route === '/insights'
				? { body: { ...INSIGHTS, pending: 3, counted_at: null } }
				: shop()( request )
		);
		expect(
			screen.getByText( 'Some figures are being updated.' )
		).toBeVisible();
		expect(
			screen.getByText( 'Period: Sep 7, 2026 to Nov 29, 2026.' )
		).toBeVisible();
	} );

	it( 'lists the saved products, most saved first, with their shoppers’ buttons', async () => {
		const { products } = await renderPage();

		expect(
			Object.fromEntries( sentTo( '/insights/products' )[ 0 ] )
		).toEqual( {
			view: 'all',
			group: 'product',
			orderby: 'saved',
			order: 'desc',
			page: '1',
			per_page: '25',
		} );
		const [ , lace, robe ] = within( products ).getAllByRole( 'row' );
		expect(
			within( lace ).getByRole( 'link', { name: 'Lace bra' } )
		).toHaveAttribute(
			'href',
			'https://shop.test/wp-admin/post.php?post=12&action=edit'
		);
		expect(
			within( lace )
				.getAllByRole( 'cell' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [
			'41',
			'45',
			'No',
			'€39.00',
			'3',
			'5',
			'2',
			'1',
			'Shoppers',
		] );
		expect(
			within( lace ).getByRole( 'button', {
				name: 'Shoppers who saved Lace bra',
			} )
		).toBeVisible();
		expect( within( robe ).getByText( 'No price' ) ).toBeVisible();
		expect(
			within( products ).queryByRole( 'columnheader', {
				name: 'Options',
			} )
		).not.toBeInTheDocument();
		expect( screen.getByText( '25 saved products.' ) ).toBeVisible();
	} );

	it( 'sorts by a header’s button, flipping the order of the active column', async () => {
		const { user, products } = await renderPage();
		const saved = within( products ).getByRole( 'columnheader', {
			name: 'Saved',
		} );
		expect( saved ).toHaveAttribute( 'aria-sort', 'descending' );
		expect(
			within( products ).getByRole( 'columnheader', { name: 'Quantity' } )
		).toHaveAttribute( 'aria-sort', 'none' );

		await user.click(
			within( saved ).getByRole( 'button', { name: 'Saved' } )
		);

		await waitFor( () =>
			expect( sentTo( '/insights/products' ) ).toHaveLength( 2 )
		);
		const sorted = sentTo( '/insights/products' )[ 1 ];
		expect( sorted.get( 'orderby' ) ).toBe( 'saved' );
		expect( sorted.get( 'order' ) ).toBe( 'asc' );
		expect( saved ).toHaveAttribute( 'aria-sort', 'ascending' );
		expect(
			screen.getByText( 'Sorted by Saved, ascending.' )
		).toBeTruthy();

		// Another column starts with its first order; the others say they are not sorted.
		await user.click(
			within( products ).getByRole( 'button', { name: 'Product' } )
		);
		await waitFor( () =>
			expect( sentTo( '/insights/products' ) ).toHaveLength( 3 )
		);
		expect(
			Object.fromEntries( sentTo( '/insights/products' )[ 2 ] )
		).toMatchObject( { orderby: 'name', order: 'asc', page: '1' } );
		expect( saved ).toHaveAttribute( 'aria-sort', 'none' );
		expect(
			within( products ).getByRole( 'columnheader', { name: 'Product' } )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		expect(
			screen.getByText( 'Sorted by Product, ascending.' )
		).toBeTruthy();
	} );

	it( 'asks for the view and grouping chosen, and exports them', async () => {
		const { user } = await renderPage();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Show' } ),
			'out_of_stock'
		);
		await waitFor( () =>
			expect( sentTo( '/insights/products' ) ).toHaveLength( 2 )
		);
		expect(
			Object.fromEntries( sentTo( '/insights/products' )[ 1 ] )
		).toMatchObject( {
			view: 'out_of_stock',
			group: 'product',
			page: '1',
		} );

		fetchMock.mockImplementation(
			answerFrom( ( request ) =>
				request.route === '/insights/products'
					? {
							body: [
								productRow( {
									variation_id: 34,
									variation: '34C, Noir',
								} ),
							],
							headers: {
								'X-WP-Total': '1',
								'X-WP-TotalPages': '1',
							},
						}
					: shop()( request )
			) as typeof apiFetch
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Group by' } ),
			'variation'
		);
		const products = screen.getByRole( 'table', {
			name: 'Saved products',
		} );
		expect(
			await within( products ).findByRole( 'columnheader', {
				name: 'Options',
			} )
		).toBeVisible();
		expect( within( products ).getByText( '34C, Noir' ) ).toBeVisible();
		expect(
			within( products ).getByRole( 'button', {
				name: 'Shoppers who saved Lace bra – 34C, Noir',
			} )
		).toBeVisible();
		expect(
			Object.fromEntries( sentTo( '/insights/products' )[ 2 ] )
		).toMatchObject( { view: 'out_of_stock', group: 'variation' } );

		const csv = screen.getByRole( 'link', {
			name: 'Download CSV of the saved products',
		} );
		expect(
			Object.fromEntries(
				new URL( csv.getAttribute( 'href' ) ?? '' ).searchParams
			)
		).toEqual( {
			action: 'boudoir_insights_csv',
			_wpnonce: 'abc123',
			kind: 'products',
			view: 'out_of_stock',
			group: 'variation',
			orderby: 'saved',
			order: 'desc',
			after: '2026-09-07',
			before: '2026-11-29',
		} );
	} );

	it( 'says when no saved product matches', async () => {
		fetchMock.mockImplementation(
			answerFrom( ( request ) =>
				request.route === '/insights/products'
					? {
							body: [],
							headers: {
								'X-WP-Total': '0',
								'X-WP-TotalPages': '0',
							},
						}
					: shop()( request )
			) as typeof apiFetch
		);
		render( <InsightsPage page={ PAGE } /> );
		expect(
			await screen.findByText( 'No saved products match.' )
		).toBeVisible();
		expect(
			screen.queryByRole( 'table', { name: 'Saved products' } )
		).not.toBeInTheDocument();
	} );

	it( 'turns the pages of products', async () => {
		const { user } = await renderPage( shop( 7 ) );
		const pages = screen.getByRole( 'navigation', {
			name: 'Pages of saved products',
		} );
		expect( within( pages ).getByText( 'Page 1 of 7' ) ).toBeVisible();
		const previous = within( pages ).getByRole( 'button', {
			name: 'Previous page',
		} );
		expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click(
			within( pages ).getByRole( 'button', { name: 'Next page' } )
		);

		await waitFor( () =>
			expect( sentTo( '/insights/products' ) ).toHaveLength( 2 )
		);
		expect( sentTo( '/insights/products' )[ 1 ].get( 'page' ) ).toBe( '2' );
		expect(
			await within( pages ).findByText( 'Page 2 of 7' )
		).toBeVisible();
		expect( previous ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'shows the shoppers who saved a product in a dialog', async () => {
		const { user, products } = await renderPage();
		const shoppers = within( products ).getByRole( 'button', {
			name: 'Shoppers who saved Lace bra',
		} );

		await user.click( shoppers );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Shoppers who saved Lace bra',
		} );
		expect(
			await within( dialog ).findByRole( 'link', { name: 'Jane Doe' } )
		).toHaveAttribute(
			'href',
			'https://shop.test/wp-admin/user-edit.php?user_id=5'
		);
		expect(
			within( dialog ).getByText( 'jane@example.com' )
		).toBeVisible();
		expect(
			within( dialog ).getByRole( 'link', { name: 'Ann Lee' } )
		).toBeVisible();
		expect( within( dialog ).getByText( 'Plus 12 guests.' ) ).toBeVisible();
		expect(
			within( dialog ).getByText(
				'Only shoppers with an account are named. Shoppers whose data was erased are not shown.'
			)
		).toBeVisible();
		expect(
			Object.fromEntries( sentTo( '/insights/products/12/savers' )[ 0 ] )
		).toEqual( { variation_id: '0', page: '1', per_page: '20' } );

		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( shoppers ).toHaveFocus();
	} );

	it( 'applies a period, reloading the figures and the products', async () => {
		const { user } = await renderPage();
		fireEvent.change( screen.getByLabelText( 'From' ), {
			target: { value: '2026-10-01' },
		} );
		fireEvent.change( screen.getByLabelText( 'To' ), {
			target: { value: '2026-10-31' },
		} );

		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		await waitFor( () =>
			expect( sentTo( '/insights/products' ) ).toHaveLength( 2 )
		);
		expect( Object.fromEntries( sentTo( '/insights' )[ 1 ] ) ).toEqual( {
			after: '2026-10-01',
			before: '2026-10-31',
		} );
		// The server's answer is the period applied (this fake keeps its default).
		expect(
			Object.fromEntries( sentTo( '/insights/products' )[ 1 ] )
		).toMatchObject( { after: '2026-09-07', before: '2026-11-29' } );
		expect(
			screen.getByText(
				'Showing the figures from Sep 7, 2026 to Nov 29, 2026.'
			)
		).toBeTruthy();
	} );

	it( 'shows the server’s refusal of a period and keeps the figures', async () => {
		const { user } = await renderPage( ( request ) =>
			request.route === '/insights' && request.query.has( 'after' )
				? {
						status: 400,
						body: {
							code: 'rest_invalid_param',
							message: 'The period must start before it ends.',
							data: { status: 400 },
						},
					}
				: shop()( request )
		);
		fireEvent.change( screen.getByLabelText( 'From' ), {
			target: { value: '2026-12-01' },
		} );
		fireEvent.change( screen.getByLabelText( 'To' ), {
			target: { value: '2026-11-01' },
		} );

		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect(
			await screen.findAllByText(
				'The period must start before it ends.'
			)
		).not.toHaveLength( 0 );
		const summary = screen.getByRole( 'region', { name: 'Summary' } );
		expect( figuresOf( summary )[ 'Saved now' ] ).toBe( '1,000,000' );
		expect(
			screen.getByRole( 'table', { name: 'Saved products' } )
		).toBeVisible();
		// Nothing else was asked for; what was typed stays, to be corrected.
		expect( sentTo( '/insights/products' ) ).toHaveLength( 1 );
		expect( screen.getByLabelText( 'From' ) ).toHaveValue( '2026-12-01' );
	} );

	it( 'says when the figures cannot be read', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( {
				status: 403,
				body: {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				},
			} ) ) as typeof apiFetch
		);
		const { container } = render( <InsightsPage page={ PAGE } /> );
		expect(
			await within( container ).findByText(
				'The figures could not be read. Sorry, you are not allowed to do that.'
			)
		).toBeVisible();
	} );
} );

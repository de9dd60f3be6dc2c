/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { enhance } from '../view';

/**
 * Puts a block as render.php prints it on the page.
 *
 * @param style The search style.
 * @param delay The focus delay, ms.
 */
function mount( style = 'drop_down', delay = '600' ): HTMLElement {
	document.body.innerHTML = `
		<a href="/elsewhere">Elsewhere</a>
		<div class="wp-block-boudoir-header-search boudoir-header-search is-drop-down" data-search-style="${ style }" data-focus-delay="${ delay }">
			${
				style === 'drop_down'
					? '<a class="boudoir-header-search__toggle" href="#boudoir-header-search-1"><svg aria-hidden="true"></svg><span class="boudoir-header-search__label">Search</span></a>'
					: ''
			}
			<form id="boudoir-header-search-1" class="boudoir-header-search__form" role="search" method="get" action="/">
				<label for="f">Search products</label>
				<input id="f" type="search" name="s" value="" />
				<input type="hidden" name="post_type" value="product" />
				<button type="submit">Go</button>
			</form>
		</div>`;
	return document.querySelector( '.wp-block-boudoir-header-search' )!;
}

function setReducedMotion( reduce: boolean ): void {
	window.matchMedia = jest.fn().mockImplementation( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		media: query,
	} ) );
}

describe( 'header search view', () => {
	let undo: () => void;

	beforeEach( () => {
		jest.useFakeTimers();
		setReducedMotion( false );
	} );

	afterEach( () => {
		undo?.();
		jest.useRealTimers();
	} );

	it( 'turns the link into a collapsed toggle button controlling the form', () => {
		undo = enhance( mount() );
		expect(
			screen.queryByRole( 'link', { name: 'Search' } )
		).not.toBeInTheDocument();
		const button = screen.getByRole( 'button', { name: 'Search' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveAttribute(
			'aria-controls',
			'boudoir-header-search-1'
		);
	} );

	it( 'opens with show/active, then focuses the field after the delay', () => {
		undo = enhance( mount() );
		const button = screen.getByRole( 'button', { name: 'Search' } );
		const form = screen.getByRole( 'search' );
		const field = screen.getByRole( 'searchbox', {
			name: 'Search products',
		} );
		button.focus();
		fireEvent.click( button );
		expect( form ).toHaveClass( 'show' );
		expect( button ).toHaveClass( 'active' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		jest.advanceTimersByTime( 599 );
		expect( field ).not.toHaveFocus();
		jest.advanceTimersByTime( 1 );
		expect( field ).toHaveFocus();
	} );

	it( 'focuses the field at once under reduced motion', () => {
		setReducedMotion( true );
		undo = enhance( mount() );
		fireEvent.click( screen.getByRole( 'button', { name: 'Search' } ) );
		expect(
			screen.getByRole( 'searchbox', { name: 'Search products' } )
		).toHaveFocus();
	} );

	it( 'the button toggles it closed again', () => {
		undo = enhance( mount() );
		const button = screen.getByRole( 'button', { name: 'Search' } );
		fireEvent.click( button );
		fireEvent.click( button );
		expect( screen.getByRole( 'search' ) ).not.toHaveClass( 'show' );
		expect( button ).not.toHaveClass( 'active' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		// A pending focus move does not reopen anything nor steal focus.
		jest.advanceTimersByTime( 600 );
		expect(
			screen.getByRole( 'searchbox', { name: 'Search products' } )
		).not.toHaveFocus();
	} );

	it( 'Escape closes it and returns focus to the button', () => {
		undo = enhance( mount() );
		const button = screen.getByRole( 'button', { name: 'Search' } );
		fireEvent.click( button );
		jest.advanceTimersByTime( 600 );
		const field = screen.getByRole( 'searchbox', {
			name: 'Search products',
		} );
		expect( field ).toHaveFocus();
		fireEvent.keyDown( field, { key: 'Escape' } );
		expect( screen.getByRole( 'search' ) ).not.toHaveClass( 'show' );
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'a click outside closes it; a click inside does not', () => {
		undo = enhance( mount() );
		const button = screen.getByRole( 'button', { name: 'Search' } );
		fireEvent.click( button );
		fireEvent.click(
			screen.getByRole( 'searchbox', { name: 'Search products' } )
		);
		expect( screen.getByRole( 'search' ) ).toHaveClass( 'show' );
		fireEvent.click( screen.getByRole( 'link', { name: 'Elsewhere' } ) );
		expect( screen.getByRole( 'search' ) ).not.toHaveClass( 'show' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'other styles keep the inline form, without a toggle', () => {
		undo = enhance( mount( 'inline' ) );
		expect(
			screen.queryByRole( 'button', { name: 'Search' } )
		).not.toBeInTheDocument();
		expect( screen.getByRole( 'search' ) ).not.toHaveClass( 'show' );
	} );

	it.each( [ 'drop_down', 'inline' ] )(
		'the %s form is filled while its field has text',
		( style ) => {
			undo = enhance( mount( style ) );
			const form = screen.getByRole( 'search' );
			const field = screen.getByRole( 'searchbox', {
				name: 'Search products',
			} );
			expect( form ).not.toHaveClass( 'filled' );
			fireEvent.input( field, { target: { value: 'lace' } } );
			expect( form ).toHaveClass( 'filled' );
			fireEvent.input( field, { target: { value: '' } } );
			expect( form ).not.toHaveClass( 'filled' );
		}
	);

	it( 'undoing it brings the link back', () => {
		const root = mount();
		enhance( root )();
		undo = () => undefined;
		expect(
			screen.getByRole( 'link', { name: 'Search' } )
		).toHaveAttribute( 'href', '#boudoir-header-search-1' );
		expect( root ).not.toHaveClass( 'is-enhanced' );
	} );
} );

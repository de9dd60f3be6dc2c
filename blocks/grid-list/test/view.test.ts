/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CHANGE_EVENT, LIST_CLASS, RESTART_DELAY } from '../state';
import { enhance, showView } from '../view';

/**
 * Prints the block as render.php does, and a product list under it.
 *
 * @param pressed The view the server pressed.
 */
function mount( pressed: 'grid' | 'list' = 'grid' ): HTMLElement {
	document.body.innerHTML = `
		<div class="wp-block-boudoir-grid-list boudoir-grid-list" role="group" aria-label="Product view" data-default="grid" hidden>
			<button type="button" data-view="grid" aria-pressed="${ String(
				pressed === 'grid'
			) }"><span>Grid view</span></button>
			<button type="button" data-view="list" aria-pressed="${ String(
				pressed === 'list'
			) }"><span>List view</span></button>
		</div>
		<ul class="products"><li class="product">A</li></ul>
		<ul class="wc-block-product-template"><li>B</li></ul>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-boudoir-grid-list'
	)!;
	enhance( root );
	return root;
}

function setReducedMotion( reduce: boolean ) {
	window.matchMedia = jest.fn().mockImplementation( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		media: query,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
	} ) );
}

function clearCookie() {
	document.cookie = 'gridcookie=; path=/; max-age=0';
}

beforeEach( () => {
	clearCookie();
	document.body.className = '';
	setReducedMotion( false );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'grid/list view', () => {
	it( 'shows the buttons, named by their words, the server’s one pressed', () => {
		const root = mount( 'list' );
		expect( root ).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'List view' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Grid view' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'switches to the list: cookie, body class after the fade, pressed state, focus kept', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		mount();
		const list = screen.getByRole( 'button', { name: 'List view' } );
		await user.click( list );
		expect( document.cookie ).toContain( 'gridcookie=list' );
		expect( list ).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Grid view' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		expect( list ).toHaveFocus();
		const lists = document.querySelectorAll( 'ul' );
		lists.forEach( ( ul ) =>
			expect( ul ).toHaveClass(
				'boudoir-grid-list-fade',
				'boudoir-grid-list-out'
			)
		);
		expect( document.body ).not.toHaveClass( LIST_CLASS );
		jest.advanceTimersByTime( 150 );
		expect( document.body ).toHaveClass( LIST_CLASS );
		lists.forEach( ( ul ) =>
			expect( ul ).not.toHaveClass( 'boudoir-grid-list-out' )
		);
		jest.advanceTimersByTime( 150 );
		lists.forEach( ( ul ) =>
			expect( ul ).not.toHaveClass( 'boudoir-grid-list-fade' )
		);
	} );

	it( 'announces the change 301 ms later for image sliders', () => {
		jest.useFakeTimers();
		const listener = jest.fn();
		document.addEventListener( CHANGE_EVENT, listener );
		mount();
		showView( 'list' );
		jest.advanceTimersByTime( RESTART_DELAY - 1 );
		expect( listener ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			view: 'list',
		} );
		document.removeEventListener( CHANGE_EVENT, listener );
	} );

	it( 'swaps at once, with no fade, under reduced motion', () => {
		setReducedMotion( true );
		mount();
		showView( 'list' );
		expect( document.body ).toHaveClass( LIST_CLASS );
		document
			.querySelectorAll( 'ul' )
			.forEach( ( ul ) =>
				expect( ul ).not.toHaveClass( 'boudoir-grid-list-out' )
			);
		showView( 'grid' );
		expect( document.body ).not.toHaveClass( LIST_CLASS );
		expect( document.cookie ).toContain( 'gridcookie=grid' );
	} );

	it( 'does nothing for the pressed button', async () => {
		const user = userEvent.setup();
		mount( 'grid' );
		await user.click( screen.getByRole( 'button', { name: 'Grid view' } ) );
		expect( document.cookie ).not.toContain( 'gridcookie' );
	} );

	it( 'works from the keyboard', async () => {
		setReducedMotion( true );
		const user = userEvent.setup();
		mount();
		await user.tab();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'List view' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( document.body ).toHaveClass( LIST_CLASS );
		await user.tab( { shift: true } );
		await user.keyboard( ' ' );
		expect( document.body ).not.toHaveClass( LIST_CLASS );
		expect(
			screen.getByRole( 'button', { name: 'Grid view' } )
		).toHaveFocus();
	} );
} );

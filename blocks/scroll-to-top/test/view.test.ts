/// <reference types="@testing-library/jest-dom" />
/// <reference types="@wordpress/jest-console" />
/**
 * External dependencies
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { BLOCK_SELECTOR, enhance } from '../view';

type SmoothScroll = typeof import( '../../../src/smooth-scroll' );

// The test watches the scroller the view calls.
const mockScrollToTarget = jest.fn<
	void,
	Parameters< SmoothScroll[ 'scrollToTarget' ] >
>();
jest.mock( '../../../src/smooth-scroll', () => {
	return {
		...jest.requireActual< SmoothScroll >( '../../../src/smooth-scroll' ),
		scrollToTarget: (
			...args: Parameters< SmoothScroll[ 'scrollToTarget' ] >
		) => mockScrollToTarget( ...args ),
	};
} );

const { scrollToTarget: realScrollToTarget } =
	jest.requireActual< SmoothScroll >( '../../../src/smooth-scroll' );

const cleanups: Array< () => void > = [];

/**
 * Prints the block as render.php does (its no-JavaScript link) and enhances it.
 *
 * @param threshold The block's threshold, px; none for the default.
 * @return Undoes it.
 */
function mount( threshold?: number ): { unmount: () => void } {
	const root = document.createElement( 'div' );
	root.className = 'boudoir-scroll-to-top wp-block-boudoir-scroll-to-top';
	if ( threshold !== undefined ) {
		root.dataset.threshold = String( threshold );
	}
	const link = document.createElement( 'a' );
	link.className = 'boudoir-scroll-to-top__button';
	link.href = '#';
	link.textContent = 'Scroll to top';
	root.append( link );
	document.body.append( root );
	let undo: ( () => void ) | null = enhance( root );
	const unmount = () => {
		undo?.();
		undo = null;
		root.remove();
	};
	cleanups.push( unmount );
	return { unmount };
}

/**
 * Adds a link to the page.
 *
 * @param props           The link's attributes.
 * @param props.href      Its address.
 * @param props.className Its classes.
 * @param props.text      Its words.
 */
function addLink( {
	href,
	className = '',
	text = 'Back to top',
}: {
	href: string;
	className?: string;
	text?: string;
} ): HTMLAnchorElement {
	const link = document.createElement( 'a' );
	link.href = href;
	link.className = className;
	const span = document.createElement( 'span' );
	span.textContent = text;
	link.append( span );
	document.body.append( link );
	cleanups.push( () => link.remove() );
	return link;
}

function scrolledTo( y: number ): void {
	// jsdom's scrollY is a plain value (it never scrolls).
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		writable: true,
		value: y,
	} );
}

/**
 * Scrolls the page and lets the next animation frame run.
 *
 * @param y How far the page is scrolled, px.
 */
function scrollPage( y: number ): void {
	scrolledTo( y );
	fireEvent.scroll( window );
	act( () => {
		jest.advanceTimersToNextFrame();
	} );
}

function scrollToTopButton(): HTMLElement {
	return screen.getByRole( 'button', { name: 'Scroll to top' } );
}

let scrollTo: jest.SpyInstance;

beforeEach( () => {
	scrolledTo( 0 );
	scrollTo = jest
		.spyOn( window, 'scrollTo' )
		.mockImplementation( () => undefined );
	mockScrollToTarget.mockReset();
	mockScrollToTarget.mockImplementation( realScrollToTarget );
} );

afterEach( () => {
	cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	jest.useRealTimers();
	jest.restoreAllMocks();
	document.body.removeAttribute( 'tabindex' );
} );

describe( 'the view script', () => {
	it( 'turns the server’s link into the button, named by the link’s (translated) words', () => {
		mount();
		expect(
			screen.queryByRole( 'link', { name: 'Scroll to top' } )
		).toBeNull();
		expect( scrollToTopButton() ).toBeInTheDocument();
		expect( document.querySelector( BLOCK_SELECTOR ) ).toContainElement(
			scrollToTopButton()
		);
	} );

	it( 'reads the threshold from the block’s data attribute, 100 when it is missing', () => {
		jest.useFakeTimers();
		mount();
		scrollPage( 100 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );
		scrollPage( 101 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );
} );

describe( 'the button’s visibility', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	it( 'is a button named “Scroll to top”, hidden at the top of the page', () => {
		mount( 100 );

		const button = scrollToTopButton();
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveClass( 'boudoir-scroll-to-top__button' );
		expect( button ).not.toHaveClass( 'is-visible' );
	} );

	it( 'shows on the frame after a scroll past the threshold', () => {
		mount( 100 );

		scrolledTo( 101 );
		fireEvent.scroll( window );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		act( () => {
			jest.advanceTimersToNextFrame();
		} );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'hides again at the threshold', () => {
		mount( 100 );

		scrollPage( 640 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );

		scrollPage( 100 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		scrollPage( 101 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );

		scrollPage( 0 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );
	} );

	it( 'is visible from the first frame on a page that opens scrolled, without reading the scroll while the script runs', () => {
		scrolledTo( 900 );

		mount( 100 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );
		jest.runOnlyPendingTimers();

		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'follows its own threshold', () => {
		mount( 300 );

		scrollPage( 250 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		scrollPage( 301 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'updates once per frame however many scroll events arrive', () => {
		mount( 100 );
		const requestFrame = jest.spyOn( window, 'requestAnimationFrame' );

		scrolledTo( 500 );
		fireEvent.scroll( window );
		fireEvent.scroll( window );
		fireEvent.scroll( window );

		expect( requestFrame ).toHaveBeenCalledTimes( 3 );
		expect( jest.getTimerCount() ).toBe( 1 );
	} );

	it( 'stops listening to scrolling when undone, dropping a pending frame', () => {
		const { unmount } = mount( 100 );
		scrolledTo( 500 );
		fireEvent.scroll( window );
		expect( jest.getTimerCount() ).toBe( 1 );

		unmount();
		expect( jest.getTimerCount() ).toBe( 0 );

		fireEvent.scroll( window );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'scrolling to the top', () => {
	it( 'scrolls smoothly to the top when clicked', async () => {
		const user = userEvent.setup();
		scrolledTo( 1500 );
		mount( 100 );

		await user.click( scrollToTopButton() );

		await waitFor( () => expect( scrollTo ).toHaveBeenCalledTimes( 1 ) );
		expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
	} );

	it( 'still reaches the top when the scroller fails', async () => {
		const user = userEvent.setup();
		const failure = new Error( 'scrollTo is broken' );
		mockScrollToTarget.mockImplementationOnce( () => {
			throw failure;
		} );
		mount( 100 );

		await user.click( scrollToTopButton() );

		await waitFor( () => expect( scrollTo ).toHaveBeenCalledWith( 0, 0 ) );
		expect( console ).toHaveErroredWith( failure );
	} );

	it.each( [
		[ 'a #go-top link', { href: '#go-top' } ],
		[
			'a link with the boudoir-go-top class',
			{ href: '#top', className: 'boudoir-go-top' },
		],
	] )(
		'scrolls to the top for %s anywhere on the page, without following it',
		async ( _label, linkProps ) => {
			const link = addLink( linkProps );
			mount( 100 );

			const followed = fireEvent.click( link );

			expect( followed ).toBe( false );
			await waitFor( () =>
				expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' )
			);
			expect( scrollTo ).toHaveBeenCalledWith( {
				top: 0,
				behavior: 'smooth',
			} );
		}
	);

	it( 'scrolls to the top for a /#go-top link on the home page, and leaves it to the browser elsewhere', async () => {
		const link = addLink( { href: '/#go-top' } );
		mount( 100 );

		expect( fireEvent.click( link ) ).toBe( true );
		await act( async () => undefined );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();

		document.body.classList.add( 'home' );
		try {
			expect( fireEvent.click( link ) ).toBe( false );
			await waitFor( () =>
				expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' )
			);
		} finally {
			document.body.classList.remove( 'home' );
		}
	} );

	it( 'moves focus to the top of the page once it scrolls there', async () => {
		const user = userEvent.setup();
		scrolledTo( 1500 );
		mount( 100 );

		await user.click( scrollToTopButton() );

		await waitFor( () => expect( document.body ).toHaveFocus() );
		expect( document.body ).toHaveAttribute( 'tabindex', '-1' );
	} );

	it( 'catches a click on something inside a #go-top link', async () => {
		addLink( { href: '#go-top' } );
		mount( 100 );

		const followed = fireEvent.click( screen.getByText( 'Back to top' ) );

		expect( followed ).toBe( false );
		await waitFor( () =>
			expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' )
		);
	} );

	it( 'leaves other links alone', async () => {
		const link = addLink( { href: '#reviews', text: 'Reviews' } );
		mount( 100 );

		const followed = fireEvent.click( link );

		expect( followed ).toBe( true );
		await act( async () => undefined );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'stops catching #go-top clicks when undone', async () => {
		const link = addLink( { href: '#go-top' } );
		const { unmount } = mount( 100 );

		unmount();
		const followed = fireEvent.click( link );

		expect( followed ).toBe( true );
		await act( async () => undefined );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();
	} );
} );

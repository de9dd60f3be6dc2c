/// <reference types="@testing-library/jest-dom" />
/// <reference types="@wordpress/jest-console" />
/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountBlocks } from '../../../src/element/mount-blocks';
import { ScrollToTop } from '../view';

type SmoothScroll = typeof import( '../../../src/smooth-scroll' );

// Importing the view must not mount anything: the test renders the component itself.
jest.mock( '../../../src/element/mount-blocks', () => ( {
	mountBlocks: jest.fn(),
} ) );

// The view loads the scroller lazily (`import()`); the test watches it and can make the load fail.
let mockChunkLoadFails = false;
const mockChunkLoadError = Object.assign(
	new Error(
		'Loading chunk 123 failed.\n(missing: http://shop.test/chunks/smooth-scroll.js)'
	),
	{
		name: 'ChunkLoadError',
		type: 'missing',
	}
);
const mockScrollToTarget = jest.fn<
	void,
	Parameters< SmoothScroll[ 'scrollToTarget' ] >
>();
jest.mock( '../../../src/smooth-scroll', () => {
	if ( mockChunkLoadFails ) {
		throw mockChunkLoadError;
	}
	return {
		...jest.requireActual< SmoothScroll >( '../../../src/smooth-scroll' ),
		scrollToTarget: (
			...args: Parameters< SmoothScroll[ 'scrollToTarget' ] >
		) => mockScrollToTarget( ...args ),
	};
} );

const { scrollToTarget: realScrollToTarget } =
	jest.requireActual< SmoothScroll >( '../../../src/smooth-scroll' );

// What the view asked mountBlocks for when it was imported.
const [ mountedSelector, mountedComponent, readProps ] =
	jest.mocked( mountBlocks ).mock.calls[ 0 ];

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
	jest.useRealTimers();
	jest.restoreAllMocks();
	document.body.removeAttribute( 'tabindex' );
	mockChunkLoadFails = false;
} );

describe( 'the view script', () => {
	it( 'mounts ScrollToTop over each scroll-to-top block', () => {
		expect( mountBlocks ).toHaveBeenCalledTimes( 1 );
		expect( mountedSelector ).toBe( '.wp-block-boudoir-scroll-to-top' );
		expect( mountedComponent ).toBe( ScrollToTop );
	} );

	it( 'reads the threshold from the block’s data attribute, 100 when it is missing', () => {
		const block = document.createElement( 'div' );
		expect( readProps( block ) ).toEqual( { threshold: 100 } );

		block.dataset.threshold = '250';
		expect( readProps( block ) ).toEqual( { threshold: 250 } );

		block.dataset.threshold = '0';
		expect( readProps( block ) ).toEqual( { threshold: 0 } );
	} );
} );

describe( 'ScrollToTop visibility', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	it( 'is a button named “Scroll to top”, hidden at the top of the page', () => {
		render( <ScrollToTop threshold={ 100 } /> );

		const button = scrollToTopButton();
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveClass( 'boudoir-scroll-to-top__button' );
		expect( button ).not.toHaveClass( 'is-visible' );
	} );

	it( 'shows on the frame after a scroll past the threshold', () => {
		render( <ScrollToTop threshold={ 100 } /> );

		scrolledTo( 101 );
		fireEvent.scroll( window );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		act( () => {
			jest.advanceTimersToNextFrame();
		} );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'hides again at the threshold', () => {
		render( <ScrollToTop threshold={ 100 } /> );

		scrollPage( 640 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );

		scrollPage( 100 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		scrollPage( 101 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );

		scrollPage( 0 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );
	} );

	it( 'is visible at once on a page that opens scrolled', () => {
		scrolledTo( 900 );

		render( <ScrollToTop threshold={ 100 } /> );

		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'follows its own threshold', () => {
		render( <ScrollToTop threshold={ 300 } /> );

		scrollPage( 250 );
		expect( scrollToTopButton() ).not.toHaveClass( 'is-visible' );

		scrollPage( 301 );
		expect( scrollToTopButton() ).toHaveClass( 'is-visible' );
	} );

	it( 'updates once per frame however many scroll events arrive', () => {
		render( <ScrollToTop threshold={ 100 } /> );
		const requestFrame = jest.spyOn( window, 'requestAnimationFrame' );

		scrolledTo( 500 );
		fireEvent.scroll( window );
		fireEvent.scroll( window );
		fireEvent.scroll( window );

		expect( requestFrame ).toHaveBeenCalledTimes( 3 );
		expect( jest.getTimerCount() ).toBe( 1 );
	} );

	it( 'stops listening to scrolling when unmounted, dropping a pending frame', () => {
		const { unmount } = render( <ScrollToTop threshold={ 100 } /> );
		scrolledTo( 500 );
		fireEvent.scroll( window );
		expect( jest.getTimerCount() ).toBe( 1 );

		unmount();
		expect( jest.getTimerCount() ).toBe( 0 );

		fireEvent.scroll( window );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'ScrollToTop scrolling', () => {
	// Runs first among the clicks: once the scroller has loaded, it stays loaded for the file.
	it( 'jumps to the top when the scroller cannot be loaded, and loads it on the next click', async () => {
		const user = userEvent.setup();
		render( <ScrollToTop threshold={ 100 } /> );
		mockChunkLoadFails = true;

		await user.click( scrollToTopButton() );

		await waitFor( () => expect( scrollTo ).toHaveBeenCalledWith( 0, 0 ) );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();
		expect( console ).toHaveErroredWith( mockChunkLoadError );

		mockChunkLoadFails = false;
		scrollTo.mockClear();
		await user.click( scrollToTopButton() );

		await waitFor( () =>
			expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' )
		);
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
	} );

	it( 'scrolls smoothly to the top when clicked', async () => {
		const user = userEvent.setup();
		scrolledTo( 1500 );
		render( <ScrollToTop threshold={ 100 } /> );

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
		render( <ScrollToTop threshold={ 100 } /> );

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
			render(
				<>
					<footer>
						<a { ...linkProps }>Back to top</a>
					</footer>
					<ScrollToTop threshold={ 100 } />
				</>
			);

			const followed = fireEvent.click(
				screen.getByRole( 'link', { name: 'Back to top' } )
			);

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

	it( 'catches a click on something inside a #go-top link', async () => {
		render(
			<>
				<a href="#go-top">
					<span>Back to top</span>
				</a>
				<ScrollToTop threshold={ 100 } />
			</>
		);

		const followed = fireEvent.click( screen.getByText( 'Back to top' ) );

		expect( followed ).toBe( false );
		await waitFor( () =>
			expect( mockScrollToTarget ).toHaveBeenCalledWith( 'top' )
		);
	} );

	it( 'leaves other links alone', async () => {
		render(
			<>
				<a href="#reviews">Reviews</a>
				<ScrollToTop threshold={ 100 } />
			</>
		);

		const followed = fireEvent.click(
			screen.getByRole( 'link', { name: 'Reviews' } )
		);

		expect( followed ).toBe( true );
		await act( async () => undefined );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'stops catching #go-top clicks when unmounted', async () => {
		const link = document.createElement( 'a' );
		link.href = '#go-top';
		link.textContent = 'Back to top';
		document.body.append( link );
		const { unmount } = render( <ScrollToTop threshold={ 100 } /> );

		unmount();
		const followed = fireEvent.click( link );

		expect( followed ).toBe( true );
		await act( async () => undefined );
		expect( mockScrollToTarget ).not.toHaveBeenCalled();
		link.remove();
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Notices } from '../notices';
import type { NoticeItem } from '../notices';

const success: NoticeItem = {
	id: 'a',
	status: 'success',
	message: 'Product added to wishlist.',
};
const failure: NoticeItem = {
	id: 'b',
	status: 'error',
	message: 'An unknown error occurred.',
};

/**
 * Renders the notices with a mock onRemove.
 *
 * @param notices The notices.
 * @param timeout Ms before a notice removes itself.
 */
function renderNotices( notices: NoticeItem[], timeout = 3000 ) {
	const onRemove = jest.fn();
	const view = render(
		<Notices
			notices={ notices }
			onRemove={ onRemove }
			timeout={ timeout }
		/>
	);
	const rerender = ( next: NoticeItem[], nextTimeout: number ) =>
		view.rerender(
			<Notices
				notices={ next }
				onRemove={ onRemove }
				timeout={ nextTimeout }
			/>
		);
	return { onRemove, rerender };
}

/** A user whose waits pass on jest's fake clock. */
const setUpUser = () =>
	userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );

describe( 'Notices', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'keeps both live regions in the page, even empty', () => {
		renderNotices( [] );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
		expect( screen.getByRole( 'alert' ) ).toBeEmptyDOMElement();
	} );

	it( 'announces successes politely and errors assertively, with an error label', () => {
		renderNotices( [ success, failure ] );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Product added to wishlist.'
		);
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Error: An unknown error occurred.'
		);
		expect( alert.querySelector( '.boudoir-icon--error' ) ).not.toBeNull();
	} );

	it( 'removes each notice after its timeout', () => {
		const { onRemove } = renderNotices( [ success ] );
		act( () => jest.advanceTimersByTime( 2999 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'a' );
	} );

	it( 'takes another timeout, and 0 keeps the notice', () => {
		const { onRemove, rerender } = renderNotices( [ success ], 500 );
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
		onRemove.mockClear();
		rerender( [ { ...success, id: 'c' } ], 0 );
		act( () => jest.advanceTimersByTime( 60000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
	} );

	it( 'pauses the countdown while hovered', async () => {
		const user = setUpUser();
		const { onRemove } = renderNotices( [ success ] );
		await user.hover( screen.getByText( 'Product added to wishlist.' ) );
		act( () => jest.advanceTimersByTime( 5000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		await user.unhover( screen.getByText( 'Product added to wishlist.' ) );
		act( () => jest.advanceTimersByTime( 3000 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'a' );
	} );

	it( 'can be dismissed', async () => {
		const user = setUpUser();
		const { onRemove } = renderNotices( [ failure ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'b' );
	} );
} );

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

describe( 'Notices', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'keeps both live regions in the page, even empty', () => {
		render(
			<Notices timeout={ 3000 } notices={ [] } onRemove={ jest.fn() } />
		);
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
		expect( screen.getByRole( 'alert' ) ).toBeEmptyDOMElement();
	} );

	it( 'announces successes politely and errors assertively, with an error label', () => {
		render(
			<Notices
				timeout={ 3000 }
				notices={ [ success, failure ] }
				onRemove={ jest.fn() }
			/>
		);
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
		const onRemove = jest.fn();
		render(
			<Notices
				timeout={ 3000 }
				notices={ [ success ] }
				onRemove={ onRemove }
			/>
		);
		act( () => jest.advanceTimersByTime( 2999 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'a' );
	} );

	it( 'takes another timeout, and 0 keeps the notice', () => {
		const onRemove = jest.fn();
		const { rerender } = render(
			<Notices
				notices={ [ success ] }
				onRemove={ onRemove }
				timeout={ 500 }
			/>
		);
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
		onRemove.mockClear();
		rerender(
			<Notices
				notices={ [ { ...success, id: 'c' } ] }
				onRemove={ onRemove }
				timeout={ 0 }
			/>
		);
		act( () => jest.advanceTimersByTime( 60000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
	} );

	it( 'pauses the countdown while hovered', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const onRemove = jest.fn();
		render(
			<Notices
				timeout={ 3000 }
				notices={ [ success ] }
				onRemove={ onRemove }
			/>
		);
		await user.hover( screen.getByText( 'Product added to wishlist.' ) );
		act( () => jest.advanceTimersByTime( 5000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		await user.unhover( screen.getByText( 'Product added to wishlist.' ) );
		act( () => jest.advanceTimersByTime( 3000 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'a' );
	} );

	it( 'can be dismissed', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const onRemove = jest.fn();
		render(
			<Notices
				timeout={ 3000 }
				notices={ [ failure ] }
				onRemove={ onRemove }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'b' );
	} );
} );

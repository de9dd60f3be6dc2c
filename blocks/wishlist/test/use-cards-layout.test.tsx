/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { FakeResizeObserver } from '../../../src/test-utils/resize-observer';
import { useCardsLayout } from '../use-cards-layout';

function Probe( {
	mobileWidth = 768,
	padding = 0,
}: {
	mobileWidth?: number;
	padding?: number;
} ) {
	const [ ref, cards ] = useCardsLayout( mobileWidth );
	return (
		<div
			ref={ ref }
			style={ { paddingLeft: padding, paddingRight: padding } }
		>
			{ cards ? 'cards' : 'table' }
		</div>
	);
}

/**
 * Lays every element out this wide (jsdom lays nothing out), padding included.
 *
 * @param width The offset width.
 */
function layOutAt( width: number ) {
	return jest
		.spyOn( HTMLElement.prototype, 'offsetWidth', 'get' )
		.mockReturnValue( width );
}

describe( 'useCardsLayout', () => {
	beforeEach( () => {
		Object.assign( window, { ResizeObserver: FakeResizeObserver } );
	} );
	afterEach( () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
		jest.restoreAllMocks();
	} );

	it( 'follows the block across the shop’s mobile width, and lets go of it when unmounted', () => {
		const { unmount } = render( <Probe /> );
		const observer = FakeResizeObserver.last!;
		expect( observer.observed ).toBe( screen.getByText( 'table' ) );
		act( () => observer.resize( 620 ) );
		expect( screen.getByText( 'cards' ) ).toBeInTheDocument();
		act( () => observer.resize( 768 ) );
		expect( screen.getByText( 'cards' ) ).toBeInTheDocument();
		act( () => observer.resize( 1280 ) );
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
		unmount();
		expect( observer.disconnected ).toBe( true );
	} );

	it( 'measures the block before its first paint, without its padding', () => {
		layOutAt( 800 );
		const { unmount } = render( <Probe /> );
		// Rendered and measured in one go: no observer report was needed.
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
		unmount();

		// 800 px with 20 px of padding on each side: 760 px for the list.
		render( <Probe padding={ 20 } /> );
		expect( screen.getByText( 'cards' ) ).toBeInTheDocument();
	} );

	it( 'follows a new mobile width', () => {
		layOutAt( 700 );
		const { rerender } = render( <Probe mobileWidth={ 768 } /> );
		expect( screen.getByText( 'cards' ) ).toBeInTheDocument();
		rerender( <Probe mobileWidth={ 600 } /> );
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
	} );

	it( 'stays wide where the browser cannot lay out or measure', () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
		render( <Probe /> );
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
	} );
} );

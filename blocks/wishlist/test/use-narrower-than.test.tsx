/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useNarrowerThan } from '../use-narrower-than';

/** A ResizeObserver whose sizes the test reports. */
class FakeResizeObserver {
	static last: FakeResizeObserver | null = null;
	observed: Element | null = null;
	disconnected = false;
	constructor( readonly callback: ResizeObserverCallback ) {
		FakeResizeObserver.last = this;
	}
	observe( element: Element ) {
		this.observed = element;
	}
	disconnect() {
		this.disconnected = true;
	}
	resize( width: number ) {
		this.callback(
			[ { contentRect: { width } } as ResizeObserverEntry ],
			this as unknown as ResizeObserver
		);
	}
}

function Probe() {
	const [ ref, narrower ] = useNarrowerThan( 880 );
	return <div ref={ ref }>{ narrower ? 'cards' : 'table' }</div>;
}

describe( 'useNarrowerThan', () => {
	beforeEach( () => {
		Object.assign( window, { ResizeObserver: FakeResizeObserver } );
	} );
	afterEach( () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
	} );

	it( 'follows the element across the width, and lets go of it when unmounted', () => {
		const { unmount } = render( <Probe /> );
		const observer = FakeResizeObserver.last!;
		expect( observer.observed ).toBe( screen.getByText( 'table' ) );
		act( () => observer.resize( 620 ) );
		expect( screen.getByText( 'cards' ) ).toBeInTheDocument();
		act( () => observer.resize( 880 ) );
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
		unmount();
		expect( observer.disconnected ).toBe( true );
	} );

	it( 'stays wide where the browser cannot measure', () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
		render( <Probe /> );
		expect( screen.getByText( 'table' ) ).toBeInTheDocument();
	} );
} );

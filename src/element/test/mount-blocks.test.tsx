/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { mountBlocks } from '../mount-blocks';

interface GreetingProps {
	name: string;
	count: number;
}

const renders = jest.fn();

function Greeting( { name, count }: GreetingProps ) {
	renders( { name, count } );
	return (
		<p>
			Hello { name } ({ count })
		</p>
	);
}

const SELECTOR = '.wp-block-boudoir-greeting';

const readProps = jest.fn( ( element: HTMLElement ): GreetingProps => ( {
	name: element.dataset.name ?? 'shopper',
	count: Number( element.dataset.count ?? 0 ),
} ) );

/**
 * Adds a block's server markup (its no-JavaScript version) to the page.
 *
 * @param data The block's data attributes.
 */
function addBlock( data: Record< string, string > ): HTMLElement {
	const block = document.createElement( 'div' );
	block.className = 'wp-block-boudoir-greeting has-small-font-size';
	Object.assign( block.dataset, data );
	const fallback = document.createElement( 'a' );
	fallback.href = '#';
	fallback.textContent = 'Server fallback';
	block.append( fallback );
	document.body.append( block );
	return block;
}

function mount(): void {
	act( () => {
		mountBlocks( SELECTOR, Greeting, readProps );
	} );
}

afterEach( () => {
	jest.restoreAllMocks();
	renders.mockClear();
	readProps.mockClear();
	document.body.replaceChildren();
} );

describe( 'mountBlocks', () => {
	it( 'renders the component over each block, with props read from its data attributes', () => {
		const first = addBlock( { name: 'Ada', count: '2' } );
		const second = addBlock( { name: 'Grace' } );

		mount();

		expect(
			within( first ).getByText( 'Hello Ada (2)' )
		).toBeInTheDocument();
		expect(
			within( second ).getByText( 'Hello Grace (0)' )
		).toBeInTheDocument();
		expect( readProps ).toHaveBeenCalledWith( first );
		expect( readProps ).toHaveBeenCalledWith( second );
	} );

	it( 'keeps the wrapper and its classes, replacing only the server fallback', () => {
		const block = addBlock( { name: 'Ada' } );

		mount();

		expect( document.querySelector( SELECTOR ) ).toBe( block );
		expect( block ).toHaveClass(
			'wp-block-boudoir-greeting',
			'has-small-font-size'
		);
		expect(
			screen.queryByText( 'Server fallback' )
		).not.toBeInTheDocument();
	} );

	it( 'mounts each block once, however often it is called', () => {
		const first = addBlock( { name: 'Ada' } );

		mount();
		mount();

		expect( readProps ).toHaveBeenCalledTimes( 1 );
		expect( renders ).toHaveBeenCalledTimes( 1 );
		expect( within( first ).getAllByText( 'Hello Ada (0)' ) ).toHaveLength(
			1
		);
	} );

	it( 'mounts only the blocks added since the last call (content loaded later)', () => {
		addBlock( { name: 'Ada' } );
		mount();
		const later = addBlock( { name: 'Grace' } );

		mount();

		expect( readProps ).toHaveBeenCalledTimes( 2 );
		expect( readProps ).toHaveBeenLastCalledWith( later );
		expect( renders ).toHaveBeenCalledTimes( 2 );
		expect(
			within( later ).getByText( 'Hello Grace (0)' )
		).toBeInTheDocument();
	} );

	it( 'touches nothing that does not match the selector', () => {
		const other = document.createElement( 'div' );
		other.className = 'wp-block-boudoir-other';
		other.textContent = 'Untouched';
		document.body.append( other );

		mount();

		expect( readProps ).not.toHaveBeenCalled();
		expect( other ).toHaveTextContent( 'Untouched' );
	} );

	it( 'waits for the DOM to be ready when the page is still loading', () => {
		jest.spyOn( document, 'readyState', 'get' ).mockReturnValue(
			'loading'
		);
		const block = addBlock( { name: 'Ada' } );

		mount();
		expect( readProps ).not.toHaveBeenCalled();
		expect( block ).toHaveTextContent( 'Server fallback' );

		act( () => {
			document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		} );
		expect(
			within( block ).getByText( 'Hello Ada (0)' )
		).toBeInTheDocument();
	} );
} );

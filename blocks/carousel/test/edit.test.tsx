/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { getBlockType, getSaveContent } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import type { CarouselAttributes } from '../types';
import '../index';

// The inner blocks and the heading's rich text need the whole editor (a store, registered
// core blocks); here the slides' row keeps its own props and the heading is plain text.
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useInnerBlocksProps: ( props: object ) => props,
	RichText: ( {
		tagName: Tag,
		value,
		className,
	}: {
		tagName: 'h2';
		value: string;
		className: string;
	} ) => <Tag className={ className }>{ value }</Tag>,
} ) );

const DEFAULTS: CarouselAttributes = {
	heading: '',
	headingLevel: 2,
	headingId: '',
	source: 'blocks',
	productCount: 8,
	slidesDesktop: 3,
	slidesTablet: 2,
	slidesPhone: 1,
	autoplay: true,
	autoplayDelay: 0,
	speed: 250,
	loop: true,
	showArrows: true,
};

function renderSelectedBlock(
	attributes: Partial< CarouselAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

const settings = () =>
	within( screen.getByRole( 'complementary', { name: 'Block settings' } ) );

describe( 'carousel registration', () => {
	it( 'registers the block from block.json with the specification’s defaults', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Carousel' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			slidesDesktop: { default: 3 },
			slidesTablet: { default: 2 },
			slidesPhone: { default: 1 },
			speed: { default: 250 },
			autoplay: { default: true },
			loop: { default: true },
			source: { default: 'blocks' },
		} );
		expect( blockType?.example ).toBeDefined();
		// Dynamic: the post keeps only the inner blocks.
		expect( getSaveContent( metadata.name, DEFAULTS, [] ) ).toBe( '' );
	} );
} );

describe( 'Edit', () => {
	it( 'shows the heading and the slides’ row', () => {
		renderSelectedBlock( { heading: 'New in', headingLevel: 3 } );
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect(
			canvas.getByRole( 'heading', { level: 3, name: 'New in' } )
		).toBeInTheDocument();
		expect(
			screen
				.getByTestId( 'canvas' )
				.querySelector( '.boudoir-carousel__track' )
		).not.toBeNull();
	} );

	it( 'shows a note instead of inner blocks for the newest products', () => {
		renderSelectedBlock( { source: 'products', productCount: 6 } );
		expect(
			screen.getByText( 'The shop’s 6 newest products show here.' )
		).toBeInTheDocument();
		expect(
			settings().getByRole( 'spinbutton', { name: 'Number of products' } )
		).toHaveValue( 6 );
	} );

	it( 'shows the slides per view, autoplay and speed in the block settings', () => {
		renderSelectedBlock();
		const sidebar = settings();
		expect(
			sidebar.getByRole( 'spinbutton', {
				name: 'Slides in view on desktops',
			} )
		).toHaveValue( 3 );
		expect(
			sidebar.getByRole( 'spinbutton', {
				name: 'Slides in view on tablets',
			} )
		).toHaveValue( 2 );
		expect(
			sidebar.getByRole( 'spinbutton', {
				name: 'Slides in view on phones',
			} )
		).toHaveValue( 1 );
		expect(
			sidebar.getByRole( 'checkbox', { name: 'Advance on its own' } )
		).toBeChecked();
		expect(
			sidebar.getByText( '0 uses the default, 5000 ms.' )
		).toBeInTheDocument();
		expect(
			sidebar.getByRole( 'spinbutton', { name: 'Slide change (ms)' } )
		).toHaveValue( 250 );
		expect(
			sidebar.getByRole( 'checkbox', {
				name: 'Show Previous and Next buttons',
			} )
		).toBeChecked();
	} );

	it( 'tells the shop’s default delay for products', () => {
		renderSelectedBlock( { source: 'products' } );
		expect(
			settings().getByText( '0 uses the default, 6000 ms.' )
		).toBeInTheDocument();
	} );

	it( 'saves a new source and turns autoplay off', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Source' } ),
			'Newest products'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { source: 'products' } );

		await user.click(
			settings().getByRole( 'checkbox', { name: 'Advance on its own' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { autoplay: false } );
	} );

	it( 'keeps the heading anchor a valid id', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		await user.type(
			settings().getByRole( 'textbox', { name: 'Heading anchor' } ),
			'#'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { headingId: '' } );
	} );
} );

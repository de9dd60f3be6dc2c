/// <reference types="@testing-library/jest-dom" />
/// <reference types="@wordpress/jest-console" />
/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import { keepEarlyChoices } from '../early-choice';
import { enhanceAll, enhanceForm } from '../enhance';
import type { SwatchSettings } from '../types';

type Row = [ string, string, string, boolean, number | '' ];

/** The page options Swatch_Placement prints with the shop's defaults (Swatch_Options). */
const SHOP_DEFAULTS: SwatchSettings = {
	show_variation_label: true,
	variation_label_separator: ': ',
	clickable_out_of_stock: true,
	out_of_stock_tooltip_text: 'Out of stock',
	clear_on_reselect: false,
	show_variation_stock: true,
	stock_label_threshold: 5,
	is_mobile: false,
};

/** Noir and Blush × 32, 34 × B, C: Blush 32 does not exist, Noir 34 C is sold out, Blush 34 C has 2 left. */
const ROWS: Row[] = [
	[ 'noir', '32', 'b', true, 8 ],
	[ 'noir', '32', 'c', true, 8 ],
	[ 'noir', '34', 'b', true, 8 ],
	[ 'noir', '34', 'c', false, '' ],
	[ 'blush', '34', 'b', true, 8 ],
	[ 'blush', '34', 'c', true, 2 ],
];

const wooVariations = () =>
	ROWS.map( ( [ color, band, cup, inStock, maxQty ], index ) => ( {
		attributes: {
			attribute_pa_color: color,
			attribute_pa_band: band,
			attribute_pa_cup: cup,
		},
		is_in_stock: inStock,
		variation_is_active: true,
		max_qty: maxQty,
		variation_id: 100 + index,
	} ) );

const availabilityMap = () => ( {
	attributes: [
		'attribute_pa_color',
		'attribute_pa_band',
		'attribute_pa_cup',
	],
	variations: ROWS.map( ( [ color, band, cup, inStock, maxQty ] ) => [
		color,
		band,
		cup,
		inStock ? 1 : 0,
		maxQty === '' ? null : maxQty,
	] ),
} );

/** The real stock of the variations that manage it (`variation id → quantity`), which WooCommerce's JSON lacks. */
const stockOf = () =>
	Object.fromEntries(
		ROWS.flatMap( ( [ , , , , quantity ], index ) =>
			quantity === '' ? [] : [ [ String( 100 + index ), quantity ] ]
		)
	);

const swatchData = ( availability: unknown = null ) => ( {
	productId: 42,
	attributes: [
		{
			name: 'attribute_pa_color',
			label: 'Colour',
			type: 'color',
			values: [
				{ value: 'noir', title: 'Noir', color: '#111111', image: null },
				{
					value: 'blush',
					title: 'Blush',
					color: '#e8b4b8',
					image: null,
				},
			],
		},
		{
			name: 'attribute_pa_band',
			label: 'Band',
			type: 'label',
			values: [ '32', '34' ].map( ( band ) => ( {
				value: band,
				title: band,
				color: null,
				image: null,
			} ) ),
		},
		{
			name: 'attribute_pa_cup',
			label: 'Cup',
			type: 'label',
			values: [
				{ value: 'b', title: 'B', color: null, image: null },
				{ value: 'c', title: 'C', color: null, image: null },
			],
		},
	],
	availability,
	stock: availability ? null : stockOf(),
} );

/**
 * The server's radios before a select, as Swatch_Radios (PHP) prints them.
 *
 * @param id      The select's id.
 * @param label   The attribute's label.
 * @param options Value → title.
 */
function serverRadios(
	id: string,
	label: string,
	options: [ string, string ][]
) {
	return `<div class="boudoir-swatches" data-boudoir-swatches="server"><div role="radiogroup" class="boudoir-swatches__group" aria-label="${ label }" data-attribute_name="attribute_${ id }">${ options
		.map(
			( [ value, text ] ) =>
				`<div class="boudoir-swatches__option"><input type="radio" class="boudoir-swatches__input" name="boudoir_swatch_attribute_${ id }" value="${ value }" aria-label="${ text }"><span class="boudoir-swatches__item" aria-hidden="true">${ text }</span></div>`
		)
		.join( '' ) }</div></div>`;
}

let withServerRadios = false;

function select( id: string, label: string, options: [ string, string ][] ) {
	return `<tr><th class="label"><label for="${ id }">${ label }</label></th><td class="value">${
		withServerRadios ? serverRadios( id, label, options ) : ''
	}<select id="${ id }" name="attribute_${ id }" data-attribute_name="attribute_${ id }" data-show_option_none="yes">
			<option value="">Choose an option</option>
			${ options.map( ( [ value, text ] ) => `<option value="${ value }">${ text }</option>` ).join( '' ) }
		</select></td></tr>`;
}

/**
 * Builds WooCommerce's variations form (9.3 markup) with the block inside it.
 *
 * @param options
 * @param options.variations `data-product_variations` (false above the threshold).
 * @param options.data       The block's JSON text (null: no block).
 */
function buildForm( {
	variations = wooVariations() as unknown,
	data = JSON.stringify( swatchData() ) as string | null,
} = {} ): HTMLFormElement {
	document.body.innerHTML = `<form class="variations_form cart" data-product_id="42">
		${
			data === null
				? ''
				: '<div class="wp-block-boudoir-variation-swatches" data-product-id="42"><script type="application/json" class="boudoir-swatches__data"></script></div>'
		}
		<table class="variations" role="presentation"><tbody>
			${ select( 'pa_color', 'Colour', [
				[ 'noir', 'Noir' ],
				[ 'blush', 'Blush' ],
			] ) }
			${ select( 'pa_band', 'Band', [
				[ '32', '32' ],
				[ '34', '34' ],
			] ) }
			${ select( 'pa_cup', 'Cup', [
				[ 'b', 'B' ],
				[ 'c', 'C' ],
			] ) }
			<tr><td colspan="2"><button class="reset_variations" aria-label="Clear options">Clear</button></td></tr>
		</tbody></table>
	</form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	form.setAttribute(
		'data-product_variations',
		JSON.stringify( variations )
	);
	const script = form.querySelector( 'script' );
	if ( script && data !== null ) {
		script.textContent = data;
	}
	return form;
}

function mount(
	form: HTMLFormElement,
	settings: Partial< SwatchSettings > = {}
) {
	act( () => {
		enhanceForm( form, { ...SHOP_DEFAULTS, ...settings } );
	} );
}

const group = ( name: string ) => screen.getByRole( 'radiogroup', { name } );
const radio = ( groupName: string, name: string ) =>
	within( group( groupName ) ).getByRole( 'radio', { name } );
const selectOf = ( id: string ) =>
	document.getElementById( id ) as HTMLSelectElement;

/** The next frame painted, and the work that waits for it (`afterNextPaint()`). */
const painted = () =>
	new Promise( ( resolve ) =>
		requestAnimationFrame( () => setTimeout( resolve, 0 ) )
	);

// A swatch shows a choice at once and hands it to the select after the next paint.
async function click( element: HTMLElement ) {
	await act( async () => {
		fireEvent.click( element );
		await painted();
	} );
}

async function key( element: HTMLElement, name: string ) {
	await act( async () => {
		fireEvent.keyDown( element, { key: name } );
		await painted();
	} );
}

/**
 * The values of the `change` events a form's selects fire, in order.
 *
 * @param form The form.
 */
function changesOf( form: HTMLFormElement ): string[] {
	const changes: string[] = [];
	form.addEventListener( 'change', ( event ) =>
		changes.push( ( event.target as HTMLSelectElement ).value )
	);
	return changes;
}

afterEach( () => {
	document.body.innerHTML = '';
	withServerRadios = false;
} );

describe( 'variation swatches', () => {
	it( 'gives each attribute a radio group named by its label, and keeps the select as the source of truth', () => {
		const form = buildForm();
		mount( form );
		expect(
			screen
				.getAllByRole( 'radiogroup' )
				.map( ( item ) => item.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Colour', 'Band', 'Cup' ] );
		const noir = radio( 'Colour', 'Noir' );
		expect( noir ).toHaveAttribute( 'data-value', 'noir' );
		expect( noir ).toHaveAttribute( 'data-title', 'Noir' );
		expect( noir ).toHaveAttribute(
			'data-attribute_name',
			'attribute_pa_color'
		);
		expect( group( 'Colour' ) ).toHaveAttribute(
			'data-attribute_values',
			'["noir","blush"]'
		);
		const colour = selectOf( 'pa_color' );
		expect( colour ).toBeInTheDocument();
		expect( colour ).toHaveClass( 'boudoir-swatches__select' );
		expect( colour ).toHaveAttribute( 'tabindex', '-1' );
		expect( form ).toHaveAttribute( 'data-boudoir-swatches', 'true' );
	} );

	it( 'sets the select and fires a bubbling change when a swatch is clicked', async () => {
		const form = buildForm();
		const changes = changesOf( form );
		mount( form );
		await click( radio( 'Colour', 'Blush' ) );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'blush' );
		expect( changes ).toEqual( [ 'blush' ] );
		expect( radio( 'Colour', 'Blush' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
		expect( radio( 'Colour', 'Noir' ) ).toHaveAttribute(
			'aria-checked',
			'false'
		);
	} );

	it( 'shows the choice in the frame the click paints, and tells WooCommerce after it', async () => {
		const form = buildForm();
		const changes = changesOf( form );
		mount( form );
		act( () => {
			fireEvent.click( radio( 'Colour', 'Blush' ) );
		} );
		expect( radio( 'Colour', 'Blush' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
		expect( form.querySelector( 'th' ) ).toHaveTextContent(
			'Colour: Blush'
		);
		expect( selectOf( 'pa_color' ) ).toHaveValue( '' );
		expect( changes ).toEqual( [] );
		await act( painted );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'blush' );
		expect( changes ).toEqual( [ 'blush' ] );
	} );

	it( 'disables impossible values and names sold-out ones, which stay clickable', async () => {
		const form = buildForm();
		mount( form );
		await click( radio( 'Colour', 'Blush' ) );
		const band32 = radio( 'Band', '32' );
		expect( band32 ).toHaveAttribute( 'aria-disabled', 'true' );
		await click( band32 );
		expect( selectOf( 'pa_band' ) ).toHaveValue( '' );

		await click( radio( 'Colour', 'Noir' ) );
		await click( radio( 'Band', '34' ) );
		const soldOut = radio( 'Cup', 'C (out of stock)' );
		expect( soldOut ).not.toHaveAttribute( 'aria-disabled' );
		expect( soldOut ).toHaveClass( 'is-no-stock' );
		expect(
			screen.getAllByRole( 'tooltip', { hidden: true } )
		).toHaveLength( 1 );
		expect( soldOut ).toHaveAccessibleDescription( 'Out of stock' );
		await click( soldOut );
		expect( selectOf( 'pa_cup' ) ).toHaveValue( 'c' );
	} );

	it( 'keeps sold-out values from being chosen when clickable_out_of_stock is off', async () => {
		const form = buildForm();
		mount( form, {
			clickable_out_of_stock: false,
			out_of_stock_tooltip_text: 'Sold out',
		} );
		await click( radio( 'Colour', 'Noir' ) );
		await click( radio( 'Band', '34' ) );
		const soldOut = radio( 'Cup', 'C (out of stock)' );
		expect( soldOut ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( soldOut ).toHaveAccessibleDescription( 'Sold out' );
		await click( soldOut );
		await key( soldOut, ' ' );
		expect( selectOf( 'pa_cup' ) ).toHaveValue( '' );
	} );

	it( 'clears the choice when the selected swatch is clicked again, only with clear_on_reselect', async () => {
		mount( buildForm(), { clear_on_reselect: true } );
		await click( radio( 'Colour', 'Noir' ) );
		await click( radio( 'Colour', 'Noir' ) );
		expect( selectOf( 'pa_color' ) ).toHaveValue( '' );

		mount( buildForm() );
		await click( radio( 'Colour', 'Noir' ) );
		await click( radio( 'Colour', 'Noir' ) );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'noir' );
	} );

	it( 'follows the radio group pattern: one tab stop, arrows move and check (skipping impossible values), Space and Enter activate', async () => {
		mount( buildForm(), { clear_on_reselect: true } );
		const noir = radio( 'Colour', 'Noir' );
		const blush = radio( 'Colour', 'Blush' );
		expect( noir ).toHaveAttribute( 'tabindex', '0' );
		expect( blush ).toHaveAttribute( 'tabindex', '-1' );

		act( () => noir.focus() );
		await key( noir, 'ArrowRight' );
		expect( blush ).toHaveFocus();
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'blush' );
		await key( blush, 'ArrowRight' );
		expect( noir ).toHaveFocus();
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'noir' );
		await key( noir, 'ArrowLeft' );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'blush' );

		// Blush 32 does not exist: the arrows skip it, and it leaves the tab order.
		const band32 = radio( 'Band', '32' );
		const band34 = radio( 'Band', '34' );
		expect( band32 ).toHaveAttribute( 'tabindex', '-1' );
		expect( band34 ).toHaveAttribute( 'tabindex', '0' );
		act( () => band34.focus() );
		await key( band34, 'ArrowRight' );
		expect( band34 ).toHaveFocus();
		expect( selectOf( 'pa_band' ) ).toHaveValue( '34' );

		// Activating the checked swatch clears it (clear_on_reselect), activating again checks it.
		await key( band34, ' ' );
		expect( selectOf( 'pa_band' ) ).toHaveValue( '' );
		await key( band34, 'Enter' );
		expect( selectOf( 'pa_band' ) ).toHaveValue( '34' );
	} );

	it( 'shows the chosen value beside the label and refreshes it after Clear', async () => {
		const form = buildForm();
		mount( form );
		await click( radio( 'Colour', 'Blush' ) );
		const th = form.querySelector( 'th' ) as HTMLElement;
		expect( th ).toHaveTextContent( 'Colour: Blush' );

		// WooCommerce's reset: every select back to '' and reset_data.
		const reset = screen.getByRole( 'button', { name: 'Clear options' } );
		reset.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			form.querySelectorAll( 'select' ).forEach( ( item ) => {
				item.value = '';
			} );
		} );
		jest.useFakeTimers();
		act( () => {
			fireEvent.click( reset );
			jest.runAllTimers();
		} );
		jest.useRealTimers();
		expect( th ).toHaveTextContent( /^Colour$/ );
	} );

	it( 'uses the separator option, or shows nothing when show_variation_label is off', async () => {
		const form = buildForm();
		mount( form, { variation_label_separator: ' — ' } );
		await click( radio( 'Colour', 'Noir' ) );
		expect( form.querySelector( 'th' ) ).toHaveTextContent(
			'Colour — Noir'
		);

		const other = buildForm();
		mount( other, { show_variation_label: false } );
		await click( radio( 'Colour', 'Noir' ) );
		expect( other.querySelector( 'th' ) ).toHaveTextContent( /^Colour$/ );
	} );

	it( 'shows "N left" only once all but one attribute are chosen and the quantity is at or below the threshold', async () => {
		mount( buildForm() );
		await click( radio( 'Colour', 'Blush' ) );
		expect( screen.queryByText( '2 left' ) ).not.toBeInTheDocument();
		await click( radio( 'Band', '34' ) );
		expect( screen.getByText( '2 left' ) ).toBeInTheDocument();
		expect( radio( 'Cup', 'C' ) ).toHaveAccessibleDescription( '2 left' );
		expect( screen.getAllByText( /left$/ ) ).toHaveLength( 1 );

		mount( buildForm(), { stock_label_threshold: 1 } );
		await click( radio( 'Colour', 'Blush' ) );
		await click( radio( 'Band', '34' ) );
		expect( screen.queryByText( '2 left' ) ).not.toBeInTheDocument();

		mount( buildForm(), { show_variation_stock: false } );
		await click( radio( 'Colour', 'Blush' ) );
		await click( radio( 'Band', '34' ) );
		expect( screen.queryByText( '2 left' ) ).not.toBeInTheDocument();
	} );

	it( 'never shows max_qty as stock: a variation sold individually has max_qty 1 and no "1 left"', async () => {
		const variations = wooVariations().map( ( variation ) => ( {
			...variation,
			is_sold_individually: 'yes',
			max_qty: 1,
		} ) );
		const data = { ...swatchData(), stock: {} };
		mount( buildForm( { variations, data: JSON.stringify( data ) } ) );
		await click( radio( 'Colour', 'Blush' ) );
		await click( radio( 'Band', '34' ) );
		expect( screen.queryByText( /left$/ ) ).not.toBeInTheDocument();
	} );

	it( 'drops the values no variation of the page offers (WooCommerce removes those options), except in AJAX mode', () => {
		// Blush's variations are private (or sold out with "hide out of stock" on): the page leaves them out.
		const noBlush = wooVariations().filter(
			( variation ) => variation.attributes.attribute_pa_color !== 'blush'
		);
		const form = buildForm( { variations: noBlush } );
		mount( form );
		expect(
			within( group( 'Colour' ) ).getAllByRole( 'radio' )
		).toHaveLength( 1 );
		expect(
			within( group( 'Colour' ) ).queryByRole( 'radio', {
				name: /Blush/,
			} )
		).not.toBeInTheDocument();
		// The same from the availability map.
		const fromMap = buildForm( {
			variations: false,
			data: JSON.stringify(
				swatchData( {
					...availabilityMap(),
					variations: availabilityMap().variations.filter(
						( row ) => row[ 0 ] !== 'blush'
					),
				} )
			),
		} );
		document.body.replaceChildren( fromMap );
		mount( fromMap );
		expect(
			within( group( 'Colour' ) ).queryByRole( 'radio', {
				name: /Blush/,
			} )
		).not.toBeInTheDocument();
		// Without variations (AJAX mode) WooCommerce keeps every option: so do the swatches.
		const ajax = buildForm( { variations: false } );
		mount( ajax );
		expect( radio( 'Colour', 'Blush' ) ).toBeInTheDocument();
	} );

	it( 'keeps a value only inactive variations offer, disabled, as WooCommerce disables that option', () => {
		const variations = wooVariations().map( ( variation ) =>
			variation.attributes.attribute_pa_color === 'blush'
				? { ...variation, variation_is_active: 0 }
				: variation
		);
		mount( buildForm( { variations } ) );
		expect( radio( 'Colour', 'Blush' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
	} );

	it( 'greys out from the availability map above the threshold', async () => {
		const form = buildForm( {
			variations: false,
			data: JSON.stringify( swatchData( availabilityMap() ) ),
		} );
		mount( form );
		await click( radio( 'Band', '32' ) );
		expect( radio( 'Colour', 'Blush' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await click( radio( 'Colour', 'Noir' ) );
		await click( radio( 'Cup', 'C' ) );
		// Noir 34 C is sold out: Band 34 says so.
		expect( radio( 'Band', '34 (out of stock)' ) ).toHaveClass(
			'is-no-stock'
		);
		// Blush 32 does not exist: Blush cannot be chosen with Band 32.
		await click( radio( 'Colour', 'Blush' ) );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'noir' );
		await click( radio( 'Band', '34 (out of stock)' ) );
		await click( radio( 'Colour', 'Blush' ) );
		expect( selectOf( 'pa_color' ) ).toHaveValue( 'blush' );
		// The map carries quantities too.
		expect( radio( 'Cup', 'C' ) ).toHaveAccessibleDescription( '2 left' );
	} );

	it( 'keeps every value enabled when the page has neither variations nor a map (AJAX mode)', async () => {
		mount( buildForm( { variations: false } ) );
		await click( radio( 'Colour', 'Blush' ) );
		expect(
			within( group( 'Band' ) )
				.getAllByRole( 'radio' )
				.filter( ( item ) => item.hasAttribute( 'aria-disabled' ) )
		).toHaveLength( 0 );
	} );

	it( 'builds text swatches from the select when no block printed data', () => {
		mount( buildForm( { data: null } ) );
		expect( radio( 'Cup', 'B' ) ).toHaveAttribute( 'data-value', 'b' );
		expect( group( 'Colour' ) ).toBeInTheDocument();
	} );

	it( 'never enhances a form twice', () => {
		buildForm();
		const settings = SHOP_DEFAULTS;
		let first = 0;
		let second = 0;
		act( () => {
			first = enhanceAll( document, settings );
		} );
		act( () => {
			second = enhanceAll( document, settings );
		} );
		expect( [ first, second ] ).toEqual( [ 1, 0 ] );
		expect( screen.getAllByRole( 'radiogroup' ) ).toHaveLength( 3 );
	} );

	it( 'reports an init failure to the console and leaves the dropdowns as they are', () => {
		const form = buildForm( { data: '{ not json' } );
		mount( form );
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console
		expect( jest.mocked( console.error ).mock.calls[ 0 ][ 0 ] ).toBe(
			'Variation Swatches:'
		);
		expect( screen.queryByRole( 'radiogroup' ) ).not.toBeInTheDocument();
		const colour = selectOf( 'pa_color' );
		expect( colour ).not.toHaveClass( 'boudoir-swatches__select' );
		expect( colour ).not.toHaveAttribute( 'aria-hidden' );
		expect( screen.getByRole( 'combobox', { name: 'Colour' } ) ).toBe(
			colour
		);
	} );

	describe( 'over the server’s radios', () => {
		beforeAll( () => keepEarlyChoices( document ) );

		it( 'takes their place in one go, keeping a choice made on them and the focus', async () => {
			withServerRadios = true;
			const form = buildForm();
			const blush = screen.getByRole( 'radio', { name: 'Blush' } );
			act( () => {
				fireEvent.click( blush );
				blush.focus();
			} );
			// Handed over after the frame that shows it checked.
			await act(
				() =>
					new Promise( ( resolve ) =>
						requestAnimationFrame( () => setTimeout( resolve, 0 ) )
					)
			);
			// Before the island, the choice is the select's.
			expect( selectOf( 'pa_color' ).value ).toBe( 'blush' );

			mount( form );
			expect(
				form.querySelector( '[data-boudoir-swatches="server"]' )
			).toBeNull();
			expect(
				screen
					.getAllByRole( 'radiogroup' )
					.map( ( item ) => item.getAttribute( 'aria-label' ) )
			).toEqual( [ 'Colour', 'Band', 'Cup' ] );
			const island = radio( 'Colour', 'Blush' );
			expect( island ).toHaveAttribute( 'aria-checked', 'true' );
			expect( island ).toHaveFocus();
			// Where the server's stood: just before the select, which is out of sight.
			const colour = selectOf( 'pa_color' );
			expect( colour.previousElementSibling ).toContainElement(
				group( 'Colour' )
			);
			expect( colour ).toHaveClass( 'boudoir-swatches__select' );
		} );

		it( 'keeps a choice the loader had not handed over yet', async () => {
			withServerRadios = true;
			const form = buildForm();
			act( () => {
				fireEvent.click(
					screen.getByRole( 'radio', { name: 'Noir' } )
				);
			} );
			// The island comes before the next paint: its swatch shows the choice at
			// once, and hands it to the select after that paint.
			mount( form );
			expect( radio( 'Colour', 'Noir' ) ).toHaveAttribute(
				'aria-checked',
				'true'
			);
			await act( painted );
			expect( selectOf( 'pa_color' ).value ).toBe( 'noir' );
		} );

		it( 'renders in slices, and shows a choice handed to the select meanwhile', async () => {
			withServerRadios = true;
			const form = buildForm();
			// The browser's scheduler, not act(): the render is a transition.
			const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
			global.IS_REACT_ACT_ENVIRONMENT = false;
			try {
				// The render reads the select (its first read) before the loader hands
				// it the choice; the choice is there by the commit.
				const colour = selectOf( 'pa_color' );
				colour.value = 'blush';
				const { get } = Object.getOwnPropertyDescriptor(
					HTMLSelectElement.prototype,
					'value'
				) as PropertyDescriptor;
				let reads = 0;
				Object.defineProperty( colour, 'value', {
					configurable: true,
					get() {
						return reads++ === 0 ? '' : get?.call( this );
					},
				} );
				enhanceForm( form, SHOP_DEFAULTS );
				// Not committed yet: the server's radios still answer.
				expect(
					form.querySelector( '[data-boudoir-swatches="server"]' )
				).not.toBeNull();
				await waitFor( () =>
					expect(
						form.querySelector( '[data-boudoir-swatches="server"]' )
					).toBeNull()
				);
				await waitFor( () =>
					expect( radio( 'Colour', 'Blush' ) ).toHaveAttribute(
						'aria-checked',
						'true'
					)
				);
			} finally {
				global.IS_REACT_ACT_ENVIRONMENT = true;
			}
		} );

		it( 'finishes on its own swatch a press the swap cut short, once the pointer is up', async () => {
			withServerRadios = true;
			const form = buildForm();
			const band = screen.getByRole( 'radio', { name: '34' } );
			fireEvent.pointerDown( band );
			mount( form );
			// The press ends on the island's swatch; the browser clicks nothing.
			fireEvent.pointerUp( radio( 'Band', '34' ) );
			await act(
				() => new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
			);
			await act( painted );
			expect( selectOf( 'pa_band' ).value ).toBe( '34' );
			expect( radio( 'Band', '34' ) ).toHaveAttribute(
				'aria-checked',
				'true'
			);
		} );

		it( 'leaves a press that ended before the swap to the browser’s own click', async () => {
			withServerRadios = true;
			const form = buildForm();
			const band = screen.getByRole( 'radio', { name: '34' } );
			fireEvent.pointerDown( band );
			fireEvent.pointerUp( band );
			mount( form );
			fireEvent.pointerUp( radio( 'Band', '32' ) );
			await act(
				() => new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
			);
			expect( selectOf( 'pa_band' ).value ).toBe( '' );
		} );

		it( 'leaves the dropdowns alone when the island fails: the server’s radios go too', () => {
			withServerRadios = true;
			const form = buildForm( { data: '{ not json' } );
			mount( form );
			expect( console ).toHaveErrored();
			expect(
				screen.queryByRole( 'radiogroup' )
			).not.toBeInTheDocument();
			expect( screen.getByRole( 'combobox', { name: 'Colour' } ) ).toBe(
				selectOf( 'pa_color' )
			);
		} );
	} );
} );

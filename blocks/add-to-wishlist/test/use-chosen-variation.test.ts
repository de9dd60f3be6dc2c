/**
 * External dependencies
 */
import { renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	chosenAttributesOf,
	currentChoiceOf,
	useChosenVariation,
} from '../use-chosen-variation';

function variationsForm( html: string ): HTMLFormElement {
	const form = document.createElement( 'form' );
	form.className = 'variations_form cart';
	form.innerHTML = html;
	document.body.append( form );
	return form;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'chosenAttributesOf', () => {
	it.each( [
		{
			rule: 'takes the variation’s fixed values and, for its “any” attributes, the form’s choice',
			fields: `
				<select name="attribute_pa_color">
					<option value="">Choose an option</option>
					<option value="noir">Noir</option>
					<option value="blush" selected>Blush</option>
				</select>
				<select name="attribute_pa_band">
					<option value="32">32</option>
					<option value="34" selected>34</option>
				</select>`,
			variation: {
				variation_id: 7,
				attributes: {
					attribute_pa_color: '',
					attribute_pa_band: '34',
				},
			},
			chosen: [
				{ attribute: 'attribute_pa_color', value: 'blush' },
				{ attribute: 'attribute_pa_band', value: '34' },
			],
		},
		{
			rule: 'prefers the variation’s own value, and leaves out what nothing chose',
			fields: `
				<select name="attribute_pa_color"><option value="" selected>Choose</option></select>
				<input type="hidden" name="attribute_size" value="M">`,
			variation: {
				attributes: {
					attribute_pa_color: '',
					attribute_size: '',
					attribute_pa_cup: 'c',
				},
			},
			chosen: [
				{ attribute: 'attribute_size', value: 'M' },
				{ attribute: 'attribute_pa_cup', value: 'c' },
			],
		},
	] )( '$rule', ( { fields, variation, chosen } ) => {
		expect(
			chosenAttributesOf( variation, variationsForm( fields ) )
		).toEqual( chosen );
	} );

	it( 'is empty without a variation or its attributes', () => {
		expect( chosenAttributesOf( undefined, null ) ).toEqual( [] );
		expect( chosenAttributesOf( { variation_id: 3 }, null ) ).toEqual( [] );
		expect(
			chosenAttributesOf(
				{ attributes: { attribute_pa_color: '' } },
				null
			)
		).toEqual( [] );
	} );
} );

/** A form as WooCommerce leaves it once the shopper chose colour and band (variation 274). */
const CHOSEN = `
	<select name="attribute_pa_color">
		<option value="">Choose an option</option>
		<option value="blush" selected>Blush</option>
	</select>
	<select name="attribute_pa_band">
		<option value="">Choose an option</option>
		<option value="34" selected>34</option>
	</select>
	<input type="hidden" name="add-to-cart" value="41">
	<input type="hidden" name="product_id" value="41">
	<input type="hidden" name="variation_id" class="variation_id" value="274">`;

describe( 'currentChoiceOf', () => {
	it( 'reads the variation and every chosen attribute from the form’s fields', () => {
		expect( currentChoiceOf( variationsForm( CHOSEN ) ) ).toEqual( {
			variationId: 274,
			variation: [
				{ attribute: 'attribute_pa_color', value: 'blush' },
				{ attribute: 'attribute_pa_band', value: '34' },
			],
		} );
	} );

	it( 'is null while no variation is chosen', () => {
		expect(
			currentChoiceOf(
				variationsForm(
					'<select name="attribute_pa_color"><option value="" selected>Choose</option></select><input type="hidden" name="variation_id" value="0">'
				)
			)
		).toBeNull();
		expect(
			currentChoiceOf(
				variationsForm(
					'<input type="hidden" name="variation_id" value="">'
				)
			)
		).toBeNull();
		expect( currentChoiceOf( variationsForm( '' ) ) ).toBeNull();
	} );
} );

describe( 'useChosenVariation', () => {
	it( 'starts from the variation the form already holds (chosen before the script subscribed)', () => {
		const form = variationsForm( CHOSEN );
		form.dataset.product_id = '41';
		const { result } = renderHook( () =>
			useChosenVariation( null, 41, 'variable', 0 )
		);
		expect( result.current.variationId ).toBe( 274 );
		expect( result.current.variation ).toEqual( [
			{ attribute: 'attribute_pa_color', value: 'blush' },
			{ attribute: 'attribute_pa_band', value: '34' },
		] );
	} );

	it( 'keeps its initial variation while the form holds none', () => {
		const form = variationsForm(
			'<input type="hidden" name="variation_id" value="0">'
		);
		form.dataset.product_id = '41';
		const { result } = renderHook( () =>
			useChosenVariation( null, 41, 'variable', 0 )
		);
		expect( result.current ).toEqual( { variationId: 0, variation: [] } );
	} );
} );

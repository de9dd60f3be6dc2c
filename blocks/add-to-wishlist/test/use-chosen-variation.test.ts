/**
 * Internal dependencies
 */
import { chosenAttributesOf } from '../use-chosen-variation';

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
	it( 'takes the variation’s fixed values and, for its “any” attributes, the form’s choice', () => {
		const form = variationsForm( `
			<select name="attribute_pa_color">
				<option value="">Choose an option</option>
				<option value="noir">Noir</option>
				<option value="blush" selected>Blush</option>
			</select>
			<select name="attribute_pa_band">
				<option value="32">32</option>
				<option value="34" selected>34</option>
			</select>` );
		expect(
			chosenAttributesOf(
				{
					variation_id: 7,
					attributes: {
						attribute_pa_color: '',
						attribute_pa_band: '34',
					},
				},
				form
			)
		).toEqual( [
			{ attribute: 'attribute_pa_color', value: 'blush' },
			{ attribute: 'attribute_pa_band', value: '34' },
		] );
	} );

	it( 'prefers the variation’s own value, and leaves out what nothing chose', () => {
		const form = variationsForm( `
			<select name="attribute_pa_color"><option value="" selected>Choose</option></select>
			<input type="hidden" name="attribute_size" value="M">` );
		expect(
			chosenAttributesOf(
				{
					attributes: {
						attribute_pa_color: '',
						attribute_size: '',
						attribute_pa_cup: 'c',
					},
				},
				form
			)
		).toEqual( [
			{ attribute: 'attribute_size', value: 'M' },
			{ attribute: 'attribute_pa_cup', value: 'c' },
		] );
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

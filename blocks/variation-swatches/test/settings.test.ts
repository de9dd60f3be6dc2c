/**
 * Internal dependencies
 */
import { NO_SETTINGS } from '../../../src/swatches';
import { readSettings } from '../settings';

describe( 'readSettings', () => {
	it( 'turns every option off when the page printed none', () => {
		expect( readSettings( undefined ) ).toEqual( NO_SETTINGS );
		expect( readSettings( 'yes' ) ).toEqual( NO_SETTINGS );
		expect( readSettings( {} ) ).toEqual( NO_SETTINGS );
	} );

	it( 'reads the printed options, booleans from yes/no too, the threshold as a whole number not under 0', () => {
		expect(
			readSettings( {
				show_variation_label: 'yes',
				variation_label_separator: ' — ',
				clickable_out_of_stock: true,
				out_of_stock_tooltip_text: '缺貨',
				clear_on_reselect: '1',
				show_variation_stock: 'no',
				stock_label_threshold: '7.9',
				is_mobile: 0,
			} )
		).toEqual( {
			show_variation_label: true,
			variation_label_separator: ' — ',
			clickable_out_of_stock: true,
			out_of_stock_tooltip_text: '缺貨',
			clear_on_reselect: true,
			show_variation_stock: false,
			stock_label_threshold: 7,
			is_mobile: false,
		} );
		expect(
			readSettings( { stock_label_threshold: -3 } ).stock_label_threshold
		).toBe( 0 );
		expect(
			readSettings( { stock_label_threshold: 'many' } )
				.stock_label_threshold
		).toBe( 0 );
	} );
} );

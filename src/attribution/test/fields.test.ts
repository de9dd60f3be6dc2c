/**
 * Sourcebuster's data read as WooCommerce's fields, and the hidden inputs filled by prefix.
 */

/**
 * Internal dependencies
 */
import { fieldValues } from '../fields';
import { ATTRIBUTION_EVENT, publish } from '../shared';
import { FIELDS, inputValues, printInputs } from './helpers';

/** `sbjs.get` after a visit from a newsletter (the shape sourcebuster returns). */
const NEWSLETTER = {
	current: {
		typ: 'utm',
		src: 'newsletter',
		mdm: 'email',
		cmp: 'spring',
		cnt: '(none)',
		trm: 'lace',
		id: 'abc123',
		plt: 'meta',
		fmt: 'video',
		tct: 'prospecting',
	},
	current_add: {
		fd: '2026-11-25 10:00:00',
		ep: 'https://shop.test/?utm_source=newsletter',
		rf: '(none)',
	},
	first: { typ: 'typein', src: '(direct)', mdm: '(none)' },
	first_add: { fd: '2026-11-01 09:00:00', ep: 'https://shop.test/' },
	session: { pgs: '3', cpg: 'https://shop.test/checkout/' },
	udata: { vst: '2', uip: '(none)', uag: 'Mozilla/5.0 (iPhone)' },
	promo: { code: '123456' },
};

describe( 'attribution fields', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'reads each of the 16 fields from its sourcebuster path', () => {
		expect( fieldValues( NEWSLETTER, FIELDS ) ).toEqual( {
			source_type: 'utm',
			referrer: '(none)',
			utm_campaign: 'spring',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_content: '(none)',
			utm_id: 'abc123',
			utm_term: 'lace',
			utm_source_platform: 'meta',
			utm_creative_format: 'video',
			utm_marketing_tactic: 'prospecting',
			session_entry: 'https://shop.test/?utm_source=newsletter',
			session_start_time: '2026-11-25 10:00:00',
			session_pages: '3',
			session_count: '2',
			user_agent: 'Mozilla/5.0 (iPhone)',
		} );
	} );

	it( 'keeps `(none)` as sourcebuster wrote it (the server skips it) and gives null for what is missing', () => {
		const values = fieldValues(
			{
				current: { typ: 'typein', src: '(direct)', mdm: '(none)' },
				udata: { vst: 1 },
			},
			FIELDS
		);
		expect( values.source_type ).toBe( 'typein' );
		expect( values.utm_source ).toBe( '(direct)' );
		expect( values.utm_medium ).toBe( '(none)' );
		expect( values.session_count ).toBe( '1' );
		// No such entry (sourcebuster 1.1.0 records no utm_id), no such cookie, no data at all.
		expect( values.utm_id ).toBeNull();
		expect( values.referrer ).toBeNull();
		expect( values.session_pages ).toBeNull();
		expect( Object.values( fieldValues( undefined, FIELDS ) ) ).toEqual(
			Array( 16 ).fill( null )
		);
		expect( Object.keys( values ) ).toEqual( Object.keys( FIELDS ) );
	} );

	it( 'fills the inputs named by the configured prefix, and announces the values', () => {
		printInputs( 'shop_attr_' );
		// WooCommerce's own names in the same box, and an input outside any box: not Boudoir's.
		const box = document.querySelector( '[data-boudoir-attribution]' )!;
		const foreign = document.createElement( 'input' );
		foreign.name = 'wc_order_attribution_utm_source';
		foreign.value = 'kept';
		box.append( foreign );
		const outside = document.createElement( 'input' );
		outside.name = 'shop_attr_utm_source';
		outside.value = 'kept too';
		document.body.append( outside );
		const announced = jest.fn();
		document.addEventListener( ATTRIBUTION_EVENT, ( event ) =>
			announced( ( event as CustomEvent ).detail )
		);

		const values = fieldValues( NEWSLETTER, FIELDS );
		publish( values, 'shop_attr_' );

		const filled = inputValues( 'shop_attr_' );
		expect( filled.utm_source ).toBe( 'newsletter' );
		expect( filled.session_pages ).toBe( '3' );
		expect( filled.referrer ).toBe( '(none)' );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[name="shop_attr_user_agent"]'
			)!.value
		).toBe( 'Mozilla/5.0 (iPhone)' );
		expect( foreign.value ).toBe( 'kept' );
		expect( outside.value ).toBe( 'kept too' );
		expect( window.boudoirAttribution ).toEqual( { values } );
		expect( announced ).toHaveBeenLastCalledWith( values );

		publish( null, 'shop_attr_' );
		expect(
			Object.values( inputValues( 'shop_attr_' ) ).filter(
				( value ) => value !== 'kept'
			)
		).toEqual( Array( 16 ).fill( '' ) );
		expect( foreign.value ).toBe( 'kept' );
		expect( window.boudoirAttribution ).toEqual( { values: null } );
		expect( announced ).toHaveBeenLastCalledWith( null );
	} );
} );

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	INVALID_ANSWER,
	csvUrl,
	getInsights,
	getProducts,
	getSavers,
	rangeArgs,
} from '../api';
import { DEFAULT_PRODUCTS_QUERY } from '../constants';
import { INSIGHTS, SAVERS, answerFrom, productRow } from './server';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: Object.assign( jest.fn(), { use: jest.fn() } ),
} ) );

const fetchMock = jest.mocked( apiFetch );

const BASE =
	'https://shop.test/wp-admin/admin-post.php?action=boudoir_insights_csv&_wpnonce=abc123';

describe( 'insights api', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'sends only the days given', () => {
		expect( rangeArgs( { after: '', before: '' } ) ).toEqual( {} );
		expect( rangeArgs( { after: '2026-10-01', before: '' } ) ).toEqual( {
			after: '2026-10-01',
		} );
	} );

	it( 'asks for the figures of a period and checks the answer', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( { body: INSIGHTS } ) ) as typeof apiFetch
		);
		await expect(
			getInsights( { after: '2026-10-01', before: '2026-10-31' } )
		).resolves.toEqual( INSIGHTS );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/boudoir/v1/insights?after=2026-10-01&before=2026-10-31'
		);

		fetchMock.mockImplementation(
			answerFrom( () => ( {
				body: { ...INSIGHTS, totals: { saved_now: '1' } },
			} ) ) as typeof apiFetch
		);
		await expect(
			getInsights( { after: '', before: '' } )
		).rejects.toMatchObject( { code: INVALID_ANSWER } );
	} );

	it( 'reads how many products there are from the headers', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( {
				body: [ productRow() ],
				headers: { 'X-WP-Total': '151', 'X-WP-TotalPages': '7' },
			} ) ) as typeof apiFetch
		);
		const page = await getProducts(
			{ ...DEFAULT_PRODUCTS_QUERY, page: 3 },
			{ after: '2026-10-01', before: '2026-10-31' }
		);
		expect( page ).toEqual( {
			rows: [ productRow() ],
			total: 151,
			pages: 7,
		} );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/boudoir/v1/insights/products?view=all&group=product&orderby=saved&order=desc&page=3&per_page=25&after=2026-10-01&before=2026-10-31',
			parse: false,
		} );
	} );

	it( 'refuses rows that are not the contract’s', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( {
				body: [ { ...productRow(), in_stock: 'no' } ],
			} ) ) as typeof apiFetch
		);
		await expect(
			getProducts( DEFAULT_PRODUCTS_QUERY, { after: '', before: '' } )
		).rejects.toMatchObject( { code: INVALID_ANSWER } );
	} );

	it( 'passes the server’s refusal on with its message', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( {
				status: 400,
				body: {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): after',
					data: { status: 400 },
				},
			} ) ) as typeof apiFetch
		);
		await expect(
			getProducts( DEFAULT_PRODUCTS_QUERY, {
				after: 'x',
				before: '',
			} )
		).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): after',
			status: 400,
		} );
	} );

	it( 'asks for the shoppers of a variation', async () => {
		fetchMock.mockImplementation(
			answerFrom( () => ( { body: SAVERS } ) ) as typeof apiFetch
		);
		await expect( getSavers( 12, 34, 2 ) ).resolves.toEqual( SAVERS );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/boudoir/v1/insights/products/12/savers?variation_id=34&page=2&per_page=20'
		);
	} );

	it( 'adds the export’s arguments to the signed address, leaving out empty ones', () => {
		const url = new URL(
			csvUrl( BASE, 'products', {
				after: '2026-09-07',
				before: '',
				view: 'price_dropped',
				group: 'variation',
				orderby: 'name',
				order: 'asc',
			} )
		);
		expect( url.pathname ).toBe( '/wp-admin/admin-post.php' );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'boudoir_insights_csv',
			_wpnonce: 'abc123',
			kind: 'products',
			after: '2026-09-07',
			view: 'price_dropped',
			group: 'variation',
			orderby: 'name',
			order: 'asc',
		} );
	} );
} );

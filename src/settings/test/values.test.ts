/**
 * Internal dependencies
 */
import type { Tab } from '../types';
import { field } from './fields';
import {
	adjustedBy,
	allFields,
	changedNames,
	problemOf,
	requestOf,
	serverProblems,
	tabOf,
	toEdits,
} from '../values';

const timeout = field( 'boudoir_popup_timeout', 'integer', {
	min: 0,
	max: 60000,
} );
const modal = field( 'boudoir_wishlist_modal', 'switch' );
const recipient = field( 'boudoir_estimate_recipient', 'email' );
const redirect = field( 'boudoir_estimate_redirect_url', 'url' );
const side = field( 'boudoir_mobile_menu_side', 'choice', {
	choices: [
		{ value: 'left', label: 'Left' },
		{ value: 'right', label: 'Right' },
	],
} );
const tabs: Tab[] = [
	{
		name: 'wishlists',
		title: 'Wishlists',
		description: '',
		note: '',
		groups: [
			{ title: '', fields: [ timeout, modal, recipient, redirect ] },
		],
	},
	{
		name: 'theme',
		title: 'Theme behaviours',
		description: '',
		note: '',
		groups: [ { title: 'Mobile menu', fields: [ side ] } ],
	},
];
const fields = allFields( tabs );

describe( 'settings values', () => {
	it( 'shows REST values in the controls: switches yes/no, numbers as digits, unset as empty', () => {
		expect(
			toEdits( fields, {
				boudoir_popup_timeout: 3000,
				boudoir_wishlist_modal: 'no',
				boudoir_estimate_recipient: null,
				boudoir_mobile_menu_side: 'right',
			} )
		).toEqual( {
			boudoir_popup_timeout: '3000',
			boudoir_wishlist_modal: 'no',
			boudoir_estimate_recipient: '',
			boudoir_estimate_redirect_url: '',
			boudoir_mobile_menu_side: 'right',
		} );
		expect( toEdits( [ modal ], {} ) ).toEqual( {
			boudoir_wishlist_modal: 'no',
		} );
	} );

	it( 'sends only what changed, integers as numbers', () => {
		const saved = toEdits( fields, {
			boudoir_popup_timeout: 3000,
			boudoir_wishlist_modal: 'yes',
			boudoir_mobile_menu_side: 'left',
		} );
		const edits = {
			...saved,
			boudoir_popup_timeout: ' 4500 ',
			boudoir_mobile_menu_side: 'right',
		};
		const changed = changedNames( fields, saved, edits );
		expect( changed ).toEqual( [
			'boudoir_popup_timeout',
			'boudoir_mobile_menu_side',
		] );
		expect( requestOf( fields, changed, edits ) ).toEqual( {
			boudoir_popup_timeout: 4500,
			boudoir_mobile_menu_side: 'right',
		} );
	} );

	it( 'names what is wrong before sending', () => {
		expect( problemOf( timeout, '3000' ) ).toBe( '' );
		expect( problemOf( timeout, '0' ) ).toBe( '' );
		expect( problemOf( timeout, '-1' ) ).toBe(
			'Enter a whole number from 0 to 60000.'
		);
		expect( problemOf( timeout, '2.5' ) ).toBe(
			'Enter a whole number from 0 to 60000.'
		);
		expect( problemOf( timeout, '' ) ).toBe(
			'Enter a whole number from 0 to 60000.'
		);
		expect( problemOf( recipient, '' ) ).toBe( '' );
		expect( problemOf( recipient, 'orders@boudoir.test' ) ).toBe( '' );
		expect( problemOf( recipient, 'not an address' ) ).toMatch(
			/^Enter an e-mail address/
		);
		expect( problemOf( redirect, 'https://boudoir.test/thanks/' ) ).toBe(
			''
		);
		expect( problemOf( redirect, 'javascript:alert(1)' ) ).toMatch(
			/^Enter an address that starts with https:\/\//
		);
		expect( problemOf( side, 'top' ) ).toBe( 'Choose one of the options.' );
		expect( problemOf( modal, 'yes' ) ).toBe( '' );
	} );

	it( 'names the fields the site saved otherwise', () => {
		expect(
			adjustedBy(
				fields,
				{ boudoir_estimate_redirect_url: 'https://elsewhere.test/' },
				{ boudoir_estimate_redirect_url: '' }
			)
		).toEqual( {
			boudoir_estimate_redirect_url:
				'This value was not accepted, so the field was left empty.',
		} );
		expect(
			adjustedBy(
				fields,
				{ boudoir_popup_timeout: 4500 },
				{ boudoir_popup_timeout: 4500 }
			)
		).toEqual( {} );
	} );

	it( 'reads the server’s messages of a refused request, and finds their tab', () => {
		const refused = {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): boudoir_mobile_menu_side',
			data: {
				status: 400,
				params: {
					boudoir_mobile_menu_side:
						'boudoir_mobile_menu_side is not one of left and right.',
				},
			},
		};
		expect( serverProblems( refused ) ).toEqual( {
			boudoir_mobile_menu_side:
				'boudoir_mobile_menu_side is not one of left and right.',
		} );
		expect( serverProblems( new Error( 'offline' ) ) ).toEqual( {} );
		expect( tabOf( tabs, [ 'boudoir_mobile_menu_side' ] ) ).toBe( 'theme' );
		expect( tabOf( tabs, [ 'unknown' ] ) ).toBeNull();
	} );
} );

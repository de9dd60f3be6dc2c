/**
 * Swatch fields of attribute terms in wp-admin (issue 6, "Editor and admin"): the
 * colour picker and media modal over plain fields, saved with the term screens.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import {
	OFFLINE_AVATAR_ERRORS,
	OFFLINE_WOOCOMMERCE_ADMIN_ERRORS,
	expect,
	test,
} from '../fixtures';
import { SWATCH_FIELDS, SwatchTermsPage } from './swatches-admin.page';

test.use( {
	storageState: storageStateOf( 'admin' ),
	// Known noise of an offline site; nothing of Boudoir's.
	allowedConsoleErrors: {
		...OFFLINE_AVATAR_ERRORS,
		...OFFLINE_WOOCOMMERCE_ADMIN_ERRORS,
	},
} );

test.describe( 'swatch fields on attribute terms', () => {
	let terms: SwatchTermsPage;
	let name: string;

	test.beforeEach( async ( { page }, testInfo ) => {
		terms = new SwatchTermsPage( page );
		name = `E2E swatch ${ testInfo.workerIndex }-${ Date.now() }`;
		await terms.gotoTerms();
	} );

	test.afterEach( async () => {
		if ( await terms.termRow( name ).count() ) {
			await terms.deleteTerm( name );
		}
	} );

	test( 'a colour typed in the "Add new" form is saved and shown in the Swatch column; the form empties', async () => {
		await terms.addTerm( name, '#6D1A36' );

		await expect(
			terms.termRow( name ).getByRole( 'cell', { name: '#6d1a36' } )
		).toBeVisible();
		await expect( terms.colorField ).toHaveValue( '' );
	} );

	test( 'a colour set with the picker by keyboard is saved and still there after a reload', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await terms.addTerm( name, '#808080' );
		await terms.editTerm( name );
		await expect( terms.colorField ).toHaveValue( '#808080' );

		await terms.pickColour.focus();
		await page.keyboard.press( 'Enter' );
		await expect( terms.pickColour ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( terms.picker ).toBeVisible();
		// Past "Clear colour", the picker's first stop is the saturation/brightness area, a slider.
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Clear colour' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		const area = terms.picker.getByRole( 'slider' ).first();
		await expect( area ).toBeFocused();
		for ( let step = 0; step < 5; step++ ) {
			await page.keyboard.press( 'ArrowRight' );
		}
		await expect( terms.colorField ).not.toHaveValue( '#808080' );
		await expect( terms.colorField ).toHaveValue( /^#[0-9a-f]{6}$/ );
		await expectNoAxeViolations( page, { include: SWATCH_FIELDS } );
		// The field follows each key press as the picker handles it: read it once the
		// last one is in (the same value twice, 250 ms apart), as Update will send it.
		let last = '';
		await expect
			.poll(
				async () => {
					const now = await terms.colorField.inputValue();
					const settled = now === last;
					last = now;
					return settled;
				},
				{ intervals: [ 250 ] }
			)
			.toBe( true );
		const picked = last;

		await page.getByRole( 'button', { name: 'Update' } ).click();
		await expect(
			page.getByText( 'Colour updated', { exact: true } )
		).toBeVisible();
		await page.reload();
		await expect( terms.colorField ).toHaveValue( picked );

		await terms.gotoTerms();
		await expect(
			terms.termRow( name ).getByRole( 'cell', { name: picked } )
		).toBeVisible();
	} );

	test( 'the image field opens the media modal, which closes on Escape and gives focus back', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await expectNoAxeViolations( page, { include: SWATCH_FIELDS } );

		await terms.chooseImage.click();
		const modal = page.getByRole( 'dialog', {
			name: 'Choose a swatch image',
		} );
		await expect( modal ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( modal ).toBeHidden();
		await expect( terms.chooseImage ).toBeFocused();
		await expect( terms.imageField ).toHaveValue( '' );
	} );
} );

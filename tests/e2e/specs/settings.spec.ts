/**
 * Settings → Boudoir, as a shop admin uses it: every feature's options in tabs, each control
 * labelled and set to the site's value; changes saved through /wp/v2/settings (only what changed),
 * bad input named on its field and not saved, all by keyboard; the page passes axe.
 * It changes only the photo feed's cache time, and puts it back.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';
import { SETTINGS_TABS, SettingsPage } from './settings.page';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
} );

test.describe( 'Settings → Boudoir', () => {
	test( 'has a tab per feature, each option labelled, with the site’s values', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		// Eight axe scans of the admin page: three times the usual time on a loaded machine.
		test.slow();
		const settings = new SettingsPage( page );
		await settings.goto();

		for ( const title of SETTINGS_TABS ) {
			await expect( settings.tab( title ) ).toHaveCount( 1 );
		}
		await expect( settings.tab( 'Wishlists' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect( settings.switch( 'Several wishlists' ) ).toBeChecked();
		await expect(
			settings.field( 'Notice timeout (milliseconds)' )
		).toHaveValue( '3000' );
		await expect(
			settings.field( 'Mobile layout width (pixels)' )
		).toHaveValue( '768' );
		await expectNoAxeViolations( page, { include: [ '#wpbody-content' ] } );

		await settings.tab( 'Theme behaviours' ).click();
		await expect(
			settings.panel.getByRole( 'heading', { name: 'Header search' } )
		).toBeVisible();
		const searchStyle = settings.panel.getByRole( 'combobox', {
			name: 'Style',
			exact: true,
		} );
		await expect( searchStyle ).toHaveValue( 'drop_down' );
		await expect(
			searchStyle.getByRole( 'option', { name: 'Inline form' } )
		).toHaveCount( 1 );
		await expect(
			settings.panel.getByRole( 'combobox', {
				name: 'Side',
				exact: true,
			} )
		).toHaveValue( 'left' );
		await expect(
			settings.panel.getByRole( 'combobox', {
				name: 'Submenus open from',
				exact: true,
			} )
		).toHaveValue( 'toggle' );
		await expect( settings.switch( 'Smooth scrolling' ) ).toBeChecked();
		await expect(
			settings.field( 'Restyled drop-downs (CSS selectors)' )
		).toHaveAccessibleDescription( /Empty turns restyling off/ );
		// Every tab: Boudoir's page, not the admin's menu and bar around it (WordPress core's).
		for ( const title of SETTINGS_TABS.slice( 1 ) ) {
			await settings.tab( title ).click();
			await expectNoAxeViolations( page, {
				include: [ '#wpbody-content' ],
			} );
		}
	} );

	test( 'saves a change by keyboard alone, and keeps it', async ( {
		page,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();

		// To the tabs, then along them with the arrow keys.
		await settings.tab( 'Wishlists' ).focus();
		for ( let step = 0; step < 6; step++ ) {
			await page.keyboard.press( 'ArrowRight' );
		}
		await expect( settings.tab( 'Photo feed' ) ).toBeFocused();
		await expect( settings.tab( 'Photo feed' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const cacheTime = settings.field( 'Keep a feed for (seconds)' );
		const before = await cacheTime.inputValue();
		const changed = before === '7200' ? '5400' : '7200';

		await page.keyboard.press( 'Tab' );
		await expect( cacheTime ).toBeFocused();
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type( changed );
		await expect(
			page.getByText( 'You have unsaved changes.' )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await expect( settings.savedNotice ).toBeVisible();

		await page.reload();
		await expect( settings.tab( 'Wishlists' ) ).toBeVisible();
		await settings.tab( 'Photo feed' ).click();
		await expect( cacheTime ).toHaveValue( changed );

		// Put back what other runs expect.
		await cacheTime.fill( before );
		await settings.saveButton.click();
		await expect( settings.savedNotice ).toBeVisible();
	} );

	test( 'names bad input on its field, saves nothing and keeps what was typed', async ( {
		page,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();
		await settings.tab( 'Photo feed' ).click();
		const cacheTime = settings.field( 'Keep a feed for (seconds)' );
		const before = await cacheTime.inputValue();

		await cacheTime.fill( '5' );
		await settings.saveButton.click();
		await expect( settings.notSavedNotice ).toBeVisible();
		await expect( cacheTime ).toHaveValue( '5' );
		await expect( cacheTime ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( cacheTime ).toHaveAccessibleDescription(
			/Enter a whole number from \d+ to \d+\./
		);

		// Another tab's problem brings its tab forward.
		await settings.tab( 'Wishlists' ).click();
		await settings
			.field( 'Estimate recipient e-mail' )
			.fill( 'not an address' );
		await settings.tab( 'Data' ).click();
		await settings.saveButton.click();
		await expect( settings.tab( 'Wishlists' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect(
			settings.field( 'Estimate recipient e-mail' )
		).toHaveAccessibleDescription( /Enter an e-mail address/ );
		await expect( settings.tab( 'Photo feed' ) ).toHaveAccessibleName(
			/needs attention/
		);

		await page.reload();
		await settings.tab( 'Photo feed' ).click();
		await expect( cacheTime ).toHaveValue( before );
	} );
} );

/**
 * Settings → Boudoir (src/settings) as a shop admin uses it: tabs, labelled controls, one Save button.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const SETTINGS_URL = '/wp-admin/options-general.php?page=boudoir';

/** The page's tabs, in order (Options::SECTIONS). */
export const SETTINGS_TABS = [
	'Wishlists',
	'Alerts',
	'Swatches',
	'Theme behaviours',
	'Shop pages',
	'Order attribution',
	'Photo feed',
	'Data',
];

export class SettingsPage {
	readonly saveButton: Locator;

	constructor( readonly page: Page ) {
		this.saveButton = page.getByRole( 'button', { name: 'Save changes' } );
	}

	/** Opens the page and waits for its tabs (the script has read the settings). */
	async goto() {
		await this.page.goto( SETTINGS_URL );
		await expect( this.tab( 'Wishlists' ) ).toBeVisible();
	}

	/**
	 * A tab by its title (a tab with a problem says so after its title).
	 *
	 * @param title The tab's title.
	 */
	tab( title: string ) {
		return this.page.getByRole( 'tab', {
			name: new RegExp( `^${ title }` ),
		} );
	}

	/** The shown tab's panel. */
	get panel() {
		return this.page.getByRole( 'tabpanel' );
	}

	/**
	 * A text or number field of the shown tab, by its label.
	 *
	 * @param label The field's label.
	 */
	field( label: string ) {
		return this.panel
			.getByRole( 'spinbutton', { name: label, exact: true } )
			.or(
				this.panel.getByRole( 'textbox', { name: label, exact: true } )
			);
	}

	/**
	 * A switch of the shown tab, by its label.
	 *
	 * @param label The switch's label.
	 */
	switch( label: string ) {
		return this.panel.getByRole( 'checkbox', { name: label, exact: true } );
	}

	/** The page's success message. */
	get savedNotice() {
		return this.page
			.locator( '#boudoir-settings' )
			.getByText( 'Settings saved.' );
	}

	/** The page's error message, when nothing was saved. */
	get notSavedNotice() {
		return this.page
			.locator( '#boudoir-settings' )
			.getByText( 'Nothing was saved: correct the fields marked below.' );
	}
}

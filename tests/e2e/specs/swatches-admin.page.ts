/**
 * Products → Attributes → a global attribute's terms, as a shop manager sees them in
 * wp-admin with Boudoir's swatch fields (php/swatches/class-term-fields.php).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { escapeRegExp } from '../reg-exp';

/** The demo's colour attribute. */
export const COLOR_TAXONOMY = 'pa_color';

/**
 * The terms screen of an attribute (core's edit-tags.php, products' menu).
 * @param taxonomy
 */
export const termsPath = ( taxonomy: string ) =>
	`/wp-admin/edit-tags.php?taxonomy=${ taxonomy }&post_type=product`;

/** Boudoir's own fields on the term screens: the only parts axe answers for here. */
export const SWATCH_FIELDS = [
	'.term-boudoir-swatch-wrap',
	'.term-boudoir-swatch-image-wrap',
];

export class SwatchTermsPage {
	readonly colorField: Locator;
	readonly imageField: Locator;
	readonly pickColour: Locator;
	readonly picker: Locator;
	readonly chooseImage: Locator;
	readonly removeImage: Locator;

	constructor( readonly page: Page ) {
		this.colorField = page.getByRole( 'textbox', {
			name: 'Swatch colour',
			exact: true,
		} );
		this.imageField = page.getByRole( 'spinbutton', {
			name: 'Swatch image',
			exact: true,
		} );
		this.pickColour = page.getByRole( 'button', { name: 'Pick colour' } );
		this.picker = page.getByRole( 'group', {
			name: 'Swatch colour picker',
		} );
		this.chooseImage = page.getByRole( 'button', { name: 'Choose image' } );
		this.removeImage = page.getByRole( 'button', { name: 'Remove image' } );
	}

	/**
	 * Opens the attribute's terms list with the "Add new" form, once the fields are enhanced.
	 *
	 * @param taxonomy Attribute taxonomy.
	 */
	async gotoTerms( taxonomy = COLOR_TAXONOMY ): Promise< void > {
		await this.page.goto( termsPath( taxonomy ) );
		await expect( this.pickColour ).toBeVisible();
	}

	/**
	 * Adds a term from the "Add new" form (core submits it by AJAX).
	 *
	 * @param name  Term name.
	 * @param color Hex code typed in the swatch colour field.
	 */
	async addTerm( name: string, color: string ): Promise< void > {
		await this.page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( name );
		await this.colorField.fill( color );
		// WooCommerce's label for an attribute's terms: "Add new <attribute>" (9.0–10.0).
		await this.page
			.getByRole( 'button', { name: 'Add new Colour', exact: true } )
			.click();
		await expect( this.termRow( name ) ).toBeVisible();
	}

	/**
	 * A term's row in the list table.
	 *
	 * @param name Term name.
	 */
	termRow( name: string ): Locator {
		return this.page.getByRole( 'row' ).filter( {
			has: this.titleLink( name ),
		} );
	}

	/**
	 * A term's name in the list table, the link to its edit screen: WordPress 6.5 names
	 * it "“<name>” (Edit)", 7.1 by the term's name alone.
	 *
	 * @param name Term name.
	 */
	titleLink( name: string ): Locator {
		const escaped = escapeRegExp( name );
		return this.page.getByRole( 'link', {
			name: new RegExp( `^(“${ escaped }” \\(Edit\\)|${ escaped })$` ),
		} );
	}

	/**
	 * Opens a term's edit screen from the list.
	 *
	 * @param name Term name.
	 */
	async editTerm( name: string ): Promise< void > {
		await this.titleLink( name ).click();
		await expect(
			this.page.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toHaveValue( name );
		await expect( this.pickColour ).toBeVisible();
	}

	/**
	 * Deletes a term from the list (core asks to confirm).
	 *
	 * @param name Term name.
	 */
	async deleteTerm( name: string ): Promise< void > {
		await this.gotoTerms();
		this.page.once( 'dialog', ( dialog ) => dialog.accept() );
		const row = this.termRow( name );
		await row.hover();
		await row.getByRole( 'button', { name: `Delete “${ name }”` } ).click();
		await expect( row ).toHaveCount( 0 );
	}
}

/**
 * Page object of the quantity steppers (src/quantity), the reviews link (src/reviews-link)
 * and the removed-from-cart markers (src/cart-markers): WooCommerce's controls found by
 * role and name, and Boudoir's buttons around them.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** WooCommerce's quantity field (its aria-label wins over its "{product} quantity" label). */
export const QUANTITY_NAME = 'Product quantity';

export class QuantityField {
	readonly input: Locator;
	readonly decrease: Locator;
	readonly increase: Locator;

	/**
	 * @param scope Where the field is: a product form, a cart row.
	 */
	constructor( readonly scope: Locator ) {
		this.input = scope.getByRole( 'spinbutton', { name: QUANTITY_NAME } );
		this.decrease = scope.getByRole( 'button', {
			name: 'Decrease quantity',
		} );
		this.increase = scope.getByRole( 'button', {
			name: 'Increase quantity',
		} );
	}

	/** The input's bounds as WooCommerce printed them. */
	async bounds(): Promise< { min: number; max: number; step: number } > {
		return this.input.evaluate( ( input: HTMLInputElement ) => ( {
			min: Number( input.getAttribute( 'min' ) || 0 ),
			max: input.getAttribute( 'max' )
				? Number( input.getAttribute( 'max' ) )
				: Infinity,
			step: Number( input.getAttribute( 'step' ) || 1 ) || 1,
		} ) );
	}

	async value(): Promise< number > {
		return Number( await this.input.inputValue() );
	}
}

export class ProductTabs {
	readonly reviewsLink: Locator;
	readonly reviewsTab: Locator;
	readonly descriptionPanel: Locator;
	readonly additionalPanel: Locator;
	readonly reviewsPanel: Locator;

	constructor( readonly page: Page ) {
		// "(3 customer reviews)": the classic summary's link or the Product Rating block's.
		this.reviewsLink = page
			.getByRole( 'link', { name: /customer reviews?\)/ } )
			.first();
		this.reviewsTab = page.getByRole( 'tab', { name: /^Reviews/ } );
		this.descriptionPanel = page.locator( '#tab-description' );
		this.additionalPanel = page.locator( '#tab-additional_information' );
		this.reviewsPanel = page.getByRole( 'tabpanel', { name: /^Reviews/ } );
	}

	/**
	 * Expects the Reviews tab selected, or not. WooCommerce's script marks the selected
	 * tab's list item `active` on every version, and its `aria-selected` from 9.3 on (9.0–9.2
	 * tell assistive technology nothing): that is checked wherever the tabs carry it.
	 *
	 * @param selected Whether it should be.
	 */
	async expectReviewsSelected( selected: boolean ): Promise< void > {
		const tabs = this.page.locator( '.wc-tabs' );
		// The script has started the tabs: one is active.
		await expect( tabs.locator( ':scope > li.active' ) ).toHaveCount( 1 );
		if ( await tabs.locator( '[role="tab"][aria-selected]' ).count() ) {
			await expect( this.reviewsTab ).toHaveAttribute(
				'aria-selected',
				String( selected )
			);
		}
		const item = tabs.locator( ':scope > li.reviews_tab' );
		if ( selected ) {
			await expect( item ).toHaveClass( /\bactive\b/ );
		} else {
			await expect( item ).not.toHaveClass( /\bactive\b/ );
		}
	}
}

/**
 * A loop's add-to-cart button, its "View cart" link, and the page's classic mini-cart.
 */
export class LoopButton {
	readonly viewCart: Locator;

	constructor( readonly button: Locator ) {
		// WooCommerce inserts `a.added_to_cart` right after the button.
		this.viewCart = button.locator(
			'xpath=following-sibling::a[contains(concat(" ", normalize-space(@class), " "), " added_to_cart ")]'
		);
	}

	async hasAddedMarker(): Promise< boolean > {
		return this.button.evaluate( ( element ) =>
			element.classList.contains( 'added' )
		);
	}
}

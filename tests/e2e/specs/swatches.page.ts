/**
 * A variable product's page as the variation swatches show it to a shopper: one radio
 * group per attribute (named by the attribute's label), radios named by the value
 * (plus "(out of stock)"), WooCommerce's own Clear and Add to cart buttons.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { ACCOUNTS } from '../environment';
import { clearVariationsControl, restAs, signIn } from './shop.page';

/** The demo's small variable product: 24 variations, data in the page. */
export const SMALL = {
	slug: 'eloise-balconette-bra',
	name: 'Eloise Balconette Bra',
};

/** The demo's large variable product: 132 variations, above WooCommerce's threshold of 30. */
export const LARGE = { slug: 'odette-plunge-bra', name: 'Odette Plunge Bra' };

/**
 * Waits for the swatches' island to have taken the variations form over (the islands
 * loader's state on the form): before it, the swatches are the server's radios.
 *
 * @param page The product page.
 */
export async function expectSwatchesIsland( page: Page ): Promise< void > {
	await expect(
		page.locator( 'form.variations_form' ).first()
	).toHaveAttribute( 'data-boudoir-island', 'ready' );
	await expect( page.getByRole( 'radiogroup' ).first() ).toBeVisible();
}

/** A cart line as the Store API gives it. */
export interface StoreCartItem {
	id: number;
	name: string;
	quantity: number;
	variation: Array< { attribute: string; value: string } >;
}

export class SwatchesPage {
	readonly addToCartButton: Locator;
	readonly clearControl: Locator;

	constructor( readonly page: Page ) {
		this.addToCartButton = page.getByRole( 'button', {
			name: 'Add to cart',
			exact: true,
		} );
		this.clearControl = clearVariationsControl( page );
	}

	/**
	 * Opens a product and waits for its swatches: the island's, which take the place of the
	 * radios the server printed.
	 *
	 * @param slug The product's slug.
	 */
	async goto( slug: string ): Promise< void > {
		await this.page.goto( `/product/${ slug }/` );
		await expectSwatchesIsland( this.page );
	}

	/**
	 * An attribute's swatch group, by its label ("Colour", "Band", "Cup").
	 *
	 * @param label The attribute's label.
	 */
	group( label: string ): Locator {
		return this.page.getByRole( 'radiogroup', {
			name: label,
			exact: true,
		} );
	}

	/**
	 * A swatch, by its group and name ("Noir", "C (out of stock)").
	 *
	 * @param label The attribute's label.
	 * @param name  The swatch's accessible name.
	 */
	swatch( label: string, name: string ): Locator {
		return this.group( label ).getByRole( 'radio', { name, exact: true } );
	}

	/**
	 * WooCommerce's hidden select of an attribute (the source of truth).
	 *
	 * @param attribute The select's name, e.g. `attribute_pa_color`.
	 */
	select( attribute: string ): Locator {
		return this.page.locator(
			`form.variations_form select[name="${ attribute }"]`
		);
	}

	/**
	 * The attribute's label row ("Colour: Noir" once chosen).
	 *
	 * @param label The attribute's label.
	 */
	labelCell( label: string ): Locator {
		return this.page
			.locator( 'form.variations_form th.label' )
			.filter( { hasText: new RegExp( `^${ label }` ) } );
	}

	/**
	 * Picks swatches in order, by mouse.
	 *
	 * @param choices Label → swatch name.
	 */
	async choose( choices: Record< string, string > ): Promise< void > {
		for ( const [ label, name ] of Object.entries( choices ) ) {
			await this.swatch( label, name ).click();
			await expect( this.swatch( label, name ) ).toHaveAttribute(
				'aria-checked',
				'true'
			);
		}
	}

	/**
	 * Where every swatch is on the page: "group: n" (its place in the group, as its name
	 * may change: "C" becomes "C (out of stock)" once a band is chosen) → its box's corner.
	 */
	async swatchPlaces(): Promise<
		Record< string, { x: number; y: number } >
	> {
		const places: Record< string, { x: number; y: number } > = {};
		// The groups and swatches are named by aria-label (their accessible names).
		for ( const group of await this.page.getByRole( 'radiogroup' ).all() ) {
			const label = await group.getAttribute( 'aria-label' );
			const radios = await group.getByRole( 'radio' ).all();
			for ( const [ index, radio ] of radios.entries() ) {
				// In the document: a click may scroll the window.
				places[ `${ label }: ${ index + 1 }` ] = await radio.evaluate(
					( element ) => {
						const box = element.getBoundingClientRect();
						const view = element.ownerDocument.defaultView!;
						return {
							x: box.x + view.scrollX,
							y: box.y + view.scrollY,
						};
					}
				);
			}
		}
		return places;
	}

	/**
	 * Checks that choosing values moves no swatch, sideways or down (within half a pixel),
	 * while the chosen values' labels appear ("Colour: Noir").
	 *
	 * @param choices Label → swatch name, chosen in order.
	 */
	async expectChoosingMovesNoSwatch(
		choices: Record< string, string >
	): Promise< void > {
		const before = await this.swatchPlaces();
		expect( Object.keys( before ).length ).toBeGreaterThan( 3 );
		for ( const [ label, name ] of Object.entries( choices ) ) {
			await this.choose( { [ label ]: name } );
			await expect( this.labelCell( label ) ).toHaveText(
				new RegExp( `^${ label }\\W+${ name }$` )
			);
			const after = await this.swatchPlaces();
			expect( Object.keys( after ) ).toEqual( Object.keys( before ) );
			const moved = Object.entries( after )
				.filter(
					( [ swatch, { x, y } ] ) =>
						Math.abs( x - before[ swatch ].x ) > 0.5 ||
						Math.abs( y - before[ swatch ].y ) > 0.5
				)
				.map(
					( [ swatch, { x, y } ] ) =>
						`${ swatch } moved by ${ ( x - before[ swatch ].x ).toFixed( 1 ) }, ${ ( y - before[ swatch ].y ).toFixed( 1 ) }`
				);
			expect( moved, `after choosing ${ label } ${ name }` ).toEqual(
				[]
			);
		}
	}

	/** The shopper's cart lines, from the Store API (same cookies as the page). */
	async cartItems(): Promise< StoreCartItem[] > {
		const response = await this.page.request.get(
			'/wp-json/wc/store/v1/cart'
		);
		expect( response.ok() ).toBe( true );
		return ( await response.json() ).items as StoreCartItem[];
	}
}

/**
 * Sets Boudoir's swatch options for one test, as an administrator, through WordPress's
 * settings route (the options are registered `show_in_rest`; the dev site's options route
 * only takes WooCommerce's), and gives back a function that restores them.
 *
 * @param request A fresh request context (signed in here).
 * @param options Option name → value.
 */
export async function withOptions(
	request: APIRequestContext,
	options: Record< string, string >
): Promise< () => Promise< void > > {
	await signIn( request, ACCOUNTS.admin );
	const admin = await restAs( request );
	const current = ( await admin.get( '/wp/v2/settings' ) ) as Record<
		string,
		unknown
	>;
	const previous = Object.fromEntries(
		Object.keys( options ).map( ( name ) => [ name, current[ name ] ] )
	);
	await admin.post( '/wp/v2/settings', options );
	return async () => {
		await admin.post( '/wp/v2/settings', previous );
	};
}

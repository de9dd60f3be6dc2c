/**
 * Page object of restyled drop-downs (src/restyled-selects): a native select, found by its
 * role and name, and the aria-hidden label Boudoir draws under it.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

export class RestyledSelect {
	/** The wrapper standing where the select stood. */
	readonly wrapper: Locator;
	/** The visible label mirroring the chosen option (aria-hidden: no role to find it by). */
	readonly label: Locator;

	/**
	 * @param select The native select (role combobox).
	 */
	constructor( readonly select: Locator ) {
		this.wrapper = select.locator( '..' );
		this.label = this.wrapper.locator( '> .boudoir-select__label' );
	}

	/** The text of the option the select has chosen. */
	async chosenText(): Promise< string > {
		return this.select.evaluate(
			( element: HTMLSelectElement ) =>
				element.selectedOptions[ 0 ]?.text
					.replace( /\s+/g, ' ' )
					.trim() ?? ''
		);
	}

	/** The select's box and its wrapper's: equal when nothing moved. */
	async boxes(): Promise<
		[ { x: number; y: number; width: number; height: number }, unknown ]
	> {
		return [
			( await this.select.boundingBox() )!,
			await this.wrapper.boundingBox(),
		];
	}
}

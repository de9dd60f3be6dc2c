/**
 * WordPress's block editor (6.5 and 7.1), driven the way a shop admin drives it.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { escapeRegExp } from '../reg-exp';
import { SLOWNESS } from '../environment';
import { OFFLINE_AVATAR_ERRORS, type AllowedConsoleErrors } from '../fixtures';

/** The slice of `window.wp` the page object touches. */
interface WordPressGlobal {
	apiFetch: ( options: {
		path: string;
		method: string;
		data?: object;
	} ) => Promise< unknown >;
	data: {
		dispatch: ( store: 'core/preferences' ) => {
			set: ( scope: string, name: string, value: unknown ) => void;
		};
		select: ( store: 'core/editor' ) => {
			getCurrentPostId: () => number;
			getCurrentPostType: () => string;
		};
	};
}

/** The editor's window, as the page object reads it. */
type WordPressWindow = typeof window & { wp: WordPressGlobal };

/** Known WordPress core noise of an offline site in the editor; nothing of Boudoir's. */
export const OFFLINE_EDITOR_ERRORS: AllowedConsoleErrors = {
	'The lane runs offline: WordPress core’s welcome guide loads its illustrations from s.w.org before the test dismisses it.':
		{
			pattern: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
			url: /^https:\/\/s\.w\.org\//,
		},
	...OFFLINE_AVATAR_ERRORS,
	'The inserter’s search also asks the Block Directory (api.wordpress.org); the offline site blocks outgoing HTTP (WP_HTTP_BLOCK_EXTERNAL), so core answers 500.':
		{
			pattern:
				/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
			url: /\/wp-json\/wp\/v2\/block-directory\/search\?/,
		},
};

export class EditorPage {
	/**
	 * The editor canvas, once `createNewPage()` has seen it: the iframe's document, or the
	 * content region itself where the editor is not iframed (WordPress 6.5 iframes it only
	 * when every block registered is API v3: WooCommerce 9.0's are not).
	 */
	canvas: Locator;
	/** The region the canvas is in. */
	readonly content: Locator;
	/** The settings sidebar (Page / Block tabs). */
	readonly settings: Locator;

	constructor( readonly page: Page ) {
		this.content = page.getByRole( 'region', { name: 'Editor content' } );
		this.canvas = this.content;
		this.settings = page.getByRole( 'region', { name: 'Editor settings' } );
	}

	/**
	 * Waits for the canvas, iframed or not, and keeps it in `canvas`.
	 */
	async findCanvas(): Promise< void > {
		// The iframe's title is its accessible name; pattern previews reuse it, outside this region.
		const frame = this.content.getByTitle( 'Editor canvas' );
		const title = this.content.getByRole( 'textbox', {
			name: 'Add title',
		} );
		await expect( frame.or( title ) ).toBeVisible();
		this.canvas = ( await frame.count() )
			? frame.contentFrame().locator( ':root' )
			: this.content;
	}

	/**
	 * Stores "no welcome guide" in the user's persisted preferences, as the guide's "Close" button
	 * would, before the editor loads. Set only in the loaded editor, the preference lost a race on
	 * a fresh wp-env site: with nothing stored yet, the editor reads the user's preferences from
	 * the REST API (7 s there) and then replaces every preference set meanwhile, so the guide
	 * opened after the test had checked it was gone.
	 */
	async skipWelcomeGuide(): Promise< void > {
		const nonce = await (
			await this.page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const headers = { 'X-WP-Nonce': nonce };
		const me = await this.page.request.get(
			'/?rest_route=/wp/v2/users/me&context=edit',
			{ headers }
		);
		expect( me.ok(), 'the admin reads their own preferences' ).toBe( true );
		const stored: Record< string, Record< string, unknown > > = (
			await me.json()
		).meta?.persisted_preferences ?? {};
		if ( stored[ 'core/edit-post' ]?.welcomeGuide === false ) {
			return;
		}
		const saved = await this.page.request.post(
			'/?rest_route=/wp/v2/users/me',
			{
				headers,
				data: {
					meta: {
						persisted_preferences: {
							...stored,
							'core/edit-post': {
								...stored[ 'core/edit-post' ],
								welcomeGuide: false,
							},
							_modified: new Date().toISOString(),
						},
					},
				},
			}
		);
		expect( saved.ok(), 'the preference is stored' ).toBe( true );
	}

	/** Opens a new, empty page in the editor, without the welcome guide. */
	async createNewPage(): Promise< void > {
		await this.skipWelcomeGuide();
		// The starter patterns' dialog opens once the patterns have come from the REST API, and
		// only while the page is a clean new one. Under load on wp-env the patterns took 10.5 s
		// and the dialog never opened; a few seconds after the patterns, it no longer comes.
		const patternsSettled = this.page
			.waitForResponse(
				( response ) =>
					/block-patterns(\/|%2F)patterns/.test( response.url() ),
				{ timeout: 60_000 * SLOWNESS }
			)
			.then( () => this.page.waitForTimeout( 5_000 * SLOWNESS ) )
			.catch( () => undefined );
		await this.page.goto( '/wp-admin/post-new.php?post_type=page' );
		await this.page.waitForFunction( () =>
			Boolean(
				(
					window as typeof window & {
						wp?: Partial< WordPressGlobal >;
					}
				 ).wp?.data
			)
		);
		// The guide greets a user once; the preference is what its "Close" button sets.
		await this.page.evaluate( () => {
			( window as WordPressWindow ).wp.data
				.dispatch( 'core/preferences' )
				.set( 'core/edit-post', 'welcomeGuide', false );
		} );
		await expect(
			this.page.getByRole( 'dialog', {
				name: /Welcome to the block editor/,
			} )
		).toHaveCount( 0 );
		// New pages offer the theme's starter patterns first; this test starts blank.
		const patterns = this.page.getByRole( 'dialog', {
			name: 'Choose a pattern',
		} );
		await Promise.race( [
			patterns.waitFor( { timeout: 90_000 * SLOWNESS } ),
			patternsSettled,
		] );
		// The dialog draws a live preview of each starter pattern (Twenty Twenty-Five on
		// WordPress 7.1: 12 whole pages in iframes), which can keep a busy machine's editor
		// from answering the click for a while: retry until the dialog is gone.
		await expect( async () => {
			if ( await patterns.count() ) {
				await patterns
					.getByRole( 'button', { name: 'Close' } )
					.click( { timeout: 5_000 } );
			}
			await expect( patterns ).toHaveCount( 0, { timeout: 1_000 } );
		} ).toPass( { timeout: 30_000 } );
		await this.findCanvas();
		await expect(
			this.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toBeVisible();
	}

	/**
	 * Types the title, then one paragraph block per text.
	 *
	 * @param title      The page's title.
	 * @param paragraphs The paragraphs' texts.
	 */
	async write( title: string, paragraphs: string[] ): Promise< void > {
		await this.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( title );
		for ( const text of paragraphs ) {
			await this.page.keyboard.press( 'Enter' );
			await this.page.keyboard.insertText( text );
		}
	}

	/**
	 * Inserts a block after the selected one through the inserter's search.
	 *
	 * @param name The block's title, as the inserter lists it.
	 */
	async insertBlock( name: string ): Promise< void > {
		// WordPress 6.5 names the toolbar's button "Toggle block inserter", 7.1 "Block Inserter".
		const toggle = this.page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', {
				name: /^(Toggle block inserter|Block Inserter)$/,
			} );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await toggle.click();
		const library = this.page.getByRole( 'region', {
			name: 'Block Library',
		} );
		// The inserter filters as it is told "N results found." (a debounced live
		// message): until then it lists every block, and a click on an option it is about
		// to replace is lost. Clear the live regions, then wait for that message.
		await this.page.evaluate( () =>
			document
				.querySelectorAll( '#a11y-speak-polite, #a11y-speak-assertive' )
				.forEach( ( region ) => ( region.textContent = '' ) )
		);
		await library.getByRole( 'searchbox', { name: /Search/ } ).fill( name );
		await expect( this.page.locator( '#a11y-speak-polite' ) ).toHaveText(
			/results? found/
		);
		// The option's name starts with its icon's glyph: match the end of it.
		await library
			.getByRole( 'option', {
				name: new RegExp( `${ escapeRegExp( name ) }$` ),
			} )
			.click();
		// WordPress 6.5 closes the inserter once the block is in; 7.1 keeps it open. Close
		// it, so the next insert opens it again after the block then selected.
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'true' ) {
			await toggle.click();
		}
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	}

	/**
	 * Opens a new page titled with a name made unique per run and worker (reruns against
	 * the same database do not collide).
	 *
	 * @param name   What the page is for.
	 * @param worker The test's worker index.
	 */
	async startPage( name: string, worker: number ): Promise< void > {
		await this.createNewPage();
		await this.write( `${ name } ${ Date.now() }-${ worker }`, [] );
	}

	/**
	 * Inserts a block through the inserter's search, and shows its settings.
	 *
	 * @param name The block's title, as the inserter lists it.
	 */
	async addBlock( name: string ): Promise< void > {
		await this.insertBlock( name );
		await this.openBlockSettings();
	}

	/** Shows the selected block's settings in the sidebar. */
	async openBlockSettings(): Promise< void > {
		const toggle = this.page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Settings', exact: true } );
		if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
			await toggle.click();
		}
		const blockTab = this.settings.getByRole( 'tab', { name: 'Block' } );
		if ( ( await blockTab.getAttribute( 'aria-selected' ) ) !== 'true' ) {
			await blockTab.click();
		}
		await expect( blockTab ).toHaveAttribute( 'aria-selected', 'true' );
	}

	/**
	 * Chooses a product with the block's product picker, by keyboard: types a search
	 * into the combobox, moves to the first result with the arrow key, takes it with Enter.
	 *
	 * @param label   The picker's label (e.g. "Product").
	 * @param search  What to type (a name or SKU).
	 * @param product The product's name, as the result lists it.
	 */
	async chooseProduct(
		label: string,
		search: string,
		product: string
	): Promise< void > {
		const combobox = this.settings.getByRole( 'combobox', {
			name: label,
			exact: true,
		} );
		await combobox.focus();
		await this.page.keyboard.type( search );
		await expect(
			this.settings.getByRole( 'option', {
				name: new RegExp( escapeRegExp( product ) ),
			} )
		).toBeVisible();
		await this.page.keyboard.press( 'ArrowDown' );
		await expect( combobox ).toHaveAttribute(
			'aria-activedescendant',
			/.+/
		);
		await this.page.keyboard.press( 'Enter' );
		await expect( combobox ).toHaveAccessibleDescription(
			new RegExp( `^Chosen: ${ escapeRegExp( product ) }` )
		);
	}

	/**
	 * Chooses an option of a drop-down in the block's settings with the arrow keys.
	 *
	 * @param label  The drop-down's label.
	 * @param option The option's text.
	 */
	async chooseOption( label: string, option: string ): Promise< void > {
		const select = this.settings.getByRole( 'combobox', {
			name: label,
			exact: true,
		} );
		// The options may come from the REST API (the site's menus): wait for this one, then
		// focus the drop-down as it is now.
		await expect
			.poll( () => select.locator( 'option' ).allTextContents(), {
				message: `${ label } offers “${ option }”`,
			} )
			.toContain( option );
		const options = await select.locator( 'option' ).allTextContents();
		const target = options.indexOf( option );
		expect( target, `${ label } offers “${ option }”` ).toBeGreaterThan(
			-1
		);
		// The editor may still move focus to the block just inserted (seconds later on a slow
		// site): the keys are pressed while the drop-down has focus, again if it lost it.
		await expect( async () => {
			await select.focus();
			await expect( select ).toBeFocused();
			await this.page.keyboard.press( 'Home' );
			for ( let step = 0; step < target; step++ ) {
				await this.page.keyboard.press( 'ArrowDown' );
			}
			await expect( select.locator( 'option:checked' ) ).toHaveText(
				option,
				{ timeout: 2_000 }
			);
		} ).toPass();
	}

	/**
	 * Turns a toggle of the block's settings on or off with the space bar.
	 *
	 * @param label The toggle's label.
	 * @param on    Whether it should end up on.
	 */
	async toggle( label: string, on: boolean ): Promise< void > {
		const toggle = this.settings.getByRole( 'checkbox', {
			name: label,
			exact: true,
		} );
		await toggle.focus();
		if ( ( await toggle.isChecked() ) !== on ) {
			await this.page.keyboard.press( 'Space' );
		}
		await expect( toggle ).toBeChecked( { checked: on } );
	}

	/**
	 * Replaces the text of a field of the block's settings, typing it.
	 *
	 * @param label The field's label.
	 * @param text  The new text.
	 */
	async typeInto( label: string, text: string ): Promise< void > {
		const field = this.settings.getByRole( 'textbox', {
			name: label,
			exact: true,
		} );
		await field.focus();
		await this.page.keyboard.press( 'ControlOrMeta+A' );
		await this.page.keyboard.type( text );
		await expect( field ).toHaveValue( text );
	}

	/**
	 * Selects the block around the one being edited, by its title in the editor's
	 * breadcrumb (e.g. a container after typing into its first inner block), and shows
	 * its settings.
	 *
	 * @param title The block's title.
	 */
	async selectParentBlock( title: string ): Promise< void > {
		await this.page
			.getByRole( 'region', { name: 'Editor footer' } )
			.getByRole( 'button', { name: title, exact: true } )
			.click();
		await this.openBlockSettings();
	}

	/**
	 * Opens a closed panel of the block's settings by keyboard.
	 *
	 * @param title The panel's title (e.g. "Advanced").
	 */
	async openPanel( title: string ): Promise< void > {
		const toggle = this.settings.getByRole( 'button', {
			name: title,
			exact: true,
		} );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.focus();
			await this.page.keyboard.press( 'Enter' );
		}
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	}

	/**
	 * The blocks of the canvas whose content sticks out of the block sideways, as
	 * "name: by N px" (a preview that does not fit its column).
	 *
	 * @param prefix Which blocks: their names' start (e.g. `boudoir/`).
	 */
	async overflowingBlocks( prefix: string ): Promise< string[] > {
		const blocks = this.canvas.locator( `[data-type^="${ prefix }"]` );
		await expect( blocks.first() ).toBeVisible();
		return blocks.evaluateAll( ( elements ) =>
			elements.flatMap( ( element ) => {
				const box = element.getBoundingClientRect();
				let right = box.right;
				for ( const child of element.querySelectorAll( '*' ) ) {
					const childBox = child.getBoundingClientRect();
					// Inside a scrolling or clipping box (a carousel's row of slides), nothing sticks out.
					let clipped = false;
					for (
						let ancestor = child.parentElement;
						ancestor && ! clipped && element.contains( ancestor );
						ancestor = ancestor.parentElement
					) {
						clipped =
							getComputedStyle( ancestor ).overflowX !==
							'visible';
					}
					if ( childBox.width > 0 && ! clipped ) {
						right = Math.max( right, childBox.right );
					}
				}
				const over = Math.round( right - box.right );
				return over > 1
					? [
							`${ element.getAttribute( 'data-type' ) }: by ${ over } px`,
						]
					: [];
			} )
		);
	}

	/**
	 * Waits until every gallery image links where its gallery says ("Link to"). core/gallery
	 * applies that, with the sizes, only once the images' media records have come from the REST
	 * API; a page published before then (seen on wp-env: the records came 0.4 s after the save
	 * began) keeps images without links, whatever Boudoir does.
	 */
	async waitForGalleryLinks(): Promise< void > {
		await this.page.waitForFunction(
			() => {
				interface Block {
					name: string;
					attributes: Record< string, unknown >;
					innerBlocks: Block[];
				}
				const editor = (
					window as typeof window & {
						wp: {
							data: {
								select: ( store: string ) => {
									getBlocks: () => Block[];
								};
							};
						};
					}
				 ).wp.data.select( 'core/block-editor' );
				const galleries: Block[] = [];
				const walk = ( blocks: Block[] ) =>
					blocks.forEach( ( block ) => {
						if ( block.name === 'core/gallery' ) {
							galleries.push( block );
						}
						walk( block.innerBlocks );
					} );
				walk( editor.getBlocks() );
				return (
					galleries.length > 0 &&
					galleries.every(
						( gallery ) =>
							gallery.innerBlocks.length > 0 &&
							gallery.innerBlocks.every(
								( image ) =>
									image.attributes.linkDestination ===
										gallery.attributes.linkTo &&
									( gallery.attributes.linkTo === 'none' ||
										Boolean( image.attributes.href ) )
							)
					)
				);
			},
			null,
			{ timeout: 30_000 * SLOWNESS }
		);
	}

	/**
	 * Publishes the page and returns its public address.
	 */
	async publish(): Promise< string > {
		await this.page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const publishPanel = this.page.getByRole( 'region', {
			name: 'Editor publish',
		} );
		await publishPanel
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		// WordPress 7.1 adds "(opens in a new tab)" to the link's name.
		const viewPage = publishPanel.getByRole( 'link', {
			name: /^View Page( \(opens in a new tab\))?$/,
		} );
		// Publishing saves the post and its revisions: the editor's heaviest request, which took
		// over 40 s on wp-env's WebAssembly PHP and over 10 s on a loaded CI machine.
		await expect( viewPage ).toBeVisible( { timeout: 30_000 * SLOWNESS } );
		const address = await viewPage.getAttribute( 'href' );
		expect( address, 'the published page has an address' ).toBeTruthy();
		return address ?? '';
	}

	/**
	 * Deletes the post being edited for good, so reruns leave the site as they found
	 * it (new pages would otherwise pile up in the theme's page-list navigation).
	 */
	async deleteCurrentPost(): Promise< void > {
		await this.page.evaluate( async () => {
			const { apiFetch, data } = ( window as WordPressWindow ).wp;
			const editor = data.select( 'core/editor' );
			const restBase =
				editor.getCurrentPostType() === 'page' ? 'pages' : 'posts';
			await apiFetch( {
				path: `/wp/v2/${ restBase }/${ editor.getCurrentPostId() }`,
				method: 'DELETE',
				data: { force: true },
			} );
		} );
	}
}

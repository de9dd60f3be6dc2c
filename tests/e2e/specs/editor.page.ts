/**
 * WordPress 6.5's block editor, driven the way a shop admin drives it.
 */

/**
 * External dependencies
 */
import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
} from '@playwright/test';

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

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

export class EditorPage {
	/** The iframed editor canvas (WordPress 6.5 iframes it when every block is API v3). */
	readonly canvas: FrameLocator;
	/** The settings sidebar (Page / Block tabs). */
	readonly settings: Locator;

	constructor( readonly page: Page ) {
		// The iframe's title is its accessible name; pattern previews reuse it, outside this region.
		this.canvas = page
			.getByRole( 'region', { name: 'Editor content' } )
			.getByTitle( 'Editor canvas' )
			.contentFrame();
		this.settings = page.getByRole( 'region', { name: 'Editor settings' } );
	}

	/** Opens a new, empty page in the editor, without the welcome guide. */
	async createNewPage(): Promise< void > {
		await this.page.goto( '/wp-admin/post-new.php?post_type=page' );
		await this.page.waitForFunction( () =>
			Boolean(
				( window as unknown as { wp?: Partial< WordPressGlobal > } ).wp
					?.data
			)
		);
		// The guide greets a user once; the preference is what its "Close" button sets.
		await this.page.evaluate( () => {
			( window as unknown as { wp: WordPressGlobal } ).wp.data
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
		await patterns.waitFor();
		await patterns.getByRole( 'button', { name: 'Close' } ).click();
		await expect( patterns ).toHaveCount( 0 );
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
		await this.page
			.getByRole( 'button', { name: 'Toggle block inserter' } )
			.click();
		const library = this.page.getByRole( 'region', {
			name: 'Block Library',
		} );
		await library.getByRole( 'searchbox', { name: /Search/ } ).fill( name );
		// The option's name starts with its icon's glyph: match the end of it.
		await library
			.getByRole( 'option', {
				name: new RegExp( `${ escapeRegExp( name ) }$` ),
			} )
			.click();
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
		const viewPage = publishPanel.getByRole( 'link', {
			name: 'View Page',
			exact: true,
		} );
		await expect( viewPage ).toBeVisible();
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
			const { apiFetch, data } = (
				window as unknown as { wp: WordPressGlobal }
			 ).wp;
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

/**
 * The scroll-to-top block in the block editor: a shop admin finds it in the
 * inserter, sees its settings, publishes it, and shoppers get the button.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { EditorPage, OFFLINE_EDITOR_ERRORS } from './editor.page';
import {
	SCROLL_TO_TOP,
	ScrollToTopPage,
	THRESHOLD,
} from './scroll-to-top.page';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: OFFLINE_EDITOR_ERRORS,
} );

test.describe( 'scroll to top in the block editor', () => {
	test( 'an admin inserts the block, publishes the page, and shoppers get the button', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		const editor = new EditorPage( page );
		// Unique per run and worker, so reruns against the same database do not collide.
		const title = `E2E block editor page ${ Date.now() }-${ testInfo.workerIndex }`;

		await editor.createNewPage();
		await editor.write(
			title,
			Array.from(
				{ length: 8 },
				( _, index ) =>
					`Paragraph ${ index + 1 }: enough words to make the published page long enough to scroll past the threshold.`
			)
		);
		await editor.insertBlock( SCROLL_TO_TOP );

		// The block is in the canvas, and its settings are in the sidebar.
		await expect(
			editor.canvas.getByRole( 'document', {
				name: `Block: ${ SCROLL_TO_TOP }`,
			} )
		).toBeVisible();
		await editor.openBlockSettings();
		await expect(
			editor.settings.getByRole( 'slider', {
				name: 'Show after scrolling (px)',
			} )
		).toHaveValue( String( THRESHOLD ) );

		const address = await editor.publish();

		// A shopper, signed out, in a browser of their own.
		const shopperContext = await browser.newContext( { baseURL } );
		consoleErrors.watch( shopperContext );
		try {
			const shopperPage = await shopperContext.newPage();
			await shopperPage.goto( address );
			await expect(
				shopperPage.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();

			const published = new ScrollToTopPage( shopperPage );
			await published.waitUntilMounted();
			await expect( published.button ).toHaveCount( 0 );
			await published.scrollTo( THRESHOLD + 200 );
			await expect( published.button ).toBeVisible();
		} finally {
			await shopperContext.close();
		}
		await editor.deleteCurrentPost();
	} );
} );

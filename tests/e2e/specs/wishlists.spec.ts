/**
 * The management table of the shopper's lists (`boudoir/wishlists`, docs/contract.md, Screens "Wishlist
 * pieces", §5 "Wishlist") on the demo shop's wishlist page, as the signed-in shopper
 * and as a guest who saved a product: create (an empty name sends nothing), rename
 * with "Edit title" (Enter saves, Escape cancels, an empty title is refused), change
 * the privacy, delete after a confirmation, by keyboard alone, and no axe violation.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { EditorPage } from './editor.page';
import { GUEST_PRODUCT, WishlistsPage, uniqueName } from './wishlists.page';

const ACTORS = [ 'shopper', 'guest' ] as const;

for ( const actor of ACTORS ) {
	test.describe( `managing wishlists as ${ actor === 'shopper' ? 'the signed-in shopper' : 'a guest who saved a product' }`, () => {
		if ( actor === 'shopper' ) {
			test.use( { storageState: storageStateOf( 'shopper' ) } );
		}

		let lists: WishlistsPage;

		test.beforeEach( async ( { page } ) => {
			lists = new WishlistsPage( page );
			if ( actor === 'guest' ) {
				await lists.saveProductAsGuest( GUEST_PRODUCT );
			}
			await lists.goto();
			// The scenario is the one named: WordPress marks a signed-in visitor's page.
			await expect( page.locator( 'body' ) ).toHaveClass(
				actor === 'shopper' ? /\blogged-in\b/ : /^(?!.*\blogged-in\b)/
			);
		} );

		if ( actor === 'guest' ) {
			test( 'the guest sees the list their save started, with its item', async () => {
				await expect( lists.table.getByRole( 'row' ) ).toHaveCount( 2 );
				const row = lists.table.getByRole( 'row' ).nth( 1 );
				await expect( row.getByText( 'Default' ) ).toBeVisible();
				await expect(
					row.getByRole( 'cell', { name: '1', exact: true } )
				).toBeVisible();
			} );
		}

		test( 'an empty name marks the field invalid and sends nothing; a name creates the list', async () => {
			await lists.createButton.click();
			await expect( lists.nameField ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await expect( lists.nameField ).toBeFocused();
			await expect( lists.nameField ).toHaveAccessibleDescription(
				'Please enter a name for the wishlist.'
			);
			// Spaces only are empty too.
			await lists.nameField.fill( '   ' );
			await lists.nameField.press( 'Enter' );
			await expect( lists.nameField ).toBeFocused();
			expect( lists.writes ).toEqual( [] );

			const name = uniqueName( 'Honeymoon' );
			await lists.create( name, 'shared' );
			await expect( lists.nameField ).not.toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await expect( lists.nameField ).toHaveValue( '' );
			// Shown, and announced, once.
			await expect(
				lists.notice( `Wishlist “${ name }” created.` )
			).toHaveCount( 1 );
			await expect( lists.link( name ) ).toHaveAttribute(
				'href',
				/[?&]wishlist=[A-Za-z0-9_-]{32}$/
			);

			await lists.reload();
			await expect( lists.link( name ) ).toBeVisible();
			await expect( lists.privacy( name ) ).toHaveValue( 'shared' );
		} );

		test( 'Edit title: Enter saves (kept after a reload), Escape cancels, an empty title is refused', async ( {
			page,
		} ) => {
			const name = uniqueName( 'Bridal' );
			const renamed = uniqueName( 'Wedding night' );
			await lists.create( name );
			lists.writes.length = 0;

			// Escape cancels: nothing sent, focus back on "Edit title".
			await lists.editTitle( name ).click();
			await expect( lists.titleField ).toBeFocused();
			await expect( lists.titleField ).toHaveValue( name );
			await page.keyboard.type( ' and more' );
			await page.keyboard.press( 'Escape' );
			await expect( lists.titleField ).toHaveCount( 0 );
			await expect( lists.editTitle( name ) ).toBeFocused();
			expect( lists.writes ).toEqual( [] );

			// An empty title: the form is marked invalid, focus stays, nothing sent.
			await page.keyboard.press( 'Enter' );
			await expect( lists.titleField ).toBeFocused();
			await lists.titleField.fill( '' );
			await page.keyboard.press( 'Enter' );
			await expect( lists.titleField ).toBeFocused();
			await expect( lists.titleField ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await expect( lists.titleField ).toHaveAccessibleDescription(
				'Please enter a title.'
			);
			expect( lists.writes ).toEqual( [] );

			// Enter saves.
			await lists.titleField.fill( renamed );
			const saved = lists.waitForWrite(
				/\/boudoir\/v1\/wishlists\/\d+\/title/
			);
			await page.keyboard.press( 'Enter' );
			expect( await saved ).toBe( 200 );
			await expect( lists.link( renamed ) ).toBeVisible();
			await expect( lists.editTitle( renamed ) ).toBeFocused();
			await expect(
				lists.notice( 'The wishlist has been renamed.' )
			).toHaveCount( 1 );
			expect( lists.writes ).toHaveLength( 1 );

			await lists.reload();
			await expect( lists.link( renamed ) ).toBeVisible();
			await expect( lists.link( name ) ).toHaveCount( 0 );
		} );

		test( 'a new privacy is saved at once and kept after a reload', async () => {
			const name = uniqueName( 'Gift ideas' );
			await lists.create( name );
			await expect( lists.privacy( name ) ).toHaveValue( 'private' );

			const saved = lists.waitForWrite(
				/\/boudoir\/v1\/wishlists\/\d+\/privacy/
			);
			await lists.privacy( name ).selectOption( 'public' );
			expect( await saved ).toBe( 200 );
			await expect(
				lists.notice( "The wishlist's privacy has been saved." )
			).toHaveCount( 1 );

			await lists.reload();
			await expect( lists.privacy( name ) ).toHaveValue( 'public' );
		} );

		test( 'deletes a list after a confirmation, by keyboard alone', async ( {
			page,
		} ) => {
			const name = uniqueName( 'Old favourites' );
			await lists.create( name );
			lists.writes.length = 0;

			// From the list's link: Edit title, Privacy, then Delete.
			await lists.link( name ).focus();
			await page.keyboard.press( 'Tab' );
			await expect( lists.editTitle( name ) ).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect( lists.privacy( name ) ).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect( lists.deleteButton( name ) ).toBeFocused();

			// The question; Escape takes it back.
			await page.keyboard.press( 'Enter' );
			const question = lists.confirmation( name );
			await expect( question ).toBeVisible();
			await expect(
				question.getByRole( 'button', { name: 'Cancel' } )
			).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( question ).toHaveCount( 0 );
			await expect( lists.deleteButton( name ) ).toBeFocused();

			// Cancel takes it back too.
			await page.keyboard.press( 'Space' );
			await page.keyboard.press( 'Enter' );
			await expect( lists.deleteButton( name ) ).toBeFocused();
			expect( lists.writes ).toEqual( [] );

			// Confirmed: the list goes, focus lands on the heading.
			await page.keyboard.press( 'Enter' );
			await page.keyboard.press( 'Shift+Tab' );
			await expect(
				question.getByRole( 'button', { name: 'Delete', exact: true } )
			).toBeFocused();
			const deleted = lists.waitForWrite(
				/\/boudoir\/v1\/wishlists\/\d+/
			);
			await page.keyboard.press( 'Enter' );
			expect( await deleted ).toBe( 200 );
			await expect( lists.link( name ) ).toHaveCount( 0 );
			await expect( lists.heading ).toBeFocused();
			expect( lists.writes ).toHaveLength( 1 );

			await lists.reload();
			await expect( lists.link( name ) ).toHaveCount( 0 );
		} );

		test( 'has no axe violations: the table, a title being edited, invalid fields and a confirmation', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const name = uniqueName( 'Axe' );
			await lists.create( name );
			await expectNoAxeViolations( page );

			await lists.editTitle( name ).click();
			await lists.titleField.fill( '' );
			await lists.titleField.press( 'Enter' );
			await expect( lists.titleField ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await lists.createButton.click();
			await expect( lists.nameField ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await expectNoAxeViolations( page );

			await lists.titleField.press( 'Escape' );
			await lists.deleteButton( name ).click();
			await expect( lists.confirmation( name ) ).toBeVisible();
			await expectNoAxeViolations( page );
		} );
	} );
}

test.describe( 'the wishlists block in the block editor', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		// Known WordPress core noise of an offline site (see editor.spec.ts); nothing of Boudoir's.
		allowedConsoleErrors: {
			'The lane runs offline: WordPress core’s welcome guide loads its illustrations from s.w.org.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/s\.w\.org\//,
				},
			'The lane runs offline: the admin bar shows the user’s avatar from gravatar.com.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
				},
			'The inserter’s search also asks the Block Directory; the offline site answers 500.':
				{
					pattern:
						/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
					url: /\/wp-json\/wp\/v2\/block-directory\/search\?/,
				},
		},
	} );

	test( 'an admin inserts it, sees a preview with sample lists, and sets its options', async ( {
		page,
	} ) => {
		const editor = new EditorPage( page );
		await editor.createNewPage();
		try {
			await editor.insertBlock( 'Wishlists' );
			const block = editor.canvas.getByRole( 'document', {
				name: 'Block: Wishlists',
			} );
			await expect( block ).toBeVisible();
			for ( const name of [ 'My wishlist', 'Bridal', 'Gift ideas' ] ) {
				await expect(
					block.getByRole( 'link', { name, exact: true } )
				).toBeVisible();
			}
			await expect(
				block.getByRole( 'columnheader', { name: 'Items' } )
			).toBeVisible();
			await expect(
				block.getByRole( 'button', { name: 'Create wishlist' } )
			).toBeVisible();

			await editor.openBlockSettings();
			const itemCount = editor.settings.getByRole( 'checkbox', {
				name: 'Show the number of items',
			} );
			await expect( itemCount ).toBeChecked();
			await itemCount.click();
			await expect(
				block.getByRole( 'columnheader', { name: 'Items' } )
			).toHaveCount( 0 );
			await editor.settings
				.getByRole( 'checkbox', { name: 'Show the create form' } )
				.click();
			await expect(
				block.getByRole( 'button', { name: 'Create wishlist' } )
			).toHaveCount( 0 );
		} finally {
			await editor.deleteCurrentPost();
		}
	} );
} );

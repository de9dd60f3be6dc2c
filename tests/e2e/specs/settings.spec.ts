/**
 * Settings → Boudoir, as a shop admin sees it: the theme options (SPEC §3) have their
 * fields, labelled and set to the site's values, and the page passes axe. Read only:
 * other specs run beside this one against the same site.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: {
		'The lane runs offline: WordPress core’s admin bar shows the user’s avatar from gravatar.com.':
			{
				pattern:
					/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
				url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
			},
	},
} );

test.describe( 'Settings → Boudoir', () => {
	test( 'has the theme options, each labelled, with the site’s values', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/wp-admin/options-general.php?page=boudoir' );

		await expect(
			page.getByRole( 'heading', { name: 'Header search', exact: true } )
		).toBeVisible();
		const searchStyle = page.getByRole( 'combobox', {
			name: 'Style',
			exact: true,
		} );
		await expect( searchStyle ).toHaveValue( 'drop_down' );
		await expect(
			searchStyle.getByRole( 'option', { name: 'Inline form' } )
		).toHaveCount( 1 );

		await expect(
			page.getByRole( 'heading', { name: 'Mobile menu', exact: true } )
		).toBeVisible();
		await expect(
			page.getByRole( 'combobox', { name: 'Side', exact: true } )
		).toHaveValue( 'left' );
		await expect(
			page.getByRole( 'combobox', {
				name: 'Submenus open from',
				exact: true,
			} )
		).toHaveValue( 'toggle' );

		await expect(
			page.getByRole( 'heading', { name: 'Scrolling', exact: true } )
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Scroll smoothly to the target of in-page links.',
			} )
		).toBeChecked();

		// Boudoir's page, not the admin's menu and bar around it (WordPress core's).
		await expectNoAxeViolations( page, { include: [ '#wpbody-content' ] } );
	} );
} );

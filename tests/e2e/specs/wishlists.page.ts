/**
 * The management table of the shopper's lists (`boudoir/wishlists`) on the demo
 * shop's wishlist page, as a shopper or a guest uses it, and a record of the writes
 * the page sends to Boudoir's REST API.
 */

/**
 * External dependencies
 */
import {
	expect,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { escapeRegExp } from '../reg-exp';

/** The demo shop's wishlist page (docs/contract.md), which holds the block. */
export const WISHLIST_PAGE = '/wishlist/';

/** A product of the demo catalogue a guest saves to get a session. */
export const GUEST_PRODUCT = 'margaux-lace-brief';

/** The slice of `window.wp` a guest's set-up touches (api-fetch, with the page's nonce). */
type ApiFetch = < T >( options: {
	path: string;
	method?: string;
	data?: unknown;
} ) => Promise< T >;

/**
 * A name no other test uses (the shopper's lists outlive a test).
 *
 * @param prefix What the list is for.
 */
export function uniqueName( prefix: string ): string {
	return `${ prefix } ${ Date.now().toString( 36 ) }${ Math.floor(
		Math.random() * 1000
	) }`;
}

/**
 * Whether a request writes through Boudoir's REST API (pretty or plain permalinks,
 * and DELETE sent as POST with a method override, all count).
 *
 * @param request A request of the page.
 */
export function isBoudoirWrite( request: Request ): boolean {
	return (
		request.method() !== 'GET' &&
		/\/boudoir\/v1\//.test( decodeURIComponent( request.url() ) )
	);
}

export class WishlistsPage {
	/** The block's heading. */
	readonly heading: Locator;
	/** The scrollable region around the table, named by the heading. */
	readonly table: Locator;
	/** The "Create wishlist" form. */
	readonly createForm: Locator;
	readonly nameField: Locator;
	readonly createPrivacy: Locator;
	readonly createButton: Locator;
	/** The title field, while a title is edited. */
	readonly titleField: Locator;
	/** Every write the page has sent since it was opened (see recordWrites). */
	readonly writes: string[] = [];

	constructor( readonly page: Page ) {
		this.heading = page.getByRole( 'heading', {
			name: 'Your wishlists',
			exact: true,
		} );
		this.table = page.getByRole( 'region', { name: 'Your wishlists' } );
		this.createForm = page.getByRole( 'form', { name: 'New wishlist' } );
		this.nameField = this.createForm.getByRole( 'textbox', {
			name: 'Wishlist name',
		} );
		this.createPrivacy = this.createForm.getByRole( 'combobox', {
			name: 'Privacy',
		} );
		this.createButton = this.createForm.getByRole( 'button', {
			name: 'Create wishlist',
		} );
		this.titleField = page.getByRole( 'textbox', {
			name: 'Wishlist title',
		} );
		page.on( 'request', ( request ) => {
			if ( isBoudoirWrite( request ) ) {
				this.writes.push(
					`${ request.method() } ${ decodeURIComponent(
						request.url()
					) }`
				);
			}
		} );
	}

	/**
	 * A message in a polite live region (the shop's transient notices).
	 *
	 * @param text The message.
	 */
	notice( text: string ): Locator {
		return this.page
			.locator( '[role="status"]' )
			.getByText( text, { exact: true } );
	}

	/** Opens the wishlist page and waits until the table (or its empty state) is there. */
	async goto(): Promise< void > {
		await this.page.goto( WISHLIST_PAGE );
		await this.waitUntilLoaded();
	}

	/** Reloads the page, as a shopper coming back does. */
	async reload(): Promise< void > {
		await this.page.reload();
		await this.waitUntilLoaded();
	}

	/** Waits for the view to load the shopper's lists. */
	async waitUntilLoaded(): Promise< void > {
		await expect( this.createForm ).toBeVisible();
	}

	/**
	 * A list's row in the table, by the list's name.
	 *
	 * @param name The list's name.
	 */
	row( name: string ): Locator {
		return this.table.getByRole( 'row' ).filter( {
			has: this.page.getByRole( 'link', { name, exact: true } ),
		} );
	}

	/**
	 * A list's link (to the list itself).
	 *
	 * @param name The list's name.
	 */
	link( name: string ): Locator {
		return this.table.getByRole( 'link', { name, exact: true } );
	}

	/**
	 * The "Edit title" button of a list.
	 *
	 * @param name The list's name.
	 */
	editTitle( name: string ): Locator {
		return this.row( name ).getByRole( 'button', {
			name: 'Edit title',
			exact: true,
		} );
	}

	/**
	 * The "Privacy" selector of a list.
	 *
	 * @param name The list's name.
	 */
	privacy( name: string ): Locator {
		return this.row( name ).getByRole( 'combobox', { name: 'Privacy' } );
	}

	/**
	 * The "Delete <name>" button of a list.
	 *
	 * @param name The list's name.
	 */
	deleteButton( name: string ): Locator {
		return this.table.getByRole( 'button', {
			name: `Delete ${ name }`,
			exact: true,
		} );
	}

	/**
	 * The confirmation asked before a list is deleted.
	 *
	 * @param name The list's name.
	 */
	confirmation( name: string ): Locator {
		return this.table.getByRole( 'group', {
			name: new RegExp( `^Delete “${ escapeRegExp( name ) }”` ),
		} );
	}

	/**
	 * Creates a list through the form, by keyboard, and waits for it in the table.
	 *
	 * @param name    The list's name.
	 * @param privacy Its privacy (the option's value).
	 */
	async create( name: string, privacy = 'private' ): Promise< void > {
		await this.nameField.fill( name );
		await this.createPrivacy.selectOption( privacy );
		const created = this.page.waitForResponse(
			( response ) =>
				isBoudoirWrite( response.request() ) &&
				/\/boudoir\/v1\/wishlists(\?|$)/.test(
					decodeURIComponent( response.url() )
				)
		);
		await this.nameField.press( 'Enter' );
		expect( ( await created ).status() ).toBe( 201 );
		await expect( this.link( name ) ).toBeVisible();
	}

	/**
	 * Waits for the answer of a write whose path matches.
	 *
	 * @param path Matched against the decoded URL.
	 */
	async waitForWrite( path: RegExp ): Promise< number > {
		const response = await this.page.waitForResponse(
			( candidate ) =>
				isBoudoirWrite( candidate.request() ) &&
				path.test( decodeURIComponent( candidate.url() ) )
		);
		return response.status();
	}

	/**
	 * Saves a product to the default list as a guest does (through the page's own
	 * api-fetch, with the page's REST nonce): the first save starts the guest session.
	 *
	 * @param slug The product's slug.
	 */
	async saveProductAsGuest( slug: string ): Promise< void > {
		await this.page.goto( WISHLIST_PAGE );
		const result = await this.page.evaluate( async ( productSlug ) => {
			const apiFetch = (
				window as typeof window & { wp?: { apiFetch?: ApiFetch } }
			 ).wp?.apiFetch;
			if ( ! apiFetch ) {
				throw new Error( 'api-fetch is not on the page' );
			}
			const found = await apiFetch< { id: number }[] >( {
				path: `/wp/v2/product?slug=${ productSlug }&_fields=id`,
			} );
			return apiFetch< { result: unknown } >( {
				path: '/boudoir/v1/items/add',
				method: 'POST',
				data: { add_to_wishlist: found[ 0 ].id },
			} );
		}, slug );
		expect( result.result ).toBe( true );
		this.writes.length = 0;
	}
}

/**
 * The wishlist block (`boudoir/wishlist`) as a shopper and a visitor use it, and the
 * REST calls a test makes to set the shopper's lists up.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';

/** Pages holding the block, created by the spec (the demo's /wishlist/ may hold other content). */
export const BLOCK_PAGES = {
	table: {
		slug: 'wishlist-block-wide-e2e',
		content: '<!-- wp:boudoir/wishlist {"align":"wide"} /-->',
	},
	grid: {
		slug: 'wishlist-block-grid-e2e',
		content: '<!-- wp:boudoir/wishlist {"view":"grid","align":"wide"} /-->',
	},
	suggested: {
		slug: 'wishlist-block-suggested-e2e',
		// The product id is filled in when the page is created.
		content:
			'<!-- wp:boudoir/wishlist {"suggestedProductId":{{margaux-lace-brief}},"align":"wide"} /-->',
	},
	paged: {
		slug: 'wishlist-block-paged-e2e',
		content: '<!-- wp:boudoir/wishlist {"perPage":2,"align":"wide"} /-->',
	},
	// A normal content column: 620 px, whatever the window (a wide group holding it).
	column: {
		slug: 'wishlist-block-column-e2e',
		content:
			'<!-- wp:group {"align":"wide","layout":{"type":"constrained","contentSize":"620px"}} --><div class="wp-block-group alignwide"><!-- wp:boudoir/wishlist /--></div><!-- /wp:group -->',
	},
} as const;

/** The width of the `column` page's column. */
export const COLUMN_WIDTH = 620;

export type BlockPage = keyof typeof BLOCK_PAGES;

/** The demo catalogue's products the spec uses (docs/contract.md). */
export const PRODUCTS = {
	brief: { slug: 'margaux-lace-brief', name: 'Margaux Lace Brief' },
	belt: { slug: 'iris-garter-belt', name: 'Iris Garter Belt' },
	bra: { slug: 'eloise-balconette-bra', name: 'Eloise Balconette Bra' },
} as const;

/** The lazily loaded sorting chunk (dnd-kit and the sortable rows). */
export const SORTABLE_CHUNK = /\/build\/chunks\/wishlist-sortable\.js(\?|$)/;

export interface RestWishlist {
	id: number;
	token: string;
	wishlist_name: string;
	privacy: string;
	default: boolean;
	share_url: string | null;
}

export interface RestItem {
	item_id: number;
	product_id: number;
	variation_id: number;
	name: string;
	price: string | null;
	currency: string;
	quantity: number;
	stock_quantity: number | null;
	/** A variation's values: the label and the value's name as the shop shows them. */
	variation: { attribute: string; value: string }[];
	price_dropped: boolean;
}

/**
 * A REST client of whoever the request context is signed in as (the nonce comes from
 * WordPress's `rest-nonce` AJAX action).
 *
 * @param request The context's request.
 */
export async function restClient( request: APIRequestContext ) {
	const nonceResponse = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( nonceResponse.ok(), 'a REST nonce' ).toBe( true );
	const nonce = ( await nonceResponse.text() ).trim();
	const call = async < T >(
		method: string,
		path: string,
		data?: unknown
	): Promise< T > => {
		const response = await request.fetch( `/wp-json${ path }`, {
			method,
			headers: { 'X-WP-Nonce': nonce },
			data,
		} );
		expect(
			response.ok(),
			`${ method } ${ path }: ${ await response.text() }`
		).toBe( true );
		return ( await response.json() ) as T;
	};
	return {
		get: < T >( path: string ) => call< T >( 'GET', path ),
		post: < T >( path: string, data: unknown ) =>
			call< T >( 'POST', path, data ),
		delete: < T >( path: string ) => call< T >( 'DELETE', path ),
	};
}

export type RestClient = Awaited< ReturnType< typeof restClient > >;

/**
 * Creates the block's pages once (as the administrator), unless they exist.
 *
 * @param browser The test's browser.
 */
export async function ensureBlockPages( browser: Browser ): Promise< void > {
	const context = await browser.newContext( {
		storageState: storageStateOf( 'admin' ),
	} );
	try {
		const rest = await restClient( context.request );
		for ( const { slug, content } of Object.values( BLOCK_PAGES ) ) {
			const found = await rest.get< { id: number }[] >(
				`/wp/v2/pages?slug=${ slug }&status=publish`
			);
			if ( found.length === 0 ) {
				let filled: string = content;
				for ( const [ , product ] of content.matchAll(
					/\{\{([a-z-]+)\}\}/g
				) ) {
					const [ { id } ] = await rest.get< { id: number }[] >(
						`/wp/v2/product?slug=${ product }&_fields=id`
					);
					filled = filled.replace( `{{${ product }}}`, String( id ) );
				}
				await rest.post( '/wp/v2/pages', {
					slug,
					title: 'Wishlist block',
					status: 'publish',
					content: filled,
				} );
			}
		}
	} finally {
		await context.close();
	}
}

/** The shopper's side of the REST API, for setting a test up and checking what was saved. */
export class ShopperData {
	constructor( readonly rest: RestClient ) {}

	/**
	 * A product's id by its slug.
	 *
	 * @param slug The product's slug.
	 */
	async productId( slug: string ): Promise< number > {
		const found = await this.rest.get< { id: number }[] >(
			`/wp/v2/product?slug=${ slug }&_fields=id`
		);
		expect( found, slug ).toHaveLength( 1 );
		return found[ 0 ].id;
	}

	/** The shopper's lists, default first. */
	lists(): Promise< RestWishlist[] > {
		return this.rest.get< RestWishlist[] >( '/boudoir/v1/wishlists' );
	}

	/** Deletes every list of the shopper's: each test starts from none. */
	async deleteAllLists(): Promise< void > {
		for ( const list of await this.lists() ) {
			await this.rest.delete( `/boudoir/v1/wishlists/${ list.id }` );
		}
	}

	/**
	 * Saves a product (to the default list, created if needed, unless a list is given).
	 *
	 * @param productId          The product or variation.
	 * @param options            List and quantity.
	 * @param options.wishlistId
	 * @param options.quantity
	 */
	async add(
		productId: number,
		options: { wishlistId?: number; quantity?: number } = {}
	): Promise< { item: RestItem; wishlist: RestWishlist } > {
		return this.rest.post( '/boudoir/v1/items/add', {
			add_to_wishlist: productId,
			...( options.wishlistId && { wishlist_id: options.wishlistId } ),
			...( options.quantity && { quantity: options.quantity } ),
		} );
	}

	/**
	 * Creates a list.
	 *
	 * @param name    Its name.
	 * @param privacy public, shared or private.
	 */
	createList( name: string, privacy = 'private' ): Promise< RestWishlist > {
		return this.rest.post< RestWishlist >( '/boudoir/v1/wishlists', {
			wishlist_name: name,
			wishlist_visibility: privacy,
		} );
	}

	/**
	 * Changes a list's privacy.
	 *
	 * @param id      The list.
	 * @param privacy public, shared or private.
	 */
	async setPrivacy( id: number, privacy: string ): Promise< RestWishlist > {
		const answer = await this.rest.post< { wishlist: RestWishlist } >(
			`/boudoir/v1/wishlists/${ id }/privacy`,
			{ privacy }
		);
		return answer.wishlist;
	}

	/**
	 * A list's items in their order.
	 *
	 * @param token The list.
	 */
	items( token: string ): Promise< RestItem[] > {
		return this.rest.get< RestItem[] >(
			`/boudoir/v1/wishlists/${ token }/items?per_page=100`
		);
	}

	/** How many pieces the shopper's cart holds (Store API). */
	async cartCount(): Promise< number > {
		const cart = await this.rest.get< { items_count: number } >(
			'/wc/store/v1/cart'
		);
		return cart.items_count;
	}

	/**
	 * An in-stock variation of a variable product, read from its product page.
	 *
	 * @param page A page to load the product on.
	 * @param slug The product's slug.
	 */
	async inStockVariation( page: Page, slug: string ): Promise< number > {
		await page.goto( `/product/${ slug }/` );
		const id = await page
			.locator( 'form.variations_form' )
			.evaluate( ( form ) => {
				const variations = JSON.parse(
					form.getAttribute( 'data-product_variations' ) ?? '[]'
				) as { variation_id: number; is_in_stock: boolean }[];
				return (
					variations.find( ( variation ) => variation.is_in_stock )
						?.variation_id ?? 0
				);
			} );
		expect( id, `an in-stock variation of ${ slug }` ).toBeGreaterThan( 0 );
		return id;
	}
}

/** The block on a page. */
export class WishlistPage {
	readonly block: Locator;
	readonly table: Locator;
	/** The items' region, which takes focus when the focused item leaves. */
	readonly items: Locator;
	readonly selectAll: Locator;
	readonly apply: Locator;
	readonly bulkAction: Locator;
	readonly copyLink: Locator;
	readonly askEstimate: Locator;
	readonly status: Locator;

	constructor( readonly page: Page ) {
		this.block = page.locator( '.wp-block-boudoir-wishlist' );
		this.table = this.block.getByRole( 'table' );
		this.items = this.block.locator( '.boudoir-wishlist__items' );
		this.selectAll = this.block.getByRole( 'checkbox', {
			name: 'Select all',
		} );
		this.apply = this.block.getByRole( 'button', {
			name: 'Apply',
			exact: true,
		} );
		this.bulkAction = this.block.getByRole( 'combobox', {
			name: 'Bulk action',
		} );
		this.copyLink = this.block.getByRole( 'button', {
			name: 'Copy link',
		} );
		this.askEstimate = this.block.getByRole( 'button', {
			name: 'Ask for an estimate',
		} );
		this.status = page.getByRole( 'status' );
	}

	/**
	 * Opens a page holding the block and waits for the list (or its empty state).
	 *
	 * @param which Which of the block's pages.
	 * @param token A list's token for `?wishlist=`.
	 */
	async goto( which: BlockPage = 'table', token?: string ): Promise< void > {
		const query = token ? `?wishlist=${ token }` : '';
		await this.page.goto( `/${ BLOCK_PAGES[ which ].slug }/${ query }` );
		await expect(
			this.block.locator(
				'.boudoir-wishlist__items, .boudoir-wishlist__empty'
			)
		).not.toHaveCount( 0 );
		await expect(
			this.block.getByRole( 'status' ).filter( { hasText: 'Loading' } )
		).toHaveCount( 0 );
	}

	/**
	 * An item's row of the table (or its card in the mobile variant).
	 *
	 * @param name The product's name.
	 */
	row( name: string ): Locator {
		return this.block
			.locator(
				'tr, li.boudoir-wishlist__card, li.boudoir-wishlist__tile'
			)
			.filter( {
				has: this.page.getByRole( 'link', { name, exact: true } ),
			} );
	}

	/**
	 * A row's "More actions (product name)" button, which holds moving and copying.
	 *
	 * @param name The item's product.
	 */
	moreActions( name: string ): Locator {
		return this.row( name ).getByRole( 'button', {
			name: `More actions (${ name })`,
			exact: true,
		} );
	}

	/**
	 * Opens a row's "More actions" and gives its "Move to another wishlist" or "Copy to
	 * another wishlist" button.
	 *
	 * @param name   The item's product.
	 * @param action The action's name.
	 */
	async rowAction(
		name: string,
		action: 'Move to another wishlist' | 'Copy to another wishlist'
	): Promise< Locator > {
		const more = this.moreActions( name );
		if ( ( await more.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await more.click();
		}
		const button = this.row( name ).getByRole( 'button', {
			name: action,
			exact: true,
		} );
		await expect( button ).toBeVisible();
		return button;
	}

	/** The products' names in the order the table shows them (a variation's values, under the name, left out). */
	async order(): Promise< string[] > {
		return this.table
			.getByRole( 'rowheader' )
			.evaluateAll( ( cells ) =>
				cells.map(
					( cell ) =>
						cell
							.querySelector( '.boudoir-wishlist__name' )
							?.textContent?.trim() ?? ''
				)
			);
	}

	/**
	 * A row's (card's, tile's) attribute values as read: "Colour: Blush".
	 *
	 * @param row The item's row.
	 */
	async variation( row: Locator ): Promise< string[] > {
		const terms = await row.getByRole( 'term' ).allTextContents();
		const values = await row.getByRole( 'definition' ).allTextContents();
		return terms.map( ( term, index ) => `${ term } ${ values[ index ] }` );
	}

	/**
	 * The "Move to another wishlist" or another dialog.
	 *
	 * @param name The dialog's name.
	 */
	dialog( name: string ): Locator {
		return this.page.getByRole( 'dialog', { name } );
	}

	/**
	 * Moves or copies an item to another of the shopper's lists as she does: the row's
	 * More actions and its button, the list chosen in the dialog, its Move or Copy button; waits for the answer.
	 *
	 * @param mode        'move' or 'copy'.
	 * @param productName The item's product.
	 * @param listName    The destination list.
	 * @return The dialog (closed by then) and the REST answer.
	 */
	async transfer(
		mode: 'move' | 'copy',
		productName: string,
		listName: string
	) {
		const title =
			mode === 'move'
				? 'Move to another wishlist'
				: 'Copy to another wishlist';
		await ( await this.rowAction( productName, title ) ).click();
		const dialog = this.dialog( title );
		await expect( dialog ).toBeVisible();
		await dialog
			.getByRole( 'combobox', { name: 'Wishlist', exact: true } )
			.selectOption( { label: listName } );
		const answer = this.waitForCall( `/items/${ mode }` );
		await dialog
			.getByRole( 'button', {
				name: mode === 'move' ? 'Move' : 'Copy',
				exact: true,
			} )
			.click();
		return { dialog, answer: await answer };
	}

	/**
	 * Waits for a REST call of the wishlist API to answer.
	 * (Methods other than GET and POST travel as POST with an override header.)
	 *
	 * @param route  Part of the route's path, e.g. `/items/quantity` or `/estimate`.
	 * @param method The method.
	 */
	waitForCall( route: string, method = 'POST' ) {
		return this.page.waitForResponse(
			( response ) =>
				// api-fetch sends DELETE as POST with a method override header.
				( response.request().headers()[ 'x-http-method-override' ] ??
					response.request().method() ) === method &&
				new URL( response.url() ).pathname.includes( '/boudoir/v1/' ) &&
				new URL( response.url() ).pathname.includes( route )
		);
	}

	/**
	 * What of the block lies outside its own box: each control of the rows whose box is not
	 * inside the block's, and each element in it that scrolls sideways (wider than it shows).
	 * Empty when every row's actions are in view.
	 */
	async outOfBox(): Promise< string[] > {
		return this.block.evaluate( ( block ) => {
			const frame = block.getBoundingClientRect();
			const found: string[] = [];
			const name = ( element: Element ) =>
				element.getAttribute( 'aria-label' ) ??
				element.textContent?.trim() ??
				element.localName;
			for ( const control of block.querySelectorAll(
				'.boudoir-wishlist__items button, .boudoir-wishlist__items input'
			) ) {
				const box = control.getBoundingClientRect();
				if (
					box.left < frame.left - 0.5 ||
					box.right > frame.right + 0.5
				) {
					found.push(
						`“${ name( control ) }” at ${ Math.round(
							box.left
						) }–${ Math.round( box.right ) } px, the block ${ Math.round(
							frame.left
						) }–${ Math.round( frame.right ) } px`
					);
				}
			}
			for ( const element of [
				block,
				...block.querySelectorAll( '*' ),
			] ) {
				if ( element.scrollWidth > element.clientWidth + 0.5 ) {
					const { overflowX } = getComputedStyle( element );
					if ( overflowX === 'auto' || overflowX === 'scroll' ) {
						found.push(
							`${ element.className } scrolls: ${ element.scrollWidth } px in ${ element.clientWidth } px`
						);
					}
				}
			}
			return found;
		} );
	}

	/** Whether focus is inside the open modal dialog. */
	focusIsInDialog(): Promise< boolean > {
		return this.page
			.locator( 'dialog[open]' )
			.evaluate(
				( dialog ) =>
					dialog.contains( dialog.ownerDocument.activeElement ) &&
					dialog.ownerDocument.activeElement !== dialog
			);
	}
}

/**
 * A variation with an "Any Colour" attribute, from the product page to the wishlist to the
 * cart: the colour the shopper chose travels with it, so WooCommerce's Store API does not
 * answer `woocommerce_rest_missing_variation_data`. Found by role and name.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import {
	ADD,
	ADD_CALL,
	AddToWishlistPage,
	BROWSE,
} from './add-to-wishlist.page';
import { ShopperData, WishlistPage, restClient } from './wishlist.page';

/** The demo's "any"-attribute product (bin/wp/seed/lib/catalogue.php). */
const ANY_COLOUR = {
	slug: 'lucie-longline-bra',
	name: 'Lucie Longline Bra',
};

test.use( { storageState: storageStateOf( 'shopper' ) } );

test( 'a colour chosen for an “Any Colour” variation goes to the wishlist and on to the cart', async ( {
	page,
} ) => {
	const data = new ShopperData( await restClient( page.request ) );
	await data.deleteAllLists();

	await page.goto( `/product/${ ANY_COLOUR.slug }/` );
	const main = page.getByRole( 'main' );
	// The product's own block comes first, before those of related products.
	const block = main.locator( '.wp-block-boudoir-add-to-wishlist' ).first();
	const button = block.getByRole( 'button', { name: ADD, exact: true } );
	const browse = block.getByRole( 'link', { name: BROWSE } );
	// The island follows the variations form once mounted (on intent, or when the page is idle).
	await button.hover();
	await expect( block ).toHaveAttribute( 'data-boudoir-island', 'ready' );
	await main
		.getByRole( 'radiogroup', { name: 'Colour', exact: true } )
		.getByRole( 'radio', { name: /^Blush\b/ } )
		.click();
	await main
		.getByRole( 'radiogroup', { name: 'Band', exact: true } )
		.getByRole( 'radio', { name: /^34\b/ } )
		.click();
	await expect(
		page.locator( 'input[name="variation_id"]' )
	).not.toHaveValue( /^0?$/ );

	const added = page.waitForRequest(
		( request ) =>
			ADD_CALL.test( request.url() ) && request.method() === 'POST'
	);
	await new AddToWishlistPage( page ).addThroughPopup( button );
	const body = ( await added ).postDataJSON() as {
		variation?: { attribute: string; value: string }[];
	};
	expect( body.variation ).toEqual(
		expect.arrayContaining( [
			{ attribute: 'attribute_pa_color', value: 'blush' },
		] )
	);
	await expect( browse ).toBeVisible();

	// Another colour of the same variation is not saved yet; back on Blush it is.
	const colours = main.getByRole( 'radiogroup', {
		name: 'Colour',
		exact: true,
	} );
	await colours.getByRole( 'radio', { name: /^Noir\b/ } ).click();
	await expect( button ).toBeVisible();
	await expect( browse ).toHaveCount( 0 );
	await colours.getByRole( 'radio', { name: /^Blush\b/ } ).click();
	await expect( browse ).toBeVisible();

	// Kept with the item: the REST item carries the colour, by slug and by name.
	const [ list ] = await data.lists();
	const items = await data.items( list.token );
	expect( items ).toHaveLength( 1 );
	expect( items[ 0 ].variation ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				raw_attribute: 'attribute_pa_color',
				raw_value: 'blush',
				attribute: 'Colour',
				value: 'Blush',
			} ),
		] )
	);

	const cartAdds: { variation?: unknown }[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( '/wc/store/v1/cart/add-item' )
		) {
			cartAdds.push( request.postDataJSON() as { variation?: unknown } );
		}
	} );
	// The demo's wishlist page.
	await page.goto( '/wishlist/' );
	const wishlist = new WishlistPage( page );
	const row = wishlist.block
		.locator( 'tr, li.boudoir-wishlist__card, li.boudoir-wishlist__tile' )
		.filter( { hasText: ANY_COLOUR.name } );
	await expect( row ).toHaveCount( 1 );
	await row.getByRole( 'button', { name: /^Add to cart/ } ).click();
	await expect( wishlist.block ).toContainText(
		'has been added to your cart'
	);
	// By the taxonomy's name, which WooCommerce 9.0 to 10.x all take (the field name only from 9.9).
	expect( cartAdds[ 0 ]?.variation ).toEqual(
		expect.arrayContaining( [ { attribute: 'pa_color', value: 'blush' } ] )
	);

	await page.goto( '/cart/' );
	const line = page.getByRole( 'row' ).filter( {
		has: page.getByRole( 'link', { name: /Lucie Longline Bra/ } ),
	} );
	await expect( line ).toHaveCount( 1 );
	await expect( line ).toContainText( 'Colour' );
	await expect( line ).toContainText( 'Blush' );
} );

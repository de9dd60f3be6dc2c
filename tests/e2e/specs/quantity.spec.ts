/**
 * Quantity steppers (docs/contract.md, Validation "Quantity inputs", src/quantity), the reviews link (docs/contract.md, States,
 * src/reviews-link) and the removed-from-cart markers (docs/contract.md, States "Cart", src/cart-markers)
 * on the demo shop, with WooCommerce's own scripts (the double's) reacting.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CartPage,
	ProductPage,
	ShopPage,
	recordJQueryEvents,
	recordedEvents,
} from './shop.page';
import { LoopButton, ProductTabs, QuantityField } from './quantity.page';

/** A simple product with 5 in stock: WooCommerce prints min 1, max 5 (bin/wp/seed/lib/catalogue.php). */
const LIMITED = { slug: 'helene-kimono-robe', name: 'Hélène Kimono Robe' };

/** The scripts of this feature, as the server prints them. */
const QUANTITY_SCRIPT = '**/build/scripts/quantity.js*';

/**
 * The cart as the Store API reports it: quantity by product name.
 *
 * @param page The page (its context's cookies).
 */
async function cartQuantities(
	page: Page
): Promise< Record< string, number > > {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	expect( response.ok() ).toBe( true );
	const cart = ( await response.json() ) as {
		items: Array< { name: string; quantity: number } >;
	};
	return Object.fromEntries(
		cart.items.map( ( item ) => [ item.name, item.quantity ] )
	);
}

test.describe( 'quantity steppers on a product page', () => {
	test( 'step within WooCommerce’s min and max by mouse and keyboard, keep focus at the bounds, and fire input and change', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await recordJQueryEvents( page, 'form.cart', [ 'input', 'change' ] );
		const product = new ProductPage( page );
		await product.goto( LIMITED.slug );
		const field = new QuantityField( product.form );
		const { min, max, step } = await field.bounds();
		expect( [ min, max, step ] ).toEqual( [ 1, 5, 1 ] );
		await expect( field.input ).toHaveValue( '1' );

		// Server markup: both buttons around the input, big enough to hit.
		for ( const button of [ field.decrease, field.increase ] ) {
			const box = ( await button.boundingBox() )!;
			expect( box.width ).toBeGreaterThanOrEqual( 24 );
			expect( box.height ).toBeGreaterThanOrEqual( 24 );
		}

		// At the min, minus is marked and does nothing; focus stays on it.
		await expect( field.decrease ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		// (Playwright's click() waits for an aria-disabled button to be enabled: press it
		// the way a shopper does, with the pointer at its centre, then with the keyboard.)
		const minus = ( await field.decrease.boundingBox() )!;
		await page.mouse.click(
			minus.x + minus.width / 2,
			minus.y + minus.height / 2
		);
		await expect( field.input ).toHaveValue( '1' );
		await expect( field.decrease ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( field.input ).toHaveValue( '1' );
		expect( await recordedEvents( page ) ).toEqual( [] );

		// Mouse.
		await field.increase.click();
		await expect( field.input ).toHaveValue( '2' );
		expect( await recordedEvents( page ) ).toEqual( [ 'input', 'change' ] );
		await expect( field.decrease ).toHaveAttribute(
			'aria-disabled',
			'false'
		);

		// Keyboard: Enter and Space on the focused button, up to the max.
		await field.increase.focus();
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Space' );
		await page.keyboard.press( 'Enter' );
		await expect( field.input ).toHaveValue( '5' );
		await expect( field.increase ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await page.keyboard.press( 'Enter' );
		await expect( field.input ).toHaveValue( '5' );
		await expect( field.increase ).toBeFocused();

		// Shift+Tab reaches minus past the input; minus steps down.
		await page.keyboard.press( 'Shift+Tab' );
		await expect( field.input ).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await expect( field.decrease ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( field.input ).toHaveValue( '4' );

		await expectNoAxeViolations( page );
	} );

	test( 'the chosen quantity is what WooCommerce adds to the cart', async ( {
		page,
	} ) => {
		const product = new ProductPage( page );
		await product.goto( LIMITED.slug );
		const field = new QuantityField( product.form );
		await field.increase.click();
		await field.increase.click();
		await expect( field.input ).toHaveValue( '3' );
		const added = page.waitForEvent( 'load' );
		await product.addToCartButton.click();
		await added;
		expect( ( await cartQuantities( page ) )[ LIMITED.name ] ).toBe( 3 );
	} );

	test( 'nothing moves when the script starts: the server printed the buttons', async ( {
		page,
	} ) => {
		const product = new ProductPage( page );
		const boxes = async () => {
			const field = new QuantityField( product.form );
			return Promise.all(
				[ field.decrease, field.input, field.increase ].map(
					( locator ) => locator.boundingBox()
				)
			);
		};
		// The page without the script's work (an empty script, so no load error).
		await page.route( QUANTITY_SCRIPT, ( route ) =>
			route.fulfill( { contentType: 'text/javascript', body: '' } )
		);
		await product.goto( LIMITED.slug );
		const before = await boxes();
		await page.unroute( QUANTITY_SCRIPT );
		await product.goto( LIMITED.slug );
		await expect(
			new QuantityField( product.form ).decrease
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( await boxes() ).toEqual( before );
	} );
} );

test.describe( 'a shop loop with quantity fields (the classic test theme prints them, as themes offer)', () => {
	test.use( { testTheme: 'boudoir-classic' } );

	test( 'the shop loop’s add-to-cart data-quantity follows a loop quantity input', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const shop = new ShopPage( page );
		await shop.goto();
		const item = shop.products
			.filter( { has: page.getByRole( 'spinbutton' ) } )
			.first();
		const field = new QuantityField( item );
		await expect( field.input ).toHaveValue( '1' );
		const button = item.locator( '.add_to_cart_button' );
		await expect( button ).toHaveAttribute( 'data-quantity', '1' );
		await expectNoAxeViolations( page );
		await field.increase.click();
		await expect( field.input ).toHaveValue( '2' );
		await expect( button ).toHaveAttribute( 'data-quantity', '2' );
		await field.input.fill( '4' );
		await expect( button ).toHaveAttribute( 'data-quantity', '4' );
		await field.decrease.click();
		await expect( field.input ).toHaveValue( '3' );
		await expect( button ).toHaveAttribute( 'data-quantity', '3' );
	} );
} );

test( 'cart page steppers update the cart form', async ( {
	page,
	expectNoAxeViolations,
} ) => {
	const product = new ProductPage( page );
	await product.goto( LIMITED.slug );
	const added = page.waitForEvent( 'load' );
	await product.addToCartButton.click();
	await added;

	const cart = new CartPage( page );
	await cart.goto();
	const field = new QuantityField( cart.row( LIMITED.name ) );
	await expect( field.input ).toHaveValue( '1' );
	await expectNoAxeViolations( page );
	await field.increase.click();
	await field.increase.click();
	await expect( field.input ).toHaveValue( '3' );
	// WooCommerce's cart script sends the form and swaps the new one in (no page load); the
	// double, without that script, posts it: either way the notice says when it is done.
	await cart.update();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Cart updated.' } )
	).toBeVisible();
	await expect(
		new QuantityField( cart.row( LIMITED.name ) ).input
	).toHaveValue( '3' );
	expect( ( await cartQuantities( page ) )[ LIMITED.name ] ).toBe( 3 );
} );

for ( const theme of [ '', 'boudoir-classic' ] ) {
	test.describe( `the reviews link (${ theme || 'block theme' })`, () => {
		test.use( { testTheme: theme } );

		test( 'selects the Reviews tab, hides the others, scrolls the reviews to 120 px below the top and focuses them', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const product = new ProductPage( page );
			await product.goto( LIMITED.slug );
			const tabs = new ProductTabs( page );
			await tabs.expectReviewsSelected( false );
			await expect( tabs.descriptionPanel ).toBeVisible();
			expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );

			await tabs.reviewsLink.click();
			await tabs.expectReviewsSelected( true );
			await expect( tabs.reviewsPanel ).toBeVisible();
			await expect( tabs.descriptionPanel ).toBeHidden();
			await expect( tabs.additionalPanel ).toBeHidden();
			await expect( tabs.reviewsPanel ).toBeFocused();
			await expect
				.poll( () =>
					tabs.reviewsPanel.evaluate( ( panel ) =>
						Math.round( panel.getBoundingClientRect().top )
					)
				)
				.toBe( 120 );
			expect( new URL( page.url() ).hash ).toBe( '#reviews' );
			await expectNoAxeViolations( page );
		} );
	} );
}

test.describe( 'the reviews link with reduced motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'jumps at once', async ( { page } ) => {
		const product = new ProductPage( page );
		await product.goto( LIMITED.slug );
		const tabs = new ProductTabs( page );
		await tabs.reviewsLink.click();
		// No animation: right after the click, the reviews are where they end.
		expect(
			await tabs.reviewsPanel.evaluate( ( panel ) =>
				Math.round( panel.getBoundingClientRect().top )
			)
		).toBe( 120 );
	} );
} );

// WooCommerce's classic loop buttons and the "View cart" link its add-to-cart script adds
// after them: a classic theme's shop. (On block themes real WooCommerce's Product Button block
// keeps its own state in its interactivity store, with no such link; the double prints the
// classic markup on both.)
test.describe( 'the classic shop loop', () => {
	test.use( { testTheme: 'boudoir-classic' } );

	test( 'removing a product from the cart clears its added marker and View cart link', async ( {
		page,
	} ) => {
		await recordJQueryEvents( page, 'body', [
			'added_to_cart',
			'removed_from_cart',
		] );
		const shop = new ShopPage( page );
		await shop.goto();
		// A classic mini-cart widget's container (WC_Widget_Cart): WooCommerce's fragments
		// fill it with the mini-cart after each add, and its remove links fire
		// `removed_from_cart` (the demo's block theme has no such widget). It goes after the
		// products: filled above them, its thumbnail would push the next button away mid-click.
		await page.evaluate( () => {
			if (
				! document.querySelector( 'div.widget_shopping_cart_content' )
			) {
				const widget = document.createElement( 'div' );
				widget.className = 'widget_shopping_cart_content';
				document.querySelector( 'main' )?.append( widget );
			}
		} );
		const ajaxButtons = shop.products.locator(
			'.add_to_cart_button.ajax_add_to_cart'
		);
		const first = new LoopButton( ajaxButtons.nth( 0 ) );
		const second = new LoopButton( ajaxButtons.nth( 1 ) );
		const firstName = ( await first.button.getAttribute( 'aria-label' ) )!
			.replace( /^Add to cart: “(.*)”$/, '$1' )
			.trim();

		await first.button.click();
		await expect( first.viewCart ).toBeVisible();
		await second.button.click();
		await expect( second.viewCart ).toBeVisible();
		expect( await first.hasAddedMarker() ).toBe( true );
		expect( await second.hasAddedMarker() ).toBe( true );

		const widget = page.locator( 'div.widget_shopping_cart_content' );
		// The line's remove control: a link in WooCommerce 9.0–9.4's mini-cart, role="button" in 10.0.
		const remove = `Remove ${ firstName } from cart`;
		await widget
			.getByRole( 'button', { name: remove } )
			.or( widget.getByRole( 'link', { name: remove } ) )
			.click();
		await expect
			.poll( () => recordedEvents( page ) )
			.toContain( 'removed_from_cart' );
		await expect( first.viewCart ).toHaveCount( 0 );
		expect( await first.hasAddedMarker() ).toBe( false );
		// The other product is still in the cart: its markers stay.
		await expect( second.viewCart ).toBeVisible();
		expect( await second.hasAddedMarker() ).toBe( true );
	} );
} );

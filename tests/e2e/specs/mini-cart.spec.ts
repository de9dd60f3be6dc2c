/**
 * The mini-cart (docs/contract.md, Screens "Overlays", States "Cart"; blocks/mini-cart) in the demo's header:
 * the cart overlay after a shopper's add to cart (not after a manual `added_to_cart`),
 * the side panel opened by keyboard (its lines, quantity, remove, subtotal, Escape,
 * Tab, backdrop, resize, scroll lock), the plain link on the cart and checkout pages,
 * and axe with each open. Each test has its own browser context, so its own cart.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SHOPPER_FLOW } from '../environment';
import { expect, test } from '../fixtures';
import {
	clickAndListOpen,
	expectIslandDialogAlone,
	holdScript,
} from './islands.page';
import { MiniCart } from './mini-cart.page';
import { ShopPage } from './shop.page';

/**
 * The shop loop's first AJAX add-to-cart button and its product's name.
 *
 * @param shop The shop page.
 */
async function firstAjaxButton( shop: ShopPage ) {
	const button = shop.products
		.locator( '.add_to_cart_button.ajax_add_to_cart' )
		.first();
	const name = ( ( await button.getAttribute( 'aria-label' ) ) ?? '' )
		.replace( /^Add to cart: “(.*)”$/, '$1' )
		.trim();
	expect( name ).not.toBe( '' );
	return { button, name };
}

/**
 * Whether a product's add-to-cart button says the product is in the cart: WooCommerce's
 * `added` class, or the Product Button block's "N in cart".
 *
 * @param button The button.
 */
function saysInCart( button: Locator ): Promise< boolean > {
	return button.evaluate(
		( element ) =>
			element.classList.contains( 'added' ) ||
			/\bin cart\b/i.test( element.textContent ?? '' )
	);
}

test(
	'an add to cart shows the cart overlay at the top of the page; a click elsewhere hides it',
	{ tag: SHOPPER_FLOW },
	async ( { page, expectNoAxeViolations } ) => {
		const shop = new ShopPage( page );
		const miniCart = new MiniCart( page );
		await shop.goto();
		const { button, name } = await firstAjaxButton( shop );
		await button.scrollIntoViewIfNeeded();
		await page.evaluate( () => window.scrollBy( 0, 200 ) );
		expect( await page.evaluate( () => window.scrollY ) ).toBeGreaterThan(
			0
		);

		await button.click();
		await expect( miniCart.dialog ).toBeVisible();
		await expect( miniCart.dialog.getByRole( 'status' ) ).toHaveText(
			'Added to your cart.'
		);
		await expect( miniCart.line( name ) ).toBeVisible();
		await expect( miniCart.quantity( name ) ).toHaveValue( '1' );
		// The demo's header does not stay on screen: the page went back to the top.
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBe( 0 );
		// Not modal: the shopper's focus stays, the page scrolls, it is announced.
		await expect( button ).toBeFocused();
		expect( await miniCart.isScrollLocked() ).toBe( false );
		await expectNoAxeViolations( page );

		// A click anywhere else hides it (and does what it does).
		await page.getByRole( 'heading', { name: 'Shop', level: 1 } ).click();
		await expect( miniCart.dialog ).toBeHidden();
		await expect( miniCart.button ).toHaveAccessibleName( 'Cart 1' );

		// A second add shows it again; Escape hides it.
		await button.click();
		await expect( miniCart.dialog ).toBeVisible();
		await expect( miniCart.quantity( name ) ).toHaveValue( '2' );
		await page.keyboard.press( 'Escape' );
		await expect( miniCart.dialog ).toBeHidden();
	}
);

test( 'a manual added_to_cart shows nothing', async ( { page } ) => {
	const shop = new ShopPage( page );
	const miniCart = new MiniCart( page );
	await shop.goto();
	await miniCart.root.hover();
	await miniCart.waitUntilReady();

	// Triggered by code without the button that added: manual.
	await page.evaluate( () => {
		const { jQuery } = window as typeof window & {
			jQuery: ( target: Element ) => {
				trigger: ( name: string, args: unknown[] ) => void;
			};
		};
		jQuery( document.body ).trigger( 'added_to_cart', [ {}, '' ] );
	} );
	// The same event with its button opens the panel: so the one above had its chance.
	const { button } = await firstAjaxButton( shop );
	await button.click();
	await expect( miniCart.dialog ).toBeVisible();
	await miniCart.closeButton.click();
	await page.evaluate( () => {
		const { jQuery } = window as typeof window & {
			jQuery: ( target: Element ) => {
				trigger: ( name: string, args: unknown[] ) => void;
			};
		};
		jQuery( document.body ).trigger( 'added_to_cart', [ {}, '' ] );
	} );
	await page.waitForTimeout( 500 );
	await expect( miniCart.dialog ).toHaveCount( 0 );
} );

test(
	'the side panel by keyboard: lines, quantity, remove, subtotal, Tab, Escape',
	{ tag: SHOPPER_FLOW },
	async ( { page, expectNoAxeViolations } ) => {
		const shop = new ShopPage( page );
		const miniCart = new MiniCart( page );
		await shop.goto();
		const { button, name } = await firstAjaxButton( shop );
		await button.click();
		await expect( miniCart.dialog ).toBeVisible();
		await miniCart.closeButton.click();
		await expect( miniCart.dialog ).toBeHidden();
		// Opened by the add: focus goes back where the shopper was.
		await expect( button ).toBeFocused();

		// Enter on the cart button opens it; focus moves in.
		await miniCart.button.press( 'Enter' );
		await expect( miniCart.dialog ).toBeVisible();
		await expect( miniCart.closeButton ).toBeFocused();
		await expect( miniCart.dialog.getByRole( 'status' ) ).toHaveCount( 0 );
		expect( await miniCart.isScrollLocked() ).toBe( true );
		const before = await page.evaluate( () => window.scrollY );
		await page.mouse.wheel( 0, 600 );
		await page.waitForTimeout( 200 );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( before );
		await expectNoAxeViolations( page );

		// Quantity + : the line and the subtotal follow.
		const subtotal = await miniCart.subtotal.textContent();
		await miniCart.increase( name ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( miniCart.quantity( name ) ).toHaveValue( '2' );
		await expect( miniCart.subtotal ).not.toHaveText( subtotal ?? '' );
		await expect( miniCart.button ).toHaveAccessibleName( 'Cart 2' );
		// Typed quantity.
		await miniCart.quantity( name ).fill( '3' );
		await miniCart.quantity( name ).press( 'Enter' );
		await expect( miniCart.button ).toHaveAccessibleName( 'Cart 3' );

		// Tab wraps: from the last stop (Checkout) to the first (Close cart), and back.
		await miniCart.dialog.getByRole( 'link', { name: 'Checkout' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( miniCart.closeButton ).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			miniCart.dialog.getByRole( 'link', { name: 'Checkout' } )
		).toBeFocused();

		// Remove: the line goes, the empty state shows, focus stays in the panel.
		await miniCart.remove( name ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( miniCart.line( name ) ).toHaveCount( 0 );
		await expect(
			miniCart.dialog.getByText( 'Your cart is empty.' )
		).toBeVisible();
		await expect(
			miniCart.dialog.getByRole( 'link', { name: 'Continue shopping' } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
		await expect( miniCart.button ).toHaveAccessibleName( 'Cart 0' );
		expect(
			await miniCart.dialog.evaluate( ( dialog ) =>
				dialog.contains( dialog.ownerDocument.activeElement )
			)
		).toBe( true );

		// Escape closes; focus back on the cart button; scrolling back.
		await page.keyboard.press( 'Escape' );
		await expect( miniCart.dialog ).toBeHidden();
		await expect( miniCart.button ).toBeFocused();
		expect( await miniCart.isScrollLocked() ).toBe( false );
	}
);

test( 'a removal in the side panel takes "View cart" off the product’s card', async ( {
	page,
} ) => {
	const shop = new ShopPage( page );
	const miniCart = new MiniCart( page );
	await shop.goto();
	const { button, name } = await firstAjaxButton( shop );
	const card = shop.products.filter( { hasText: name } );
	await button.click();
	await expect( miniCart.dialog ).toBeVisible();
	await expect(
		card.getByRole( 'link', { name: 'View cart' } )
	).toBeVisible();
	// WooCommerce's loop button takes the class `added`; its Product Button block (block
	// themes on real WooCommerce) says "1 in cart" instead.
	await expect.poll( () => saysInCart( button ) ).toBe( true );

	await miniCart.remove( name ).click();

	await expect( miniCart.line( name ) ).toHaveCount( 0 );
	await expect( card.getByRole( 'link', { name: 'View cart' } ) ).toHaveCount(
		0
	);
	await expect.poll( () => saysInCart( button ) ).toBe( false );
} );

test( 'the side panel closes on a click on the backdrop and on a resize', async ( {
	page,
} ) => {
	const miniCart = new MiniCart( page );
	await page.goto( '/shop/' );
	await miniCart.root.hover();
	await miniCart.waitUntilReady();

	await miniCart.button.click();
	await expect( miniCart.dialog ).toBeVisible();
	// A click inside the panel keeps it.
	await miniCart.dialog.getByRole( 'heading', { name: 'Cart' } ).click();
	await expect( miniCart.dialog ).toBeVisible();
	await miniCart.clickBackdrop();
	await expect( miniCart.dialog ).toBeHidden();

	await miniCart.button.click();
	await expect( miniCart.dialog ).toBeVisible();
	await page.setViewportSize( { width: 1000, height: 720 } );
	await expect( miniCart.dialog ).toBeHidden();
} );

test( 'with many lines on a phone, the subtotal and Checkout stay in sight while the lines scroll', async ( {
	page,
} ) => {
	const shop = new ShopPage( page );
	const miniCart = new MiniCart( page );
	await shop.goto();
	const buttons = shop.products.locator(
		'.add_to_cart_button.ajax_add_to_cart'
	);
	// Five lines, each added from the loop (the overlay closed after each).
	for ( let index = 0; index < 5; index++ ) {
		await buttons.nth( index ).click();
		await expect( miniCart.dialog ).toBeVisible();
		await miniCart.closeButton.click();
		await expect( miniCart.dialog ).toBeHidden();
	}
	await page.setViewportSize( { width: 390, height: 600 } );
	await miniCart.button.click();
	await expect( miniCart.dialog ).toBeVisible();
	await expect( miniCart.dialog.getByRole( 'listitem' ) ).toHaveCount( 5 );
	// The lines overflow the panel...
	expect(
		await miniCart.dialog.evaluate(
			( dialog ) => dialog.scrollHeight > dialog.clientHeight
		)
	).toBe( true );
	// ...yet the footer is in sight before any scroll, and after one to the top.
	const checkout = miniCart.dialog.getByRole( 'link', { name: 'Checkout' } );
	await expect( checkout ).toBeInViewport( { ratio: 1 } );
	await expect( miniCart.subtotal ).toBeInViewport( { ratio: 1 } );
	// Scrolled to the end: the last line shows whole above the footer.
	await miniCart.dialog.evaluate( ( dialog ) =>
		dialog.scrollTo( 0, dialog.scrollHeight )
	);
	await expect( checkout ).toBeInViewport( { ratio: 1 } );
	const lastLine = await miniCart.dialog
		.getByRole( 'listitem' )
		.last()
		.boundingBox();
	const footerTop = ( await miniCart.subtotal.boundingBox() )?.y ?? 0;
	expect( lastLine ).not.toBeNull();
	expect( lastLine!.y ).toBeGreaterThanOrEqual( 0 );
	expect( lastLine!.y + lastLine!.height ).toBeLessThanOrEqual( footerTop );
} );

test( 'a content page takes the islands loader from its template on intent', async ( {
	page,
} ) => {
	const miniCart = new MiniCart( page );
	await page.goto( '/' );
	// Nothing of the island before intent (or the idle moment after load).
	await expect( miniCart.link ).toHaveCount( 1 );
	await miniCart.root.hover();
	await miniCart.waitUntilReady();
	await miniCart.button.click();
	await expect( miniCart.dialog ).toBeVisible();
	await expect(
		miniCart.dialog.getByText( 'Your cart is empty.' )
	).toBeVisible();
} );

for ( const path of [ '/cart/', '/checkout/' ] ) {
	test( `a plain link to the cart on ${ path }`, async ( { page } ) => {
		const miniCart = new MiniCart( page );
		await page.goto( path );
		await expect( miniCart.link ).toBeVisible();
		await expect( miniCart.link ).toHaveAttribute( 'href', /\/cart\/$/ );
		await expect( miniCart.root ).toHaveClass( /is-disabled/ );
		await miniCart.link.hover();
		await miniCart.link.focus();
		await page.waitForTimeout( 500 );
		await expect( miniCart.button ).toHaveCount( 0 );
		await expect( miniCart.root ).not.toHaveAttribute(
			'data-boudoir-island',
			/.*/
		);
	} );
}

/**
 * On a page never idle (the shop, or a content page once the mini-cart's view brought
 * the islands loader), taps the cart link while the mini-cart island's script is held:
 * the panel that shows is the server's.
 *
 * @param page The page.
 * @param path Where.
 * @return The mini-cart, and what lets the island's script come.
 */
async function tapBeforeIsland( page: Page, path = '/shop/' ) {
	await page.addInitScript( () => {
		window.requestIdleCallback = () => 0;
	} );
	const { release } = await holdScript(
		page,
		/\/build\/mini-cart\/island\.js/
	);
	const miniCart = new MiniCart( page );
	await page.goto( path, { waitUntil: 'load' } );
	if ( path !== '/shop/' ) {
		// A content page: the view brings the islands loader on intent, which then
		// keeps the tap (one made before it comes follows the link: the page budget).
		await miniCart.link.hover();
		await expect( miniCart.root ).toHaveAttribute(
			'data-boudoir-island',
			'loading'
		);
	}
	await miniCart.link.click();
	await expect( miniCart.dialog ).toBeVisible();
	return { miniCart, release };
}

for ( const [ where, path ] of [
	[ 'the shop', '/shop/' ],
	[ 'a content page', '/' ],
] ) {
	test( `on ${ where }, a tap before the island is there shows the server’s panel at once; the island’s takes its place`, async ( {
		page,
	} ) => {
		const { miniCart, release } = await tapBeforeIsland( page, path );
		await expect( page ).toHaveURL( new RegExp( `${ path }$` ) );

		// The island is held: the panel is the server's, the cart loading.
		await expect(
			miniCart.dialog.getByRole( 'status' ).filter( {
				hasText: 'Loading your cart…',
			} )
		).toBeAttached();
		await expect(
			miniCart.dialog.getByRole( 'link', { name: 'View cart' } )
		).toBeVisible();
		await expect( miniCart.closeButton ).toBeFocused();
		release();

		// The island's panel, with the cart, is the only one open.
		await expect(
			miniCart.dialog.getByText( 'Your cart is empty.' )
		).toBeVisible();
		await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 1 );
		await page.keyboard.press( 'Escape' );
		await expect( miniCart.dialog ).toBeHidden();
		await expect( miniCart.button ).toBeFocused();
	} );
}

test( 'a server’s panel closed before the island is there stays closed', async ( {
	page,
} ) => {
	const { miniCart, release } = await tapBeforeIsland( page );
	await miniCart.closeButton.click();
	await expect( miniCart.dialog ).toBeHidden();
	release();

	await miniCart.waitUntilReady();
	await expect( miniCart.root ).not.toHaveAttribute(
		'data-boudoir-shell',
		/./
	);
	await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 0 );
	// The next tap is the island's own.
	await miniCart.button.click();
	await expect(
		miniCart.dialog.getByText( 'Your cart is empty.' )
	).toBeVisible();
} );

test( 'with the island there, a tap still paints the server’s panel first: the island’s takes its place after that frame, or nothing if it was closed', async ( {
	page,
} ) => {
	const miniCart = new MiniCart( page );
	await page.goto( '/shop/', { waitUntil: 'load' } );
	await miniCart.link.hover();
	await miniCart.waitUntilReady();

	// What the click's own task leaves for the frame after it: the server's panel, open,
	// and the island's not yet (React renders it after that frame).
	const atOnce = ( close: boolean ) =>
		clickAndListOpen( miniCart.button, 'boudoir-mini-cart-shell', close );

	expect( await atOnce( false ) ).toEqual( [ 'boudoir-mini-cart-shell' ] );
	await expect(
		miniCart.dialog.getByText( 'Your cart is empty.' )
	).toBeVisible();
	await expectIslandDialogAlone( page, 'boudoir-mini-cart-shell' );
	await page.keyboard.press( 'Escape' );
	await expect( miniCart.dialog ).toBeHidden();
	await expect( miniCart.button ).toBeFocused();

	// Closed by the shopper before the island's frame: she said no.
	expect( await atOnce( true ) ).toEqual( [ 'boudoir-mini-cart-shell' ] );
	await page.waitForTimeout( 500 );
	await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 0 );
	await expect( miniCart.root ).not.toHaveAttribute(
		'data-boudoir-shell',
		/./
	);
} );

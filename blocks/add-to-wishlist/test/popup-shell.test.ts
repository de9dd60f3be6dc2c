/**
 * Internal dependencies
 */
import { SHELL_ATTRIBUTE, SHELL_ID, bindShell } from '../popup-shell';

// jsdom has <dialog> but not its modal methods: enough of them for the shell.
beforeAll( () => {
	HTMLDialogElement.prototype.showModal = function (
		this: HTMLDialogElement
	) {
		this.setAttribute( 'open', '' );
	};
	HTMLDialogElement.prototype.close = function ( this: HTMLDialogElement ) {
		this.removeAttribute( 'open' );
		this.dispatchEvent( new Event( 'close' ) );
	};
} );

/** The page: two buttons (one with the lists' drop-down) and the server's shell, as PHP prints them. */
function page(): void {
	document.body.innerHTML = `
		<div class="wp-block-boudoir-add-to-wishlist" data-product-name="Margaux Lace Brief" data-show-list-dropdown="false" data-boudoir-island="waiting">
			<button type="button" data-boudoir-action="add-to-wishlist">Add to wishlist</button>
		</div>
		<div class="wp-block-boudoir-add-to-wishlist" data-product-name="Odette" data-show-list-dropdown="true" data-boudoir-island="waiting">
			<button type="button" data-boudoir-action="add-to-wishlist">Add to wishlist</button>
		</div>
		<dialog id="${ SHELL_ID }" aria-labelledby="${ SHELL_ID }-title">
			<div class="boudoir-dialog__header"><h2 id="${ SHELL_ID }-title">Add to wishlist</h2>
			<button type="button" class="boudoir-dialog__close" aria-label="Close"></button></div>
			<p class="boudoir-add-to-wishlist__product"></p>
			<div role="tablist">
				<button id="t-choose" role="tab" aria-selected="true" aria-controls="p-choose" tabindex="0" data-tab="choose">Choose a wishlist</button>
				<button id="t-create" role="tab" aria-selected="false" aria-controls="p-create" tabindex="-1" data-tab="create">Create a wishlist</button>
			</div>
			<div id="p-choose" role="tabpanel"></div>
			<div id="p-create" role="tabpanel" hidden></div>
		</dialog>`;
	bindShell( document );
}

const shell = () => document.getElementById( SHELL_ID ) as HTMLDialogElement;
const roots = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-boudoir-add-to-wishlist'
		)
	);
const tab = ( id: string ) =>
	document.querySelector( `[role="tab"][data-tab="${ id }"]` ) as HTMLElement;

describe( 'the add popup’s shell', () => {
	it( 'opens at once on an add before the island is there: the product named, the first tab focused, the button’s wrapper marked', () => {
		page();
		roots()[ 0 ].querySelector( 'button' )!.click();

		expect( shell().hasAttribute( 'open' ) ).toBe( true );
		expect(
			shell().querySelector( '.boudoir-add-to-wishlist__product' )!
				.textContent
		).toBe( 'Margaux Lace Brief' );
		expect( shell().ownerDocument.activeElement ).toBe( tab( 'choose' ) );
		expect( roots()[ 0 ].getAttribute( SHELL_ATTRIBUTE ) ).toBe( 'open' );
	} );

	it( 'opens once the island is there too: the frame after a tap never waits for React', () => {
		page();
		roots()[ 0 ].setAttribute( 'data-boudoir-island', 'ready' );
		roots()[ 0 ].querySelector( 'button' )!.click();

		expect( shell().hasAttribute( 'open' ) ).toBe( true );
		expect( roots()[ 0 ].getAttribute( SHELL_ATTRIBUTE ) ).toBe( 'open' );
	} );

	it( 'stays closed for a button with the lists’ drop-down (it adds straight), a busy one, and a kept click the shopper answered by closing it', () => {
		page();
		roots()[ 1 ].querySelector( 'button' )!.click();
		expect( shell().hasAttribute( 'open' ) ).toBe( false );
		expect( roots()[ 1 ].hasAttribute( SHELL_ATTRIBUTE ) ).toBe( false );

		const button = roots()[ 0 ].querySelector( 'button' )!;
		button.setAttribute( 'aria-busy', 'true' );
		button.click();
		expect( shell().hasAttribute( 'open' ) ).toBe( false );
		button.removeAttribute( 'aria-busy' );

		// Opened, closed by the shopper, then the kept click replayed on the island's button.
		button.click();
		shell().close();
		expect( roots()[ 0 ].getAttribute( SHELL_ATTRIBUTE ) ).toBe( 'closed' );
		roots()[ 0 ].setAttribute( 'data-boudoir-island', 'ready' );
		button.click();
		expect( shell().hasAttribute( 'open' ) ).toBe( false );
		expect( roots()[ 0 ].getAttribute( SHELL_ATTRIBUTE ) ).toBe( 'closed' );
	} );

	it( 'keeps the tab chosen, by click or arrow keys, for the island', () => {
		page();
		roots()[ 0 ].querySelector( 'button' )!.click();

		tab( 'create' ).click();
		expect( tab( 'create' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( tab( 'choose' ).tabIndex ).toBe( -1 );
		expect( document.getElementById( 'p-create' )!.hidden ).toBe( false );
		expect( document.getElementById( 'p-choose' )!.hidden ).toBe( true );
		expect( shell().dataset.tab ).toBe( 'create' );

		tab( 'create' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( shell().dataset.tab ).toBe( 'choose' );
		expect( shell().ownerDocument.activeElement ).toBe( tab( 'choose' ) );
	} );

	it( 'closed by the shopper, it marks her answer; closed by the island (mark taken off first), it marks nothing', () => {
		page();
		roots()[ 0 ].querySelector( 'button' )!.click();
		(
			shell().querySelector( '.boudoir-dialog__close' ) as HTMLElement
		 ).click();
		expect( shell().hasAttribute( 'open' ) ).toBe( false );
		expect( roots()[ 0 ].getAttribute( SHELL_ATTRIBUTE ) ).toBe( 'closed' );

		// A click on the backdrop (on the dialog, outside its box) closes it too.
		roots()[ 0 ].querySelector( 'button' )!.click();
		shell().dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, clientX: 5, clientY: 5 } )
		);
		expect( shell().hasAttribute( 'open' ) ).toBe( false );

		roots()[ 0 ].removeAttribute( SHELL_ATTRIBUTE );
		roots()[ 0 ].querySelector( 'button' )!.click();
		roots()[ 0 ].removeAttribute( SHELL_ATTRIBUTE );
		shell().close();
		expect( roots()[ 0 ].hasAttribute( SHELL_ATTRIBUTE ) ).toBe( false );
	} );
} );

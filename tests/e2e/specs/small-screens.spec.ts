/**
 * Every demo page on a 320 px phone, as the shopper with saved items: the page reflows
 * (no sideways scrolling, WCAG 1.4.10) and every control is a target of at least
 * 24 × 24 px or has room around it (WCAG 2.5.8, its inline and spacing exceptions).
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { ShopperData, restClient } from './wishlist.page';

/** The pages the demo serves (docs/contract.md), each with what names it. */
const PAGES = [
	[ 'home', '/' ],
	[ 'shop', '/shop/' ],
	[ 'a simple product', '/product/margaux-lace-brief/' ],
	[ 'a variable product', '/product/eloise-balconette-bra/' ],
	[
		'a variable product above the AJAX threshold',
		'/product/odette-plunge-bra/',
	],
	[ 'the wishlist, with items', '/wishlist/' ],
	[ 'the cart', '/cart/' ],
	[ 'checkout', '/checkout/' ],
	[ 'my account', '/my-account/' ],
] as const;

/** What a page breaks at 320 px: the document's width, and the targets too small and too close. */
interface SmallScreenReport {
	viewport: number;
	documentWidth: number;
	undersized: string[];
}

test.use( {
	viewport: { width: 320, height: 800 },
	storageState: storageStateOf( 'shopper' ),
} );

test.describe( 'on a 320 px phone', () => {
	for ( const [ name, path ] of PAGES ) {
		test( `${ name } reflows and its controls are large enough to tap`, async ( {
			page,
		} ) => {
			if ( path === '/wishlist/' ) {
				// The shopper's wishlist with items, whatever the specs before left.
				const data = new ShopperData(
					await restClient( page.request )
				);
				await data.add( await data.productId( 'margaux-lace-brief' ) );
			}
			await page.goto( path );
			// The islands the page loads on idle lay out their controls too.
			await page.waitForLoadState( 'networkidle' );
			if ( path === '/wishlist/' ) {
				await expect(
					page.getByRole( 'spinbutton', { name: 'Quantity' } ).first()
				).toBeVisible();
			}
			const report = await page.evaluate( measure );
			expect(
				report.documentWidth,
				`the page is no wider than the ${ report.viewport } px screen`
			).toBeLessThanOrEqual( report.viewport );
			expect(
				report.undersized,
				'controls under 24 × 24 px with another control within 24 px'
			).toEqual( [] );
		} );
	}
} );

/**
 * Measures the page in the browser. WCAG 2.5.8: a target passes when it is at least
 * 24 × 24 px; when it is a link inside a sentence (inline); or when a 24 px circle
 * centred on it meets no other target (nor another small target's circle).
 */
function measure(): SmallScreenReport {
	const viewport = document.documentElement.clientWidth;
	const selector = [
		'a[href]',
		'button',
		'input:not([type="hidden"])',
		'select',
		'textarea',
		'summary',
		'[role="button"]',
		'[role="radio"]',
		'[role="tab"]',
		'[role="checkbox"]',
		'[role="option"]',
	].join( ',' );
	const isShown = ( element: Element ) => {
		const box = element.getBoundingClientRect();
		return (
			box.width > 0 &&
			box.height > 0 &&
			getComputedStyle( element ).visibility !== 'hidden' &&
			! element.closest( '[inert], [aria-hidden="true"], #wpadminbar' )
		);
	};
	const targets = [ ...document.querySelectorAll( selector ) ].filter(
		isShown
	);
	const boxes = targets.map( ( element ) => element.getBoundingClientRect() );
	const isSmall = ( box: DOMRect ) => box.width < 24 || box.height < 24;
	const isInline = ( element: Element ) => {
		const parent = element.parentElement;
		return (
			element.tagName === 'A' &&
			getComputedStyle( element ).display === 'inline' &&
			!! parent &&
			( parent.textContent ?? '' ).trim().length >
				( element.textContent ?? '' ).trim().length
		);
	};
	const describe = ( element: Element, box: DOMRect ) =>
		`${ element.tagName.toLowerCase() } “${ (
			element.getAttribute( 'aria-label' ) ??
			element.textContent ??
			''
		)
			.trim()
			.slice( 0, 40 ) }” ${ Math.round( box.width ) }×${ Math.round(
			box.height
		) }`;
	const undersized: string[] = [];
	targets.forEach( ( element, index ) => {
		const box = boxes[ index ];
		if ( ! isSmall( box ) || isInline( element ) ) {
			return;
		}
		const x = box.left + box.width / 2;
		const y = box.top + box.height / 2;
		const near = targets.findIndex( ( other, otherIndex ) => {
			if (
				otherIndex === index ||
				other.contains( element ) ||
				element.contains( other )
			) {
				return false;
			}
			const otherBox = boxes[ otherIndex ];
			if ( isSmall( otherBox ) ) {
				return (
					Math.hypot(
						x - ( otherBox.left + otherBox.width / 2 ),
						y - ( otherBox.top + otherBox.height / 2 )
					) < 24
				);
			}
			const nearestX = Math.max(
				otherBox.left,
				Math.min( x, otherBox.right )
			);
			const nearestY = Math.max(
				otherBox.top,
				Math.min( y, otherBox.bottom )
			);
			return Math.hypot( x - nearestX, y - nearestY ) < 12;
		} );
		if ( near >= 0 ) {
			undersized.push(
				`${ describe( element, box ) } near ${ describe(
					targets[ near ],
					boxes[ near ]
				) }`
			);
		}
	} );
	return {
		viewport,
		documentWidth: document.documentElement.scrollWidth,
		undersized,
	};
}

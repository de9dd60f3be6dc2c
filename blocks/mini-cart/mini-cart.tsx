/**
 * External dependencies
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	createPortal,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useReducer,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SHELL_ATTRIBUTE } from '@boudoir/islands';
import { store as cartStore, type CartResult } from '@boudoir/stores/cart';
import { handOverCloseRequests } from '../../src/components/close-requests';
import { tabbables, wrapTab } from '../../src/components/focus';
import { useFocusHeading } from '../../src/components/focus-heading';
import { Icon } from '../../src/components/icons';
import closeThin from '../../src/icons/close-thin.svg';
import { CartIcon } from './cart-icon';
import { CartLine } from './cart-line';
import {
	OPEN_ACTION,
	OPEN_EVENT,
	SELECTOR,
	SHELL_ID,
	type OpenReason,
} from './constants';
import { formatPrice, type CurrencyFields } from '../../src/money/price';
import { CLOSED, closesOnResize, panelReducer } from './state';
import type { MiniCartViewProps } from './types';
import { afterAdd } from './after-add';
import { afterShellPaint } from '../../src/dom/after-paint';
import { storeCount, storedCount } from './stored-count';

/**
 * The mini-cart: the header's cart button and the side panel it opens, a modal
 * dialog "Cart" with the cart store's lines, the subtotal and the View cart and
 * Checkout links. An add to cart opens it too (the cart overlay), saying so.
 *
 * @param props             View props.
 * @param props.label       The button's words.
 * @param props.iconOnly    Only the icon shows (the words stay for screen readers).
 * @param props.showCount   Show the number of items.
 * @param props.cartUrl     The cart page.
 * @param props.checkoutUrl The checkout page.
 * @param props.shopUrl     The shop's page (the empty cart's way forward).
 * @param props.root        The block's wrapper (open requests arrive on it).
 */
export function MiniCart( {
	label,
	iconOnly,
	showCount,
	cartUrl,
	checkoutUrl,
	shopUrl = '',
	root,
}: MiniCartViewProps ) {
	const [ panel, dispatchPanel ] = useReducer( panelReducer, CLOSED );
	const [ error, setError ] = useState( '' );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const dialogRef = useRef< HTMLDialogElement >( null );
	// Where focus goes back on close: the cart button, or what had it before an add.
	const returnTo = useRef< HTMLElement | null >( null );
	const heading = useFocusHeading();
	const statusId = useId();

	// The cart is asked for when the shopper reaches for it (no request on every page):
	// the button pointed at or focused (also before the island was there), or opened.
	const [ reached, setReached ] = useState(
		() => !! root?.matches( ':hover, :focus-within' )
	);
	const wantsCart = reached || panel.isOpen;
	const { cart, lastError } = useSelect(
		( select ) => {
			const selectors = select( cartStore );
			return {
				cart: wantsCart ? selectors.getCart() : null,
				lastError: selectors.getLastError(),
			};
		},
		[ wantsCart ]
	);
	const updating = useSelect(
		( select ) => {
			const selectors = select( cartStore );
			return ( cart?.items ?? [] )
				.filter( ( item ) => selectors.isUpdating( item.key ) )
				.map( ( item ) => item.key )
				.join( ' ' );
		},
		[ cart ]
	);
	const { removeItem, updateItemQuantity } = useDispatch( cartStore );

	// Whether the panel opens in place of the server's (Mini_Cart_Shell, opened by the
	// islands loader for a tap made before the island was there).
	const fromShell = useRef( false );
	const open = useCallback(
		( reason: OpenReason ) => {
			const early = root?.getAttribute( SHELL_ATTRIBUTE );
			root?.removeAttribute( SHELL_ATTRIBUTE );
			if ( reason === 'button' && early === 'closed' ) {
				// The shopper closed the server's panel before the island came: her answer.
				return;
			}
			fromShell.current = early === 'open';
			const active = root?.ownerDocument.activeElement;
			returnTo.current =
				reason === 'added' &&
				active instanceof HTMLElement &&
				active !== document.body
					? active
					: null;
			if ( reason === 'added' ) {
				afterAdd( root );
			}
			const show = () => {
				setError( '' );
				dispatchPanel( { type: 'open', reason } );
			};
			if ( ! fromShell.current ) {
				show();
				return;
			}
			// The server's panel is what the tap paints; the island's takes its place once
			// that frame is out, unless the shopper closed it meanwhile.
			const shell = root?.ownerDocument.getElementById( SHELL_ID );
			afterShellPaint( shell, show, () => {
				fromShell.current = false;
			} );
		},
		[ root ]
	);
	// Whether the shopper was in the panel when it closed (then focus goes back).
	const closedFromInside = useRef( false );
	const close = useCallback( () => {
		const dialog = dialogRef.current;
		closedFromInside.current =
			!! dialog && dialog.contains( dialog.ownerDocument.activeElement );
		dispatchPanel( { type: 'close' } );
	}, [] );

	// Adds announced by the view script: one made before the island mounted, then each
	// new one; the first visible mini-cart of the page takes it.
	useEffect( () => {
		if ( ! root ) {
			return undefined;
		}
		const take = () => {
			const first =
				Array.from(
					root.ownerDocument.querySelectorAll( SELECTOR )
				).find( ( element ) => element.getClientRects().length > 0 ) ??
				root;
			if ( window[ OPEN_EVENT ] && first === root ) {
				window[ OPEN_EVENT ] = false;
				open( 'added' );
			}
		};
		take();
		window.addEventListener( OPEN_EVENT, take );
		return () => window.removeEventListener( OPEN_EVENT, take );
	}, [ root, open ] );

	// The side panel (the cart button) is modal: the page behind inert, focus in, page
	// scroll locked. The cart overlay (an add to cart) is not: the shopper carries on
	// (focus stays, the next click anywhere hides it), its status is announced.
	const modal = panel.reason !== 'added';
	useLayoutEffect( () => {
		const dialog = dialogRef.current;
		if ( ! panel.isOpen || ! dialog ) {
			return undefined;
		}
		const { documentElement } = dialog.ownerDocument;
		const overflow = documentElement.style.overflow;
		// The server's panel gives way in this frame: nothing painted between, no second slide.
		if ( fromShell.current ) {
			fromShell.current = false;
			dialog.classList.add( 'is-instant' );
			(
				dialog.ownerDocument.getElementById(
					SHELL_ID
				) as HTMLDialogElement | null
			 )?.close();
		}
		if ( modal ) {
			documentElement.style.overflow = 'hidden';
			dialog.showModal();
			( tabbables( dialog )[ 0 ] ?? dialog ).focus();
		} else {
			// Not show(): its focusing steps would take the shopper's focus.
			dialog.setAttribute( 'open', '' );
		}
		// The browser's own close request (Escape, Android back) closes it our way.
		const stopCloseRequests = handOverCloseRequests( dialog, close );
		const button = buttonRef.current;
		return () => {
			stopCloseRequests();
			documentElement.style.overflow = overflow;
			dialog.close();
			if ( modal || closedFromInside.current ) {
				const target = returnTo.current?.isConnected
					? returnTo.current
					: button;
				target?.focus();
			}
		};
	}, [ panel.isOpen, modal, close ] );

	// The overlay hides on a click anywhere else (which still does what it does) and on Escape.
	useEffect( () => {
		const dialog = dialogRef.current;
		if ( ! panel.isOpen || modal || ! dialog ) {
			return undefined;
		}
		const { ownerDocument } = dialog;
		const onPointerDown = ( event: Event ) => {
			if ( ! dialog.contains( event.target as Node ) ) {
				close();
			}
		};
		const onKeyDown = ( event: globalThis.KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
			}
		};
		ownerDocument.addEventListener( 'pointerdown', onPointerDown, true );
		ownerDocument.addEventListener( 'keydown', onKeyDown );
		return () => {
			ownerDocument.removeEventListener(
				'pointerdown',
				onPointerDown,
				true
			);
			ownerDocument.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ panel.isOpen, modal, close ] );

	// Closes on a change of the window's width (not on a phone keyboard's height).
	useEffect( () => {
		if ( ! panel.isOpen ) {
			return undefined;
		}
		let width = window.innerWidth;
		const onResize = () => {
			if ( closesOnResize( width, window.innerWidth ) ) {
				close();
			}
			width = window.innerWidth;
		};
		window.addEventListener( 'resize', onResize );
		return () => window.removeEventListener( 'resize', onResize );
	}, [ panel.isOpen, close ] );

	const settle = ( result: CartResult | undefined ) => {
		setError( result && ! result.ok ? result.error.message : '' );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLDialogElement > ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			close();
			return;
		}
		if ( modal && dialogRef.current ) {
			wrapTab( event, dialogRef.current );
		}
	};

	// A click on the backdrop (outside the panel's box) lands on the dialog itself.
	const onDialogClick = ( event: MouseEvent< HTMLDialogElement > ) => {
		if ( event.target === event.currentTarget ) {
			close();
		}
	};

	// Until then, the count this tab last knew.
	const count = cart?.items_count ?? storedCount();
	useEffect( () => {
		if ( cart ) {
			storeCount( cart.items_count );
		}
	}, [ cart ] );
	const items = cart?.items ?? [];
	const totals = ( cart?.totals ?? {} ) as CurrencyFields & {
		total_items?: string;
	};
	const subtotal = formatPrice( totals.total_items, totals );
	const message =
		error || ( panel.isOpen ? ( lastError?.message ?? '' ) : '' );

	return (
		<>
			<button
				ref={ buttonRef }
				type="button"
				className="boudoir-mini-cart__button"
				data-boudoir-action={ OPEN_ACTION }
				data-boudoir-opens={ SHELL_ID }
				aria-haspopup="dialog"
				aria-expanded={ panel.isOpen }
				onClick={ () => open( 'button' ) }
				onPointerEnter={ () => setReached( true ) }
				onFocus={ () => setReached( true ) }
			>
				<CartIcon />
				<span
					className={ `boudoir-mini-cart__label${
						iconOnly ? ' screen-reader-text' : ''
					}` }
				>
					{ label }
				</span>
				{ showCount && (
					<span
						className="boudoir-mini-cart__count"
						hidden={ count === null }
					>
						{ count ?? '' }
					</span>
				) }
			</button>
			{ panel.isOpen &&
				createPortal(
					// Keyboard: Escape and Tab are handled here; clicks on the backdrop close it.
					// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
					<dialog
						ref={ dialogRef }
						className={ `boudoir-mini-cart__dialog${
							modal ? '' : ' is-added'
						}` }
						aria-labelledby={ heading.id }
						aria-describedby={
							panel.reason === 'added' ? statusId : undefined
						}
						onKeyDown={ onKeyDown }
						onClick={ onDialogClick }
					>
						<div className="boudoir-mini-cart__panel">
							<div className="boudoir-mini-cart__header">
								<h2
									{ ...heading.props }
									className="boudoir-mini-cart__title"
								>
									{ __( 'Cart', 'boudoir' ) }
								</h2>
								<button
									type="button"
									className="boudoir-mini-cart__close"
									aria-label={ __( 'Close cart', 'boudoir' ) }
									onClick={ close }
								>
									<Icon drawing={ closeThin } />
								</button>
							</div>
							{ panel.reason === 'added' && (
								<p
									id={ statusId }
									className="boudoir-mini-cart__added"
									role="status"
								>
									{ __( 'Added to your cart.', 'boudoir' ) }
								</p>
							) }
							<div
								className="boudoir-mini-cart__error"
								role="alert"
							>
								{ message }
							</div>
							{ cart === null && (
								<p className="boudoir-mini-cart__loading">
									{ __( 'Loading your cart…', 'boudoir' ) }
								</p>
							) }
							{ cart !== null && items.length === 0 && (
								<div className="boudoir-mini-cart__empty">
									<CartIcon size={ 48 } />
									<p>
										{ __(
											'Your cart is empty.',
											'boudoir'
										) }
									</p>
									{ shopUrl && (
										<a
											className="boudoir-mini-cart__link is-primary wp-element-button"
											href={ shopUrl }
										>
											{ __(
												'Continue shopping',
												'boudoir'
											) }
										</a>
									) }
								</div>
							) }
							{ items.length > 0 && (
								<ul
									className="boudoir-mini-cart__items"
									aria-label={ sprintf(
										/* translators: %d: number of items in the cart. */
										_n(
											'%d item',
											'%d items',
											cart!.items_count,
											'boudoir'
										),
										cart!.items_count
									) }
								>
									{ items.map( ( item ) => (
										<CartLine
											key={ item.key }
											item={ item }
											isUpdating={ updating
												.split( ' ' )
												.includes( item.key ) }
											onQuantity={ ( quantity ) =>
												updateItemQuantity(
													item.key,
													quantity
												).then( settle )
											}
											onRemove={ () =>
												removeItem( item.key ).then(
													( result ) => {
														settle( result );
														// The line (and its button) is gone: focus stays in the panel.
														const dialog =
															dialogRef.current;
														if (
															result?.ok &&
															dialog &&
															! dialog.contains(
																dialog
																	.ownerDocument
																	.activeElement
															)
														) {
															heading.focus();
														}
													}
												)
											}
										/>
									) ) }
								</ul>
							) }
							<div className="boudoir-mini-cart__footer">
								{ items.length > 0 && (
									<p className="boudoir-mini-cart__subtotal">
										<span>
											{ __( 'Subtotal', 'boudoir' ) }
										</span>
										<span>{ subtotal }</span>
									</p>
								) }
								<a
									className="boudoir-mini-cart__link wp-element-button"
									href={ cartUrl }
								>
									{ __( 'View cart', 'boudoir' ) }
								</a>
								{ items.length > 0 && (
									<a
										className="boudoir-mini-cart__link is-primary wp-element-button"
										href={ checkoutUrl }
									>
										{ __( 'Checkout', 'boudoir' ) }
									</a>
								) }
							</div>
						</div>
					</dialog>,
					document.body
				) }
		</>
	);
}

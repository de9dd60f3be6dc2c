/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { MutableRefObject, RefObject } from 'react';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	Dialog,
	HeartIcon,
	Notices,
	Spinner,
	Tabs,
	Tooltip,
} from '@boudoir/components';
import {
	store as wishlistStore,
	type AddResult,
	type Privacy,
	type SavedItem,
	type Wishlist,
} from '@boudoir/stores/wishlist';
import { mountIsland } from '../../src/element/mount-island';
import { afterShellPaint } from '../../src/dom/after-paint';
import {
	ADD_ACTION,
	BLOCK_NAME,
	NEW_LIST,
	TAB_CHOOSE,
	TAB_CREATE,
} from './constants';
import { CreateListForm } from './create-list-form';
import { GlobalNotices, useIsNoticesHost } from './global-notices';
import { ListSelect } from './list-select';
import type { AddToWishlistViewProps } from './types';
import { useChosenVariation } from './use-chosen-variation';
import { SHELL_ATTRIBUTE, shellOf } from './popup-shell';

const NO_LISTS: Wishlist[] = [];
const NO_SAVED: SavedItem[] = [];

type PopupTab = typeof TAB_CHOOSE | typeof TAB_CREATE;

/**
 * Whether an add answer means the product is on a list (docs/contract.md, States).
 *
 * @param result The answer.
 */
export function isAdded( result: AddResult ): boolean {
	return result.result === true || result.result === 'exists';
}

/**
 * When `when` becomes true and a hand-over was asked for, moves the focus to `target`,
 * unless the shopper has moved on meanwhile (the focus is outside the row).
 *
 * @param when    The state in which `target` is shown.
 * @param pending Set when the control that had the focus started the change.
 * @param row     The row both controls live in.
 * @param target  The control that takes the focus.
 */
function useFocusHandOver(
	when: boolean,
	pending: MutableRefObject< boolean >,
	row: RefObject< HTMLElement >,
	target: RefObject< HTMLElement >
) {
	useEffect( () => {
		if ( ! when || ! pending.current ) {
			return;
		}
		pending.current = false;
		const active = row.current?.ownerDocument.activeElement;
		if (
			! active ||
			active === row.current?.ownerDocument.body ||
			row.current?.contains( active )
		) {
			target.current?.focus();
		}
	}, [ when, pending, row, target ] );
}

/**
 * Closes the server's popup shell (popup-shell.ts) when `when` becomes true, in the
 * layout phase: rendered before the island's Dialog, it closes the shell before the
 * Dialog opens and takes the focus, in the same frame (nothing painted between). A shell
 * the shopper closed after the island chose to take its place (Escape between that choice
 * and this render) is her answer: the popup closes again before anything is painted.
 *
 * @param props                Props.
 * @param props.when           Whether to close it now.
 * @param props.shell          Whether the shell stood for this button's popup.
 * @param props.onClosedByThen Closes the island's popup.
 */
function ShellCloser( {
	when,
	shell,
	onClosedByThen,
}: {
	when: boolean;
	shell: MutableRefObject< boolean >;
	onClosedByThen: () => void;
} ) {
	useLayoutEffect( () => {
		if ( ! when ) {
			// The popup closed (its focus given back first, in the Dialog's clean-up).
			shell.current = false;
		} else if ( shell.current ) {
			const open = shellOf( document );
			if ( open?.open ) {
				open.close();
			} else {
				shell.current = false;
				onClosedByThen();
			}
		}
		// Only as the popup opens or closes: the callback may change at each render.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ when, shell ] );
	return null;
}

function cookiesEnabled(): boolean {
	return (
		typeof navigator === 'undefined' || navigator.cookieEnabled !== false
	);
}

/**
 * The add-to-wishlist button: adds the product (or the chosen variation) to the
 * shopper's default list, to the list picked in the drop-down, or, with several lists,
 * through the add popup. Once saved it becomes a "Browse wishlist" link.
 *
 * @param props                  View props.
 * @param props.productId        The product.
 * @param props.productType      Its type.
 * @param props.variationId      The variation to start with.
 * @param props.productName      Its name.
 * @param props.showListDropdown Show the lists' drop-down.
 * @param props.showTooltip      Show tooltips.
 * @param props.root             The block's wrapper.
 */
export function AddToWishlist( {
	productId,
	productType,
	variationId: initialVariationId,
	productName,
	showListDropdown,
	showTooltip,
	root,
}: AddToWishlistViewProps ) {
	const hasCookies = cookiesEnabled();
	const { variationId, variation } = useChosenVariation(
		root,
		productId,
		productType,
		initialVariationId
	);
	const isNoticesHost = useIsNoticesHost();
	const browseRef = useRef< HTMLAnchorElement >( null );
	// Whether the button had focus when it started an add: its link takes the focus over.
	const focusBrowseLink = useRef( false );
	const rowRef = useRef< HTMLDivElement >( null );
	const [ popupTab, setPopupTab ] = useState< PopupTab | null >( null );
	const [ chosenList, setChosenList ] = useState( '' );
	const [ dropdownList, setDropdownList ] = useState( '' );
	const [ isWaitingForLists, setWaitingForLists ] = useState( false );
	// Whether the popup opens (or opened) in place of the server's shell.
	const fromShell = useRef( false );
	const registry = useRegistry();

	const { settings, lists, listsLoaded, savedItems, isAdding, popupNotices } =
		useSelect(
			( select ) => {
				const wishlist = select( wishlistStore );
				const current = wishlist.getSettings();
				return {
					settings: current,
					listsLoaded:
						hasCookies && current.multiWishlist
							? wishlist.hasLoadedLists()
							: true,
					// Nothing of the shopper's is asked for when cookies are off: nothing could be saved.
					lists:
						hasCookies && current.multiWishlist
							? wishlist.getLists()
							: NO_LISTS,
					savedItems: hasCookies
						? wishlist.getSavedItemsOfProduct(
								productId,
								variationId,
								variation
							)
						: NO_SAVED,
					isAdding: wishlist.isAdding( productId, variationId ),
					popupNotices: wishlist.getNotices( 'popup' ),
				};
			},
			[ hasCookies, productId, variationId, variation ]
		);
	const {
		addToWishlist,
		createNotice,
		removeNotice,
		clearNotices,
		removeItem,
		removeFromAll,
	} = useDispatch( wishlistStore );
	const savedItem = savedItems[ 0 ];
	// On several of the shopper's lists: one control takes it off all of them.
	const onSeveralLists =
		new Set( savedItems.map( ( saved ) => saved.wishlist_id ) ).size > 1;
	const [ isRemoving, setRemoving ] = useState( false );
	const addButtonRef = useRef< HTMLButtonElement >( null );
	// Whether a removal started from the row: the add button takes the focus back.
	const focusAddButton = useRef( false );

	const defaultListId = String(
		( lists.find( ( list ) => list.default ) ?? lists[ 0 ] )?.id ?? ''
	);
	const popupList = chosenList || defaultListId;
	const dropdownValue = dropdownList || defaultListId;
	const hasDropdown =
		showListDropdown && settings.multiWishlist && lists.length > 0;

	// The popup shows what happens in it: the message of an earlier popup (this product's or
	// another's, still in the store when that one closed) never greets the next.
	const openPopup = ( tab: PopupTab ) => {
		clearNotices( 'popup' );
		setPopupTab( tab );
	};
	const closePopup = useCallback( () => {
		setPopupTab( null );
		clearNotices( 'popup' );
	}, [ clearNotices ] );

	const add = async (
		target: {
			wishlistId?: number | 'new';
			wishlistName?: string;
			wishlistVisibility?: Privacy;
		},
		inPopup: boolean
	) => {
		if ( isAdding ) {
			return;
		}
		if ( ! inPopup ) {
			const row = rowRef.current;
			focusBrowseLink.current =
				!! row && row.contains( row.ownerDocument.activeElement );
		}
		const result = await addToWishlist( {
			productId,
			variationId,
			variation,
			productType,
			...target,
			noticeContext: inPopup ? 'popup' : 'global',
		} );
		if ( ! isAdded( result ) ) {
			focusBrowseLink.current = false;
		}
		if ( inPopup && isAdded( result ) && settings.autoClosePopup ) {
			closePopup();
			// The popup's success message goes with it: say it in the notice box instead.
			createNotice( 'success', result.message, 'global' );
		}
	};

	const onAddClick = async () => {
		// A click the loader kept while the server's popup shell stood in for this one
		// (popup-shell.ts): closed by the shopper meanwhile, it is her answer.
		const early = root?.getAttribute( SHELL_ATTRIBUTE );
		root?.removeAttribute( SHELL_ATTRIBUTE );
		if ( early === 'closed' ) {
			return;
		}
		const shell = early === 'open' ? shellOf( document ) : null;
		if ( shell ) {
			fromShell.current = true;
		}
		// This click's shell closes now unless the popup opens over it (ShellCloser).
		const withoutPopup = () => {
			if ( shell ) {
				fromShell.current = false;
				shell.close();
			}
		};
		if ( ! hasCookies ) {
			withoutPopup();
			// docs/contract.md, Validation: refused, with the cookie_disabled label, and nothing sent.
			// eslint-disable-next-line no-alert
			window.alert( settings.cookieDisabled );
			return;
		}
		if ( isAdding || isWaitingForLists ) {
			withoutPopup();
			return;
		}
		if ( hasDropdown ) {
			withoutPopup();
			add( { wishlistId: Number( dropdownValue ) || undefined }, false );
			return;
		}
		const popupTabChosen =
			shell?.dataset.tab === TAB_CREATE ? TAB_CREATE : TAB_CHOOSE;
		// Every add opens the popup: at once, its lists loading in it if they are not there yet.
		if ( settings.multiWishlist && ! settings.addStraight ) {
			if ( ! shell ) {
				openPopup( popupTabChosen );
				return;
			}
			// The shell is what the tap paints (docs/front-end.md, "Feedback before the
			// island"); the island's popup takes its place once that frame is out, on the tab
			// chosen in it meanwhile, unless the shopper closed it.
			afterShellPaint(
				shell,
				( open ) =>
					openPopup(
						open.dataset.tab === TAB_CREATE
							? TAB_CREATE
							: TAB_CHOOSE
					),
				() => {
					fromShell.current = false;
				}
			);
			return;
		}
		let known = lists;
		if ( settings.multiWishlist && ! listsLoaded ) {
			// A click before the shopper's lists arrive: with several lists it must open the
			// popup, not add to the default list, so wait for them.
			setWaitingForLists( true );
			try {
				known = await registry
					.resolveSelect( wishlistStore )
					.getLists();
			} catch ( error ) {
				withoutPopup();
				throw error;
			} finally {
				setWaitingForLists( false );
			}
		}
		// The shop adds straight to the default list while there is only one.
		if ( settings.multiWishlist && known.length > 1 ) {
			openPopup( popupTabChosen );
			return;
		}
		withoutPopup();
		add( {}, false );
	};

	const isSaved = savedItem !== undefined;
	// Saved already as the island came: no add button takes the kept click, and the shell goes.
	useEffect( () => {
		if ( isSaved && root?.hasAttribute( SHELL_ATTRIBUTE ) ) {
			root.removeAttribute( SHELL_ATTRIBUTE );
			shellOf( document )?.close();
		}
	}, [ isSaved, root ] );
	// The focused button was replaced (the add button by the link once saved, the remove
	// button by the add button once removed): keep keyboard users on the new control.
	useFocusHandOver( isSaved, focusBrowseLink, rowRef, browseRef );
	useFocusHandOver( ! isSaved, focusAddButton, rowRef, addButtonRef );

	const onRemoveClick = async () => {
		if ( ! savedItem || isRemoving ) {
			return;
		}
		const row = rowRef.current;
		focusAddButton.current =
			!! row && row.contains( row.ownerDocument.activeElement );
		setRemoving( true );
		try {
			const result = onSeveralLists
				? await removeFromAll( productId, variationId )
				: await removeItem(
						savedItem.wishlist_token,
						savedItem.item_id
					);
			// The answer's message goes to the notice box (the store says it).
			if ( result !== true ) {
				focusAddButton.current = false;
			}
		} finally {
			setRemoving( false );
		}
	};

	const listUrl = addQueryArgs(
		settings.wishlistPageUrl || '/wishlist/',
		savedItem ? { wishlist: savedItem.wishlist_token } : {}
	);

	const control = savedItem ? (
		<a
			ref={ browseRef }
			className="boudoir-add-to-wishlist__button boudoir-add-to-wishlist__browse is-added"
			href={ listUrl }
		>
			<HeartIcon filled />
			<span>{ __( 'Browse wishlist', 'boudoir' ) }</span>
		</a>
	) : (
		<button
			ref={ addButtonRef }
			type="button"
			className="boudoir-add-to-wishlist__button"
			data-boudoir-action={ ADD_ACTION }
			aria-busy={ isAdding || isWaitingForLists }
			onClick={ onAddClick }
		>
			<HeartIcon />
			<span>{ __( 'Add to wishlist', 'boudoir' ) }</span>
		</button>
	);

	const tooltipText = savedItem
		? __( 'See the wishlist this product is on', 'boudoir' )
		: __( 'Save this product to your wishlist', 'boudoir' );

	const chooseList = ! listsLoaded ? (
		<Spinner label={ __( 'Loading your wishlists…', 'boudoir' ) } />
	) : (
		<div className="boudoir-add-to-wishlist__choose">
			<ListSelect
				lists={ lists }
				value={ popupList }
				onChange={ ( value ) => {
					if ( value === NEW_LIST ) {
						// docs/contract.md, States: choosing "new" switches to the create tab.
						setPopupTab( TAB_CREATE );
						return;
					}
					setChosenList( value );
				} }
			/>
			<p className="boudoir-add-to-wishlist__actions">
				<button
					type="button"
					className="boudoir-add-to-wishlist__submit wp-element-button"
					aria-disabled={ isAdding }
					onClick={ () =>
						add(
							{ wishlistId: Number( popupList ) || undefined },
							true
						)
					}
				>
					{ __( 'Add to this wishlist', 'boudoir' ) }
				</button>
			</p>
		</div>
	);

	return (
		<>
			<div className="boudoir-add-to-wishlist__row" ref={ rowRef }>
				{ showTooltip ? (
					<Tooltip text={ tooltipText }>{ control }</Tooltip>
				) : (
					control
				) }
				{ savedItem && (
					<button
						type="button"
						className="boudoir-add-to-wishlist__remove"
						aria-busy={ isRemoving || undefined }
						onClick={ onRemoveClick }
					>
						{ onSeveralLists
							? __( 'Remove from all wishlists', 'boudoir' )
							: __( 'Remove from wishlist', 'boudoir' ) }
					</button>
				) }
				{ hasDropdown && ! savedItem && (
					<ListSelect
						className="boudoir-add-to-wishlist__dropdown"
						lists={ lists }
						value={ dropdownValue }
						onChange={ ( value ) => {
							if ( value === NEW_LIST ) {
								openPopup( TAB_CREATE );
								return;
							}
							setDropdownList( value );
						} }
					/>
				) }
				{ isAdding && ! popupTab && (
					<Spinner label={ __( 'Adding to wishlist…', 'boudoir' ) } />
				) }
			</div>
			<ShellCloser
				when={ popupTab !== null }
				shell={ fromShell }
				onClosedByThen={ closePopup }
			/>
			<Dialog
				title={ __( 'Add to wishlist', 'boudoir' ) }
				isOpen={ popupTab !== null }
				onClose={ closePopup }
				modal={ settings.modal }
				// In the shell's place: shown as it stands, without fading in again.
				className={ `boudoir-add-to-wishlist__popup${
					fromShell.current ? ' is-instant' : ''
				}` }
				// Opened from the shell, the focus was in it: it goes to the button.
				returnFocus={ () =>
					browseRef.current ??
					( fromShell.current ? addButtonRef.current : null )
				}
			>
				<p className="boudoir-add-to-wishlist__product">
					{ productName }
				</p>
				<Notices
					notices={ popupNotices }
					onRemove={ removeNotice }
					timeout={ 0 }
				/>
				{ isAdding && (
					<Spinner label={ __( 'Adding to wishlist…', 'boudoir' ) } />
				) }
				<Tabs
					label={ __( 'Where to save it', 'boudoir' ) }
					selected={ popupTab ?? TAB_CHOOSE }
					onSelect={ ( id ) => setPopupTab( id as PopupTab ) }
					tabs={ [
						{
							id: TAB_CHOOSE,
							title: __( 'Choose a wishlist', 'boudoir' ),
							panel: chooseList,
						},
						{
							id: TAB_CREATE,
							title: __( 'Create a wishlist', 'boudoir' ),
							panel: (
								<CreateListForm
									isPending={ isAdding }
									onCreate={ ( name, privacy ) =>
										add(
											{
												wishlistId: NEW_LIST,
												wishlistName: name,
												wishlistVisibility: privacy,
											},
											true
										)
									}
								/>
							),
						},
					] }
				/>
			</Dialog>
			{ isNoticesHost && <GlobalNotices /> }
		</>
	);
}

/**
 * Reads the view's props from the markup render.php printed.
 *
 * @param element The block's wrapper.
 */
export function readProps( element: HTMLElement ): AddToWishlistViewProps {
	const { dataset } = element;
	return {
		productId: Number( dataset.productId ?? 0 ),
		productType: dataset.productType ?? 'simple',
		variationId: Number( dataset.variationId ?? 0 ),
		productName: dataset.productName ?? '',
		showListDropdown: dataset.showListDropdown === 'true',
		showTooltip: dataset.showTooltip !== 'false',
		root: element,
	};
}

mountIsland( BLOCK_NAME, AddToWishlist, readProps );

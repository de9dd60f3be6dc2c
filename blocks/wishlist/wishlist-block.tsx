/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Spinner } from '@boudoir/components';
import {
	store as wishlistStore,
	type AddResult,
	type Wishlist,
	type WishlistItem,
} from '@boudoir/stores/wishlist';
import { copyText } from './clipboard';
import { TOKEN_QUERY_ARG } from './constants';
import { moveId } from './format';
import { useCardsLayout } from './use-cards-layout';
import { WishlistContent } from './wishlist-content';
import type { ItemActions, WishlistBlockConfig } from './types';

/** The token in the page's address (`?wishlist=<token>`), or ''. */
export function tokenFromLocation(): string {
	return (
		new URLSearchParams( window.location.search ).get( TOKEN_QUERY_ARG ) ??
		''
	);
}

function isSuccess( answer: AddResult ): boolean {
	return answer.result === true || answer.result === 'exists';
}

/**
 * A message with a link to the shop, for an empty or missing list.
 *
 * @param props         Props.
 * @param props.message The message.
 * @param props.shopUrl The shop page.
 */
function EmptyState( {
	message,
	shopUrl,
}: {
	message: string;
	shopUrl: string;
} ) {
	return (
		<div className="boudoir-wishlist__inner">
			<p className="boudoir-wishlist__empty">
				{ message }{ ' ' }
				{ shopUrl && (
					<a href={ shopUrl }>
						{ __( 'Go to the shop', 'boudoir' ) }
					</a>
				) }
			</p>
		</div>
	);
}

/**
 * The front end of the wishlist block: the list in the address (visitors of shared
 * and public lists get it read-only), else the shopper's default list, loaded from
 * the `boudoir/wishlist` store after the page (the server's markup holds no
 * shopper's data, so pages stay cacheable).
 *
 * @param props The block's settings from its markup, and `navigate`, which goes to a page
 *              (tests replace it: jsdom cannot navigate).
 */
export function WishlistBlock(
	props: WishlistBlockConfig & { navigate?: ( url: string ) => void }
) {
	const {
		navigate = ( url: string ) => window.location.assign( url ),
		...config
	} = props;
	// A new share link moves the list to a new token: the address follows it.
	const [ urlToken, setUrlToken ] = useState( tokenFromLocation );
	const [ page, setPage ] = useState( 1 );
	const [ announcement, setAnnouncement ] = useState( '' );
	const { perPage } = config;

	const { settings, list, listError, isLoadingList, lists, notices } =
		useSelect(
			( select ) => {
				const wishlist = select( wishlistStore );
				// The shopper's lists: destinations for move/copy, and the default list.
				const ownLists = wishlist.getLists();
				const current: Wishlist | undefined = urlToken
					? wishlist.getList( urlToken )
					: wishlist.getDefaultList();
				const error = urlToken
					? wishlist.getListError( urlToken )
					: undefined;
				return {
					settings: wishlist.getSettings(),
					list: current,
					listError: error,
					isLoadingList: urlToken
						? ! current && ! error
						: ! wishlist.hasLoadedLists(),
					lists: ownLists,
					notices: wishlist.getNotices(),
				};
			},
			[ urlToken ]
		);

	const token = list?.token ?? '';
	const { items, itemsPage, pendingKey } = useSelect(
		( select ) => {
			if ( ! token ) {
				return { items: [], itemsPage: undefined, pendingKey: '' };
			}
			const wishlist = select( wishlistStore );
			const pageItems = wishlist.getItems( token, page, perPage );
			return {
				items: pageItems,
				itemsPage: wishlist.getItemsPage( token, page, perPage ),
				// A string, so the selection stays stable between renders.
				pendingKey: pageItems
					.filter( ( item ) =>
						wishlist.isItemPending( item.item_id )
					)
					.map( ( item ) => item.item_id )
					.join( ',' ),
			};
		},
		[ token, page, perPage ]
	);
	const listId = list?.id;
	const isMakingNewLink = useSelect(
		( select ) =>
			listId !== undefined &&
			select( wishlistStore ).isListPending( listId ),
		[ listId ]
	);
	const isAddingSuggested = useSelect(
		( select ) =>
			config.suggestedProductId > 0 &&
			select( wishlistStore ).isAdding( config.suggestedProductId ),
		[ config.suggestedProductId ]
	);

	const {
		removeItem,
		updateQuantity,
		sortItems,
		moveItem,
		copyItem,
		addItemToCart,
		askEstimate,
		newLink,
		reloadAndAdd,
		createNotice,
		removeNotice,
		clearNotices,
	} = useDispatch( wishlistStore );

	// The block's own width decides, as the server's reserve does (render.php).
	const [ measure, isMobile ] = useCardsLayout( settings.mobileMediaQuery );

	// A page emptied by removals gives way to the one before.
	const totalPages = itemsPage?.totalPages ?? 1;
	useEffect( () => {
		if ( itemsPage && page > 1 && page > Math.max( 1, totalPages ) ) {
			setPage( Math.max( 1, totalPages ) );
		}
	}, [ itemsPage, page, totalPages ] );

	const ids = useMemo(
		() => items.map( ( item ) => item.item_id ),
		[ items ]
	);
	const pending = useMemo(
		() =>
			new Set( pendingKey ? pendingKey.split( ',' ).map( Number ) : [] ),
		[ pendingKey ]
	);

	const announceOrder = useCallback(
		( item: WishlistItem, order: number[] ) =>
			setAnnouncement(
				sprintf(
					/* translators: 1: product name, 2: position, 3: number of items. */
					__( '%1$s moved to position %2$d of %3$d.', 'boudoir' ),
					item.name,
					order.indexOf( item.item_id ) + 1,
					order.length
				)
			),
		[]
	);

	if ( isLoadingList ) {
		return (
			<div className="boudoir-wishlist__inner">
				<Spinner label={ __( 'Loading the wishlist…', 'boudoir' ) } />
			</div>
		);
	}
	if ( ! list ) {
		return (
			<EmptyState
				shopUrl={ config.shopUrl }
				message={
					listError
						? __(
								'This wishlist does not exist or is private.',
								'boudoir'
							)
						: __( 'Your wishlist is empty.', 'boudoir' )
				}
			/>
		);
	}

	const isOwner = list.is_user_owner;
	// Adding from a list stays on the list (docs/contract.md, States: the shop's cart redirect is overridden) unless the
	// shop asks for the cart (`boudoir_wishlist_redirect_to_cart`) and something went in.
	const goToCartAfter = ( results: Array< { ok: boolean } | undefined > ) => {
		if (
			settings.redirectToCart &&
			settings.cartUrl &&
			results.some( ( result ) => result?.ok )
		) {
			navigate( settings.cartUrl );
		}
	};
	const actions: ItemActions = {
		canEdit: isOwner,
		canTransfer: isOwner && settings.multiWishlist,
		canSort: isOwner && settings.dragAndDrop,
		removeItem: ( item ) => {
			removeItem( token, item.item_id );
		},
		setQuantity: ( item, quantity ) => {
			updateQuantity( token, item.item_id, quantity );
		},
		addToCart: async ( item ) => {
			const result = await addItemToCart(
				token,
				item.item_id,
				item.quantity
			);
			goToCartAfter( [ result ] );
		},
		openTransfer: () => undefined,
		moveBy: ( item, delta ) => {
			const order = moveId( ids, item.item_id, delta );
			if ( order ) {
				sortItems( token, order, page, perPage );
				announceOrder( item, order );
			}
		},
		reorder: ( order ) => {
			sortItems( token, order, page, perPage );
		},
	};

	const showNotice = ( notice: { status: string } ) =>
		settings.notices || notice.status === 'error';

	return (
		<WishlistContent
			config={ config }
			list={ list }
			items={ items }
			isLoading={ ! itemsPage }
			page={ page }
			totalPages={ totalPages }
			onPageChange={ setPage }
			isMobile={ isMobile }
			measureRef={ measure }
			actions={ actions }
			pending={ pending }
			destinations={ lists.filter( ( other ) => other.token !== token ) }
			modal={ settings.modal }
			notices={ notices.filter( showNotice ) }
			onRemoveNotice={ removeNotice }
			onClearNotices={ clearNotices }
			onError={ ( message ) => createNotice( 'error', message ) }
			noticeTimeout={ settings.popupTimeout }
			announcement={ announcement }
			onTransfer={ async ( mode, transferred, request ) => {
				const transfer = mode === 'move' ? moveItem : copyItem;
				let { destination } = request;
				for ( const item of transferred ) {
					const answer = await transfer( {
						token,
						itemId: item.item_id,
						destination,
						wishlistName: request.wishlistName,
						wishlistVisibility: request.wishlistVisibility,
						noticeContext: 'popup',
					} );
					if ( ! isSuccess( answer ) ) {
						return false;
					}
					// The next items follow the first into the list it created.
					if ( destination === 'new' && answer.wishlist ) {
						destination = answer.wishlist.token;
					}
				}
				return true;
			} }
			onBulkRemove={ ( chosen ) => {
				chosen.forEach( ( item ) => removeItem( token, item.item_id ) );
			} }
			onBulkAddToCart={ async ( chosen ) => {
				const results = [];
				for ( const item of chosen ) {
					results.push(
						await addItemToCart(
							token,
							item.item_id,
							item.quantity
						)
					);
				}
				goToCartAfter( results );
			} }
			onEstimate={ ( fields ) => askEstimate( token, { ...fields } ) }
			onCopyLink={ ( url ) => {
				copyText( url ).then( ( copied ) =>
					createNotice(
						copied ? 'success' : 'error',
						copied
							? __( 'Link copied.', 'boudoir' )
							: sprintf(
									/* translators: %s: the list's address. */
									__(
										'The link could not be copied. Here it is: %s',
										'boudoir'
									),
									url
								)
					)
				);
			} }
			onNewLink={
				isOwner
					? async () => {
							const answer = await newLink( list.id );
							if (
								'wishlist' in answer &&
								answer.previous_token === urlToken
							) {
								const address = new URL( window.location.href );
								address.searchParams.set(
									TOKEN_QUERY_ARG,
									answer.wishlist.token
								);
								window.history.replaceState(
									window.history.state,
									'',
									address
								);
								setUrlToken( answer.wishlist.token );
							}
						}
					: undefined
			}
			isMakingNewLink={ isMakingNewLink }
			onAddSuggested={ () => {
				reloadAndAdd( token, config.suggestedProductId, {
					page,
					perPage,
				} );
			} }
			isAddingSuggested={ isAddingSuggested }
		/>
	);
}

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Notices, Spinner, type NoticeItem } from '@boudoir/components';
import type {
	ApiError,
	EstimateResult,
	Wishlist,
	WishlistItem,
} from '@boudoir/stores/wishlist';
import { BulkActions } from './bulk-actions';
import type { EstimateFields } from './estimate-dialog';
import { ItemActionsContext, useStableActions } from './item-actions';
import { ItemList } from './item-layouts';
import { Pagination } from './pagination';
import { estimateTitle, loadEstimateForm } from './estimate-copy';
import { createSelection } from './selection';
import {
	LazyEstimateDialog,
	LazyTransferDialog,
	dialogLoadError,
	preloadEstimateDialog,
	preloadTransferDialog,
} from './lazy-dialogs';
import {
	ItemAlertsContext,
	LazyAlertsPanel,
	preloadAlerts,
} from './lazy-alerts';
import type { TransferDestination } from './transfer-dialog';
import type {
	BulkAction,
	ItemActions,
	ItemsLayout,
	TransferMode,
	TransferRequest,
	WishlistBlockConfig,
} from './types';

export interface WishlistContentProps {
	config: WishlistBlockConfig;
	list: Wishlist;
	items: WishlistItem[];
	/** Whether the page's items are still loading. */
	isLoading?: boolean;
	page: number;
	totalPages: number;
	onPageChange: ( page: number ) => void;
	/** Whether the mobile variant shows (the block is at most the shop's mobile width wide: useCardsLayout()). */
	isMobile: boolean;
	/** Receives the list's element, as wide as the block's content (useCardsLayout() measures it). */
	measureRef?: ( element: HTMLDivElement | null ) => void;
	actions: ItemActions;
	/** The items whose change is on its way to the server (not selectable meanwhile). */
	pending?: ReadonlySet< number >;
	/** The shopper's other lists (move and copy destinations). */
	destinations: TransferDestination[];
	/** Popups are modal dialogs (setting), else inline. */
	modal: boolean;
	notices: NoticeItem[];
	onRemoveNotice: ( id: string ) => void;
	/** Tells the shopper something went wrong outside a request (a dialog's chunk did not load). */
	onError?: ( message: string ) => void;
	/** Dismisses every notice: a dialog that opens shows only what happens in it. */
	onClearNotices?: () => void;
	/** Ms a notice stays. */
	noticeTimeout: number;
	/** The last sorting message, for the live region. */
	announcement: string;
	onTransfer: (
		mode: TransferMode,
		items: WishlistItem[],
		request: TransferRequest
	) => Promise< boolean >;
	onBulkRemove: ( items: WishlistItem[] ) => void;
	onBulkAddToCart: ( items: WishlistItem[] ) => Promise< void >;
	onEstimate: (
		fields: EstimateFields
	) => Promise< EstimateResult | ApiError >;
	onCopyLink: ( url: string ) => void;
	/** Gives the list a new share link (its owner only; absent: no "New link" button). */
	onNewLink?: () => void;
	/** Whether the new link is being made. */
	isMakingNewLink?: boolean;
	onAddSuggested: () => void;
	/** Whether the suggested product is being added. */
	isAddingSuggested?: boolean;
}

const NONE_PENDING: ReadonlySet< number > = new Set();

/** The estimate form's chunk and its offer, asked together on intent. */
function preloadEstimate() {
	preloadEstimateDialog();
	loadEstimateForm();
}

type OpenDialog =
	| { kind: 'transfer'; mode: TransferMode; items: WishlistItem[] }
	| { kind: 'estimate' }
	| null;

/**
 * One list with its items: the toolbar (copy link, ask for an estimate), messages,
 * bulk actions, the items as a table, cards (mobile) or an image grid, paging, the
 * suggested product, and the dialogs. Presentational: the front end feeds it from the
 * wishlist store, the editor from sample data.
 *
 * @param props Content props.
 */
export function WishlistContent( props: WishlistContentProps ) {
	const {
		config,
		list,
		items,
		isLoading = false,
		page,
		totalPages,
		onPageChange,
		isMobile,
		actions,
		pending = NONE_PENDING,
		destinations,
		modal,
		notices,
		onRemoveNotice,
		onClearNotices,
		noticeTimeout,
		announcement,
	} = props;
	const [ selection ] = useState( createSelection );
	const [ dialog, showDialog ] = useState< OpenDialog >( null );
	// The notice box moves into an open dialog: the message of the action before (a move
	// whose "Moved to …" is still counting down) must not greet the next one.
	const setDialog = ( next: OpenDialog ) => {
		if ( next ) {
			onClearNotices?.();
		}
		showDialog( next );
	};
	const itemsRef = useRef< HTMLDivElement >( null );
	const onDialogError = () => {
		showDialog( null );
		props.onError?.( dialogLoadError() );
	};
	const newLinkHintId = useId();
	// The list's "Alerts" (its owner's, where the shop offers some) and its rows' toggles.
	const alertsId = useId();
	const [ isAlertsOpen, setAlertsOpen ] = useState( false );
	const canAlert = actions.canEdit && !! config.alerts;
	const itemAlerts = useMemo(
		() =>
			canAlert
				? {
						listId: list.id,
						onError: () => props.onError?.( dialogLoadError() ),
					}
				: null,
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the block's onError calls the store, whichever render gave it.
		[ canAlert, list.id ]
	);

	// Checked rows that left the page are forgotten.
	const itemIds = useMemo(
		() => items.map( ( item ) => item.item_id ),
		[ items ]
	);
	useEffect( () => selection.retain( itemIds ), [ selection, itemIds ] );

	// When the focused item left the list, focus goes to the items, not the page's top.
	const count = items.length;
	const previousCount = useRef( count );
	useEffect( () => {
		const { ownerDocument } = itemsRef.current ?? document.body;
		if (
			count < previousCount.current &&
			( ! ownerDocument.activeElement ||
				ownerDocument.activeElement === ownerDocument.body )
		) {
			itemsRef.current?.focus();
		}
		previousCount.current = count;
	}, [ count ] );

	const enabledIds = itemIds.filter( ( id ) => ! pending.has( id ) );
	const bulkActions: BulkAction[] = actions.canEdit
		? [
				'remove',
				...( config.showAddToCart
					? ( [ 'add-to-cart' ] as BulkAction[] )
					: [] ),
				...( actions.canTransfer
					? ( [ 'move' ] as BulkAction[] )
					: [] ),
			]
		: ( [ 'add-to-cart' ] as BulkAction[] );
	const hasBulk =
		items.length > 0 && ( actions.canEdit || config.showAddToCart );

	const onApply = ( action: BulkAction ) => {
		const chosen = items.filter( ( item ) =>
			selection.has( item.item_id )
		);
		if ( ! chosen.length ) {
			return;
		}
		if ( action === 'remove' ) {
			props.onBulkRemove( chosen );
			selection.replace( [] );
		} else if ( action === 'add-to-cart' ) {
			props.onBulkAddToCart( chosen );
			selection.replace( [] );
		} else {
			setDialog( { kind: 'transfer', mode: 'move', items: chosen } );
		}
	};

	const contentActions = useStableActions( {
		...actions,
		openTransfer: ( mode, transferred ) =>
			setDialog( { kind: 'transfer', mode, items: transferred } ),
	} );

	const noticeBox = (
		<Notices
			notices={ notices }
			onRemove={ onRemoveNotice }
			timeout={ noticeTimeout }
			className="boudoir-wishlist__notices"
		/>
	);

	let itemsLayout: ItemsLayout = isMobile ? 'cards' : 'table';
	if ( config.view === 'grid' ) {
		itemsLayout = 'grid';
	}
	const layout = (
		<ItemAlertsContext.Provider value={ itemAlerts }>
			<ItemList
				layout={ itemsLayout }
				items={ items }
				columns={ config }
				caption={ list.wishlist_name }
				pending={ pending }
				{ ...( hasBulk && { selection } ) }
			/>
		</ItemAlertsContext.Provider>
	);

	const canShare = Boolean( list.share_url ) && list.privacy !== 'private';
	const showSuggested =
		actions.canEdit &&
		config.suggestedProductId > 0 &&
		config.suggestedProductName !== '';

	return (
		<ItemActionsContext.Provider value={ contentActions }>
			<div
				ref={ props.measureRef }
				className={ `boudoir-wishlist__inner is-view-${ config.view }${
					isMobile ? ' is-mobile' : ''
				}` }
				// Intent: a row's "Move to another wishlist" or the bulk move may come next.
				{ ...( actions.canTransfer && {
					onPointerOver: preloadTransferDialog,
					onFocus: preloadTransferDialog,
				} ) }
			>
				<div className="boudoir-wishlist__header">
					<h2 className="boudoir-wishlist__title">
						{ list.wishlist_name }
					</h2>
					{ ! list.is_user_owner && (
						<p className="boudoir-wishlist__shared-note">
							{ __( 'A wishlist shared with you.', 'boudoir' ) }
						</p>
					) }
					<div className="boudoir-wishlist__toolbar">
						{ canShare && list.share_url && (
							<button
								type="button"
								className="boudoir-wishlist__copy-link wp-element-button"
								onClick={ () =>
									props.onCopyLink( list.share_url ?? '' )
								}
							>
								{ __( 'Copy link', 'boudoir' ) }
							</button>
						) }
						{ canShare && list.is_user_owner && props.onNewLink && (
							<>
								<button
									type="button"
									className="boudoir-wishlist__new-link wp-element-button"
									aria-describedby={ newLinkHintId }
									// Not `disabled`: the button keeps focus while the link is made.
									aria-disabled={
										props.isMakingNewLink || undefined
									}
									onClick={ () => {
										if ( ! props.isMakingNewLink ) {
											props.onNewLink?.();
										}
									} }
								>
									{ __( 'New link', 'boudoir' ) }
								</button>
								<span
									id={ newLinkHintId }
									className="boudoir-visually-hidden"
								>
									{ __(
										'Makes a new address for this wishlist. The old link stops working.',
										'boudoir'
									) }
								</span>
							</>
						) }
						{ config.showEstimate && items.length > 0 && (
							<button
								type="button"
								className="boudoir-wishlist__estimate wp-element-button"
								// On intent: the form opens filled in, its copy offered.
								onPointerEnter={ preloadEstimate }
								onFocus={ preloadEstimate }
								onClick={ () =>
									setDialog( { kind: 'estimate' } )
								}
							>
								{ estimateTitle() }
							</button>
						) }
						{ /* Last: its panel follows the toolbar, next in the tab order. With the
						items, as the estimate: the toolbar comes whole, moving nothing. */ }
						{ canAlert && ! isLoading && (
							<button
								type="button"
								id={ `${ alertsId }-button` }
								className="boudoir-wishlist__alerts-button wp-element-button"
								aria-expanded={ isAlertsOpen }
								aria-controls={
									isAlertsOpen ? alertsId : undefined
								}
								// On intent: the panel's chunk comes before it is asked for.
								onPointerEnter={ preloadAlerts }
								onFocus={ preloadAlerts }
								onClick={ () =>
									setAlertsOpen( ! isAlertsOpen )
								}
							>
								{ __( 'Alerts', 'boudoir' ) }
							</button>
						) }
					</div>
				</div>

				<LazyAlertsPanel
					isOpen={ isAlertsOpen }
					onError={ () => {
						setAlertsOpen( false );
						props.onError?.( dialogLoadError() );
					} }
					id={ alertsId }
					labelledBy={ `${ alertsId }-button` }
					listId={ list.id }
				/>

				{ ! dialog && noticeBox }
				<div className="boudoir-visually-hidden" role="status">
					{ announcement }
				</div>

				{ hasBulk && (
					<BulkActions
						actions={ bulkActions }
						enabledCount={ enabledIds.length }
						selection={ selection }
						itemIds={ itemIds }
						onSelectAll={ ( checked ) =>
							selection.replace( checked ? enabledIds : [] )
						}
						onApply={ onApply }
					/>
				) }

				<div
					// The first page's spinner is a box of its own: the items come in a new
					// one, below the toolbar and bulk actions they bring, instead of the
					// spinner's box moving down under them (a layout shift).
					key={
						isLoading && items.length === 0 ? 'loading' : 'items'
					}
					ref={ itemsRef }
					className="boudoir-wishlist__items"
					tabIndex={ -1 }
					aria-busy={ isLoading || undefined }
				>
					{ isLoading && items.length === 0 && (
						<Spinner
							label={ __( 'Loading the wishlist…', 'boudoir' ) }
						/>
					) }
					{ items.length > 0 && layout }
					{ ! isLoading && items.length === 0 && (
						<p className="boudoir-wishlist__empty">
							{ actions.canEdit
								? __( 'Your wishlist is empty.', 'boudoir' )
								: __(
										'This wishlist is empty.',
										'boudoir'
									) }{ ' ' }
							{ config.shopUrl && (
								<a href={ config.shopUrl }>
									{ __( 'Go to the shop', 'boudoir' ) }
								</a>
							) }
						</p>
					) }
				</div>

				<Pagination
					page={ page }
					totalPages={ totalPages }
					onChange={ onPageChange }
				/>

				{ showSuggested && (
					<p className="boudoir-wishlist__suggested">
						<button
							type="button"
							className="wp-element-button"
							aria-disabled={
								props.isAddingSuggested || undefined
							}
							onClick={ () =>
								! props.isAddingSuggested &&
								props.onAddSuggested()
							}
						>
							{ sprintf(
								/* translators: %s: product name. */
								__( 'Add %s to this wishlist', 'boudoir' ),
								config.suggestedProductName
							) }
						</button>
					</p>
				) }

				<LazyTransferDialog
					onError={ onDialogError }
					isOpen={ dialog?.kind === 'transfer' }
					mode={ dialog?.kind === 'transfer' ? dialog.mode : 'move' }
					itemCount={
						dialog?.kind === 'transfer' ? dialog.items.length : 0
					}
					destinations={ destinations }
					modal={ modal }
					onClose={ () => setDialog( null ) }
					onSubmit={ ( request ) =>
						dialog?.kind === 'transfer'
							? props
									.onTransfer(
										dialog.mode,
										dialog.items,
										request
									)
									.then( ( done ) => {
										if ( done ) {
											selection.replace( [] );
										}
										return done;
									} )
							: Promise.resolve( false )
					}
					notices={ dialog?.kind === 'transfer' && noticeBox }
				/>
				<LazyEstimateDialog
					onError={ onDialogError }
					isOpen={ dialog?.kind === 'estimate' }
					modal={ modal }
					onClose={ () => setDialog( null ) }
					onSubmit={ props.onEstimate }
					notices={ dialog?.kind === 'estimate' && noticeBox }
				/>
			</div>
		</ItemActionsContext.Provider>
	);
}

/**
 * WordPress dependencies
 */
import { memo, useContext, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { needsChoice } from '../../src/stores/wishlist/variation';
import { canAddToCart } from './format';
import { RemoveIcon } from './icons';
import { useItemActions } from './item-actions';
import { productName, type ItemProps } from './item-parts';
import { ItemAlertsContext, LazyItemAlerts } from './lazy-alerts';
import { MoreActions } from './more-actions';

/**
 * The product's name after an action's words, for screen readers only ("Add to cart
 * (Margaux Lace Brief)"): each row's action is told apart by it.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
function NameForReaders( { item }: ItemProps ) {
	return (
		<span className="boudoir-visually-hidden">
			{ ' ' }
			{ sprintf(
				/* translators: %s: product name, read after an action's words ("Add to cart", "Select options"). */
				__( '(%s)', 'boudoir' ),
				item.name
			) }
		</span>
	);
}

/**
 * The first button's words, as wide in every row as the widest of its three ("Add to
 * cart", "Select options", "View products"): the table's columns are the same in every
 * row without reading one (item-layouts.tsx). The three are CSS generated content with no
 * text for assistive technology (style.scss), not in the button's text nor in its name.
 *
 * @param props       Label props.
 * @param props.label The button's words.
 */
function ButtonLabel( { label }: { label: string } ) {
	return (
		<span
			className="boudoir-wishlist__button-label"
			data-room={ [
				__( 'Add to cart', 'boudoir' ),
				__( 'Select options', 'boudoir' ),
				__( 'View products', 'boudoir' ),
			].join( '\n' ) }
		>
			{ label }
		</span>
	);
}

/**
 * "Add to cart", named with the product for screen readers.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function AddToCartButton( { item }: ItemProps ) {
	const { addToCart } = useItemActions();
	const [ isBusy, setBusy ] = useState( false );
	const available = canAddToCart( item );
	const choice = needsChoice( item );
	if ( choice && item.permalink ) {
		// As WooCommerce's own cards: the product page, where the options are chosen.
		return (
			<a
				className="boudoir-wishlist__add-to-cart wp-element-button"
				href={ item.permalink }
			>
				<ButtonLabel
					label={
						choice === 'options'
							? __( 'Select options', 'boudoir' )
							: __( 'View products', 'boudoir' )
					}
				/>
				<NameForReaders item={ item } />
			</a>
		);
	}
	return (
		<button
			type="button"
			className="boudoir-wishlist__add-to-cart wp-element-button"
			disabled={ ! available }
			aria-disabled={ isBusy || undefined }
			onClick={ () => {
				if ( isBusy ) {
					return;
				}
				setBusy( true );
				addToCart( item ).finally( () => setBusy( false ) );
			} }
		>
			<ButtonLabel label={ __( 'Add to cart', 'boudoir' ) } />
			<NameForReaders item={ item } />
		</button>
	);
}

/**
 * "Remove <product name>".
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function RemoveButton( { item }: ItemProps ) {
	const { removeItem } = useItemActions();
	return (
		<button
			type="button"
			className="boudoir-wishlist__remove"
			aria-label={ sprintf(
				/* translators: %s: product name. */
				__( 'Remove %s', 'boudoir' ),
				productName( item )
			) }
			onClick={ () => removeItem( item ) }
		>
			<RemoveIcon />
		</button>
	);
}

/**
 * The item's own actions: add to cart (when the block shows it) as the one primary
 * action; "Move to another wishlist" and "Copy to another wishlist", and the item's alert
 * toggles where the shop offers alerts, behind "More actions", and Remove (owners only).
 *
 * @param props               Item props.
 * @param props.item          The item.
 * @param props.showAddToCart Whether the block shows "Add to cart".
 */
export const ItemButtons = memo( function ItemButtonsView( {
	item,
	showAddToCart,
}: ItemProps & { showAddToCart: boolean } ) {
	const { canEdit, canTransfer, openTransfer } = useItemActions();
	const alerts = useContext( ItemAlertsContext );
	return (
		<div className="boudoir-wishlist__actions">
			{ showAddToCart && <AddToCartButton item={ item } /> }
			{ canEdit && ( canTransfer || alerts ) && (
				<MoreActions
					name={ productName( item ) }
					actions={
						canTransfer
							? [
									{
										key: 'move',
										label: __(
											'Move to another wishlist',
											'boudoir'
										),
										className: 'is-move',
										onSelect: () =>
											openTransfer( 'move', [ item ] ),
									},
									{
										key: 'copy',
										label: __(
											'Copy to another wishlist',
											'boudoir'
										),
										className: 'is-copy',
										onSelect: () =>
											openTransfer( 'copy', [ item ] ),
									},
								]
							: []
					}
				>
					{ alerts && (
						<LazyItemAlerts
							isOpen
							onError={ alerts.onError }
							listId={ alerts.listId }
							itemId={ item.item_id }
						/>
					) }
				</MoreActions>
			) }
			{ canEdit && <RemoveButton item={ item } /> }
		</div>
	);
} );

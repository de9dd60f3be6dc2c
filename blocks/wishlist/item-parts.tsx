/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	store as wishlistStore,
	useFieldLimits,
	type WishlistItem,
} from '@boudoir/stores/wishlist';
import { decrease, increase } from '../../src/quantity/rules';
import { needsChoice } from '../../src/stores/wishlist/variation';
import {
	canAddToCart,
	formatPrice,
	isUnavailable,
	maxQuantity,
	priceWhenAddedLabel,
	stockLabel,
} from './format';
import { RemoveIcon } from './icons';
import { useItemActions } from './item-actions';
import { MoreActions } from './more-actions';

interface ItemProps {
	item: WishlistItem;
}

/**
 * The item's product name, or a word for a product the shop no longer has.
 *
 * @param item The item.
 */
export function productName( item: WishlistItem ): string {
	return item.name || __( 'Product no longer available', 'boudoir' );
}

/**
 * The product's name: a link to the product while it exists.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function ItemName( { item }: ItemProps ) {
	const name = productName( item );
	return (
		<span className="boudoir-wishlist__name">
			{ item.permalink ? <a href={ item.permalink }>{ name }</a> : name }
		</span>
	);
}

/**
 * A variation's attribute values as the shop names them ("Colour: Blush", "Band: 34"),
 * as a description list; nothing for a simple product.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function ItemVariation( { item }: ItemProps ) {
	const values = ( item.variation ?? [] ).filter(
		( row ) => row.attribute !== '' && row.value !== ''
	);
	if ( needsChoice( item ) === 'options' ) {
		// Saved before a size and colour were chosen: said plainly, not left to the cart to refuse.
		return (
			<p className="boudoir-wishlist__to-choose">
				{ __( 'Options to choose', 'boudoir' ) }
			</p>
		);
	}
	if ( values.length === 0 ) {
		return null;
	}
	return (
		<dl className="boudoir-wishlist__variation">
			{ values.map( ( row ) => (
				<div key={ row.raw_attribute }>
					<dt>
						{ sprintf(
							/* translators: %s: an attribute's label, e.g. Colour. */
							__( '%s:', 'boudoir' ),
							row.attribute
						) }
					</dt>
					<dd>{ row.value }</dd>
				</div>
			) ) }
		</dl>
	);
}

/**
 * The product's thumbnail (decorative: the name is beside it).
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function ItemImage( { item }: ItemProps ) {
	if ( ! item.image?.src ) {
		return (
			<span
				className="boudoir-wishlist__image is-placeholder"
				aria-hidden="true"
			/>
		);
	}
	return (
		<img
			className="boudoir-wishlist__image"
			src={ item.image.src }
			alt=""
			width={ 64 }
			height={ 64 }
			loading="lazy"
		/>
	);
}

/**
 * The price now and, when it dropped since the item was saved, the price then
 * ("Was €49.90") and a "Price dropped" badge: in words, not by colour alone.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function ItemPrice( { item }: ItemProps ) {
	const shop = useSelect(
		( select ) => select( wishlistStore ).getSettings().currency,
		[]
	);
	const now = formatPrice( item.price, item.currency, shop );
	const was = priceWhenAddedLabel( item, shop );
	return (
		<span
			className={ `boudoir-wishlist__price${ was ? ' is-dropped' : '' }` }
		>
			<span className="boudoir-wishlist__price-now">{ now || '—' }</span>
			{ was && (
				<>
					<span className="boudoir-wishlist__price-was">{ was }</span>
					<span className="boudoir-wishlist__price-badge">
						{ __( 'Price dropped', 'boudoir' ) }
					</span>
				</>
			) }
		</span>
	);
}

/**
 * The stock in words.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export function ItemStock( { item }: ItemProps ) {
	return (
		<span
			className={ `boudoir-wishlist__stock is-${
				item.stock_status ?? 'unavailable'
			}` }
		>
			{ stockLabel( item ) }
		</span>
	);
}

/**
 * The quantity: a spinbutton "Quantity" for the owner (Enter is suppressed, docs/contract.md, Validation;
 * each valid value goes to the store, which debounces the request), plain text for
 * visitors.
 *
 * @param props           Item props.
 * @param props.item      The item.
 * @param props.showLabel Whether the label is visible (cards) or only read (table).
 */
export function QuantityField( {
	item,
	showLabel = false,
}: ItemProps & { showLabel?: boolean } ) {
	const limits = useFieldLimits();
	const { canEdit, setQuantity, isPending } = useItemActions();
	const id = useId();
	const [ draft, setDraft ] = useState( String( item.quantity ) );
	const [ isEditing, setEditing ] = useState( false );

	// The store's value wins whenever the shopper is not typing.
	useEffect( () => {
		if ( ! isEditing ) {
			setDraft( String( item.quantity ) );
		}
	}, [ item.quantity, isEditing ] );

	const label = (
		<label
			htmlFor={ id }
			className={
				showLabel
					? 'boudoir-wishlist__field-label'
					: 'boudoir-visually-hidden'
			}
		>
			{ __( 'Quantity', 'boudoir' ) }
		</label>
	);

	if ( ! canEdit ) {
		return (
			<span className="boudoir-wishlist__quantity">
				{ showLabel && (
					<span className="boudoir-wishlist__field-label">
						{ __( 'Quantity', 'boudoir' ) }{ ' ' }
					</span>
				) }
				{ item.quantity }
			</span>
		);
	}

	const max = maxQuantity( item, limits.quantity ?? Number.MAX_SAFE_INTEGER );
	const unavailable = isUnavailable( item );
	// The shop's quantity steppers (docs/contract.md, Validation), with the same rules as src/quantity.
	const bounds = { min: '1', max: String( max ), step: '1' };
	const stepper = ( plus: boolean ) => {
		const next = plus
			? increase( draft, bounds )
			: decrease( draft, bounds );
		const off = unavailable || next < 1 || String( next ) === draft.trim();
		return (
			<button
				type="button"
				className="boudoir-wishlist__stepper"
				aria-label={
					plus
						? __( 'Increase quantity', 'boudoir' )
						: __( 'Decrease quantity', 'boudoir' )
				}
				aria-disabled={ off }
				onClick={ () => {
					if ( off ) {
						return;
					}
					setDraft( String( next ) );
					if ( next !== item.quantity ) {
						setQuantity( item, next );
					}
				} }
			>
				<span aria-hidden="true">{ plus ? '+' : '−' }</span>
			</button>
		);
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		// Enter would submit a surrounding form or the shop's own handlers (docs/contract.md, Validation).
		if ( event.key === 'Enter' ) {
			event.preventDefault();
		}
	};

	return (
		<span className="boudoir-wishlist__quantity">
			{ label }
			{ stepper( false ) }
			<input
				id={ id }
				type="number"
				className="boudoir-wishlist__quantity-input"
				inputMode="numeric"
				min={ 1 }
				max={ max }
				step={ 1 }
				value={ draft }
				disabled={ unavailable }
				aria-busy={ isPending( item ) || undefined }
				onFocus={ () => setEditing( true ) }
				onBlur={ () => setEditing( false ) }
				onKeyDown={ onKeyDown }
				onChange={ ( event ) => {
					const value = event.target.value;
					setDraft( value );
					const quantity = Number( value );
					if (
						Number.isInteger( quantity ) &&
						quantity >= 1 &&
						quantity <= max &&
						quantity !== item.quantity
					) {
						setQuantity( item, quantity );
					}
				} }
			/>
			{ stepper( true ) }
		</span>
	);
}

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
				{ choice === 'options'
					? __( 'Select options', 'boudoir' )
					: __( 'View products', 'boudoir' ) }
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
			{ __( 'Add to cart', 'boudoir' ) }
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
 * action; "Move to another wishlist" and "Copy to another wishlist" behind "More
 * actions", and Remove (owners only).
 *
 * @param props               Item props.
 * @param props.item          The item.
 * @param props.showAddToCart Whether the block shows "Add to cart".
 */
export function ItemButtons( {
	item,
	showAddToCart,
}: ItemProps & { showAddToCart: boolean } ) {
	const { canEdit, canTransfer, openTransfer } = useItemActions();
	return (
		<div className="boudoir-wishlist__actions">
			{ showAddToCart && <AddToCartButton item={ item } /> }
			{ canEdit && canTransfer && (
				<MoreActions
					name={ productName( item ) }
					actions={ [
						{
							key: 'move',
							label: __( 'Move to another wishlist', 'boudoir' ),
							className: 'is-move',
							onSelect: () => openTransfer( 'move', [ item ] ),
						},
						{
							key: 'copy',
							label: __( 'Copy to another wishlist', 'boudoir' ),
							className: 'is-copy',
							onSelect: () => openTransfer( 'copy', [ item ] ),
						},
					] }
				/>
			) }
			{ canEdit && <RemoveButton item={ item } /> }
		</div>
	);
}

/**
 * An image grid's thumbnail: a button named with the product that opens or closes
 * the item's details.
 *
 * @param props           Thumbnail props.
 * @param props.item      The item.
 * @param props.isOpen    Whether its details show.
 * @param props.detailsId The details' id.
 * @param props.onToggle  Opens or closes the details.
 */
export function ItemThumbnail( {
	item,
	isOpen,
	detailsId,
	onToggle,
}: ItemProps & {
	isOpen: boolean;
	detailsId: string;
	onToggle: () => void;
} ) {
	return (
		<button
			type="button"
			className="boudoir-wishlist__thumbnail"
			aria-expanded={ isOpen }
			aria-controls={ isOpen ? detailsId : undefined }
			onClick={ onToggle }
		>
			<ItemImage item={ item } />
			<span className="boudoir-wishlist__thumbnail-name">
				{ productName( item ) }
			</span>
		</button>
	);
}

/**
 * A row's check box, "Select <product name>".
 *
 * @param props          Checkbox props.
 * @param props.item     The item.
 * @param props.checked  Whether it is selected.
 * @param props.onChange Receives the new state.
 */
export function SelectCheckbox( {
	item,
	checked,
	onChange,
}: ItemProps & { checked: boolean; onChange: ( checked: boolean ) => void } ) {
	const { isPending } = useItemActions();
	return (
		<input
			type="checkbox"
			className="boudoir-wishlist__select"
			checked={ checked }
			disabled={ isPending( item ) }
			aria-label={ sprintf(
				/* translators: %s: product name. */
				__( 'Select %s', 'boudoir' ),
				productName( item )
			) }
			onChange={ ( event ) => onChange( event.target.checked ) }
		/>
	);
}

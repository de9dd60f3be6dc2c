/**
 * WordPress dependencies
 */
import { memo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { needsChoice } from '../../src/stores/wishlist/variation';
import { formatPrice, priceWhenAddedLabel, stockLabel } from './format';
import { useItemSettings } from './item-settings';
import { useIsSelected, type Selection } from './selection';

/** What each part of an item's row takes. */
export interface ItemProps {
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
export const ItemName = memo( function ItemNameView( { item }: ItemProps ) {
	const name = productName( item );
	return (
		<span className="boudoir-wishlist__name">
			{ item.permalink ? <a href={ item.permalink }>{ name }</a> : name }
		</span>
	);
} );

/**
 * A variation's attribute values as the shop names them ("Colour: Blush", "Band: 34"),
 * as a description list; nothing for a simple product.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export const ItemVariation = memo( function ItemVariationView( {
	item,
}: ItemProps ) {
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
} );

/**
 * The product's thumbnail (decorative: the name is beside it).
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export const ItemImage = memo( function ItemImageView( { item }: ItemProps ) {
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
} );

/**
 * The price now and, when it dropped since the item was saved, the price then
 * ("Was €49.90") and a "Price dropped" badge: in words, not by colour alone.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export const ItemPrice = memo( function ItemPriceView( { item }: ItemProps ) {
	const shop = useItemSettings().currency;
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
} );

/**
 * The stock in words.
 *
 * @param props      Item props.
 * @param props.item The item.
 */
export const ItemStock = memo( function ItemStockView( { item }: ItemProps ) {
	return (
		<span
			className={ `boudoir-wishlist__stock is-${
				item.stock_status ?? 'unavailable'
			}` }
		>
			{ stockLabel( item ) }
		</span>
	);
} );

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
 * A row's check box, "Select <product name>": it listens to its own row of the
 * selection, so checking rows re-renders check boxes, not rows.
 *
 * @param props           Checkbox props.
 * @param props.item      The item.
 * @param props.selection The checked rows.
 * @param props.disabled  Whether the item is changing (not selectable meanwhile).
 */
export const SelectCheckbox = memo( function SelectCheckboxView( {
	item,
	selection,
	disabled,
}: ItemProps & { selection: Selection; disabled: boolean } ) {
	const checked = useIsSelected( selection, item.item_id );
	return (
		<input
			type="checkbox"
			className="boudoir-wishlist__select"
			checked={ checked }
			disabled={ disabled }
			aria-label={ sprintf(
				/* translators: %s: product name. */
				__( 'Select %s', 'boudoir' ),
				productName( item )
			) }
			onChange={ ( event ) =>
				selection.set( item.item_id, event.target.checked )
			}
		/>
	);
} );

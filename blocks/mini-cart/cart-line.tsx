/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FocusableButton } from '../../src/components/focusable-button';
import { formatPrice, type CurrencyFields } from '../../src/money/price';
import { decodeEntities } from './text';
import type { CartItem, CartItemQuantityLimits } from '@boudoir/stores/cart';

export interface CartLineProps {
	item: CartItem;
	isUpdating: boolean;
	onQuantity: ( quantity: number ) => void;
	onRemove: () => void;
}

/**
 * The quantity a line may take: within its limits, a multiple of its step.
 *
 * @param wanted The quantity asked for.
 * @param limits The line's limits (a field the Store API left out: no limit).
 */
export function clampQuantity(
	wanted: number,
	limits: Partial< CartItemQuantityLimits > | undefined
): number {
	const step = Math.max( 1, limits?.multiple_of ?? 1 );
	const minimum = Math.max( 1, limits?.minimum ?? 1 );
	const maximum =
		limits?.maximum && limits.maximum > 0 ? limits.maximum : Infinity;
	const stepped = Math.round( wanted / step ) * step;
	return Math.min( maximum, Math.max( minimum, stepped ) );
}

/**
 * One line of the mini-cart: thumbnail, name (a link), chosen attributes, price,
 * quantity (− / field / +) and a Remove button.
 *
 * @param props            Props.
 * @param props.item       The cart line.
 * @param props.isUpdating Whether a change of it is under way.
 * @param props.onQuantity Asks for a quantity.
 * @param props.onRemove   Asks to remove it.
 */
export function CartLine( {
	item,
	isUpdating,
	onQuantity,
	onRemove,
}: CartLineProps ) {
	const name = decodeEntities( item.name );
	const limits = item.quantity_limits;
	const step = Math.max( 1, limits?.multiple_of ?? 1 );
	const editable = limits?.editable !== false;
	const [ draft, setDraft ] = useState( String( item.quantity ) );
	useEffect( () => setDraft( String( item.quantity ) ), [ item.quantity ] );
	const image = item.images?.[ 0 ];
	const price = formatPrice(
		item.totals?.line_total,
		( item.totals ?? item.prices ?? {} ) as CurrencyFields
	);
	const commit = () => {
		const wanted = parseInt( draft, 10 );
		if ( ! Number.isFinite( wanted ) ) {
			setDraft( String( item.quantity ) );
			return;
		}
		const next = clampQuantity( wanted, limits );
		setDraft( String( next ) );
		if ( next !== item.quantity ) {
			onQuantity( next );
		}
	};
	const min = clampQuantity( 1, limits );
	const max =
		limits?.maximum && limits.maximum > 0 ? limits.maximum : undefined;
	const quantityLabel = sprintf(
		/* translators: %s: product name. */
		__( 'Quantity of %s', 'boudoir' ),
		name
	);
	// − and +: one step within the line's limits. At a limit, or while the line changes,
	// they keep their focus and do nothing.
	const stepper = ( plus: boolean ) => {
		const label = plus
			? /* translators: %s: product name. */
				__( 'Increase the quantity of %s', 'boudoir' )
			: /* translators: %s: product name. */
				__( 'Decrease the quantity of %s', 'boudoir' );
		return (
			<FocusableButton
				aria-label={ sprintf( label, name ) }
				disabled={
					isUpdating ||
					( plus
						? item.quantity >= ( max ?? Infinity )
						: item.quantity <= min )
				}
				onClick={ () =>
					onQuantity(
						clampQuantity(
							item.quantity + ( plus ? step : -step ),
							limits
						)
					)
				}
			>
				{ plus ? '+' : '−' }
			</FocusableButton>
		);
	};

	return (
		<li
			className="boudoir-mini-cart__item"
			aria-busy={ isUpdating }
			data-key={ item.key }
		>
			{ image?.thumbnail ? (
				<img
					className="boudoir-mini-cart__thumbnail"
					src={ image.thumbnail }
					alt=""
					width={ 64 }
					height={ 64 }
					loading="lazy"
				/>
			) : (
				<span className="boudoir-mini-cart__thumbnail" />
			) }
			<div className="boudoir-mini-cart__details">
				{ item.permalink ? (
					<a
						className="boudoir-mini-cart__name"
						href={ item.permalink }
					>
						{ name }
					</a>
				) : (
					<span className="boudoir-mini-cart__name">{ name }</span>
				) }
				{ !! item.variation?.length && (
					<dl className="boudoir-mini-cart__variation">
						{ item.variation.map( ( { attribute, value } ) => (
							<div key={ attribute }>
								<dt>{ decodeEntities( attribute ) }:</dt>
								<dd>{ decodeEntities( value ) }</dd>
							</div>
						) ) }
					</dl>
				) }
				{ price && (
					<span className="boudoir-mini-cart__price">{ price }</span>
				) }
				<div className="boudoir-mini-cart__actions">
					{ editable ? (
						<div
							className="boudoir-mini-cart__quantity"
							role="group"
							aria-label={ quantityLabel }
						>
							{ stepper( false ) }
							<input
								type="number"
								inputMode="numeric"
								aria-label={ quantityLabel }
								min={ min }
								max={ max }
								step={ step }
								value={ draft }
								readOnly={ isUpdating }
								onChange={ ( event ) =>
									setDraft( event.target.value )
								}
								onBlur={ commit }
								onKeyDown={ ( event ) => {
									if ( event.key === 'Enter' ) {
										event.preventDefault();
										commit();
									}
								} }
							/>
							{ stepper( true ) }
						</div>
					) : (
						<span className="boudoir-mini-cart__fixed-quantity">
							{ sprintf(
								/* translators: %d: quantity. */
								__( 'Quantity: %d', 'boudoir' ),
								item.quantity
							) }
						</span>
					) }
					<FocusableButton
						className="boudoir-mini-cart__remove"
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Remove %s', 'boudoir' ),
							name
						) }
						disabled={ isUpdating }
						onClick={ onRemove }
					>
						{ __( 'Remove', 'boudoir' ) }
					</FocusableButton>
				</div>
			</div>
		</li>
	);
}

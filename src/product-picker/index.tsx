/**
 * A searchable product picker for block settings: admins type a name or a SKU and choose
 * from the shop's matches (image, name, SKU, price), by mouse or keyboard (ARIA 1.2
 * combobox with a list box). The value stays a product id; 0 is the block's "no product
 * chosen" meaning (the current product, or none), restored with one button.
 */

/**
 * WordPress dependencies
 */
import { BaseControl, Button } from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { getProduct, searchProducts } from './client';
import type { StoreProduct } from './client';
import { productPrice } from './price';
import './style.scss';

export type { StoreProduct } from './client';

/** How long typing pauses before a search is sent (ms). */
export const SEARCH_DELAY = 300;

export interface ProductPickerProps {
	/** The field's visible label (its accessible name). */
	label: string;
	/** The chosen product's id; 0 for none. */
	value: number;
	/** Called with the chosen id (0: back to none) and the product when known. */
	onChange: ( id: number, product: StoreProduct | null ) => void;
	/** What 0 means for this block, shown while no product is chosen ("Current product"). */
	emptyLabel: string;
	/** The button that goes back to 0 ("Use the current product"). */
	clearLabel: string;
	/** More explanation under the field. */
	help?: string;
	/** Only products of this type (the Store API's `type`: `variable`…). */
	type?: string;
	/** Called when the chosen product is loaded or chosen (null: none, or not found). */
	onResolve?: ( product: StoreProduct | null ) => void;
}

type SearchState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'done'; results: StoreProduct[] }
	| { status: 'error'; message: string };

function isAbort( error: unknown ): boolean {
	return error instanceof DOMException && error.name === 'AbortError';
}

function errorMessage( error: unknown ): string {
	return isApiError( error ) && error.message
		? error.message
		: __( 'The products could not be loaded.', 'boudoir' );
}

/**
 * A product's image, name, SKU and price.
 *
 * @param props
 * @param props.product The product.
 */
function ProductSummary( { product }: { product: StoreProduct } ) {
	const image = product.images[ 0 ];
	const meta = [
		product.sku &&
			sprintf(
				/* translators: %s: product SKU. */
				__( 'SKU: %s', 'boudoir' ),
				product.sku
			),
		productPrice( product.prices ),
	].filter( Boolean );
	return (
		<>
			{ image ? (
				<img
					className="boudoir-product-picker__image"
					src={ image.thumbnail || image.src }
					alt=""
					width={ 40 }
					height={ 40 }
				/>
			) : (
				<span
					className="boudoir-product-picker__image"
					aria-hidden="true"
				/>
			) }
			<span className="boudoir-product-picker__text">
				<span className="boudoir-product-picker__name">
					{ product.name }
				</span>
				{ meta.map( ( line ) => (
					<span key={ line } className="boudoir-product-picker__meta">
						{ line }
					</span>
				) ) }
			</span>
		</>
	);
}

/**
 * @param props            Picker props.
 * @param props.label
 * @param props.value
 * @param props.onChange
 * @param props.emptyLabel
 * @param props.clearLabel
 * @param props.help
 * @param props.type
 * @param props.onResolve
 */
export function ProductPicker( {
	label,
	value,
	onChange,
	emptyLabel,
	clearLabel,
	help,
	type,
	onResolve,
}: ProductPickerProps ) {
	const id = useId();
	const inputId = `boudoir-product-picker-${ id }`;
	const listboxId = `${ inputId }-listbox`;
	const currentId = `${ inputId }-current`;
	const inputRef = useRef< HTMLInputElement >( null );
	const [ query, setQuery ] = useState( '' );
	const [ search, setSearch ] = useState< SearchState >( { status: 'idle' } );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const [ selected, setSelected ] = useState< StoreProduct | null >( null );
	const [ selectedError, setSelectedError ] = useState( '' );
	const [ announcement, setAnnouncement ] = useState( '' );
	const resolveRef = useRef( onResolve );
	resolveRef.current = onResolve;

	// The chosen product's name, image and price, for a block that loads with an id.
	useEffect( () => {
		setSelectedError( '' );
		if ( value <= 0 ) {
			setSelected( null );
			resolveRef.current?.( null );
			return undefined;
		}
		if ( selected?.id === value ) {
			return undefined;
		}
		const controller = new AbortController();
		getProduct( value, controller.signal ).then(
			( product ) => {
				setSelected( product );
				resolveRef.current?.( product );
			},
			( error: unknown ) => {
				if ( isAbort( error ) ) {
					return;
				}
				setSelected( null );
				resolveRef.current?.( null );
				setSelectedError(
					isApiError( error ) && error.status === 404
						? sprintf(
								/* translators: %d: product ID. */
								__(
									'Product %d no longer exists. Choose another one.',
									'boudoir'
								),
								value
							)
						: errorMessage( error )
				);
			}
		);
		return () => controller.abort();
		// Only a new value asks the shop again (a chosen product is already known).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ value ] );

	// Searches after a pause in typing; a newer search aborts the one still running.
	useEffect( () => {
		const text = query.trim();
		if ( ! text ) {
			setSearch( { status: 'idle' } );
			setOpen( false );
			return undefined;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setSearch( { status: 'loading' } );
			searchProducts( text, { type, signal: controller.signal } ).then(
				( results ) => {
					setSearch( { status: 'done', results } );
					setActive( -1 );
					setOpen( results.length > 0 );
				},
				( error: unknown ) => {
					if ( ! isAbort( error ) ) {
						setSearch( {
							status: 'error',
							message: errorMessage( error ),
						} );
						setOpen( false );
					}
				}
			);
		}, SEARCH_DELAY );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ query, type ] );

	const results = search.status === 'done' ? search.results : [];
	const expanded = open && results.length > 0;

	const choose = ( product: StoreProduct ) => {
		setSelected( product );
		setSelectedError( '' );
		setQuery( '' );
		setOpen( false );
		setActive( -1 );
		setAnnouncement(
			sprintf(
				/* translators: %s: product name. */
				__( '%s chosen.', 'boudoir' ),
				product.name
			)
		);
		onChange( product.id, product );
		resolveRef.current?.( product );
	};

	const clear = () => {
		setSelected( null );
		setSelectedError( '' );
		setAnnouncement(
			sprintf(
				/* translators: %s: what no product means for the block, e.g. "Current product". */
				__( '%s chosen.', 'boudoir' ),
				emptyLabel
			)
		);
		onChange( 0, null );
		inputRef.current?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
			case 'ArrowUp': {
				if ( ! results.length ) {
					return;
				}
				event.preventDefault();
				const step = event.key === 'ArrowDown' ? 1 : -1;
				if ( ! expanded ) {
					setOpen( true );
					setActive( step > 0 ? 0 : results.length - 1 );
					return;
				}
				setActive(
					( index ) =>
						( index + step + results.length ) % results.length
				);
				return;
			}
			case 'Enter':
				if ( expanded && results[ active ] ) {
					event.preventDefault();
					choose( results[ active ] );
				}
				return;
			case 'Escape':
				if ( expanded ) {
					event.preventDefault();
					event.stopPropagation();
					setOpen( false );
					setActive( -1 );
				} else if ( query ) {
					event.preventDefault();
					event.stopPropagation();
					setQuery( '' );
				}
				return;
			case 'Tab':
				setOpen( false );
		}
	};

	let status = announcement;
	if ( search.status === 'loading' ) {
		status = __( 'Searching…', 'boudoir' );
	} else if ( search.status === 'error' ) {
		status = search.message;
	} else if ( search.status === 'done' && query.trim() ) {
		status = results.length
			? sprintf(
					/* translators: %d: number of products found. */
					_n(
						'%d product found. Use the up and down arrow keys to choose.',
						'%d products found. Use the up and down arrow keys to choose.',
						results.length,
						'boudoir'
					),
					results.length
				)
			: sprintf(
					/* translators: %s: the searched text. */
					__( 'No product matches “%s”.', 'boudoir' ),
					query.trim()
				);
	}

	let current = <span>{ emptyLabel }</span>;
	if ( value > 0 && selected?.id === value ) {
		current = <ProductSummary product={ selected } />;
	} else if ( value > 0 && selectedError ) {
		current = (
			<span className="boudoir-product-picker__error">
				{ selectedError }
			</span>
		);
	} else if ( value > 0 ) {
		current = <span>{ __( 'Loading the product…', 'boudoir' ) }</span>;
	}

	return (
		<div className="boudoir-product-picker">
			<BaseControl
				__nextHasNoMarginBottom
				id={ inputId }
				label={ label }
				help={ help }
			>
				<div
					id={ currentId }
					className="boudoir-product-picker__current"
				>
					<span className="screen-reader-text">
						{ __( 'Chosen:', 'boudoir' ) }{ ' ' }
					</span>
					{ current }
				</div>
				<div className="boudoir-product-picker__field">
					<input
						ref={ inputRef }
						id={ inputId }
						className="components-text-control__input boudoir-product-picker__input"
						type="text"
						role="combobox"
						autoComplete="off"
						aria-autocomplete="list"
						aria-expanded={ expanded }
						aria-controls={ listboxId }
						aria-activedescendant={
							expanded && active >= 0
								? `${ listboxId }-${ results[ active ]?.id }`
								: undefined
						}
						aria-describedby={ [
							currentId,
							help ? `${ inputId }__help` : '',
						]
							.filter( Boolean )
							.join( ' ' ) }
						placeholder={ __( 'Search by name or SKU', 'boudoir' ) }
						value={ query }
						onChange={ ( event ) => {
							setQuery( event.target.value );
							setAnnouncement( '' );
						} }
						onKeyDown={ onKeyDown }
						onBlur={ () => setOpen( false ) }
						onFocus={ () => setOpen( results.length > 0 ) }
					/>
					<ul
						id={ listboxId }
						role="listbox"
						aria-label={ label }
						className="boudoir-product-picker__options"
						hidden={ ! expanded }
					>
						{ expanded &&
							results.map( ( product, index ) => (
								// Keyboard users choose in the combobox (aria-activedescendant).
								// eslint-disable-next-line jsx-a11y/click-events-have-key-events
								<li
									key={ product.id }
									id={ `${ listboxId }-${ product.id }` }
									role="option"
									aria-selected={ index === active }
									className={
										index === active
											? 'boudoir-product-picker__option is-active'
											: 'boudoir-product-picker__option'
									}
									// Keeps the focus in the field, so the click chooses.
									onMouseDown={ ( event ) =>
										event.preventDefault()
									}
									onClick={ () => choose( product ) }
								>
									<ProductSummary product={ product } />
								</li>
							) ) }
					</ul>
				</div>
				<div
					role="status"
					className={
						search.status === 'error'
							? 'boudoir-product-picker__status is-error'
							: 'boudoir-product-picker__status'
					}
				>
					{ status }
				</div>
			</BaseControl>
			{ value > 0 && (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ clear }
				>
					{ clearLabel }
				</Button>
			) }
		</div>
	);
}

/**
 * WordPress dependencies
 */
import {
	Fragment,
	createPortal,
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	nextChoice,
	offeredValues,
	stockLeft,
	valueStates,
	type SwatchChoices,
	type SwatchVariation,
	type ValueStates,
} from '../../src/swatches';
import { afterNextPaint } from '../../src/dom/after-paint';
import { onWooEvent } from '../../src/woo-events';
import {
	HIDDEN_SELECT_CLASS,
	REFRESH_EVENTS,
	RESET_SELECTOR,
} from './constants';
import { attributeNameOf, variationsOf, swatchDataOf } from './form-model';
import SwatchGroup, { type ChoiceKind } from './swatch-group';
import type {
	FormModel,
	SwatchAttributeData,
	SwatchLook,
	SwatchSettings,
} from './types';

/** Where one attribute's swatches and chosen-value label go. */
export interface AttributeSlots {
	/** Before the select, in its table cell. */
	group: HTMLElement;
	/** After the attribute's label. */
	label: HTMLElement;
}

export interface FormSwatchesProps {
	form: HTMLFormElement;
	/** WooCommerce's selects, one per attribute of the model, same order. */
	selects: HTMLSelectElement[];
	model: FormModel;
	settings: SwatchSettings;
	look: SwatchLook;
	slots: AttributeSlots[];
}

/**
 * The selects' current values.
 *
 * @param selects WooCommerce's selects.
 */
export function readChoices( selects: HTMLSelectElement[] ): SwatchChoices {
	return Object.fromEntries(
		selects.map( ( select ) => [ attributeNameOf( select ), select.value ] )
	);
}

/**
 * Sets a select as a shopper would and tells WooCommerce (a bubbling `change`, which its
 * jQuery handlers receive).
 *
 * @param select The select.
 * @param value  The new value (`''` clears).
 * @param title  The option's text, should WooCommerce have taken the option out.
 */
export function setSelectValue(
	select: HTMLSelectElement,
	value: string,
	title: string
): void {
	if (
		value !== '' &&
		! Array.from( select.options ).some(
			( option ) => option.value === value
		)
	) {
		select.add( new Option( title, value ) );
	}
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * Every value of every attribute enabled (AJAX mode, docs/contract.md, States).
 *
 * @param attributes The attributes.
 */
function allEnabled( attributes: SwatchAttributeData[] ): ValueStates {
	return Object.fromEntries(
		attributes.map( ( attribute ) => [
			attribute.name,
			Object.fromEntries(
				attribute.values.map( ( { value } ) => [ value, 'enabled' ] )
			),
		] )
	);
}

/**
 * The attributes with only the values some variation offers: WooCommerce's script removes the
 * others from its selects, so they get no swatch. Without variations (AJAX mode) WooCommerce keeps
 * every option, and so do the swatches.
 *
 * @param variations The page's variations or the map's; null in AJAX mode.
 * @param attributes The form's attributes.
 */
export function offeredAttributes(
	variations: SwatchVariation[] | null,
	attributes: SwatchAttributeData[]
): SwatchAttributeData[] {
	if ( ! variations ) {
		return attributes;
	}
	const offered = offeredValues(
		variations,
		attributes.map( ( { name, values } ) => ( {
			name,
			values: values.map( ( { value } ) => value ),
		} ) )
	);
	return attributes.map( ( attribute ) => {
		const kept = new Set( offered[ attribute.name ] ?? [] );
		return {
			...attribute,
			values: attribute.values.filter( ( { value } ) =>
				kept.has( value )
			),
		};
	} );
}

function statesOf(
	variations: SwatchVariation[] | null,
	attributes: SwatchAttributeData[],
	chosen: SwatchChoices
): ValueStates {
	if ( ! variations ) {
		return allEnabled( attributes );
	}
	return valueStates(
		variations,
		attributes.map( ( { name, values } ) => ( {
			name,
			values: values.map( ( { value } ) => value ),
		} ) ),
		chosen
	);
}

/**
 * One variations form's swatches: a group per attribute, rendered into the form's rows.
 * The selects stay the source of truth; the swatches re-read them after every change
 * and WooCommerce event.
 *
 * @param props Form props.
 */
export default function FormSwatches( props: FormSwatchesProps ) {
	const { form, selects, model, settings, look, slots } = props;
	const [ chosen, setChosen ] = useState( () => readChoices( selects ) );
	const [ source, setSource ] = useState( () => ( {
		variations: model.variations,
		inline: model.inline,
	} ) );
	const attributes = useMemo(
		() => offeredAttributes( source.variations, model.attributes ),
		[ source.variations, model.attributes ]
	);
	// Choices shown but not handed to their select yet (`choose()`), by attribute.
	const pending = useRef< SwatchChoices >( {} );
	// What the swatches show: the selects' values, but for a choice still pending; the
	// same state (no render) when nothing changed.
	const refresh = useCallback(
		() =>
			setChosen( ( before ) => {
				const after = {
					...readChoices( selects ),
					...pending.current,
				};
				return Object.keys( after ).every(
					( name ) => after[ name ] === before[ name ]
				)
					? before
					: after;
			} ),
		[ selects ]
	);

	// The selects: visually hidden, out of the tab order and of the accessibility tree
	// (the radio groups stand for them); their labels move focus to the swatches.
	useEffect( () => {
		const onLabelClick = ( event: Event ) => {
			const label = event.currentTarget as HTMLLabelElement;
			const index = selects.findIndex(
				( select ) => select === label.control
			);
			const target = slots[ index ]?.group.querySelector< HTMLElement >(
				'[role="radio"][tabindex="0"]'
			);
			if ( target ) {
				event.preventDefault();
				target.focus();
			}
		};
		selects.forEach( ( select ) => {
			select.classList.add( HIDDEN_SELECT_CLASS );
			select.setAttribute( 'aria-hidden', 'true' );
			select.tabIndex = -1;
			Array.from( select.labels ?? [] ).forEach( ( label ) =>
				label.addEventListener( 'click', onLabelClick )
			);
		} );
		return () => {
			selects.forEach( ( select ) => {
				select.classList.remove( HIDDEN_SELECT_CLASS );
				select.removeAttribute( 'aria-hidden' );
				select.removeAttribute( 'tabindex' );
				Array.from( select.labels ?? [] ).forEach( ( label ) =>
					label.removeEventListener( 'click', onLabelClick )
				);
			} );
		};
	}, [ selects, slots ] );

	// Re-read the selects after WooCommerce's events and the shopper's own changes.
	useEffect( () => {
		let timer = 0;
		const later = () => {
			window.clearTimeout( timer );
			timer = window.setTimeout( refresh, 0 );
		};
		const onClick = ( event: Event ) => {
			if (
				event.target instanceof Element &&
				event.target.closest( RESET_SELECTOR )
			) {
				later();
			}
		};
		form.addEventListener( 'change', refresh );
		form.addEventListener( 'click', onClick );
		// A choice handed to a select while the island rendered (the server's radios).
		refresh();
		const offWoo = onWooEvent( REFRESH_EVENTS, refresh, form );
		const offReload = onWooEvent(
			'reload_product_variations',
			() => {
				setSource( variationsOf( form, swatchDataOf( form ) ) );
				refresh();
			},
			form
		);
		return () => {
			window.clearTimeout( timer );
			form.removeEventListener( 'change', refresh );
			form.removeEventListener( 'click', onClick );
			offWoo();
			offReload();
		};
	}, [ form, refresh ] );

	const states = useMemo(
		() => statesOf( source.variations, attributes, chosen ),
		[ source.variations, attributes, chosen ]
	);
	const names = useMemo(
		() => attributes.map( ( { name } ) => name ),
		[ attributes ]
	);

	// The swatch shows the choice at once; WooCommerce hears of it after that frame (its
	// handlers, the heaviest work a choice starts, then no longer delay the tap's paint).
	const choose = ( index: number, value: string, kind: ChoiceKind ) => {
		const attribute = attributes[ index ];
		const current = chosen[ attribute.name ] ?? '';
		const next =
			kind === 'activate'
				? nextChoice( current, value, settings.clear_on_reselect )
				: value;
		const title =
			attribute.values.find( ( item ) => item.value === value )?.title ??
			value;
		pending.current[ attribute.name ] = next;
		refresh();
		afterNextPaint( () => {
			// Unless a later choice of the same attribute is on its way.
			if ( pending.current[ attribute.name ] === next ) {
				delete pending.current[ attribute.name ];
			}
			setSelectValue( selects[ index ], next, title );
			// WooCommerce drops choices the new one rules out when it holds the variations;
			// with the availability map, Boudoir does the same.
			if ( ! source.inline && source.variations ) {
				const after = readChoices( selects );
				const newStates = statesOf(
					source.variations,
					attributes,
					after
				);
				selects.forEach( ( select, other ) => {
					const name = attributes[ other ].name;
					if (
						other !== index &&
						select.value !== '' &&
						newStates[ name ]?.[ select.value ] === 'disabled'
					) {
						setSelectValue( select, '', '' );
					}
				} );
			}
			refresh();
		} );
	};

	return (
		<>
			{ attributes.map( ( attribute, index ) => {
				const slot = slots[ index ];
				if ( ! slot ) {
					return null;
				}
				const current = chosen[ attribute.name ] ?? '';
				const title = attribute.values.find(
					( item ) => item.value === current
				)?.title;
				return (
					<Fragment key={ attribute.name }>
						{ createPortal(
							<SwatchGroup
								attribute={ attribute }
								states={ states[ attribute.name ] ?? {} }
								chosen={ current }
								clickableOutOfStock={
									settings.clickable_out_of_stock
								}
								tooltipText={
									settings.out_of_stock_tooltip_text
								}
								isMobile={ settings.is_mobile }
								look={ look }
								stockLeftOf={ ( value ) =>
									settings.show_variation_stock &&
									source.variations
										? stockLeft(
												source.variations,
												names,
												chosen,
												attribute.name,
												value,
												settings.stock_label_threshold
											)
										: null
								}
								onChoose={ ( value, kind ) =>
									choose( index, value, kind )
								}
							/>,
							slot.group
						) }
						{ settings.show_variation_label &&
							title !== undefined &&
							createPortal(
								<span className="boudoir-swatches__chosen">
									{ settings.variation_label_separator }
									{ title }
								</span>,
								slot.label
							) }
					</Fragment>
				);
			} ) }
		</>
	);
}

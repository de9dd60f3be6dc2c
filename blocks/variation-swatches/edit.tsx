/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	ChoiceSetting,
	SettingsPanel,
} from '../../src/editor/controls';
import { CurrentProductSetting } from '../../src/editor/current-product-setting';
import type { ValueState } from '../../src/swatches';
import { readSettings } from './settings';
import SwatchGroup from './swatch-group';
import type { SwatchAttributeData, VariationSwatchesAttributes } from './types';

/**
 * Sample attributes for the preview (the editor has no product form to enhance).
 */
export function sampleAttributes(): SwatchAttributeData[] {
	return [
		{
			name: 'attribute_pa_color',
			label: __( 'Colour', 'boudoir' ),
			type: 'color',
			values: [
				{
					value: 'noir',
					title: __( 'Noir', 'boudoir' ),
					color: '#111111',
					image: null,
				},
				{
					value: 'blush',
					title: __( 'Blush', 'boudoir' ),
					color: '#e8b4b8',
					image: null,
				},
				{
					value: 'ivory',
					title: __( 'Ivory', 'boudoir' ),
					color: '#f4efe6',
					image: null,
				},
			],
		},
		{
			name: 'attribute_pa_band',
			label: __( 'Band', 'boudoir' ),
			type: 'label',
			values: [ '32', '34', '36', '38' ].map( ( band ) => ( {
				value: band,
				title: band,
				color: null,
				image: null,
			} ) ),
		},
	];
}

/** The preview's states: one band sold out, one that does not exist. */
const SAMPLE_STATES: Record< string, Record< string, ValueState > > = {
	attribute_pa_color: {},
	attribute_pa_band: { 36: 'no-stock', 38: 'disabled' },
};

/** The shop's swatch options, printed before the editor script as before the view's (Swatch_Placement). */
const shop = readSettings( window.boudoirSwatchSettings );

/**
 * The editor shows sample swatches with the chosen shape and size; on the product page
 * the block enhances the product's own variations form.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< VariationSwatchesAttributes > ) {
	const { shape, size } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const [ chosen, setChosen ] = useState< Record< string, string > >( {
		attribute_pa_color: 'noir',
		attribute_pa_band: '',
	} );
	const blockProps = useBlockProps( {
		className: 'boudoir-variation-swatches is-preview',
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Product', 'boudoir' ) }>
				<CurrentProductSetting
					{ ...bind( 'productId' ) }
					help={ __(
						'Search the shop’s variable products by name or SKU. Without a product, the swatches are the current product’s (the page’s, or the one of the query loop).',
						'boudoir'
					) }
					type="variable"
				/>
			</SettingsPanel>
			<SettingsPanel title={ __( 'Appearance', 'boudoir' ) }>
				<ChoiceSetting
					{ ...bind( 'shape' ) }
					label={ __( 'Shape', 'boudoir' ) }
					choices={ {
						circle: __( 'Circle', 'boudoir' ),
						square: __( 'Square', 'boudoir' ),
					} }
				/>
				<ChoiceSetting
					{ ...bind( 'size' ) }
					label={ __( 'Size', 'boudoir' ) }
					choices={ {
						small: __( 'Small', 'boudoir' ),
						medium: __( 'Medium', 'boudoir' ),
						large: __( 'Large', 'boudoir' ),
					} }
				/>
				<p className="boudoir-variation-swatches__help">
					{ __(
						'Labels, stock and out-of-stock behaviour are set for the whole shop under Settings → Boudoir.',
						'boudoir'
					) }
				</p>
			</SettingsPanel>
			<div { ...blockProps }>
				<table
					className="boudoir-variation-swatches__preview"
					role="presentation"
				>
					<tbody>
						{ sampleAttributes().map( ( attribute ) => (
							<tr key={ attribute.name }>
								<th scope="row">
									{ attribute.label }
									{ shop.show_variation_label &&
										chosen[ attribute.name ] && (
											<span className="boudoir-swatches__chosen">
												{
													shop.variation_label_separator
												}
												{
													attribute.values.find(
														( value ) =>
															value.value ===
															chosen[
																attribute.name
															]
													)?.title
												}
											</span>
										) }
								</th>
								<td>
									<SwatchGroup
										attribute={ attribute }
										states={
											SAMPLE_STATES[ attribute.name ]
										}
										chosen={ chosen[ attribute.name ] }
										clickableOutOfStock={
											shop.clickable_out_of_stock
										}
										tooltipText={
											shop.out_of_stock_tooltip_text
										}
										isMobile={ false }
										look={ { shape, size } }
										stockLeftOf={ ( value ) =>
											attribute.name ===
												'attribute_pa_band' &&
											value === '34'
												? 2
												: null
										}
										onChoose={ ( value ) =>
											setChosen( ( current ) => ( {
												...current,
												[ attribute.name ]:
													current[
														attribute.name
													] === value
														? ''
														: value,
											} ) )
										}
									/>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
		</>
	);
}

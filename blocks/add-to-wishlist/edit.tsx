/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { HeartIcon } from '@boudoir/components';
import {
	attributeBinder,
	SettingsPanel,
	ToggleSetting,
} from '../../src/editor/controls';
import { CurrentProductSetting } from '../../src/editor/current-product-setting';
import type { AddToWishlistAttributes } from './types';

/**
 * The editor shows the button as a shopper sees it before saving, with the lists'
 * drop-down (sample list) when it is turned on.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< AddToWishlistAttributes > ) {
	const { showListDropdown } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: 'boudoir-add-to-wishlist is-preview',
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Settings', 'boudoir' ) }>
				<CurrentProductSetting
					{ ...bind( 'productId' ) }
					help={ __(
						'Search the shop by name or SKU. Without a product, the button saves the current product (the page’s, or the one of the query loop).',
						'boudoir'
					) }
				/>
				<ToggleSetting
					{ ...bind( 'showListDropdown' ) }
					label={ __( 'Show the drop-down of lists', 'boudoir' ) }
					help={ __(
						'With several wishlists, shoppers pick the list beside the button.',
						'boudoir'
					) }
				/>
				<ToggleSetting
					{ ...bind( 'showTooltip' ) }
					label={ __( 'Show tooltips', 'boudoir' ) }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<div className="boudoir-add-to-wishlist__row">
					<span className="boudoir-add-to-wishlist__button">
						<HeartIcon />
						<span>{ __( 'Add to wishlist', 'boudoir' ) }</span>
					</span>
					{ showListDropdown && (
						<span className="boudoir-field boudoir-add-to-wishlist__dropdown">
							<span>{ __( 'Wishlist', 'boudoir' ) }</span>
							<span className="boudoir-add-to-wishlist__sample-select">
								{ __( 'My wishlist', 'boudoir' ) }
							</span>
						</span>
					) }
				</div>
			</div>
		</>
	);
}

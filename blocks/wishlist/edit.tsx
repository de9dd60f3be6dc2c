/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Disabled } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ProductPicker } from '@boudoir/product-picker';
import {
	attributeBinder,
	ChoiceSetting,
	NumberSetting,
	SettingsPanel,
	ToggleSetting,
} from '../../src/editor/controls';
import { DEFAULT_PER_PAGE } from './constants';
import { PREVIEW_ACTIONS } from './item-actions';
import { sampleItems, sampleList } from './sample-data';
import type { ColumnSettings, WishlistBlockAttributes } from './types';
import { useCardsLayout } from './use-cards-layout';
import { WishlistContent } from './wishlist-content';

const doNothing = () => undefined;

/** The shop's mobile width (Settings → Boudoir), printed for the editor as for the front end. */
function shopMobileWidth(): number {
	return window.boudoirWishlistSettings?.mobileMediaQuery ?? 0;
}

/**
 * The editor: the block's settings in the sidebar, and the list as a shopper sees it,
 * filled with sample items (the editor asks the shop for nothing).
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< WishlistBlockAttributes > ) {
	const bind = attributeBinder( attributes, setAttributes );
	// The front end's rule at the block's width: cards in a column at most the shop's
	// mobile width wide (the theme's content width, by default), the table in a wider one.
	const [ measure, isNarrow ] = useCardsLayout( shopMobileWidth() );
	const blockProps = useBlockProps( {
		ref: measure,
		className: `boudoir-wishlist is-view-${ attributes.view } is-preview`,
	} );
	const list = useMemo( sampleList, [] );
	const items = useMemo( sampleItems, [] );
	// The suggested product's name, once the picker has it (the preview's button label).
	const [ suggestedName, setSuggestedName ] = useState( '' );

	const columnToggles: { key: keyof ColumnSettings; label: string }[] = [
		{ key: 'showImage', label: __( 'Image', 'boudoir' ) },
		{ key: 'showPrice', label: __( 'Price', 'boudoir' ) },
		{ key: 'showStock', label: __( 'Stock', 'boudoir' ) },
		{ key: 'showQuantity', label: __( 'Quantity', 'boudoir' ) },
		{ key: 'showAddToCart', label: __( 'Add to cart', 'boudoir' ) },
	];

	return (
		<>
			<SettingsPanel title={ __( 'Display', 'boudoir' ) }>
				<ChoiceSetting
					{ ...bind( 'view' ) }
					label={ __( 'View', 'boudoir' ) }
					choices={ {
						table: __( 'Table', 'boudoir' ),
						grid: __( 'Image grid', 'boudoir' ),
					} }
				/>
				<NumberSetting
					{ ...bind( 'perPage' ) }
					label={ __( 'Items per page', 'boudoir' ) }
					min={ 1 }
					max={ 100 }
					fallback={ DEFAULT_PER_PAGE }
				/>
				<ToggleSetting
					{ ...bind( 'showEstimate' ) }
					label={ __( 'Ask for an estimate', 'boudoir' ) }
				/>
			</SettingsPanel>
			<SettingsPanel title={ __( 'Columns', 'boudoir' ) }>
				{ columnToggles.map( ( { key, label } ) => (
					<ToggleSetting
						{ ...bind( key ) }
						key={ key }
						label={ label }
					/>
				) ) }
			</SettingsPanel>
			<SettingsPanel
				title={ __( 'Frequently bought together', 'boudoir' ) }
			>
				<ProductPicker
					{ ...bind( 'suggestedProductId' ) }
					label={ __( 'Suggested product', 'boudoir' ) }
					help={ __(
						'Shoppers get a button that adds this product to the list they are viewing. Search the shop by name or SKU.',
						'boudoir'
					) }
					emptyLabel={ __( 'No suggested product', 'boudoir' ) }
					clearLabel={ __(
						'Remove the suggested product',
						'boudoir'
					) }
					onResolve={ ( product ) =>
						setSuggestedName( product?.name ?? '' )
					}
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<Disabled>
					<WishlistContent
						config={ {
							...attributes,
							shopUrl: '#',
							suggestedProductName:
								attributes.suggestedProductId > 0
									? suggestedName ||
										sprintf(
											/* translators: %d: product ID. */
											__( 'product %d', 'boudoir' ),
											attributes.suggestedProductId
										)
									: '',
						} }
						list={ list }
						items={ items.slice( 0, attributes.perPage ) }
						page={ 1 }
						totalPages={ 1 }
						onPageChange={ doNothing }
						isMobile={ isNarrow }
						actions={ PREVIEW_ACTIONS }
						destinations={ [] }
						modal
						notices={ [] }
						onRemoveNotice={ doNothing }
						noticeTimeout={ 0 }
						announcement=""
						onTransfer={ () => Promise.resolve( false ) }
						onBulkRemove={ doNothing }
						onBulkAddToCart={ () => Promise.resolve() }
						onEstimate={ () =>
							Promise.resolve( {
								code: 'preview',
								message: '',
							} )
						}
						onCopyLink={ doNothing }
						onAddSuggested={ doNothing }
					/>
				</Disabled>
			</div>
		</>
	);
}

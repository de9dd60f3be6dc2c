/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import search from '../../src/icons/search.svg';
import { DEFAULT_FOCUS_DELAY, isDropDown } from './behaviour';
import type { HeaderSearchAttributes } from './types';

/** The site's settings the block falls back to (/wp/v2/settings, for those who may read it). */
type SiteSettings = {
	boudoir_menu_search_style?: HeaderSearchAttributes[ 'menuSearchStyle' ];
};

/** Core's entity store, by name: the block does not bundle or require @wordpress/core-data. */
type CoreSelectors = {
	getEntityRecord: ( kind: string, name: string ) => SiteSettings | null;
};

/**
 * The editor shows the search as shoppers first see it: the toggle (drop-down) or the form (inline).
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< HeaderSearchAttributes > ) {
	const { menuSearchStyle, focusDelay } = attributes;
	const siteStyle = useSelect(
		( select ) =>
			( select( 'core' ) as CoreSelectors | undefined )?.getEntityRecord(
				'root',
				'site'
			)?.boudoir_menu_search_style,
		[]
	);
	// The block's own style, else the site's (Settings → Boudoir), else drop-down.
	const dropDown = isDropDown( menuSearchStyle || siteStyle || 'drop_down' );
	const styleLabels = {
		drop_down: __( 'Drop-down (a search button)', 'boudoir' ),
		inline: __( 'Inline form', 'boudoir' ),
	};
	const blockProps = useBlockProps( {
		className: `boudoir-header-search ${
			dropDown ? 'is-drop-down' : 'is-inline'
		} is-preview`,
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Search', 'boudoir' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Style', 'boudoir' ) }
						value={ menuSearchStyle ?? '' }
						options={ [
							{
								label: sprintf(
									/* translators: %s: the style chosen under Settings → Boudoir. */
									__( 'Site default (%s)', 'boudoir' ),
									styleLabels[
										siteStyle === 'inline'
											? 'inline'
											: 'drop_down'
									]
								),
								value: '',
							},
							{
								label: styleLabels.drop_down,
								value: 'drop_down',
							},
							{
								label: styleLabels.inline,
								value: 'inline',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								menuSearchStyle:
									value as HeaderSearchAttributes[ 'menuSearchStyle' ],
							} )
						}
					/>
					{ dropDown && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Focus delay (ms)', 'boudoir' ) }
							help={ __(
								'How long after opening before the field takes focus. Instant for shoppers who prefer reduced motion.',
								'boudoir'
							) }
							value={ focusDelay }
							min={ 0 }
							max={ 2000 }
							step={ 50 }
							onChange={ ( value ) =>
								setAttributes( {
									focusDelay: value ?? DEFAULT_FOCUS_DELAY,
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ dropDown ? (
					<span
						className="boudoir-header-search__toggle"
						role="img"
						aria-label={ __( 'Search', 'boudoir' ) }
					>
						<Icon drawing={ search } size={ 24 } />
					</span>
				) : (
					<div className="boudoir-header-search__form">
						<input
							className="boudoir-header-search__field"
							type="search"
							aria-label={ __( 'Search products', 'boudoir' ) }
							placeholder={
								__( 'Search products', 'boudoir' ) + '…'
							}
							disabled
						/>
						<span className="boudoir-header-search__submit">
							{ _x( 'Go', 'submit a search', 'boudoir' ) }
						</span>
					</div>
				) }
			</div>
		</>
	);
}

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ArrowIcon from './arrow-icon';
import type { ScrollToTopAttributes } from './types';

/**
 * The editor shows the button as shoppers see it once they have scrolled.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ScrollToTopAttributes > ) {
	const { threshold, position } = attributes;
	const blockProps = useBlockProps( {
		className: `boudoir-scroll-to-top is-position-${ position } is-preview`,
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Behaviour', 'boudoir' ) }>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Show after scrolling (px)', 'boudoir' ) }
						help={ __(
							'The button fades in once the page is scrolled further than this.',
							'boudoir'
						) }
						value={ threshold }
						min={ 0 }
						max={ 2000 }
						step={ 10 }
						onChange={ ( value ) =>
							setAttributes( { threshold: value ?? 100 } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Corner', 'boudoir' ) }
						value={ position }
						options={ [
							{
								label: __( 'Bottom right', 'boudoir' ),
								value: 'right',
							},
							{
								label: __( 'Bottom left', 'boudoir' ),
								value: 'left',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								position:
									value as ScrollToTopAttributes[ 'position' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span
					className="boudoir-scroll-to-top__button is-visible"
					role="img"
					aria-label={ __( 'Scroll to top', 'boudoir' ) }
				>
					<ArrowIcon />
				</span>
			</div>
		</>
	);
}

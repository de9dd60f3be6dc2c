/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import {
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	ChoiceSetting,
	NumberSetting,
	SettingsPanel,
	TextSetting,
	ToggleSetting,
} from '../../src/editor/controls';
import metadata from './block.json';
import type { CarouselAttributes } from './types';

type Level = CarouselAttributes[ 'headingLevel' ];

/** What an autoplay delay of 0 means: the theme's default, or the shop's for its products. */
const DEFAULT_DELAYS = metadata.attributes.autoplayDelay;

/** Blocks a new carousel starts with: three images to replace. */
const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ 'core/image', {} ],
	[ 'core/image', {} ],
	[ 'core/image', {} ],
];

/**
 * The editor shows the carousel's heading and its slides in a row (the blocks inside,
 * editable, or a note for the newest products); the sidebar holds its settings.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CarouselAttributes > ) {
	const {
		headingLevel,
		headingId,
		source,
		productCount,
		slidesDesktop,
		slidesTablet,
		slidesPhone,
		autoplay,
	} = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: 'boudoir-carousel is-editor-preview',
		style: {
			'--boudoir-carousel-desktop': slidesDesktop,
			'--boudoir-carousel-tablet': slidesTablet,
			'--boudoir-carousel-phone': slidesPhone,
		} as CSSProperties,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'boudoir-carousel__track is-editor-track' },
		{ orientation: 'horizontal', template: TEMPLATE }
	);
	const defaultDelay =
		source === 'products'
			? DEFAULT_DELAYS.shopDefault
			: DEFAULT_DELAYS.themeDefault;
	const slideControl = (
		label: string,
		key: 'slidesDesktop' | 'slidesTablet' | 'slidesPhone'
	) => (
		<NumberSetting
			{ ...bind( key ) }
			label={ label }
			min={ 1 }
			max={ 6 }
			fallback={ 1 }
		/>
	);

	return (
		<>
			<SettingsPanel title={ __( 'Slides', 'boudoir' ) }>
				<ChoiceSetting
					{ ...bind( 'source' ) }
					label={ __( 'Source', 'boudoir' ) }
					choices={ {
						blocks: __( 'Blocks inside', 'boudoir' ),
						products: __( 'Newest products', 'boudoir' ),
					} }
				/>
				{ source === 'products' && (
					<NumberSetting
						{ ...bind( 'productCount' ) }
						label={ __( 'Number of products', 'boudoir' ) }
						min={ 1 }
						max={ 24 }
						fallback={ 8 }
					/>
				) }
				{ slideControl(
					__( 'Slides in view on desktops', 'boudoir' ),
					'slidesDesktop'
				) }
				{ slideControl(
					__( 'Slides in view on tablets', 'boudoir' ),
					'slidesTablet'
				) }
				{ slideControl(
					__( 'Slides in view on phones', 'boudoir' ),
					'slidesPhone'
				) }
				<ToggleSetting
					{ ...bind( 'showArrows' ) }
					label={ __( 'Show Previous and Next buttons', 'boudoir' ) }
				/>
				<ToggleSetting
					{ ...bind( 'loop' ) }
					label={ __( 'Loop', 'boudoir' ) }
					help={ __(
						'After the last slide comes the first again.',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<SettingsPanel title={ __( 'Motion', 'boudoir' ) }>
				<ToggleSetting
					{ ...bind( 'autoplay' ) }
					label={ __( 'Advance on its own', 'boudoir' ) }
					help={ __(
						'Pauses while the pointer is over it or the tab is hidden, stops when the shopper moves it, never runs for shoppers who ask for reduced motion, and has a Pause button.',
						'boudoir'
					) }
				/>
				{ autoplay && (
					<NumberSetting
						{ ...bind( 'autoplayDelay' ) }
						label={ __( 'Delay (ms)', 'boudoir' ) }
						help={ sprintf(
							/* translators: %d: the default delay in milliseconds. */
							__( '0 uses the default, %d ms.', 'boudoir' ),
							defaultDelay
						) }
						min={ 0 }
						max={ 20000 }
						step={ 500 }
						fallback={ 0 }
					/>
				) }
				<NumberSetting
					{ ...bind( 'speed' ) }
					label={ __( 'Slide change (ms)', 'boudoir' ) }
					min={ 0 }
					max={ 2000 }
					step={ 50 }
					fallback={ 250 }
				/>
			</SettingsPanel>
			<SettingsPanel title={ __( 'Heading', 'boudoir' ) }>
				<ChoiceSetting
					label={ __( 'Heading level', 'boudoir' ) }
					value={ String( headingLevel ) }
					choices={ [ 2, 3, 4, 5, 6 ].map( ( level ) => ( {
						label: sprintf(
							/* translators: %d: heading level, 2 to 6. */
							__( 'Heading %d', 'boudoir' ),
							level
						),
						value: String( level ),
					} ) ) }
					onChange={ ( value ) =>
						setAttributes( {
							headingLevel: Number( value ) as Level,
						} )
					}
				/>
				<TextSetting
					label={ __( 'Heading anchor', 'boudoir' ) }
					help={ __(
						'The heading’s HTML id, for links to this section.',
						'boudoir'
					) }
					value={ headingId }
					onChange={ ( value ) =>
						setAttributes( {
							headingId: value.replace( /[^A-Za-z0-9_-]/g, '' ),
						} )
					}
				/>
			</SettingsPanel>
			<section { ...blockProps }>
				<div className="boudoir-carousel__header">
					<RichText
						{ ...bind( 'heading' ) }
						tagName={ `h${ headingLevel }` as 'h2' }
						className="wp-block-heading boudoir-carousel__heading"
						allowedFormats={ [ 'core/bold', 'core/italic' ] }
						placeholder={ __(
							'Heading that names the carousel',
							'boudoir'
						) }
					/>
				</div>
				{ source === 'products' ? (
					<p className="boudoir-carousel__note">
						{ sprintf(
							/* translators: %d: number of products. */
							__(
								'The shop’s %d newest products show here.',
								'boudoir'
							),
							productCount
						) }
					</p>
				) : (
					<div className="boudoir-carousel__viewport is-editor-viewport">
						<div { ...innerBlocksProps } />
					</div>
				) }
			</section>
		</>
	);
}

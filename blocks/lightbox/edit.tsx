/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LightboxAttributes } from './types';

/** What the block starts with: a gallery whose images link to their files. */
const TEMPLATE: [ string, Record< string, unknown > ][] = [
	[ 'core/gallery', { linkTo: 'media' } ],
];

/** The site's setting the block falls back to (/wp/v2/settings, for those who may read it). */
type SiteSettings = {
	boudoir_lightbox?: 'yes' | 'no';
	boudoir_lightbox_close_on_content_click?: 'yes' | 'no';
};

/**
 * The editor shows the blocks inside as they are (the lightbox works on the site), and
 * the block's settings: one gallery or each link alone, and what a content click does.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< LightboxAttributes > ) {
	const { gallery, closeOnContentClick } = attributes;
	const site = useSelect(
		( select ) =>
			(
				select( 'core' ) as
					| {
							getEntityRecord: (
								kind: string,
								name: string
							) => SiteSettings | null;
					  }
					| undefined
			 )?.getEntityRecord( 'root', 'site' ) ?? null,
		[]
	);
	const labels = {
		yes: __( 'Close the lightbox', 'boudoir' ),
		no: __( 'Keep it open (zoom the image)', 'boudoir' ),
	};
	const siteChoice =
		site?.boudoir_lightbox_close_on_content_click === 'yes' ? 'yes' : 'no';
	const blockProps = useBlockProps( { className: 'boudoir-lightbox' } );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		template: TEMPLATE,
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Lightbox', 'boudoir' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open as a gallery', 'boudoir' ) }
						checked={ gallery }
						help={
							gallery
								? __(
										'The lightbox goes from one link inside this block to the next, with the arrow keys or its Previous and Next buttons, and wraps round at the end.',
										'boudoir'
									)
								: __(
										'Each link opens alone (images of a gallery block inside still open as their gallery).',
										'boudoir'
									)
						}
						onChange={ ( value ) =>
							setAttributes( { gallery: value } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Click on the content', 'boudoir' ) }
						value={ closeOnContentClick }
						options={ [
							{
								label: sprintf(
									/* translators: %s: the site's choice, e.g. "Close the lightbox". */
									__( 'Site default (%s)', 'boudoir' ),
									labels[ siteChoice ]
								),
								value: '',
							},
							{ label: labels.yes, value: 'yes' },
							{ label: labels.no, value: 'no' },
						] }
						help={ __(
							'Escape, the Close button and a click on the background always close it.',
							'boudoir'
						) }
						onChange={ ( value ) =>
							setAttributes( {
								closeOnContentClick:
									value as LightboxAttributes[ 'closeOnContentClick' ],
							} )
						}
					/>
					<p className="components-base-control__help">
						{ __(
							'Images and videos open by their file: link an image to its media file. A link to #an-id shows that part of the page (hide it with the class boudoir-lightbox-hidden); a link to another page of this site shows that page’s content.',
							'boudoir'
						) }
					</p>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}

/**
 * WordPress dependencies
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	SettingsPanel,
	SiteDefaultSetting,
	ToggleSetting,
} from '../../src/editor/controls';
import { useSiteSettings } from '../../src/editor/site-settings';
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
	const { gallery } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const site = useSiteSettings< SiteSettings >();
	const blockProps = useBlockProps( { className: 'boudoir-lightbox' } );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		template: TEMPLATE,
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Lightbox', 'boudoir' ) }>
				<ToggleSetting
					{ ...bind( 'gallery' ) }
					label={ __( 'Open as a gallery', 'boudoir' ) }
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
				/>
				<SiteDefaultSetting
					{ ...bind( 'closeOnContentClick' ) }
					label={ __( 'Click on the content', 'boudoir' ) }
					choices={ {
						yes: __( 'Close the lightbox', 'boudoir' ),
						no: __( 'Keep it open (zoom the image)', 'boudoir' ),
					} }
					site={
						site?.boudoir_lightbox_close_on_content_click === 'yes'
							? 'yes'
							: 'no'
					}
					help={ __(
						'Escape, the Close button and a click on the background always close it.',
						'boudoir'
					) }
				/>
				<p className="components-base-control__help">
					{ __(
						'Images and videos open by their file: link an image to its media file. A link to #an-id shows that part of the page (hide it with the class boudoir-lightbox-hidden); a link to another page of this site shows that page’s content.',
						'boudoir'
					) }
				</p>
			</SettingsPanel>
			<div { ...innerBlocksProps } />
		</>
	);
}

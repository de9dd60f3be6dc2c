/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Disabled, Placeholder, Spinner } from '@wordpress/components';
import { RawHTML, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	NumberSetting,
	SettingsPanel,
	TextSetting,
	ToggleSetting,
} from '../../src/editor/controls';
import metadata from './block.json';
import type { PhotoFeedAttributes } from './types';

/** A Flickr user id (NSID), as render.php checks it. */
export const USER_ID_PATTERN = /^[0-9]{1,20}@N[0-9]{2}$/;

/** The most photos a block shows (block.json). */
const MAX_PHOTOS = metadata.attributes.maxPhotos.maximum;

/**
 * Whether a user id is one Flickr could have given.
 *
 * @param userId The id the admin typed.
 */
export function isUserId( userId: string ): boolean {
	return USER_ID_PATTERN.test( userId.trim() );
}

/**
 * The block as the site renders it (the block renderer route), or null while it loads.
 *
 * @param attributes The block's attributes.
 * @param enabled    Whether to ask at all.
 */
function useRenderedBlock(
	attributes: PhotoFeedAttributes,
	enabled: boolean
): string | null {
	const [ html, setHtml ] = useState< string | null >( null );
	const { userId, maxPhotos, showProfileLink } = attributes;
	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		let current = true;
		setHtml( null );
		apiFetch< { rendered: string } >( {
			path: addQueryArgs( `/wp/v2/block-renderer/${ metadata.name }`, {
				context: 'edit',
				attributes: {
					userId: userId.trim(),
					maxPhotos,
					showProfileLink,
				},
			} ),
		} )
			.then( ( response ) => current && setHtml( response.rendered ) )
			.catch( () => current && setHtml( '' ) );
		return () => {
			current = false;
		};
	}, [ enabled, userId, maxPhotos, showProfileLink ] );
	return html;
}

/**
 * The settings (user id, count, profile link) and a preview of the block as the site
 * renders it; without a valid id, a placeholder says what to enter.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< PhotoFeedAttributes > ) {
	const { userId } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const valid = isUserId( userId );
	const html = useRenderedBlock( attributes, valid );
	const blockProps = useBlockProps( {
		className: 'boudoir-photo-feed-preview',
	} );
	let help: string = __(
		'A Flickr user id looks like 12345678@N00: find it in the address of your photos page, or with a Flickr id finder.',
		'boudoir'
	);
	if ( userId.trim() && ! valid ) {
		help = __(
			'This is not a Flickr user id. It is a number followed by @N and two digits, such as 12345678@N00.',
			'boudoir'
		);
	}
	let preview = (
		<Placeholder
			icon="format-gallery"
			label={ __( 'Photo Feed', 'boudoir' ) }
			instructions={ __(
				'Enter a Flickr user id in the block’s settings to show that user’s latest photos.',
				'boudoir'
			) }
		/>
	);
	if ( valid && html === null ) {
		preview = <Spinner />;
	} else if ( valid && html !== null ) {
		// Without photos from the server (Flickr unreachable from it), visitors' browsers ask
		// Flickr themselves: the editor does not, and says so.
		preview = html.includes( '<img' ) ? (
			<Disabled>
				<RawHTML>{ html }</RawHTML>
			</Disabled>
		) : (
			<p>
				{ sprintf(
					/* translators: %s: a Flickr user id. */
					__(
						'The photos of %s will show here on the site.',
						'boudoir'
					),
					userId.trim()
				) }
			</p>
		);
	}
	return (
		<>
			<SettingsPanel title={ __( 'Feed', 'boudoir' ) }>
				<TextSetting
					{ ...bind( 'userId' ) }
					label={ __( 'Flickr user id', 'boudoir' ) }
					help={ help }
					placeholder="12345678@N00"
					isInvalid={ userId.trim() !== '' && ! valid }
				/>
				<NumberSetting
					{ ...bind( 'maxPhotos' ) }
					label={ __( 'Photos to show', 'boudoir' ) }
					min={ 1 }
					max={ MAX_PHOTOS }
					fallback={ 6 }
				/>
				<ToggleSetting
					{ ...bind( 'showProfileLink' ) }
					label={ __(
						'Link to the user’s photos on Flickr',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<div { ...blockProps }>{ preview }</div>
		</>
	);
}

/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Disabled } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	SettingsPanel,
	ToggleSetting,
} from '../../src/editor/controls';
import { sampleLists } from './constants';
import WishlistsManager from './manager';
import type { WishlistsActions, WishlistsAttributes } from './types';

/** The preview does nothing: shop admins see the table, shoppers use it. */
const PREVIEW_ACTIONS: WishlistsActions = {
	saveTitle: () => Promise.resolve( false ),
	savePrivacy: () => Promise.resolve( false ),
	deleteList: () => Promise.resolve( false ),
	createList: () => Promise.resolve( false ),
};

/**
 * The editor shows the table as a shopper with three lists sees it.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< WishlistsAttributes > ) {
	const { showItemCount, showCreateForm } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: 'boudoir-wishlists is-preview',
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Table', 'boudoir' ) }>
				<ToggleSetting
					{ ...bind( 'showItemCount' ) }
					label={ __( 'Show the number of items', 'boudoir' ) }
				/>
				<ToggleSetting
					{ ...bind( 'showCreateForm' ) }
					label={ __( 'Show the create form', 'boudoir' ) }
					help={ __(
						'Shows only when shoppers may keep several wishlists (Settings → Boudoir).',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<Disabled>
					<WishlistsManager
						lists={ sampleLists() }
						hasLoaded
						multiWishlist
						showItemCount={ showItemCount }
						showCreateForm={ showCreateForm }
						actions={ PREVIEW_ACTIONS }
					/>
				</Disabled>
			</div>
		</>
	);
}

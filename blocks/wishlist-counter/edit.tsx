/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	SettingsPanel,
	ToggleSetting,
} from '../../src/editor/controls';
import { CounterLink } from './counter-link';
import type { WishlistCounterAttributes } from './types';

/** The count the preview shows (sample data). */
const SAMPLE_COUNT = 3;

/**
 * The editor shows the counter with a sample count.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< WishlistCounterAttributes > ) {
	const { showIcon, showLabel } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: 'boudoir-wishlist-counter is-preview',
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Display', 'boudoir' ) }>
				<ToggleSetting
					{ ...bind( 'showIcon' ) }
					label={ __( 'Show the icon', 'boudoir' ) }
				/>
				<ToggleSetting
					{ ...bind( 'showLabel' ) }
					label={ __( 'Show the label', 'boudoir' ) }
					help={ __(
						'Screen readers hear “Wishlist” and the count either way.',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<CounterLink
					url="#"
					count={ SAMPLE_COUNT }
					showIcon={ showIcon }
					showLabel={ showLabel || ! showIcon }
					isPreview
				/>
			</div>
		</>
	);
}

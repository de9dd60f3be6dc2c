/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { getBlockType, type BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	ChoiceSetting,
	SettingsPanel,
	ToggleSetting,
} from '../../src/editor/controls';
import type { TopBarAttributes } from './types';

/**
 * A paragraph's centring, as the running WordPress stores it: its `align` attribute until
 * 6.9, the typography support's `textAlign` from 7.0 (which dropped `align`).
 */
export function centredParagraph(): Record< string, unknown > {
	return getBlockType( 'core/paragraph' )?.attributes?.align
		? { align: 'center' }
		: { style: { typography: { textAlign: 'center' } } };
}

/** A new bar starts with one centred line of text. */
function template(): Array< [ string, Record< string, unknown > ] > {
	return [
		[
			'core/paragraph',
			{
				...centredParagraph(),
				placeholder: __(
					'Free shipping, opening hours, a link…',
					'boudoir'
				),
			},
		],
	];
}

/**
 * The bar as shoppers see it, with its text and links edited in place; it never sticks
 * in the editor, where it would cover the blocks below it.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TopBarAttributes > ) {
	const { tagName } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'boudoir-top-bar' } );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		template: template(),
	} );
	const TagName = tagName === 'aside' ? 'aside' : 'div';
	return (
		<>
			<SettingsPanel title={ __( 'Behaviour', 'boudoir' ) }>
				<ToggleSetting
					{ ...bind( 'sticky' ) }
					label={ __( 'Stick to the top of the screen', 'boudoir' ) }
					help={ __(
						'The bar stays in view while the page scrolls; in-page links and focused items scroll clear of it.',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<InspectorControls group="advanced">
				<ChoiceSetting
					{ ...bind( 'tagName' ) }
					label={ __( 'HTML element', 'boudoir' ) }
					help={ __(
						'Inside the site header keep <div>: the header is already the banner. Elsewhere, <aside> makes a labelled "Announcements" region.',
						'boudoir'
					) }
					choices={ {
						div: __( 'Default (<div>)', 'boudoir' ),
						aside: '<aside>',
					} }
				/>
			</InspectorControls>
			<TagName { ...innerBlocksProps } />
		</>
	);
}

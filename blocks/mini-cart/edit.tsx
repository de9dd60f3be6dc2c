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
	TextSetting,
	ToggleSetting,
} from '../../src/editor/controls';
import { CartIcon } from './cart-icon';
import type { MiniCartAttributes } from './types';

/**
 * The editor's view: the button as the shop shows it (a sample count), and its settings.
 *
 * @param props               Block edit props.
 * @param props.attributes    The attributes.
 * @param props.setAttributes Updates them.
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< MiniCartAttributes > ) {
	const { showCount, label, iconOnly } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'boudoir-mini-cart' } );
	return (
		<>
			<SettingsPanel title={ __( 'Settings', 'boudoir' ) }>
				<TextSetting
					{ ...bind( 'label' ) }
					label={ __( 'Label', 'boudoir' ) }
					help={ __( 'Empty: “Cart”.', 'boudoir' ) }
				/>
				<ToggleSetting
					{ ...bind( 'iconOnly' ) }
					label={ __( 'Icon only', 'boudoir' ) }
					help={ __(
						'The label stays for screen readers.',
						'boudoir'
					) }
				/>
				<ToggleSetting
					{ ...bind( 'showCount' ) }
					label={ __( 'Show the number of items', 'boudoir' ) }
					help={ __(
						'Shown once the page has loaded, so pages stay cacheable.',
						'boudoir'
					) }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<span className="boudoir-mini-cart__button">
					<CartIcon />
					<span
						className={ `boudoir-mini-cart__label${
							iconOnly ? ' screen-reader-text' : ''
						}` }
					>
						{ label || __( 'Cart', 'boudoir' ) }
					</span>
					{ showCount && (
						<span className="boudoir-mini-cart__count">2</span>
					) }
				</span>
			</div>
		</>
	);
}

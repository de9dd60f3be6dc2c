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
	ChoiceSetting,
	NumberSetting,
	SettingsPanel,
} from '../../src/editor/controls';
import { ButtonPreview } from '../../src/editor/button-preview';
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
	const { position } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: `boudoir-scroll-to-top is-position-${ position } is-preview`,
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Behaviour', 'boudoir' ) }>
				<NumberSetting
					{ ...bind( 'threshold' ) }
					label={ __( 'Show after scrolling (px)', 'boudoir' ) }
					help={ __(
						'The button fades in once the page is scrolled further than this.',
						'boudoir'
					) }
					min={ 0 }
					max={ 2000 }
					step={ 10 }
					fallback={ 100 }
				/>
				<ChoiceSetting
					{ ...bind( 'position' ) }
					label={ __( 'Corner', 'boudoir' ) }
					choices={ {
						right: __( 'Bottom right', 'boudoir' ),
						left: __( 'Bottom left', 'boudoir' ),
					} }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<ButtonPreview
					className="boudoir-scroll-to-top__button is-visible"
					label={ __( 'Scroll to top', 'boudoir' ) }
				>
					<ArrowIcon />
				</ButtonPreview>
			</div>
		</>
	);
}

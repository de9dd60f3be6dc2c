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
					label={ __( 'Show after scrolling (px)', 'boudoir' ) }
					help={ __(
						'The button fades in once the page is scrolled further than this.',
						'boudoir'
					) }
					{ ...bind( 'threshold' ) }
					min={ 0 }
					max={ 2000 }
					step={ 10 }
					fallback={ 100 }
				/>
				<ChoiceSetting
					label={ __( 'Corner', 'boudoir' ) }
					{ ...bind( 'position' ) }
					choices={ [
						{
							label: __( 'Bottom right', 'boudoir' ),
							value: 'right',
						},
						{
							label: __( 'Bottom left', 'boudoir' ),
							value: 'left',
						},
					] }
				/>
			</SettingsPanel>
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

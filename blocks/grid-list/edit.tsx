/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import {
	attributeBinder,
	ChoiceSetting,
	SettingsPanel,
} from '../../src/editor/controls';
import { ButtonPreview } from '../../src/editor/button-preview';
import { VIEW_ICONS } from './icons';
import type { GridListAttributes, View } from './types';

/**
 * The editor shows the two buttons as shoppers see them, the default view pressed.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< GridListAttributes > ) {
	const { defaultView } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'boudoir-grid-list' } );
	const names: Record< View, string > = {
		grid: __( 'Grid view', 'boudoir' ),
		list: __( 'List view', 'boudoir' ),
	};
	return (
		<>
			<SettingsPanel title={ __( 'Behaviour', 'boudoir' ) }>
				<ChoiceSetting< View >
					{ ...bind( 'defaultView' ) }
					label={ __( 'Default view', 'boudoir' ) }
					help={ __(
						'What shoppers see until they choose a view; their choice is kept in a cookie.',
						'boudoir'
					) }
					choices={ {
						grid: names.grid,
						list: names.list,
					} }
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				{ ( [ 'grid', 'list' ] as View[] ).map( ( view ) => (
					<ButtonPreview
						key={ view }
						className={ `boudoir-grid-list__button${
							view === defaultView ? ' is-pressed' : ''
						}` }
						label={ names[ view ] }
					>
						<Icon drawing={ VIEW_ICONS[ view ] } size={ 24 } />
					</ButtonPreview>
				) ) }
			</div>
		</>
	);
}

/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import search from '../../src/icons/search.svg';
import {
	attributeBinder,
	NumberSetting,
	SettingsPanel,
	SiteDefaultSetting,
} from '../../src/editor/controls';
import { ButtonPreview } from '../../src/editor/button-preview';
import { useSiteSettings } from '../../src/editor/site-settings';
import { DEFAULT_FOCUS_DELAY, isDropDown } from './behaviour';
import type { HeaderSearchAttributes } from './types';

/** The site's setting the block falls back to. */
type SiteSettings = {
	boudoir_menu_search_style?: HeaderSearchAttributes[ 'menuSearchStyle' ];
};

/**
 * The editor shows the search as shoppers first see it: the toggle (drop-down) or the form (inline).
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< HeaderSearchAttributes > ) {
	const { menuSearchStyle } = attributes;
	const bind = attributeBinder( attributes, setAttributes );
	const siteStyle =
		useSiteSettings< SiteSettings >()?.boudoir_menu_search_style;
	// The block's own style, else the site's (Settings → Boudoir), else drop-down.
	const dropDown = isDropDown( menuSearchStyle || siteStyle || 'drop_down' );
	const styles = {
		drop_down: __( 'Drop-down (a search button)', 'boudoir' ),
		inline: __( 'Inline form', 'boudoir' ),
	};
	const blockProps = useBlockProps( {
		className: `boudoir-header-search ${
			dropDown ? 'is-drop-down' : 'is-inline'
		} is-preview`,
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Search', 'boudoir' ) }>
				<SiteDefaultSetting
					{ ...bind( 'menuSearchStyle' ) }
					label={ __( 'Style', 'boudoir' ) }
					choices={ styles }
					site={ siteStyle === 'inline' ? 'inline' : 'drop_down' }
				/>
				{ dropDown && (
					<NumberSetting
						{ ...bind( 'focusDelay' ) }
						label={ __( 'Focus delay (ms)', 'boudoir' ) }
						help={ __(
							'How long after opening before the field takes focus. Instant for shoppers who prefer reduced motion.',
							'boudoir'
						) }
						min={ 0 }
						max={ 2000 }
						step={ 50 }
						fallback={ DEFAULT_FOCUS_DELAY }
					/>
				) }
			</SettingsPanel>
			<div { ...blockProps }>
				{ dropDown ? (
					<ButtonPreview
						className="boudoir-header-search__toggle"
						label={ __( 'Search', 'boudoir' ) }
					>
						<Icon drawing={ search } size={ 24 } />
					</ButtonPreview>
				) : (
					<div className="boudoir-header-search__form">
						<input
							className="boudoir-header-search__field"
							type="search"
							aria-label={ __( 'Search products', 'boudoir' ) }
							placeholder={
								__( 'Search products', 'boudoir' ) + '…'
							}
							disabled
						/>
						<span className="boudoir-header-search__submit">
							{ _x( 'Go', 'submit a search', 'boudoir' ) }
						</span>
					</div>
				) }
			</div>
		</>
	);
}

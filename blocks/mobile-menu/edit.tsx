/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import menuIcon from '../../src/icons/menu.svg';
import {
	ChoiceSetting,
	SettingsPanel,
	SiteDefaultSetting,
} from '../../src/editor/controls';
import { ButtonPreview } from '../../src/editor/button-preview';
import { useSiteSettings } from '../../src/editor/site-settings';
import {
	DEFAULTS,
	resolveOption,
	type DropdownTarget,
	type Side,
} from './behaviour';
import type { MobileMenuAttributes } from './types';

/** A navigation menu as the REST API (core-data) gives it. */
type NavigationMenu = {
	id: number;
	title: { rendered?: string; raw?: string } | string;
	status?: string;
};

/** The site's settings the block falls back to (/wp/v2/settings, for those who may read it). */
type SiteSettings = {
	boudoir_mobile_menu_side?: Side;
	boudoir_mobile_menu_displace?: 'yes' | 'no';
	boudoir_mobile_menu_dropdown_target?: DropdownTarget;
};

/** Core's entity store, by name: the block does not bundle or require @wordpress/core-data. */
type CoreSelectors = {
	getEntityRecords: (
		kind: string,
		name: string,
		query?: Record< string, unknown >
	) => NavigationMenu[] | null;
	hasFinishedResolution: ( selector: string, args: unknown[] ) => boolean;
};

const MENUS_QUERY = {
	per_page: -1,
	status: [ 'publish', 'draft' ],
	order: 'desc',
	orderby: 'date',
};

function menuTitle( menu: NavigationMenu ): string {
	const title =
		typeof menu.title === 'string'
			? menu.title
			: ( menu.title.raw ?? menu.title.rendered ?? '' );
	return (
		title ||
		/* translators: %d: a navigation menu's id. */
		sprintf( __( 'Untitled menu %d', 'boudoir' ), menu.id )
	);
}

/**
 * The block's own choice of moving the page aside, as the setting's value; '' when it
 * is left to the site.
 *
 * @param value The attribute.
 */
function displace( value: boolean | undefined | null ): 'true' | 'false' | '' {
	if ( value === undefined || value === null ) {
		return '';
	}
	return value ? 'true' : 'false';
}

/**
 * The editor shows the menu button as shoppers on phones first see it, and the
 * block's settings: the menu, its side, whether it moves the page, what opens submenus.
 *
 * @param props               Block edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< MobileMenuAttributes > ) {
	const { sidrSource, sidrSide, sidrDisplace, sidrDropdownTarget } =
		attributes;
	const site = useSiteSettings< SiteSettings >();
	const { menus, isLoading } = useSelect( ( select ) => {
		const core = select( 'core' ) as CoreSelectors | undefined;
		return {
			menus:
				core?.getEntityRecords(
					'postType',
					'wp_navigation',
					MENUS_QUERY
				) ?? [],
			isLoading: core
				? ! core.hasFinishedResolution( 'getEntityRecords', [
						'postType',
						'wp_navigation',
						MENUS_QUERY,
					] )
				: false,
		};
	}, [] );

	const siteSide = resolveOption(
		site?.boudoir_mobile_menu_side,
		undefined,
		DEFAULTS.side
	);
	const siteDisplace = resolveOption(
		site?.boudoir_mobile_menu_displace
			? site.boudoir_mobile_menu_displace === 'yes'
			: undefined,
		undefined,
		DEFAULTS.displace
	);
	const siteDropdownTarget = resolveOption(
		site?.boudoir_mobile_menu_dropdown_target,
		undefined,
		DEFAULTS.dropdownTarget
	);
	const blockProps = useBlockProps( {
		className: 'boudoir-mobile-menu is-preview',
	} );
	return (
		<>
			<SettingsPanel title={ __( 'Mobile menu', 'boudoir' ) }>
				<ChoiceSetting
					label={ __( 'Menu', 'boudoir' ) }
					value={ String( sidrSource ?? 0 ) }
					disabled={ isLoading }
					choices={ [
						{
							label: __( 'The newest menu', 'boudoir' ),
							value: '0',
						},
						...menus.map( ( menu ) => ( {
							label: menuTitle( menu ),
							value: String( menu.id ),
						} ) ),
					] }
					help={ __(
						'The navigation menu the panel lists. Only published menus show on the site.',
						'boudoir'
					) }
					onChange={ ( value ) =>
						setAttributes( {
							sidrSource: Number( value ) || undefined,
						} )
					}
				/>
				<SiteDefaultSetting< Side >
					label={ __( 'Side', 'boudoir' ) }
					choices={ {
						left: __( 'Left', 'boudoir' ),
						right: __( 'Right', 'boudoir' ),
					} }
					site={ siteSide }
					value={ sidrSide ?? '' }
					help={ __( 'Mirrored on right-to-left pages.', 'boudoir' ) }
					onChange={ ( value ) =>
						setAttributes( { sidrSide: value || undefined } )
					}
				/>
				<SiteDefaultSetting
					label={ __( 'While open', 'boudoir' ) }
					choices={ {
						true: __( 'Move the page aside', 'boudoir' ),
						false: __( 'Cover the page', 'boudoir' ),
					} }
					site={ siteDisplace ? 'true' : 'false' }
					value={ displace( sidrDisplace ) }
					onChange={ ( value ) =>
						setAttributes( {
							sidrDisplace:
								value === '' ? undefined : value === 'true',
						} )
					}
				/>
				<SiteDefaultSetting< DropdownTarget >
					label={ __( 'Submenus open from', 'boudoir' ) }
					choices={ {
						toggle: __(
							'A toggle button beside the item',
							'boudoir'
						),
						link: __( 'The item itself', 'boudoir' ),
					} }
					site={ siteDropdownTarget }
					value={ sidrDropdownTarget ?? '' }
					onChange={ ( value ) =>
						setAttributes( {
							sidrDropdownTarget: value || undefined,
						} )
					}
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<ButtonPreview
					className="boudoir-mobile-menu__open"
					label={ __( 'Open menu', 'boudoir' ) }
				>
					<Icon drawing={ menuIcon } size={ 24 } />
				</ButtonPreview>
			</div>
		</>
	);
}

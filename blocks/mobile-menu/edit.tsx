/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import menuIcon from '../../src/icons/menu.svg';
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
	getEntityRecord: ( kind: string, name: string ) => SiteSettings | null;
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
	const { menus, isLoading, site } = useSelect( ( select ) => {
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
			site: core?.getEntityRecord( 'root', 'site' ) ?? null,
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
	const sideLabels: Record< Side, string > = {
		left: __( 'Left', 'boudoir' ),
		right: __( 'Right', 'boudoir' ),
	};
	const displaceLabels = {
		yes: __( 'Move the page aside', 'boudoir' ),
		no: __( 'Cover the page', 'boudoir' ),
	};
	const targetLabels: Record< DropdownTarget, string > = {
		toggle: __( 'A toggle button beside the item', 'boudoir' ),
		link: __( 'The item itself', 'boudoir' ),
	};
	/* translators: %s: the site's setting, e.g. "Left". */
	const siteDefault = __( 'Site default (%s)', 'boudoir' );

	const blockProps = useBlockProps( {
		className: 'boudoir-mobile-menu is-preview',
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Mobile menu', 'boudoir' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Menu', 'boudoir' ) }
						value={ String( sidrSource ?? 0 ) }
						disabled={ isLoading }
						options={ [
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
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Side', 'boudoir' ) }
						value={ sidrSide ?? '' }
						options={ [
							{
								label: sprintf(
									siteDefault,
									sideLabels[ siteSide ]
								),
								value: '',
							},
							{ label: sideLabels.left, value: 'left' },
							{ label: sideLabels.right, value: 'right' },
						] }
						help={ __(
							'Mirrored on right-to-left pages.',
							'boudoir'
						) }
						onChange={ ( value ) =>
							setAttributes( {
								sidrSide: ( value || undefined ) as
									Side | undefined,
							} )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'While open', 'boudoir' ) }
						value={
							sidrDisplace === undefined || sidrDisplace === null
								? ''
								: ( String( sidrDisplace ) as 'true' | 'false' )
						}
						options={ [
							{
								label: sprintf(
									siteDefault,
									displaceLabels[
										siteDisplace ? 'yes' : 'no'
									]
								),
								value: '',
							},
							{ label: displaceLabels.yes, value: 'true' },
							{ label: displaceLabels.no, value: 'false' },
						] }
						onChange={ ( value ) =>
							setAttributes( {
								sidrDisplace:
									value === '' ? undefined : value === 'true',
							} )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Submenus open from', 'boudoir' ) }
						value={ sidrDropdownTarget ?? '' }
						options={ [
							{
								label: sprintf(
									siteDefault,
									targetLabels[ siteDropdownTarget ]
								),
								value: '',
							},
							{ label: targetLabels.toggle, value: 'toggle' },
							{ label: targetLabels.link, value: 'link' },
						] }
						onChange={ ( value ) =>
							setAttributes( {
								sidrDropdownTarget: ( value || undefined ) as
									DropdownTarget | undefined,
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span
					className="boudoir-mobile-menu__open"
					role="img"
					aria-label={ __( 'Open menu', 'boudoir' ) }
				>
					<Icon drawing={ menuIcon } size={ 24 } />
				</span>
			</div>
		</>
	);
}

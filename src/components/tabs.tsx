/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useRef } from '@wordpress/element';

export interface Tab {
	id: string;
	title: string;
	panel: ReactNode;
}

export interface TabsProps {
	/** Names the tab list. */
	label: string;
	tabs: Tab[];
	/** Id of the selected tab. */
	selected: string;
	onSelect: ( id: string ) => void;
	className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop (the selected tab), arrow
 * keys move and select, Home/End go to the first/last tab. Every panel is rendered
 * (the others `hidden`) so the tabs' `aria-controls` always point at something.
 *
 * @param props           Tabs props.
 * @param props.label     Accessible name of the tab list.
 * @param props.tabs      The tabs and their panels.
 * @param props.selected  Selected tab id.
 * @param props.onSelect  Selects a tab.
 * @param props.className Extra class.
 */
export function Tabs( {
	label,
	tabs,
	selected,
	onSelect,
	className,
}: TabsProps ) {
	const baseId = useId();
	const listRef = useRef< HTMLDivElement >( null );
	const current = tabs.some( ( tab ) => tab.id === selected )
		? selected
		: tabs[ 0 ]?.id;
	const tabId = ( id: string ) => `${ baseId }-tab-${ id }`;
	const panelId = ( id: string ) => `${ baseId }-panel-${ id }`;

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = tabs.findIndex( ( tab ) => tab.id === current );
		let next: number;
		switch ( event.key ) {
			case 'ArrowRight':
			case 'ArrowDown':
				next = ( index + 1 ) % tabs.length;
				break;
			case 'ArrowLeft':
			case 'ArrowUp':
				next = ( index - 1 + tabs.length ) % tabs.length;
				break;
			case 'Home':
				next = 0;
				break;
			case 'End':
				next = tabs.length - 1;
				break;
			default:
				return;
		}
		event.preventDefault();
		const target = tabs[ next ];
		onSelect( target.id );
		listRef.current
			?.querySelector< HTMLElement >(
				`[id="${ CSS.escape( tabId( target.id ) ) }"]`
			)
			?.focus();
	};

	return (
		<div
			className={ [ 'boudoir-tabs', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<div
				ref={ listRef }
				className="boudoir-tabs__list"
				role="tablist"
				aria-label={ label }
			>
				{ tabs.map( ( tab ) => {
					const isSelected = tab.id === current;
					return (
						<button
							key={ tab.id }
							id={ tabId( tab.id ) }
							type="button"
							role="tab"
							className={ `boudoir-tabs__tab${
								isSelected ? ' is-selected' : ''
							}` }
							aria-selected={ isSelected }
							aria-controls={ panelId( tab.id ) }
							tabIndex={ isSelected ? 0 : -1 }
							onClick={ () => onSelect( tab.id ) }
							onKeyDown={ onKeyDown }
						>
							{ tab.title }
						</button>
					);
				} ) }
			</div>
			{ tabs.map( ( tab ) => (
				<div
					key={ tab.id }
					id={ panelId( tab.id ) }
					className="boudoir-tabs__panel"
					role="tabpanel"
					aria-labelledby={ tabId( tab.id ) }
					hidden={ tab.id !== current }
				>
					{ tab.panel }
				</div>
			) ) }
		</div>
	);
}

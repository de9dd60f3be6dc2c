/**
 * Settings → Boudoir (php/class-settings-page.php prints the frame and `window.boudoirSettingsPage`).
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsPage } from './settings-page';
import type { SettingsPageData } from './types';
import './settings.scss';

declare global {
	interface Window {
		boudoirSettingsPage?: SettingsPageData;
	}
}

domReady( () => {
	const root = document.getElementById( 'boudoir-settings' );
	const data = window.boudoirSettingsPage;
	if ( root && data && Array.isArray( data.tabs ) ) {
		createRoot( root ).render( <SettingsPage tabs={ data.tabs } /> );
	}
} );

/**
 * The swatch fields of attribute terms in wp-admin (Products → Attributes → terms):
 * a colour picker and the media modal over the server's plain fields.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mediaImageChooser, wpMedia } from './media';
import { mountSwatchFields } from './mount';
import './admin.scss';

domReady( () => {
	mountSwatchFields(
		document,
		mediaImageChooser( wpMedia(), {
			title: __( 'Choose a swatch image', 'boudoir' ),
			button: __( 'Use this image', 'boudoir' ),
		} )
	);
} );

/**
 * The lightbox's late script (build/scripts/lightbox.js, with PhotoSwipe's stylesheet
 * and Boudoir's in build/scripts/lightbox.css): PhotoSwipe's lightbox module and
 * Boudoir's slides; PhotoSwipe's core is its own chunk, loaded on the first opening.
 * The view (view.ts) loads this after the page's load event, on intent or on a click.
 */

/**
 * External dependencies
 */
import 'photoswipe/style.css';

/**
 * Internal dependencies
 */
import './lightbox.scss';
import { defineLate } from '../late';
import {
	LATE_NAME,
	readConfig,
	type LightboxApi,
	type LightboxConfig,
} from './config';
import { open } from './lightbox';

defineLate< LightboxApi >( LATE_NAME, {
	open: ( link, point ) => {
		const config = readConfig() as LightboxConfig;
		return open( config, link, point );
	},
} );

/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import type { LightboxAttributes } from './types';
import './style.scss';
import './editor.scss';

// A dynamic block whose inner blocks are saved in the post; render.php wraps them and
// marks their links (Boudoir\Theme\Lightbox::mark_links()).
registerBlockType< LightboxAttributes >(
	metadata as unknown as BlockConfiguration< LightboxAttributes >,
	{
		edit: Edit,
		save: () => createElement( InnerBlocks.Content ),
	}
);

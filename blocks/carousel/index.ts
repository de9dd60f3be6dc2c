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
import type { CarouselAttributes } from './types';
import './style.scss';
import './editor.scss';

// A dynamic block whose inner blocks (the slides, when the source is "Blocks inside")
// are saved in the post: render.php wraps each in its slide.
registerBlockType< CarouselAttributes >(
	metadata as unknown as BlockConfiguration< CarouselAttributes >,
	{
		edit: Edit,
		save: () => createElement( InnerBlocks.Content ),
	}
);

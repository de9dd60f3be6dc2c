/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { TopBarAttributes } from './types';
import './style.scss';

// JSON imports widen enums to string[]; block.json is validated by its schema, not by TypeScript.
registerBlockType< TopBarAttributes >(
	metadata as unknown as BlockConfiguration< TopBarAttributes >,
	{ edit: Edit, save }
);

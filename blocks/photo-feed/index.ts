/**
 * Internal dependencies
 */
import { registerBlock } from '../../src/blocks/register';
import metadata from './block.json';
import Edit from './edit';
import type { PhotoFeedAttributes } from './types';
import './style.scss';
import './editor.scss';

registerBlock< PhotoFeedAttributes >( metadata, Edit );

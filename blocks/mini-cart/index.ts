/**
 * Internal dependencies
 */
import { registerBlock } from '../../src/blocks/register';
import metadata from './block.json';
import Edit from './edit';
import type { MiniCartAttributes } from './types';
import './style.scss';

registerBlock< MiniCartAttributes >( metadata, Edit );

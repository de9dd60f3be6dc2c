/**
 * Internal dependencies
 */
import { registerBlock } from '../../src/blocks/register';
import metadata from './block.json';
import Edit from './edit';
import type { HeaderSearchAttributes } from './types';
import './style.scss';

registerBlock< HeaderSearchAttributes >( metadata, Edit );

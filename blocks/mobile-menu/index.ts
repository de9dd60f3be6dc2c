/**
 * Internal dependencies
 */
import { registerBlock } from '../../src/blocks/register';
import metadata from './block.json';
import Edit from './edit';
import type { MobileMenuAttributes } from './types';
import './style.scss';

registerBlock< MobileMenuAttributes >( metadata, Edit );

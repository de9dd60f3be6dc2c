/**
 * WordPress dependencies
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import type { ComponentType } from 'react';

/**
 * Registers a block's editor side from its block.json, the single source of its name,
 * title and attributes (PHP registers the same file on the server).
 *
 * @param metadata      The imported block.json.
 * @param metadata.name
 * @param edit          The editor component.
 */
export function registerBlock< Attributes extends Record< string, unknown > >(
	metadata: { name: string },
	edit: ComponentType< BlockEditProps< Attributes > >
): void {
	// JSON imports widen enums to string[]; block.json is validated by its schema, not by TypeScript.
	const configuration =
		metadata as unknown as BlockConfiguration< Attributes >;
	registerBlockType< Attributes >( configuration, { edit } );
}

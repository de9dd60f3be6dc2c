/**
 * For editor tests: a block as the editor shows it when selected.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { BlockEdit, InspectorControls } from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';

/**
 * Renders a registered block's edit component through BlockEdit (which tells
 * InspectorControls to show) beside the sidebar's slot, labelled "Block settings".
 *
 * @param name          The block's name.
 * @param attributes    Its attributes.
 * @param setAttributes Receives attribute changes.
 * @return setAttributes, for assertions.
 */
export function renderSelectedBlock< Attributes extends object >(
	name: string,
	attributes: Attributes,
	setAttributes: jest.Mock = jest.fn()
): jest.Mock {
	render(
		<SlotFillProvider>
			<div data-testid="canvas">
				<BlockEdit
					name={ name }
					clientId={ `${ name.replace( '/', '-' ) }-1` }
					attributes={ attributes }
					setAttributes={ setAttributes }
					isSelected
					mayDisplayControls
				/>
			</div>
			<aside aria-label="Block settings">
				<InspectorControls.Slot />
			</aside>
		</SlotFillProvider>
	);
	return setAttributes;
}

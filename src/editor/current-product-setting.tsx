/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ProductPicker } from '../product-picker';

/**
 * The product a product block is about: one the shop admin picks, or none for the
 * current product (the page's, or the one of the query loop).
 *
 * @param props          Setting props.
 * @param props.help     What the block does with the product.
 * @param props.type     Only products of this type (the Store API's `type`).
 * @param props.value    The chosen product's id; 0 for the current product.
 * @param props.onChange Receives the new id.
 */
export function CurrentProductSetting( {
	help,
	type,
	value,
	onChange,
}: {
	help: string;
	type?: string;
	value: number;
	onChange: ( id: number ) => void;
} ) {
	return (
		<ProductPicker
			label={ __( 'Product', 'boudoir' ) }
			help={ help }
			emptyLabel={ __( 'Current product', 'boudoir' ) }
			clearLabel={ __( 'Use the current product', 'boudoir' ) }
			type={ type }
			value={ value }
			onChange={ onChange }
		/>
	);
}

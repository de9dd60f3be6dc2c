/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * render.php prints the wrapper; the post keeps only the inner blocks.
 */
export default function save() {
	return <InnerBlocks.Content />;
}

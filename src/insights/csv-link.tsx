/**
 * A "Download CSV" link, named for what it exports.
 */

/**
 * WordPress dependencies
 */
import { createInterpolateElement } from '@wordpress/element';

/**
 * The link. Its text is "Download CSV" and what follows it in `<hidden>` is read by screen readers
 * only, so the page's two links have different names that start with the words shown.
 *
 * @param props      The link's props.
 * @param props.href The export's address.
 * @param props.text Its translated text, e.g. "Download CSV<hidden> of the weekly figures</hidden>".
 */
export function CsvLink( { href, text }: { href: string; text: string } ) {
	return (
		<p className="boudoir-insights__csv">
			<a className="button" href={ href }>
				{ createInterpolateElement( text, {
					// wp-admin's own class for text only screen readers read.
					hidden: <span className="screen-reader-text" />,
				} ) }
			</a>
		</p>
	);
}

/**
 * Text in the regular expressions the specs find names with.
 */

/**
 * Escapes text for a regular expression.
 *
 * @param text Any text.
 */
export function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * What the shopper's connection asks of late code. Imported by its path by the every-page
 * scripts that load an island on their own (the mini-cart's view), and by the islands loader.
 */

/** What Chromium's Network Information API says of the connection (not in every browser). */
interface Connection {
	saveData?: boolean;
	effectiveType?: string;
}

/**
 * Whether the shopper's connection asks Boudoir to load only what she reaches for: the
 * browser's data saver is on, or the connection is 2g or slower (`2g`, `slow-2g`).
 * Unknown: no.
 */
export function savesData(): boolean {
	const connection = ( navigator as Navigator & { connection?: Connection } )
		.connection;
	// `test( undefined )` reads "undefined": no match.
	return !! (
		connection?.saveData ||
		/2g$/.test( connection?.effectiveType as string )
	);
}

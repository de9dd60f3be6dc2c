/**
 * Loads a heavy part on first use, once. webpack's own chunk loading does the work
 * (a failure rejects with its `ChunkLoadError`: "Loading chunk … failed", type
 * `missing`, `timeout` or other); a failed load may be tried again on the next use.
 *
 * @param load A function calling `import()`.
 * @return A function that resolves to the module, loading it the first time.
 */
export function onFirstUse< T >(
	load: () => Promise< T >
): () => Promise< T > {
	let pending: Promise< T > | null = null;
	return () => {
		pending ??= load().catch( ( error: unknown ) => {
			pending = null;
			throw error;
		} );
		return pending;
	};
}

/**
 * Whether an error is webpack's failure to load a chunk.
 *
 * @param error Anything a dynamic import rejected with.
 */
export function isChunkLoadError(
	error: unknown
): error is Error & { type?: string } {
	return (
		error instanceof Error &&
		( error.name === 'ChunkLoadError' ||
			error.message.startsWith( 'Loading chunk' ) )
	);
}

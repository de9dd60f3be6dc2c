/**
 * Internal dependencies
 */
import { isChunkLoadError, onFirstUse } from '../index';

/** A load the test settles by hand. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( onResolve, onReject ) => {
		resolve = onResolve;
		reject = onReject;
	} );
	return { promise, resolve, reject };
}

/**
 * webpack's error for a chunk that could not be loaded (JsonpChunkLoadingRuntimeModule).
 * @param type
 */
function chunkLoadError(
	type: string
): Error & { type: string; request: string } {
	const request =
		'http://shop.test/wp-content/plugins/boudoir/build/chunks/smooth-scroll.js?ver=abc123';
	const error = new Error(
		`Loading chunk 123 failed.\n(${ type }: ${ request })`
	);
	error.name = 'ChunkLoadError';
	return Object.assign( error, { type, request } );
}

describe( 'onFirstUse', () => {
	it( 'does not load before the first use', () => {
		const load = jest.fn( () => Promise.resolve( { scroll: true } ) );

		onFirstUse( load );

		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'loads once and gives every later use the same module', async () => {
		const module = { scroll: true };
		const load = jest.fn( () => Promise.resolve( module ) );
		const use = onFirstUse( load );

		await expect( use() ).resolves.toBe( module );
		await expect( use() ).resolves.toBe( module );

		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shares one pending load between concurrent uses', async () => {
		const chunk = deferred< { scroll: boolean } >();
		const load = jest.fn( () => chunk.promise );
		const use = onFirstUse( load );

		const first = use();
		const second = use();
		expect( second ).toBe( first );
		expect( load ).toHaveBeenCalledTimes( 1 );

		const module = { scroll: true };
		chunk.resolve( module );
		await expect( Promise.all( [ first, second ] ) ).resolves.toEqual( [
			module,
			module,
		] );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'rejects every concurrent use of a failed load, then tries again on the next use', async () => {
		const failure = chunkLoadError( 'missing' );
		const module = { scroll: true };
		const firstTry = deferred< typeof module >();
		const load = jest
			.fn()
			.mockReturnValueOnce( firstTry.promise )
			.mockResolvedValueOnce( module );
		const use = onFirstUse< typeof module >( load );

		const first = use();
		const second = use();
		firstTry.reject( failure );
		await expect( first ).rejects.toBe( failure );
		await expect( second ).rejects.toBe( failure );
		expect( load ).toHaveBeenCalledTimes( 1 );

		await expect( use() ).resolves.toBe( module );
		await expect( use() ).resolves.toBe( module );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps trying after several failures', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( chunkLoadError( 'timeout' ) )
			.mockRejectedValueOnce( chunkLoadError( 'missing' ) )
			.mockResolvedValueOnce( 'module' );
		const use = onFirstUse< string >( load );

		await expect( use() ).rejects.toHaveProperty( 'type', 'timeout' );
		await expect( use() ).rejects.toHaveProperty( 'type', 'missing' );
		await expect( use() ).resolves.toBe( 'module' );
		expect( load ).toHaveBeenCalledTimes( 3 );
	} );
} );

describe( 'isChunkLoadError', () => {
	it.each( [ 'missing', 'timeout', 'error' ] )(
		'recognises webpack’s ChunkLoadError (type %s)',
		( type ) => {
			const error = chunkLoadError( type );

			expect( isChunkLoadError( error ) ).toBe( true );
			// The type guard gives access to webpack's `type`.
			expect( isChunkLoadError( error ) && error.type ).toBe( type );
		}
	);

	it( 'recognises a chunk failure by its message when the name was lost', () => {
		expect(
			isChunkLoadError(
				new Error(
					'Loading chunk 123 failed.\n(missing: http://shop.test/chunk.js)'
				)
			)
		).toBe( true );
	} );

	it.each( [
		[
			'a TypeError',
			new TypeError( 'Cannot read properties of undefined' ),
		],
		[ 'a network error', new TypeError( 'Failed to fetch' ) ],
		[ 'an AbortError', new DOMException( 'Aborted', 'AbortError' ) ],
		[
			'an error that mentions a chunk later on',
			new Error( 'While Loading chunk 123 failed' ),
		],
	] )( 'rejects %s', ( _label, error ) => {
		expect( isChunkLoadError( error ) ).toBe( false );
	} );

	it.each( [
		[
			'a plain object shaped like the error',
			{
				name: 'ChunkLoadError',
				message: 'Loading chunk 123 failed.',
				type: 'missing',
			},
		],
		[ 'the message alone', 'Loading chunk 123 failed.' ],
		[ 'null', null ],
		[ 'undefined', undefined ],
	] )( 'rejects %s (not an Error)', ( _label, value ) => {
		expect( isChunkLoadError( value ) ).toBe( false );
	} );
} );

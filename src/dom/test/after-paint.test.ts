/**
 * Internal dependencies
 */
import { afterNextPaint } from '../after-paint';

describe( 'afterNextPaint', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'runs the callback once, in a task after the next frame', () => {
		const frames: FrameRequestCallback[] = [];
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( frame ) => frames.push( frame )
		);
		const callback = jest.fn();
		afterNextPaint( callback );
		jest.advanceTimersByTime( 0 );
		expect( callback ).not.toHaveBeenCalled();
		frames.forEach( ( frame ) => frame( 0 ) );
		expect( callback ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 0 );
		expect( callback ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 2000 );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'runs it after a deadline where no frame comes (a hidden tab)', () => {
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			() => 0
		);
		const callback = jest.fn();
		afterNextPaint( callback );
		jest.advanceTimersByTime( 999 );
		expect( callback ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );

/**
 * Internal dependencies
 */
import { afterNextPaint, afterShellPaint } from '../after-paint';

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

describe( 'afterShellPaint', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.replaceChildren();
	} );

	/**
	 * A server's dialog, open or not.
	 *
	 * @param open Whether it is open.
	 */
	function shell( open: boolean ): HTMLDialogElement {
		const dialog = document.createElement( 'dialog' );
		dialog.open = open;
		document.body.append( dialog );
		return dialog;
	}

	it( 'hands the island the shell still open, after the frame and not before', () => {
		const dialog = shell( true );
		const takeOver = jest.fn();
		const closed = jest.fn();
		afterShellPaint( dialog, takeOver, closed );
		expect( takeOver ).not.toHaveBeenCalled();
		jest.runAllTimers();
		expect( takeOver ).toHaveBeenCalledWith( dialog );
		expect( closed ).not.toHaveBeenCalled();
	} );

	it( 'tells the island the shopper closed the shell meanwhile', () => {
		const dialog = shell( true );
		const takeOver = jest.fn();
		const closed = jest.fn();
		afterShellPaint( dialog, takeOver, closed );
		dialog.open = false;
		jest.runAllTimers();
		expect( takeOver ).not.toHaveBeenCalled();
		expect( closed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'takes no shell, or an element that is no dialog, as closed', () => {
		const takeOver = jest.fn();
		const closed = jest.fn();
		afterShellPaint( null, takeOver, closed );
		afterShellPaint( document.createElement( 'div' ), takeOver, closed );
		jest.runAllTimers();
		expect( takeOver ).not.toHaveBeenCalled();
		expect( closed ).toHaveBeenCalledTimes( 2 );
	} );
} );

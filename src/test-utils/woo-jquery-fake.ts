/**
 * A tiny stand-in for jQuery's event API, for the tests of what talks to WooCommerce's
 * jQuery events (src/woo-events and the cart store's bridge).
 */

/**
 * Internal dependencies
 */
import type { JQueryLike } from '../woo-events';

type Handler = ( ...args: unknown[] ) => void;

/** One call of `trigger`. */
export interface TriggeredEvent {
	target: EventTarget;
	name: string;
	args?: unknown[];
}

/** The fake: jQuery's `on`, `off` and `trigger`, with what the tests read. */
export type FakeJQuery = JQueryLike & {
	/** Every trigger, in order. */
	triggered: TriggeredEvent[];
	/** How many handlers listen to an event, on any element. */
	count: ( name: string ) => number;
};

/**
 * A stand-in for jQuery's event API: handlers per element and event name, called with a
 * jQuery-like event first and the extra parameters after it.
 */
export function fakeJQuery(): FakeJQuery {
	const handlers = new Map< EventTarget, Map< string, Handler[] > >();
	const triggered: TriggeredEvent[] = [];
	const jQuery = ( target: EventTarget ) => ( {
		on( name: string, handler: Handler ) {
			const byName = handlers.get( target ) ?? new Map();
			byName.set( name, [ ...( byName.get( name ) ?? [] ), handler ] );
			handlers.set( target, byName );
			return this;
		},
		off( name: string, handler: Handler ) {
			const byName = handlers.get( target );
			byName?.set(
				name,
				( byName.get( name ) ?? [] ).filter(
					( existing ) => existing !== handler
				)
			);
			return this;
		},
		trigger( name: string, args?: unknown[] ) {
			triggered.push( { target, name, args } );
			( handlers.get( target )?.get( name ) ?? [] ).forEach(
				( handler ) => handler( { type: name }, ...( args ?? [] ) )
			);
			return this;
		},
	} );
	const count = ( name: string ) =>
		[ ...handlers.values() ].reduce(
			( sum, byName ) => sum + ( byName.get( name )?.length ?? 0 ),
			0
		);
	return Object.assign( jQuery, { triggered, count } );
}

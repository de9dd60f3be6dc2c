/**
 * A ResizeObserver whose sizes a test reports (jsdom lays nothing out and has none):
 * `Object.assign( window, { ResizeObserver: FakeResizeObserver } )`, then `resize()`.
 */
export class FakeResizeObserver implements ResizeObserver {
	/** The last one made. */
	static last: FakeResizeObserver | null = null;

	/** Those observing an element now. */
	static readonly observing = new Set< FakeResizeObserver >();

	/** The element it observes. */
	observed: Element | null = null;

	disconnected = false;

	constructor( private readonly callback: ResizeObserverCallback ) {
		FakeResizeObserver.last = this;
	}

	observe( element: Element ): void {
		this.observed = element;
		FakeResizeObserver.observing.add( this );
	}

	unobserve(): void {
		FakeResizeObserver.observing.delete( this );
	}

	disconnect(): void {
		this.disconnected = true;
		FakeResizeObserver.observing.delete( this );
	}

	/**
	 * Reports the observed element's new content width.
	 *
	 * @param width The width, px.
	 */
	resize( width: number ): void {
		this.callback(
			[ { contentRect: { width } } as ResizeObserverEntry ],
			this
		);
	}
}

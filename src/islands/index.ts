/**
 * Islands (`@boudoir/islands`, handle `boudoir-islands`): React views over the markup
 * render.php printed, loaded when the shopper shows intent or once the page is idle.
 *
 * A block's view script is a few lines over this module:
 *
 *   island( { name: 'boudoir/add-to-wishlist', selector: '.wp-block-…', when: 'intent' } );
 *
 * and its island script (React, stores, components) ends with
 *
 *   defineIsland( 'boudoir/add-to-wishlist', ( root ) => createRoot( root ).render( … ) );
 *
 * Nothing here imports React or `@wordpress/*`: this is what every page pays for.
 * See docs/front-end.md.
 */

/**
 * Internal dependencies
 */
import { loadHandles, readManifest } from './scripts';
import { whenIdle } from '../dom/idle';
import { savesData } from '../dom/connection';
import { isBackdropClick } from '../components/close-requests';

export {
	loadHandles,
	readManifest,
	MANIFEST_ID,
	TEMPLATE_PREFIX,
} from './scripts';
export type { IslandManifest } from './scripts';
export { whenIdle } from '../dom/idle';

/**
 * When an island's code loads:
 * - `intent`: pointer over, focus in or touch on the block, or the page idle a moment
 *   (AFTER_LOAD_MS) after its load event, whichever comes first;
 * - `idle`: the page idle after its load event (intent still starts it sooner);
 * - `now`: as soon as the page is parsed (the block is the page's content), still
 *   without blocking the first paint.
 * Where the connection asks to save data or is 2g (`navigator.connection`), nothing loads
 * on idle: `intent` and `idle` islands wait for the shopper's intent.
 */
export type IslandWhen = 'intent' | 'idle' | 'now';

export interface IslandOptions {
	/** The island's name: its block's name, as the server's manifest says it. */
	name: string;
	/** The block's wrappers on the page. */
	selector: string;
	when: IslandWhen;
}

/** Mounts the island's view over one wrapper (the server's markup inside it). */
export type IslandMount = ( root: HTMLElement ) => void;

/**
 * Elements whose click (or Enter/Space) means something before the island is there:
 * the island renders an element with the same attribute, and the early click is
 * replayed on it, as focus is moved to it.
 */
export const ACTION_ATTRIBUTE = 'data-boudoir-action';

/**
 * On an action element: the id of a closed `<dialog>` the server printed, standing for
 * what the island will show (the mini-cart's panel). A click opens it at once, kept for
 * the island or on the island's own element (docs/front-end.md, "Feedback before the
 * island"): the island, seeing its wrapper marked, opens its own after that frame.
 */
export const OPENS_ATTRIBUTE = 'data-boudoir-opens';

/**
 * On a wrapper while a server's dialog stands for its island's: `open`, then `closed` if
 * the shopper closed it before the island took it over (the island then does not open
 * its own: the kept click was answered).
 */
export const SHELL_ATTRIBUTE = 'data-boudoir-shell';

/** State on each wrapper: `waiting`, `loading`, `mounting`, `ready` (the island rendered) or `failed`. */
export const STATE_ATTRIBUTE = 'data-boudoir-island';

/** How long a replayed click or focus waits for the island's element. */
const REPLAY_TIMEOUT_MS = 5000;

/**
 * An `intent` island's idle fallback waits this long after the load event before asking
 * for an idle moment: nothing needs it until the shopper reaches for it, so the page's
 * own late work (the LCP image on a slow network, the shop's scripts) goes first.
 */
export const AFTER_LOAD_MS = 1500;

const INTENT_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ] as const;

const definitions = new Map< string, IslandMount >();
const waitingFor = new Map< string, ( mount: IslandMount ) => void >();
const started = new Map< string, Promise< void > >();

interface RootState {
	/** The action of an early click, replayed once the island is there. */
	click: string | null;
	/** The server's element a press began on (pointer down) before the island was there. */
	pressed: Element | null;
	/** Clicks on action elements so far: a press whose click never came is replayed. */
	clicks: number;
	/** The server's element that has (or last had) the focus, while the shopper is in the block. */
	focused: Element | null;
	/** The server's markup, which the island replaces: never a replay's target. */
	server: ReadonlySet< Element >;
}
const roots = new WeakMap< HTMLElement, RootState >();

/**
 * Called by an island's script when it runs: the loader then mounts it.
 *
 * @param name  The island's name.
 * @param mount Mounts it over one wrapper.
 */
export function defineIsland( name: string, mount: IslandMount ): void {
	definitions.set( name, mount );
	waitingFor.get( name )?.( mount );
	waitingFor.delete( name );
}

function definition( name: string ): Promise< IslandMount > {
	const known = definitions.get( name );
	return known
		? Promise.resolve( known )
		: new Promise( ( resolve ) => waitingFor.set( name, resolve ) );
}

function actionOf( element: Element | null ): string | null {
	return (
		element
			?.closest( `[${ ACTION_ATTRIBUTE }]` )
			?.getAttribute( ACTION_ATTRIBUTE ) ?? null
	);
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([type="hidden"]), select, [tabindex="0"]';

/**
 * The island's own element for an action (never the server's, which it replaces), or
 * its first focusable element when no action is named.
 *
 * @param root   The wrapper.
 * @param action The action, or `''`.
 * @param before What stood in the wrapper before the island.
 */
function islandElement(
	root: HTMLElement,
	action: string,
	before: ReadonlySet< Element >
): HTMLElement | null {
	const selector = action
		? `[${ ACTION_ATTRIBUTE }="${ CSS.escape( action ) }"]`
		: FOCUSABLE;
	return (
		Array.from( root.querySelectorAll< HTMLElement >( selector ) ).find(
			( element ) => ! before.has( element )
		) ?? null
	);
}

/**
 * Resolves true once `ready` holds (asked now, then on each change inside the wrapper),
 * false after a while when it never does.
 *
 * @param root  The wrapper.
 * @param ready Whether what is awaited is there; `changed` says a change was seen.
 */
function until(
	root: HTMLElement,
	ready: ( changed: boolean ) => boolean
): Promise< boolean > {
	return new Promise( ( resolve ) => {
		if ( ready( false ) ) {
			resolve( true );
			return;
		}
		const finish = ( value: boolean ) => {
			observer.disconnect();
			window.clearTimeout( timer );
			resolve( value );
		};
		const observer = new MutationObserver(
			() => ready( true ) && finish( true )
		);
		const timer = window.setTimeout(
			() => finish( false ),
			REPLAY_TIMEOUT_MS
		);
		observer.observe( root, { childList: true, subtree: true } );
	} );
}

/**
 * Waits until the island has rendered something focusable.
 *
 * @param root   The wrapper.
 * @param before What stood in the wrapper before the island.
 */
const rendered = ( root: HTMLElement, before: ReadonlySet< Element > ) =>
	until( root, () => !! islandElement( root, '', before ) );

/**
 * Resolves once the island has rendered over the server's markup (its first change of
 * the wrapper's content), or after a while when it changes nothing.
 *
 * @param root The wrapper.
 */
const firstRender = ( root: HTMLElement ) =>
	until( root, ( changed ) => changed );

/**
 * Gives the island what the shopper did to the markup it replaced: the focus, to the
 * element standing for the focused one (else its first focusable element), and an
 * early click, to the element standing for the clicked one (none: nothing to replay,
 * e.g. the product turned out to be saved already).
 *
 * @param root  The wrapper.
 * @param state What the shopper did.
 */
async function replay( root: HTMLElement, state: RootState ): Promise< void > {
	const { click, focused, server } = state;
	state.click = null;
	// Nothing has the focus: it went with the server's markup the island replaced.
	const focusIsLost = () => {
		const { activeElement, body } = root.ownerDocument;
		return ! activeElement || activeElement === body;
	};
	const lostFocus =
		focused !== null && ! focused.isConnected && focusIsLost();
	if (
		( ! lostFocus && click === null ) ||
		! ( await rendered( root, server ) )
	) {
		return;
	}
	if ( lostFocus ) {
		state.focused = null;
		const action = actionOf( focused );
		const target =
			( action ? islandElement( root, action, server ) : null ) ??
			islandElement( root, '', server );
		// Only when the shopper has not moved on meanwhile.
		if ( target && focusIsLost() ) {
			target.focus();
		}
	}
	if ( click !== null ) {
		islandElement( root, click, server )?.click();
	}
}

function mountAll( name: string, selector: string, mount: IslandMount ): void {
	document.querySelectorAll< HTMLElement >( selector ).forEach( ( root ) => {
		if ( root.getAttribute( STATE_ATTRIBUTE ) === 'ready' ) {
			return;
		}
		const state = stateOf( root );
		state.server = new Set( root.querySelectorAll( '*' ) );
		root.setAttribute( STATE_ATTRIBUTE, 'mounting' );
		// Watching starts before the mount, which may render at once.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return
		const rendering = firstRender( root );
		try {
			mount( root );
		} catch ( error ) {
			root.setAttribute( STATE_ATTRIBUTE, 'failed' );
			// eslint-disable-next-line no-console
			console.error(
				`Boudoir: the ${ name } island failed to start.`,
				error
			);
			return;
		}
		rendering.then( () => {
			root.setAttribute( STATE_ATTRIBUTE, 'ready' );
			replay( root, state );
		} );
	} );
}

/**
 * Loads an island's scripts and mounts it, once (again after a failed load).
 *
 * @param options The island.
 */
export function startIsland( options: IslandOptions ): Promise< void > {
	const { name, selector } = options;
	let start = started.get( name );
	if ( ! start ) {
		const handles = readManifest( document ).islands[ name ] ?? [];
		document
			.querySelectorAll( selector )
			.forEach( ( root ) =>
				root.setAttribute( STATE_ATTRIBUTE, 'loading' )
			);
		start = loadHandles( document, handles )
			.then( () => definition( name ) )
			.then( ( mount ) => mountAll( name, selector, mount ) )
			.catch( ( error: unknown ) => {
				started.delete( name );
				document
					.querySelectorAll( selector )
					.forEach( ( root ) =>
						root.setAttribute( STATE_ATTRIBUTE, 'waiting' )
					);
				// eslint-disable-next-line no-console
				console.error(
					`Boudoir: the ${ name } island could not load.`,
					error
				);
			} );
		started.set( name, start );
	}
	return start;
}

/**
 * Opens the server's dialog an early click's element names, if any: the wrapper is
 * marked for the island. Escape and a `<form method="dialog">` close it with no script;
 * a click on its backdrop closes it here.
 *
 * @param root   The wrapper.
 * @param target The clicked element.
 */
function openShell( root: HTMLElement, target: Element | null ): void {
	const shell = root.ownerDocument.getElementById(
		target
			?.closest( `[${ OPENS_ATTRIBUTE }]` )
			?.getAttribute( OPENS_ATTRIBUTE ) ?? ''
	);
	if ( ! ( shell instanceof HTMLDialogElement ) || shell.open ) {
		return;
	}
	if ( ! shell.dataset.boudoirBound ) {
		shell.dataset.boudoirBound = 'true';
		shell.addEventListener( 'click', ( event ) => {
			if ( isBackdropClick( event, shell ) ) {
				shell.close();
			}
		} );
		shell.addEventListener( 'close', () =>
			root.ownerDocument
				.querySelectorAll( `[${ SHELL_ATTRIBUTE }="open"]` )
				.forEach( ( open ) =>
					open.setAttribute( SHELL_ATTRIBUTE, 'closed' )
				)
		);
	}
	root.setAttribute( SHELL_ATTRIBUTE, 'open' );
	shell.showModal();
}

function stateOf( root: HTMLElement ): RootState {
	let state = roots.get( root );
	if ( ! state ) {
		state = {
			click: null,
			pressed: null,
			clicks: 0,
			focused: null,
			server: new Set(),
		};
		roots.set( root, state );
	}
	return state;
}

function watch( root: HTMLElement, options: IslandOptions ): void {
	if ( roots.has( root ) ) {
		return;
	}
	const state = stateOf( root );
	root.setAttribute( STATE_ATTRIBUTE, 'waiting' );
	const onIntent = () => {
		INTENT_EVENTS.forEach( ( type ) =>
			root.removeEventListener( type, onIntent )
		);
		startIsland( options );
	};
	INTENT_EVENTS.forEach( ( type ) =>
		root.addEventListener( type, onIntent, { passive: true } )
	);
	const isReady = () => root.getAttribute( STATE_ATTRIBUTE ) === 'ready';
	root.addEventListener( 'focusin', ( event ) => {
		if ( ! isReady() ) {
			state.focused = event.target as Element;
		}
	} );
	root.addEventListener( 'focusout', ( event ) => {
		// Focus moved elsewhere (not lost with the server's markup, which has no next target).
		if (
			event.relatedTarget &&
			! root.contains( event.relatedTarget as Node )
		) {
			state.focused = null;
		}
	} );
	// A click before the island is there is kept, not lost: replayed once it is.
	root.addEventListener(
		'click',
		( event ) => {
			const action = actionOf( event.target as Element | null );
			if ( action === null ) {
				return;
			}
			state.clicks++;
			if ( isReady() ) {
				// The island is there: a click on an element naming a dialog still opens the
				// server's at once (the frame after a tap never waits for React to render),
				// and the island's takes its place after that frame. Not for the replay of a
				// kept click whose dialog the shopper closed (the wrapper is still marked).
				if ( ! root.hasAttribute( SHELL_ATTRIBUTE ) ) {
					openShell( root, event.target as Element | null );
				}
				return;
			}
			event.preventDefault();
			event.stopImmediatePropagation();
			state.click = action;
			openShell( root, event.target as Element | null );
			startIsland( options );
		},
		true
	);
	// A press that began on the server's markup and ended after the island replaced it:
	// the browser then clicks the two elements' common ancestor (no action), or nothing.
	// Such a click is the shopper's too: replayed, unless a click did arrive.
	root.addEventListener(
		'pointerdown',
		( event ) => {
			const target = event.target as Element | null;
			state.pressed = isReady()
				? null
				: ( target?.closest( `[${ ACTION_ATTRIBUTE }]` ) ?? null );
		},
		true
	);
	root.ownerDocument.addEventListener(
		'pointerup',
		() => {
			const pressed = state.pressed;
			state.pressed = null;
			if ( ! pressed || pressed.isConnected ) {
				return;
			}
			const action = actionOf( pressed );
			const clicks = state.clicks;
			window.setTimeout( () => {
				if ( action === null || state.clicks !== clicks ) {
					return;
				}
				if ( isReady() ) {
					islandElement( root, action, state.server )?.click();
				} else {
					state.click = action;
				}
			}, 0 );
		},
		true
	);
}

/**
 * Declares a block's island: watches its wrappers for intent and early clicks, and
 * schedules its load.
 *
 * @param options The island.
 */
export function island( options: IslandOptions ): void {
	const begin = () => {
		document
			.querySelectorAll< HTMLElement >( options.selector )
			.forEach( ( root ) => watch( root, options ) );
		if ( ! document.querySelector( options.selector ) ) {
			return;
		}
		if ( options.when === 'now' ) {
			startIsland( options );
		} else if ( ! savesData() ) {
			whenIdle(
				() => startIsland( options ),
				options.when === 'intent' ? AFTER_LOAD_MS : 0
			);
		}
	};
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', begin, { once: true } );
	} else {
		begin();
	}
}

/**
 * Forgets every island (tests only).
 */
export function resetIslands(): void {
	definitions.clear();
	waitingFor.clear();
	started.clear();
}

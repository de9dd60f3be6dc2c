/// <reference types="@testing-library/jest-dom" />
/// <reference types="@wordpress/jest-console" />
/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	ACTION_ATTRIBUTE,
	AFTER_LOAD_MS,
	MANIFEST_ID,
	OPENS_ATTRIBUTE,
	SHELL_ATTRIBUTE,
	STATE_ATTRIBUTE,
	TEMPLATE_PREFIX,
	defineIsland,
	island,
	loadHandles,
	readManifest,
	resetIslands,
	startIsland,
	type IslandMount,
} from '..';
import { BUILT_IN_ATTRIBUTE, resetLoadedHandles } from '../scripts';
import { savesData } from '../../dom/connection';
import { installDialogPolyfill } from '../../components/test-utils/dialog-polyfill';

const NAME = 'boudoir/test-button';
const SELECTOR = '.wp-block-boudoir-test-button';

/** What ran, in order: a file's address, or an inline script's text. */
let ran: string[] = [];
/** Files that fail to load. */
let failing = new Set< string >();
/** What each island file defines when it "runs". */
let islandFiles: Record< string, () => void > = {};
let observer: MutationObserver;

/**
 * jsdom neither fetches nor runs scripts: this stands in for the browser, recording
 * each script the loader inserts and answering `load` (or `error`) for files.
 */
function browserRuns(): void {
	observer = new MutationObserver( ( records ) =>
		records.forEach( ( record ) =>
			record.addedNodes.forEach( ( node ) => {
				if ( ! ( node instanceof HTMLScriptElement ) ) {
					return;
				}
				if ( ! node.src ) {
					// Inline scripts run (jsdom runs them): they record themselves.
					return;
				}
				const source = new URL( node.src ).pathname;
				window.setTimeout( () => {
					if ( failing.has( source ) ) {
						node.dispatchEvent( new Event( 'error' ) );
						return;
					}
					ran.push( source );
					islandFiles[ source ]?.();
					node.dispatchEvent( new Event( 'load' ) );
				}, 0 );
			} )
		)
	);
	observer.observe( document.body, { childList: true } );
}

/**
 * Prints what Boudoir\Islands prints: one template per handle and the manifest.
 *
 * @param templates Handle → its scripts' markup.
 * @param islands   Island → its handles.
 */
function printIslands(
	templates: Record< string, string >,
	islands: Record< string, string[] >
): void {
	Object.entries( templates ).forEach( ( [ handle, html ] ) => {
		const template = document.createElement( 'template' );
		template.id = TEMPLATE_PREFIX + handle;
		template.innerHTML = html;
		document.body.append( template );
	} );
	const manifest = document.createElement( 'script' );
	manifest.type = 'application/json';
	manifest.id = MANIFEST_ID;
	manifest.textContent = JSON.stringify( { islands } );
	document.body.append( manifest );
}

/**
 * The block's server markup: a wrapper with one action button.
 *
 * @return The wrapper and its button.
 */
function printBlock(): { root: HTMLElement; button: HTMLButtonElement } {
	const root = document.createElement( 'div' );
	root.className = 'wp-block-boudoir-test-button';
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.setAttribute( ACTION_ATTRIBUTE, 'save' );
	button.textContent = 'Save';
	root.append( button );
	document.body.append( root );
	return { root, button };
}

/**
 * A product page with the test block and a closed server's dialog, `test-shell`.
 */
function printBlockWithShell() {
	installDialogPolyfill();
	printProductPage();
	const shell = document.createElement( 'dialog' );
	shell.id = 'test-shell';
	document.body.append( shell );
	return { ...printBlock(), shell };
}

const islandClicks = jest.fn();

/**
 * The island: replaces the server's button with its own, as React would.
 * @param root
 */
const mountIsland: IslandMount = ( root ) => {
	window.setTimeout( () => {
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.setAttribute( ACTION_ATTRIBUTE, 'save' );
		button.textContent = 'Save (island)';
		button.addEventListener( 'click', islandClicks );
		root.replaceChildren( button );
	}, 0 );
};

/** The page of a product: React, then the island, each a template. */
function printProductPage(): void {
	printIslands(
		{
			react: '<script src="/react.js"></script>',
			'boudoir-test-button-island':
				'<script>window.ran.push( "settings" );</script><script src="/island.js" defer data-wp-strategy="defer"></script>',
		},
		{ [ NAME ]: [ 'react', 'boudoir-test-button-island' ] }
	);
	islandFiles = { '/island.js': () => defineIsland( NAME, mountIsland ) };
}

beforeEach( () => {
	ran = [];
	// The pages' inline scripts write to window.ran.
	Object.assign( window, { ran } );
	failing = new Set();
	islandFiles = {};
	browserRuns();
} );

afterEach( () => {
	observer.disconnect();
	resetIslands();
	resetLoadedHandles();
	document.head.replaceChildren();
	document.body.replaceChildren();
	islandClicks.mockReset();
	jest.restoreAllMocks();
	delete ( window as { requestIdleCallback?: unknown } ).requestIdleCallback;
} );

describe( 'readManifest', () => {
	it( 'reads the islands and their handles', () => {
		printIslands( {}, { [ NAME ]: [ 'react', 'x' ] } );
		expect( readManifest( document ) ).toEqual( {
			islands: { [ NAME ]: [ 'react', 'x' ] },
		} );
	} );

	it( 'is empty without a manifest, or with a broken one', () => {
		expect( readManifest( document ) ).toEqual( { islands: {} } );
		const broken = document.createElement( 'script' );
		broken.type = 'application/json';
		broken.id = MANIFEST_ID;
		broken.textContent = '{not json';
		document.body.append( broken );
		expect( readManifest( document ) ).toEqual( { islands: {} } );
	} );
} );

describe( 'loadHandles', () => {
	it( 'runs each handle’s scripts in order, inline ones included, after the files before them', async () => {
		printIslands(
			{
				a: '<script>window.ran.push( "before a" );</script><script src="/a.js"></script><script>window.ran.push( "after a" );</script>',
				b: '<script src="/b.js" defer></script>',
			},
			{}
		);

		await loadHandles( document, [ 'a', 'b' ] );

		expect( ran ).toEqual( [ 'before a', '/a.js', 'after a', '/b.js' ] );
	} );

	it( 'preloads every file at once, then runs them one by one', async () => {
		printIslands(
			{
				a: '<script src="/a.js"></script>',
				b: '<script src="/b.js"></script>',
			},
			{}
		);

		const done = loadHandles( document, [ 'a', 'b' ] );
		const preloads = Array.from(
			document.head.querySelectorAll( 'link[rel="preload"][as="script"]' )
		).map(
			( link ) => new URL( ( link as HTMLLinkElement ).href ).pathname
		);
		expect( preloads ).toEqual( [ '/a.js', '/b.js' ] );
		await done;
	} );

	it( 'copies no async or defer: order is kept', async () => {
		printIslands(
			{
				a: '<script src="/a.js" defer async data-wp-strategy="defer" id="a-js"></script>',
			},
			{}
		);
		const inserted: HTMLScriptElement[] = [];
		const spy = new MutationObserver( ( records ) =>
			records.forEach( ( record ) =>
				record.addedNodes.forEach( ( node ) => {
					if ( node instanceof HTMLScriptElement ) {
						inserted.push( node );
					}
				} )
			)
		);
		spy.observe( document.body, { childList: true } );

		await loadHandles( document, [ 'a' ] );
		spy.disconnect();

		expect( inserted[ 0 ] ).toHaveAttribute( 'id', 'a-js' );
		expect( inserted[ 0 ].hasAttribute( 'defer' ) ).toBe( false );
		expect( inserted[ 0 ].hasAttribute( 'data-wp-strategy' ) ).toBe(
			false
		);
		expect( inserted[ 0 ].async ).toBe( false );
	} );

	it( 'runs a handle once, however many islands ask for it', async () => {
		printIslands(
			{
				react: '<script src="/react.js"></script>',
				a: '<script src="/a.js"></script>',
				b: '<script src="/b.js"></script>',
			},
			{}
		);

		await Promise.all( [
			loadHandles( document, [ 'react', 'a' ] ),
			loadHandles( document, [ 'react', 'b' ] ),
		] );
		await loadHandles( document, [ 'react', 'a' ] );

		expect( ran ).toEqual( [ '/react.js', '/a.js', '/b.js' ] );
	} );

	it( 'stops at a file that fails, and tries it again next time', async () => {
		printIslands(
			{
				react: '<script src="/react.js"></script>',
				a: '<script src="/a.js"></script>',
			},
			{}
		);
		failing.add( '/react.js' );

		await expect(
			loadHandles( document, [ 'react', 'a' ] )
		).rejects.toThrow( /react\.js failed/ );
		expect( ran ).toEqual( [] );

		failing.clear();
		await loadHandles( document, [ 'react', 'a' ] );
		expect( ran ).toEqual( [ '/react.js', '/a.js' ] );
	} );

	describe( 'WordPress’s polyfills', () => {
		/** What the server's templates say `wp-polyfill` and `wp-polyfill-inert` add. */
		const BUILT_INS: Array< [ object, string ] > = [
			[ Array.prototype, 'toSorted' ],
			[ Object, 'groupBy' ],
			[ Promise, 'withResolvers' ],
			[ window, 'structuredClone' ],
			[ URLSearchParams.prototype, 'size' ],
			[ HTMLElement.prototype, 'inert' ],
		];
		/** What a test changed: each property as it was (undefined: it was not there). */
		let changed: Array<
			[ object, string, PropertyDescriptor | undefined ]
		> = [];

		function set( owner: object, name: string, there: boolean ): void {
			changed.push( [
				owner,
				name,
				Object.getOwnPropertyDescriptor( owner, name ),
			] );
			if ( there ) {
				Object.defineProperty( owner, name, {
					value: () => undefined,
					configurable: true,
				} );
			} else {
				delete ( owner as Record< string, unknown > )[ name ];
			}
		}

		/**
		 * Makes jsdom a current browser: every built-in above there, but the one left out.
		 *
		 * @param without A built-in left out.
		 */
		function currentBrowser( without?: [ object, string ] ): void {
			BUILT_INS.forEach( ( [ owner, name ] ) => {
				if ( without?.[ 0 ] === owner && without?.[ 1 ] === name ) {
					set( owner, name, false );
				} else if ( ! ( name in owner ) ) {
					set( owner, name, true );
				}
			} );
		}

		afterEach( () => {
			changed.reverse().forEach( ( [ owner, name, descriptor ] ) => {
				if ( descriptor ) {
					Object.defineProperty( owner, name, descriptor );
				} else {
					delete ( owner as Record< string, unknown > )[ name ];
				}
			} );
			changed = [];
		} );

		/** React and its dependencies, as Boudoir\Islands prints them. */
		function printReact(): void {
			printIslands(
				{
					'wp-polyfill-inert': '<script src="/inert.js"></script>',
					'regenerator-runtime':
						'<script src="/regenerator.js"></script>',
					'wp-polyfill': '<script src="/core-js.js"></script>',
					react: '<script src="/react.js"></script>',
				},
				{}
			);
			document
				.getElementById( TEMPLATE_PREFIX + 'wp-polyfill' )
				?.setAttribute(
					BUILT_IN_ATTRIBUTE,
					'Array.prototype.toSorted Object.groupBy Promise.withResolvers structuredClone URLSearchParams.prototype.size'
				);
			document
				.getElementById( TEMPLATE_PREFIX + 'wp-polyfill-inert' )
				?.setAttribute(
					BUILT_IN_ATTRIBUTE,
					'HTMLElement.prototype.inert'
				);
		}

		const REACT = [
			'wp-polyfill-inert',
			'regenerator-runtime',
			'wp-polyfill',
			'react',
		];

		it( 'are neither fetched nor run where the browser has what they add', async () => {
			currentBrowser();
			printReact();

			await loadHandles( document, REACT );

			expect( ran ).toEqual( [ '/regenerator.js', '/react.js' ] );
			expect(
				Array.from(
					document.head.querySelectorAll< HTMLLinkElement >(
						'link[rel="preload"]'
					),
					( link ) => new URL( link.href ).pathname
				)
			).toEqual( [ '/regenerator.js', '/react.js' ] );
		} );

		it( 'run, in order, where one thing they add is missing', async () => {
			currentBrowser( [ Promise, 'withResolvers' ] );
			printReact();

			await loadHandles( document, REACT );

			expect( ran ).toEqual( [
				'/regenerator.js',
				'/core-js.js',
				'/react.js',
			] );
		} );

		it( 'a missing owner counts as missing', async () => {
			currentBrowser( [ window, 'structuredClone' ] );
			printReact();
			document
				.getElementById( TEMPLATE_PREFIX + 'wp-polyfill-inert' )
				?.setAttribute(
					BUILT_IN_ATTRIBUTE,
					'NoSuchThing.prototype.inert'
				);

			await loadHandles( document, REACT );

			expect( ran ).toEqual( [
				'/inert.js',
				'/regenerator.js',
				'/core-js.js',
				'/react.js',
			] );
		} );
	} );
} );

describe( 'island', () => {
	it( 'loads nothing before intent, then everything on the first pointer over the block', async () => {
		printProductPage();
		const { root } = printBlock();
		// The browser is never idle in this test.
		Object.assign( window, { requestIdleCallback: jest.fn() } );

		island( { name: NAME, selector: SELECTOR, when: 'intent' } );
		await new Promise( ( resolve ) => window.setTimeout( resolve, 10 ) );
		expect( ran ).toEqual( [] );
		expect( root ).toHaveAttribute( STATE_ATTRIBUTE, 'waiting' );

		root.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );

		await waitFor( () =>
			expect( root ).toHaveTextContent( 'Save (island)' )
		);
		expect( ran ).toEqual( [ '/react.js', 'settings', '/island.js' ] );
		expect( root ).toHaveAttribute( STATE_ATTRIBUTE, 'ready' );
	} );

	it.each( [ 'focusin', 'touchstart' ] )(
		'counts %s as intent',
		async ( type ) => {
			printProductPage();
			const { root } = printBlock();
			island( { name: NAME, selector: SELECTOR, when: 'intent' } );

			root.dispatchEvent( new Event( type, { bubbles: true } ) );

			await waitFor( () =>
				expect( root ).toHaveTextContent( 'Save (island)' )
			);
		}
	);

	it( 'loads once the page is idle after its load event, without intent (when: idle)', async () => {
		printProductPage();
		const { root } = printBlock();
		const idle: Array< () => void > = [];
		Object.assign( window, {
			requestIdleCallback: ( callback: () => void ) =>
				idle.push( callback ),
		} );

		island( { name: NAME, selector: SELECTOR, when: 'idle' } );
		expect( idle ).toHaveLength( 1 );
		expect( ran ).toEqual( [] );

		idle[ 0 ]();
		await waitFor( () =>
			expect( root ).toHaveTextContent( 'Save (island)' )
		);
	} );

	it( 'without intent, an intent island waits a moment more after the load event before its idle load', async () => {
		jest.useFakeTimers();
		printProductPage();
		printBlock();
		const idle = jest.fn();
		Object.assign( window, { requestIdleCallback: idle } );

		island( { name: NAME, selector: SELECTOR, when: 'intent' } );
		jest.advanceTimersByTime( AFTER_LOAD_MS - 1 );
		expect( idle ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( idle ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );

	describe( 'on a connection that saves data', () => {
		/**
		 * Gives the browser a Network Information API saying this of the connection.
		 *
		 * @param connection What `navigator.connection` holds.
		 */
		function connectionIs( connection: object ) {
			Object.defineProperty( navigator, 'connection', {
				configurable: true,
				value: connection,
			} );
		}

		afterEach( () => {
			delete ( navigator as { connection?: unknown } ).connection;
		} );

		it.each( [
			[ 'data saver on', { saveData: true, effectiveType: '4g' } ],
			[ '2g', { saveData: false, effectiveType: '2g' } ],
			[ 'slow 2g', { effectiveType: 'slow-2g' } ],
		] )( 'says so: %s', ( _name, connection ) => {
			connectionIs( connection );
			expect( savesData() ).toBe( true );
		} );

		it.each( [
			[ 'no API', undefined ],
			[ '3g', { saveData: false, effectiveType: '3g' } ],
			[ '4g', { effectiveType: '4g' } ],
		] )( 'does not otherwise: %s', ( _name, connection ) => {
			if ( connection ) {
				connectionIs( connection );
			}
			expect( savesData() ).toBe( false );
		} );

		it.each( [ 'idle', 'intent' ] as const )(
			'a %s island loads on intent only, never on idle',
			async ( when ) => {
				jest.useFakeTimers();
				connectionIs( { saveData: true } );
				printProductPage();
				const { root } = printBlock();
				const idle = jest.fn();
				Object.assign( window, { requestIdleCallback: idle } );

				island( { name: NAME, selector: SELECTOR, when } );
				jest.advanceTimersByTime( AFTER_LOAD_MS * 4 );
				expect( idle ).not.toHaveBeenCalled();
				expect( ran ).toEqual( [] );
				jest.useRealTimers();

				root.dispatchEvent(
					new Event( 'touchstart', { bubbles: true } )
				);
				await waitFor( () =>
					expect( root ).toHaveTextContent( 'Save (island)' )
				);
			}
		);
	} );

	it( 'waits for the load event before going idle', () => {
		jest.useFakeTimers();
		printProductPage();
		printBlock();
		jest.spyOn( document, 'readyState', 'get' ).mockReturnValue(
			'interactive'
		);
		const idle = jest.fn();
		Object.assign( window, { requestIdleCallback: idle } );

		island( { name: NAME, selector: SELECTOR, when: 'intent' } );
		jest.advanceTimersByTime( AFTER_LOAD_MS * 2 );
		expect( idle ).not.toHaveBeenCalled();

		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( AFTER_LOAD_MS );
		expect( idle ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );

	it( 'starts at once for the page’s content (when: now)', async () => {
		printProductPage();
		const { root } = printBlock();

		island( { name: NAME, selector: SELECTOR, when: 'now' } );

		await waitFor( () =>
			expect( root ).toHaveTextContent( 'Save (island)' )
		);
	} );

	it( 'does nothing on a page without the block', async () => {
		printProductPage();
		const idle = jest.fn();
		Object.assign( window, { requestIdleCallback: idle } );

		island( { name: NAME, selector: SELECTOR, when: 'now' } );
		await new Promise( ( resolve ) => window.setTimeout( resolve, 10 ) );

		expect( ran ).toEqual( [] );
		expect( idle ).not.toHaveBeenCalled();
	} );

	it( 'keeps a click made before the island is there, and replays it once on the island’s button', async () => {
		printProductPage();
		const { root, button } = printBlock();
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );
		const bubbled = jest.fn();
		document.body.addEventListener( 'click', bubbled );

		const followed = button.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);

		expect( followed ).toBe( false );
		expect( bubbled ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect( islandClicks ).toHaveBeenCalledTimes( 1 )
		);
		expect( root ).toHaveTextContent( 'Save (island)' );
		document.body.removeEventListener( 'click', bubbled );
	} );

	it.each( [
		[ 'the two buttons’ common ancestor', 'ancestor' ],
		[ 'the island’s button', 'island' ],
		[ 'nothing', 'none' ],
	] )(
		'a press that began on the server’s button and ended on the island’s is one click (the browser clicked %s)',
		async ( _, clicked ) => {
			printProductPage();
			const { root, button } = printBlock();
			island( { name: NAME, selector: SELECTOR, when: 'intent' } );

			button.dispatchEvent(
				new MouseEvent( 'pointerover', { bubbles: true } )
			);
			button.dispatchEvent(
				new MouseEvent( 'pointerdown', { bubbles: true } )
			);
			await waitFor( () =>
				expect( root ).toHaveAttribute( STATE_ATTRIBUTE, 'ready' )
			);
			const islandButton = root.querySelector( 'button' )!;
			islandButton.dispatchEvent(
				new MouseEvent( 'pointerup', { bubbles: true } )
			);
			if ( clicked !== 'none' ) {
				( clicked === 'island' ? islandButton : root ).dispatchEvent(
					new MouseEvent( 'click', {
						bubbles: true,
						cancelable: true,
					} )
				);
			}

			await waitFor( () =>
				expect( islandClicks ).toHaveBeenCalledTimes( 1 )
			);
			await new Promise( ( resolve ) =>
				window.setTimeout( resolve, 10 )
			);
			expect( islandClicks ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'opens at once the server’s dialog the early click’s button names, and marks the block until the island takes over', async () => {
		const { root, button, shell } = printBlockWithShell();
		button.setAttribute( OPENS_ATTRIBUTE, 'test-shell' );
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );

		button.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);

		// In the click itself, before any script loads.
		expect( shell.open ).toBe( true );
		expect( root ).toHaveAttribute( SHELL_ATTRIBUTE, 'open' );
		// Closed by the shopper (Escape, its form, the backdrop): her answer, for the island.
		shell.close();
		expect( root ).toHaveAttribute( SHELL_ATTRIBUTE, 'closed' );
		await waitFor( () =>
			expect( islandClicks ).toHaveBeenCalledTimes( 1 )
		);
	} );

	it( 'opens the dialog a click on the island’s own element names too, before the island’s handler; not for a kept click answered by closing it', async () => {
		const { root, button, shell } = printBlockWithShell();
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );
		button.dispatchEvent(
			new MouseEvent( 'pointerover', { bubbles: true } )
		);
		await waitFor( () =>
			expect( root ).toHaveAttribute( STATE_ATTRIBUTE, 'ready' )
		);
		const islandButton = root.querySelector( 'button' )!;
		islandButton.setAttribute( OPENS_ATTRIBUTE, 'test-shell' );
		let openAtHandler: boolean | null = null;
		islandButton.addEventListener( 'click', () => {
			openAtHandler = shell.open;
		} );

		islandButton.click();
		expect( openAtHandler ).toBe( true );
		expect( root ).toHaveAttribute( SHELL_ATTRIBUTE, 'open' );
		expect( islandClicks ).toHaveBeenCalledTimes( 1 );

		// The kept click of a dialog the shopper closed, replayed: it stays closed.
		shell.close();
		expect( root ).toHaveAttribute( SHELL_ATTRIBUTE, 'closed' );
		islandButton.click();
		expect( shell.open ).toBe( false );
		expect( root ).toHaveAttribute( SHELL_ATTRIBUTE, 'closed' );
		shell.remove();
	} );

	it( 'a press and release on the server’s button that stays is no replay of its own', async () => {
		printProductPage();
		const { root, button } = printBlock();
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );

		button.dispatchEvent(
			new MouseEvent( 'pointerdown', { bubbles: true } )
		);
		button.dispatchEvent(
			new MouseEvent( 'pointerup', { bubbles: true } )
		);
		await new Promise( ( resolve ) => window.setTimeout( resolve, 10 ) );

		expect( islandClicks ).not.toHaveBeenCalled();
		expect( root ).not.toHaveAttribute( STATE_ATTRIBUTE, 'ready' );
	} );

	it( 'gives the focus to the island’s button when the server’s had it', async () => {
		printProductPage();
		const { root, button } = printBlock();
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );

		button.focus();
		expect( button ).toHaveFocus();

		await waitFor( () =>
			expect( root ).toHaveTextContent( 'Save (island)' )
		);
		await waitFor( () =>
			expect(
				document.querySelector( `${ SELECTOR } button` )
			).toHaveFocus()
		);
		expect( islandClicks ).not.toHaveBeenCalled();
	} );

	it( 'says why on the console when the island cannot load, and tries again on the next intent', async () => {
		printProductPage();
		const { root } = printBlock();
		failing.add( '/react.js' );
		island( { name: NAME, selector: SELECTOR, when: 'intent' } );

		await startIsland( { name: NAME, selector: SELECTOR, when: 'intent' } );
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console
		const [ said, error ] = jest.mocked( console.error ).mock.calls[ 0 ];
		expect( said ).toBe(
			'Boudoir: the boudoir/test-button island could not load.'
		);
		expect( String( error ) ).toMatch( /Loading \S+\/react\.js failed/ );
		expect( root ).toHaveAttribute( STATE_ATTRIBUTE, 'waiting' );

		failing.clear();
		await startIsland( { name: NAME, selector: SELECTOR, when: 'intent' } );
		await waitFor( () =>
			expect( root ).toHaveTextContent( 'Save (island)' )
		);
	} );
} );

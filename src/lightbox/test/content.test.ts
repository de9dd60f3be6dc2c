/// <reference types="@testing-library/jest-dom" />
/**
 * Internal dependencies
 */
import {
	fetchContent,
	formatCounter,
	frame,
	isSameOrigin,
	isScriptUrl,
	pageContent,
	showMessage,
} from '../content';

// jsdom's page: http://localhost/ (jest's default testEnvironmentOptions.url).

describe( 'formatCounter', () => {
	it( 'puts the numbers in the translated words', () => {
		expect( formatCounter( '%curr% of %total%', 2, 5 ) ).toBe( '2 of 5' );
		expect( formatCounter( '第 %curr% 張，共 %total% 張', 1, 3 ) ).toBe(
			'第 1 張，共 3 張'
		);
	} );
} );

describe( 'isSameOrigin', () => {
	it( 'takes this site’s pages only', () => {
		expect( isSameOrigin( '/silk-care/' ) ).toBe( true );
		expect( isSameOrigin( 'http://localhost/a?b' ) ).toBe( true );
		expect( isSameOrigin( 'https://localhost/a' ) ).toBe( false );
		expect( isSameOrigin( 'http://localhost:8080/a' ) ).toBe( false );
		expect( isSameOrigin( '//evil.example/a' ) ).toBe( false );
		expect( isSameOrigin( 'javascript:alert(1)' ) ).toBe( false );
	} );
} );

describe( 'isScriptUrl', () => {
	it.each( [
		'javascript:alert(1)',
		' JavaScript:alert(1)',
		'java\tscript:alert(1)',
		'vbscript:msgbox(1)',
	] )( 'spots %s', ( value ) => {
		expect( isScriptUrl( value ) ).toBe( true );
	} );

	it( 'leaves addresses', () => {
		expect( isScriptUrl( '/javascript/guide/' ) ).toBe( false );
		expect( isScriptUrl( 'https://example.com/' ) ).toBe( false );
	} );
} );

describe( 'pageContent', () => {
	const html = `<!doctype html><html><head><script>window.bad = 1</script><style>body{display:none}</style></head>
		<body><header>Site header</header>
		<main><div class="wp-block-post-content">
			<p onclick="window.bad = 2" style="color: red">Silk keeps its sheen.</p>
			<a href="javascript:window.bad = 3">Bad link</a>
			<a href="../care/">Relative link</a>
			<img src="photo.jpg" onerror="window.bad = 4" alt="A photo">
			<iframe src="https://example.com/"></iframe>
			<object data="x.swf"></object><embed src="x.swf">
			<svg><a href="javascript:window.bad = 5"><text>svg</text></a><a><animate attributeName="href" values="javascript:window.bad = 8"/><set attributeName="href" to="javascript:window.bad = 9"/><text>smil</text></a></svg>
			<form action="javascript:window.bad = 6"><button formaction="javascript:x">Go</button></form>
			<script>window.bad = 7</script>
			<template><p>inert</p></template>
		</div></main><footer>Site footer</footer></body></html>`;

	it( 'keeps the post content, made safe and absolute', () => {
		const nodes = pageContent(
			html,
			'http://localhost/silk-care/',
			document
		);
		const box = document.createElement( 'div' );
		box.append( ...nodes );
		expect( box ).toHaveTextContent( 'Silk keeps its sheen.' );
		expect( box ).not.toHaveTextContent( 'Site header' );
		expect( box ).not.toHaveTextContent( 'Site footer' );
		expect(
			box.querySelector( 'script,style,iframe,object,embed,template' )
		).toBeNull();
		expect( box.querySelector( 'p' ) ).not.toHaveAttribute( 'onclick' );
		// Security finding 12: no `style` (a page could cover the viewport with a link).
		expect( box.querySelector( 'p' ) ).not.toHaveAttribute( 'style' );
		expect( box.querySelector( 'img' ) ).not.toHaveAttribute( 'onerror' );
		expect( box.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://localhost/silk-care/photo.jpg'
		);
		const links = box.querySelectorAll( 'a' );
		expect( links[ 0 ] ).not.toHaveAttribute( 'href' );
		expect( links[ 1 ] ).toHaveAttribute(
			'href',
			'http://localhost/care/'
		);
		expect( box.querySelector( 'svg, animate, set' ) ).toBeNull();
		// Security finding 12: no form (a password form posting to another site), no control.
		expect( box.querySelector( 'form, button, input' ) ).toBeNull();
		expect( 'bad' in window ).toBe( false );
		// The nodes belong to this page.
		expect( nodes[ 0 ].ownerDocument ).toBe( document );
	} );

	it( 'keeps an allow-list: no style, no form, no id or data attribute, safe srcset', () => {
		const nodes = pageContent(
			`<main><div class="wp-block-post-content">
				<a href="/offer/" style="position:fixed;inset:0;z-index:99999">Covering link</a>
				<form action="https://evil.example/login" method="post"><label>Password <input type="password" name="pwd"></label><button>Sign in</button></form>
				<div id="boudoirSettings" data-boudoir-lightbox="x" aria-label="Care" class="care"><marquee>Unknown <em>kept</em></marquee></div>
				<img src="a.jpg" srcset="a-2x.jpg 2x, javascript:alert(1) 3x" alt="A">
				<img src="b.jpg" srcset="b-1.jpg 1x, b-2.jpg 2x" alt="B">
				<table><tr><td colspan="2" style="color:red" onclick="x">Cell</td></tr></table>
			</div></main>`,
			'http://localhost/silk-care/',
			document
		);
		const box = document.createElement( 'div' );
		box.append( ...nodes );
		expect( box.querySelector( '[style]' ) ).toBeNull();
		expect( box.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'http://localhost/offer/'
		);
		expect( box.querySelector( 'form, input, button, label' ) ).toBeNull();
		expect( box ).not.toHaveTextContent( 'Password' );
		const care = box.querySelector( '.care' );
		expect( care ).not.toHaveAttribute( 'id' );
		expect( care ).not.toHaveAttribute( 'data-boudoir-lightbox' );
		expect( care ).toHaveAttribute( 'aria-label', 'Care' );
		expect( box.querySelector( 'marquee' ) ).toBeNull();
		expect( care ).toHaveTextContent( 'Unknown kept' );
		expect( care?.querySelector( 'em' ) ).toHaveTextContent( 'kept' );
		const [ a, b ] = Array.from( box.querySelectorAll( 'img' ) );
		expect( a ).not.toHaveAttribute( 'srcset' );
		expect( b ).toHaveAttribute(
			'srcset',
			'http://localhost/silk-care/b-1.jpg 1x, http://localhost/silk-care/b-2.jpg 2x'
		);
		expect( box.querySelector( 'td' ) ).toHaveAttribute( 'colspan', '2' );
		expect( box.querySelector( 'td' ) ).not.toHaveAttribute( 'onclick' );
	} );

	it( 'falls back to the main region, then the body', () => {
		const box = document.createElement( 'div' );
		box.append(
			...pageContent(
				'<body><header>H</header><main><p>Main</p></main></body>',
				'http://localhost/',
				document
			)
		);
		expect( box ).toHaveTextContent( /^Main$/ );
		box.replaceChildren(
			...pageContent( '<p>Only</p>', 'http://localhost/', document )
		);
		expect( box ).toHaveTextContent( 'Only' );
	} );
} );

describe( 'fetchContent', () => {
	afterEach( () => {
		delete ( window as { fetch?: unknown } ).fetch;
	} );

	it( 'GETs a same-origin page and gives its content', async () => {
		const fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			url: 'http://localhost/silk-care/',
			headers: new Headers( {
				'Content-Type': 'text/html; charset=UTF-8',
			} ),
			text: () =>
				Promise.resolve( '<main><p>Silk keeps its sheen.</p></main>' ),
		} );
		window.fetch = fetch;
		const nodes = await fetchContent( '/silk-care/', document );
		expect( fetch ).toHaveBeenCalledWith(
			'/silk-care/',
			expect.objectContaining( {
				method: 'GET',
				mode: 'same-origin',
				credentials: 'same-origin',
			} )
		);
		expect( nodes.map( ( node ) => node.textContent ).join( '' ) ).toBe(
			'Silk keeps its sheen.'
		);
	} );

	it( 'fails on a file that is no page, rather than show its bytes as text', async () => {
		const text = jest.fn();
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			url: 'http://localhost/size-guide.pdf',
			headers: new Headers( { 'Content-Type': 'application/pdf' } ),
			text,
		} );
		await expect(
			fetchContent( '/size-guide.pdf', document )
		).rejects.toThrow( /not a page/ );
		expect( text ).not.toHaveBeenCalled();
	} );

	it( 'fails on an error status and never asks another origin', async () => {
		window.fetch = jest
			.fn()
			.mockResolvedValue( { ok: false, status: 500, url: '' } );
		await expect( fetchContent( '/silk-care/', document ) ).rejects.toThrow(
			/500/
		);
		await expect(
			fetchContent( 'https://evil.example/', document )
		).rejects.toThrow();
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'frame and showMessage', () => {
	it( 'build a box with an announced message, as text', () => {
		const { frame: outer, box } = frame(
			document,
			'boudoir-lightbox__ajax'
		);
		expect( outer ).toHaveClass(
			'pswp__content',
			'boudoir-lightbox__frame'
		);
		expect( box ).toHaveClass(
			'boudoir-lightbox__box',
			'boudoir-lightbox__ajax'
		);
		showMessage( box, '<b>The content could not be loaded.</b>' );
		expect( box.querySelector( '[role="alert"]' ) ).toHaveTextContent(
			'<b>The content could not be loaded.</b>'
		);
		expect( box.querySelector( 'b' ) ).toBeNull();
	} );
} );

/**
 * Internal dependencies
 */
import { cookieString, readCookie } from '..';

describe( 'readCookie', () => {
	it( 'finds a cookie by its exact name among others', () => {
		expect( readCookie( 'a=1; gridcookie=list; b=2', 'gridcookie' ) ).toBe(
			'list'
		);
		expect( readCookie( 'a=1;gridcookie=grid', 'gridcookie' ) ).toBe(
			'grid'
		);
		expect( readCookie( 'gridcookie=list', 'gridcookie' ) ).toBe( 'list' );
	} );

	it( 'matches no other name: prefix, suffix, case, or a value', () => {
		const cookies = 'xname=1; namex=2; NAME=3; other=name=4';
		expect( readCookie( cookies, 'name' ) ).toBeUndefined();
	} );

	it( 'is undefined without the cookie, empty for an empty value', () => {
		expect( readCookie( '', 'name' ) ).toBeUndefined();
		expect( readCookie( 'name', 'name' ) ).toBeUndefined();
		expect( readCookie( 'name=', 'name' ) ).toBe( '' );
		expect( readCookie( 'a=1; name=; b=2', 'name' ) ).toBe( '' );
	} );

	it( 'keeps what follows the first "=" as written', () => {
		expect(
			readCookie(
				'a=1; sbjs_current=typ=utm|||src=x; b=2',
				'sbjs_current'
			)
		).toBe( 'typ=utm|||src=x' );
		expect( readCookie( 'n=a%20b', 'n' ) ).toBe( 'a%20b' );
	} );

	it( 'takes the first of two cookies of one name (the more specific path)', () => {
		expect( readCookie( 'n=1; n=2', 'n' ) ).toBe( '1' );
	} );
} );

describe( 'cookieString', () => {
	it( 'writes at the root, host-only and for the session by default', () => {
		expect( cookieString( 'n', 'v' ) ).toBe( 'n=v; path=/' );
	} );

	it( 'adds the lifetime, domain, SameSite and Secure when asked', () => {
		expect(
			cookieString( 'gridcookie', 'list', {
				maxAge: 31536000,
				domain: '.example.com',
				sameSite: 'Lax',
				secure: true,
			} )
		).toBe(
			'gridcookie=list; path=/; max-age=31536000; domain=.example.com; SameSite=Lax; Secure'
		);
	} );

	it( 'writes what the browser then reads back, and expires it', () => {
		document.cookie = cookieString( 'boudoir_test', 'list', {
			maxAge: 60,
		} );
		expect( readCookie( document.cookie, 'boudoir_test' ) ).toBe( 'list' );
		document.cookie = cookieString( 'boudoir_test', '', { maxAge: -999 } );
		expect( readCookie( document.cookie, 'boudoir_test' ) ).toBeUndefined();
	} );
} );

/**
 * Internal dependencies
 */
import {
	COOKIE,
	MAX_AGE,
	cookieFor,
	currentView,
	parseView,
	readView,
} from '../state';

describe( 'parseView', () => {
	it( 'accepts exactly grid and list', () => {
		expect( parseView( 'grid' ) ).toBe( 'grid' );
		expect( parseView( 'list' ) ).toBe( 'list' );
	} );

	it.each( [ 'List', ' list', 'list ', 'lists', '', 'table', null, 1 ] )(
		'refuses %p',
		( value ) => {
			expect( parseView( value ) ).toBeNull();
		}
	);
} );

describe( 'readView', () => {
	it( 'finds the cookie among others, wherever it is', () => {
		expect( readView( 'gridcookie=list' ) ).toBe( 'list' );
		expect( readView( 'a=1; gridcookie=list; b=2' ) ).toBe( 'list' );
		expect( readView( 'a=1;gridcookie=grid' ) ).toBe( 'grid' );
	} );

	it( 'ignores cookies whose name only contains it', () => {
		expect( readView( 'xgridcookie=list; gridcookiex=list' ) ).toBeNull();
		expect( readView( 'other=gridcookie=list' ) ).toBeNull();
	} );

	it( 'reads an invalid or missing value as no choice', () => {
		expect( readView( '' ) ).toBeNull();
		expect( readView( 'gridcookie=LIST' ) ).toBeNull();
		expect( readView( 'gridcookie=<script>' ) ).toBeNull();
		expect( readView( 'gridcookie' ) ).toBeNull();
	} );
} );

describe( 'currentView', () => {
	it( 'prefers the shopper’s choice to the default', () => {
		expect( currentView( 'gridcookie=grid', 'list' ) ).toBe( 'grid' );
		expect( currentView( 'gridcookie=list', 'grid' ) ).toBe( 'list' );
	} );

	it( 'falls back to the default, then to grid', () => {
		expect( currentView( 'gridcookie=bad', 'list' ) ).toBe( 'list' );
		expect( currentView( '', 'list' ) ).toBe( 'list' );
		expect( currentView( '', 'tiles' ) ).toBe( 'grid' );
		expect( currentView( '', undefined ) ).toBe( 'grid' );
	} );
} );

describe( 'cookieFor', () => {
	it( 'saves the view at the root for a year, SameSite=Lax', () => {
		expect( cookieFor( 'list' ) ).toBe(
			`${ COOKIE }=list; path=/; max-age=${ MAX_AGE }; SameSite=Lax`
		);
		expect( MAX_AGE ).toBe( 31536000 );
	} );

	it( 'is Secure over HTTPS', () => {
		expect( cookieFor( 'grid', true ) ).toMatch( /; Secure$/ );
	} );

	it( 'round-trips through readView', () => {
		expect( readView( cookieFor( 'list' ).split( ';' )[ 0 ] ) ).toBe(
			'list'
		);
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { columnOf, firstColumn, init } from '..';

/**
 * Prints the links as Account_Toggle does, and WooCommerce's two columns.
 *
 * @param initial The server's first column.
 */
function mount( initial = 'login' ): HTMLElement {
	document.body.innerHTML = `
		<nav class="boudoir-account-toggle" aria-label="Login or register" data-initial="${ initial }">
			<a href="#customer_login" data-column="login">Login</a>
			<a href="#register" data-column="register">Register</a>
		</nav>
		<div class="u-columns col2-set" id="customer_login">
			<div class="u-column1 col-1"><h2>Login</h2></div>
			<div class="u-column2 col-2"><h2>Register</h2><form id="register"></form></div>
		</div>`;
	const nav = document.querySelector< HTMLElement >( 'nav' )!;
	init( nav );
	return nav;
}

const link = ( name: string ) => screen.getByRole( 'link', { name } );

afterEach( () => {
	window.history.replaceState( null, '', '/my-account/' );
} );

describe( 'columnOf / firstColumn', () => {
	it( 'reads the hashes', () => {
		expect( columnOf( '#register' ) ).toBe( 'register' );
		expect( columnOf( '#customer_login' ) ).toBe( 'login' );
		expect( columnOf( '#login' ) ).toBeNull();
		expect( columnOf( '' ) ).toBeNull();
		expect( columnOf( '#Register' ) ).toBeNull();
	} );

	it( 'prefers the hash, then the server, then Login', () => {
		expect( firstColumn( '#register', 'login' ) ).toBe( 'register' );
		expect( firstColumn( '#customer_login', 'register' ) ).toBe( 'login' );
		expect( firstColumn( '', 'register' ) ).toBe( 'register' );
		expect( firstColumn( '', 'other' ) ).toBe( 'login' );
		expect( firstColumn( '' ) ).toBe( 'login' );
	} );
} );

describe( 'account toggle', () => {
	it( 'starts on Login', () => {
		const nav = mount();
		expect( nav.dataset.current ).toBe( 'login' );
		expect( link( 'Login' ) ).toHaveAttribute( 'aria-current', 'true' );
		expect( link( 'Register' ) ).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'starts on Register after a failed registration', () => {
		const nav = mount( 'register' );
		expect( nav.dataset.current ).toBe( 'register' );
		expect( link( 'Register' ) ).toHaveAttribute( 'aria-current', 'true' );
	} );

	it( 'opens Register from the #register hash', () => {
		window.history.replaceState( null, '', '/my-account/#register' );
		const nav = mount();
		expect( nav.dataset.current ).toBe( 'register' );
	} );

	it( 'toggles on click, moves aria-current, keeps focus, updates the address', async () => {
		const user = userEvent.setup();
		const nav = mount();
		await user.click( link( 'Register' ) );
		expect( nav.dataset.current ).toBe( 'register' );
		expect( link( 'Register' ) ).toHaveAttribute( 'aria-current', 'true' );
		expect( link( 'Login' ) ).not.toHaveAttribute( 'aria-current' );
		expect( link( 'Register' ) ).toHaveFocus();
		expect( window.location.hash ).toBe( '#register' );
		await user.click( link( 'Login' ) );
		expect( nav.dataset.current ).toBe( 'login' );
		expect( link( 'Login' ) ).toHaveAttribute( 'aria-current', 'true' );
		expect( window.location.hash ).toBe( '' );
	} );

	it( 'works from the keyboard', async () => {
		const user = userEvent.setup();
		const nav = mount();
		await user.tab();
		await user.tab();
		expect( link( 'Register' ) ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( nav.dataset.current ).toBe( 'register' );
		expect( link( 'Register' ) ).toHaveFocus();
	} );

	it( 'follows a later hash change', () => {
		const nav = mount();
		window.history.replaceState( null, '', '/my-account/#register' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expect( nav.dataset.current ).toBe( 'register' );
	} );
} );

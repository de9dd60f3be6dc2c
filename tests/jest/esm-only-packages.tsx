/**
 * Stand-ins, for every unit test, for the ES-module-only packages that the WordPress
 * editor packages import and this jest set-up (CommonJS, node_modules untransformed)
 * cannot load. What the tests touch of them is small: @wordpress/components needs
 * unique ids from uuid, the block editor renders help text through marked, and the
 * theme package's provider only themes the UI package's tooltips;
 * parsel-js only scopes editor styles in iframes.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

jest.mock( 'uuid', () => {
	let last = 0;
	return { v4: () => `uuid-${ ++last }` };
} );

jest.mock( 'marked', () => ( {
	Marked: class {
		parse( text: string ): string {
			return text;
		}
	},
} ) );

jest.mock( '@wordpress/theme', () => ( {
	ThemeProvider: ( { children }: { children: ReactNode } ) => children,
} ) );

jest.mock( 'parsel-js', () => ( { tokenize: () => [], stringify: () => '' } ) );

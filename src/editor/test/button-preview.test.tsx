/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ButtonPreview } from '../button-preview';

describe( 'ButtonPreview', () => {
	it( 'shows the front-end button as a picture with its name, not as a control', () => {
		render(
			<ButtonPreview
				className="boudoir-x__toggle is-pressed"
				label="Search"
			>
				<svg aria-hidden="true" />
			</ButtonPreview>
		);

		const preview = screen.getByRole( 'img', { name: 'Search' } );
		expect( preview ).toHaveClass( 'boudoir-x__toggle', 'is-pressed' );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

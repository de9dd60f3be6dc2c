/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FocusableButton } from '../focusable-button';

describe( 'FocusableButton', () => {
	it( 'acts on a click and on Enter', async () => {
		const user = userEvent.setup();
		const onClick = jest.fn();
		render(
			<FocusableButton
				className="x"
				aria-label="Move up"
				onClick={ onClick }
			>
				↑
			</FocusableButton>
		);
		const button = screen.getByRole( 'button', { name: 'Move up' } );
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveClass( 'x' );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		await user.click( button );
		await user.keyboard( '{Enter}' );
		expect( onClick ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'when disabled, keeps its focus and does nothing', async () => {
		const user = userEvent.setup();
		const onClick = jest.fn();
		const { rerender } = render(
			<FocusableButton aria-label="Move up" onClick={ onClick }>
				↑
			</FocusableButton>
		);
		const button = screen.getByRole( 'button', { name: 'Move up' } );
		button.focus();
		rerender(
			<FocusableButton aria-label="Move up" disabled onClick={ onClick }>
				↑
			</FocusableButton>
		);
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toBeEnabled();
		await user.click( button );
		await user.keyboard( '{Enter}' );
		expect( onClick ).not.toHaveBeenCalled();
	} );

	it( 'prints aria-disabled as given', () => {
		render(
			<FocusableButton disabled={ false } onClick={ jest.fn() }>
				Remove
			</FocusableButton>
		);
		expect( screen.getByRole( 'button' ) ).toHaveAttribute(
			'aria-disabled',
			'false'
		);
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { attributeBinder, NumberSetting, ToggleSetting } from '../controls';

type Attributes = { open: boolean; delay: number; label: string };

const ATTRIBUTES: Attributes = { open: true, delay: 300, label: 'Menu' };

describe( 'attributeBinder', () => {
	it( 'gives a setting the attribute’s value, and sets that attribute alone', () => {
		const setAttributes = jest.fn();
		const bind = attributeBinder( ATTRIBUTES, setAttributes );

		const delay = bind( 'delay' );
		delay.onChange( 600 );

		expect( delay.value ).toBe( 300 );
		expect( setAttributes ).toHaveBeenCalledTimes( 1 );
		expect( setAttributes ).toHaveBeenCalledWith( { delay: 600 } );
		expect( bind( 'label' ).value ).toBe( 'Menu' );
	} );

	it( 'binds a toggle: on as the attribute is, off when turned off', async () => {
		const user = userEvent.setup();
		const setAttributes = jest.fn();
		const bind = attributeBinder( ATTRIBUTES, setAttributes );
		render( <ToggleSetting label="Open" { ...bind( 'open' ) } /> );

		const toggle = screen.getByRole( 'checkbox', { name: 'Open' } );
		expect( toggle ).toBeChecked();
		await user.click( toggle );

		expect( setAttributes ).toHaveBeenCalledWith( { open: false } );
	} );

	it( 'binds a number', async () => {
		const user = userEvent.setup();
		const setAttributes = jest.fn();
		const bind = attributeBinder( ATTRIBUTES, setAttributes );
		render(
			<NumberSetting
				{ ...bind( 'delay' ) }
				label="Delay"
				min={ 0 }
				max={ 2000 }
				fallback={ 100 }
			/>
		);

		const field = screen.getByRole( 'spinbutton', { name: 'Delay' } );
		expect( field ).toHaveValue( 300 );
		await user.clear( field );
		await user.type( field, '450' );

		expect( setAttributes ).toHaveBeenLastCalledWith( { delay: 450 } );
	} );
} );

/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	attributeBinder,
	ChoiceSetting,
	NumberSetting,
	SiteDefaultSetting,
	ToggleSetting,
} from '../controls';

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

describe( 'choices', () => {
	it( 'written value → label, are offered in the order written', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render(
			<ChoiceSetting
				label="Side"
				choices={ { right: 'Right', left: 'Left' } }
				value="left"
				onChange={ onChange }
			/>
		);

		const side = screen.getByRole( 'combobox', { name: 'Side' } );
		expect( side ).toHaveValue( 'left' );
		expect(
			Array.from( ( side as HTMLSelectElement ).options ).map(
				( option ) => [ option.value, option.textContent ]
			)
		).toEqual( [
			[ 'right', 'Right' ],
			[ 'left', 'Left' ],
		] );
		await user.selectOptions( side, 'Right' );
		expect( onChange.mock.calls[ 0 ][ 0 ] ).toBe( 'right' );
	} );

	it( 'as a list, are offered as listed', () => {
		render(
			<ChoiceSetting
				label="Menu"
				choices={ [
					{ label: 'None', value: '0' },
					{ label: 'Main', value: '12' },
					{ label: 'Footer', value: '3' },
				] }
				value="0"
				onChange={ jest.fn() }
			/>
		);

		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'None', 'Main', 'Footer' ] );
	} );

	it( 'name the site’s choice in the “Site default” option, either way', () => {
		const { rerender } = render(
			<SiteDefaultSetting< 'left' | 'right' >
				label="Side"
				choices={ { left: 'Left', right: 'Right' } }
				site="right"
				value=""
				onChange={ jest.fn() }
			/>
		);
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Site default (Right)', 'Left', 'Right' ] );

		rerender(
			<SiteDefaultSetting< 'left' | 'right' >
				label="Side"
				choices={ [
					{ label: 'Left', value: 'left' },
					{ label: 'Right', value: 'right' },
				] }
				site="left"
				value=""
				onChange={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'option', { name: 'Site default (Left)' } )
		).toBeInTheDocument();
	} );
} );

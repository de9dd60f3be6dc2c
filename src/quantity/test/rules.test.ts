/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import { decrease, increase, initial, stepOf, toNumber } from '../rules';

/** Whole quantities as WooCommerce prints them, as text. */
const quantity = fc.integer( { min: -1000, max: 100000 } );
const positive = fc.integer( { min: 1, max: 1000 } );
/** Texts that are not numbers. */
const invalid = fc.oneof(
	fc.constant( '' ),
	fc.constant( '   ' ),
	fc.constant( 'abc' ),
	fc.constant( '1,5' ),
	fc.constant( 'NaN' ),
	fc.constant( 'Infinity' ),
	fc
		.string()
		.filter(
			( text ) =>
				text.trim() === '' || ! Number.isFinite( Number( text ) )
		)
);
/** Steps that count as 1. */
const oneStep = fc.oneof(
	fc.constant( undefined ),
	fc.constant( null ),
	fc.constant( 'any' ),
	fc.constant( '' ),
	fc.constant( '0' ),
	fc.integer( { min: -100, max: -1 } ).map( String ),
	invalid
);

describe( 'plus', () => {
	it( 'adds the step when there is no max', () => {
		fc.assert(
			fc.property( quantity, positive, ( value, step ) => {
				expect(
					increase( String( value ), { step: String( step ) } )
				).toBe( value + step );
			} )
		);
	} );

	it( 'adds 1 when the step is missing, any or not a positive number', () => {
		fc.assert(
			fc.property( quantity, oneStep, ( value, step ) => {
				expect( stepOf( { step } ) ).toBe( 1 );
				expect( increase( String( value ), { step } ) ).toBe(
					value + 1
				);
			} )
		);
	} );

	it( 'is capped at the max when set', () => {
		fc.assert(
			fc.property( quantity, positive, positive, ( value, step, max ) => {
				const next = increase( String( value ), {
					step: String( step ),
					max: String( max ),
				} );
				expect( next ).toBe( Math.min( value + step, max ) );
				expect( next ).toBeLessThanOrEqual( max );
			} )
		);
	} );

	it( 'ignores a missing or invalid max', () => {
		fc.assert(
			fc.property( quantity, invalid, ( value, max ) => {
				expect( increase( String( value ), { max } ) ).toBe(
					value + 1
				);
			} )
		);
	} );
} );

describe( 'minus', () => {
	it( 'subtracts the step, never below the min', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 1, max: 100000 } ),
				positive,
				fc.integer( { min: 0, max: 1000 } ),
				( value, step, min ) => {
					const next = decrease( String( value ), {
						step: String( step ),
						min: String( min ),
					} );
					expect( next ).toBe( Math.max( value - step, min ) );
					expect( next ).toBeGreaterThanOrEqual( min );
				}
			)
		);
	} );

	it( 'only acts when the value is above 0', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: -1000, max: 0 } ),
				positive,
				fc.option( fc.integer( { min: -10, max: 1000 } ) ),
				( value, step, min ) => {
					expect(
						decrease( String( value ), {
							step: String( step ),
							min: min === null ? null : String( min ),
						} )
					).toBe( value );
				}
			)
		);
	} );

	it( 'subtracts 1 when the step is missing, any or not a positive number', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 1, max: 100000 } ),
				oneStep,
				( value, step ) => {
					expect( decrease( String( value ), { step } ) ).toBe(
						value - 1
					);
				}
			)
		);
	} );

	it( 'counts a missing or invalid min as 0', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 1, max: 100000 } ),
				positive,
				fc.oneof( fc.constant( undefined ), invalid ),
				( value, step, min ) => {
					const next = decrease( String( value ), {
						step: String( step ),
						min,
					} );
					expect( next ).toBe(
						decrease( String( value ), {
							step: String( step ),
							min: '0',
						} )
					);
					expect( next ).toBeGreaterThanOrEqual( 0 );
				}
			)
		);
	} );
} );

describe( 'invalid values', () => {
	it( 'count as 0 for both buttons and on start', () => {
		fc.assert(
			fc.property(
				invalid,
				fc.record( {
					min: fc.integer( { min: 0, max: 10 } ).map( String ),
					max: fc.integer( { min: 1, max: 100 } ).map( String ),
					step: positive.map( String ),
				} ),
				( value, bounds ) => {
					expect( toNumber( value, 0 ) ).toBe( 0 );
					expect( increase( value, bounds ) ).toBe(
						increase( '0', bounds )
					);
					expect( decrease( value, bounds ) ).toBe( 0 );
					expect( initial( value, bounds ) ).toBe(
						initial( '0', bounds )
					);
				}
			)
		);
	} );
} );

describe( 'on start', () => {
	it( 'sets a value below a positive min to the min', () => {
		fc.assert(
			fc.property( quantity, positive, ( value, min ) => {
				fc.pre( value < min );
				expect(
					initial( String( value ), { min: String( min ) } )
				).toBe( min );
			} )
		);
	} );

	it( 'leaves every other value alone', () => {
		fc.assert(
			fc.property(
				quantity,
				fc.option( fc.integer( { min: -10, max: 1000 } ) ),
				( value, min ) => {
					fc.pre( min === null || min <= 0 || value >= min );
					expect(
						initial( String( value ), {
							min: min === null ? null : String( min ),
						} )
					).toBeNull();
				}
			)
		);
	} );
} );

describe( 'examples', () => {
	// [ value, min, max, step, plus, minus ]
	type Example = [ string, string, string, string, number, number ];
	const title = 'value %p (min %p, max %p, step %p): plus %p, minus %p';
	const check = ( ...[ value, min, max, step, plus, minus ]: Example ) => {
		expect( increase( value, { min, max, step } ) ).toBe( plus );
		expect( decrease( value, { min, max, step } ) ).toBe( minus );
	};

	describe( 'whole steps, within min and max', () => {
		it.each< Example >( [
			[ '1', '0', '', '1', 2, 0 ],
			[ '1', '1', '', '1', 2, 1 ],
			[ '5', '1', '5', '1', 5, 4 ],
			[ '4', '0', '5', '2', 5, 2 ],
			[ '3', '2', '', '2', 5, 2 ],
			[ '12', '0', '10', '1', 10, 11 ],
		] )( title, check );
	} );

	describe( 'no step, or a value that is no number', () => {
		it.each< Example >( [
			[ '0', '0', '', 'any', 1, 0 ],
			[ '', '', '', '', 1, 0 ],
			[ 'x', '', '', '', 1, 0 ],
		] )( title, check );
	} );

	describe( 'decimal steps, without floating-point crumbs', () => {
		it.each< Example >( [
			[ '0.1', '0', '', '0.2', 0.3, 0 ],
			[ '0.3', '0', '', '0.1', 0.4, 0.2 ],
			[ '1.5', '0', '', '0.5', 2, 1 ],
		] )( title, check );
	} );

	it( 'starts a 0 with a min of 2 at 2', () => {
		expect( initial( '0', { min: '2' } ) ).toBe( 2 );
		expect( initial( '3', { min: '2' } ) ).toBeNull();
	} );

	it( 'keeps decimal steps exact over many presses', () => {
		let value = '0';
		for ( let i = 0; i < 30; i++ ) {
			value = String( increase( value, { step: '0.1' } ) );
		}
		expect( value ).toBe( '3' );
		for ( let i = 0; i < 30; i++ ) {
			value = String( decrease( value, { step: '0.1' } ) );
		}
		expect( value ).toBe( '0' );
	} );
} );

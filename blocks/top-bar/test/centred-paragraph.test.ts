/**
 * WordPress dependencies
 */
import { getBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { centredParagraph } from '../edit';

jest.mock( '@wordpress/blocks', () => ( {
	...jest.requireActual( '@wordpress/blocks' ),
	getBlockType: jest.fn(),
} ) );

const paragraphType = getBlockType as jest.Mock;

describe( 'the top bar’s first line', () => {
	it( 'is centred by the paragraph’s align attribute where WordPress has it (to 6.9)', () => {
		paragraphType.mockReturnValue( {
			attributes: { align: { type: 'string' }, content: {} },
		} );
		expect( centredParagraph() ).toEqual( { align: 'center' } );
	} );

	it( 'is centred by the typography support from WordPress 7.0, which dropped align', () => {
		paragraphType.mockReturnValue( { attributes: { content: {} } } );
		expect( centredParagraph() ).toEqual( {
			style: { typography: { textAlign: 'center' } },
		} );
	} );
} );

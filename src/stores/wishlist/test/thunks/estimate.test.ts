/**
 * Internal dependencies
 */
import { store } from '../../index';
import { GIFTS, NS, wishlistBench } from '../harness';
import { apiError } from '../fixtures';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop } = wishlistBench();

describe( 'askEstimate', () => {
	it( 'answers the confirmation, or the error without a notice', async () => {
		shop();
		const registry = newRegistry();
		const confirmation = {
			result: true,
			message: 'Your estimate request was sent.',
			template: '<div>…</div>',
			redirect: null,
		};
		server.on(
			`POST ${ NS }/wishlists/${ GIFTS }/estimate`,
			() => confirmation
		);
		const fields = {
			name: 'Ada',
			email: 'ada@example.test',
			copy: true,
		};

		await expect(
			registry.dispatch( store ).askEstimate( GIFTS, fields )
		).resolves.toEqual( confirmation );
		expect( server.writes()[ 0 ].data ).toEqual( fields );

		server.on( `POST ${ NS }/wishlists/${ GIFTS }/estimate`, () => {
			throw apiError( 'boudoir_invalid_email', 400, 'Check the e-mail.', {
				params: { email: 'Check the e-mail.' },
			} );
		} );
		const failed = await registry
			.dispatch( store )
			.askEstimate( GIFTS, fields );
		expect( failed ).toMatchObject( {
			code: 'boudoir_invalid_email',
			data: { params: { email: 'Check the e-mail.' } },
		} );
		expect( registry.select( store ).getNotices() ).toEqual( [] );
		expect(
			registry.select( store ).isPending( `estimate:${ GIFTS }` )
		).toBe( false );
	} );
} );

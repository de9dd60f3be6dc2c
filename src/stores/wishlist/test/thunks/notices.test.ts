/**
 * Internal dependencies
 */
import { store } from '../../index';
import { newRegistry, startServer, stopServer } from '../harness';

jest.mock( '@boudoir/api' );

beforeEach( startServer );

afterEach( stopServer );

describe( 'notices', () => {
	it( 'createNotice returns an id; getNotices filters by context; removeNotice removes', async () => {
		const registry = newRegistry();
		const dispatch = registry.dispatch( store );

		const global = await dispatch.createNotice( 'info', 'Hello' );
		const popup = await dispatch.createNotice( 'error', 'Oops', 'popup' );

		expect( typeof global ).toBe( 'string' );
		expect( global ).not.toBe( popup );
		expect( registry.select( store ).getNotices() ).toHaveLength( 2 );
		expect( registry.select( store ).getNotices( 'popup' ) ).toEqual( [
			{ id: popup, status: 'error', message: 'Oops', context: 'popup' },
		] );
		dispatch.removeNotice( popup );
		expect( registry.select( store ).getNotices() ).toEqual( [
			{ id: global, status: 'info', message: 'Hello', context: 'global' },
		] );
	} );
} );

/**
 * Internal dependencies
 */
import { FakeServer, makeItem, makeList, saved, short } from './fixtures';
import { answerMisfit } from './schemas';

const NS = '/boudoir/v1';
const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );

describe( 'the fake server’s answers are the published schemas’', () => {
	it( 'takes an answer with every field of its route’s schema, a collection entry by entry', () => {
		const list = makeList( 1, MINE );
		const item = makeItem( 11, 100, { variation_id: 101 } );
		expect( answerMisfit( `GET ${ NS }/wishlists`, [ list ] ) ).toBeNull();
		expect(
			answerMisfit( `GET ${ NS }/wishlists/${ MINE }/items`, [ item ] )
		).toBeNull();
		expect(
			answerMisfit( `GET ${ NS }/items/saved`, [ saved( item, list ) ] )
		).toBeNull();
		expect(
			answerMisfit( `POST ${ NS }/items/add`, {
				result: true,
				message: 'Added.',
				item,
				wishlist: list,
				user_wishlists: [ short( list ) ],
			} )
		).toBeNull();
	} );

	it( 'says where an answer leaves its schema: a missing field, a wrong type, a value not listed', () => {
		const list = makeList( 1, MINE );
		const { slug, ...noSlug } = list;
		expect( slug ).toBe( 'list-1' );
		expect(
			answerMisfit( `GET ${ NS }/wishlists/${ MINE }`, noSlug )
		).toBe(
			`GET ${ NS }/wishlists/${ MINE } (GET /boudoir/v1/wishlists/(?P<wishlist_token>[A-Za-z0-9_-]{32})): the answer.slug is missing, not string`
		);
		expect(
			answerMisfit( `GET ${ NS }/wishlists`, [
				list,
				{ ...list, item_count: '3' },
			] )
		).toContain( 'the answer[1].item_count is "3", not integer' );
		expect(
			answerMisfit( `POST ${ NS }/wishlists`, {
				...list,
				privacy: 'friends',
			} )
		).toContain(
			'the answer.privacy is "friends", not one of ["public","shared","private"]'
		);
		expect(
			answerMisfit( `DELETE ${ NS }/items/12`, {
				deleted: true,
				item_id: 12,
				message: 'Removed.',
			} )
		).toContain( 'the answer.wishlist is missing, not object' );
	} );

	it( 'leaves other routes’ answers alone', () => {
		expect(
			answerMisfit( 'POST /wc/store/v1/cart/add-item', { items: [] } )
		).toBeNull();
	} );

	it( 'holds the estimate routes’ answers to their schemas too', () => {
		const estimate = `POST ${ NS }/wishlists/${ MINE }/estimate`;
		expect( answerMisfit( estimate, { result: true } ) ).toContain(
			'the answer.message is missing, not string'
		);
		expect(
			answerMisfit( estimate, {
				result: true,
				message: 'Your estimate request was sent.',
				template: '<p>Thank you.</p>',
				redirect: null,
			} )
		).toBeNull();
		expect(
			answerMisfit( `GET ${ NS }/estimate-form`, {
				copy_to: null,
				name: null,
			} )
		).toContain( 'the answer.email is missing' );
	} );

	it( 'a fake answer that drifted fails its request and is kept for the test to fail on', async () => {
		const server = new FakeServer();
		server.on( `POST ${ NS }/items/sort`, () => ( { result: true } ) );

		await expect(
			server.handle( { path: `${ NS }/items/sort`, method: 'POST' } )
		).rejects.toThrow( 'A fake answer drifted from its schema' );
		expect( server.misfits ).toEqual( [
			expect.stringContaining( 'the answer.positions is missing' ),
		] );

		server.onMalformed( `POST ${ NS }/items/sort`, () => ( {
			result: true,
		} ) );
		await expect(
			server.handle( { path: `${ NS }/items/sort`, method: 'POST' } )
		).resolves.toMatchObject( { body: { result: true } } );
	} );
} );

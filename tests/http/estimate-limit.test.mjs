/**
 * The estimate rate limit holds under 50 parallel requests, with the limit ON
 * (these requests leave out the header that lifts it for the other suites).
 *
 * The limit takes its slot and counts in one atomic statement, so parallel
 * requests cannot all pass a check made before anyone counted:
 *
 * 1. 50 at once from one signed-in shopper: exactly 5 (the per-owner limit) are
 *    accepted, 45 are 429 `boudoir_too_many_estimates`; the shop got 5 e-mails.
 * 2. 50 at once from one guest session: the same.
 * 3. 50 at once from 50 guests without a session, on the same address: the
 *    per-address limit (20 an hour) less the 10 the bursts above used, so 10.
 *
 * Needs a fresh site (node tests/http/run.mjs starts one): the address's
 * window is an hour long.
 */

/**
 * External dependencies
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import {
	PASSWORD,
	catalogue,
	guestActor,
	mailLogPath,
	startSite,
	userActor,
} from './lib/harness.mjs';
import * as api from './lib/api.mjs';

/** Requests per owner and hour (Rate_Limit::DEFAULT_LIMIT). */
const OWNER_LIMIT = 5;

/** Requests per address and hour (Rate_Limit::DEFAULT_IP_LIMIT). */
const IP_LIMIT = 20;

const BURST = 50;

/** Marks this run's requests in the site's mail log (bin/wp/boudoir-dev.php). */
const RUN = `limit-${ Date.now().toString( 36 ) }`;

let site;
let shop;
let sharedList;
let addressUsed = 0;

before( async () => {
	site = await startSite();
	shop = await catalogue( site.url );
} );

after( async () => {
	await site?.stop();
} );

/**
 * A user of this run only (a rerun on a reused site starts from an empty window).
 *
 * @param {string} label A name for messages.
 */
async function freshUser( label ) {
	const admin = await userActor( site.url, 'admin' );
	const username = `${ RUN }-${ label }`;
	api.expectStatus(
		await admin.post( '/wp-json/wp/v2/users', {
			username,
			email: `${ username }@boudoir.test`,
			password: PASSWORD,
			roles: [ 'customer' ],
		} ),
		201,
		'create the user'
	);
	return userActor( site.url, username );
}

/**
 * A list of the actor's with one product, shared so guests reach it by its token.
 *
 * @param {import('./lib/harness.mjs').Actor} actor Its owner.
 */
async function listWithAnItem( actor ) {
	const list = api.expectStatus(
		await api.createList(
			actor,
			`Estimate limit ${ actor.label }`,
			'shared'
		),
		201,
		'create the list'
	);
	api.expectStatus(
		await api.addItem( actor, {
			add_to_wishlist: shop.simple[ 0 ],
			wishlist_id: list.id,
		} ),
		201,
		'add an item'
	);
	return list;
}

/**
 * Mails to the shop in the mail log whose subject names this tag.
 *
 * @param {string} tag The shopper's name sent.
 */
function shopMails( tag ) {
	const mailLog = mailLogPath();
	if ( ! fs.existsSync( mailLog ) ) {
		return 0;
	}
	return fs
		.readFileSync( mailLog, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) )
		.filter(
			( mail ) =>
				String( mail.subject ).includes( tag ) &&
				String( mail.subject ).includes( 'Estimate request' )
		).length;
}

/**
 * Fires the requests at once and sorts the answers.
 *
 * @param {string}                                   what   For the printout.
 * @param {Array<import('./lib/harness.mjs').Actor>} actors One per request (the same actor repeated for one owner).
 * @param {string}                                   token  The list asked about.
 * @param {string}                                   tag    The name sent, to find the mails.
 * @return {Promise<{accepted: number, refused: number, other: object[], ms: number}>} The figures.
 */
async function burst( what, actors, token, tag ) {
	const started = performance.now();
	const answers = await Promise.all(
		actors.map( ( actor, index ) =>
			api.askEstimate(
				actor,
				token,
				{
					name: tag,
					email: `asker-${ index }@example.test`,
					notes: `Burst ${ what } #${ index }`,
				},
				{ rateLimit: true }
			)
		)
	);
	const ms = Math.round( performance.now() - started );
	const accepted = answers.filter( ( answer ) => answer.status === 201 );
	const refused = answers.filter(
		( answer ) =>
			answer.status === 429 &&
			answer.json?.code === 'boudoir_too_many_estimates'
	);
	const other = answers
		.filter( ( answer ) => ! [ 201, 429 ].includes( answer.status ) )
		.map(
			( answer ) => `${ answer.status } ${ answer.text.slice( 0, 200 ) }`
		);
	// Behind the cluster lane's balancer (bin/lib/cluster.mjs), which node served each request.
	const nodes = answers
		.map( ( answer ) => answer.headers.get( 'x-boudoir-node' ) )
		.filter( Boolean );
	const spread = [ ...new Set( nodes ) ]
		.sort()
		.map(
			( node ) =>
				`node ${ node }: ${ nodes.filter( ( n ) => n === node ).length }`
		)
		.join( ', ' );
	process.stdout.write(
		`# estimate limit (${ site.db }), ${ what }: ${ BURST } parallel → ${ accepted.length } accepted, ${ refused.length } refused (429), ${ other.length } other, ${ ms } ms${ spread ? ` (${ spread })` : '' }\n`
	);
	if ( nodes.length ) {
		assert.ok(
			new Set( nodes ).size > 1,
			`the balancer spread the burst over its nodes (${ spread })`
		);
	}
	return { accepted: accepted.length, refused: refused.length, other, ms };
}

test( '50 parallel requests from one signed-in shopper: exactly the per-owner limit passes', async () => {
	const shopper = await freshUser( 'user' );
	sharedList = await listWithAnItem( shopper );
	const tag = `${ RUN } user`;

	const figures = await burst(
		'one user',
		Array( BURST ).fill( shopper ),
		sharedList.token,
		tag
	);
	addressUsed += figures.accepted;

	assert.deepEqual( figures.other, [], 'only 201 and 429' );
	assert.equal( figures.accepted, OWNER_LIMIT, 'accepted' );
	assert.equal( figures.refused, BURST - OWNER_LIMIT, 'refused' );
	assert.equal(
		shopMails( tag ),
		OWNER_LIMIT,
		'one mail to the shop per accepted request'
	);
} );

test( '50 parallel requests from one guest session: exactly the per-owner limit passes', async () => {
	const guest = await guestActor( site.url, `${ RUN } guest` );
	const list = await listWithAnItem( guest );
	const tag = `${ RUN } guest`;

	const figures = await burst(
		'one guest session',
		Array( BURST ).fill( guest ),
		list.token,
		tag
	);
	addressUsed += figures.accepted;

	assert.deepEqual( figures.other, [], 'only 201 and 429' );
	assert.equal( figures.accepted, OWNER_LIMIT, 'accepted' );
	assert.equal( figures.refused, BURST - OWNER_LIMIT, 'refused' );
	assert.equal(
		shopMails( tag ),
		OWNER_LIMIT,
		'one mail to the shop per accepted request'
	);
} );

test( '50 parallel requests from 50 session-less guests on one address: the per-address limit holds', async () => {
	assert.ok( sharedList, 'the first test made the list' );
	const guests = [];
	for ( let i = 0; i < BURST; i++ ) {
		guests.push(
			await guestActor( site.url, `${ RUN } anonymous ${ i }` )
		);
	}
	const tag = `${ RUN } anonymous`;

	const figures = await burst(
		'50 guests, one address',
		guests,
		sharedList.token,
		tag
	);

	assert.deepEqual( figures.other, [], 'only 201 and 429' );
	const left = Math.max( 0, IP_LIMIT - addressUsed );
	assert.equal(
		figures.accepted,
		left,
		`accepted (${ IP_LIMIT } per address, ${ addressUsed } used before)`
	);
	assert.equal( figures.refused, BURST - left, 'refused' );
	assert.equal(
		shopMails( tag ),
		left,
		'one mail to the shop per accepted request'
	);
} );

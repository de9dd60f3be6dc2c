/**
 * The scale-out set-up, on one machine with the real parts: two native PHP web nodes
 * serving the same WordPress tree and MariaDB database, Redis as their persistent
 * object cache (Boudoir's own drop-in, bin/wp/object-cache.php over
 * bin/wp/redis-object-cache/, with Debian's php-redis), and a round-robin balancer
 * in Node in front, so browsers and test suites see one site.
 *
 *   const cluster = await startCluster( { name: 'wp_cluster', port: 8896, nodePorts: [ 8894, 8895 ] } );
 *   … cluster.url …
 *   await cluster.stop();
 *
 * The balancer sends each request to the next node in turn and says which one served
 * it in the `X-Boudoir-Node` response header (1 or 2). A request may pin a node with
 * the same header (`X-Boudoir-Node: 2`), as a test does to write through one node and
 * read through the other.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
	REPO,
	WP_DIR,
	dropMariaDb,
	install,
	prepareCore,
	serve,
	siteUrl,
} from './site.mjs';

export const REDIS_HOST = process.env.BOUDOIR_REDIS_HOST || '127.0.0.1';
export const REDIS_PORT = Number( process.env.BOUDOIR_REDIS_PORT || 6379 );

/**
 * The environment that turns a PHP process's object cache to Redis (bin/wp/object-cache.php).
 *
 * @param {string} name The site's database: its keys are prefixed with it.
 * @return {Record<string, string>} Variables.
 */
export function redisEnv( name ) {
	return {
		BOUDOIR_CACHE: 'redis',
		BOUDOIR_REDIS_HOST: REDIS_HOST,
		BOUDOIR_REDIS_PORT: String( REDIS_PORT ),
		BOUDOIR_REDIS_PREFIX: redisPrefix( name ),
	};
}

/**
 * The site's Redis key prefix.
 *
 * @param {string} name The site's database.
 */
export function redisPrefix( name ) {
	return `boudoir:${ name }:`;
}

function php( code, env = {} ) {
	return spawnSync( 'php', [ '-r', code ], {
		encoding: 'utf8',
		env: { ...process.env, ...env },
	} );
}

/**
 * Fails, saying what to do, unless Debian's php-redis is loaded and Redis answers.
 */
export function checkRedis() {
	const result = php(
		`if ( ! class_exists( 'Redis' ) ) { fwrite( STDERR, 'php-redis' ); exit( 2 ); }
		$r = new Redis();
		try { $r->connect( getenv( 'H' ), (int) getenv( 'P' ), 2.0 ); echo $r->ping(); } catch ( Throwable $e ) { fwrite( STDERR, $e->getMessage() ); exit( 3 ); }`,
		{ H: REDIS_HOST, P: String( REDIS_PORT ) }
	);
	if ( result.status === 2 ) {
		throw new Error(
			"PHP's Redis extension is missing: apt-get install php-redis"
		);
	}
	if ( result.status !== 0 ) {
		throw new Error(
			`Redis does not answer at ${ REDIS_HOST }:${ REDIS_PORT } (${ result.stderr.trim() }): start it, e.g. redis-server --daemonize yes`
		);
	}
}

/**
 * Deletes a site's keys from Redis (never another site's); returns how many.
 *
 * @param {string} name The site's database.
 */
export function flushRedis( name ) {
	const result = php(
		`$r = new Redis(); $r->connect( getenv( 'H' ), (int) getenv( 'P' ), 2.0 );
		$n = 0; $it = null;
		while ( false !== ( $keys = $r->scan( $it, getenv( 'K' ) . '*', 1000 ) ) ) { if ( $keys ) { $n += $r->del( $keys ); } }
		echo $n;`,
		{
			H: REDIS_HOST,
			P: String( REDIS_PORT ),
			K: redisPrefix( name ),
		}
	);
	if ( result.status !== 0 ) {
		throw new Error( `flushing Redis failed: ${ result.stderr }` );
	}
	return Number( result.stdout );
}

/**
 * Links Boudoir's object-cache drop-in (bin/wp/object-cache.php) into the site's
 * wp-content. It loads the Redis cache (bin/wp/redis-object-cache/) only for processes with
 * BOUDOIR_CACHE=redis; the others keep WordPress's own per-request cache.
 */
export function installObjectCache() {
	const dropIn = path.join( WP_DIR, 'wp-content/object-cache.php' );
	const source = path.join( REPO, 'bin/wp/object-cache.php' );
	let linked = false;
	try {
		linked = fs.readlinkSync( dropIn ) === source;
	} catch {
		linked = false;
	}
	if ( ! linked ) {
		fs.rmSync( dropIn, { force: true } );
		fs.symlinkSync( source, dropIn );
	}
}

/**
 * A round-robin HTTP balancer over some nodes.
 *
 * @param {{port: number, nodes: number[]}} options Where it listens, the nodes' ports.
 * @return {Promise<{server: http.Server, served: number[], close: () => Promise<void>}>} It; served counts requests per node.
 */
export function startBalancer( { port, nodes } ) {
	const served = nodes.map( () => 0 );
	const agent = new http.Agent( { keepAlive: true, maxSockets: 64 } );
	let next = 0;
	const server = http.createServer( ( request, response ) => {
		const pinned = Number( request.headers[ 'x-boudoir-node' ] );
		const index =
			pinned >= 1 && pinned <= nodes.length
				? pinned - 1
				: next++ % nodes.length;
		served[ index ]++;
		const upstream = http.request(
			{
				host: '127.0.0.1',
				port: nodes[ index ],
				method: request.method,
				path: request.url,
				headers: {
					...request.headers,
					'x-forwarded-for': request.socket.remoteAddress,
					'x-forwarded-host': request.headers.host ?? '',
				},
				agent,
			},
			( answer ) => {
				response.writeHead( answer.statusCode ?? 502, {
					...answer.headers,
					'x-boudoir-node': String( index + 1 ),
				} );
				answer.pipe( response );
			}
		);
		upstream.on( 'error', ( error ) => {
			if ( ! response.headersSent ) {
				response.writeHead( 502, {
					'content-type': 'text/plain',
					'x-boudoir-node': String( index + 1 ),
				} );
			}
			response.end( `node ${ index + 1 }: ${ error.message }` );
		} );
		request.pipe( upstream );
	} );
	server.keepAliveTimeout = 5000;
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () =>
			resolve( {
				server,
				served,
				close: () =>
					new Promise( ( done ) => {
						agent.destroy();
						server.closeAllConnections();
						server.close( () => done() );
					} ),
			} )
		);
	} );
}

/**
 * Two web nodes with Redis behind a balancer, on one MariaDB database.
 *
 * @param {{name?: string, port?: number, nodePorts?: number[], fresh?: boolean, cache?: string, drop?: boolean, stdio?: string|number, workers?: string}} options
 *                                                                                                                                                                 name: the database; port: the balancer's; fresh: install anew; cache: redis or none; drop: drop the database on stop; workers: PHP workers per node.
 * @return {Promise<{url: string, name: string, nodes: string[], served: number[], stop: () => Promise<void>}>} The cluster.
 */
export async function startCluster( {
	name = 'wp_cluster',
	port = 8896,
	nodePorts = [ 8894, 8895 ],
	fresh = true,
	cache = 'redis',
	drop = false,
	stdio = 'ignore',
	workers = process.env.PHP_CLI_SERVER_WORKERS || '6',
} = {} ) {
	const env = cache === 'redis' ? redisEnv( name ) : { BOUDOIR_CACHE: '' };
	prepareCore();
	if ( cache === 'redis' ) {
		checkRedis();
		installObjectCache();
	}
	// WordPress's URLs are the balancer's: every node answers as the one site.
	install( { db: 'mariadb', name, fresh, port } );
	if ( cache === 'redis' ) {
		// The installer wrote the database without the cache: nothing stale may survive.
		flushRedis( name );
	}
	const balancer = await startBalancer( { port, nodes: nodePorts } );
	const servers = [];
	try {
		for ( const nodePort of nodePorts ) {
			servers.push(
				await serve( {
					db: 'mariadb',
					name,
					port: nodePort,
					publicPort: port,
					runtime: 'php',
					stdio,
					env: { ...env, PHP_CLI_SERVER_WORKERS: workers },
				} )
			);
		}
	} catch ( error ) {
		servers.forEach( ( server ) => server.stop() );
		await balancer.close();
		throw error;
	}
	return {
		url: siteUrl( port ),
		name,
		cache,
		nodes: nodePorts.map(
			( nodePort ) => `http://127.0.0.1:${ nodePort }`
		),
		served: balancer.served,
		stop: async () => {
			for ( const server of servers ) {
				server.stop();
				await server.exited;
			}
			await balancer.close();
			if ( cache === 'redis' ) {
				flushRedis( name );
			}
			if ( drop ) {
				dropMariaDb( name );
			}
		},
	};
}

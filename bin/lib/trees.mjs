/**
 * Real WordPress and WooCommerce trees, when a run is given them instead of the npm
 * WordPress build and the WooCommerce double (tests/woocommerce-double).
 *
 *   --woocommerce=DIR  or BOUDOIR_WOOCOMMERCE_DIR  a WooCommerce plugin folder as WooCommerce
 *                                                  releases it (the folder holding woocommerce.php)
 *   --wordpress=DIR    or BOUDOIR_WORDPRESS_DIR    a WordPress release tree (the folder holding
 *                                                  wp-includes/version.php)
 *
 * The project never fetches or builds them: it only takes a path (docs/development.md says
 * where an offline developer finds them). A flag is copied into the environment, so every
 * process a command starts (PHPUnit, the HTTP suite, Playwright) sees the same trees.
 */
import fs from 'node:fs';
import path from 'node:path';

const FLAGS = {
	woocommerce: 'BOUDOIR_WOOCOMMERCE_DIR',
	wordpress: 'BOUDOIR_WORDPRESS_DIR',
};

for ( const arg of process.argv.slice( 2 ) ) {
	const [ , key, value ] =
		arg.match( /^--(woocommerce|wordpress)=(.+)$/ ) ?? [];
	if ( key ) {
		process.env[ FLAGS[ key ] ] = path.resolve( value );
	}
}

/**
 * A version read from a file by a pattern.
 *
 * @param {string} file    The file.
 * @param {RegExp} pattern Its first group is the version.
 * @return {string|null} The version, or null when the file or the line is missing.
 */
function readVersion( file, pattern ) {
	try {
		return fs.readFileSync( file, 'utf8' ).match( pattern )?.[ 1 ] ?? null;
	} catch {
		return null;
	}
}

/**
 * The WordPress tree the run was given, if any.
 *
 * @return {{dir: string, version: string}|null} Its folder and version.
 */
export function wordpressTree() {
	const dir = process.env.BOUDOIR_WORDPRESS_DIR;
	if ( ! dir ) {
		return null;
	}
	const version = readVersion(
		path.join( dir, 'wp-includes/version.php' ),
		/\$wp_version\s*=\s*'([^']+)'/
	);
	if ( ! version ) {
		throw new Error(
			`BOUDOIR_WORDPRESS_DIR=${ dir } is not a WordPress tree (no wp-includes/version.php with $wp_version)`
		);
	}
	return { dir: path.resolve( dir ), version };
}

/**
 * The WooCommerce plugin folder the run was given, if any.
 *
 * @return {{dir: string, version: string}|null} Its folder and version.
 */
export function woocommerceTree() {
	const dir = process.env.BOUDOIR_WOOCOMMERCE_DIR;
	if ( ! dir ) {
		return null;
	}
	const version = readVersion(
		path.join( dir, 'woocommerce.php' ),
		/^\s*\*\s*Version:\s*(\S+)/m
	);
	if ( ! version ) {
		throw new Error(
			`BOUDOIR_WOOCOMMERCE_DIR=${ dir } is not a WooCommerce plugin folder (no woocommerce.php with a Version header)`
		);
	}
	if (
		! fs.existsSync( path.join( dir, 'vendor/autoload.php' ) ) ||
		! fs.existsSync( path.join( dir, 'assets/client/blocks' ) )
	) {
		throw new Error(
			`BOUDOIR_WOOCOMMERCE_DIR=${ dir } has no vendor/ or built assets: give WooCommerce's release build (the plugin zip's folder), not its source`
		);
	}
	return { dir: path.resolve( dir ), version };
}

/**
 * What a run serves, in words: "WordPress 7.1 (…) with WooCommerce 10.0.2 (…)".
 *
 * @param {string} npmVersion The npm build's WordPress version.
 */
export function describeTrees( npmVersion ) {
	const wordpress = wordpressTree();
	const woocommerce = woocommerceTree();
	return [
		wordpress
			? `WordPress ${ wordpress.version } (${ wordpress.dir })`
			: `WordPress ${ npmVersion } (npm build)`,
		woocommerce
			? `WooCommerce ${ woocommerce.version } (${ woocommerce.dir })`
			: 'the WooCommerce double',
	].join( ' with ' );
}

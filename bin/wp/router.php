<?php
/**
 * Router for PHP's built-in server: static files as they are, everything else
 * through WordPress, as Apache's rewrite rules would send it.
 */

$boudoir_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$boudoir_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$boudoir_file = realpath( $boudoir_root . $boudoir_path );

// Existing files and symlinked plugin files are served or executed directly.
if ( $boudoir_file && is_file( $boudoir_file ) ) {
	if ( str_ends_with( $boudoir_file, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = $boudoir_path;
		$_SERVER['SCRIPT_FILENAME'] = $boudoir_file;
		$_SERVER['PHP_SELF']        = $boudoir_path;
		chdir( dirname( $boudoir_file ) );
		require $boudoir_file;
		return;
	}
	return false;
}

// /wp-admin/ and other directories map to their index.php.
if ( $boudoir_file && is_dir( $boudoir_file ) && is_file( $boudoir_file . '/index.php' ) ) {
	$_SERVER['SCRIPT_NAME']     = rtrim( $boudoir_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $boudoir_file . '/index.php';
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( $boudoir_file );
	require $boudoir_file . '/index.php';
	return;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $boudoir_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $boudoir_root );
require $boudoir_root . '/index.php';

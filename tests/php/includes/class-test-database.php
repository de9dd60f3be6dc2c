<?php
/**
 * The throwaway database a PHPUnit run installs WordPress into.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Creates and removes the run's database; never touches the demo's.
 *
 * Runs before WordPress is loaded, so it speaks to SQLite and MariaDB directly.
 */
final class Test_Database {

	/** Databases the demo site uses (bin/site.mjs): a test run must never drop them. */
	private const PROTECTED_NAMES = array( 'boudoir', 'boudoir_demo' );

	/**
	 * @param string $engine `sqlite` or `mariadb`.
	 * @param string $name   SQLite file name (without .sqlite) or MariaDB database.
	 * @param string $site   The WordPress folder.
	 */
	private function __construct( public readonly string $engine, public readonly string $name, private string $site ) {
	}

	/**
	 * Reads BOUDOIR_DB, BOUDOIR_DB_NAME and BOUDOIR_SITE, with the test defaults.
	 *
	 * @param string $default_site The WordPress folder when BOUDOIR_SITE is not set.
	 * @throws \RuntimeException When the choice is unknown or would hit the demo's database.
	 */
	public static function from_environment( string $default_site ): Test_Database {
		$engine = getenv( 'BOUDOIR_DB' ) ?: 'sqlite';
		if ( ! in_array( $engine, array( 'sqlite', 'mariadb' ), true ) ) {
			throw new \RuntimeException( "BOUDOIR_DB must be sqlite or mariadb, not \"{$engine}\"." );
		}
		// The process id keeps concurrent runs (two developers, two lanes) off each other's database.
		$name = getenv( 'BOUDOIR_DB_NAME' ) ?: ( 'sqlite' === $engine ? 'phpunit_' : 'boudoir_phpunit_' ) . getmypid();
		// wp-config.php strips these characters; refusing them keeps the name we drop the one WordPress uses.
		$allowed = 'sqlite' === $engine ? '/^[A-Za-z0-9_.-]+$/' : '/^[A-Za-z0-9_]+$/';
		if ( ! preg_match( $allowed, $name ) || str_starts_with( $name, '.' ) ) {
			throw new \RuntimeException( "BOUDOIR_DB_NAME \"{$name}\" has characters wp-config.php would strip." );
		}
		if ( in_array( strtolower( $name ), self::PROTECTED_NAMES, true ) ) {
			throw new \RuntimeException( "BOUDOIR_DB_NAME \"{$name}\" is the demo site's database; the tests drop theirs at the end." );
		}
		$site = rtrim( getenv( 'BOUDOIR_SITE' ) ?: $default_site, '/' );
		if ( ! is_file( $site . '/wp-config.php' ) ) {
			throw new \RuntimeException( "No prepared WordPress at {$site}: run `node bin/site.mjs prepare`." );
		}
		return new Test_Database( $engine, $name, $site );
	}

	/**
	 * Environment variables wp-config.php reads to pick this database.
	 *
	 * @return array<string,string>
	 */
	public function environment(): array {
		return array(
			'BOUDOIR_DB'      => $this->engine,
			'BOUDOIR_DB_NAME' => $this->name,
			'BOUDOIR_SITE'    => $this->site,
		);
	}

	/**
	 * Drops what a previous, interrupted run may have left, then creates an empty database.
	 */
	public function create(): void {
		$this->drop();
		if ( 'mariadb' === $this->engine ) {
			$this->mariadb( "CREATE DATABASE `{$this->name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
		}
		// SQLite: the driver creates the file on first connection.
	}

	/**
	 * Removes the database (SQLite file with its WAL companions, or the MariaDB database).
	 */
	public function drop(): void {
		if ( 'mariadb' === $this->engine ) {
			$this->mariadb( "DROP DATABASE IF EXISTS `{$this->name}`" );
			return;
		}
		$file = $this->sqlite_file();
		foreach ( array( $file, $file . '-wal', $file . '-shm', $file . '-journal' ) as $path ) {
			if ( file_exists( $path ) ) {
				unlink( $path );
			}
		}
	}

	/**
	 * Whether the database is still there (the self-check at the end of a run uses it).
	 */
	public function exists(): bool {
		if ( 'mariadb' === $this->engine ) {
			return $this->mariadb( "SHOW DATABASES LIKE '{$this->name}'" ) > 0;
		}
		return file_exists( $this->sqlite_file() );
	}

	/**
	 * A label for messages, e.g. `sqlite:phpunit`.
	 */
	public function label(): string {
		return $this->engine . ':' . $this->name;
	}

	/**
	 * Path of the SQLite file, as the SQLite integration's FQDB builds it.
	 */
	private function sqlite_file(): string {
		return $this->site . '/wp-content/database/' . $this->name . '.sqlite';
	}

	/**
	 * Runs one statement on the MariaDB server, with wp-config.php's connection settings.
	 *
	 * @param string $sql The statement.
	 * @return int The number of rows the statement returned.
	 * @throws \RuntimeException When the server cannot be reached or refuses the statement.
	 */
	private function mariadb( string $sql ): int {
		$host = getenv( 'BOUDOIR_DB_HOST' ) ?: '127.0.0.1:3306';
		$port = 3306;
		if ( preg_match( '/^(.*):(\d+)$/', $host, $matches ) ) {
			$host = $matches[1];
			$port = (int) $matches[2];
		}
		mysqli_report( MYSQLI_REPORT_OFF );
		$connection = @new \mysqli( $host, getenv( 'BOUDOIR_DB_USER' ) ?: 'root', getenv( 'BOUDOIR_DB_PASSWORD' ) ?: '', '', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the error is reported below.
		if ( $connection->connect_errno ) {
			throw new \RuntimeException( "MariaDB at {$host}:{$port}: {$connection->connect_error}" );
		}
		$result = $connection->query( $sql );
		if ( false === $result ) {
			throw new \RuntimeException( "MariaDB: {$connection->error} ({$sql})" );
		}
		$rows = 0;
		if ( $result instanceof \mysqli_result ) {
			$rows = $result->num_rows;
			$result->free();
		}
		$connection->close();
		return $rows;
	}
}

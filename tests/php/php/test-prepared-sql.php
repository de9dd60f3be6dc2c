<?php
/**
 * No repository builds SQL from unprepared input: read from the code (Prepared_SQL_Scanner),
 * as WPCS's WordPress.DB.PreparedSQL sniff did where WPCS is not installed.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

require_once dirname( __DIR__ ) . '/includes/class-prepared-sql-scanner.php';

/**
 * The plugin's PHP passes; code that builds SQL from input in each way fails.
 */
final class Prepared_SQL_Test extends Test_Case {

	/**
	 * The plugin's PHP as it ships, and what each file runs.
	 *
	 * @return array<string,string> Path from the repository → code.
	 */
	private static function plugin_files(): array {
		$repo  = dirname( __DIR__, 3 );
		$files = array( $repo . '/boudoir.php', $repo . '/uninstall.php' );
		foreach ( array( 'php', 'blocks' ) as $folder ) {
			$found = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $repo . '/' . $folder, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $found as $file ) {
				if ( 'php' === $file->getExtension() ) {
					$files[] = $file->getPathname();
				}
			}
		}
		$code = array();
		foreach ( $files as $file ) {
			$code[ substr( $file, strlen( $repo ) + 1 ) ] = (string) file_get_contents( $file );
		}
		return $code;
	}

	/**
	 * Every query the plugin runs is prepared, or one constant string, and every prepared query is fixed SQL.
	 */
	public function test_the_plugin_builds_no_sql_from_input(): void {
		$violations = array();
		$calls      = 0;
		foreach ( self::plugin_files() as $file => $code ) {
			foreach ( ( new Prepared_SQL_Scanner( $code ) )->violations() as $violation ) {
				$violations[] = "{$file}:{$violation}";
			}
			$calls += preg_match_all( '/\$wpdb->(prepare|query|get_var|get_row|get_col|get_results)\(/', $code );
		}
		$this->assertSame( array(), $violations, "SQL built from input:\n" . implode( "\n", $violations ) );
		// The scanner saw the plugin's queries (a path or a pattern gone wrong would see none).
		$this->assertGreaterThan( 100, $calls );
	}

	/**
	 * Code that the scanner must refuse, each in one way.
	 *
	 * @return array<string,array{0:string,1:string}> Case → code → what the violation names.
	 */
	public function unprepared(): array {
		$wrap = static fn ( string $body ): string => "<?php\nclass Repo {\n\tconst COLUMNS = 'id, name';\n\tpublic function run( \$id, \$name ) {\n\t\tglobal \$wpdb;\n{$body}\n\t}\n\tprivate function where( \$x ) {\n\t\treturn array( 'a = ' . \$x, array() );\n\t}\n}\n";
		return array(
			'a parameter interpolated into query()'     => array( $wrap( "\t\t\$wpdb->query( \"DELETE FROM t WHERE id = \$id\" );" ), 'query() runs SQL' ),
			'a parameter concatenated into get_var()'   => array( $wrap( "\t\t\$wpdb->get_var( 'SELECT 1 FROM t WHERE a = ' . \$name );" ), 'get_var() runs SQL' ),
			'a prepared query run through a variable'   => array( $wrap( "\t\t\$sql = \$wpdb->prepare( 'SELECT 1 FROM t WHERE id = %d', \$id );\n\t\t\$wpdb->get_results( \$sql );" ), 'get_results() runs SQL' ),
			'a parameter interpolated into prepare()'   => array( $wrap( "\t\t\$wpdb->prepare( \"SELECT * FROM t WHERE a = '\$name' AND b = %d\", \$id );" ), '$name, which gets no value' ),
			'a superglobal in a variable of prepare()'  => array( $wrap( "\t\t\$sql = 'SELECT ' . \$_GET['c'];\n\t\t\$wpdb->prepare( \$sql . ' WHERE a = %d', 1 );" ), '$_GET' ),
			'a function result in prepare()'            => array( $wrap( "\t\t\$wpdb->prepare( 'SELECT * FROM ' . sanitize_key( \$name ) . ' WHERE id = %d', \$id );" ), '`sanitize_key`' ),
			'a variable assigned input once of two'     => array( $wrap( "\t\t\$order = 'ASC';\n\t\tif ( \$id ) {\n\t\t\t\$order = \$name;\n\t\t}\n\t\t\$wpdb->prepare( 'SELECT * FROM t WHERE id = %d ORDER BY a ' . \$order, \$id );" ), '$order' ),
			'a property in prepare()'                   => array( $wrap( "\t\t\$wpdb->prepare( 'SELECT * FROM ' . \$this->table . ' WHERE id = %d', \$id );" ), '$this' ),
			'a destructured condition built from input' => array( $wrap( "\t\tlist( \$where, \$args ) = \$this->where( \$name );\n\t\t\$wpdb->prepare( \"SELECT * FROM t WHERE {\$where}\", \$args );" ), 'destructured from where()' ),
			'a condition of a ternary used as SQL'      => array( $wrap( "\t\t\$wpdb->prepare( 'SELECT * FROM t WHERE ' . ( \$name ? \$name : 'a = %d' ), \$id );" ), '$name' ),
			'query() on $this->db'                      => array( "<?php\nclass Repo {\n\tpublic function run( \$id ) {\n\t\t\$this->db->query( 'DELETE FROM t WHERE id = ' . \$id );\n\t}\n}\n", 'query() runs SQL' ),
		);
	}

	/**
	 * Each way of building SQL from input is found, on its line.
	 *
	 * @dataProvider unprepared
	 *
	 * @param string $code     The code.
	 * @param string $expected What the violation says.
	 */
	public function test_finds_sql_built_from_input( string $code, string $expected ): void {
		$violations = ( new Prepared_SQL_Scanner( $code ) )->violations();
		$this->assertCount( 1, $violations, implode( "\n", $violations ) );
		$this->assertStringContainsString( $expected, $violations[0] );
	}

	/**
	 * The plugin's own patterns pass: placeholders for lists, class constants, ternaries whose
	 * branches are SQL, variables built from fixed SQL, conditions destructured from a method.
	 */
	public function test_passes_fixed_sql_with_placeholders(): void {
		$code = <<<'PHP'
<?php
class Repo {
	const COLUMNS = 'id, name';
	public function run( array $ids, bool $is_default, $owner, int $cap ) {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$wpdb->get_results( $wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( 't' ), $ids ) ), ARRAY_A );
		$values = '%s, ' . ( $is_default ? '%s' : 'NULL' );
		if ( $cap > 0 ) {
			list( $owned, $owner_args ) = $this->owner_condition( $owner );
			$source = " SELECT {$values} FROM (SELECT COUNT(*) FROM %i WHERE {$owned}) AS owned";
		} else {
			$source = " VALUES ({$values})";
		}
		$sql = 'INSERT INTO %i (a, b)' . $source;
		$wpdb->query( $wpdb->prepare( $sql, $owner_args ) );
		$this->db->get_var( $this->db->prepare( 'SELECT COUNT(*) FROM %i WHERE a = %s', 't', $owner ) );
	}
	private function owner_condition( $owner ): array {
		return $owner->is_guest()
			? array( 'user_id = 0 AND session_hash = %s', array( $owner->session_hash ) )
			: array( 'user_id = %d', array( $owner->user_id ) );
	}
}
PHP;
		$this->assertSame( array(), ( new Prepared_SQL_Scanner( $code ) )->violations() );
	}
}

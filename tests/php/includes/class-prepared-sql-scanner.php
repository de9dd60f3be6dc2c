<?php
/**
 * The rule WPCS's WordPress.DB.PreparedSQL sniff checked, as the project's own code: no query
 * is built from input.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Reads PHP by its tokens and finds SQL that could carry input:
 *
 * - every call of `$wpdb` (or `$this->db`) that runs SQL (query, get_var, get_row, get_col,
 *   get_results) takes either one `$wpdb->prepare( … )` call or one constant string;
 * - every `prepare()`'s query is fixed SQL: string constants (no interpolation but of fixed
 *   variables), class constants, `implode( 'sep', array_fill( …, …, 'placeholder' ) )` and the
 *   branches of a ternary (its condition is not part of the SQL), joined by `.`; a variable in it
 *   is fixed when every assignment of it in the function is, or when it is destructured from a
 *   method of the same file whose every return is fixed at that position. A parameter, a
 *   property, a function's result or a superglobal is input.
 *
 * Nothing here runs the code: PHPUnit's prepared-SQL test also sends hostile values through
 * every route and reads the SQL that reaches the database (test-sql-injection.php).
 */
final class Prepared_SQL_Scanner {

	/** The methods of wpdb that run SQL they are given. */
	public const RUNNING_METHODS = array( 'query', 'get_var', 'get_row', 'get_col', 'get_results' );

	/** Tokens that never count (for reading code as a sequence of meaningful tokens). */
	private const SKIPPED = array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT );

	/**
	 * The file's meaningful tokens.
	 *
	 * @var list<\PhpToken>
	 */
	private array $tokens;

	/**
	 * Reads a piece of PHP.
	 *
	 * @param string $code PHP source, with its opening tag.
	 */
	public function __construct( string $code ) {
		$this->tokens = array_values(
			array_filter(
				\PhpToken::tokenize( $code ),
				static fn ( \PhpToken $token ): bool => ! $token->is( self::SKIPPED )
			)
		);
	}

	/**
	 * What the code does wrong, one line per place: `line: what`.
	 *
	 * @return list<string>
	 */
	public function violations(): array {
		$found = array();
		$count = count( $this->tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$call = $this->database_call_at( $i );
			if ( null === $call ) {
				continue;
			}
			list( $method, $open ) = $call;
			list( $from, $to )     = $this->first_argument( $open );
			$line                  = $this->tokens[ $i ]->line;
			if ( 'prepare' === $method ) {
				$problem = $this->unfixed( $from, $to, $this->function_around( $i ), array() );
				if ( null !== $problem ) {
					$found[] = "{$line}: prepare()'s query is built from {$problem}";
				}
			} elseif ( ! $this->is_prepare_call( $from, $to ) && ! $this->is_one_constant_string( $from, $to ) ) {
				$found[] = "{$line}: {$method}() runs SQL that is neither \$wpdb->prepare( … ) nor one constant string";
			}
		}
		return $found;
	}

	/**
	 * A call of wpdb's at a token: `$wpdb->method(` or `$this->db->method(`.
	 *
	 * @param int $i The token.
	 * @return array{0:string,1:int}|null The method and the index of its `(`.
	 */
	private function database_call_at( int $i ): ?array {
		$t = $this->tokens;
		if ( ! $t[ $i ]->is( T_VARIABLE ) ) {
			return null;
		}
		$at = $i;
		if ( '$this' === $t[ $i ]->text && isset( $t[ $i + 2 ] ) && $t[ $i + 1 ]->is( T_OBJECT_OPERATOR ) && in_array( $t[ $i + 2 ]->text, array( 'db', 'wpdb' ), true ) ) {
			$at = $i + 2;
		} elseif ( '$wpdb' !== $t[ $i ]->text ) {
			return null;
		}
		if ( ! isset( $t[ $at + 3 ] ) || ! $t[ $at + 1 ]->is( T_OBJECT_OPERATOR ) || '(' !== $t[ $at + 3 ]->text ) {
			return null;
		}
		$method = strtolower( $t[ $at + 2 ]->text );
		if ( 'prepare' !== $method && ! in_array( $method, self::RUNNING_METHODS, true ) ) {
			return null;
		}
		return array( $method, $at + 3 );
	}

	/**
	 * The index of the bracket that closes the one at $open.
	 *
	 * @param int $open An opening `(`, `[` or `{` (or T_CURLY_OPEN / T_DOLLAR_OPEN_CURLY_BRACES).
	 */
	private function closing( int $open ): int {
		$depth = 0;
		$count = count( $this->tokens );
		for ( $i = $open; $i < $count; $i++ ) {
			$text = $this->tokens[ $i ]->text;
			if ( in_array( $text, array( '(', '[', '{', '${' ), true ) ) {
				++$depth;
			} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
				--$depth;
				if ( 0 === $depth ) {
					return $i;
				}
			}
		}
		return $count - 1;
	}

	/**
	 * The tokens of a call's first argument.
	 *
	 * @param int $open The call's `(`.
	 * @return array{0:int,1:int} From (included) to (excluded).
	 */
	private function first_argument( int $open ): array {
		$close = $this->closing( $open );
		for ( $i = $open + 1; $i < $close; $i++ ) {
			if ( in_array( $this->tokens[ $i ]->text, array( '(', '[', '{' ), true ) ) {
				$i = $this->closing( $i );
			} elseif ( ',' === $this->tokens[ $i ]->text ) {
				return array( $open + 1, $i );
			}
		}
		return array( $open + 1, $close );
	}

	/**
	 * Whether tokens are exactly one `$wpdb->prepare( … )` (or `$this->db->prepare( … )`) call.
	 *
	 * @param int $from First token.
	 * @param int $to   After the last.
	 */
	private function is_prepare_call( int $from, int $to ): bool {
		$call = $this->database_call_at( $from );
		return null !== $call && 'prepare' === $call[0] && $this->closing( $call[1] ) === $to - 1;
	}

	/**
	 * Whether tokens are one string constant (single-quoted, or double-quoted without variables).
	 *
	 * @param int $from First token.
	 * @param int $to   After the last.
	 */
	private function is_one_constant_string( int $from, int $to ): bool {
		return $to === $from + 1 && $this->tokens[ $from ]->is( T_CONSTANT_ENCAPSED_STRING );
	}

	/**
	 * The tokens of the named function (or method) around a token.
	 *
	 * @param int $i The token.
	 * @return array{0:int,1:int} Its body's `{` and `}` (the whole file outside any function).
	 */
	private function function_around( int $i ): array {
		$best = array( 0, count( $this->tokens ) - 1 );
		foreach ( $this->tokens as $index => $token ) {
			if ( $index >= $i ) {
				break;
			}
			if ( ! $token->is( T_FUNCTION ) || ! isset( $this->tokens[ $index + 1 ] ) || ! $this->tokens[ $index + 1 ]->is( T_STRING ) ) {
				continue;
			}
			$body = $this->body_of( $index );
			if ( null !== $body && $body[0] < $i && $i < $body[1] ) {
				$best = $body;
			}
		}
		return $best;
	}

	/**
	 * A function's body.
	 *
	 * @param int $function Its T_FUNCTION token.
	 * @return array{0:int,1:int}|null Its `{` and `}`; null for an abstract or interface method.
	 */
	private function body_of( int $function ): ?array {
		$count = count( $this->tokens );
		for ( $i = $function; $i < $count; $i++ ) {
			if ( ';' === $this->tokens[ $i ]->text ) {
				return null;
			}
			if ( '{' === $this->tokens[ $i ]->text ) {
				return array( $i, $this->closing( $i ) );
			}
			if ( '(' === $this->tokens[ $i ]->text ) {
				$i = $this->closing( $i );
			}
		}
		return null;
	}

	/**
	 * What in an expression is not fixed SQL, or null when all of it is.
	 *
	 * @param int                $from     First token.
	 * @param int                $to       After the last.
	 * @param array{0:int,1:int} $scope    The function the expression is in.
	 * @param array<string,bool> $visiting Variables being checked (a cycle is not fixed).
	 */
	private function unfixed( int $from, int $to, array $scope, array $visiting ): ?string {
		$from = $this->after_condition( $from, $to );
		for ( $i = $from; $i < $to; $i++ ) {
			$token = $this->tokens[ $i ];
			$text  = $token->text;
			if ( $token->is( array( T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE ) ) || in_array( $text, array( '.', ':', '"', '}' ), true ) ) {
				continue;
			}
			if ( '(' === $text ) {
				$close   = $this->closing( $i );
				$problem = $this->unfixed( $i + 1, $close, $scope, $visiting );
				if ( null !== $problem ) {
					return $problem;
				}
				$i = $close;
				continue;
			}
			if ( $token->is( array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ) ) ) {
				continue;
			}
			if ( $this->is_class_constant( $i ) ) {
				$i += 2;
				continue;
			}
			if ( $this->is_placeholder_list( $i ) ) {
				$i = $this->closing( $i + 1 );
				continue;
			}
			if ( $token->is( T_VARIABLE ) ) {
				$problem = $this->unfixed_variable( $text, $scope, $visiting );
				if ( null !== $problem ) {
					return $problem;
				}
				continue;
			}
			return "`{$text}` on line {$token->line}";
		}
		return null;
	}

	/**
	 * Where an expression's SQL starts: after a ternary's condition, when the expression is one.
	 *
	 * @param int $from First token.
	 * @param int $to   After the last.
	 */
	private function after_condition( int $from, int $to ): int {
		for ( $i = $from; $i < $to; $i++ ) {
			if ( in_array( $this->tokens[ $i ]->text, array( '(', '[', '{' ), true ) ) {
				$i = $this->closing( $i );
			} elseif ( '?' === $this->tokens[ $i ]->text ) {
				return $i + 1;
			}
		}
		return $from;
	}

	/**
	 * Whether a class constant starts at a token: `self::X`, `static::X`, `Name::X`.
	 *
	 * @param int $i The token.
	 */
	private function is_class_constant( int $i ): bool {
		$t = $this->tokens;
		return isset( $t[ $i + 2 ] )
			&& $t[ $i ]->is( array( T_STRING, T_STATIC, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ) )
			&& $t[ $i + 1 ]->is( T_DOUBLE_COLON )
			&& $t[ $i + 2 ]->is( T_STRING )
			&& ( ! isset( $t[ $i + 3 ] ) || '(' !== $t[ $i + 3 ]->text );
	}

	/**
	 * Whether a list of placeholders starts at a token: `implode( 'sep', array_fill( …, …, 'placeholder' ) )`.
	 *
	 * @param int $i The token.
	 */
	private function is_placeholder_list( int $i ): bool {
		$t = $this->tokens;
		if ( ! isset( $t[ $i + 5 ] ) || 'implode' !== strtolower( $t[ $i ]->text ) || '(' !== $t[ $i + 1 ]->text ) {
			return false;
		}
		if ( ! $t[ $i + 2 ]->is( T_CONSTANT_ENCAPSED_STRING ) || ',' !== $t[ $i + 3 ]->text || 'array_fill' !== strtolower( $t[ $i + 4 ]->text ) || '(' !== $t[ $i + 5 ]->text ) {
			return false;
		}
		$fill_close = $this->closing( $i + 5 );
		// array_fill()'s last argument, the repeated placeholder, is one constant string.
		return $t[ $fill_close - 1 ]->is( T_CONSTANT_ENCAPSED_STRING ) && ',' === $t[ $fill_close - 2 ]->text
			&& ')' === $t[ $fill_close + 1 ]->text;
	}

	/**
	 * What makes a variable not fixed SQL in a function, or null when every value it gets is.
	 *
	 * @param string             $name     The variable, with its `$`.
	 * @param array{0:int,1:int} $scope    The function.
	 * @param array<string,bool> $visiting Variables being checked.
	 */
	private function unfixed_variable( string $name, array $scope, array $visiting ): ?string {
		if ( isset( $visiting[ $name ] ) ) {
			return "{$name}, which is built from itself";
		}
		$visiting[ $name ] = true;
		$assigned          = 0;
		for ( $i = $scope[0]; $i < $scope[1]; $i++ ) {
			$token = $this->tokens[ $i ];
			if ( ! $token->is( T_VARIABLE ) || $name !== $token->text ) {
				continue;
			}
			$previous = $this->tokens[ $i - 1 ];
			$next     = $this->tokens[ $i + 1 ];
			if ( in_array( $next->text, array( '=', '.=' ), true ) && ! $previous->is( array( T_OBJECT_OPERATOR, T_DOUBLE_COLON ) ) ) {
				++$assigned;
				$end     = $this->statement_end( $i + 2 );
				$problem = $this->unfixed( $i + 2, $end, $scope, $visiting );
				if ( null !== $problem ) {
					return "{$name} (line {$token->line}), which is built from {$problem}";
				}
			} elseif ( in_array( $previous->text, array( '(', ',' ), true ) && null !== $this->destructuring_at( $i ) ) {
				++$assigned;
				$problem = $this->unfixed_destructured( $i, $visiting );
				if ( null !== $problem ) {
					return "{$name} (line {$token->line}), which is {$problem}";
				}
			}
		}
		return 0 === $assigned ? "{$name}, which gets no value in the function (a parameter, a global, input)" : null;
	}

	/**
	 * Where the statement that starts at a token ends (its `;` at the same depth).
	 *
	 * @param int $from The token.
	 */
	private function statement_end( int $from ): int {
		$count = count( $this->tokens );
		for ( $i = $from; $i < $count; $i++ ) {
			if ( in_array( $this->tokens[ $i ]->text, array( '(', '[', '{' ), true ) ) {
				$i = $this->closing( $i );
			} elseif ( ';' === $this->tokens[ $i ]->text ) {
				return $i;
			}
		}
		return $count;
	}

	/**
	 * The `list( … ) = ` a variable is destructured by, if it is.
	 *
	 * @param int $i The variable's token.
	 * @return array{0:int,1:int,2:int}|null The list's `(`, its `)`, the variable's position in it.
	 */
	private function destructuring_at( int $i ): ?array {
		$depth = 0;
		for ( $j = $i - 1; $j > 0; $j-- ) {
			$text = $this->tokens[ $j ]->text;
			if ( ')' === $text ) {
				++$depth;
			} elseif ( '(' === $text && 0 < $depth ) {
				--$depth;
			} elseif ( '(' === $text ) {
				if ( ! $this->tokens[ $j - 1 ]->is( T_LIST ) ) {
					return null;
				}
				$close = $this->closing( $j );
				if ( '=' !== $this->tokens[ $close + 1 ]->text ) {
					return null;
				}
				$position = 0;
				for ( $k = $j + 1; $k < $i; $k++ ) {
					if ( ',' === $this->tokens[ $k ]->text ) {
						++$position;
					}
				}
				return array( $j, $close, $position );
			}
		}
		return null;
	}

	/**
	 * What makes a destructured variable not fixed: fixed only when it comes from a method of this
	 * file (`$this->m( … )`, `self::m( … )`) whose every return gives fixed SQL at its position.
	 *
	 * @param int                $i        The variable's token.
	 * @param array<string,bool> $visiting Variables being checked.
	 */
	private function unfixed_destructured( int $i, array $visiting ): ?string {
		list( , $close, $position ) = $this->destructuring_at( $i );
		$t                          = $this->tokens;
		$call                       = $close + 2;
		$is_own                     = isset( $t[ $call + 3 ] )
			&& ( ( '$this' === $t[ $call ]->text && $t[ $call + 1 ]->is( T_OBJECT_OPERATOR ) ) || ( in_array( strtolower( $t[ $call ]->text ), array( 'self', 'static' ), true ) && $t[ $call + 1 ]->is( T_DOUBLE_COLON ) ) )
			&& '(' === $t[ $call + 3 ]->text;
		if ( ! $is_own ) {
			return 'destructured from something other than a method of this file';
		}
		$method = $this->method_body( $t[ $call + 2 ]->text );
		if ( null === $method ) {
			return "destructured from {$t[ $call + 2 ]->text}(), not found in this file";
		}
		$returns = 0;
		for ( $j = $method[0]; $j < $method[1]; $j++ ) {
			if ( ! $t[ $j ]->is( T_RETURN ) ) {
				continue;
			}
			++$returns;
			$end = $this->statement_end( $j + 1 );
			foreach ( $this->array_elements_at( $j + 1, $end, $position ) as list( $from, $to ) ) {
				$problem = $this->unfixed( $from, $to, $method, $visiting );
				if ( null !== $problem ) {
					return "destructured from {$t[ $call + 2 ]->text}(), which returns {$problem}";
				}
			}
		}
		return 0 === $returns ? "destructured from {$t[ $call + 2 ]->text}(), which returns nothing" : null;
	}

	/**
	 * A method's body, by name.
	 *
	 * @param string $name The method.
	 * @return array{0:int,1:int}|null
	 */
	private function method_body( string $name ): ?array {
		foreach ( $this->tokens as $index => $token ) {
			if ( $token->is( T_FUNCTION ) && isset( $this->tokens[ $index + 1 ] ) && strtolower( $name ) === strtolower( $this->tokens[ $index + 1 ]->text ) ) {
				return $this->body_of( $index );
			}
		}
		return null;
	}

	/**
	 * The element at a position of each `array( … )` a return expression may give (both branches
	 * of a ternary). An expression that is not such arrays gives itself, which then must be fixed.
	 *
	 * @param int $from     First token.
	 * @param int $to       After the last.
	 * @param int $position The element.
	 * @return list<array{0:int,1:int}>
	 */
	private function array_elements_at( int $from, int $to, int $position ): array {
		$elements = array();
		for ( $i = $this->after_condition( $from, $to ); $i < $to; $i++ ) {
			if ( ! $this->tokens[ $i ]->is( T_ARRAY ) ) {
				continue;
			}
			$open  = $i + 1;
			$close = $this->closing( $open );
			$index = 0;
			$start = $open + 1;
			for ( $k = $open + 1; $k <= $close; $k++ ) {
				if ( in_array( $this->tokens[ $k ]->text, array( '(', '[', '{' ), true ) && $k !== $close ) {
					$k = $this->closing( $k );
					continue;
				}
				if ( ',' === $this->tokens[ $k ]->text || $k === $close ) {
					if ( $index === $position ) {
						$elements[] = array( $start, $k );
					}
					++$index;
					$start = $k + 1;
				}
			}
			$i = $close;
		}
		return $elements ? $elements : array( array( $from, $to ) );
	}
}

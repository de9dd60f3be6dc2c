<?php
/**
 * Boudoir-Core's one sniff of its own: strict comparisons, which PHP_CodeSniffer's standards
 * check only together with a ban on `!` (Squiz.Operators.ComparisonOperatorUsage).
 *
 * - `==`, `!=` and `<>` are errors (LooseEqual, LooseNotEqual): PHP's type juggling makes
 *   `0 == 'a'` and `'1e1' == '10'` decisions nobody meant.
 * - in_array() and array_search() without their third argument compare loosely too
 *   (NonStrictInArray).
 *
 * What WPCS reports as Universal.Operators.StrictComparisons and WordPress.PHP.StrictInArray,
 * for the lint lane where WPCS is not installed.
 *
 * @package Boudoir\Tools
 */

declare( strict_types = 1 );

namespace Boudoir\Sniffs\PHP;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Loose comparisons, as operators and as in_array() / array_search() calls.
 */
final class StrictComparisonsSniff implements Sniff {

	/** Loose operators and the error code each gets. */
	private const OPERATORS = array(
		T_IS_EQUAL     => 'LooseEqual',
		T_IS_NOT_EQUAL => 'LooseNotEqual',
	);

	/** Functions that compare loosely unless their third argument is true. */
	private const FUNCTIONS = array( 'in_array', 'array_search' );

	/**
	 * The tokens this sniff looks at.
	 *
	 * @return array<int|string>
	 */
	public function register() {
		return array( T_IS_EQUAL, T_IS_NOT_EQUAL, T_STRING );
	}

	/**
	 * Reports a loose comparison at the token, if it is one.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $pointer    The token's position.
	 * @return void
	 */
	public function process( File $phpcs_file, $pointer ) {
		$tokens = $phpcs_file->getTokens();
		$token  = $tokens[ $pointer ];
		if ( isset( self::OPERATORS[ $token['code'] ] ) ) {
			$phpcs_file->addError( 'Loose comparison %s: use %s=', $pointer, self::OPERATORS[ $token['code'] ], array( $token['content'], '==' === $token['content'] ? '=' : '!=' ) );
			return;
		}
		if ( ! in_array( strtolower( $token['content'] ), self::FUNCTIONS, true ) || ! $this->is_function_call( $phpcs_file, $pointer ) ) {
			return;
		}
		$open = $phpcs_file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		if ( false === $open || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return;
		}
		if ( $this->argument_count( $phpcs_file, $open ) < 3 ) {
			$phpcs_file->addError( '%s() compares loosely: pass true as its third argument', $pointer, 'NonStrictInArray', array( $token['content'] ) );
		}
	}

	/**
	 * Whether a name is a call of the global function (not a method, a declaration or a constant).
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $pointer    The name's position.
	 */
	private function is_function_call( File $phpcs_file, int $pointer ): bool {
		$tokens = $phpcs_file->getTokens();
		$next   = $phpcs_file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		if ( false === $next || T_OPEN_PARENTHESIS !== $tokens[ $next ]['code'] ) {
			return false;
		}
		$previous = $phpcs_file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
		return false === $previous || ! in_array( $tokens[ $previous ]['code'], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true );
	}

	/**
	 * How many arguments a call passes: commas at its own depth, plus one.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $open       The call's opening parenthesis.
	 */
	private function argument_count( File $phpcs_file, int $open ): int {
		$tokens = $phpcs_file->getTokens();
		$close  = $tokens[ $open ]['parenthesis_closer'];
		$count  = 1;
		for ( $i = $open + 1; $i < $close; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
			} elseif ( isset( $tokens[ $i ]['bracket_closer'] ) ) {
				$i = $tokens[ $i ]['bracket_closer'];
			} elseif ( T_COMMA === $tokens[ $i ]['code'] ) {
				++$count;
			}
		}
		return $count;
	}
}

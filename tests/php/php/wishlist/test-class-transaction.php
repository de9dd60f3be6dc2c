<?php
/**
 * Tests of Boudoir\Wishlist\Transaction.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Transaction;

/**
 * Nested work joins the open transaction: MySQL would commit it on a second START TRANSACTION.
 */
final class Transaction_Test extends Test_Case {

	/** @var list<string> Transaction statements sent, in order. */
	private array $statements = array();

	/**
	 * Records transaction statements before the test case's own filter sees them.
	 */
	protected function set_up(): void {
		parent::set_up();
		add_filter(
			'query',
			function ( $query ) {
				if ( is_string( $query ) && preg_match( '/^\s*(START TRANSACTION|COMMIT|ROLLBACK)\b/i', $query, $match ) ) {
					$this->statements[] = strtoupper( $match[1] );
				}
				return $query;
			},
			1
		);
	}

	/**
	 * However deep the nesting, one START TRANSACTION and one COMMIT.
	 */
	public function test_nested_work_joins_the_outer_transaction(): void {
		global $wpdb;
		$result = Transaction::run( $wpdb, static fn () => Transaction::run( $wpdb, static fn () => Transaction::run( $wpdb, static fn () => 'done' ) ) );

		$this->assertSame( 'done', $result );
		$this->assertSame( array( 'START TRANSACTION', 'COMMIT' ), $this->statements );
	}

	/**
	 * An error anywhere rolls the whole transaction back and is passed on; the next run starts afresh.
	 */
	public function test_an_error_rolls_back_and_is_rethrown(): void {
		global $wpdb;
		try {
			Transaction::run(
				$wpdb,
				static function () use ( $wpdb ): void {
					Transaction::run(
						$wpdb,
						static function (): void {
							throw new \RuntimeException( 'refused' );
						}
					);
				}
			);
			$this->fail( 'The error was swallowed.' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'refused', $error->getMessage() );
		}
		Transaction::run( $wpdb, static fn () => null );

		$this->assertSame( array( 'START TRANSACTION', 'ROLLBACK', 'START TRANSACTION', 'COMMIT' ), $this->statements );
	}

	public function test_a_refused_statement_is_tried_again_outside_a_transaction(): void {
		global $wpdb;
		$answers = array( false, false, 1 );
		$calls   = 0;
		$result  = Transaction::retry_on_error(
			$wpdb,
			static function () use ( &$answers, &$calls ) {
				++$calls;
				return array_shift( $answers );
			}
		);

		$this->assertSame( 1, $result );
		$this->assertSame( 3, $calls );
	}

	public function test_retrying_gives_up_after_three_attempts(): void {
		global $wpdb;
		$calls  = 0;
		$result = Transaction::retry_on_error(
			$wpdb,
			static function () use ( &$calls ) {
				++$calls;
				return false;
			}
		);

		$this->assertFalse( $result );
		$this->assertSame( 3, $calls );
	}

	public function test_inside_a_transaction_a_refused_statement_is_left_to_the_caller(): void {
		global $wpdb;
		$calls  = 0;
		$result = Transaction::run(
			$wpdb,
			static function () use ( $wpdb, &$calls ) {
				return Transaction::retry_on_error(
					$wpdb,
					static function () use ( &$calls ) {
						++$calls;
						return false;
					}
				);
			}
		);

		$this->assertFalse( $result );
		$this->assertSame( 1, $calls );
	}

	public function test_a_duplicate_ignored_is_not_an_error(): void {
		global $wpdb;
		$calls = 0;
		$this->assertSame(
			0,
			Transaction::retry_on_error(
				$wpdb,
				static function () use ( &$calls ) {
					++$calls;
					return 0;
				}
			)
		);
		$this->assertSame( 1, $calls );
	}
}

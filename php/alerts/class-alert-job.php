<?php
/**
 * The alerts' job: from changed products to alerts waiting for their digest.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Product;
use Boudoir\Wishlist\Price;
use Boudoir\Wishlist\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the changed products a batch at a time (Changed_Products), finds the items that asked
 * about them (Due_Items), looks at their products now (the catalogue: one read per batch), applies
 * the rules (Alert_Rules) and, in one transaction per batch, adds what is to be told to the outbox,
 * keeps the watches that changed and marks the batch done. One run at a time across web nodes: a lock
 * row in the options table, taken by one INSERT IGNORE.
 */
final class Alert_Job {

	/** Changed products per batch. */
	public const BATCH = 500;

	/** The lock's option; its value is when it was taken. */
	public const LOCK = 'boudoir_alerts_job_lock';

	/** Seconds after which a lock is taken to be a crashed run's. */
	public const LOCK_TIMEOUT = 900;

	/**
	 * The job.
	 *
	 * @param Changed_Products $changes   The changed products' queue.
	 * @param Due_Items        $due       The items to look at.
	 * @param Watches          $watches   What is known of them.
	 * @param Outbox           $outbox    What is to be told.
	 * @param \Closure         $catalogue fn (): Catalogue, the shop's products.
	 * @param Alert_Rules      $rules     The shop's rules.
	 * @param \wpdb|null       $db        The database; the global one by default.
	 */
	public function __construct(
		private readonly Changed_Products $changes,
		private readonly Due_Items $due,
		private readonly Watches $watches,
		private readonly Outbox $outbox,
		private readonly \Closure $catalogue,
		private readonly Alert_Rules $rules = new Alert_Rules(),
		private readonly ?\wpdb $db = null,
	) {
	}

	/**
	 * Runs up to `$batches` batches, unless another run holds the lock.
	 *
	 * @param int $now     Unix time.
	 * @param int $batches Batches at most.
	 * @return array{ran:bool,products:int,items:int,alerts:int} Whether it ran, and what it read and decided.
	 */
	public function run( int $now, int $batches = 20 ): array {
		$totals = array(
			'ran'      => false,
			'products' => 0,
			'items'    => 0,
			'alerts'   => 0,
		);
		if ( ! $this->lock( $now ) ) {
			return $totals;
		}
		$totals['ran'] = true;
		try {
			for ( $batch = 0; $batch < $batches; $batch++ ) {
				$rows = $this->changes->oldest( self::BATCH );
				if ( ! $rows ) {
					break;
				}
				list( $items, $alerts ) = $this->batch( $rows, $now );
				$totals['products']    += count( $rows );
				$totals['items']       += $items;
				$totals['alerts']      += $alerts;
			}
		} finally {
			$this->unlock();
		}
		return $totals;
	}

	/**
	 * One batch of changed products.
	 *
	 * @param list<array{product_id:int,changed_at:int,version:int}> $rows The queue's rows.
	 * @param int                                                    $now  Unix time.
	 * @return array{0:int,1:int} Items looked at, alerts added.
	 */
	private function batch( array $rows, int $now ): array {
		$items = $this->due->for_products( array_column( $rows, 'product_id' ) );
		$seen  = array();
		foreach ( $items as $item ) {
			$seen[] = self::seen_id( $item['product_id'], $item['variation_id'] );
		}
		$catalogue = ( $this->catalogue )();
		$products  = $seen ? $catalogue->find_products( array_values( array_unique( $seen ) ) ) : array();

		$states = array();
		$lines  = array();
		foreach ( $items as $item ) {
			$now_seen = self::observation( $products[ self::seen_id( $item['product_id'], $item['variation_id'] ) ] ?? null );
			// An item first looked at is measured from its price at save time; whether it could be
			// bought then is not known, so its stock tells nothing until it changes from now on.
			$state = $item['state'] ?? array(
				'reference' => $item['saved'],
				'available' => $now_seen->available,
			);
			$alert = $this->rules->decide( new Watch( $item['price_drops'], $item['back_in_stock'], $state['reference'], $state['available'] ), $now_seen );

			if ( null === $item['state'] || ! self::same_state( $state, $alert->next ) ) {
				$states[ $item['item_id'] ] = array(
					'reference' => $alert->next->reference,
					'available' => $alert->next->available,
				);
			}
			if ( $alert->tells() ) {
				$lines[] = array(
					'owner_key'   => $item['owner_key'],
					'wishlist_id' => $item['wishlist_id'],
					'item_id'     => $item['item_id'],
					'alert'       => $alert,
				);
			}
		}
		Transaction::run(
			$this->db(),
			function () use ( $states, $lines, $rows, $now ): void {
				if ( $states ) {
					$this->watches->save( $states );
				}
				if ( $lines ) {
					$this->outbox->add( $lines, $now );
				}
				$this->changes->done( $rows );
			}
		);
		return array( count( $items ), count( $lines ) );
	}

	/**
	 * Whether a watch keeps the state stored (then nothing is written for it).
	 *
	 * @param array{reference:?Price,available:bool} $state The stored state.
	 * @param Watch                                  $next  The watch to keep.
	 */
	private static function same_state( array $state, Watch $next ): bool {
		return $state['available'] === $next->available
			&& $state['reference']?->amount === $next->reference?->amount
			&& $state['reference']?->currency === $next->reference?->currency;
	}

	/**
	 * The product an item's alerts look at: its variation, or its product.
	 *
	 * @param int $product_id   The item's product.
	 * @param int $variation_id Its variation, or 0.
	 */
	public static function seen_id( int $product_id, int $variation_id ): int {
		return $variation_id > 0 ? $variation_id : $product_id;
	}

	/**
	 * What the alerts read of a product now: a missing one has no price and cannot be bought.
	 *
	 * @param Product|null $product The product's view, or null when it is gone.
	 */
	public static function observation( ?Product $product ): Observation {
		if ( null === $product ) {
			return new Observation( null, false );
		}
		$price = null;
		if ( null !== $product->price && is_finite( $product->price ) && $product->price >= 0 ) {
			try {
				$price = new Price( number_format( $product->price, 4, '.', '' ), $product->currency );
			} catch ( \InvalidArgumentException ) {
				$price = null;
			}
		}
		return new Observation( $price, $product->is_visible() && $product->purchasable && $product->is_in_stock() );
	}

	/**
	 * Takes the lock: one INSERT IGNORE of its option row; a lock older than LOCK_TIMEOUT is a crashed
	 * run's and is taken over, by one conditional UPDATE (two runs cannot both take it).
	 *
	 * @param int $now Unix time.
	 */
	private function lock( int $now ): bool {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a lock must be taken by the database, atomically: add_option() reads first.
		if ( 1 === (int) $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s)', $wpdb->options, self::LOCK, (string) $now, 'no' ) ) ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above: the stale lock is taken over by one statement.
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d', $wpdb->options, (string) $now, self::LOCK, $now - self::LOCK_TIMEOUT ) );
	}

	/**
	 * Releases the lock.
	 */
	private function unlock(): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock's row, written by the database alone (lock()).
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, self::LOCK ) );
		wp_cache_delete( self::LOCK, 'options' );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}

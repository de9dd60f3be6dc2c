<?php
/**
 * What shoppers have saved now, per product and variation: the insights' summary table.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

use Boudoir\Alerts\Changed_Products;
use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Product;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Wishlist_Item;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_insight_demand`: one row per saved product, variation and choice of a variation's
 * "any" values, with how many items hold it now, their quantities, how many of them were saved at a
 * higher price than the product's now, and whether it is in stock. The insights screen reads this
 * table only (a few thousand rows on a big shop), never the items.
 *
 * Rows are counted again per product, from the items' index on product id: the products a wishlist
 * write, a list's deletion or a change of the product (price, stock, name) touched wait in their own
 * queue (QUEUE, the same queue as the alerts' changed products) until the next count, which the
 * insights' hourly run and the screen's route each start. No personal data: products and counts.
 */
final class Saved_Demand {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_insight_demand';

	/** The queue of products to count again, without the site's prefix. */
	public const QUEUE = 'boudoir_insight_queue';

	/** Products counted per statement. */
	private const BATCH = 50;

	/** Rows per insert. */
	private const INSERT_BATCH = 200;

	/** The columns the screen sorts by (page()). */
	public const ORDER_BY = array( 'saved', 'quantity', 'price_dropped', 'name' );

	/** What the screen shows: all saved rows, those out of stock, those saved at a higher price than now (page()). */
	public const VIEWS = array( 'all', 'out_of_stock', 'price_dropped' );

	/**
	 * The table.
	 *
	 * @param \Closure   $catalogue fn (): Catalogue, the shop's products.
	 * @param \wpdb|null $db        The database; the global one by default.
	 */
	public function __construct( private readonly \Closure $catalogue, private readonly ?\wpdb $db = null ) {
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX), the queue's too.
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  product_id bigint(20) unsigned NOT NULL,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  variation_key char(32) NOT NULL DEFAULT '',
  variation varchar(191) NOT NULL DEFAULT '',
  name varchar(191) NOT NULL DEFAULT '',
  saved int(10) unsigned NOT NULL DEFAULT 0,
  quantity int(10) unsigned NOT NULL DEFAULT 0,
  price_dropped int(10) unsigned NOT NULL DEFAULT 0,
  in_stock tinyint(1) NOT NULL DEFAULT 1,
  price decimal(19,4) DEFAULT NULL,
  currency char(3) NOT NULL DEFAULT '',
  counted_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (product_id,variation_id,variation_key),
  KEY saved (saved)
) {$this->db()->get_charset_collate()};\n" . $this->queue()->schema();
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * The products waiting to be counted again.
	 */
	public function queue(): Changed_Products {
		return new Changed_Products( $this->db, self::QUEUE );
	}

	/**
	 * Counts the queued products again, oldest first, until none is left or the time is up.
	 *
	 * @param int   $now     Unix time.
	 * @param float $seconds At most this long (a batch once started finishes).
	 * @return int Products counted.
	 */
	public function catch_up( int $now, float $seconds ): int {
		$queue   = $this->queue();
		$until   = microtime( true ) + $seconds;
		$counted = 0;
		do {
			$rows = $queue->oldest( self::BATCH );
			if ( ! $rows ) {
				break;
			}
			$this->recount( array_column( $rows, 'product_id' ), $now );
			$queue->done( $rows );
			$counted += count( $rows );
		} while ( microtime( true ) < $until );
		return $counted;
	}

	/**
	 * How many products wait to be counted again.
	 */
	public function pending(): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own queue; its length changes with every write.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $this->queue()->table() ) );
	}

	/**
	 * Queues every saved product for counting again (the first install on a shop with lists).
	 *
	 * @param int $now Unix time.
	 * @return int Products queued.
	 */
	public function queue_all( int $now ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own tables; the items' index on product id answers it.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT product_id FROM %i UNION SELECT product_id FROM %i', $wpdb->prefix . Item_Repository::TABLE, $this->table() ) ) );
		return $this->queue_ids( $ids, $now );
	}

	/**
	 * The daily check: queues the products whose items the summary miscounts (a login merge, an expiry
	 * or an import changed them without a word), from two grouped reads (the items' index on product
	 * id, and the summary), never a product's rows.
	 *
	 * @param int $now Unix time.
	 * @return int Products queued.
	 */
	public function queue_miscounted( int $now ): int {
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables, grouped on their product keys.
		$items   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, COUNT(*) AS saved FROM %i GROUP BY product_id', $wpdb->prefix . Item_Repository::TABLE ), ARRAY_A );
		$summary = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, SUM(saved) AS saved FROM %i GROUP BY product_id', $this->table() ), ARRAY_A );
		// phpcs:enable
		$counted = array_column( $summary, 'saved', 'product_id' );
		$wrong   = array();
		foreach ( $items as $row ) {
			if ( (int) ( $counted[ $row['product_id'] ] ?? -1 ) !== (int) $row['saved'] ) {
				$wrong[] = (int) $row['product_id'];
			}
			unset( $counted[ $row['product_id'] ] );
		}
		// Summary rows of products no list holds any more.
		foreach ( array_keys( $counted ) as $product_id ) {
			$wrong[] = (int) $product_id;
		}
		return $this->queue_ids( $wrong, $now );
	}

	/**
	 * Queues products, 500 a statement.
	 *
	 * @param list<int> $ids Products.
	 * @param int       $now Unix time.
	 * @return int Products queued.
	 */
	private function queue_ids( array $ids, int $now ): int {
		$queued = 0;
		foreach ( array_chunk( $ids, 500 ) as $chunk ) {
			$queued += $this->queue()->record( $chunk, $now );
		}
		return $queued;
	}

	/**
	 * Counts some products' saved items again and replaces their rows.
	 *
	 * @param list<int> $product_ids Products (a variation's id counts nothing: items keep their product's).
	 * @param int       $now         Unix time.
	 * @return int Rows written.
	 */
	public function recount( array $product_ids, int $now ): int {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$wpdb = $this->db();
		$in   = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own tables; one placeholder per product.
		$groups = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT product_id, variation_id, variation_key, MAX(variation) AS variation, price, currency, COUNT(*) AS items, SUM(quantity) AS quantity
				FROM %i WHERE product_id IN ($in) GROUP BY product_id, variation_id, variation_key, price, currency",
				array_merge( array( $wpdb->prefix . Item_Repository::TABLE ), $ids )
			),
			ARRAY_A
		);
		// phpcs:enable
		$rows = $this->rows( $groups );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own summary; one placeholder per product.
		$wpdb->query(
			$wpdb->prepare( 'DELETE FROM %i WHERE product_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $this->table() ), $ids ) )
		);
		foreach ( array_chunk( $rows, self::INSERT_BATCH ) as $batch ) {
			$values = array( $this->table() );
			foreach ( $batch as $row ) {
				array_push( $values, $row['product_id'], $row['variation_id'], $row['variation_key'], $row['variation'], $row['name'], $row['saved'], $row['quantity'], $row['price_dropped'], $row['in_stock'], $row['price'] ?? '', $row['currency'], $now );
			}
			$wpdb->query(
				$wpdb->prepare(
					'INSERT INTO %i (product_id, variation_id, variation_key, variation, name, saved, quantity, price_dropped, in_stock, price, currency, counted_at) VALUES '
					. implode( ', ', array_fill( 0, count( $batch ), "(%d, %d, %s, %s, %s, %d, %d, %d, %d, NULLIF(%s, ''), %s, %d)" ) )
					. ' ON DUPLICATE KEY UPDATE variation = VALUES(variation), name = VALUES(name), saved = VALUES(saved), quantity = VALUES(quantity), price_dropped = VALUES(price_dropped), in_stock = VALUES(in_stock), price = VALUES(price), currency = VALUES(currency), counted_at = VALUES(counted_at)',
					$values
				)
			);
		}
		// phpcs:enable
		return count( $rows );
	}

	/**
	 * The totals of the whole table: items saved now, rows, items out of stock, items saved at a higher price.
	 *
	 * @return array{saved_now:int,variants:int,out_of_stock_saved:int,price_dropped_saved:int,counted_at:int}
	 */
	public function totals(): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own summary, a few thousand rows; it changes with every count.
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT COALESCE(SUM(saved), 0) AS saved_now, COUNT(*) AS variants, COALESCE(SUM(CASE WHEN in_stock = 0 THEN saved ELSE 0 END), 0) AS out_of_stock_saved, COALESCE(SUM(price_dropped), 0) AS price_dropped_saved, COALESCE(MAX(counted_at), 0) AS counted_at FROM %i WHERE saved > 0', $this->table() ), ARRAY_A );
		return array(
			'saved_now'           => (int) ( $row['saved_now'] ?? 0 ),
			'variants'            => (int) ( $row['variants'] ?? 0 ),
			'out_of_stock_saved'  => (int) ( $row['out_of_stock_saved'] ?? 0 ),
			'price_dropped_saved' => (int) ( $row['price_dropped_saved'] ?? 0 ),
			'counted_at'          => (int) ( $row['counted_at'] ?? 0 ),
		);
	}

	/**
	 * One page of rows, per product or per variation.
	 *
	 * @param string $view     One of VIEWS (another: all).
	 * @param bool   $variants Per variation (and choice) rather than per product.
	 * @param string $orderby  One of ORDER_BY (another: saved).
	 * @param bool   $ascending Smallest first.
	 * @param int    $page     1-based.
	 * @param int    $per_page Rows per page.
	 * @return array{rows:list<array{product_id:int,variation_id:int,variation:string,name:string,saved:int,quantity:int,price_dropped:int,in_stock:bool,price:?string,currency:string}>,total:int}
	 */
	public function page( string $view, bool $variants, string $orderby, bool $ascending, int $page, int $per_page ): array {
		$wpdb = $this->db();
		// Each a literal: nothing of the request reaches the SQL.
		$where = 'saved > 0';
		if ( 'out_of_stock' === $view ) {
			$where = 'in_stock = 0 AND saved > 0';
		} elseif ( 'price_dropped' === $view ) {
			$where = 'price_dropped > 0 AND saved > 0';
		}
		$column = 'saved';
		if ( 'quantity' === $orderby ) {
			$column = 'quantity';
		} elseif ( 'price_dropped' === $orderby ) {
			$column = 'price_dropped';
		} elseif ( 'name' === $orderby ) {
			$column = 'name';
		}
		$direction = $ascending ? 'ASC' : 'DESC';
		$per_page  = max( 1, $per_page );
		$offset    = ( max( 1, $page ) - 1 ) * $per_page;
		// The tie-breaker keeps pages stable: the same rows never show on two pages.
		$order = "$column $direction, product_id $direction, variation_id $direction, variation_key $direction";
		if ( $variants ) {
			$select = 'product_id, variation_id, variation_key, variation, name, saved, quantity, price_dropped, in_stock, price, currency';
			$from   = "%i WHERE $where";
		} else {
			// A product's stock: in stock when any of its saved rows is (its variations may differ).
			$select = "product_id, 0 AS variation_id, '' AS variation_key, '' AS variation, MAX(name) AS product_name, SUM(saved) AS saved, SUM(quantity) AS quantity, SUM(price_dropped) AS price_dropped, MAX(in_stock) AS in_stock, MAX(CASE WHEN variation_id = 0 THEN price END) AS price, MAX(currency) AS currency";
			$from   = "%i WHERE $where GROUP BY product_id";
			$order  = ( 'name' === $column ? 'product_name' : $column ) . " $direction, product_id $direction";
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own summary; $where, $select and $order come from the constants above.
		$count = $variants ? "SELECT COUNT(*) FROM %i WHERE $where" : "SELECT COUNT(DISTINCT product_id) FROM %i WHERE $where";
		$total = (int) $wpdb->get_var( $wpdb->prepare( $count, $this->table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $count is one of two fixed queries above.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT $select FROM $from ORDER BY $order LIMIT %d OFFSET %d", $this->table(), $per_page, $offset ), ARRAY_A );
		// phpcs:enable
		return array(
			'rows'  => array_map(
				static fn ( array $row ): array => array(
					'product_id'    => (int) $row['product_id'],
					'variation_id'  => (int) $row['variation_id'],
					'variation'     => (string) $row['variation'],
					'name'          => (string) ( $row['name'] ?? $row['product_name'] ),
					'saved'         => (int) $row['saved'],
					'quantity'      => (int) $row['quantity'],
					'price_dropped' => (int) $row['price_dropped'],
					'in_stock'      => 1 === (int) $row['in_stock'],
					'price'         => null === $row['price'] ? null : Wishlist_Item::decimal( (string) $row['price'] ),
					'currency'      => (string) $row['currency'],
				),
				$rows
			),
			'total' => $total,
		);
	}

	/**
	 * The summary's rows for some items' groups: one per product, variation and choice.
	 *
	 * @param list<array<string,mixed>> $groups The items grouped by product, variation, choice, price and currency.
	 * @return list<array{product_id:int,variation_id:int,variation_key:string,variation:string,name:string,saved:int,quantity:int,price_dropped:int,in_stock:int,price:?string,currency:string}>
	 */
	private function rows( array $groups ): array {
		if ( ! $groups ) {
			return array();
		}
		$catalogue = ( $this->catalogue )();
		$seen      = array();
		foreach ( $groups as $group ) {
			$seen[] = (int) $group['product_id'];
			if ( (int) $group['variation_id'] > 0 ) {
				$seen[] = (int) $group['variation_id'];
			}
		}
		$products = $catalogue->find_products( array_values( array_unique( $seen ) ) );
		$options  = array();
		$rows     = array();
		foreach ( $groups as $group ) {
			$product_id   = (int) $group['product_id'];
			$variation_id = (int) $group['variation_id'];
			$key          = $product_id . ':' . $variation_id . ':' . (string) $group['variation_key'];
			$now_seen     = $products[ $variation_id > 0 ? $variation_id : $product_id ] ?? null;
			if ( ! isset( $rows[ $key ] ) ) {
				$label = '';
				if ( $variation_id > 0 ) {
					$options[ $product_id ] ??= $catalogue->variation_attribute_options( $product_id );
					$label                    = self::label( $options[ $product_id ], $now_seen, Wishlist_Item::variation_of( $group['variation'] ?? null ) );
				}
				$parent       = $products[ $product_id ] ?? null;
				$rows[ $key ] = array(
					'product_id'    => $product_id,
					'variation_id'  => $variation_id,
					'variation_key' => (string) $group['variation_key'],
					'variation'     => mb_substr( $label, 0, 191 ),
					'name'          => mb_substr( null !== $parent ? wp_strip_all_tags( $parent->name ) : '', 0, 191 ),
					'saved'         => 0,
					'quantity'      => 0,
					'price_dropped' => 0,
					'in_stock'      => null !== $now_seen && Product::OUT_OF_STOCK !== $now_seen->stock_status ? 1 : 0,
					'price'         => null !== $now_seen && null !== $now_seen->price && is_finite( $now_seen->price ) ? number_format( $now_seen->price, 4, '.', '' ) : null,
					'currency'      => null !== $now_seen ? strtoupper( $now_seen->currency ) : '',
				);
			}
			$items                          = (int) $group['items'];
			$rows[ $key ]['saved']         += $items;
			$rows[ $key ]['quantity']      += (int) $group['quantity'];
			$rows[ $key ]['price_dropped'] += self::dropped( $group, $rows[ $key ]['price'], $rows[ $key ]['currency'] ) ? $items : 0;
		}
		return array_values( $rows );
	}

	/**
	 * Whether items saved at a group's price cost more then than the product does now, in the same currency.
	 *
	 * @param array<string,mixed> $group    The group (its price and currency at save time).
	 * @param string|null         $price    The price now, or null.
	 * @param string              $currency Its currency.
	 */
	private static function dropped( array $group, ?string $price, string $currency ): bool {
		if ( null === $price || null === $group['price'] || '' === (string) $group['price'] ) {
			return false;
		}
		return strtoupper( (string) $group['currency'] ) === $currency && (float) $group['price'] - (float) $price > 0.00005;
	}

	/**
	 * A variation's values as shown ("34C, Noir"): the shopper's choices of its "any" values, or what the variation fixes.
	 *
	 * @param array<int,array<string,mixed>>|null $options   The product's variation attributes.
	 * @param Product|null                        $variation The variation, when still there.
	 * @param array<string,string>                $chosen    The shopper's choices.
	 */
	private static function label( ?array $options, ?Product $variation, array $chosen ): string {
		$values = $chosen;
		if ( null !== $variation && $variation->is_variation() ) {
			foreach ( $variation->attributes as $name => $value ) {
				$field = str_starts_with( $name, 'attribute_' ) ? $name : 'attribute_' . $name;
				if ( '' !== $value || ! isset( $values[ $field ] ) ) {
					$values[ $field ] = '' !== $value ? $value : ( $values[ $field ] ?? '' );
				}
			}
		}
		$values = array_filter( $values, static fn ( string $value ): bool => '' !== $value );
		return implode( ', ', array_column( Chosen_Variation::describe( $options, $values ), 'value' ) );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}

<?php
/**
 * What every Boudoir REST class shares: permissions, ownership, lookups, argument builders, errors.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Commerce\Catalogue;
use Boudoir\Estimate\Rate_Limit;
use Boudoir\Plugin;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Field_Error;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Repository;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Privacy;
use Boudoir\Wishlist\Wishlist_Service;
use Boudoir\Wishlist\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * The base of the REST classes: each wishlist route (Route, one class per route) and the estimate routes.
 *
 * Security model: writes pass write_permission() (shop on, then Write_Guard: a real
 * POST or DELETE, from this site, with the `wp_rest` nonce, also for guests); every
 * list and item is then reached through the Access_Policy (by id: its owner only; by
 * token: readable when shared or public, writable by its owner only). Ownership is
 * decided with reading_owner(), which never starts a session; saving_owner() is only
 * called once a write is allowed, so a refused request never sets a cookie.
 */
abstract class Controller {

	/** The REST namespace. */
	public const NAMESPACE = 'boudoir/v1';

	/** New guest sessions per network and hour, by default (guest_session_limit()). */
	public const GUEST_SESSION_LIMIT = 100;

	/** Largest page. */
	public const MAX_PER_PAGE = 100;

	/** Highest page number. */
	public const MAX_PAGE = 1000000;

	/** Page size when none is asked. */
	public const DEFAULT_PER_PAGE = 10;

	/** A share token's pattern in a route. */
	protected const TOKEN_PATTERN = '[A-Za-z0-9_-]{32}';

	/**
	 * The JSON shapes, built on first use.
	 *
	 * @var ?Shapes
	 */
	private ?Shapes $shapes = null;

	/**
	 * A controller.
	 *
	 * @param Plugin $plugin The plugin, for the storage layer and the shop adapter.
	 */
	public function __construct( protected readonly Plugin $plugin ) {
	}

	/**
	 * Registers the class's route or routes (on rest_api_init).
	 */
	abstract public function register_routes(): void;

	/**
	 * Permission of every write: the shop is on, then the Write_Guard's checks (real method, origin, nonce).
	 *
	 * WordPress checks the nonce only for cookie-authenticated users; guests act
	 * through their session cookie, so they need it just as much (CSRF).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function write_permission( \WP_REST_Request $request ): bool|\WP_Error {
		if ( ! $this->plugin->shop_enabled() ) {
			return new \WP_Error( 'boudoir_shop_unavailable', __( 'Wishlists are not available right now.', 'boudoir' ), array( 'status' => 503 ) );
		}
		$checked = Write_Guard::check( $request );
		if ( true !== $checked ) {
			return $checked;
		}
		return $this->may_start_a_session();
	}

	/**
	 * New guest sessions per network and hour (the `boudoir_guest_session_rate_limit` filter; 0 or less: no limit).
	 */
	public static function guest_session_limit(): int {
		/**
		 * How many new guest sessions (a guest's first save) one network may start per hour: an
		 * IPv4 address, or an IPv6 address's /64.
		 *
		 * @param int $limit Default 100; 0 or less for no limit.
		 */
		return (int) apply_filters( 'boudoir_guest_session_rate_limit', self::GUEST_SESSION_LIMIT );
	}

	/**
	 * A write by a guest without a session will start one: at most guest_session_limit() a network
	 * and hour, so a script cannot fill the tables with sessions (200 cookieless adds made 200
	 * sessions in 12 s). `429 boudoir_too_many_sessions` beyond; signed-in users and guests with a
	 * session are not counted.
	 *
	 * @return true|\WP_Error
	 */
	private function may_start_a_session(): bool|\WP_Error {
		$limit = self::guest_session_limit();
		if ( $limit <= 0 || is_user_logged_in() || null !== $this->wishlists()->guest_session()->current() ) {
			return true;
		}
		$network = Rate_Limit::network( self::client_ip() );
		if ( '' === $network || ( new Rate_Limit() )->take( 'guest-session:' . $network, $limit, time() ) ) {
			return true;
		}
		return new \WP_Error( 'boudoir_too_many_sessions', __( 'Too many new visitors from your network saved products in the last hour. Please try again later.', 'boudoir' ), array( 'status' => 429 ) );
	}

	/**
	 * The client's address: REMOTE_ADDR, or the trusted proxy's header when the shop set one (Rate_Limit::client_ip()).
	 */
	protected static function client_ip(): string {
		$server = array();
		foreach ( array( 'REMOTE_ADDR', Rate_Limit::proxy_server_key() ) as $name ) {
			if ( '' !== $name && isset( $_SERVER[ $name ] ) && is_string( $_SERVER[ $name ] ) ) {
				$server[ $name ] = sanitize_text_field( wp_unslash( $_SERVER[ $name ] ) );
			}
		}
		return Rate_Limit::client_ip( $server );
	}

	/**
	 * The storage layer.
	 */
	protected function wishlists(): Wishlists {
		return $this->plugin->wishlists();
	}

	/**
	 * The shop's catalogue.
	 */
	protected function catalogue(): Catalogue {
		return $this->plugin->catalogue();
	}

	/**
	 * The JSON shapes.
	 */
	protected function shapes(): Shapes {
		return $this->shapes ??= new Shapes( $this->catalogue() );
	}

	/**
	 * The operations on the caller's lists.
	 */
	protected function service(): Wishlist_Service {
		return $this->wishlists()->service();
	}

	/**
	 * Who may reach which list or item.
	 */
	protected function access(): Access_Policy {
		return $this->wishlists()->access();
	}

	/**
	 * A list the caller may read, by share token; private lists of others are not found.
	 *
	 * @param mixed $token From the request.
	 * @return Wishlist|\WP_Error
	 */
	protected function readable_list( mixed $token ): Wishlist|\WP_Error {
		return $this->access()->readable_by_token( $token );
	}

	/**
	 * A list the caller owns, by share token: 404 when missing or private, 403 when readable but not theirs.
	 *
	 * @param mixed $token From the request.
	 * @return Wishlist|\WP_Error
	 */
	protected function owned_list_by_token( mixed $token ): Wishlist|\WP_Error {
		return $this->access()->writable_by_token( $token );
	}

	/**
	 * A list the caller owns, by id: the same 404 for a missing id and anyone else's list.
	 *
	 * @param mixed $id From the request.
	 * @return Wishlist|\WP_Error
	 */
	protected function owned_list_by_id( mixed $id ): Wishlist|\WP_Error {
		return $this->access()->owned_by_id( $id );
	}

	/**
	 * An item on a list the caller owns: never trusted from its id alone.
	 *
	 * @param int           $item_id From the request.
	 * @param Wishlist|null $on      The list it must be on, when the request names one.
	 * @return array{0:Wishlist,1:Wishlist_Item}|\WP_Error
	 */
	protected function owned_item( int $item_id, ?Wishlist $on = null ): array|\WP_Error {
		return $this->access()->owned_item( $item_id, $on );
	}

	/**
	 * The caller as a saver; starts a guest session when needed (only call once the write is allowed).
	 */
	protected function saver(): Owner {
		return $this->service()->start_saving();
	}

	/**
	 * A list as JSON, with its item count, and its price drops when asked for.
	 *
	 * Write answers leave the drops out (`null`): counting them reads every product on the
	 * list, which a write to one item should not pay for; the lists' reads carry them.
	 *
	 * @param Wishlist $wishlist    The list.
	 * @param bool     $price_drops Count the price drops too.
	 * @return array<string,mixed>
	 */
	protected function wishlist_json( Wishlist $wishlist, bool $price_drops = false ): array {
		$owner = $this->wishlists()->reading_owner();
		if ( ! $price_drops ) {
			$count = $this->wishlists()->items()->counts( array( $wishlist->id ) )[ $wishlist->id ] ?? 0;
			return $this->shapes()->wishlist( $wishlist, $count, $owner, null );
		}
		$items = $this->wishlists()->items()->for_wishlist( $wishlist->id );
		$drops = $this->shapes()->price_drop_counts( array( $wishlist->id => $items ) );
		return $this->shapes()->wishlist( $wishlist, count( $items ), $owner, $drops[ $wishlist->id ] );
	}

	/**
	 * The caller's lists in short (the contract's `user_wishlists`); [] for an anonymous caller.
	 *
	 * @return list<array<string,mixed>>
	 */
	protected function user_wishlists(): array {
		$owner = $this->wishlists()->reading_owner();
		return null === $owner ? array() : $this->shapes()->user_wishlists( $this->wishlists()->lists()->for_owner( $owner ) );
	}

	/**
	 * The `variation` argument of the schema: the chosen attribute values, in the Store API's form.
	 *
	 * @return array<string,mixed>
	 */
	protected static function variation_arg(): array {
		return array(
			'description' => __( 'The chosen values of the variation\'s attributes: a list of { attribute, value }, attribute being the field (attribute_pa_color), the name (pa_color) or the label, value a term slug or the custom value.', 'boudoir' ),
			'type'        => 'array',
			'maxItems'    => 50,
			'items'       => array(
				'type'                 => 'object',
				'properties'           => array(
					'attribute' => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
					'value'     => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
				),
				'required'             => array( 'attribute', 'value' ),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * Page arguments of the schema (page, per_page).
	 *
	 * @param int|null $default_per_page Default page size; null for none.
	 * @return array<string,array<string,mixed>>
	 */
	protected static function paging_args( ?int $default_per_page = self::DEFAULT_PER_PAGE ): array {
		$per_page = array(
			'description' => __( 'Items per page.', 'boudoir' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => self::MAX_PER_PAGE,
		);
		if ( null !== $default_per_page ) {
			$per_page['default'] = $default_per_page;
		}
		return array(
			'page'     => array(
				'description' => __( 'Page number, from 1.', 'boudoir' ),
				'type'        => 'integer',
				'minimum'     => 1,
				// Bounded so the offset stays an integer.
				'maximum'     => self::MAX_PAGE,
				'default'     => 1,
			),
			'per_page' => $per_page,
		);
	}

	/**
	 * A share token argument of the schema.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @param bool   $allow_new   Whether `new` is accepted too.
	 * @return array<string,mixed>
	 */
	protected static function token_arg( string $description, bool $required, bool $allow_new = false ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => '^(' . ( $allow_new ? 'new|' : '' ) . self::TOKEN_PATTERN . ')$',
			'required'    => $required,
		);
	}

	/**
	 * A list name argument of the schema (emptiness is checked by the handler, to name the field with its own code).
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @return array<string,mixed>
	 */
	protected static function name_arg( string $description, bool $required ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => Wishlist::MAX_NAME_LENGTH,
			'required'    => $required,
		);
	}

	/**
	 * A privacy argument of the schema.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @return array<string,mixed>
	 */
	protected static function privacy_arg( string $description, bool $required ): array {
		$arg = array(
			'description' => $description,
			'type'        => 'string',
			'enum'        => Wishlist_Privacy::all(),
			'required'    => $required,
		);
		if ( ! $required ) {
			$arg['default'] = Wishlist_Privacy::DEFAULT;
		}
		return $arg;
	}

	/**
	 * An id argument of the schema.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be sent.
	 * @param int    $minimum     Smallest value.
	 * @return array<string,mixed>
	 */
	protected static function id_arg( string $description, bool $required, int $minimum = 1 ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => $minimum,
			'required'    => $required,
		);
	}

	/**
	 * The quantity argument of the schema.
	 *
	 * @param bool $required Whether it must be sent.
	 * @return array<string,mixed>
	 */
	protected static function quantity_arg( bool $required ): array {
		$arg = array(
			'description' => __( 'How many, at least 1.', 'boudoir' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => Item_Repository::MAX_QUANTITY,
			'required'    => $required,
		);
		if ( ! $required ) {
			$arg['default'] = 1;
		}
		return $arg;
	}

	/**
	 * The informative `product_type` argument of the schema (the stored type is the shop's).
	 *
	 * @return array<string,mixed>
	 */
	protected static function product_type_arg(): array {
		return array(
			'description' => __( 'The product\'s type as the page saw it (informative).', 'boudoir' ),
			'type'        => 'string',
			'maxLength'   => 20,
		);
	}

	/**
	 * The `variation_id` a removal is limited to, or null for every variation.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	protected static function only_variation( \WP_REST_Request $request ): ?int {
		return null === $request['variation_id'] ? null : (int) $request['variation_id'];
	}

	/**
	 * The JSON schema of an answer object (route `schema`, shown by `OPTIONS` and the index with `context=help`).
	 *
	 * @param string                            $title      Its title, after `boudoir-`.
	 * @param array<string,array<string,mixed>> $properties Its fields, in the order they are answered.
	 * @return array<string,mixed>
	 */
	protected static function answer_schema( string $title, array $properties ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'boudoir-' . $title,
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A schema used as a field of another (without its `$schema`), nullable when asked.
	 *
	 * @param array<string,mixed> $schema   A shape's schema, e.g. Shapes::wishlist_schema().
	 * @param bool                $nullable Whether the field may be null.
	 * @return array<string,mixed>
	 */
	protected static function field_schema( array $schema, bool $nullable = false ): array {
		unset( $schema['$schema'] );
		if ( $nullable ) {
			$schema['type'] = array( $schema['type'], 'null' );
		}
		return $schema;
	}

	/**
	 * The schema of the `result` field of a write: true, `"exists"`, an error code, or null when nothing was asked.
	 *
	 * @return array<string,mixed>
	 */
	protected static function result_schema(): array {
		return array( 'type' => array( 'boolean', 'string', 'null' ) );
	}

	/**
	 * The answer of add, move and copy: `{ result, message, item, wishlist, user_wishlists }`.
	 *
	 * @param string $title The schema's title.
	 * @return array<string,mixed>
	 */
	protected static function item_result_schema( string $title ): array {
		return self::answer_schema(
			$title,
			array(
				'result'         => self::result_schema(),
				'message'        => array( 'type' => 'string' ),
				'item'           => self::field_schema( Shapes::item_schema() ),
				'wishlist'       => self::field_schema( Shapes::wishlist_schema() ),
				'user_wishlists' => self::user_wishlists_schema(),
			)
		);
	}

	/**
	 * The schema of the `user_wishlists` field (add, move, copy, delete answers).
	 *
	 * @return array<string,mixed>
	 */
	protected static function user_wishlists_schema(): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array_intersect_key(
					Shapes::wishlist_schema()['properties'],
					array_flip( array( 'id', 'token', 'wishlist_name', 'default', 'add_to_this_wishlist_url' ) )
				),
			),
		);
	}

	/**
	 * A name as it will be stored: plain text, trimmed (empty when nothing is left).
	 *
	 * @param mixed $name Input.
	 */
	protected static function clean_name( mixed $name ): string {
		return is_string( $name ) ? Wishlist_Repository::plain_text( $name ) : '';
	}

	/**
	 * `400 boudoir_invalid_<field>`, naming the field as WordPress's schema errors do.
	 *
	 * @param string              $field   The field.
	 * @param string              $message Why, translated.
	 * @param array<string,mixed> $extra   More data.
	 */
	protected static function invalid( string $field, string $message, array $extra = array() ): \WP_Error {
		return Field_Error::of( $field, $message, $extra );
	}

	/**
	 * `404 boudoir_wishlist_not_found`: the same for a missing list and a private one of someone else.
	 */
	protected static function list_not_found(): \WP_Error {
		return Access_Policy::list_not_found();
	}

	/**
	 * `404 boudoir_item_not_found`.
	 */
	protected static function item_not_found(): \WP_Error {
		return Access_Policy::item_not_found();
	}

	/**
	 * `403 boudoir_forbidden`: a list the caller may read but not change.
	 */
	protected static function forbidden(): \WP_Error {
		return Access_Policy::forbidden();
	}

	/**
	 * `500 boudoir_wishlist_error`: the database refused a write.
	 */
	protected static function storage_error(): \WP_Error {
		return Wishlist_Service::storage_error();
	}

	/**
	 * An error answer that also carries the contract's `result` and `user_wishlists` (add, move, copy).
	 *
	 * @param \WP_Error $error The error.
	 */
	protected function result_error( \WP_Error $error ): \WP_REST_Response {
		$data     = (array) $error->get_error_data();
		$response = new \WP_REST_Response(
			array(
				'code'           => $error->get_error_code(),
				'message'        => $error->get_error_message(),
				'data'           => $data,
				'result'         => $error->get_error_code(),
				'user_wishlists' => $this->user_wishlists(),
			),
			(int) ( $data['status'] ?? 400 )
		);
		return $response;
	}

	/**
	 * Adds the paging headers WordPress's own collections send (X-WP-Total, X-WP-TotalPages, Link).
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param \WP_REST_Request  $request  The request (for the Link URLs).
	 * @param string            $route    The route of the pages.
	 * @param int               $total    Items in all.
	 * @param int               $page     This page.
	 * @param int               $per_page Its size.
	 */
	protected static function paging_headers( \WP_REST_Response $response, \WP_REST_Request $request, string $route, int $total, int $page, int $per_page ): void {
		$pages = max( 1, (int) ceil( $total / max( 1, $per_page ) ) );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		$base = add_query_arg(
			urlencode_deep(
				array_intersect_key(
					$request->get_query_params(),
					array(
						'per_page'       => true,
						'boudoir_locale' => true,
					)
				)
			),
			rest_url( $route )
		);
		if ( $page > 1 ) {
			$response->link_header( 'prev', add_query_arg( 'page', min( $page - 1, $pages ), $base ) );
		}
		if ( $page < $pages ) {
			$response->link_header( 'next', add_query_arg( 'page', $page + 1, $base ) );
		}
	}
}

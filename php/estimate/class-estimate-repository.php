<?php
/**
 * Estimate requests, stored as private posts.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Commerce\Shop_Pages;
use Boudoir\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * The `boudoir_estimate` post type: one private post per request, its fields in meta.
 *
 * A post type rather than a table: the shop gets a read-only list in wp-admin,
 * and the privacy tools, trash and exports of WordPress work on it as they are.
 */
final class Estimate_Repository {

	public const POST_TYPE = 'boudoir_estimate';

	public const META_NAME        = '_boudoir_name';
	public const META_EMAIL       = '_boudoir_email';
	public const META_NOTES       = '_boudoir_notes';
	public const META_COPY        = '_boudoir_copy_requested';
	public const META_WISHLIST_ID = '_boudoir_wishlist_id';
	public const META_WISHLIST    = '_boudoir_wishlist_name';
	public const META_ITEMS       = '_boudoir_items';
	public const META_ATTRIBUTION = '_boudoir_attribution';
	public const META_EXTRA       = '_boudoir_extra_fields';
	public const META_USER_ID     = '_boudoir_user_id';

	/**
	 * Asks the shop who runs it, and whether there is one, when the post type is registered.
	 *
	 * @param \Closure|null $pages        fn(): Shop_Pages, the shop's pages and who runs them; by default the plugin's.
	 * @param \Closure|null $shop_enabled fn(): bool, whether a supported shop runs; by default the plugin's answer.
	 */
	public function __construct( private readonly ?\Closure $pages = null, private readonly ?\Closure $shop_enabled = null ) {
	}

	/**
	 * Registers the post type (the init action).
	 */
	public function register_post_type(): void {
		// Shop managers read requests; nobody creates or edits one in wp-admin (they come from the form).
		$pages      = null !== $this->pages ? ( $this->pages )() : Plugin::instance()->shop_pages();
		$capability = $pages instanceof Shop_Pages ? $pages->shop_manager_capability() : 'manage_options';
		// The list is a shop's screen: without WooCommerce there is no "Estimates" menu (the requests stay, for the privacy tools).
		$shop = (bool) ( null !== $this->shop_enabled ? ( $this->shop_enabled )() : Plugin::instance()->shop_enabled() );
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Estimates', 'boudoir' ),
					'singular_name' => __( 'Estimate', 'boudoir' ),
					'menu_name'     => __( 'Estimates', 'boudoir' ),
					'all_items'     => __( 'Estimate requests', 'boudoir' ),
					'not_found'     => __( 'No estimate requests yet.', 'boudoir' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => $shop,
				'show_in_menu'        => $shop,
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'show_in_rest'        => false,
				'menu_icon'           => 'dashicons-clipboard',
				'menu_position'       => 58,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'title' ),
				'map_meta_cap'        => false,
				'capabilities'        => array(
					'edit_post'              => 'do_not_allow',
					'read_post'              => $capability,
					'delete_post'            => $capability,
					'edit_posts'             => $capability,
					'edit_others_posts'      => $capability,
					'delete_posts'           => $capability,
					'delete_others_posts'    => $capability,
					'delete_private_posts'   => $capability,
					'read_private_posts'     => $capability,
					'publish_posts'          => 'do_not_allow',
					'create_posts'           => 'do_not_allow',
					'edit_private_posts'     => 'do_not_allow',
					'edit_published_posts'   => 'do_not_allow',
					'delete_published_posts' => $capability,
				),
			)
		);
	}

	/**
	 * Adds the request's columns to the admin list (the manage_boudoir_estimate_posts_columns filter).
	 *
	 * @param array<string,string> $columns The list's columns.
	 * @return array<string,string>
	 */
	public function admin_columns( $columns ): array {
		$columns = is_array( $columns ) ? $columns : array();
		$date    = $columns['date'] ?? null;
		unset( $columns['date'] );
		$columns['boudoir_email']    = __( 'E-mail', 'boudoir' );
		$columns['boudoir_wishlist'] = __( 'Wishlist', 'boudoir' );
		$columns['boudoir_items']    = _x( 'Items', 'products in an estimate request', 'boudoir' );
		if ( null !== $date ) {
			$columns['date'] = $date;
		}
		return $columns;
	}

	/**
	 * Prints a column's cell (the manage_boudoir_estimate_posts_custom_column action).
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id The request.
	 */
	public function admin_column( $column, $post_id ): void {
		$post_id = (int) $post_id;
		switch ( $column ) {
			case 'boudoir_email':
				$email = (string) get_post_meta( $post_id, self::META_EMAIL, true );
				echo '<a href="' . esc_url( 'mailto:' . $email ) . '">' . esc_html( $email ) . '</a>';
				break;
			case 'boudoir_wishlist':
				echo esc_html( (string) get_post_meta( $post_id, self::META_WISHLIST, true ) );
				break;
			case 'boudoir_items':
				$lines = array();
				foreach ( self::items_of( $post_id ) as $item ) {
					$lines[] = esc_html( sprintf( '%d × %s', $item['quantity'], $item['name'] ) );
				}
				echo wp_kses( implode( '<br />', $lines ), array( 'br' => array() ) );
				break;
		}
	}

	/**
	 * Stores a request; returns its post id, or 0 when it could not be saved.
	 *
	 * @param Estimate_Request                                                      $request     The form.
	 * @param int                                                                   $wishlist_id The list it is about.
	 * @param string                                                                $list_name   The list's name when asked.
	 * @param list<array{product_id:int,variation_id:int,name:string,quantity:int}> $items       The list's items when asked.
	 * @param array<string,string>                                                  $attribution The session's attribution values.
	 * @param int                                                                   $user_id     The signed-in requester, or 0 for a guest.
	 * @param bool                                                                  $copy        Whether a copy is sent (to the user's account e-mail).
	 */
	public function save( Estimate_Request $request, int $wishlist_id, string $list_name, array $items, array $attribution, int $user_id = 0, bool $copy = false ): int {
		$meta = array(
			self::META_NAME        => $request->name,
			self::META_EMAIL       => $request->email,
			self::META_NOTES       => $request->notes,
			self::META_COPY        => $copy ? 'yes' : 'no',
			self::META_WISHLIST_ID => $wishlist_id,
			self::META_WISHLIST    => $list_name,
			self::META_ITEMS       => $items,
			self::META_ATTRIBUTION => $attribution,
			self::META_EXTRA       => $request->extra,
			self::META_USER_ID     => max( 0, $user_id ),
		);
		// The title is the shopper's name as text, escaped wherever WordPress prints it: the kses
		// filter WordPress puts on titles for visitors without unfiltered_html would drop a name
		// that merely looks like a tag (`< b >`), so it is off for this one insert.
		$kses_on_title = remove_filter( 'title_save_pre', 'wp_filter_kses' );
		$post_id       = wp_insert_post(
			// wp_insert_post() unslashes the title and meta_input: slashed, backslashes in the name and notes survive.
			wp_slash(
				array(
					'post_type'   => self::POST_TYPE,
					'post_status' => 'private',
					/* translators: %s: the shopper's name. */
					'post_title'  => sprintf( __( 'Estimate request from %s', 'boudoir' ), $request->name ),
					'post_author' => max( 0, $user_id ),
					'meta_input'  => $meta,
				)
			),
			true
		);
		if ( $kses_on_title ) {
			add_filter( 'title_save_pre', 'wp_filter_kses' );
		}
		return is_int( $post_id ) ? $post_id : 0;
	}

	/**
	 * Request ids of a person, oldest first, a page at a time: those sent with the e-mail
	 * typed in the form, and those the user with that account e-mail sent signed in.
	 *
	 * @param string $email    The person's e-mail.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Requests per page.
	 * @return list<int>
	 */
	public function ids_for_email( string $email, int $page = 1, int $per_page = 20 ): array {
		if ( '' === $email ) {
			return array();
		}
		$clauses = array(
			'relation' => 'OR',
			array(
				'key'   => self::META_EMAIL,
				'value' => $email,
			),
		);
		$user    = get_user_by( 'email', $email );
		if ( $user instanceof \WP_User ) {
			$clauses[] = array(
				'key'   => self::META_USER_ID,
				'value' => (string) $user->ID,
			);
		}
		return $this->ids( $clauses, $page, $per_page );
	}

	/**
	 * Request ids a user sent signed in, oldest first, a page at a time.
	 *
	 * @param int $user_id  The user.
	 * @param int $page     1-based page.
	 * @param int $per_page Requests per page.
	 * @return list<int>
	 */
	public function ids_for_user( int $user_id, int $page = 1, int $per_page = 20 ): array {
		if ( $user_id <= 0 ) {
			return array();
		}
		return $this->ids(
			array(
				array(
					'key'   => self::META_USER_ID,
					'value' => (string) $user_id,
				),
			),
			$page,
			$per_page
		);
	}

	/**
	 * Ids of requests sent before a time, oldest first.
	 *
	 * @param string $before_gmt `Y-m-d H:i:s`, UTC.
	 * @param int    $limit      At most this many.
	 * @return list<int>
	 */
	public function ids_older_than( string $before_gmt, int $limit ): array {
		return $this->ids(
			array(),
			1,
			$limit,
			array(
				array(
					'column'    => 'post_date_gmt',
					'before'    => $before_gmt,
					'inclusive' => false,
				),
			)
		);
	}

	/**
	 * Request ids, in any status (trashed ones too: they still hold personal data), oldest first.
	 *
	 * @param array<int|string,mixed> $meta_query Meta clauses; none for every request.
	 * @param int                     $page       1-based page.
	 * @param int                     $per_page   Requests per page.
	 * @param array<int,mixed>        $date_query Date clauses.
	 * @return list<int>
	 */
	private function ids( array $meta_query, int $page, int $per_page, array $date_query = array() ): array {
		$args = array(
			'post_type'              => self::POST_TYPE,
			'post_status'            => array_values( get_post_stati() ),
			'fields'                 => 'ids',
			'orderby'                => 'ID',
			'order'                  => 'ASC',
			'posts_per_page'         => max( 1, $per_page ),
			'paged'                  => max( 1, $page ),
			'update_post_term_cache' => false,
		);
		if ( array() !== $meta_query ) {
			// phpcs:ignore WordPress.DB.SlowDBQuery -- privacy requests and user deletion are rare and admin-only.
			$args['meta_query'] = $meta_query;
		}
		if ( array() !== $date_query ) {
			$args['date_query'] = $date_query;
		}
		// get_posts(), not WP_Query: it runs without other plugins' query filters (its default) and
		// counts no rows. Export, erasure and retention must see every stored request, whatever a
		// language or membership plugin hides from listings.
		return array_map( 'intval', get_posts( $args ) );
	}

	/**
	 * A stored request's fields, or null when there is none with this id.
	 *
	 * @param int $post_id The request.
	 * @return array{id:int,name:string,email:string,notes:string,copy:bool,wishlist_id:int,wishlist:string,items:list<array{product_id:int,variation_id:int,name:string,quantity:int}>,attribution:array<string,string>,extra:array<string,array{label:string,value:string}>,date:string}|null
	 */
	public function get( int $post_id ): ?array {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$attribution = get_post_meta( $post_id, self::META_ATTRIBUTION, true );
		$extra       = get_post_meta( $post_id, self::META_EXTRA, true );
		return array(
			'id'          => $post_id,
			'name'        => (string) get_post_meta( $post_id, self::META_NAME, true ),
			'email'       => (string) get_post_meta( $post_id, self::META_EMAIL, true ),
			'user_id'     => (int) get_post_meta( $post_id, self::META_USER_ID, true ),
			'notes'       => (string) get_post_meta( $post_id, self::META_NOTES, true ),
			'copy'        => 'yes' === get_post_meta( $post_id, self::META_COPY, true ),
			'wishlist_id' => (int) get_post_meta( $post_id, self::META_WISHLIST_ID, true ),
			'wishlist'    => (string) get_post_meta( $post_id, self::META_WISHLIST, true ),
			'items'       => self::items_of( $post_id ),
			'attribution' => is_array( $attribution ) ? $attribution : array(),
			'extra'       => is_array( $extra ) ? $extra : array(),
			'date'        => (string) $post->post_date_gmt,
		);
	}

	/**
	 * Deletes a request and its meta for good.
	 *
	 * @param int $post_id The request.
	 */
	public function delete( int $post_id ): bool {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type ) {
			return false;
		}
		return wp_delete_post( $post_id, true ) instanceof \WP_Post;
	}

	/**
	 * A request's item snapshot, whatever was stored.
	 *
	 * @param int $post_id The request.
	 * @return list<array{product_id:int,variation_id:int,name:string,quantity:int}>
	 */
	private static function items_of( int $post_id ): array {
		$stored = get_post_meta( $post_id, self::META_ITEMS, true );
		$items  = array();
		foreach ( is_array( $stored ) ? $stored : array() as $item ) {
			if ( is_array( $item ) ) {
				$items[] = array(
					'product_id'   => (int) ( $item['product_id'] ?? 0 ),
					'variation_id' => (int) ( $item['variation_id'] ?? 0 ),
					'name'         => (string) ( $item['name'] ?? '' ),
					'quantity'     => (int) ( $item['quantity'] ?? 0 ),
				);
			}
		}
		return $items;
	}
}

<?php
/**
 * The items of a navigation menu (a `wp_navigation` post), as the mobile side menu lists them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the menu a boudoir/mobile-menu block shows (its `sidrSource`, or the newest
 * published menu as core's Navigation block falls back to) and turns its blocks into a
 * tree of links: core/navigation-link, core/navigation-submenu (nested), core/home-link
 * and core/page-list. Other blocks of the menu (search, social links, spacers) are left out.
 *
 * @phpstan-type Item array{label:string,url:string,current:bool,new_tab:bool,rel:string,children:array<int,mixed>}
 */
final class Navigation_Items {

	/** How deep submenus nest at most (as core's editor allows). */
	private const MAX_DEPTH = 5;

	/**
	 * The published menu with this id, or the newest published menu for 0.
	 *
	 * @param int $id A `wp_navigation` post id, or 0.
	 */
	public static function source( int $id ): ?\WP_Post {
		if ( $id > 0 ) {
			$post = get_post( $id );
			return $post instanceof \WP_Post && 'wp_navigation' === $post->post_type && 'publish' === $post->post_status ? $post : null;
		}
		$newest = get_posts(
			array(
				'post_type'        => 'wp_navigation',
				'post_status'      => 'publish',
				'posts_per_page'   => 1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'no_found_rows'    => true,
				'suppress_filters' => false,
			)
		);
		return $newest[0] ?? null;
	}

	/**
	 * A menu's items.
	 *
	 * @param \WP_Post $menu The `wp_navigation` post.
	 * @return array<int,array<string,mixed>> Items: label, url, current, new_tab, rel, children.
	 */
	public static function from_post( \WP_Post $menu ): array {
		return self::from_blocks( parse_blocks( $menu->post_content ) );
	}

	/**
	 * Items from parsed blocks.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param int                            $depth  How deep in submenus.
	 * @return array<int,array<string,mixed>>
	 */
	public static function from_blocks( array $blocks, int $depth = 0 ): array {
		$items = array();
		foreach ( $blocks as $block ) {
			$attributes = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			switch ( $block['blockName'] ?? '' ) {
				case 'core/navigation-link':
					$item = self::link( $attributes );
					break;
				case 'core/navigation-submenu':
					$item = self::link( $attributes );
					if ( null !== $item && $depth < self::MAX_DEPTH ) {
						$item['children'] = self::from_blocks( is_array( $block['innerBlocks'] ?? null ) ? $block['innerBlocks'] : array(), $depth + 1 );
					}
					break;
				case 'core/home-link':
					$item = self::item(
						isset( $attributes['label'] ) && '' !== trim( (string) $attributes['label'] ) ? (string) $attributes['label'] : __( 'Home', 'boudoir' ),
						home_url( '/' ),
						is_front_page()
					);
					break;
				case 'core/page-list':
					array_push( $items, ...self::pages( (int) ( $attributes['parentPageID'] ?? 0 ) ) );
					$item = null;
					break;
				default:
					$item = null;
			}
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * An item from a navigation link's or submenu's attributes; null for a link to a post
	 * that is not published (as core leaves it out).
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @return array<string,mixed>|null
	 */
	private static function link( array $attributes ): ?array {
		$kind = (string) ( $attributes['kind'] ?? '' );
		$id   = isset( $attributes['id'] ) && is_numeric( $attributes['id'] ) ? (int) $attributes['id'] : 0;
		$url  = (string) ( $attributes['url'] ?? '' );
		if ( 'post-type' === $kind && $id > 0 ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status ) {
				return null;
			}
			$url = '' !== $url ? $url : (string) get_permalink( $post );
		} elseif ( 'taxonomy' === $kind && $id > 0 && '' === $url ) {
			$link = get_term_link( $id );
			$url  = is_string( $link ) ? $link : '';
		}
		$label = self::plain( (string) ( $attributes['label'] ?? '' ) );
		if ( '' === $label ) {
			return null;
		}
		$item            = self::item( $label, $url, self::is_current( $kind, $id ) );
		$item['new_tab'] = true === ( $attributes['opensInNewTab'] ?? false );
		$item['rel']     = trim( (string) ( $attributes['rel'] ?? '' ) );
		return $item;
	}

	/**
	 * The published pages under a parent (0: all), nested, in menu order then by title.
	 *
	 * @param int $parent_id The parent page's id, or 0.
	 * @return array<int,array<string,mixed>>
	 */
	private static function pages( int $parent_id ): array {
		$pages = get_pages(
			array(
				'sort_column' => 'menu_order,post_title',
				'post_status' => 'publish',
				'child_of'    => $parent_id,
			)
		);
		if ( ! is_array( $pages ) ) {
			return array();
		}
		$by_parent = array();
		foreach ( $pages as $page ) {
			$by_parent[ (int) $page->post_parent ][] = $page;
		}
		$tree = static function ( int $under, int $depth ) use ( &$tree, $by_parent ): array {
			$items = array();
			foreach ( $by_parent[ $under ] ?? array() as $page ) {
				$item = self::item( self::plain( get_the_title( $page ) ), (string) get_permalink( $page ), self::is_current( 'post-type', (int) $page->ID ) );
				if ( $depth < self::MAX_DEPTH ) {
					$item['children'] = $tree( (int) $page->ID, $depth + 1 );
				}
				$items[] = $item;
			}
			return $items;
		};
		return $tree( $parent_id, 0 );
	}

	/**
	 * An item.
	 *
	 * @param string $label   Plain text.
	 * @param string $url     Address.
	 * @param bool   $current Whether it is the page being viewed.
	 * @return array<string,mixed>
	 */
	private static function item( string $label, string $url, bool $current ): array {
		return array(
			'label'    => $label,
			'url'      => $url,
			'current'  => $current,
			'new_tab'  => false,
			'rel'      => '',
			'children' => array(),
		);
	}

	/**
	 * Whether a post or term is the page being viewed.
	 *
	 * @param string $kind post-type or taxonomy.
	 * @param int    $id   Its id.
	 */
	private static function is_current( string $kind, int $id ): bool {
		if ( $id <= 0 || get_queried_object_id() !== $id ) {
			return false;
		}
		$queried = get_queried_object();
		return ( 'post-type' === $kind && $queried instanceof \WP_Post ) || ( 'taxonomy' === $kind && $queried instanceof \WP_Term );
	}

	/**
	 * A label's plain text: core stores labels as HTML (formatting, entities).
	 *
	 * @param string $html The label.
	 */
	private static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}

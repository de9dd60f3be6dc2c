<?php
/**
 * Which links the lightbox opens, and how (docs/contract.md, page behaviour 1, Figures "Lightbox media").
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of the markup Lightbox marks, without hooks or scripts: a link's mode (`image`,
 * `video`, and inside a boudoir/lightbox block `inline` for `#id` and `ajax` for another page
 * of this site), told by its file's extension only; an image's size when its attachment is
 * known (`data-pswp-width`/`data-pswp-height`); the mode in `data-boudoir-lightbox`.
 */
final class Lightbox_Links {

	/** On a link the lightbox opens; its value is the mode. */
	public const LINK_ATTRIBUTE = 'data-boudoir-lightbox';

	/** The body class (and a link class) that keeps the lightbox away (docs/contract.md, Screens). */
	public const MARKER_CLASS = 'no-lightbox';

	/** Image files (docs/contract.md, Figures, and WebP and AVIF, which WordPress uploads): the only list; the script reads the mode each link is marked with. */
	public const IMAGE_EXTENSIONS = array( 'bmp', 'gif', 'jpeg', 'jpg', 'png', 'tiff', 'tif', 'jfif', 'jpe', 'svg', 'webp', 'avif' );

	/** Video files (docs/contract.md, Figures). */
	public const VIDEO_EXTENSIONS = array( 'mp4', 'ogg', 'webm' );

	/**
	 * An address's media type by its file's extension (query string and fragment
	 * ignored, any case): `image`, `video` or '' (docs/contract.md, Figures).
	 *
	 * @param string $url An absolute or relative address.
	 */
	public static function media_type( string $url ): string {
		$path      = wp_parse_url( $url, PHP_URL_PATH );
		$file      = is_string( $path ) ? wp_basename( $path ) : '';
		$dot       = strrpos( $file, '.' );
		$extension = $dot ? strtolower( substr( $file, $dot + 1 ) ) : '';
		if ( in_array( $extension, self::IMAGE_EXTENSIONS, true ) ) {
			return 'image';
		}
		return in_array( $extension, self::VIDEO_EXTENSIONS, true ) ? 'video' : '';
	}

	/**
	 * A link's mode inside a boudoir/lightbox block: media by extension, `inline` for
	 * `#id`, `ajax` for another page of this site, '' for anything else (other sites,
	 * mail, telephone…: they keep navigating).
	 *
	 * @param string $url The link's address.
	 */
	public static function block_link_mode( string $url ): string {
		$url = trim( $url );
		if ( str_starts_with( $url, '#' ) ) {
			return strlen( $url ) > 1 ? 'inline' : '';
		}
		$media = self::media_type( $url );
		if ( '' !== $media ) {
			return $media;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || '' === $url ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] ?? '' );
		if ( '' !== $scheme && ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return '';
		}
		if ( isset( $parts['host'] ) ) {
			$home = wp_parse_url( home_url() );
			$same = strtolower( $parts['host'] ) === strtolower( (string) ( $home['host'] ?? '' ) ) && ( $parts['port'] ?? null ) === ( $home['port'] ?? null );
			if ( ! $same ) {
				return '';
			}
		}
		return isset( $parts['path'] ) || isset( $parts['query'] ) ? 'ajax' : '';
	}

	/**
	 * The width and height of the file a link points to, when it is the attachment's
	 * file or one of its sizes; null otherwise (the lightbox then measures it).
	 *
	 * @param int    $attachment_id The image's attachment.
	 * @param string $url           The link's address.
	 * @return array{0:int,1:int}|null
	 */
	public static function image_size( int $attachment_id, string $url ): ?array {
		$meta = $attachment_id > 0 ? wp_get_attachment_metadata( $attachment_id ) : false;
		$path = wp_parse_url( $url, PHP_URL_PATH );
		if ( ! is_array( $meta ) || empty( $meta['file'] ) || ! is_string( $path ) ) {
			return null;
		}
		$file       = wp_basename( $path );
		$candidates = array_merge(
			array(
				array(
					'file'   => wp_basename( (string) $meta['file'] ),
					'width'  => $meta['width'] ?? 0,
					'height' => $meta['height'] ?? 0,
				),
			),
			is_array( $meta['sizes'] ?? null ) ? array_values( $meta['sizes'] ) : array()
		);
		foreach ( $candidates as $candidate ) {
			if ( ( $candidate['file'] ?? '' ) === $file && (int) ( $candidate['width'] ?? 0 ) > 0 && (int) ( $candidate['height'] ?? 0 ) > 0 ) {
				return array( (int) $candidate['width'], (int) $candidate['height'] );
			}
		}
		return null;
	}

	/**
	 * The markup with the links the lightbox opens marked, or null when it has none. Links
	 * already marked, with `download` or the class `no-lightbox` are left alone.
	 *
	 * @param string $html    Markup.
	 * @param bool   $in_block Whether the links are in a boudoir/lightbox block (inline and ajax modes).
	 */
	public static function mark( string $html, bool $in_block = false ): ?string {
		if ( ! str_contains( $html, '<a' ) && ! str_contains( $html, '<A' ) ) {
			return null;
		}
		$images = self::link_images( $html );
		$tags   = new \WP_HTML_Tag_Processor( $html );
		$index  = -1;
		$marked = false;
		while ( $tags->next_tag( 'A' ) ) {
			++$index;
			$href = $tags->get_attribute( 'href' );
			if ( ! is_string( $href ) || '' === $href || null !== $tags->get_attribute( self::LINK_ATTRIBUTE ) || null !== $tags->get_attribute( 'download' ) || $tags->has_class( self::MARKER_CLASS ) ) {
				continue;
			}
			$mode = $in_block ? self::block_link_mode( $href ) : self::media_type( $href );
			if ( '' === $mode ) {
				continue;
			}
			self::set_mode( $tags, $mode, 'image' === $mode && isset( $images[ $index ] ) ? $images[ $index ] : 0 );
			$marked = true;
		}
		return $marked ? $tags->get_updated_html() : null;
	}

	/**
	 * The product gallery image's markup with its link marked, or null when it has no link
	 * to mark. WooCommerce links each image to its file, whatever the file's type, so the
	 * image's place decides, not its extension: a link of no known type opens as an image.
	 *
	 * @param string $html          The image's markup.
	 * @param int    $attachment_id Its attachment.
	 */
	public static function mark_product_image( string $html, int $attachment_id ): ?string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( 'A' ) ) {
			return null;
		}
		$href = $tags->get_attribute( 'href' );
		if ( ! is_string( $href ) || '' === $href || null !== $tags->get_attribute( self::LINK_ATTRIBUTE ) ) {
			return null;
		}
		$type = self::media_type( $href );
		self::set_mode( $tags, '' === $type ? 'image' : $type, $attachment_id );
		return $tags->get_updated_html();
	}

	/**
	 * Marks the link the processor is on with its mode and, for an image whose file's size
	 * is known, the size (PhotoSwipe then opens it without measuring).
	 *
	 * @param \WP_HTML_Tag_Processor $tags          The processor, on an A tag.
	 * @param string                 $mode          image, video, inline or ajax.
	 * @param int                    $attachment_id The linked image's attachment, or 0.
	 */
	private static function set_mode( \WP_HTML_Tag_Processor $tags, string $mode, int $attachment_id ): void {
		$tags->set_attribute( self::LINK_ATTRIBUTE, $mode );
		$href = $tags->get_attribute( 'href' );
		$size = 'image' === $mode && $attachment_id > 0 && is_string( $href ) ? self::image_size( $attachment_id, $href ) : null;
		if ( $size ) {
			$tags->set_attribute( 'data-pswp-width', (string) $size[0] );
			$tags->set_attribute( 'data-pswp-height', (string) $size[1] );
		}
	}

	/**
	 * The attachment of the first image inside each link, by the link's position among
	 * the markup's links (from `wp-image-<id>` or `data-id`).
	 *
	 * @param string $html Markup.
	 * @return array<int,int>
	 */
	private static function link_images( string $html ): array {
		$images = array();
		$tags   = new \WP_HTML_Tag_Processor( $html );
		$index  = -1;
		$inside = false;
		while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
			$tag = $tags->get_tag();
			if ( 'A' === $tag ) {
				$inside = ! $tags->is_tag_closer();
				$index += $inside ? 1 : 0;
			} elseif ( 'IMG' === $tag && $inside && ! isset( $images[ $index ] ) ) {
				$images[ $index ] = self::attachment_id( $tags );
			}
		}
		return array_filter( $images );
	}

	/**
	 * An image tag's attachment id, or 0.
	 *
	 * @param \WP_HTML_Tag_Processor $tags The processor, on an IMG tag.
	 */
	private static function attachment_id( \WP_HTML_Tag_Processor $tags ): int {
		$class = (string) $tags->get_attribute( 'class' );
		if ( preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', $class, $match ) ) {
			return (int) $match[1];
		}
		$id = $tags->get_attribute( 'data-id' );
		return is_string( $id ) && ctype_digit( $id ) ? (int) $id : 0;
	}
}

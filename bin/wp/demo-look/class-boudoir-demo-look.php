<?php
/**
 * The demo shop's look (issue 32, "A boutique's look"): a style variation of the demo,
 * laid over whichever block theme the demo runs (Twenty Twenty-Four, Twenty Twenty-Five),
 * without copying the theme. Loaded by the development site's mu-plugin (bin/wp/boudoir-dev.php)
 * only: a real shop keeps its own theme's look.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * Merges look.json (palette, heading type, buttons, links, captions, WooCommerce's blocks)
 * into the active block theme's theme.json data, and adds look.css for what theme.json
 * cannot reach (WooCommerce's classic forms and cart table, the header's and footer's edges).
 *
 * The palette keeps the theme's own slugs, as Boudoir's blocks and the theme's templates name
 * them (`base`, `contrast`, `accent-3` …): each one the look names takes the look's colour,
 * the others stay the theme's, and none is added. So `contrast` stays the text colour and
 * `base` the background, whatever the theme. Every text/background pair the look uses passes
 * WCAG AA (4.5:1): plum ink #2b1623 on ivory blush #fbf5f2 15.7, on petal #f0d6db 12.4; dusk
 * plum #5e4553 (secondary text, captions, breadcrumbs) on ivory blush 7.9, on petal 6.3; rose
 * #9a2c54 (links on hover, buttons on hover, sale badges) with ivory blush 6.8, on petal 5.4;
 * ivory blush on plum ink (buttons) 15.7. Mauve #9c8290 (3.2:1) is for borders only.
 */
final class Boudoir_Demo_Look {

	/** The style handle look.css is printed under: not `boudoir-*`, which the page budgets count as Boudoir's. */
	public const STYLE = 'demo-look';

	/**
	 * The folder holding look.json and look.css.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * The look's theme.json data, read once.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $look = null;

	/**
	 * Sets where the look's files are.
	 *
	 * @param string $dir The folder holding look.json and look.css.
	 */
	public function __construct( string $dir ) {
		$this->dir = $dir;
	}

	/**
	 * Hooks the look in.
	 */
	public function register(): void {
		add_filter( 'wp_theme_json_data_theme', array( $this, 'merge' ) );
		// After the theme's global styles and the shop's own style sheets, which it adjusts.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_style' ), 20 );
	}

	/**
	 * The `wp_theme_json_data_theme` filter: the look over a block theme's data; a classic
	 * theme's data as it is.
	 *
	 * @param WP_Theme_JSON_Data $data The theme's theme.json data.
	 * @return WP_Theme_JSON_Data
	 */
	public function merge( $data ) {
		if ( ! $data instanceof WP_Theme_JSON_Data || ! wp_is_block_theme() ) {
			return $data;
		}
		$look    = $this->look();
		$palette = (array) ( $data->get_data()['settings']['color']['palette'] ?? array() );
		// The raw data keeps presets by origin; this filter's are the theme's.
		$look['settings']['color']['palette'] = self::palette(
			(array) ( $palette['theme'] ?? $palette ),
			(array) ( $look['settings']['color']['palette'] ?? array() )
		);
		return $data->update_with( $look );
	}

	/**
	 * The theme's palette in the look's colours: the theme's slugs in the theme's order, each
	 * one the look names with the look's colour and name; none added.
	 *
	 * @param array<int,array{slug:string,color:string,name?:string}> $theme The theme's palette.
	 * @param array<int,array{slug:string,color:string,name?:string}> $look  The look's palette.
	 * @return array<int,array{slug:string,color:string,name?:string}>
	 */
	public static function palette( array $theme, array $look ): array {
		$by_slug = array_column( $look, null, 'slug' );
		return array_map(
			static fn ( array $entry ): array => isset( $by_slug[ $entry['slug'] ] ) ? array_merge( $entry, $by_slug[ $entry['slug'] ] ) : $entry,
			$theme
		);
	}

	/**
	 * Adds look.css on a block theme's pages (as a few hundred bytes inline: every page has it).
	 */
	public function enqueue_style(): void {
		if ( ! wp_is_block_theme() ) {
			return;
		}
		wp_register_style( self::STYLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only, no file to version.
		wp_enqueue_style( self::STYLE );
		wp_add_inline_style( self::STYLE, $this->css() );
	}

	/**
	 * Look.css without its comments and spare white space.
	 */
	public function css(): string {
		$css = (string) file_get_contents( $this->dir . '/look.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$css = (string) preg_replace( '#/\*.*?\*/#s', '', $css );
		$css = (string) preg_replace( '/\s+/', ' ', $css );
		$css = (string) preg_replace( '/\s*([{};,>])\s*/', '$1', $css );
		return trim( str_replace( ';}', '}', $css ) );
	}

	/**
	 * The look's theme.json data.
	 *
	 * @return array<string,mixed>
	 */
	private function look(): array {
		if ( null === $this->look ) {
			$this->look = (array) wp_json_file_decode( $this->dir . '/look.json', array( 'associative' => true ) );
		}
		return $this->look;
	}
}

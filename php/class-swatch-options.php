<?php
/**
 * The Swatches tab of Settings → Boudoir: the variation swatches' options (docs/contract.md, Data "Swatch page options"), declared in the option registry.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * The swatch options, each with a typed reader, and the page options the swatches' view script
 * reads (`window.boudoirSwatchSettings`, printed by Swatches\Swatch_Placement).
 */
final class Swatch_Options {

	public const SHOW_VARIATION_LABEL   = 'boudoir_swatch_show_variation_label';
	public const LABEL_SEPARATOR        = 'boudoir_swatch_variation_label_separator';
	public const CLICKABLE_OUT_OF_STOCK = 'boudoir_swatch_clickable_out_of_stock';
	public const OUT_OF_STOCK_TOOLTIP   = 'boudoir_swatch_out_of_stock_tooltip_text';
	public const CLEAR_ON_RESELECT      = 'boudoir_swatch_clear_on_reselect';
	public const SHOW_VARIATION_STOCK   = 'boudoir_swatch_show_variation_stock';
	public const STOCK_LABEL_THRESHOLD  = 'boudoir_swatch_stock_label_threshold';
	public const ENABLED                = 'boudoir_swatches_enabled';

	/** The separator between the attribute label and the chosen value. */
	public const DEFAULT_SEPARATOR = ': ';

	/** Show "N left" at or under this stock. */
	public const DEFAULT_STOCK_THRESHOLD = 5;

	/** The highest stock label threshold accepted. */
	public const MAX_STOCK_THRESHOLD = 1000;

	/** The longest separator accepted, in characters. */
	public const MAX_SEPARATOR_LENGTH = 20;

	/** The longest tooltip text accepted, in characters. */
	public const MAX_TOOLTIP_LENGTH = 100;

	/**
	 * Hooks the declarations in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares every swatch option (the init action), in the settings page's order.
	 */
	public function register_settings(): void {
		$switches = self::switches();
		$switch   = static function ( string $option ) use ( $switches ): void {
			Options::register(
				$option,
				array(
					'type'        => 'switch',
					'default'     => $switches[ $option ]['default'],
					'section'     => 'swatches',
					'label'       => $switches[ $option ]['title'],
					'description' => $switches[ $option ]['description'],
					'help'        => $switches[ $option ]['description'],
				)
			);
		};
		$switch( self::ENABLED );
		$switch( self::SHOW_VARIATION_LABEL );
		Options::register(
			self::LABEL_SEPARATOR,
			array(
				'type'        => 'text',
				'default'     => self::DEFAULT_SEPARATOR,
				'sanitize'    => array( self::class, 'sanitize_separator' ),
				'max_length'  => self::MAX_SEPARATOR_LENGTH,
				'section'     => 'swatches',
				'label'       => __( 'Label separator', 'boudoir' ),
				'description' => __( 'Text between an attribute’s name and its chosen value.', 'boudoir' ),
				'help'        => __( 'Text between an attribute’s name and its chosen value.', 'boudoir' ),
			)
		);
		$switch( self::CLICKABLE_OUT_OF_STOCK );
		Options::register(
			self::OUT_OF_STOCK_TOOLTIP,
			array(
				'type'        => 'text',
				// Empty means the translated default, so a change of language changes it too.
				'default'     => '',
				'max_length'  => self::MAX_TOOLTIP_LENGTH,
				'section'     => 'swatches',
				'label'       => __( 'Out-of-stock tooltip', 'boudoir' ),
				'description' => __( 'Tooltip of out-of-stock swatches; empty for the default “Out of stock”.', 'boudoir' ),
				'help'        => __( 'Tooltip of out-of-stock swatches; empty for the default “Out of stock”.', 'boudoir' ),
				'placeholder' => self::default_tooltip_text(),
			)
		);
		$switch( self::CLEAR_ON_RESELECT );
		$switch( self::SHOW_VARIATION_STOCK );
		Options::register(
			self::STOCK_LABEL_THRESHOLD,
			array(
				'type'        => 'integer',
				'default'     => self::DEFAULT_STOCK_THRESHOLD,
				'min'         => 0,
				'max'         => self::MAX_STOCK_THRESHOLD,
				'section'     => 'swatches',
				'label'       => __( 'Stock label threshold', 'boudoir' ),
				'description' => __( 'Show how many are left on a swatch at or under this stock.', 'boudoir' ),
				'help'        => __( 'Show how many are left on a swatch at or under this stock.', 'boudoir' ),
			)
		);
	}

	/**
	 * The yes/no options with their default, title and description.
	 *
	 * @return array<string,array{default:string,description:string,title:string}>
	 */
	private static function switches(): array {
		return array(
			self::ENABLED                => array(
				'default'     => 'yes',
				'title'       => __( 'Swatches on product pages', 'boudoir' ),
				'description' => __( 'Replace the variation dropdowns of variable products with swatches.', 'boudoir' ),
			),
			self::SHOW_VARIATION_LABEL   => array(
				'default'     => 'yes',
				'title'       => __( 'Chosen value by the label', 'boudoir' ),
				'description' => __( 'Show the chosen value beside the attribute’s name.', 'boudoir' ),
			),
			self::CLICKABLE_OUT_OF_STOCK => array(
				'default'     => 'yes',
				'title'       => __( 'Out-of-stock swatches can be chosen', 'boudoir' ),
				'description' => __( 'Let shoppers choose out-of-stock values (shown crossed out).', 'boudoir' ),
			),
			self::CLEAR_ON_RESELECT      => array(
				'default'     => 'no',
				'title'       => __( 'Clear on reselect', 'boudoir' ),
				'description' => __( 'Choosing the chosen swatch again clears the choice.', 'boudoir' ),
			),
			self::SHOW_VARIATION_STOCK   => array(
				'default'     => 'yes',
				'title'       => __( 'Stock left on swatches', 'boudoir' ),
				'description' => __( 'Show how many are left on a swatch when stock is low.', 'boudoir' ),
			),
		);
	}

	/**
	 * The page options the swatches' view script reads (`window.boudoirSwatchSettings`), spec names.
	 *
	 * @return array{show_variation_label:bool,variation_label_separator:string,clickable_out_of_stock:bool,out_of_stock_tooltip_text:string,clear_on_reselect:bool,show_variation_stock:bool,stock_label_threshold:int,is_mobile:bool}
	 */
	public static function page_options(): array {
		return array(
			'show_variation_label'      => self::show_variation_label(),
			'variation_label_separator' => self::variation_label_separator(),
			'clickable_out_of_stock'    => self::clickable_out_of_stock(),
			'out_of_stock_tooltip_text' => self::out_of_stock_tooltip_text(),
			'clear_on_reselect'         => self::clear_on_reselect(),
			'show_variation_stock'      => self::show_variation_stock(),
			'stock_label_threshold'     => self::stock_label_threshold(),
			'is_mobile'                 => wp_is_mobile(),
		);
	}

	/**
	 * Whether swatches replace the dropdowns of variable products automatically (default yes).
	 */
	public static function enabled(): bool {
		return Options::is_on( self::ENABLED );
	}

	/**
	 * Whether the chosen value shows beside the attribute's name (default yes).
	 */
	public static function show_variation_label(): bool {
		return Options::is_on( self::SHOW_VARIATION_LABEL );
	}

	/**
	 * The text between the attribute's name and its chosen value (default `: `).
	 */
	public static function variation_label_separator(): string {
		return (string) Options::get( self::LABEL_SEPARATOR );
	}

	/**
	 * Whether out-of-stock values can be chosen (default yes).
	 */
	public static function clickable_out_of_stock(): bool {
		return Options::is_on( self::CLICKABLE_OUT_OF_STOCK );
	}

	/**
	 * The out-of-stock tooltip: the option, or the translated default.
	 */
	public static function out_of_stock_tooltip_text(): string {
		$text = (string) Options::get( self::OUT_OF_STOCK_TOOLTIP );
		return '' === $text ? self::default_tooltip_text() : $text;
	}

	/**
	 * The out-of-stock tooltip's default, translated (an empty option means it, so a change of language changes it too).
	 */
	public static function default_tooltip_text(): string {
		return __( 'Out of stock', 'boudoir' );
	}

	/**
	 * Whether choosing the chosen swatch again clears it (default no).
	 */
	public static function clear_on_reselect(): bool {
		return Options::is_on( self::CLEAR_ON_RESELECT );
	}

	/**
	 * Whether swatches show how many are left (default yes).
	 */
	public static function show_variation_stock(): bool {
		return Options::is_on( self::SHOW_VARIATION_STOCK );
	}

	/**
	 * "N left" shows at or under this stock (default 5).
	 */
	public static function stock_label_threshold(): int {
		return (int) Options::get( self::STOCK_LABEL_THRESHOLD );
	}

	/**
	 * Plain text of at most MAX_SEPARATOR_LENGTH characters; spaces kept (`: ` needs its space).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_separator( $value ): string {
		if ( ! is_scalar( $value ) ) {
			return self::DEFAULT_SEPARATOR;
		}
		// As wp_strip_all_tags(), without its trim: the separator's spaces are its point.
		$text = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', str_replace( array( "\r", "\n", "\t" ), ' ', (string) $value ) );
		$text = strip_tags( $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags -- see above.
		return mb_substr( $text, 0, self::MAX_SEPARATOR_LENGTH );
	}
}

<?php
/**
 * The variation swatches' options (SPEC §3 "Swatch page options"), under Settings → Boudoir.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

use Boudoir\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The swatch options, each with a schema, a sanitizer, a default and a typed reader, and the page
 * options the swatches' view script reads (`window.boudoirSwatchSettings`).
 */
final class Swatch_Settings {

	public const SHOW_VARIATION_LABEL   = 'boudoir_swatch_show_variation_label';
	public const LABEL_SEPARATOR        = 'boudoir_swatch_variation_label_separator';
	public const CLICKABLE_OUT_OF_STOCK = 'boudoir_swatch_clickable_out_of_stock';
	public const OUT_OF_STOCK_TOOLTIP   = 'boudoir_swatch_out_of_stock_tooltip_text';
	public const CLEAR_ON_RESELECT      = 'boudoir_swatch_clear_on_reselect';
	public const SHOW_VARIATION_STOCK   = 'boudoir_swatch_show_variation_stock';
	public const STOCK_LABEL_THRESHOLD  = 'boudoir_swatch_stock_label_threshold';
	public const ENABLED                = 'boudoir_swatches_enabled';

	/** The settings page's section. */
	public const SECTION = 'boudoir_swatches';

	/** The global the page options are printed to. */
	public const SCRIPT_GLOBAL = 'boudoirSwatchSettings';

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
	 * Hooks the registration and the fields in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		// After Settings::add_fields() (priority 10) so the section follows the existing ones.
		add_action( 'admin_init', array( $this, 'add_fields' ), 20 );
	}

	/**
	 * Registers every swatch option with its schema (the init action).
	 */
	public function register_settings(): void {
		$yes_no = array(
			'type' => 'string',
			'enum' => array( 'yes', 'no' ),
		);
		foreach ( self::switches() as $option => $switch ) {
			register_setting(
				Settings::GROUP,
				$option,
				array(
					'type'              => 'string',
					'description'       => $switch['description'],
					'sanitize_callback' => 'yes' === $switch['default'] ? array( Settings::class, 'sanitize_yes_no_default_yes' ) : array( Settings::class, 'sanitize_yes_no_default_no' ),
					'default'           => $switch['default'],
					'show_in_rest'      => array( 'schema' => $yes_no ),
				)
			);
		}
		register_setting(
			Settings::GROUP,
			self::LABEL_SEPARATOR,
			array(
				'type'              => 'string',
				'description'       => __( 'Text between an attribute’s name and its chosen value.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_separator' ),
				'default'           => self::DEFAULT_SEPARATOR,
				'show_in_rest'      => array(
					'schema' => array(
						'type'      => 'string',
						'maxLength' => self::MAX_SEPARATOR_LENGTH,
					),
				),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OUT_OF_STOCK_TOOLTIP,
			array(
				'type'              => 'string',
				'description'       => __( 'Tooltip of out-of-stock swatches; empty for the default “Out of stock”.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_tooltip' ),
				// Empty means the translated default, so a change of language changes it too.
				'default'           => '',
				'show_in_rest'      => array(
					'schema' => array(
						'type'      => 'string',
						'maxLength' => self::MAX_TOOLTIP_LENGTH,
					),
				),
			)
		);
		register_setting(
			Settings::GROUP,
			self::STOCK_LABEL_THRESHOLD,
			array(
				'type'              => 'integer',
				'description'       => __( 'Show how many are left on a swatch at or under this stock.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_threshold' ),
				'default'           => self::DEFAULT_STOCK_THRESHOLD,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::MAX_STOCK_THRESHOLD,
					),
				),
			)
		);
	}

	/**
	 * The yes/no options with their default and description.
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
	 * Adds the "Variation swatches" section and its fields to Settings → Boudoir (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section( self::SECTION, __( 'Variation swatches', 'boudoir' ), '__return_null', Settings::GROUP );
		$settings = new Settings();
		$switches = self::switches();
		foreach ( array( self::ENABLED, self::SHOW_VARIATION_LABEL ) as $option ) {
			$this->add_checkbox( $settings, $option, $switches[ $option ]['title'], $switches[ $option ]['description'] );
		}
		$this->add_input( $settings, self::LABEL_SEPARATOR, __( 'Label separator', 'boudoir' ), 'text', array( 'maxlength' => (string) self::MAX_SEPARATOR_LENGTH ) );
		$this->add_checkbox( $settings, self::CLICKABLE_OUT_OF_STOCK, $switches[ self::CLICKABLE_OUT_OF_STOCK ]['title'], $switches[ self::CLICKABLE_OUT_OF_STOCK ]['description'] );
		$this->add_input(
			$settings,
			self::OUT_OF_STOCK_TOOLTIP,
			__( 'Out-of-stock tooltip', 'boudoir' ),
			'text',
			array(
				'maxlength'   => (string) self::MAX_TOOLTIP_LENGTH,
				'placeholder' => __( 'Out of stock', 'boudoir' ),
			)
		);
		foreach ( array( self::CLEAR_ON_RESELECT, self::SHOW_VARIATION_STOCK ) as $option ) {
			$this->add_checkbox( $settings, $option, $switches[ $option ]['title'], $switches[ $option ]['description'] );
		}
		$this->add_input(
			$settings,
			self::STOCK_LABEL_THRESHOLD,
			__( 'Stock label threshold', 'boudoir' ),
			'number',
			array(
				'min' => '0',
				'max' => (string) self::MAX_STOCK_THRESHOLD,
			)
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
		return self::is_on( self::ENABLED );
	}

	/**
	 * Whether the chosen value shows beside the attribute's name (default yes).
	 */
	public static function show_variation_label(): bool {
		return self::is_on( self::SHOW_VARIATION_LABEL );
	}

	/**
	 * The text between the attribute's name and its chosen value (default `: `).
	 */
	public static function variation_label_separator(): string {
		$value = get_option( self::LABEL_SEPARATOR, self::DEFAULT_SEPARATOR );
		return is_string( $value ) ? self::sanitize_separator( $value ) : self::DEFAULT_SEPARATOR;
	}

	/**
	 * Whether out-of-stock values can be chosen (default yes).
	 */
	public static function clickable_out_of_stock(): bool {
		return self::is_on( self::CLICKABLE_OUT_OF_STOCK );
	}

	/**
	 * The out-of-stock tooltip: the option, or the translated "Out of stock".
	 */
	public static function out_of_stock_tooltip_text(): string {
		$value = get_option( self::OUT_OF_STOCK_TOOLTIP, '' );
		$text  = is_string( $value ) ? self::sanitize_tooltip( $value ) : '';
		return '' === $text ? __( 'Out of stock', 'boudoir' ) : $text;
	}

	/**
	 * Whether choosing the chosen swatch again clears it (default no).
	 */
	public static function clear_on_reselect(): bool {
		return 'yes' === Settings::sanitize_yes_no_default_no( get_option( self::CLEAR_ON_RESELECT, 'no' ) );
	}

	/**
	 * Whether swatches show how many are left (default yes).
	 */
	public static function show_variation_stock(): bool {
		return self::is_on( self::SHOW_VARIATION_STOCK );
	}

	/**
	 * "N left" shows at or under this stock (default 5).
	 */
	public static function stock_label_threshold(): int {
		return self::sanitize_threshold( get_option( self::STOCK_LABEL_THRESHOLD, self::DEFAULT_STOCK_THRESHOLD ) );
	}

	/**
	 * An integer from 0 to MAX_STOCK_THRESHOLD (clamped); the default for anything not a number.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_threshold( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_STOCK_THRESHOLD;
		}
		return max( 0, min( (int) $value, self::MAX_STOCK_THRESHOLD ) );
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

	/**
	 * One line of plain text of at most MAX_TOOLTIP_LENGTH characters.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_tooltip( $value ): string {
		return is_scalar( $value ) ? mb_substr( sanitize_text_field( (string) $value ), 0, self::MAX_TOOLTIP_LENGTH ) : '';
	}

	/**
	 * Whether a yes/no option whose default is yes is on.
	 *
	 * @param string $option Option name.
	 */
	private static function is_on( string $option ): bool {
		return 'yes' === Settings::sanitize_yes_no_default_yes( get_option( $option, 'yes' ) );
	}

	/**
	 * Adds a yes/no checkbox field, printed by Settings.
	 *
	 * @param Settings $settings Prints the field.
	 * @param string   $option   Option name.
	 * @param string   $title    The row's heading.
	 * @param string   $label    The checkbox's label.
	 */
	private function add_checkbox( Settings $settings, string $option, string $title, string $label ): void {
		add_settings_field(
			$option,
			$title,
			array( $settings, 'render_checkbox' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'option' => $option,
				'label'  => $label,
			)
		);
	}

	/**
	 * Adds an input field, printed by Settings.
	 *
	 * @param Settings             $settings   Prints the field.
	 * @param string               $option     Option name.
	 * @param string               $title      Its label.
	 * @param string               $type       Input type.
	 * @param array<string,string> $attributes More attributes.
	 */
	private function add_input( Settings $settings, string $option, string $title, string $type, array $attributes ): void {
		add_settings_field(
			$option,
			$title,
			array( $settings, 'render_input' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'label_for'  => $option,
				'option'     => $option,
				'type'       => $type,
				'attributes' => $attributes,
			)
		);
	}
}

<?php
/**
 * The one registry of Boudoir's options: what each is, and how the settings page shows it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Every option is declared once, with its name, type, default and sanitizer and the field that
 * edits it, by the registry's declarations: one class per group of tabs of the settings page
 * (Wishlist_Options, Alerts\Alert_Options, Swatch_Options, Theme_Options, Attribution_Options), which name their
 * options (no other file writes an option's name) and call register() on init. The declaration
 * goes into WordPress's own settings registry (register_setting(), group GROUP), so one
 * definition serves:
 *
 * - the REST schema of `/wp/v2/settings` (`show_in_rest`, built from the type) and options.php;
 * - get_option(), which returns the registered default for an option never saved;
 * - get(), the typed reader the features and their front-end script settings use;
 * - the settings page (Settings_Page::tabs(): its tabs and fields, read by src/settings);
 * - uninstall.php, which deletes every option under PREFIX (register() refuses any other name).
 *
 * Two options are the plugin's state, not settings, and keep their names with their owners:
 * Installer::OPTION (the schema's version) and Wishlist\Wishlist_Page::OPTION (the page it made).
 *
 * Nothing is kept here between calls: the registry is WordPress's, rebuilt on every request's init.
 */
final class Options {

	/** The Settings API group of every option, and the settings page's slug. */
	public const GROUP = 'boudoir';

	/** Every option's name starts with it (uninstall.php deletes by it). */
	public const PREFIX = 'boudoir_';

	/** The kinds of option, with the field that edits each. */
	public const TYPES = array( 'switch', 'integer', 'text', 'email', 'url', 'choice' );

	/** An e-mail option's REST pattern: empty, or one @ between non-blank parts with a dot in the domain. */
	public const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

	/** How the settings page orders its tabs: each option's `section` is one of these. */
	public const SECTIONS = array( 'wishlists', 'alerts', 'swatches', 'theme', 'shop', 'attribution', 'photo_feed', 'data' );

	/**
	 * Declares an option (on init).
	 *
	 * @param string              $name The option's name, under PREFIX.
	 * @param array<string,mixed> $args {
	 *     The option.
	 *
	 *     @type string        $type        One of TYPES: switch (stored `yes`/`no`), integer, text, email, url, choice.
	 *     @type mixed         $default     The value of an option never saved; null for none (the option then reads false).
	 *     @type callable|null $sanitize    Cleans a submitted or stored value; by default the type's (sanitizer()).
	 *     @type string        $description What it does, for the REST schema.
	 *     @type string        $section     Its tab on the settings page (SECTIONS).
	 *     @type string        $group       Its heading within the tab.
	 *     @type string        $label       Its field's label.
	 *     @type string        $help        Its field's description (optional).
	 *     @type array         $choices     A choice's values => labels, in order.
	 *     @type callable|null $choices_callback An integer's values => labels read only for the page (posts, say): a select of them.
	 *     @type int           $min         An integer's least value.
	 *     @type int           $max         An integer's greatest value.
	 *     @type int           $step        An integer field's step (optional).
	 *     @type int           $max_length  A text's longest value (optional).
	 *     @type string        $placeholder A text field's placeholder (optional).
	 * }
	 */
	public static function register( string $name, array $args ): void {
		$type = (string) ( $args['type'] ?? '' );
		if ( ! str_starts_with( $name, self::PREFIX ) || ! in_array( $type, self::TYPES, true ) || ! in_array( $args['section'] ?? '', self::SECTIONS, true ) ) {
			_doing_it_wrong( __METHOD__, esc_html( sprintf( 'Boudoir option %s: the name must start with %s, the type be one of TYPES and the section one of SECTIONS.', $name, self::PREFIX ) ), '1.0.0' );
			return;
		}
		$default  = $args['default'] ?? null;
		$sanitize = $args['sanitize'] ?? self::sanitizer( $type, $args );
		$setting  = array(
			'type'              => 'integer' === $type ? 'integer' : 'string',
			'description'       => (string) ( $args['description'] ?? $args['label'] ?? '' ),
			'sanitize_callback' => $sanitize,
			'show_in_rest'      => array( 'schema' => self::schema( $type, $args ) ),
			// What the settings page needs; WordPress keeps unknown arguments with the setting.
			'boudoir'           => array(
				'type'             => $type,
				'section'          => (string) $args['section'],
				'group'            => (string) ( $args['group'] ?? '' ),
				'label'            => (string) ( $args['label'] ?? $name ),
				'help'             => (string) ( $args['help'] ?? '' ),
				'choices'          => (array) ( $args['choices'] ?? array() ),
				'choices_callback' => 'integer' === $type && is_callable( $args['choices_callback'] ?? null ) ? $args['choices_callback'] : null,
				'min'              => $args['min'] ?? null,
				'max'              => $args['max'] ?? null,
				'step'             => $args['step'] ?? null,
				'placeholder'      => (string) ( $args['placeholder'] ?? '' ),
			),
		);
		if ( null !== $default ) {
			$setting['default'] = $default;
		}
		register_setting( self::GROUP, $name, $setting );
	}

	/**
	 * Boudoir's options as registered, in the order they were declared.
	 *
	 * @return array<string,array<string,mixed>> Name => register_setting()'s arguments (with `boudoir`).
	 */
	public static function all(): array {
		return array_filter(
			get_registered_settings(),
			static fn ( array $setting, string $name ): bool => self::GROUP === ( $setting['group'] ?? '' ) && isset( $setting['boudoir'] ) && str_starts_with( $name, self::PREFIX ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * An option's value: saved or its default, through its sanitizer (so a value written around the API reads clean).
	 *
	 * @param string $name The option.
	 */
	public static function get( string $name ): mixed {
		// One lookup, not all(): the features read their options on every page.
		$setting = get_registered_settings()[ $name ] ?? null;
		if ( null === $setting || ! isset( $setting['boudoir'] ) ) {
			_doing_it_wrong( __METHOD__, esc_html( sprintf( 'Boudoir option %s is not registered (yet: options are registered on init).', $name ) ), '1.0.0' );
			return get_option( $name );
		}
		$value = get_option( $name, $setting['default'] ?? false );
		return is_callable( $setting['sanitize_callback'] ) ? call_user_func( $setting['sanitize_callback'], $value ) : $value;
	}

	/**
	 * Whether a switch is on.
	 *
	 * @param string $name The option.
	 */
	public static function is_on( string $name ): bool {
		return 'yes' === self::get( $name );
	}

	/**
	 * The default of every option that has one.
	 *
	 * @return array<string,mixed> Name => default.
	 */
	public static function defaults(): array {
		$defaults = array();
		foreach ( self::all() as $name => $setting ) {
			if ( array_key_exists( 'default', $setting ) ) {
				$defaults[ $name ] = $setting['default'];
			}
		}
		return $defaults;
	}

	/**
	 * `yes` or `no`, `yes` for anything unexpected.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_yes_no_default_yes( $value ): string {
		return false === $value || 'no' === $value || '0' === $value || 0 === $value || '' === $value ? 'no' : 'yes';
	}

	/**
	 * `yes` or `no`, `no` for anything unexpected (deleting data must be asked for).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_yes_no_default_no( $value ): string {
		return true === $value || 'yes' === $value || '1' === $value || 1 === $value ? 'yes' : 'no';
	}

	/**
	 * The sanitizer a type implies, from the declaration's default and bounds:
	 *
	 * - switch: `yes` or `no`, the default for anything unexpected (so `no` unless the default is `yes`);
	 * - integer: a number clamped to `min`…`max`, the default for anything not a number;
	 * - choice: one of the choices, else the default;
	 * - text: one line of plain text of at most `max_length` characters ('' for anything not text);
	 * - email: a valid address, or '';
	 * - url: none (a declaration says which addresses it takes).
	 *
	 * @param string              $type One of TYPES.
	 * @param array<string,mixed> $args register()'s arguments.
	 */
	private static function sanitizer( string $type, array $args ): ?callable {
		$default = $args['default'] ?? null;
		switch ( $type ) {
			case 'switch':
				return 'yes' === $default ? array( self::class, 'sanitize_yes_no_default_yes' ) : array( self::class, 'sanitize_yes_no_default_no' );
			case 'integer':
				$min = (int) ( $args['min'] ?? PHP_INT_MIN );
				$max = (int) ( $args['max'] ?? PHP_INT_MAX );
				return static fn ( $value ): int => is_numeric( $value ) ? max( $min, min( (int) $value, $max ) ) : (int) $default;
			case 'choice':
				$choices = array_map( 'strval', array_keys( (array) ( $args['choices'] ?? array() ) ) );
				return static fn ( $value ): string => in_array( $value, $choices, true ) ? (string) $value : (string) $default;
			case 'text':
				$length = (int) ( $args['max_length'] ?? PHP_INT_MAX );
				return static fn ( $value ): string => is_scalar( $value ) ? mb_substr( sanitize_text_field( (string) $value ), 0, $length ) : '';
			case 'email':
				return static function ( $value ): string {
					$email = sanitize_email( is_scalar( $value ) ? (string) $value : '' );
					return is_email( $email ) ? $email : '';
				};
			default:
				return null;
		}
	}

	/**
	 * An option's REST schema, from its type.
	 *
	 * @param string              $type One of TYPES.
	 * @param array<string,mixed> $args register()'s arguments.
	 * @return array<string,mixed>
	 */
	private static function schema( string $type, array $args ): array {
		switch ( $type ) {
			case 'switch':
				return array(
					'type' => 'string',
					'enum' => array( 'yes', 'no' ),
				);
			case 'choice':
				return array(
					'type' => 'string',
					'enum' => array_map( 'strval', array_keys( (array) ( $args['choices'] ?? array() ) ) ),
				);
			case 'integer':
				return array_filter(
					array(
						'type'    => 'integer',
						'minimum' => $args['min'] ?? null,
						'maximum' => $args['max'] ?? null,
					),
					static fn ( $value ): bool => null !== $value
				);
			case 'email':
				// An address, or empty (for the site's admin e-mail): `format: email` would refuse the empty one.
				return array(
					'type'    => 'string',
					'pattern' => self::EMAIL_PATTERN,
				);
			default:
				return array_filter(
					array(
						'type'      => 'string',
						'maxLength' => $args['max_length'] ?? null,
					),
					static fn ( $value ): bool => null !== $value
				);
		}
	}
}

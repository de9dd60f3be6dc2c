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
 * Every option is declared once, by the feature it configures, through register(): its name, type,
 * default and sanitizer, and the field that edits it. The declaration goes into WordPress's own
 * settings registry (register_setting(), group `boudoir`), so one definition serves:
 *
 * - the REST schema of `/wp/v2/settings` (`show_in_rest`, built from the type) and options.php;
 * - get_option(), which returns the registered default for an option never saved;
 * - get(), the typed reader the features and their front-end script settings use;
 * - the settings page (page(): its tabs and fields, read by src/settings);
 * - uninstall.php, which deletes every option under PREFIX (register() refuses any other name).
 *
 * Nothing is kept here between calls: the registry is WordPress's, rebuilt on every request's init.
 */
final class Options {

	/** Every option's name starts with it (uninstall.php deletes by it). */
	public const PREFIX = 'boudoir_';

	/** The kinds of option, with the field that edits each. */
	public const TYPES = array( 'switch', 'integer', 'text', 'email', 'url', 'choice' );

	/** An e-mail option's REST pattern: empty, or one @ between non-blank parts with a dot in the domain. */
	public const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

	/** How the settings page orders its tabs: each option's `section` is one of these. */
	public const SECTIONS = array( 'wishlists', 'swatches', 'theme', 'shop', 'attribution', 'photo_feed', 'data' );

	/**
	 * Declares an option (on init).
	 *
	 * @param string              $name The option's name, under PREFIX.
	 * @param array<string,mixed> $args {
	 *     The option.
	 *
	 *     @type string        $type        One of TYPES: switch (stored `yes`/`no`), integer, text, email, url, choice.
	 *     @type mixed         $default     The value of an option never saved; null for none (the option then reads false).
	 *     @type callable|null $sanitize    Cleans a submitted or stored value; a switch's is derived from its default.
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
		$sanitize = $args['sanitize'] ?? null;
		if ( 'switch' === $type && null === $sanitize ) {
			$sanitize = 'yes' === $default ? array( Settings::class, 'sanitize_yes_no_default_yes' ) : array( Settings::class, 'sanitize_yes_no_default_no' );
		}
		$setting = array(
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
		register_setting( Settings::GROUP, $name, $setting );
	}

	/**
	 * Boudoir's options as registered, in the order they were declared.
	 *
	 * @return array<string,array<string,mixed>> Name => register_setting()'s arguments (with `boudoir`).
	 */
	public static function all(): array {
		return array_filter(
			get_registered_settings(),
			static fn ( array $setting, string $name ): bool => Settings::GROUP === ( $setting['group'] ?? '' ) && isset( $setting['boudoir'] ) && str_starts_with( $name, self::PREFIX ),
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
	 * The settings page's tabs, each with its groups of fields (src/settings reads it).
	 *
	 * @param array<string,string> $notes Extra text by section (a state of the site the tab should mention).
	 * @return list<array{name:string,title:string,description:string,note:string,groups:list<array{title:string,fields:list<array<string,mixed>>}>}>
	 */
	public static function page( array $notes = array() ): array {
		$titles = self::section_titles();
		$tabs   = array();
		foreach ( self::all() as $name => $setting ) {
			$field = $setting['boudoir'];
			if ( is_callable( $field['choices_callback'] ?? null ) ) {
				$field['choices'] = (array) call_user_func( $field['choices_callback'] );
			}
			$section = $field['section'];
			$group   = $field['group'];
			if ( ! isset( $tabs[ $section ] ) ) {
				$tabs[ $section ] = array(
					'name'        => $section,
					'title'       => $titles[ $section ]['title'],
					'description' => $titles[ $section ]['description'],
					'note'        => (string) ( $notes[ $section ] ?? '' ),
					'groups'      => array(),
				);
			}
			$tabs[ $section ]['groups'][ $group ]['title']    = $group;
			$tabs[ $section ]['groups'][ $group ]['fields'][] = array(
				'name'        => $name,
				'type'        => $field['type'],
				'label'       => $field['label'],
				'help'        => $field['help'],
				'choices'     => array_map(
					static fn ( $value, $label ): array => array(
						'value' => (string) $value,
						'label' => (string) $label,
					),
					array_keys( $field['choices'] ),
					array_values( $field['choices'] )
				),
				'min'         => $field['min'],
				'max'         => $field['max'],
				'step'        => $field['step'],
				'placeholder' => $field['placeholder'],
			);
		}
		$ordered = array();
		foreach ( self::SECTIONS as $section ) {
			if ( isset( $tabs[ $section ] ) ) {
				$tabs[ $section ]['groups'] = array_values( $tabs[ $section ]['groups'] );
				$ordered[]                  = $tabs[ $section ];
			}
		}
		return $ordered;
	}

	/**
	 * The tabs' titles and descriptions.
	 *
	 * @return array<string,array{title:string,description:string}>
	 */
	private static function section_titles(): array {
		return array(
			'wishlists'   => array(
				'title'       => __( 'Wishlists', 'boudoir' ),
				'description' => __( 'How shoppers save products, share their lists and ask for an estimate.', 'boudoir' ),
			),
			'swatches'    => array(
				'title'       => __( 'Swatches', 'boudoir' ),
				'description' => __( 'Colour, image and label swatches in place of the variation drop-downs of variable products.', 'boudoir' ),
			),
			'theme'       => array(
				'title'       => __( 'Theme behaviours', 'boudoir' ),
				'description' => __( 'Site-wide defaults of the menus, search, scrolling, drop-downs and lightbox; a block can choose otherwise in its settings.', 'boudoir' ),
			),
			'shop'        => array(
				'title'       => __( 'Shop pages', 'boudoir' ),
				'description' => __( 'Extras on the product, cart and listing pages.', 'boudoir' ),
			),
			'attribution' => array(
				'title'       => __( 'Order attribution', 'boudoir' ),
				'description' => __( 'Records where each shopper came from (a search engine, another site, a campaign link or a typed-in address) on their order and their customer account. With the WP Consent API, only shoppers who allow marketing cookies are tracked.', 'boudoir' ),
			),
			'photo_feed'  => array(
				'title'       => __( 'Photo feed', 'boudoir' ),
				'description' => __( 'The Photo feed block’s photos, fetched by the server.', 'boudoir' ),
			),
			'data'        => array(
				'title'       => __( 'Data', 'boudoir' ),
				'description' => __( 'What happens to shoppers’ data when the plugin is deleted.', 'boudoir' ),
			),
		);
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

<?php
/**
 * The shop owner's settings: registered for the REST API and shown under Settings → Boudoir.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Wishlist\Expiry;

defined( 'ABSPATH' ) || exit;

/**
 * Boudoir's options, each with a schema, a sanitizer and a typed reader.
 *
 * Registered on init, so the block editor and a future React screen read them from
 * /wp/v2/settings; the page uses the Settings API (options.php checks the nonce and manage_options).
 */
final class Settings {

	/** The Settings API group and the page's slug. */
	public const GROUP = 'boudoir';

	public const REMOVE_AFTER_ADD    = 'boudoir_remove_after_add';
	public const ESTIMATE_RECIPIENT  = 'boudoir_estimate_recipient';
	public const GUEST_LIST_DAYS     = Expiry::OPTION_DAYS;
	public const DELETE_ON_UNINSTALL = 'boudoir_delete_data_on_uninstall';
	public const ESTIMATE_REDIRECT   = 'boudoir_estimate_redirect_url';
	public const POPUP_TIMEOUT       = 'boudoir_popup_timeout';
	public const MULTI_WISHLIST      = 'boudoir_multi_wishlist';
	public const WISHLIST_MODAL      = 'boudoir_wishlist_modal';
	public const AUTO_CLOSE          = 'boudoir_wishlist_auto_close';
	public const DRAG_AND_DROP       = 'boudoir_wishlist_drag_and_drop';
	public const NOTICES             = 'boudoir_wishlist_notices';
	public const MOBILE_WIDTH        = 'boudoir_wishlist_mobile_width';
	public const AUTO_INSERT         = 'boudoir_wishlist_auto_insert';
	public const ADD_STRAIGHT        = 'boudoir_wishlist_add_straight';

	/** The width (px) at or under which list views use their mobile variant. */
	public const DEFAULT_MOBILE_WIDTH = 768;

	/** The narrowest mobile width accepted, in pixels. */
	public const MIN_MOBILE_WIDTH = 320;

	/** The widest mobile width accepted, in pixels. */
	public const MAX_MOBILE_WIDTH = 2000;

	/** The notice's default timeout (SPEC §9), in milliseconds. */
	public const DEFAULT_POPUP_TIMEOUT = 3000;

	/** The longest notice timeout accepted, in milliseconds. */
	public const MAX_POPUP_TIMEOUT = 60000;

	/** The longest guest list lifetime accepted, as Expiry reads it. */
	public const MAX_GUEST_LIST_DAYS = 3650;

	/**
	 * Hooks the registration and the page in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		add_action( 'admin_init', array( $this, 'add_fields' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Registers every option with its schema (the init action): REST and options.php both sanitize through it.
	 */
	public function register_settings(): void {
		$yes_no = array(
			'type' => 'string',
			'enum' => array( 'yes', 'no' ),
		);
		register_setting(
			self::GROUP,
			self::REMOVE_AFTER_ADD,
			array(
				'type'              => 'string',
				'description'       => __( 'Remove an item from its wishlist once its owner adds it to the cart.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_yes_no_default_yes' ),
				'default'           => 'yes',
				'show_in_rest'      => array( 'schema' => $yes_no ),
			)
		);
		register_setting(
			self::GROUP,
			self::ESTIMATE_RECIPIENT,
			array(
				'type'              => 'string',
				'description'       => __( 'E-mail address that receives estimate requests.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_recipient' ),
				'default'           => '',
				'show_in_rest'      => array(
					'schema' => array(
						'type'   => 'string',
						'format' => 'email',
					),
				),
			)
		);
		register_setting(
			self::GROUP,
			self::GUEST_LIST_DAYS,
			array(
				'type'              => 'integer',
				'description'       => __( 'Days a guest’s wishlist is kept after its last change.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_days' ),
				'default'           => Expiry::DEFAULT_DAYS,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => self::MAX_GUEST_LIST_DAYS,
					),
				),
			)
		);
		register_setting(
			self::GROUP,
			self::DELETE_ON_UNINSTALL,
			array(
				'type'              => 'string',
				'description'       => __( 'Delete wishlists, estimates and settings when the plugin is deleted.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_yes_no_default_no' ),
				// No registered default: uninstall.php and the installer tell "never set" (false) from "no".
				'show_in_rest'      => array( 'schema' => $yes_no ),
			)
		);
		register_setting(
			self::GROUP,
			self::ADD_STRAIGHT,
			array(
				'type'              => 'string',
				'description'       => __( 'With several wishlists, add straight to the default list when the shopper has only one, instead of opening the popup.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_yes_no_default_no' ),
				'default'           => 'no',
				'show_in_rest'      => array( 'schema' => $yes_no ),
			)
		);
		register_setting(
			self::GROUP,
			self::ESTIMATE_REDIRECT,
			array(
				'type'              => 'string',
				'description'       => __( 'Page the shopper goes to after asking for an estimate; empty to stay on the wishlist.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_redirect' ),
				'default'           => '',
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
					),
				),
			)
		);
		register_setting(
			self::GROUP,
			self::POPUP_TIMEOUT,
			array(
				'type'              => 'integer',
				'description'       => __( 'How long notices stay visible, in milliseconds.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_popup_timeout' ),
				'default'           => self::DEFAULT_POPUP_TIMEOUT,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::MAX_POPUP_TIMEOUT,
					),
				),
			)
		);
		foreach ( self::front_end_switches() as $option => $description ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'description'       => $description,
					'sanitize_callback' => array( self::class, 'sanitize_yes_no_default_yes' ),
					'default'           => 'yes',
					'show_in_rest'      => array( 'schema' => $yes_no ),
				)
			);
		}
		register_setting(
			self::GROUP,
			self::MOBILE_WIDTH,
			array(
				'type'              => 'integer',
				'description'       => __( 'Screen width in pixels at or under which wishlists show their mobile layout.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_mobile_width' ),
				'default'           => self::DEFAULT_MOBILE_WIDTH,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => self::MIN_MOBILE_WIDTH,
						'maximum' => self::MAX_MOBILE_WIDTH,
					),
				),
			)
		);
	}

	/**
	 * The wishlist front end's yes/no options (default yes) with their descriptions.
	 *
	 * @return array<string,string> Option name => description.
	 */
	private static function front_end_switches(): array {
		return array(
			self::MULTI_WISHLIST => __( 'Let shoppers keep several wishlists.', 'boudoir' ),
			self::WISHLIST_MODAL => __( 'Show wishlist popups as modal dialogs (otherwise inline).', 'boudoir' ),
			self::AUTO_CLOSE     => __( 'Close the add-to-wishlist popup after a successful add.', 'boudoir' ),
			self::DRAG_AND_DROP  => __( 'Let shoppers sort their wishlist by drag and drop.', 'boudoir' ),
			self::NOTICES        => __( 'Show wishlist messages in a notice box.', 'boudoir' ),
			self::AUTO_INSERT    => __( 'Add the Add to wishlist button to product pages and product lists automatically.', 'boudoir' ),
		);
	}

	/**
	 * Adds Settings → Boudoir (the admin_menu action).
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Boudoir settings', 'boudoir' ),
			__( 'Boudoir', 'boudoir' ),
			'manage_options',
			self::GROUP,
			array( $this, 'render_page' )
		);
	}

	/**
	 * Adds the page's sections and fields (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section( 'boudoir_wishlists', __( 'Wishlists', 'boudoir' ), '__return_null', self::GROUP );
		add_settings_section( 'boudoir_estimates', __( 'Estimates', 'boudoir' ), '__return_null', self::GROUP );
		add_settings_section( 'boudoir_data', __( 'Data', 'boudoir' ), '__return_null', self::GROUP );

		$this->add_checkbox( self::REMOVE_AFTER_ADD, __( 'Remove after add to cart', 'boudoir' ), __( 'Remove an item from its wishlist once its owner adds it to the cart.', 'boudoir' ), 'boudoir_wishlists' );
		$this->add_input(
			self::GUEST_LIST_DAYS,
			__( 'Guest wishlist lifetime (days)', 'boudoir' ),
			'number',
			'boudoir_wishlists',
			array(
				'min' => '1',
				'max' => (string) self::MAX_GUEST_LIST_DAYS,
			)
		);
		$this->add_input(
			self::POPUP_TIMEOUT,
			__( 'Notice timeout (milliseconds)', 'boudoir' ),
			'number',
			'boudoir_wishlists',
			array(
				'min'  => '0',
				'max'  => (string) self::MAX_POPUP_TIMEOUT,
				'step' => '100',
			)
		);
		$this->add_checkbox( self::MULTI_WISHLIST, __( 'Several wishlists', 'boudoir' ), self::front_end_switches()[ self::MULTI_WISHLIST ], 'boudoir_wishlists' );
		$this->add_checkbox( self::AUTO_INSERT, __( 'Add the button automatically', 'boudoir' ), self::front_end_switches()[ self::AUTO_INSERT ], 'boudoir_wishlists' );
		$this->add_checkbox( self::ADD_STRAIGHT, __( 'Add straight to the default list when there is only one', 'boudoir' ), __( 'With several wishlists, add straight to the default list when the shopper has only one, instead of opening the popup.', 'boudoir' ), 'boudoir_wishlists' );
		$this->add_checkbox( self::WISHLIST_MODAL, __( 'Modal popups', 'boudoir' ), self::front_end_switches()[ self::WISHLIST_MODAL ], 'boudoir_wishlists' );
		$this->add_checkbox( self::AUTO_CLOSE, __( 'Close the popup after adding', 'boudoir' ), self::front_end_switches()[ self::AUTO_CLOSE ], 'boudoir_wishlists' );
		$this->add_checkbox( self::DRAG_AND_DROP, __( 'Drag and drop sorting', 'boudoir' ), self::front_end_switches()[ self::DRAG_AND_DROP ], 'boudoir_wishlists' );
		$this->add_checkbox( self::NOTICES, __( 'Notice box', 'boudoir' ), self::front_end_switches()[ self::NOTICES ], 'boudoir_wishlists' );
		$this->add_input(
			self::MOBILE_WIDTH,
			__( 'Mobile layout width (pixels)', 'boudoir' ),
			'number',
			'boudoir_wishlists',
			array(
				'min' => (string) self::MIN_MOBILE_WIDTH,
				'max' => (string) self::MAX_MOBILE_WIDTH,
			)
		);
		$this->add_input( self::ESTIMATE_RECIPIENT, __( 'Estimate recipient e-mail', 'boudoir' ), 'email', 'boudoir_estimates', array( 'placeholder' => (string) get_option( 'admin_email' ) ) );
		$this->add_input( self::ESTIMATE_REDIRECT, __( 'Redirect after asking for an estimate', 'boudoir' ), 'url', 'boudoir_estimates', array( 'placeholder' => home_url( '/' ) ) );
		$this->add_checkbox( self::DELETE_ON_UNINSTALL, __( 'Delete data on uninstall', 'boudoir' ), __( 'Delete wishlists, estimates and settings when the plugin is deleted.', 'boudoir' ), 'boudoir_data' );
	}

	/**
	 * Prints the page; options.php saves it, checking the nonce settings_fields() prints.
	 */
	public function render_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Boudoir settings', 'boudoir' ) . '</h1><form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::GROUP );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Prints a text, number, e-mail or URL input with its label (a settings field callback).
	 *
	 * @param array{option:string,type:string,attributes:array<string,string>} $args The field.
	 */
	public function render_input( array $args ): void {
		$attributes = '';
		foreach ( $args['attributes'] as $name => $value ) {
			$attributes .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
		}
		printf(
			'<input type="%1$s" id="%2$s" name="%2$s" value="%3$s" class="regular-text"%4$s />',
			esc_attr( $args['type'] ),
			esc_attr( $args['option'] ),
			esc_attr( (string) get_option( $args['option'], '' ) ),
			$attributes // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		);
	}

	/**
	 * Prints a select of an option's choices (a settings field callback); the first choice
	 * stands for an option never saved.
	 *
	 * @param array{option:string,choices:array<string,string>} $args The field.
	 */
	public function render_select( array $args ): void {
		$value = (string) get_option( $args['option'], (string) array_key_first( $args['choices'] ) );
		printf( '<select id="%1$s" name="%1$s">', esc_attr( $args['option'] ) );
		foreach ( $args['choices'] as $choice => $label ) {
			printf(
				'<option value="%1$s"%2$s>%3$s</option>',
				esc_attr( (string) $choice ),
				selected( $value, (string) $choice, false ),
				esc_html( $label )
			);
		}
		echo '</select>';
	}

	/**
	 * Prints a yes/no checkbox with its label (a settings field callback).
	 *
	 * @param array{option:string,label:string} $args The field.
	 */
	public function render_checkbox( array $args ): void {
		// The hidden "no" is what an unchecked box sends, so unchecking saves.
		printf(
			'<input type="hidden" name="%1$s" value="no" /><label for="%1$s"><input type="checkbox" id="%1$s" name="%1$s" value="yes"%2$s /> %3$s</label>',
			esc_attr( $args['option'] ),
			checked( 'yes', get_option( $args['option'] ), false ),
			esc_html( $args['label'] )
		);
	}

	/**
	 * Whether items leave their wishlist after their owner adds them to the cart (default yes).
	 */
	public static function remove_after_add(): bool {
		return 'no' !== get_option( self::REMOVE_AFTER_ADD, 'yes' );
	}

	/**
	 * Where estimate requests go: the option, or the site's admin e-mail.
	 */
	public static function estimate_recipient(): string {
		$email = (string) get_option( self::ESTIMATE_RECIPIENT, '' );
		return is_email( $email ) ? $email : (string) get_option( 'admin_email' );
	}

	/**
	 * The URL to send the shopper to after an estimate request, or null to stay.
	 */
	public static function estimate_redirect_url(): ?string {
		$url = (string) get_option( self::ESTIMATE_REDIRECT, '' );
		return '' === $url ? null : $url;
	}

	/**
	 * How long notices stay visible, in milliseconds.
	 */
	public static function popup_timeout(): int {
		return self::sanitize_popup_timeout( get_option( self::POPUP_TIMEOUT, self::DEFAULT_POPUP_TIMEOUT ) );
	}

	/**
	 * Whether shoppers may keep several wishlists (default yes).
	 */
	public static function multi_wishlist(): bool {
		return self::is_yes_default_yes( self::MULTI_WISHLIST );
	}

	/**
	 * Whether, with several wishlists, "Add to wishlist" adds straight to the default list
	 * when the shopper has at most one, instead of opening the popup (default no).
	 */
	public static function add_straight_when_one(): bool {
		return 'yes' === get_option( self::ADD_STRAIGHT, 'no' );
	}

	/**
	 * Whether wishlist popups are modal dialogs, else inline (default yes).
	 */
	public static function wishlist_modal(): bool {
		return self::is_yes_default_yes( self::WISHLIST_MODAL );
	}

	/**
	 * Whether the add-to-wishlist popup closes after a successful add (default yes).
	 */
	public static function auto_close_popup(): bool {
		return self::is_yes_default_yes( self::AUTO_CLOSE );
	}

	/**
	 * Whether wishlists can be sorted by drag and drop (default yes).
	 */
	public static function drag_and_drop(): bool {
		return self::is_yes_default_yes( self::DRAG_AND_DROP );
	}

	/**
	 * Whether wishlist messages show in a notice box (default yes).
	 */
	public static function wishlist_notices(): bool {
		return self::is_yes_default_yes( self::NOTICES );
	}

	/**
	 * Whether the Add to wishlist button is inserted on product pages and loops (default yes).
	 */
	public static function auto_insert_button(): bool {
		return self::is_yes_default_yes( self::AUTO_INSERT );
	}

	/**
	 * The width in pixels at or under which list views use their mobile variant.
	 */
	public static function mobile_width(): int {
		return self::sanitize_mobile_width( get_option( self::MOBILE_WIDTH, self::DEFAULT_MOBILE_WIDTH ) );
	}

	/**
	 * Pixels from MIN_MOBILE_WIDTH to MAX_MOBILE_WIDTH (clamped); the default for anything not a number.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_mobile_width( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_MOBILE_WIDTH;
		}
		return max( self::MIN_MOBILE_WIDTH, min( (int) $value, self::MAX_MOBILE_WIDTH ) );
	}

	/**
	 * `yes` or `no`, `yes` for anything unexpected.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_yes_no_default_yes( $value ): string {
		return self::is_no( $value ) ? 'no' : 'yes';
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
	 * A valid e-mail address, or '' (which means the admin e-mail).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_recipient( $value ): string {
		$email = sanitize_email( is_scalar( $value ) ? (string) $value : '' );
		return is_email( $email ) ? $email : '';
	}

	/**
	 * Days from 1 to MAX_GUEST_LIST_DAYS; the default for anything else.
	 *
	 * Kept as a numeric string, as the installer seeds it (REST casts it to the schema's integer).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_days( $value ): string {
		$days = is_numeric( $value ) ? (int) $value : 0;
		return (string) ( $days >= 1 ? min( $days, self::MAX_GUEST_LIST_DAYS ) : Expiry::DEFAULT_DAYS );
	}

	/**
	 * An http(s) URL of this site, or '': an open redirect must not be configurable by a typo or a paste.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_redirect( $value ): string {
		$url = esc_url_raw( is_scalar( $value ) ? trim( (string) $value ) : '', array( 'http', 'https' ) );
		if ( '' === $url ) {
			return '';
		}
		return wp_validate_redirect( $url, '' );
	}

	/**
	 * Milliseconds from 0 to MAX_POPUP_TIMEOUT; the default for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_popup_timeout( $value ): int {
		if ( ! is_numeric( $value ) || (int) $value < 0 ) {
			return self::DEFAULT_POPUP_TIMEOUT;
		}
		return min( (int) $value, self::MAX_POPUP_TIMEOUT );
	}

	/**
	 * Whether a yes/no option whose default is yes is on.
	 *
	 * @param string $option Option name.
	 */
	private static function is_yes_default_yes( string $option ): bool {
		return ! self::is_no( get_option( $option, 'yes' ) );
	}

	/**
	 * Whether a submitted yes/no value means no.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function is_no( $value ): bool {
		return false === $value || 'no' === $value || '0' === $value || 0 === $value || '' === $value;
	}

	/**
	 * Adds an input field.
	 *
	 * @param string               $option     Option name.
	 * @param string               $title      Its label.
	 * @param string               $type       Input type.
	 * @param string               $section    Section id.
	 * @param array<string,string> $attributes More attributes.
	 */
	private function add_input( string $option, string $title, string $type, string $section, array $attributes = array() ): void {
		add_settings_field(
			$option,
			$title,
			array( $this, 'render_input' ),
			self::GROUP,
			$section,
			array(
				'label_for'  => $option,
				'option'     => $option,
				'type'       => $type,
				'attributes' => $attributes,
			)
		);
	}

	/**
	 * Adds a yes/no checkbox field.
	 *
	 * @param string $option  Option name.
	 * @param string $title   The row's heading.
	 * @param string $label   The checkbox's label.
	 * @param string $section Section id.
	 */
	private function add_checkbox( string $option, string $title, string $label, string $section ): void {
		add_settings_field(
			$option,
			$title,
			array( $this, 'render_checkbox' ),
			self::GROUP,
			$section,
			array(
				'option' => $option,
				'label'  => $label,
			)
		);
	}
}

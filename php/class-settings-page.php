<?php
/**
 * Settings → Boudoir: one React page (src/settings) over the option registry and /wp/v2/settings.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the page and loads its script. The page reads and saves through the core settings
 * endpoint (`/wp/v2/settings`: manage_options, the REST nonce, each option's schema and
 * sanitizer); what it shows comes from the option registry (tabs()), printed as JSON for the script.
 */
final class Settings_Page {

	/** The page's slug (options-general.php?page=boudoir). */
	public const SLUG = Options::GROUP;

	/** The script's (and its stylesheet's) handle. */
	public const HANDLE = 'boudoir-settings';

	/** The global the page's description is printed in for the script. */
	public const SCRIPT_GLOBAL = 'boudoirSettingsPage';

	/** The element the script renders into. */
	public const ROOT_ID = 'boudoir-settings';

	/** The script's path under the build folder. */
	private const SCRIPT = 'scripts/settings';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private readonly string $build_dir, private readonly string $build_url ) {
	}

	/**
	 * Hooks the page and its script in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds Settings → Boudoir (the admin_menu action).
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Boudoir settings', 'boudoir' ),
			__( 'Boudoir', 'boudoir' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Loads the page's script and styles on the page only (the admin_enqueue_scripts action).
	 *
	 * @param mixed $hook_suffix The screen's hook suffix.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		if ( null === Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT, Scripts::STYLE_RTL ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, self::settings_script(), 'before' );
		I18n::script( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	/**
	 * `window.boudoirSettingsPage = { tabs: [...] };`: the tabs, their groups and fields (tabs()).
	 */
	public static function settings_script(): string {
		/**
		 * Filters the notes shown at the top of the settings page's tabs (a state of the site a tab should mention).
		 *
		 * @param array<string,string> $notes Note by tab (Options::SECTIONS).
		 */
		$notes = (array) apply_filters( 'boudoir_settings_page_notes', array() );
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( array( 'tabs' => self::tabs( array_map( 'strval', $notes ) ) ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
	}

	/**
	 * The settings page's tabs, each with its groups of fields (src/settings reads it).
	 *
	 * @param array<string,string> $notes Extra text by section (a state of the site the tab should mention).
	 * @return list<array{name:string,title:string,description:string,note:string,groups:list<array{title:string,fields:list<array<string,mixed>>}>}>
	 */
	public static function tabs( array $notes = array() ): array {
		$titles = self::section_titles();
		$tabs   = array();
		foreach ( Options::all() as $name => $setting ) {
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
		foreach ( Options::SECTIONS as $section ) {
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
			'alerts'      => array(
				'title'       => __( 'Alerts', 'boudoir' ),
				'description' => __( 'E-mails telling shoppers that a product on their wishlist dropped in price or is back in stock: which alerts the shop offers, how big a drop must be, and when and from whom the day’s e-mail goes.', 'boudoir' ),
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
	 * Prints the page's frame; the script fills it.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="%2$s" class="boudoir-settings"><p class="boudoir-settings__loading">%3$s</p></div><noscript><div class="notice notice-error"><p>%4$s</p></div></noscript></div>',
			esc_html__( 'Boudoir settings', 'boudoir' ),
			esc_attr( self::ROOT_ID ),
			esc_html__( 'Loading the settings…', 'boudoir' ),
			esc_html__( 'This page needs JavaScript. Turn it on in your browser to change Boudoir’s settings.', 'boudoir' )
		);
	}
}

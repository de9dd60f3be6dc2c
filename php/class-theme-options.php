<?php
/**
 * The Theme behaviours, Shop pages and Photo feed tabs of Settings → Boudoir: the options of the
 * theme behaviours and of the blocks' server side, declared in the option registry.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Blocks\Header_Search_Settings;
use Boudoir\Blocks\Mobile_Menu_Settings;
use Boudoir\Blocks\Photo_Feed;
use Boudoir\Theme\Anchor_Scroll;
use Boudoir\Theme\Footer_Styles;
use Boudoir\Theme\Restyled_Selects;

defined( 'ABSPATH' ) || exit;

/**
 * Each option's name, and its declaration (type, default, bounds, field); the features read
 * them through Options and keep the rules the declarations refer to (their defaults' constants,
 * the sanitizers their types do not imply, the labels of their choices).
 */
final class Theme_Options {

	/** Whether in-page links scroll smoothly: yes (default) or no. */
	public const SMOOTH_SCROLL = 'boudoir_smooth_scroll';

	/** Pixels kept free above an in-page target besides the sticky parts. */
	public const SCROLL_OFFSET = 'boudoir_scroll_offset';

	/** Whether a classic theme gets Boudoir's skip link (the filter `boudoir_print_skip_link` applies on top). */
	public const SKIP_LINK = 'boudoir_print_skip_link';

	/** The site's footer style: '' (each footer's own), or one of Footer_Styles' for a footer that chose none. */
	public const FOOTER_STYLE = 'boudoir_footer_style';

	/** `drop_down` (a Search button opens the form) or `inline` (the form always shows). */
	public const HEADER_SEARCH_STYLE = 'boudoir_menu_search_style';

	/** The `wp_navigation` menu a mobile menu without its own `sidrSource` shows; 0: the newest published menu. */
	public const MOBILE_MENU_SOURCE = 'boudoir_mobile_menu_source';

	/** The screen edge the mobile menu slides in from: left or right. */
	public const MOBILE_MENU_SIDE = 'boudoir_mobile_menu_side';

	/** Whether the page moves aside by the mobile menu's width: yes or no. */
	public const MOBILE_MENU_DISPLACE = 'boudoir_mobile_menu_displace';

	/** What opens a submenu of the mobile menu: link (the parent's link) or toggle (a button beside it). */
	public const MOBILE_MENU_DROPDOWN_TARGET = 'boudoir_mobile_menu_dropdown_target';

	/** The restyled drop-downs' selector list; '' turns the behaviour off. */
	public const SELECT_SELECTOR = 'boudoir_select_selector';

	/** Seconds a fetched photo feed is kept. */
	public const PHOTO_FEED_CACHE_TIME = 'boudoir_photo_feed_cache_time';

	/** Whether the lightbox is on: yes (default) or no. */
	public const LIGHTBOX = 'boudoir_lightbox';

	/** Whether a click on the content closes the lightbox: no (default) or yes. */
	public const LIGHTBOX_CLOSE_ON_CONTENT_CLICK = 'boudoir_lightbox_close_on_content_click';

	/** Whether the guest account page shows the login/register toggle (the filter `boudoir_account_toggle` applies on top). */
	public const ACCOUNT_TOGGLE = 'boudoir_account_toggle';

	/** Whether quantity fields get their minus and plus buttons. */
	public const QUANTITY_BUTTONS = 'boudoir_quantity_buttons';

	/** The floating add-to-cart bar ('yes' or 'no'). */
	public const FLOATING_BAR = 'boudoir_floating_bar';

	/** Whether the reviews link opens the Reviews tab (its script loads). */
	public const REVIEWS_LINK = 'boudoir_reviews_link';

	/**
	 * Hooks the declarations in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the options (the init action), in the settings page's order.
	 */
	public function register_settings(): void {
		$this->declare_theme_behaviours();
		$this->declare_shop_pages();
	}

	/**
	 * The Theme behaviours tab, and the Photo feed's (declared where the page has always had it).
	 */
	private function declare_theme_behaviours(): void {
		$group = __( 'Scrolling', 'boudoir' );
		Options::register(
			self::SMOOTH_SCROLL,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Smooth scrolling', 'boudoir' ),
				'description' => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
				'help'        => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
			)
		);
		Options::register(
			self::SCROLL_OFFSET,
			array(
				'type'        => 'integer',
				'default'     => Anchor_Scroll::DEFAULT_OFFSET,
				'min'         => 0,
				'max'         => Anchor_Scroll::MAX_OFFSET,
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Scroll offset (pixels)', 'boudoir' ),
				'description' => __( 'Extra space kept above the target of in-page links, in pixels.', 'boudoir' ),
				'help'        => __( 'Extra space kept above the target of in-page links, in pixels.', 'boudoir' ),
			)
		);

		Options::register(
			self::SKIP_LINK,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'theme',
				'group'       => __( 'Skip link', 'boudoir' ),
				'label'       => __( 'Skip link on classic themes', 'boudoir' ),
				'description' => __( 'Print a “Skip to content” link first on every page of a classic theme (block themes have WordPress’s own).', 'boudoir' ),
				'help'        => __( 'Print a “Skip to content” link first on every page of a classic theme (block themes have WordPress’s own). Turn it off if your theme prints its own.', 'boudoir' ),
			)
		);

		Options::register(
			self::FOOTER_STYLE,
			array(
				'type'        => 'choice',
				'default'     => '',
				'choices'     => array(
					''                          => __( 'As each footer chooses', 'boudoir' ),
					Footer_Styles::FIXED_BOTTOM => __( 'Footer fixed to bottom', 'boudoir' ),
					Footer_Styles::PARALLAX     => __( 'Footer parallax reveal', 'boudoir' ),
				),
				'section'     => 'theme',
				'group'       => __( 'Footer', 'boudoir' ),
				'label'       => __( 'Footer style', 'boudoir' ),
				'description' => __( 'The style of a block theme’s footer that chose none of its own in the Site Editor.', 'boudoir' ),
				'help'        => __( 'Applies to a block theme’s footer (its template part) that chose no style of its own in the Site Editor.', 'boudoir' ),
			)
		);

		Options::register(
			self::HEADER_SEARCH_STYLE,
			array(
				'type'        => 'choice',
				'default'     => Header_Search_Settings::STYLES[0],
				'sanitize'    => array( Header_Search_Settings::class, 'sanitize_style' ),
				'choices'     => Header_Search_Settings::style_labels(),
				'section'     => 'theme',
				'group'       => __( 'Header search', 'boudoir' ),
				'label'       => __( 'Style', 'boudoir' ),
				'description' => __( 'How the header search shows: a Search button opening a drop-down form, or the form itself.', 'boudoir' ),
				'help'        => __( 'The default for every Header search block; a block can choose otherwise in its settings.', 'boudoir' ),
			)
		);

		$group = __( 'Mobile menu', 'boudoir' );
		Options::register(
			self::MOBILE_MENU_SOURCE,
			array(
				'type'             => 'integer',
				'default'          => 0,
				'sanitize'         => array( Mobile_Menu_Settings::class, 'sanitize_source' ),
				'min'              => 0,
				'choices_callback' => array( Mobile_Menu_Settings::class, 'source_labels' ),
				'section'          => 'theme',
				'group'            => $group,
				'label'            => __( 'Menu', 'boudoir' ),
				'description'      => __( 'The navigation menu the mobile menu shows (sidrSource); 0 for the newest published menu.', 'boudoir' ),
				'help'             => __( 'The navigation menu a Mobile menu block shows unless it names its own.', 'boudoir' ),
			)
		);
		Options::register(
			self::MOBILE_MENU_SIDE,
			array(
				'type'        => 'choice',
				'default'     => Mobile_Menu_Settings::SIDES[0],
				'choices'     => Mobile_Menu_Settings::side_labels(),
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Side', 'boudoir' ),
				'description' => __( 'The screen edge the mobile menu slides in from (mirrored on right-to-left pages).', 'boudoir' ),
				'help'        => __( 'The screen edge the mobile menu slides in from (mirrored on right-to-left pages). A Mobile menu block can choose otherwise in its settings.', 'boudoir' ),
			)
		);
		Options::register(
			self::MOBILE_MENU_DISPLACE,
			array(
				'type'        => 'switch',
				'default'     => Mobile_Menu_Settings::DEFAULT_DISPLACE,
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Move the page', 'boudoir' ),
				'description' => __( 'Move the page aside while the mobile menu is open (otherwise the menu covers it).', 'boudoir' ),
				'help'        => __( 'Move the page aside while the menu is open (otherwise the menu covers it).', 'boudoir' ),
			)
		);
		Options::register(
			self::MOBILE_MENU_DROPDOWN_TARGET,
			array(
				'type'        => 'choice',
				'default'     => Mobile_Menu_Settings::DROPDOWN_TARGETS[0],
				'choices'     => Mobile_Menu_Settings::dropdown_target_labels(),
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Submenus open from', 'boudoir' ),
				'description' => __( 'What opens a submenu of the mobile menu: a toggle button beside its parent, or the parent’s link itself.', 'boudoir' ),
			)
		);

		Options::register(
			self::SELECT_SELECTOR,
			array(
				'type'        => 'text',
				'default'     => Restyled_Selects::default_selector(),
				'sanitize'    => array( Restyled_Selects::class, 'sanitize_setting' ),
				'max_length'  => Restyled_Selects::MAX_LENGTH,
				'section'     => 'theme',
				'group'       => __( 'Drop-downs', 'boudoir' ),
				'label'       => __( 'Restyled drop-downs (CSS selectors)', 'boudoir' ),
				'description' => __( 'CSS selectors of the drop-downs shown with a restyled label (comma-separated); empty turns restyling off.', 'boudoir' ),
				'help'        => sprintf(
					/* translators: %s: the default list of CSS selectors. */
					__( 'Drop-downs matching these selectors show their chosen option in Boudoir’s style; the browser’s own drop-down still opens. Comma-separated. Empty turns restyling off. Default: %s', 'boudoir' ),
					Restyled_Selects::default_selector()
				),
			)
		);

		Options::register(
			self::PHOTO_FEED_CACHE_TIME,
			array(
				'type'        => 'integer',
				'default'     => Photo_Feed::DEFAULT_CACHE_TIME,
				'min'         => Photo_Feed::MIN_CACHE_TIME,
				'max'         => Photo_Feed::MAX_CACHE_TIME,
				'step'        => 1,
				'section'     => 'photo_feed',
				'label'       => __( 'Keep a feed for (seconds)', 'boudoir' ),
				'description' => __( 'How long, in seconds, the server keeps a photo feed before asking Flickr again.', 'boudoir' ),
				'help'        => __( 'Photo Feed blocks show a Flickr user’s latest photos. The server keeps them for a while, so most page views make no request to Flickr.', 'boudoir' ),
			)
		);

		$group = __( 'Lightbox', 'boudoir' );
		Options::register(
			self::LIGHTBOX,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Lightbox', 'boudoir' ),
				'description' => __( 'Open image and video links, galleries and the product gallery in a lightbox.', 'boudoir' ),
				'help'        => __( 'Open image and video links, galleries and the product gallery in a lightbox.', 'boudoir' ),
			)
		);
		Options::register(
			self::LIGHTBOX_CLOSE_ON_CONTENT_CLICK,
			array(
				'type'        => 'switch',
				'default'     => 'no',
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Close on content click', 'boudoir' ),
				'description' => __( 'Close the lightbox when its content (the image) is clicked.', 'boudoir' ),
				'help'        => __( 'Close the lightbox when its content (the image) is clicked; a Lightbox block may choose otherwise.', 'boudoir' ),
			)
		);
	}

	/**
	 * The Shop pages tab.
	 */
	private function declare_shop_pages(): void {
		Options::register(
			self::ACCOUNT_TOGGLE,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'shop',
				'group'       => __( 'Account page', 'boudoir' ),
				'label'       => __( 'Login / Register toggle', 'boudoir' ),
				'description' => __( 'On the account page, show guests the login and register forms one at a time, with links to switch.', 'boudoir' ),
				'help'        => __( 'On the account page, show guests the login and register forms one at a time, with links to switch.', 'boudoir' ),
			)
		);

		Options::register(
			self::QUANTITY_BUTTONS,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'shop',
				'group'       => __( 'Product pages', 'boudoir' ),
				'label'       => __( 'Quantity buttons', 'boudoir' ),
				'description' => __( 'Put minus and plus buttons beside the shop’s quantity fields.', 'boudoir' ),
				'help'        => __( 'Put minus and plus buttons beside the shop’s quantity fields (product pages and the cart).', 'boudoir' ),
			)
		);
		Options::register(
			self::FLOATING_BAR,
			array(
				'type'        => 'switch',
				'default'     => 'no',
				'section'     => 'shop',
				'group'       => __( 'Product pages', 'boudoir' ),
				'label'       => __( 'Floating add-to-cart bar', 'boudoir' ),
				'description' => __( 'Show a floating add-to-cart bar on single product pages; its quantity follows the product form’s.', 'boudoir' ),
				'help'        => __( 'Show a floating add-to-cart bar on single product pages (its quantity follows the product form’s).', 'boudoir' ),
			)
		);

		Options::register(
			self::REVIEWS_LINK,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'shop',
				'group'       => __( 'Product pages', 'boudoir' ),
				'label'       => __( 'Reviews link', 'boudoir' ),
				'description' => __( 'A link to the reviews opens the Reviews tab and scrolls to it.', 'boudoir' ),
				'help'        => __( 'A link to the reviews (such as the star rating’s) opens the Reviews tab and scrolls to it.', 'boudoir' ),
			)
		);
	}
}

<?php
/**
 * The plugin's entry: wires each module to WordPress.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Commerce\Adapters;
use Boudoir\Commerce\Admin_Notice;
use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Detection;
use Boudoir\Commerce\Feature_Compatibility;
use Boudoir\Commerce\Money;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Commerce\Shop_Pages;
use Boudoir\Commerce\Status;

defined( 'ABSPATH' ) || exit;

/**
 * Boudoir's single entry point.
 */
final class Plugin {

	/**
	 * The one instance.
	 *
	 * @var ?Plugin
	 */
	private static ?Plugin $instance = null;

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The wishlist storage layer (repositories, guest session), built on first use.
	 *
	 * @var ?Wishlist\Wishlists
	 */
	private ?Wishlist\Wishlists $wishlists = null;

	/**
	 * Ask an estimate: storage, mail and privacy tools, built on first use.
	 *
	 * @var ?Estimate\Estimates
	 */
	private ?Estimate\Estimates $estimates = null;

	/**
	 * Wishlist alerts: the changed products' queue, built on first use.
	 *
	 * @var ?Alerts\Alerts
	 */
	private ?Alerts\Alerts $alerts = null;

	/**
	 * Wishlist insights' room, built on first use.
	 *
	 * @var ?Insights\Insights
	 */
	private ?Insights\Insights $insights = null;

	/**
	 * The order-attribution tracking decision, built on first use.
	 *
	 * @var ?Attribution\Tracking
	 */
	private ?Attribution\Tracking $attribution = null;

	/**
	 * What the last look for WooCommerce found.
	 *
	 * @var ?Detection
	 */
	private ?Detection $detection = null;

	/**
	 * The shop's adapters, one per concern, once WooCommerce has been looked for.
	 *
	 * @var ?Adapters
	 */
	private ?Adapters $adapters = null;

	/**
	 * The swatches the server prints before each attribute select, built on first use.
	 *
	 * @var ?Swatches\Swatch_Radios
	 */
	private ?Swatches\Swatch_Radios $swatch_radios = null;

	/**
	 * The shared instance.
	 */
	public static function instance(): Plugin {
		return self::$instance ??= new Plugin();
	}

	/**
	 * Hooks every module in; safe to call twice.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;

		// WooCommerce asks on its own `init`, before Boudoir knows whether it runs: declared here.
		Feature_Compatibility::register( BOUDOIR_FILE );

		// Shared packages register at init priority 5, before the blocks that depend on them.
		( new I18n() )->register();
		( new Assets( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		( new Blocks( BOUDOIR_DIR . '/build' ) )->register();
		// A checkout without `npm run build` says how to build instead of registering nothing.
		( new Build_Notice( BOUDOIR_DIR . '/build' ) )->register();
		// The inserter's "Boudoir" patterns: wishlist page, shop header, product add-ons.
		( new Patterns() )->register();
		// Headers holding Boudoir's mini-cart get no hooked WooCommerce mini-cart or account icon.
		( new Theme\Header_Hooked_Blocks() )->register();
		// How every front-end script loads: deferred in the footer; islands held inert until needed.
		( new Islands( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();

		// Wishlist tables: created on activation, migrated whenever the stored version is older.
		( new Installer() )->register();
		$this->wishlists()->register();
		( new Wishlist\Button_Placement( fn (): bool => $this->shop_enabled() ) )->register();

		// The shop owner's settings (each tab's options declared once), estimates (post type, privacy tools) and their REST routes.
		( new Wishlist_Options() )->register();
		( new Swatch_Options() )->register();
		( new Theme_Options() )->register();
		( new Settings_Page( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		// The stores' settings (window.boudoirWishlistSettings, window.boudoirCartSettings) and guests' nonce refresh.
		( new Wishlist\Wishlist_Script_Settings( fn (): Shop_Pages => $this->shop_pages(), fn (): Money => $this->money() ) )->register();
		$this->estimates()->register();
		// Wishlist alerts: the products the shop changes, recorded for the alerts' job; the confirm and unsubscribe links; the privacy tools.
		$this->alerts()->register();
		( new Alerts\Alert_Privacy( $this->wishlists()->lists() ) )->register();
		Commerce\Woo_Alert_Mailer::register();
		if ( is_admin() ) {
			( new Alerts\Alert_Report_Page( fn (): Alerts\Alert_Report => $this->alert_report(), fn ( float $amount ): string => $this->alert_money( $amount ) ) )->register();
		}
		// Their options (Settings → Boudoir → Alerts) and their hourly run on the shop's scheduler.
		( new Alerts\Alert_Options() )->register();
		( new Alerts\Alert_Schedule( $this->alerts(), fn (): Commerce\Recurring_Schedule => $this->adapters()->schedule ) )->register();
		// Wishlist insights (WooCommerce → Wishlist insights): the summaries, kept by the wishlist's and the shop's events; the orders from lists; the route and the screen.
		$this->insights()->register();
		( new Insights\Wishlist_Orders(
			fn (): Commerce\Orders => $this->adapters()->orders,
			fn (): Order_Attribution => $this->order_attribution(),
			fn (): Commerce\Cart => $this->cart(),
			fn (): ?Wishlist\Owner => $this->wishlists()->reading_owner(),
			new Insights\Insight_Days()
		) )->register();
		add_action( 'rest_api_init', array( $this, 'register_insights_routes' ) );
		if ( is_admin() ) {
			( new Insights\Insights_Page( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ), fn (): Insights\Insights_Report => $this->insights_report(), fn (): Shop_Pages => $this->shop_pages(), fn (): Money => $this->money() ) )->register();
		}
		// Boudoir's suggested privacy-policy text (Settings → Privacy → Policy Guide).
		( new Privacy_Policy() )->register();
		add_action( 'rest_api_init', array( $this, 'register_estimate_routes' ) );
		add_action( 'rest_api_init', array( $this, 'register_wishlist_routes' ) );
		// Every write's real HTTP method (no write by GET with `_method`), origin and nonce.
		Rest\Write_Guard::register();
		Rest\Read_Guard::register();

		// WooCommerce may be included after Boudoir: look for it once every plugin is loaded, first thing.
		add_action( 'plugins_loaded', array( $this, 'load_commerce' ), 0 );
		// Swatches: attribute terms' colour and image meta.
		( new Swatches\Term_Meta( fn (): Catalogue => $this->catalogue() ) )->register();
		( new Swatches\Swatch_Placement( fn (): bool => $this->shop_enabled(), fn (): int => $this->shop_pages()->current_product_id() ) )->register();
		// The swatches' radios in the server's markup, before each select of a form whose block rendered.
		$this->swatch_radios()->register();
		// Swatch colour and image fields on the attribute terms' admin screens.
		( new Swatches\Term_Fields( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ), fn (): Catalogue => $this->catalogue() ) )->register();
		( new Admin_Notice( fn (): Status => $this->commerce_status() ) )->register();
		// Smooth in-page scrolling on the pages with in-page links; the root's scroll padding on every front-end page.
		( new Theme\Anchor_Scroll( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		// A skip link where the theme has none (classic themes); the footer's fixed and parallax block styles.
		( new Theme\Skip_Link() )->register();
		( new Theme\Footer_Styles() )->register();
		( new Theme\Mega_Menu( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		// Restyled drop-downs (a label mirroring the chosen option) and count badges without brackets.
		( new Theme\Restyled_Selects( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		( new Theme\Count_Badges( fn (): Catalogue => $this->catalogue() ) )->register();
		// Carousels: the gallery style "Carousel", the carousel block's slides (blocks/carousel, src/carousel).
		( new Blocks\Carousel() )->register();
		// The photo feed block's client script (enqueued only when the server has no photos).
		( new Blocks\Photo_Feed( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		// The lightbox: image, video and gallery links open in PhotoSwipe (src/lightbox, blocks/lightbox).
		( new Theme\Lightbox( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		( new Theme\Product_Gallery( fn (): Shop_Pages => $this->shop_pages() ) )->register();
		// The grid/list view of product archives (blocks/grid-list) and the guest account page's login/register toggle.
		( new Blocks\Grid_List( fn (): Catalogue => $this->catalogue() ) )->register();
		( new Theme\Account_Toggle( fn (): Shop_Pages => $this->shop_pages() ) )->register();
		// Quantity steppers (src/quantity), the reviews link (src/reviews-link) and the removed-from-cart markers (src/cart-markers).
		( new Theme\Quantity_Buttons( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ), fn (): Shop_Pages => $this->shop_pages() ) )->register();
		( new Theme\Shop_Links( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register();
		// Order attribution (src/attribution): where shoppers come from, on their orders; defers to WooCommerce's own when it is on.
		$attribution = $this->attribution();
		( new Attribution_Options( $attribution ) )->register();
		( new Attribution\Attribution_Script( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ), $attribution ) )->register();
		( new Attribution\Form_Inputs( $attribution ) )->register();
		( new Attribution\Recorder( $attribution ) )->register();
		( new Attribution\Customer_Attribution() )->register();
		( new Attribution\Order_Box( $attribution ) )->register();
	}

	/**
	 * Whether Boudoir tracks where shoppers come from (order attribution); estimate requests ask it too.
	 */
	public function attribution(): Attribution\Tracking {
		return $this->attribution ??= new Attribution\Tracking( fn (): Order_Attribution => $this->order_attribution(), fn (): bool => $this->shop_enabled() );
	}

	/**
	 * The wishlist storage layer; the REST routes take their repositories and owners from it.
	 */
	public function wishlists(): Wishlist\Wishlists {
		if ( null === $this->wishlists ) {
			// WooCommerce loads after Boudoir: the catalogue is asked for when first needed.
			$catalogue       = fn (): Catalogue => $this->catalogue();
			$this->wishlists = new Wishlist\Wishlists( new Wishlist\Commerce_Price_Source( $catalogue ), null, null, $catalogue );
		}
		return $this->wishlists;
	}

	/**
	 * Registers the wishlist list and item routes, one class each (the rest_api_init action).
	 */
	public function register_wishlist_routes(): void {
		( new Rest\Route_Registrar( $this ) )->register();
	}

	/**
	 * Wishlist alerts (price drops, back in stock).
	 */
	public function alerts(): Alerts\Alerts {
		return $this->alerts ??= new Alerts\Alerts(
			new Alerts\Changed_Products(),
			fn (): Catalogue => $this->catalogue(),
			fn (): Wishlist\Item_Repository => $this->wishlists()->items(),
			fn (): Alerts\Alert_Mailer => new Commerce\Woo_Alert_Mailer( new Alerts\Digest_Mailer( $this->money()->currency(), Alerts\Alert_Options::from_name(), Alerts\Alert_Options::from_address() ), Alerts\Alert_Options::from_name(), Alerts\Alert_Options::from_address() ),
			static fn (): array => Alerts\Alert_Options::offered(),
			static fn (): Alerts\Confirmation_Mailer => new Alerts\Confirmation_Mailer( Alerts\Alert_Options::from_name(), Alerts\Alert_Options::from_address() ),
			fn (): Commerce\Cart => $this->cart(),
			fn (): string => $this->shop_pages()->cart_url()
		);
	}

	/**
	 * Wishlist insights: the room keeping the summaries.
	 */
	public function insights(): Insights\Insights {
		return $this->insights ??= new Insights\Insights(
			$this->wishlists(),
			$this->saved_demand(),
			new Insights\Insight_Days(),
			fn (): Commerce\Cart => $this->cart(),
			fn (): Commerce\Recurring_Schedule => $this->adapters()->schedule
		);
	}

	/**
	 * What shoppers have saved now, per product and variation.
	 */
	public function saved_demand(): Insights\Saved_Demand {
		return new Insights\Saved_Demand( fn (): Catalogue => $this->catalogue() );
	}

	/**
	 * The insights screen's figures.
	 */
	public function insights_report(): Insights\Insights_Report {
		return new Insights\Insights_Report( $this->saved_demand(), new Insights\Insight_Days() );
	}

	/**
	 * The insights' REST routes (rest_api_init).
	 */
	public function register_insights_routes(): void {
		( new Insights\Insights_Controller( fn (): Insights\Insights_Report => $this->insights_report(), fn (): Insights\Insights => $this->insights(), fn (): Shop_Pages => $this->shop_pages(), fn (): Money => $this->money() ) )->register_routes();
	}

	/**
	 * The shopper's cart, WooCommerce's when the shop runs.
	 */
	public function cart(): Commerce\Cart {
		return $this->shop_enabled() ? new Commerce\Woo_Cart() : new Commerce\No_Cart();
	}

	/**
	 * The Alerts report's figures: the alerts' own tables, and the orders the order attribution gives to their campaign.
	 */
	public function alert_report(): Alerts\Alert_Report {
		return new Alerts\Alert_Report(
			fn ( string $campaign, int $since, int $until ): array => $this->order_attribution()->campaign_orders( $campaign, $since, $until ),
			fn ( array $ids ): array => array_map( static fn ( Commerce\Product $product ): string => $product->name, $this->catalogue()->find_products( $ids ) )
		);
	}

	/**
	 * An amount in the shop's currency, as it writes prices.
	 *
	 * @param float $amount The amount.
	 */
	private function alert_money( float $amount ): string {
		$currency = $this->money()->currency();
		return ( new Alerts\Digest_Mailer( $currency ) )->money( number_format( $amount, 4, '.', '' ), null === $currency ? '' : $currency->code );
	}

	/**
	 * Ask an estimate: the module the estimate route hands the form to.
	 */
	public function estimates(): Estimate\Estimates {
		return $this->estimates ??= new Estimate\Estimates(
			$this->wishlists()->items(),
			fn (): Catalogue => $this->catalogue(),
			new Estimate\Attribution( null, $this->attribution() ),
			new Estimate\Estimate_Repository( fn (): Shop_Pages => $this->shop_pages(), fn (): bool => $this->shop_enabled() )
		);
	}

	/**
	 * Registers the ask-an-estimate route (the rest_api_init action); adding to the cart goes through the Store API.
	 */
	public function register_estimate_routes(): void {
		( new Rest\Route_Registrar( $this ) )->register_estimates();
	}

	/**
	 * Looks for WooCommerce (hooked to plugins_loaded); later calls change nothing.
	 */
	public function load_commerce(): void {
		if ( null === $this->adapters ) {
			$this->detect_commerce();
		}
	}

	/**
	 * Looks for WooCommerce again and swaps the adapters; tests pass a detector, e.g. `fn () => null` for none.
	 *
	 * @param callable|null $detector Returns WooCommerce's version or null; by default the running WooCommerce.
	 */
	public function detect_commerce( ?callable $detector = null ): void {
		$this->detection = Detection::run( $detector );
		$this->adapters  = $this->detection->adapters();
	}

	/**
	 * The shop's catalogue: products, variations and the shop's names for them.
	 */
	public function catalogue(): Catalogue {
		return $this->adapters()->catalogue;
	}

	/**
	 * The swatches the server prints before each attribute select (the swatches block's render tells it which products).
	 */
	public function swatch_radios(): Swatches\Swatch_Radios {
		$this->swatch_radios ??= new Swatches\Swatch_Radios( fn ( mixed $args ): ?array => $this->shop_pages()->variation_select_of( $args ) );
		return $this->swatch_radios;
	}

	/**
	 * The shop's pages, their URLs and the settings that shape them.
	 */
	public function shop_pages(): Shop_Pages {
		return $this->adapters()->pages;
	}

	/**
	 * The shop's order attribution (Tracking asks it; see attribution() for Boudoir's decision).
	 */
	public function order_attribution(): Order_Attribution {
		return $this->adapters()->attribution;
	}

	/**
	 * The shop's currency and price format.
	 */
	public function money(): Money {
		return $this->adapters()->money;
	}

	/**
	 * Whether WooCommerce was found and new enough; shop features (wishlists, swatches, shop enhancements, attribution) check this.
	 */
	public function shop_enabled(): bool {
		return Status::Active === $this->commerce_status();
	}

	/**
	 * What looking for WooCommerce found (Undetected before plugins are loaded).
	 */
	public function commerce_status(): Status {
		$this->adapters();
		return $this->detection?->status() ?? Status::Undetected;
	}

	/**
	 * The adapters detection chose; the stand-ins until plugins are loaded.
	 */
	private function adapters(): Adapters {
		if ( null === $this->adapters && did_action( 'plugins_loaded' ) ) {
			// Asked for from an earlier plugins_loaded callback than ours.
			$this->detect_commerce();
		}
		return $this->adapters ?? Adapters::none();
	}
}

<?php
/**
 * The every-page attribution loader (src/attribution) and its parameters, and the checkout
 * blocks' part (src/attribution-blocks) on the block checkout page.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Late_Scripts;
use Boudoir\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * On every front-end page of a shop while Boudoir does not defer to WooCommerce's own order
 * attribution: `build/scripts/attribution.js` (deferred, in the footer; no React, no wp-data) with
 * `var boudoirAttributionParams = {…};` printed before it. The loader requests the tracker (the late
 * script `attribution-tracker`: sourcebuster and its glue) only after the load event, and only while
 * tracking is allowed; when it is not, it expires the tracking cookies. It is printed even when the
 * shop turned tracking off (`enabled` false), so cookies left from before are expired.
 *
 * On a checkout page holding the checkout block, while tracking is enabled:
 * `build/scripts/attribution-blocks.js`, the only part that uses `@wordpress/data`.
 */
final class Attribution_Script {

	/** The loader's handle. */
	public const HANDLE = 'boudoir-attribution';

	/** The checkout blocks' script handle. */
	public const BLOCKS_HANDLE = 'boudoir-attribution-blocks';

	/** The global the loader reads. */
	public const PARAMS_GLOBAL = 'boudoirAttributionParams';

	/** The late script's name (build/scripts/attribution-tracker.js). */
	public const TRACKER = 'attribution-tracker';

	/** Sourcebuster's cookie lifetime, months (docs/contract.md, Figures). */
	public const LIFETIME_MONTHS = 6;

	/** Sourcebuster's session length, minutes (docs/contract.md, Figures). */
	public const SESSION_MINUTES = 30;

	/** The loader's path under the build folder. */
	private const SCRIPT = 'scripts/attribution';

	/** The checkout blocks' script path under the build folder. */
	private const BLOCKS_SCRIPT = 'scripts/attribution-blocks';

	/**
	 * Keeps where the built files are and the tracking decision.
	 *
	 * @param string   $build_dir Absolute path of the build folder.
	 * @param string   $build_url Its URL.
	 * @param Tracking $tracking  The tracking decision.
	 */
	public function __construct( private readonly string $build_dir, private readonly string $build_url, private readonly Tracking $tracking ) {
	}

	/**
	 * Hooks the scripts in.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Prints the loader with its parameters, and the blocks' part on the block checkout (the wp_enqueue_scripts action).
	 */
	public function enqueue(): void {
		if ( ! $this->tracking->shop_enabled() || $this->tracking->defers() ) {
			return;
		}
		if ( ! $this->enqueue_file( self::HANDLE, self::SCRIPT ) ) {
			return;
		}
		wp_add_inline_script( self::HANDLE, 'var ' . self::PARAMS_GLOBAL . ' = ' . wp_json_encode( $this->params() ) . ';', 'before' );

		if ( $this->tracking->enabled() && $this->page_has_checkout_block() ) {
			$this->enqueue_file( self::BLOCKS_HANDLE, self::BLOCKS_SCRIPT );
		}
	}

	/**
	 * The loader's parameters (docs/contract.md, "Order attribution").
	 *
	 * @return array{tracker:string,enabled:bool,allowTracking:bool,consentCategory:string,lifetime:int,session:int,base64:bool,prefix:string,fields:array<string,string>}
	 */
	public function params(): array {
		$enabled = $this->tracking->enabled();
		return array(
			'tracker'         => Late_Scripts::url( self::TRACKER ),
			'enabled'         => $enabled,
			'allowTracking'   => $enabled && $this->tracking->consent_given(),
			'consentCategory' => Tracking::CONSENT_CATEGORY,
			'lifetime'        => self::LIFETIME_MONTHS,
			'session'         => self::SESSION_MINUTES,
			'base64'          => false,
			'prefix'          => $this->tracking->prefix(),
			'fields'          => (object) $this->tracking->fields(),
		);
	}

	/**
	 * Whether the page shown holds the checkout block: the shop's checkout page in the block editor's
	 * layout, or any page a shop owner put the block on (a classic checkout page has the shortcode instead).
	 */
	private function page_has_checkout_block(): bool {
		$page_id = (int) get_queried_object_id();
		return $page_id > 0 && has_block( Checkout_Hooks::CHECKOUT_BLOCK, $page_id );
	}

	/**
	 * Enqueues a built script, deferred in the footer (Boudoir\Scripts).
	 *
	 * @param string $handle The handle.
	 * @param string $script Its path under the build folder, without `.js`.
	 * @return bool Whether it is built.
	 */
	private function enqueue_file( string $handle, string $script ): bool {
		if ( null === Scripts::register( $this->build_dir, $this->build_url, $handle, $script ) ) {
			return false;
		}
		wp_enqueue_script( $handle );
		return true;
	}
}

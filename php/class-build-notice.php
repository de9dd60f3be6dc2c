<?php
/**
 * Tells an administrator when Boudoir runs from a checkout whose scripts were never built.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * A copy of the source (a "Download ZIP" of the repository, a git clone) has no `build/`:
 * no block registers and the settings screen waits for a script that is not there. Instead of
 * failing silently, wp-admin says so, and how to build, to those who manage plugins.
 */
final class Build_Notice {

	/** Who can act on the notice. */
	public const CAPABILITY = 'activate_plugins';

	/**
	 * Keeps where the build should be.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 */
	public function __construct( private string $build_dir ) {
	}

	/**
	 * Hooks the notice in when the build is missing (network admin screens have their own hook).
	 */
	public function register(): void {
		if ( $this->is_built() ) {
			return;
		}
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'network_admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Whether the build holds the blocks manifest every block registers from.
	 */
	public function is_built(): bool {
		return is_readable( $this->build_dir . '/blocks-manifest.php' );
	}

	/**
	 * Prints the error with the commands that build the plugin.
	 */
	public function render(): void {
		if ( $this->is_built() || ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$message = sprintf(
			/* translators: 1: the plugin's build folder, 2: the commands that build it. */
			__( 'Boudoir is installed from its source code without its built scripts (%1$s is missing), so its blocks and settings are off. Install the release zip instead, or build it in the plugin folder with %2$s.', 'boudoir' ),
			'<code>build/</code>',
			'<code>npm ci &amp;&amp; npm run build</code>'
		);
		wp_admin_notice(
			$message,
			array(
				'type'               => 'error',
				'additional_classes' => array( 'boudoir-build-notice' ),
			)
		);
	}
}

<?php
/**
 * Tests of Boudoir\I18n.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\I18n;

/**
 * PHP and script translations come from the plugin's languages/ folder.
 */
final class I18n_Test extends Test_Case {

	/**
	 * Handles of the scripts of Boudoir's blocks, as registered on the site.
	 *
	 * @return list<string>
	 */
	private function block_script_handles(): array {
		$handles = array();
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			if ( str_starts_with( $block_type->name, 'boudoir/' ) ) {
				$handles = array_merge( $handles, $block_type->editor_script_handles, $block_type->view_script_handles, $block_type->script_handles );
			}
		}
		return $handles;
	}

	/**
	 * register() loads the text domain first thing on init.
	 */
	public function test_register_hooks_the_text_domain_into_init(): void {
		$i18n = new I18n();
		$i18n->register();
		$this->assertSame( 0, has_action( 'init', array( $i18n, 'load_textdomain' ) ) );
	}

	/**
	 * The plugin's boot hooked it, once.
	 */
	public function test_the_plugin_loads_the_text_domain_on_init(): void {
		$this->assertSame( array( 0 ), $this->hooked_priorities( 'init', I18n::class, 'load_textdomain' ) );
	}

	/**
	 * The text domain is looked up in the plugin's languages folder, for the current locale,
	 * at the first string it translates: load_textdomain() registers the folder for
	 * just-in-time loading (what load_plugin_textdomain() does since WordPress 6.7, and what
	 * 6.5's loader already reads), which asks determine_locale(), not the `plugin_locale` filter.
	 */
	public function test_loads_the_text_domain_from_the_languages_folder(): void {
		$looked_up = array();
		$this->use_locale( 'zh_TW' );
		add_filter(
			'load_textdomain_mofile',
			static function ( string $mofile, string $domain ) use ( &$looked_up ): string {
				$looked_up[ $domain ][] = $mofile;
				return $mofile;
			},
			10,
			2
		);

		try {
			( new I18n() )->load_textdomain();
			// Translating is what loads it.
			$this->assertSame( '大型選單', __( 'Mega menu', 'boudoir' ) );

			$this->assertArrayHasKey( I18n::DOMAIN, $looked_up );
			$this->assertContains( WP_PLUGIN_DIR . '/boudoir/languages/boudoir-zh_TW.mo', $looked_up['boudoir'] );
			$this->assertSame( realpath( BOUDOIR_DIR . '/languages' ), realpath( WP_PLUGIN_DIR . '/boudoir/languages' ) );
		} finally {
			// The zh-TW strings must not leak into the tests that run after this one.
			$this->use_site_locale();
		}
	}

	/**
	 * Every script of Boudoir's blocks that translates reads its translations from languages/;
	 * one that does not (the every-page vanilla scripts) is not made to load wp-i18n.
	 */
	public function test_block_scripts_translations_point_at_the_languages_folder(): void {
		$handles = $this->block_script_handles();
		$this->assertContains( 'boudoir-scroll-to-top-editor-script', $handles );
		$this->assertContains( 'boudoir-scroll-to-top-view-script', $handles );

		$translating = 0;
		foreach ( $handles as $handle ) {
			$script = wp_scripts()->registered[ $handle ] ?? null;
			$this->assertInstanceOf( \_WP_Dependency::class, $script, "{$handle} is not registered." );
			if ( in_array( 'wp-i18n', $script->deps, true ) ) {
				++$translating;
				$this->assertSame( I18n::DOMAIN, $script->textdomain, $handle );
				$this->assertSame( BOUDOIR_DIR . '/languages', $script->translations_path, $handle );
			} else {
				$this->assertEmpty( $script->textdomain, "{$handle} does not translate: no wp-i18n for it" );
			}
		}
		$this->assertGreaterThan( 5, $translating );
		$this->assertNotContains( 'wp-i18n', wp_scripts()->registered['boudoir-scroll-to-top-view-script']->deps );
		$this->assertNotContains( 'wp-i18n', wp_scripts()->registered['boudoir-wishlist-counter-view-script']->deps );
	}

	/**
	 * The shared packages' scripts do too.
	 */
	public function test_package_scripts_translations_point_at_the_languages_folder(): void {
		$api = wp_scripts()->registered['boudoir-api'];
		$this->assertSame( I18n::DOMAIN, $api->textdomain );
		$this->assertSame( BOUDOIR_DIR . '/languages', $api->translations_path );
	}

	/**
	 * I18n::script() sets both the domain and the folder on a handle that uses wp-i18n.
	 */
	public function test_script_sets_domain_and_folder(): void {
		wp_register_script( 'boudoir-probe', 'https://example.test/probe.js', array( 'wp-i18n' ), '1', true );

		I18n::script( 'boudoir-probe' );

		$this->assertSame( 'boudoir', wp_scripts()->registered['boudoir-probe']->textdomain );
		$this->assertSame( BOUDOIR_DIR . '/languages', wp_scripts()->registered['boudoir-probe']->translations_path );
	}

	/**
	 * …and leaves a script that does not translate alone: wp_set_script_translations() would add wp-i18n to it.
	 */
	public function test_script_leaves_a_script_without_wp_i18n_alone(): void {
		wp_register_script( 'boudoir-plain', 'https://example.test/plain.js', array(), '1', true );

		I18n::script( 'boudoir-plain' );

		$this->assertSame( array(), wp_scripts()->registered['boudoir-plain']->deps );
		$this->assertEmpty( wp_scripts()->registered['boudoir-plain']->textdomain );
	}
}

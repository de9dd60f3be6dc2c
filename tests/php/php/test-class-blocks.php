<?php
/**
 * Tests of Boudoir\Blocks.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks;

/**
 * Blocks are registered from the build's manifest.
 */
final class Blocks_Test extends Test_Case {

	/** @var string|null A build folder made by a test. */
	private ?string $build = null;

	/** @var list<string> Block names a test registered. */
	private array $registered = array();

	/**
	 * Removes what a test registered or wrote.
	 */
	protected function tear_down(): void {
		foreach ( $this->registered as $name ) {
			if ( \WP_Block_Type_Registry::get_instance()->is_registered( $name ) ) {
				unregister_block_type( $name );
			}
		}
		if ( null !== $this->build ) {
			self::remove_folder( $this->build );
		}
		parent::tear_down();
	}

	/**
	 * A build folder with a manifest listing blocks, each with a block.json and an editor script.
	 *
	 * @param array<string,string> $blocks Folder => block name.
	 * @return string The folder.
	 */
	private function make_build( array $blocks ): string {
		$this->build = sys_get_temp_dir() . '/boudoir-phpunit-build-' . getmypid();
		$manifest    = array();
		foreach ( $blocks as $folder => $name ) {
			$metadata = array(
				'apiVersion'   => 3,
				'name'         => $name,
				'title'        => 'Probe',
				'textdomain'   => 'boudoir',
				'editorScript' => 'file:./index.js',
			);
			wp_mkdir_p( $this->build . '/' . $folder );
			file_put_contents( $this->build . '/' . $folder . '/block.json', wp_json_encode( $metadata ) );
			file_put_contents( $this->build . '/' . $folder . '/index.js', '' );
			file_put_contents( $this->build . '/' . $folder . '/index.asset.php', "<?php return array( 'dependencies' => array( 'wp-i18n' ), 'version' => '1' );" );
			$manifest[ $folder ] = $metadata;
			$this->registered[]  = $name;
		}
		file_put_contents( $this->build . '/blocks-manifest.php', '<?php return ' . var_export( $manifest, true ) . ';' );
		return $this->build;
	}

	/**
	 * register() defers the work to init.
	 */
	public function test_register_hooks_into_init(): void {
		$blocks = new Blocks( sys_get_temp_dir() );
		$blocks->register();
		$this->assertSame( 10, has_action( 'init', array( $blocks, 'register_blocks' ) ) );
	}

	/**
	 * Every block of the real build's manifest is registered.
	 */
	public function test_every_block_of_the_manifest_is_registered(): void {
		$manifest = require BOUDOIR_DIR . '/build/blocks-manifest.php';
		$this->assertArrayHasKey( 'scroll-to-top', $manifest );
		foreach ( $manifest as $folder => $metadata ) {
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( $metadata['name'] ), "{$folder} is not registered." );
		}
	}

	/**
	 * Scroll-to-top comes with its editor and view scripts, from the build.
	 */
	public function test_scroll_to_top_is_registered_with_its_scripts(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'boudoir/scroll-to-top' );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );

		$this->assertSame( array( 'boudoir-scroll-to-top-editor-script' ), $block->editor_script_handles );
		$this->assertSame( array( 'boudoir-scroll-to-top-view-script' ), $block->view_script_handles );
		$scripts = wp_scripts()->registered;
		$this->assertStringEndsWith( '/boudoir/build/scroll-to-top/index.js', $scripts['boudoir-scroll-to-top-editor-script']->src );
		$this->assertStringEndsWith( '/boudoir/build/scroll-to-top/view.js', $scripts['boudoir-scroll-to-top-view-script']->src );

		$this->assertTrue( $block->is_dynamic(), 'render.php was not picked up.' );
		$this->assertSame( 100, $block->attributes['threshold']['default'] );
		$this->assertSame( array( 'right', 'left' ), $block->attributes['position']['enum'] );
	}

	/**
	 * The "Boudoir" block category is in the editor's list, translated, once, with or without WooCommerce.
	 */
	public function test_the_boudoir_category_is_registered(): void {
		$this->assertSame( 10, has_filter( 'block_categories_all', array( Blocks::class, 'add_category' ) ) );
		$context    = new \WP_Block_Editor_Context( array( 'name' => 'core/edit-post' ) );
		$categories = get_block_categories( $context );
		$slugs      = array_column( $categories, 'slug' );
		$this->assertSame( 1, count( array_keys( $slugs, 'boudoir', true ) ), implode( ', ', $slugs ) );
		$this->assertSame( 'Boudoir', $categories[ array_search( 'boudoir', $slugs, true ) ]['title'] );

		$translate = static fn ( string $translation, string $text, string $domain ): string => 'boudoir' === $domain && 'Boudoir' === $text ? 'Boudoir (zh)' : $translation;
		add_filter( 'gettext', $translate, 10, 3 );
		$again = Blocks::add_category( array( array( 'slug' => 'text', 'title' => 'Text', 'icon' => null ) ) );
		$this->assertSame( array( 'text', 'boudoir' ), array_column( $again, 'slug' ) );
		$this->assertSame( 'Boudoir (zh)', $again[1]['title'] );
		$this->assertSame( $again, Blocks::add_category( $again ), 'Added once.' );
	}

	/**
	 * Every block of the build is in a category the editor has without WooCommerce: core's, or Boudoir's.
	 */
	public function test_every_block_is_in_a_category_that_exists_without_woocommerce(): void {
		$core     = array( 'text', 'media', 'design', 'widgets', 'theme', 'embed' );
		$manifest = require BOUDOIR_DIR . '/build/blocks-manifest.php';
		$shop     = array();
		foreach ( $manifest as $folder => $metadata ) {
			$category = $metadata['category'] ?? null;
			$this->assertContains( $category, array_merge( $core, array( Blocks::CATEGORY ) ), "{$folder}'s category {$category}." );
			if ( Blocks::CATEGORY === $category ) {
				$shop[] = $folder;
			}
			$registered = \WP_Block_Type_Registry::get_instance()->get_registered( $metadata['name'] );
			$this->assertSame( $category, $registered->category, $folder );
		}
		sort( $shop );
		$this->assertSame( array( 'add-to-wishlist', 'mini-cart', 'variation-swatches', 'wishlist-counter', 'wishlists' ), $shop );
		foreach ( glob( BOUDOIR_DIR . '/blocks/*/block.json' ) as $source ) {
			$metadata = json_decode( (string) file_get_contents( $source ), true );
			$this->assertNotSame( 'woocommerce', $metadata['category'] ?? null, $source );
		}
	}

	/**
	 * The manifest, not a hard-coded list, says which blocks there are.
	 */
	public function test_registers_the_blocks_the_manifest_lists(): void {
		$build = $this->make_build( array( 'probe' => 'boudoir/probe' ) );

		( new Blocks( $build ) )->register_blocks();

		$probe = \WP_Block_Type_Registry::get_instance()->get_registered( 'boudoir/probe' );
		$this->assertInstanceOf( \WP_Block_Type::class, $probe );
		$this->assertSame( array( 'boudoir-probe-editor-script' ), $probe->editor_script_handles );
	}

	/**
	 * Without a manifest (no build yet) nothing is registered, and nothing breaks.
	 */
	public function test_registers_nothing_without_a_manifest(): void {
		$before = array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() );

		( new Blocks( sys_get_temp_dir() . '/boudoir-phpunit-no-build' ) )->register_blocks();

		$this->assertSame( $before, array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ) );
	}

	/**
	 * Boudoir's block scripts read translations from the plugin; other namespaces' are left alone.
	 */
	public function test_points_only_boudoir_block_scripts_at_the_plugin_translations(): void {
		$build = $this->make_build(
			array(
				'probe' => 'boudoir/probe',
				'other' => 'other-vendor/probe',
			)
		);

		( new Blocks( $build ) )->register_blocks();

		$scripts = wp_scripts()->registered;
		$this->assertSame( BOUDOIR_DIR . '/languages', $scripts['boudoir-probe-editor-script']->translations_path );
		$this->assertSame( 'boudoir', $scripts['boudoir-probe-editor-script']->textdomain );
		$this->assertNotSame( BOUDOIR_DIR . '/languages', $scripts['other-vendor-probe-editor-script']->translations_path );
	}

	/**
	 * A shop owner tells Boudoir's blocks from every other block in the inserter: no title is
	 * another block's too, whatever the case (WooCommerce 9.x–10.0 registers "Mini-Cart").
	 */
	public function test_no_boudoir_block_shares_its_title_with_another_block(): void {
		$titles = array();
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
			if ( ! str_starts_with( $name, 'boudoir/' ) && '' !== (string) $type->title ) {
				$titles[ strtolower( (string) $type->title ) ] = $name;
			}
		}
		$boudoir = array_filter( \WP_Block_Type_Registry::get_instance()->get_all_registered(), static fn ( $type ): bool => str_starts_with( $type->name, 'boudoir/' ) );
		$this->assertNotEmpty( $boudoir );
		foreach ( $boudoir as $name => $type ) {
			$this->assertArrayNotHasKey( strtolower( (string) $type->title ), $titles, "{$name} is titled like " . ( $titles[ strtolower( (string) $type->title ) ] ?? '' ) );
		}
		if ( isset( $titles['mini-cart'] ) ) {
			$this->assertSame( 'woocommerce/mini-cart', $titles['mini-cart'] );
		}
	}

	public function test_attributes_a_block_lacks_take_block_json_defaults_and_given_ones_stay(): void {
		$block = new \WP_Block(
			array(
				'blockName'    => 'boudoir/scroll-to-top',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$defaults = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/blocks/scroll-to-top/block.json' ), true )['attributes'];

		$filled = Blocks::attributes( $block, array( 'position' => 'sideways' ) );

		$this->assertSame( $defaults['threshold']['default'], $filled['threshold'], 'a missing attribute: block.json\'s default' );
		$this->assertSame( 'sideways', $filled['position'], 'a given one is kept: render.php bounds it' );
		$this->assertSame( array( 'a' => 1 ), Blocks::attributes( null, array( 'a' => 1 ) ), 'no block: as given' );
	}
}

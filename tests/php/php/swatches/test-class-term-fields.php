<?php
/**
 * Tests of Boudoir\Swatches\Term_Fields: the swatch fields of attribute terms in wp-admin.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Catalogue;
use Boudoir\Plugin;
use Boudoir\Swatches\Term_Fields;

/**
 * Printing, saving (nonce + capability), sanitizing, the list column and the script's screens.
 */
final class Term_Fields_Test extends Test_Case {

	private const TAXONOMY = 'pa_boudoir_test_colour';

	private Term_Fields $fields;

	private int $term_id;

	/**
	 * An attribute taxonomy of its own (the double's attribute registry is not needed), hooked as on admin_init.
	 */
	protected function set_up(): void {
		parent::set_up();
		register_taxonomy( self::TAXONOMY, 'product', array( 'show_ui' => true ) );
		$this->fields = new Term_Fields( BOUDOIR_DIR . '/build', 'https://shop.example/build', fn (): Catalogue => Plugin::instance()->catalogue() );
		$this->fields->register_taxonomy_hooks();
		$term          = wp_insert_term( 'Noir', self::TAXONOMY );
		$this->term_id = is_array( $term ) ? (int) $term['term_id'] : 0;
		$_POST         = array();
	}

	/**
	 * Removes the taxonomy.
	 */
	protected function tear_down(): void {
		unregister_taxonomy( self::TAXONOMY );
		parent::tear_down();
	}

	/**
	 * An attachment that is an image (or not).
	 *
	 * @param string $mime Its MIME type.
	 */
	private function attachment( string $mime = 'image/jpeg' ): int {
		return (int) wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => 'Lace',
				'post_status'    => 'inherit',
			),
			'image/jpeg' === $mime ? 'lace.jpg' : 'lace.pdf'
		);
	}

	/**
	 * Posts the edit form of the term (with its nonce unless told otherwise) and runs the hook.
	 *
	 * @param array<string,mixed> $fields Posted fields.
	 * @param bool                $nonce  Whether to include a valid nonce.
	 */
	private function post_edit( array $fields, bool $nonce = true ): void {
		$_POST = $fields;
		if ( $nonce ) {
			$_POST['_wpnonce'] = wp_create_nonce( 'update-tag_' . $this->term_id );
		}
		$_POST = wp_slash( $_POST );
		do_action( 'edited_' . self::TAXONOMY, $this->term_id, (int) get_term( $this->term_id )->term_taxonomy_id, array() );
	}

	/**
	 * What a hook prints.
	 *
	 * @param callable $print Printer.
	 */
	private function capture( callable $print ): string {
		ob_start();
		$print();
		return (string) ob_get_clean();
	}

	/**
	 * The plugin hooks the taxonomy hooks on admin_init and the enqueue on admin_enqueue_scripts.
	 */
	public function test_plugin_hooks_it_in(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_init', Term_Fields::class, 'register_taxonomy_hooks' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_enqueue_scripts', Term_Fields::class, 'enqueue' ) );
	}

	/**
	 * Only `pa_*` taxonomies get the fields.
	 */
	public function test_hooks_attribute_taxonomies_only(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( self::TAXONOMY . '_add_form_fields', Term_Fields::class, 'render_add_fields' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( self::TAXONOMY . '_edit_form_fields', Term_Fields::class, 'render_edit_fields' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'created_' . self::TAXONOMY, Term_Fields::class, 'save_created' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'edited_' . self::TAXONOMY, Term_Fields::class, 'save_edited' ) );
		$this->assertSame( array(), $this->hooked_priorities( 'edited_product_cat', Term_Fields::class, 'save_edited' ) );
		$this->assertSame( array(), $this->hooked_priorities( 'category_add_form_fields', Term_Fields::class, 'render_add_fields' ) );
		$this->assertFalse( $this->fields->is_attribute_taxonomy( 'category' ) );
		$this->assertFalse( $this->fields->is_attribute_taxonomy( 'pa_not_registered' ) );
	}

	/**
	 * An editor with the term screen's nonce saves a colour and an image.
	 */
	public function test_saves_with_nonce_and_capability(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$image = $this->attachment();

		$this->post_edit( array( Term_Fields::COLOR_FIELD => ' #6D1A36 ', Term_Fields::IMAGE_FIELD => (string) $image ) );

		$this->assertSame( '#6d1a36', get_term_meta( $this->term_id, 'boudoir_swatch_color', true ) );
		$this->assertSame( (string) $image, (string) get_term_meta( $this->term_id, 'boudoir_swatch_image', true ) );
	}

	/**
	 * Without the nonce (or with another term's), nothing is written.
	 */
	public function test_ignores_requests_without_the_nonce(): void {
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->post_edit( array( Term_Fields::COLOR_FIELD => '#6d1a36' ), false );
		$this->assertSame( '', get_term_meta( $this->term_id, 'boudoir_swatch_color', true ) );

		$_POST = wp_slash(
			array(
				Term_Fields::COLOR_FIELD => '#6d1a36',
				'_wpnonce'               => wp_create_nonce( 'update-tag_' . ( $this->term_id + 1 ) ),
			)
		);
		do_action( 'edited_' . self::TAXONOMY, $this->term_id, 0, array() );
		$this->assertSame( '', get_term_meta( $this->term_id, 'boudoir_swatch_color', true ) );
	}

	/**
	 * A user who may not edit terms writes nothing, even with a valid nonce.
	 */
	public function test_ignores_users_without_the_capability(): void {
		$this->log_in( $this->create_user( 'subscriber' ) );

		$this->post_edit( array( Term_Fields::COLOR_FIELD => '#6d1a36' ) );

		$this->assertSame( '', get_term_meta( $this->term_id, 'boudoir_swatch_color', true ) );
	}

	/**
	 * A term added from the "Add new" form saves with the add-tag nonce, not without.
	 */
	public function test_saves_new_terms_with_the_add_tag_nonce(): void {
		$this->log_in( $this->create_user( 'administrator' ) );

		$_POST = wp_slash( array( Term_Fields::COLOR_FIELD => '#112233' ) );
		$plain = wp_insert_term( 'Ivoire', self::TAXONOMY );
		$this->assertIsArray( $plain );
		$this->assertSame( '', get_term_meta( (int) $plain['term_id'], 'boudoir_swatch_color', true ) );

		$_POST = wp_slash(
			array(
				Term_Fields::COLOR_FIELD => '#112233',
				'_wpnonce_add-tag'       => wp_create_nonce( 'add-tag' ),
			)
		);
		$added = wp_insert_term( 'Rouge', self::TAXONOMY );
		$this->assertIsArray( $added );
		$this->assertSame( '#112233', get_term_meta( (int) $added['term_id'], 'boudoir_swatch_color', true ) );
	}

	/**
	 * Malformed colours and non-image ids clear the meta; absent fields leave it alone.
	 */
	public function test_sanitizes_and_clears(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$image = $this->attachment();
		update_term_meta( $this->term_id, 'boudoir_swatch_color', '#111111' );
		update_term_meta( $this->term_id, 'boudoir_swatch_image', $image );

		$this->post_edit( array( 'name' => 'Noir' ) );
		$this->assertSame( '#111111', get_term_meta( $this->term_id, 'boudoir_swatch_color', true ), 'Absent fields keep their meta.' );

		$this->post_edit( array( Term_Fields::COLOR_FIELD => 'red"><script>', Term_Fields::IMAGE_FIELD => (string) $this->attachment( 'application/pdf' ) ) );
		$this->assertSame( array(), get_term_meta( $this->term_id, 'boudoir_swatch_color' ) );
		$this->assertSame( array(), get_term_meta( $this->term_id, 'boudoir_swatch_image' ) );
	}

	/**
	 * The sanitizers' rules.
	 */
	public function test_sanitizers(): void {
		$image = $this->attachment();
		$this->assertSame( '#aabbcc', Term_Fields::sanitize_color( '#AABBCC' ) );
		$this->assertSame( '#aabbcc', Term_Fields::sanitize_color( "  #aabbcc\n" ) );
		foreach ( array( '', '#abc', 'aabbcc', '#aabbcg', '#aabbccdd', 'red', array( '#aabbcc' ), null, 123 ) as $bad ) {
			$this->assertSame( '', Term_Fields::sanitize_color( $bad ), var_export( $bad, true ) );
		}
		$this->assertSame( $image, Term_Fields::sanitize_image( (string) $image ) );
		$this->assertSame( $image, Term_Fields::sanitize_image( $image ) );
		foreach ( array( '', '0', '-1', '1.5', 'abc', (string) $this->term_id . 'x', (string) ( $image + 999 ), (string) $this->attachment( 'application/pdf' ), (string) self::factory_post() ) as $bad ) {
			$this->assertSame( 0, Term_Fields::sanitize_image( $bad ), var_export( $bad, true ) );
		}
	}

	/**
	 * A plain post's id.
	 */
	private static function factory_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Not an image',
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * The add form prints labelled, described fields that work without JavaScript.
	 */
	public function test_add_form_prints_accessible_fields(): void {
		$html = $this->capture( fn () => do_action( self::TAXONOMY . '_add_form_fields', self::TAXONOMY ) );

		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'label' ) ) );
		$this->assertSame( 'boudoir-swatch-color', $processor->get_attribute( 'for' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'input' ) ) );
		$this->assertSame( 'boudoir-swatch-color', $processor->get_attribute( 'id' ) );
		$this->assertSame( 'boudoir_swatch_color', $processor->get_attribute( 'name' ) );
		$this->assertSame( 'text', $processor->get_attribute( 'type' ) );
		$this->assertSame( '#[0-9a-fA-F]{6}', $processor->get_attribute( 'pattern' ) );
		$this->assertSame( 'boudoir-swatch-color-description', $processor->get_attribute( 'aria-describedby' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'p' ) ) );
		$this->assertSame( 'boudoir-swatch-color-description', $processor->get_attribute( 'id' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'label' ) ) );
		$this->assertSame( 'boudoir-swatch-image', $processor->get_attribute( 'for' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'input' ) ) );
		$this->assertSame( 'boudoir_swatch_image', $processor->get_attribute( 'name' ) );
		$this->assertSame( 'number', $processor->get_attribute( 'type' ) );
		$this->assertStringContainsString( 'Swatch colour', $html );
		$this->assertStringContainsString( 'Swatch image', $html );
	}

	/**
	 * The edit form shows stored values, escaped, and the image's preview.
	 */
	public function test_edit_form_prints_stored_values_escaped(): void {
		$image = $this->attachment();
		update_post_meta( $image, '_wp_attachment_image_alt', 'Lace "noir" <b>' );
		update_term_meta( $this->term_id, 'boudoir_swatch_color', '#6d1a36' );
		update_term_meta( $this->term_id, 'boudoir_swatch_image', $image );

		$html = $this->capture( fn () => do_action( self::TAXONOMY . '_edit_form_fields', get_term( $this->term_id ), self::TAXONOMY ) );

		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( 'Lace &quot;noir&quot; &lt;b&gt;', $html );
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'input' ) ) );
		$this->assertSame( '#6d1a36', $processor->get_attribute( 'value' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'img' ) ) );
		$this->assertSame( 'Lace "noir" <b>', $processor->get_attribute( 'alt' ) );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'input' ) ) );
		$this->assertSame( (string) $image, $processor->get_attribute( 'value' ) );
		$this->assertSame( 'Lace "noir" <b>', $processor->get_attribute( 'data-image-alt' ) );
	}

	/**
	 * A stored value that is not a colour (written elsewhere) is not printed.
	 */
	public function test_edit_form_drops_a_malformed_stored_colour(): void {
		update_term_meta( $this->term_id, 'boudoir_swatch_color', '"><script>alert(1)</script>' );

		$html = $this->capture( fn () => do_action( self::TAXONOMY . '_edit_form_fields', get_term( $this->term_id ), self::TAXONOMY ) );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'alert', $html );
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'tag_name' => 'input' ) ) );
		$this->assertSame( '', $processor->get_attribute( 'value' ) );
	}

	/**
	 * The list table gets a "Swatch" column after the name: a square and the hex code.
	 */
	public function test_list_column(): void {
		update_term_meta( $this->term_id, 'boudoir_swatch_color', '#6d1a36' );

		$columns = apply_filters( 'manage_edit-' . self::TAXONOMY . '_columns', array( 'cb' => '', 'name' => 'Name', 'slug' => 'Slug' ) );
		$this->assertSame( array( 'cb', 'name', 'boudoir_swatch', 'slug' ), array_keys( $columns ) );
		$this->assertSame( 'Swatch', $columns['boudoir_swatch'] );

		$cell = apply_filters( 'manage_' . self::TAXONOMY . '_custom_column', '', 'boudoir_swatch', $this->term_id );
		$this->assertStringContainsString( '<code>#6d1a36</code>', $cell );
		$this->assertStringContainsString( 'background-color:#6d1a36', $cell );
		$this->assertStringContainsString( 'aria-hidden="true"', $cell );
		$this->assertSame( 'other', apply_filters( 'manage_' . self::TAXONOMY . '_custom_column', 'other', 'slug', $this->term_id ) );
	}

	/**
	 * The script, the media modal and the components' styles load on attribute term screens only.
	 */
	public function test_enqueues_on_attribute_term_screens_only(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$this->log_in( $this->create_user( 'administrator' ) );
		$built = is_readable( BOUDOIR_DIR . '/build/scripts/swatches-admin.asset.php' );

		set_current_screen( 'edit-post' );
		$this->fields->enqueue( 'edit.php' );
		$this->assertFalse( wp_script_is( Term_Fields::HANDLE, 'enqueued' ) );

		set_current_screen( 'edit-category' );
		$this->fields->enqueue( 'edit-tags.php' );
		$this->assertFalse( wp_script_is( Term_Fields::HANDLE, 'enqueued' ) );

		$screen           = \WP_Screen::get( 'edit-' . self::TAXONOMY );
		$screen->taxonomy = self::TAXONOMY;
		$screen->set_current_screen();
		$this->fields->enqueue( 'term.php' );
		$this->assertTrue( wp_style_is( Term_Fields::HANDLE . '-column', 'enqueued' ) );
		if ( ! $built ) {
			$this->markTestIncomplete( 'build/scripts/swatches-admin.asset.php is missing: run npm run build.' );
		}
		$this->assertTrue( wp_script_is( Term_Fields::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ) || wp_script_is( 'media-views', 'enqueued' ), 'wp_enqueue_media() ran' );
		$this->assertContains( 'wp-components', wp_scripts()->registered[ Term_Fields::HANDLE ]->deps );
		set_current_screen( 'front' );
	}
}

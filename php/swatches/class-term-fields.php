<?php
/**
 * Swatch colour and image fields on the terms of product attributes (`pa_*`).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Swatches;

use Boudoir\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * Prints plain form fields on the attribute term screens (they work without JavaScript),
 * saves them with the screens' own nonces, and enhances them with a colour picker and
 * the media modal (`build/scripts/swatches-admin.js`).
 */
final class Term_Fields {

	/** Term meta: the swatch colour, `#rrggbb` (registered by the swatch data module). */
	public const COLOR_META = 'boudoir_swatch_color';

	/** Term meta: the swatch image's attachment id. */
	public const IMAGE_META = 'boudoir_swatch_image';

	/** Form field names, the same as the meta keys. */
	public const COLOR_FIELD = 'boudoir_swatch_color';
	public const IMAGE_FIELD = 'boudoir_swatch_image';

	/** The script (and stylesheet) handle. */
	public const HANDLE = 'boudoir-swatches-admin';

	/** The list table column. */
	public const COLUMN = 'boudoir_swatch';

	/**
	 * Keeps where the built files are, and how to reach the shop's catalogue.
	 *
	 * @param string   $build_dir Absolute path of the build folder.
	 * @param string   $build_url Its URL.
	 * @param \Closure $catalogue fn(): \Boudoir\Commerce\Catalogue, which names the attribute taxonomies.
	 */
	public function __construct( private string $build_dir, private string $build_url, private readonly \Closure $catalogue ) {
	}

	/**
	 * Hooks in: attribute taxonomies exist by admin_init (WooCommerce registers them on init).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_taxonomy_hooks' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Hooks the fields, saving and the list column into every `pa_*` taxonomy.
	 */
	public function register_taxonomy_hooks(): void {
		foreach ( get_taxonomies() as $taxonomy ) {
			if ( ! $this->is_attribute_taxonomy( (string) $taxonomy ) ) {
				continue;
			}
			add_action( "{$taxonomy}_add_form_fields", array( $this, 'render_add_fields' ) );
			add_action( "{$taxonomy}_edit_form_fields", array( $this, 'render_edit_fields' ) );
			add_action( "created_{$taxonomy}", array( $this, 'save_created' ) );
			add_action( "edited_{$taxonomy}", array( $this, 'save_edited' ) );
			add_filter( "manage_edit-{$taxonomy}_columns", array( $this, 'add_column' ) );
			add_filter( "manage_{$taxonomy}_custom_column", array( $this, 'render_column' ), 10, 3 );
		}
	}

	/**
	 * Whether a taxonomy is one of WooCommerce's global attributes.
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool {
		return ( $this->catalogue )()->is_attribute_taxonomy( $taxonomy ) && taxonomy_exists( $taxonomy );
	}

	/**
	 * The fields on the "Add new" form (a `div.form-field` per field, as core's).
	 */
	public function render_add_fields(): void {
		?>
		<div class="form-field term-boudoir-swatch-wrap">
			<?php $this->render_color_field( '', 'boudoir-swatch-color' ); ?>
		</div>
		<div class="form-field term-boudoir-swatch-image-wrap">
			<?php $this->render_image_field( 0, 'boudoir-swatch-image' ); ?>
		</div>
		<?php
	}

	/**
	 * The fields on the edit screen (table rows, as core's).
	 *
	 * @param \WP_Term $term The term being edited.
	 */
	public function render_edit_fields( \WP_Term $term ): void {
		$color = self::sanitize_color( get_term_meta( $term->term_id, self::COLOR_META, true ) );
		$image = self::sanitize_image( get_term_meta( $term->term_id, self::IMAGE_META, true ) );
		?>
		<tr class="form-field term-boudoir-swatch-wrap">
			<th scope="row"><label for="boudoir-swatch-color"><?php esc_html_e( 'Swatch colour', 'boudoir' ); ?></label></th>
			<td>
				<?php $this->render_color_field( $color, 'boudoir-swatch-color', false ); ?>
			</td>
		</tr>
		<tr class="form-field term-boudoir-swatch-image-wrap">
			<th scope="row"><label for="boudoir-swatch-image"><?php esc_html_e( 'Swatch image', 'boudoir' ); ?></label></th>
			<td>
				<?php $this->render_image_field( $image, 'boudoir-swatch-image', false ); ?>
			</td>
		</tr>
		<?php
	}

	/**
	 * The colour input: a hex text field the script turns into a colour picker.
	 *
	 * @param string $color      Current colour or ''.
	 * @param string $id         Input id.
	 * @param bool   $with_label Whether to print the label (the edit screen prints it in the row header).
	 */
	private function render_color_field( string $color, string $id, bool $with_label = true ): void {
		if ( $with_label ) {
			printf( '<label for="%1$s">%2$s</label>', esc_attr( $id ), esc_html__( 'Swatch colour', 'boudoir' ) );
		}
		printf(
			'<div class="boudoir-swatch-field" data-boudoir-swatch-field="color"><input type="text" id="%1$s" name="%2$s" value="%3$s" pattern="#[0-9a-fA-F]{6}" maxlength="7" size="10" placeholder="#rrggbb" autocomplete="off" spellcheck="false" aria-describedby="%1$s-description" /></div>',
			esc_attr( $id ),
			esc_attr( self::COLOR_FIELD ),
			esc_attr( $color )
		);
		printf(
			'<p class="description" id="%1$s-description">%2$s</p>',
			esc_attr( $id ),
			esc_html__( 'The colour of this value’s swatch, as a hex code such as #6d1a36. Leave empty for none.', 'boudoir' )
		);
	}

	/**
	 * The image input: an attachment id the script turns into "Choose image" / "Remove image" buttons.
	 *
	 * @param int    $image      Current attachment id or 0.
	 * @param string $id         Input id.
	 * @param bool   $with_label Whether to print the label.
	 */
	private function render_image_field( int $image, string $id, bool $with_label = true ): void {
		if ( $with_label ) {
			printf( '<label for="%1$s">%2$s</label>', esc_attr( $id ), esc_html__( 'Swatch image', 'boudoir' ) );
		}
		$src = $image ? wp_get_attachment_image_url( $image, 'thumbnail' ) : false;
		$alt = $image ? (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) : '';
		echo '<div class="boudoir-swatch-field" data-boudoir-swatch-field="image">';
		if ( $src ) {
			echo wp_get_attachment_image(
				$image,
				array( 48, 48 ),
				false,
				array(
					'class' => 'boudoir-swatch-field__image',
					'alt'   => $alt,
				)
			);
		}
		printf(
			'<input type="number" id="%1$s" name="%2$s" value="%3$s" min="0" step="1" aria-describedby="%1$s-description" data-image-src="%4$s" data-image-alt="%5$s" />',
			esc_attr( $id ),
			esc_attr( self::IMAGE_FIELD ),
			esc_attr( $image ? (string) $image : '' ),
			esc_url( $src ? $src : '' ),
			esc_attr( $alt )
		);
		echo '</div>';
		printf(
			'<p class="description" id="%1$s-description">%2$s</p>',
			esc_attr( $id ),
			esc_html__( 'The ID of an image from the Media Library, shown on this value’s swatch when it has no colour. Leave empty for none.', 'boudoir' )
		);
	}

	/**
	 * Saves the fields of a term added from the "Add new" form (the add-tag nonce).
	 *
	 * @param int $term_id The new term.
	 */
	public function save_created( int $term_id ): void {
		if ( ! $this->nonce_is_valid( '_wpnonce_add-tag', 'add-tag' ) ) {
			return;
		}
		$this->save( $term_id );
	}

	/**
	 * Saves the fields of a term from its edit screen (the update-tag nonce).
	 *
	 * @param int $term_id The edited term.
	 */
	public function save_edited( int $term_id ): void {
		if ( ! $this->nonce_is_valid( '_wpnonce', 'update-tag_' . $term_id ) ) {
			return;
		}
		$this->save( $term_id );
	}

	/**
	 * Whether the request carries the term screen's nonce (terms made elsewhere are left alone).
	 *
	 * @param string $field  Nonce field.
	 * @param string $action Nonce action.
	 */
	private function nonce_is_valid( string $field, string $action ): bool {
		$nonce = isset( $_POST[ $field ] ) && is_string( $_POST[ $field ] ) ? sanitize_text_field( wp_unslash( $_POST[ $field ] ) ) : '';
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * Writes the posted fields (only those present) for a user who may edit the term.
	 *
	 * @param int $term_id Term.
	 */
	private function save( int $term_id ): void {
		if ( ! current_user_can( 'edit_term', $term_id ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified by the caller.
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitize_color() and sanitize_image() below keep only a #rrggbb colour and an image attachment id; WPCS does not recognise class methods as sanitizers.
		if ( isset( $_POST[ self::COLOR_FIELD ] ) ) {
			$color = self::sanitize_color( wp_unslash( $_POST[ self::COLOR_FIELD ] ) );
			if ( '' === $color ) {
				delete_term_meta( $term_id, self::COLOR_META );
			} else {
				update_term_meta( $term_id, self::COLOR_META, $color );
			}
		}
		if ( isset( $_POST[ self::IMAGE_FIELD ] ) ) {
			$image = self::sanitize_image( wp_unslash( $_POST[ self::IMAGE_FIELD ] ) );
			if ( 0 === $image ) {
				delete_term_meta( $term_id, self::IMAGE_META );
			} else {
				update_term_meta( $term_id, self::IMAGE_META, $image );
			}
		}
		// phpcs:enable
	}

	/**
	 * A colour as stored: `#rrggbb` in lower case, or '' for anything else.
	 *
	 * @param mixed $value Posted or stored value.
	 */
	public static function sanitize_color( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = strtolower( trim( $value ) );
		return 1 === preg_match( '/^#[0-9a-f]{6}$/', $value ) ? $value : '';
	}

	/**
	 * An image as stored: the id of an image attachment, or 0.
	 *
	 * @param mixed $value Posted or stored value.
	 */
	public static function sanitize_image( mixed $value ): int {
		if ( is_string( $value ) ) {
			$value = trim( $value );
		}
		if ( ! is_int( $value ) && ! ( is_string( $value ) && ctype_digit( $value ) ) ) {
			return 0;
		}
		$id = (int) $value;
		return $id > 0 && 'attachment' === get_post_type( $id ) && wp_attachment_is_image( $id ) ? $id : 0;
	}

	/**
	 * Adds the "Swatch" column after the name.
	 *
	 * @param array<string,string> $columns Columns of the terms list table.
	 * @return array<string,string>
	 */
	public function add_column( $columns ): array {
		$columns = is_array( $columns ) ? $columns : array();
		$result  = array();
		foreach ( $columns as $key => $label ) {
			$result[ $key ] = $label;
			if ( 'name' === $key ) {
				$result[ self::COLUMN ] = __( 'Swatch', 'boudoir' );
			}
		}
		if ( ! isset( $result[ self::COLUMN ] ) ) {
			$result[ self::COLUMN ] = __( 'Swatch', 'boudoir' );
		}
		return $result;
	}

	/**
	 * The "Swatch" cell: a small square and the hex code (or the image's thumbnail).
	 *
	 * @param string     $content Cell content so far.
	 * @param string     $column  Column name.
	 * @param int|string $term_id Term.
	 */
	public function render_column( $content, $column, $term_id ): string {
		$content = is_string( $content ) ? $content : '';
		if ( self::COLUMN !== $column ) {
			return $content;
		}
		$term_id = (int) $term_id;
		$color   = self::sanitize_color( get_term_meta( $term_id, self::COLOR_META, true ) );
		if ( '' !== $color ) {
			return $content . sprintf(
				'<span class="boudoir-swatch-column"><span class="boudoir-swatch-column__square" style="background-color:%1$s" aria-hidden="true"></span> <code>%2$s</code></span>',
				esc_attr( $color ),
				esc_html( $color )
			);
		}
		$image = self::sanitize_image( get_term_meta( $term_id, self::IMAGE_META, true ) );
		if ( $image ) {
			return $content . wp_get_attachment_image( $image, array( 24, 24 ), false, array( 'class' => 'boudoir-swatch-column__image' ) );
		}
		return $content;
	}

	/**
	 * Loads the picker script, the media modal and the styles on attribute term screens only.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, array( 'edit-tags.php', 'term.php' ), true ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( ! $screen || ! $this->is_attribute_taxonomy( (string) $screen->taxonomy ) ) {
			return;
		}
		// The list column's square is styled even when the script is missing.
		wp_register_style( self::HANDLE . '-column', false, array(), BOUDOIR_VERSION );
		wp_enqueue_style( self::HANDLE . '-column' );
		wp_add_inline_style( self::HANDLE . '-column', self::column_css() );

		$asset_file = $this->build_dir . '/scripts/swatches-admin.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_media();
		wp_enqueue_script(
			self::HANDLE,
			$this->build_url . '/scripts/swatches-admin.js',
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		I18n::script( self::HANDLE );
		$style_deps = array( 'wp-components' );
		if ( is_readable( $this->build_dir . '/scripts/swatches-admin.css' ) ) {
			wp_enqueue_style( self::HANDLE, $this->build_url . '/scripts/swatches-admin.css', $style_deps, $asset['version'] );
		} else {
			wp_enqueue_style( 'wp-components' );
		}
	}

	/**
	 * The column's square: 16 px with a border so light colours show on white.
	 */
	private static function column_css(): string {
		return '.boudoir-swatch-column{display:inline-flex;align-items:center;gap:6px}'
			. '.boudoir-swatch-column__square{display:inline-block;width:16px;height:16px;border:1px solid #757575;border-radius:2px}'
			. '.column-' . self::COLUMN . '{width:9em}';
	}
}

<?php
/**
 * Server render of boudoir/header-search: a complete product search form. In the
 * drop-down style a "Search" link opens it without JavaScript (the form shows as the
 * link's target); the view script turns that link into a toggle button.
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

// The block's own style, else the site's (Settings → Boudoir), else drop_down.
$boudoir_drop_down   = 'drop_down' === \Boudoir\Blocks\Header_Search_Settings::resolve( $boudoir_attributes['menuSearchStyle'] ?? null );
$boudoir_focus_delay = max( 0, (int) $boudoir_attributes['focusDelay'] );
// Products are searched through the shop's own post type (the adapter names it); without a shop, the whole site.
$boudoir_post_types = \Boudoir\Plugin::instance()->catalogue()->product_post_types();
$boudoir_post_type  = (string) ( $boudoir_post_types[0] ?? '' );
$boudoir_form_id    = wp_unique_id( 'boudoir-header-search-' );
$boudoir_field_id   = $boudoir_form_id . '-field';
$boudoir_field_name = '' !== $boudoir_post_type ? __( 'Search products', 'boudoir' ) : __( 'Search', 'boudoir' );
$boudoir_term       = get_search_query( false );
$boudoir_form_class = 'boudoir-header-search__form' . ( '' !== $boudoir_term ? ' filled' : '' );
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'             => 'boudoir-header-search ' . ( $boudoir_drop_down ? 'is-drop-down' : 'is-inline' ),
				'data-search-style' => $boudoir_drop_down ? 'drop_down' : 'inline',
				'data-focus-delay'  => (string) $boudoir_focus_delay,
			)
		)
	);
	?>
>
	<?php if ( $boudoir_drop_down ) : ?>
		<a class="boudoir-header-search__toggle" href="<?php echo esc_url( '#' . $boudoir_form_id ); ?>">
			<?php echo wp_kses( \Boudoir\Icons::svg( 'search', 'boudoir-header-search__icon' ), \Boudoir\Kses::svg() ); ?>
			<span class="boudoir-header-search__label"><?php esc_html_e( 'Search', 'boudoir' ); ?></span>
		</a>
	<?php endif; ?>
	<form
		id="<?php echo esc_attr( $boudoir_form_id ); ?>"
		class="<?php echo esc_attr( $boudoir_form_class ); ?>"
		role="search"
		method="get"
		action="<?php echo esc_url( home_url( '/' ) ); ?>"
	>
		<label class="boudoir-header-search__label" for="<?php echo esc_attr( $boudoir_field_id ); ?>"><?php echo esc_html( $boudoir_field_name ); ?></label>
		<input
			id="<?php echo esc_attr( $boudoir_field_id ); ?>"
			class="boudoir-header-search__field"
			type="search"
			name="s"
			value="<?php echo esc_attr( $boudoir_term ); ?>"
			placeholder="<?php echo esc_attr( $boudoir_field_name ); ?>&hellip;"
			autocomplete="off"
		/>
		<?php if ( '' !== $boudoir_post_type ) : ?>
			<input type="hidden" name="post_type" value="<?php echo esc_attr( $boudoir_post_type ); ?>" />
		<?php endif; ?>
		<button class="boudoir-header-search__submit" type="submit"><?php echo esc_html_x( 'Go', 'submit a search', 'boudoir' ); ?></button>
	</form>
</div>

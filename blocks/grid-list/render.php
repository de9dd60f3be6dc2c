<?php
/**
 * Server render of boudoir/grid-list: the two buttons, the shopper's view (the cookie
 * `gridcookie`, else the default) pressed, and the inline script that keeps a cached page
 * right (Boudoir\Blocks\Grid_List). Hidden until a script shows it: the buttons need one.
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

$boudoir_default = 'list' === $boudoir_attributes['defaultView'] ? 'list' : 'grid';
$boudoir_view    = \Boudoir\Blocks\Grid_List::view( $boudoir_default );
\Boudoir\Blocks\Grid_List::shown( $boudoir_view );
// Each button's name; its icon is the set's of the same name.
$boudoir_buttons = array(
	'grid' => __( 'Grid view', 'boudoir' ),
	'list' => __( 'List view', 'boudoir' ),
);
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'        => 'boudoir-grid-list',
				'role'         => 'group',
				'aria-label'   => __( 'Product view', 'boudoir' ),
				'data-default' => $boudoir_default,
			)
		)
	);
	?>
	hidden
>
	<?php foreach ( $boudoir_buttons as $boudoir_key => $boudoir_name ) : ?>
		<button type="button" class="boudoir-grid-list__button" data-view="<?php echo esc_attr( $boudoir_key ); ?>" aria-pressed="<?php echo $boudoir_key === $boudoir_view ? 'true' : 'false'; ?>">
			<?php echo wp_kses( \Boudoir\Icons::svg( $boudoir_key ), \Boudoir\Kses::svg() ); ?>
			<span class="screen-reader-text"><?php echo esc_html( $boudoir_name ); ?></span>
		</button>
	<?php endforeach; ?>
	<?php wp_print_inline_script_tag( \Boudoir\Blocks\Grid_List::sync_script() ); ?>
</div>

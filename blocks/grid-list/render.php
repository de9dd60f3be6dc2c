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
$boudoir_buttons = array(
	'grid' => array(
		__( 'Grid view', 'boudoir' ),
		'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
	),
	'list' => array(
		__( 'List view', 'boudoir' ),
		'M4 5h4v4H4zm6 1h10v2H10zM4 10h4v4H4zm6 1h10v2H10zM4 15h4v4H4zm6 1h10v2H10z',
	),
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
	<?php foreach ( $boudoir_buttons as $boudoir_key => $boudoir_button ) : ?>
		<button type="button" class="boudoir-grid-list__button" data-view="<?php echo esc_attr( $boudoir_key ); ?>" aria-pressed="<?php echo $boudoir_key === $boudoir_view ? 'true' : 'false'; ?>">
			<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="<?php echo esc_attr( $boudoir_button[1] ); ?>" fill="currentColor"/></svg>
			<span class="screen-reader-text"><?php echo esc_html( $boudoir_button[0] ); ?></span>
		</button>
	<?php endforeach; ?>
	<?php wp_print_inline_script_tag( \Boudoir\Blocks\Grid_List::sync_script() ); ?>
</div>

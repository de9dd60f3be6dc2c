<?php
/**
 * Server render of boudoir/mobile-menu: an "Open menu" link to a side panel (a dialog
 * named "Menu" with a "Close menu" link and the navigation menu's items as nested
 * lists). Without JavaScript the panel shows as the link's target, every submenu open;
 * the view script turns the links into buttons, opens the panel as a modal dialog and
 * collapses the submenus behind their toggles (README.md).
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

use Boudoir\Blocks\Mobile_Menu_Settings;
use Boudoir\Blocks\Navigation_Items;
use Boudoir\Icons;
use Boudoir\Kses;

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_menu = Mobile_Menu_Settings::source( $boudoir_attributes['sidrSource'] ?? 0 );
if ( null === $boudoir_menu ) {
	return;
}
$boudoir_items = Navigation_Items::from_post( $boudoir_menu );
// No items, no button that opens an empty panel.
if ( array() === $boudoir_items ) {
	return;
}

$boudoir_options = Mobile_Menu_Settings::resolve( $attributes );
$boudoir_rtl     = is_rtl();
$boudoir_side    = Mobile_Menu_Settings::screen_side( $boudoir_options['side'], $boudoir_rtl ); // Right-to-left pages mirror the side (docs/contract.md, Data isRTL).
$boudoir_id      = wp_unique_id( 'boudoir-mobile-menu-' );
$boudoir_nav     = trim( wp_strip_all_tags( get_the_title( $boudoir_menu ) ) );

/**
 * Prints a list of items, each submenu after a (hidden until the script runs) toggle.
 *
 * @param array<int,array<string,mixed>> $items  The items.
 * @param string                         $id     The list's id.
 * @param bool                           $nested Whether it is a submenu.
 */
$boudoir_list = static function ( array $items, string $id, bool $nested ) use ( &$boudoir_list ): void {
	printf(
		'<ul%1$s class="%2$s">',
		$nested ? ' id="' . esc_attr( $id ) . '"' : '',
		esc_attr( $nested ? 'boudoir-mobile-menu__list boudoir-mobile-menu__submenu' : 'boudoir-mobile-menu__list' )
	);
	foreach ( $items as $index => $item ) {
		$children   = is_array( $item['children'] ?? null ) ? $item['children'] : array();
		$submenu_id = $id . '-' . ( (int) $index + 1 );
		$label      = (string) $item['label'];
		$rel        = (string) $item['rel'];
		if ( $item['new_tab'] ) {
			$rel = trim( $rel . ' noopener' );
		}
		printf( '<li class="%s">', esc_attr( 'boudoir-mobile-menu__item' . ( $children ? ' has-children' : '' ) . ( $item['current'] ? ' is-current' : '' ) ) );
		echo '<div class="boudoir-mobile-menu__row">';
		// No address, or none allowed (javascript:…): the label alone.
		if ( '' !== esc_url( (string) $item['url'] ) ) {
			printf(
				'<a class="boudoir-mobile-menu__link" href="%1$s"%2$s%3$s%4$s>%5$s</a>',
				esc_url( (string) $item['url'] ),
				$item['current'] ? ' aria-current="page"' : '',
				$item['new_tab'] ? ' target="_blank"' : '',
				'' !== $rel ? ' rel="' . esc_attr( $rel ) . '"' : '',
				esc_html( $label )
			);
		} else {
			printf( '<span class="boudoir-mobile-menu__link">%s</span>', esc_html( $label ) );
		}
		if ( $children ) {
			printf(
				'<button type="button" class="boudoir-mobile-menu__toggle" aria-expanded="true" aria-controls="%1$s" hidden>%3$s<span class="boudoir-mobile-menu__label">%2$s</span></button>',
				esc_attr( $submenu_id ),
				/* translators: %s: the menu item whose submenu the button shows or hides, e.g. "Shop". */
				esc_html( sprintf( __( '%s submenu', 'boudoir' ), $label ) ),
				wp_kses( Icons::svg( 'disclosure', 'boudoir-mobile-menu__chevron' ), Kses::svg() )
			);
		}
		echo '</div>';
		if ( $children ) {
			$boudoir_list( $children, $submenu_id, true );
		}
		echo '</li>';
	}
	echo '</ul>';
};

$boudoir_classes = 'boudoir-mobile-menu is-side-' . $boudoir_side . ( $boudoir_options['displace'] ? ' is-displacing' : '' ) . ( $boudoir_rtl ? ' is-rtl' : '' );
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'                => $boudoir_classes,
				'data-side'            => $boudoir_side,
				'data-displace'        => $boudoir_options['displace'] ? 'true' : 'false',
				'data-dropdown-target' => $boudoir_options['dropdown_target'],
			)
		)
	);
	?>
>
	<a id="<?php echo esc_attr( $boudoir_id . '-open' ); ?>" class="boudoir-mobile-menu__open" href="<?php echo esc_url( '#' . $boudoir_id ); ?>" aria-haspopup="dialog">
		<?php echo wp_kses( Icons::svg( 'menu', 'boudoir-mobile-menu__icon' ), Kses::svg() ); ?>
		<span class="boudoir-mobile-menu__label"><?php esc_html_e( 'Open menu', 'boudoir' ); ?></span>
	</a>
	<dialog id="<?php echo esc_attr( $boudoir_id ); ?>" class="boudoir-mobile-menu__dialog" aria-labelledby="<?php echo esc_attr( $boudoir_id . '-title' ); ?>">
		<div class="boudoir-mobile-menu__panel">
			<div class="boudoir-mobile-menu__header">
				<h2 id="<?php echo esc_attr( $boudoir_id . '-title' ); ?>" class="boudoir-mobile-menu__title"><?php echo esc_html_x( 'Menu', 'the mobile side menu', 'boudoir' ); ?></h2>
				<a class="boudoir-mobile-menu__close" href="<?php echo esc_url( '#' . $boudoir_id . '-open' ); ?>">
					<?php echo wp_kses( Icons::svg( 'close', 'boudoir-mobile-menu__icon' ), Kses::svg() ); ?>
					<span class="boudoir-mobile-menu__label"><?php esc_html_e( 'Close menu', 'boudoir' ); ?></span>
				</a>
			</div>
			<nav class="boudoir-mobile-menu__nav"<?php echo '' !== $boudoir_nav ? ' aria-label="' . esc_attr( $boudoir_nav ) . '"' : ''; ?>>
				<?php $boudoir_list( $boudoir_items, $boudoir_id . '-submenu', false ); ?>
			</nav>
		</div>
	</dialog>
</div>

<?php
/**
 * The header: skip link, banner with the site title, the main menu and the header widget area.
 *
 * @package Boudoir\Tests
 */

defined( 'ABSPATH' ) || exit;
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<header class="site-header">
	<p class="site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a></p>
	<?php if ( has_nav_menu( BOUDOIR_CLASSIC_MENU_LOCATION ) ) : ?>
		<nav class="site-navigation" aria-label="Main menu">
			<?php
			wp_nav_menu(
				array(
					'theme_location' => BOUDOIR_CLASSIC_MENU_LOCATION,
					'container'      => false,
					'depth'          => 1,
					'fallback_cb'    => false,
				)
			);
			?>
		</nav>
	<?php endif; ?>
	<?php if ( is_active_sidebar( BOUDOIR_CLASSIC_HEADER_SIDEBAR ) ) : ?>
		<div class="site-header__widgets">
			<?php dynamic_sidebar( BOUDOIR_CLASSIC_HEADER_SIDEBAR ); ?>
		</div>
	<?php endif; ?>
</header>

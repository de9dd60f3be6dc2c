<?php
/**
 * The double's classic WooCommerce template inside a block theme: the theme's header and
 * footer template parts around `<main id="wp--skip-link--target">`.
 *
 * Parts and content render before wp_head() so the blocks they use enqueue their styles,
 * as core's template-canvas.php does.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

ob_start();
include $GLOBALS['wc_double_content_template'];
$wc_double_main = (string) ob_get_clean();

$wc_double_header = WC_Double_Template_Loader::template_part( 'header', 'header' );
$wc_double_footer = WC_Double_Template_Loader::template_part( 'footer', 'footer' );
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="wp-site-blocks">
<?php echo $wc_double_header; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
<main id="wp--skip-link--target" class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-constrained" style="margin-top:var(--wp--preset--spacing--50);margin-bottom:var(--wp--preset--spacing--50)">
<?php echo $wc_double_main; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
</main>
<?php echo $wc_double_footer; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
</div>
<?php wp_footer(); ?>
</body>
</html>

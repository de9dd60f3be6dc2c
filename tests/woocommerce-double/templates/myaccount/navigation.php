<?php
/**
 * Account navigation (WooCommerce's templates/myaccount/navigation.php, 9.3.0), reduced to
 * the dashboard and the log-out link: the double has no other account endpoints.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_account_navigation' );
?>

<nav class="woocommerce-MyAccount-navigation" aria-label="<?php esc_attr_e( 'Account pages', 'woocommerce' ); ?>">
	<ul>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--dashboard is-active">
			<a href="<?php echo esc_url( wc_get_page_permalink( 'myaccount' ) ); ?>" aria-current="page"><?php esc_html_e( 'Dashboard', 'woocommerce' ); ?></a>
		</li>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
			<a href="<?php echo esc_url( wc_logout_url() ); ?>"><?php esc_html_e( 'Log out', 'woocommerce' ); ?></a>
		</li>
	</ul>
</nav>

<?php do_action( 'woocommerce_after_account_navigation' ); ?>

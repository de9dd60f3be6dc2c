<?php
/**
 * The footer: the contentinfo landmark, then WordPress's footer scripts.
 *
 * @package Boudoir\Tests
 */

defined( 'ABSPATH' ) || exit;
?>
<footer class="site-footer">
	<p><?php bloginfo( 'name' ); ?> · <?php bloginfo( 'description' ); ?></p>
</footer>
<?php wp_footer(); ?>
</body>
</html>

/**
 * WooCommerce double: `woocommerce` (the script WooCommerce loads on every front-end page).
 *
 * Reproduces the part of WooCommerce's client/legacy/js/frontend/woocommerce.js that
 * Boudoir's pages rely on: the catalogue's ordering control submits its form when its
 * select changes. No store notice, password toggles or description tooltips.
 */
/* global jQuery */

jQuery( function ( $ ) {
	// Orderby
	$( '.woocommerce-ordering' ).on( 'change', 'select.orderby', function () {
		$( this ).closest( 'form' ).trigger( 'submit' );
	} );
} );

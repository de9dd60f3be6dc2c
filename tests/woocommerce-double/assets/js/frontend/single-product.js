/**
 * WooCommerce double: `wc-single-product` (tabs, review link, gallery reveal).
 *
 * Reproduces the parts of WooCommerce's client/legacy/js/frontend/single-product.js
 * that shape the page: the first tab (or the one in the URL hash) opens, tab links
 * switch panels, `a.woocommerce-review-link` opens the reviews tab, and the gallery,
 * printed with `opacity: 0`, is revealed once started. No FlexSlider, zoom or PhotoSwipe.
 */
/* global jQuery */

jQuery( function ( $ ) {
	const $body = $( document.body );

	function selectTab( $wrapper, $link ) {
		const $tabs = $wrapper.find( '.wc-tabs, ul.tabs' ).first();
		$wrapper
			.find( '.wc-tab, .woocommerce-tabs .panel:not(.panel .panel)' )
			.hide();
		$tabs.find( 'li' ).removeClass( 'active' );
		$tabs
			.find( 'a[role="tab"]' )
			.attr( { 'aria-selected': 'false', tabindex: '-1' } );
		$link.closest( 'li' ).addClass( 'active' );
		$link.attr( { 'aria-selected': 'true', tabindex: '0' } );
		$wrapper.find( '#' + $link.attr( 'href' ).split( '#' )[ 1 ] ).show();
	}

	$body
		.on( 'init', '.wc-tabs-wrapper, .woocommerce-tabs', function () {
			const $wrapper = $( this );
			const hash = window.location.hash;
			const url = window.location.href;
			const $links = $wrapper.find( '.wc-tabs li a, ul.tabs li a' );
			let $initial = $links.first();
			if (
				hash.toLowerCase().indexOf( 'comment-' ) >= 0 ||
				hash === '#reviews' ||
				hash === '#tab-reviews'
			) {
				$initial = $links.filter( '[href="#tab-reviews"]' );
			} else if (
				url.indexOf( 'comment-page-' ) > 0 ||
				url.indexOf( 'cpage=' ) > 0
			) {
				$initial = $links.filter( '[href="#tab-reviews"]' );
			} else if ( hash === '#tab-additional_information' ) {
				$initial = $links.filter(
					'[href="#tab-additional_information"]'
				);
			}
			if ( $initial.length ) {
				selectTab( $wrapper, $initial );
			}
		} )
		.on( 'click', '.wc-tabs li a, ul.tabs li a', function ( event ) {
			event.preventDefault();
			selectTab(
				$( this ).closest( '.wc-tabs-wrapper, .woocommerce-tabs' ),
				$( this )
			);
		} )
		.on( 'keydown', '.wc-tabs li a, ul.tabs li a', function ( event ) {
			const $links = $( this ).closest( 'ul' ).find( 'a[role="tab"]' );
			const index = $links.index( this );
			let next = null;
			if ( event.key === 'ArrowRight' ) {
				next = $links.eq( ( index + 1 ) % $links.length );
			} else if ( event.key === 'ArrowLeft' ) {
				next = $links.eq(
					( index - 1 + $links.length ) % $links.length
				);
			}
			if ( next ) {
				event.preventDefault();
				next.trigger( 'focus' ).trigger( 'click' );
			}
		} )
		.on( 'click', 'a.woocommerce-review-link', function () {
			$( '.reviews_tab a' ).trigger( 'click' );
			return true;
		} );

	$( '.wc-tabs-wrapper, .woocommerce-tabs' ).trigger( 'init' );

	$( '.woocommerce-product-gallery' ).each( function () {
		$( this )
			.css( 'opacity', 1 )
			.trigger( 'wc-product-gallery-after-init', [ this, {} ] );
	} );
} );

/**
 * WooCommerce double: `wc-single-product` (tabs, review link, gallery reveal).
 *
 * Reproduces the parts of WooCommerce's client/legacy/js/frontend/single-product.js
 * that shape the page: the first tab (or the one in the URL hash) opens, tab links
 * switch panels, `a.woocommerce-review-link` opens the reviews tab, the review form's
 * rating select gives way to WooCommerce 10.0.2's five star radios, and the gallery,
 * printed with `opacity: 0`, is revealed once started. No FlexSlider, zoom or PhotoSwipe.
 */
/* global jQuery, wc_single_product_params */
/* eslint-disable camelcase -- WooCommerce's own names. */

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
		// Star ratings for reviews: the select stays in the form, hidden, and takes the value.
		.on( 'init', '#rating', function () {
			const $stars = $( '<span role="group"></span>' ).attr(
				'aria-labelledby',
				'comment-form-rating-label'
			);
			wc_single_product_params.i18n_rating_options.forEach(
				function ( text, index ) {
					$stars.append(
						$(
							'<a href="#" role="radio" aria-checked="false"></a>'
						)
							.addClass( 'star-' + ( index + 1 ) )
							.attr( 'tabindex', index === 0 ? '0' : '-1' )
							.text( text )
					);
				}
			);
			$( this )
				.hide()
				.before( $( '<p class="stars"></p>' ).append( $stars ) );
		} )
		.on( 'click', '#respond p.stars a', function () {
			const $star = $( this );
			const $container = $star.closest( '.stars' );
			$star
				.closest( '#respond' )
				.find( '#rating' )
				.val( $container.find( 'a' ).index( $star ) + 1 );
			$star
				.siblings( 'a' )
				.removeClass( 'active' )
				.attr( { 'aria-checked': 'false', tabindex: '-1' } );
			$star
				.addClass( 'active' )
				.attr( { 'aria-checked': 'true', tabindex: '0' } );
			$container.addClass( 'selected' );
			return false;
		} )
		.on( 'click', '#respond #submit', function () {
			const $rating = $( this ).closest( '#respond' ).find( '#rating' );
			if (
				$rating.length > 0 &&
				! $rating.val() &&
				wc_single_product_params.review_rating_required === 'yes'
			) {
				// eslint-disable-next-line no-alert -- WooCommerce's own prompt.
				window.alert(
					wc_single_product_params.i18n_required_rating_text
				);
				return false;
			}
		} )
		.on( 'click', 'a.woocommerce-review-link', function () {
			$( '.reviews_tab a' ).trigger( 'click' );
			return true;
		} );

	$( '.wc-tabs-wrapper, .woocommerce-tabs, #rating' ).trigger( 'init' );

	$( '.woocommerce-product-gallery' ).each( function () {
		$( this )
			.css( 'opacity', 1 )
			.trigger( 'wc-product-gallery-after-init', [ this, {} ] );
	} );
} );

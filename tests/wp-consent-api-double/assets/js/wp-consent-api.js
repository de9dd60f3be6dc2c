/**
 * The WP Consent API's JS (its assets/js/wp-consent-api.js), reproduced for tests: the globals
 * `wp_has_consent( category )` and `wp_set_consent( category, value )`, the consent cookies
 * (`{cookie_prefix}_{category}` = allow | deny, path /), and the document event
 * `wp_listen_for_consent_change` whose `detail` holds the changed category's value
 * (`detail.marketing === 'allow'`). Test infrastructure only.
 */
/* global consent_api */
/* eslint-disable camelcase, no-var */
( function () {
	'use strict';

	window.wp_fallback_consent_type = consent_api.consent_type;
	window.waitfor_consent_hook = consent_api.waitfor_consent_hook;

	function getCookie( name ) {
		var prefix = name + '=';
		var cookies = document.cookie.split( ';' );
		for ( var i = 0; i < cookies.length; i++ ) {
			var cookie = cookies[ i ].trim();
			if ( cookie.indexOf( prefix ) === 0 ) {
				return cookie.substring( prefix.length );
			}
		}
		return '';
	}

	function setCookie( name, value ) {
		var date = new Date();
		date.setTime(
			date.getTime() + consent_api.cookie_expiration * 24 * 60 * 60 * 1000
		);
		document.cookie =
			name +
			'=' +
			value +
			( window.location.protocol === 'https:' ? ';secure' : '' ) +
			';expires=' +
			date.toUTCString() +
			';path=/';
	}

	window.wp_has_consent = function ( category ) {
		var type =
			typeof window.wp_consent_type !== 'undefined'
				? window.wp_consent_type
				: window.wp_fallback_consent_type;
		if ( ! type ) {
			return true;
		}
		var value = getCookie( consent_api.cookie_prefix + '_' + category );
		if ( type.indexOf( 'optout' ) !== -1 && value === '' ) {
			return true;
		}
		return value === 'allow';
	};

	window.wp_set_consent = function ( category, value ) {
		if ( value !== 'allow' && value !== 'deny' ) {
			return;
		}
		setCookie( consent_api.cookie_prefix + '_' + category, value );
		// As the API: an array carrying the category as a key.
		var changed = [];
		changed[ category ] = value;
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: changed,
			} )
		);
	};
} )();

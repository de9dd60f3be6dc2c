/**
 * WooCommerce double: `wc-settings`.
 *
 * As WooCommerce's wc-settings script (client/blocks/assets/js/settings/shared): reads the
 * `wcSettings` global that AssetDataRegistry prints before this handle, and exposes it on
 * `window.wc.wcSettings` with `getSetting( name, fallback )` and `allSettings`.
 *
 * @param {Window} window The window.
 */
( function ( window ) {
	const allSettings =
		typeof window.wcSettings === 'object' && window.wcSettings
			? window.wcSettings
			: {};

	function getSetting( name, fallback ) {
		return Object.prototype.hasOwnProperty.call( allSettings, name )
			? allSettings[ name ]
			: fallback;
	}

	window.wc = window.wc || {};
	window.wc.wcSettings = Object.assign( window.wc.wcSettings || {}, {
		allSettings,
		getSetting,
		getSettingWithCoercion( name, fallback, typeguard ) {
			const value = getSetting( name, fallback );
			return typeguard( value ) ? value : fallback;
		},
	} );
} )( window );

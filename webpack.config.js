/**
 * Build: the blocks under blocks/ (found by their block.json, as @wordpress/scripts
 * does) plus Boudoir's shared packages under src/, each exposed as a script handle.
 */

/**
 * WordPress dependencies
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

/**
 * Shared packages: `import … from '@boudoir/<name>'` resolves at run time to
 * `window.boudoir.<camelName>` from the script handle `boudoir-<name>`.
 */
const PACKAGES = [ 'api' ];

const camelCase = ( name ) =>
	name.replace( /-([a-z])/g, ( _, letter ) => letter.toUpperCase() );

const packageEntries = Object.fromEntries(
	PACKAGES.map( ( name ) => [
		`packages/${ name }`,
		{
			import: `./src/${ name }/index.ts`,
			library: { name: [ 'boudoir', camelCase( name ) ], type: 'window' },
		},
	] )
);

module.exports = {
	...defaultConfig,
	entry: () => ( { ...defaultConfig.entry(), ...packageEntries } ),
	output: {
		...defaultConfig.output,
		// The specification's script chunk timeout (webpack's own default, stated on purpose).
		chunkLoadTimeout: 120000,
		chunkFilename: 'chunks/[name].js?ver=[contenthash]',
		enabledLibraryTypes: [ 'window' ],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				// WordPress 6.5 has no `react-jsx-runtime` handle (6.6+): bundle the ~1 KB runtime.
				if (
					request === 'react/jsx-runtime' ||
					request === 'react/jsx-dev-runtime'
				) {
					return false;
				}
				if ( request.startsWith( '@boudoir/' ) ) {
					return [
						'boudoir',
						camelCase( request.slice( '@boudoir/'.length ) ),
					];
				}
				return undefined;
			},
			requestToHandle( request ) {
				if ( request.startsWith( '@boudoir/' ) ) {
					return `boudoir-${ request.slice( '@boudoir/'.length ) }`;
				}
				return undefined;
			},
		} ),
	],
};

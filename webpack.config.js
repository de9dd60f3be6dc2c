/**
 * Build: the blocks under blocks/ (found by their block.json, as @wordpress/scripts
 * does) plus Boudoir's shared packages under src/, each exposed as a script handle.
 */

/**
 * WordPress dependencies
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );

/**
 * Internal dependencies
 */
const { writeRestTypes } = require( './bin/lib/rest-types.js' );

// The wishlist store imports the REST types generated from the routes' schemas (git-ignored:
// docs/development.md, "REST types"); every build and `npm run dev` writes them first.
writeRestTypes();

/**
 * Shared packages, named by their folder under src/: `import … from '@boudoir/stores/wishlist'`
 * resolves at run time to `window.boudoir.storesWishlist` from the script handle
 * `boudoir-stores-wishlist` (built as build/packages/stores-wishlist.js).
 */
const PACKAGES = [
	'islands',
	'api',
	'components',
	'stores/wishlist',
	'stores/cart',
];

const slug = ( name ) => name.replace( /\//g, '-' );
const camelCase = ( name ) =>
	slug( name ).replace( /-([a-z])/g, ( _, letter ) => letter.toUpperCase() );

/**
 * Scripts that are neither blocks nor shared packages (wp-admin screens, every-page theme
 * behaviours), built as build/scripts/<name>.js with their .asset.php when the file exists;
 * their PHP enqueues them.
 */
const SCRIPTS = {
	'swatches-admin': './src/swatches-admin/index.tsx',
	settings: './src/settings/index.tsx',
	insights: './src/insights/index.tsx',
	'anchor-scroll': './src/anchor-scroll/view.ts',
	'mega-menu': './src/mega-menu/view.ts',
	'restyled-selects': './src/restyled-selects/view.ts',
	carousel: './src/carousel/late.ts',
	'photo-feed': './blocks/photo-feed/view.ts',
	'lightbox-view': './src/lightbox/view.ts',
	lightbox: './src/lightbox/late.ts',
	'account-toggle': './src/account-toggle/index.ts',
	quantity: './src/quantity/view.ts',
	'reviews-link': './src/reviews-link/view.ts',
	'cart-markers': './src/cart-markers/view.ts',
	attribution: './src/attribution/index.ts',
	'attribution-tracker': './src/attribution/tracker.ts',
	'attribution-blocks': './src/attribution/blocks.ts',
};

/**
 * Each block's island (`blocks/<name>/island.tsx`): its React view, built as
 * build/<name>/island.js with its .asset.php. `Boudoir\Islands` registers it and holds it,
 * with the dependencies the page lacks, until the block's view script loads it.
 */
const islandEntries = Object.fromEntries(
	fs
		.readdirSync( path.join( __dirname, 'blocks' ) )
		.filter( ( name ) =>
			fs.existsSync(
				path.join( __dirname, 'blocks', name, 'island.tsx' )
			)
		)
		.map( ( name ) => [
			`${ name }/island`,
			`./blocks/${ name }/island.tsx`,
		] )
);

/**
 * Only the packages are shared handles; other `@boudoir/<module>` imports are bundled.
 * @param request
 */
const isPackage = ( request ) =>
	request.startsWith( '@boudoir/' ) &&
	PACKAGES.includes( request.slice( '@boudoir/'.length ) );

const packageEntries = Object.fromEntries(
	PACKAGES.map( ( name ) => [
		`packages/${ slug( name ) }`,
		{
			import: `./src/${ name }/index.ts`,
			library: { name: [ 'boudoir', camelCase( name ) ], type: 'window' },
		},
	] )
);

/**
 * React's JSX runtime as WordPress 6.6+ has it: the handle `react-jsx-runtime`, exposing
 * `window.ReactJSXRuntime` and depending on `react`. Every bundle imports `react/jsx-runtime`
 * from that handle (the dependency extraction plugin's default); on WordPress 6.5, which has no
 * such handle, Boudoir\Assets registers this build of the package's own runtime under it. The
 * entry names the package's file by its path, so the plugin does not make it external to itself;
 * the runtime's `react` is, as everywhere: it uses only the public `React` global. Like
 * WordPress 6.6's own copy it reads React 18's `ReactCurrentOwner` (Plugin Check's
 * react_removed_api names it): it only ever runs beside WordPress 6.5's React 18.
 */
const jsxRuntimeEntry = {
	'scripts/react-jsx-runtime': {
		import: require.resolve( 'react/jsx-runtime' ),
		library: { name: 'ReactJSXRuntime', type: 'window' },
	},
};

/**
 * The icon set (src/icons/*.svg): imported through bin/lib/icon-loader.cjs (not the default
 * config's SVGR components), and copied to build/icons/ for php/class-icons.php (src/ is not
 * in the release).
 */
const ICONS = path.resolve( __dirname, 'src/icons' );
const isSvgRule = ( rule ) => String( rule.test ) === String( /\.svg$/ );

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...defaultConfig.entry(),
		...packageEntries,
		...islandEntries,
		...jsxRuntimeEntry,
		...Object.fromEntries(
			Object.entries( SCRIPTS )
				.filter( ( [ , file ] ) => fs.existsSync( file ) )
				.map( ( [ name, file ] ) => [ `scripts/${ name }`, file ] )
		),
	} ),
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			'@boudoir': path.resolve( __dirname, 'src' ),
		},
	},
	output: {
		...defaultConfig.output,
		// The specification's script chunk timeout (webpack's own default, stated on purpose).
		chunkLoadTimeout: 120000,
		chunkFilename: 'chunks/[name].js?ver=[contenthash]',
		enabledLibraryTypes: [ 'window' ],
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules.map( ( rule ) =>
				isSvgRule( rule ) ? { ...rule, exclude: ICONS } : rule
			),
			{
				test: /\.svg$/,
				include: ICONS,
				loader: require.resolve( './bin/lib/icon-loader.cjs' ),
				type: 'javascript/auto',
			},
		],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				if ( isPackage( request ) ) {
					return [
						'boudoir',
						camelCase( request.slice( '@boudoir/'.length ) ),
					];
				}
				return undefined;
			},
			requestToHandle( request ) {
				if ( isPackage( request ) ) {
					return `boudoir-${ slug( request.slice( '@boudoir/'.length ) ) }`;
				}
				return undefined;
			},
		} ),
		new CopyWebpackPlugin( {
			patterns: [ { from: 'src/icons/*.svg', to: 'icons/[name][ext]' } ],
		} ),
	],
};

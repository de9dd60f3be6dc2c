/**
 * Unit tests (jsdom): `test/` folders beside the code they test.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/blocks', '<rootDir>/src', '<rootDir>/bin' ],
	testMatch: [ '**/test/**/*.test.[jt]s?(x)' ],
	transform: {
		...defaultConfig.transform,
		// The icon set's files, as webpack gives them (webpack.config.js).
		'^.+/src/icons/[^/]+\\.svg$': '<rootDir>/bin/lib/icon-loader.cjs',
	},
	globalSetup: '<rootDir>/tests/jest/rest-types.js',
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		'^@boudoir/(.*)$': '<rootDir>/src/$1',
		// An icon for plain TypeScript: the same file (its module has both forms here).
		'^(.+\\.svg)\\?dom$': '$1',
	},
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'@testing-library/jest-dom',
		'<rootDir>/tests/jest/esm-only-packages.tsx',
	],
};

/**
 * Unit tests (jsdom): `test/` folders beside the code they test.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/blocks', '<rootDir>/src', '<rootDir>/bin' ],
	testMatch: [ '**/test/**/*.test.[jt]s?(x)' ],
	globalSetup: '<rootDir>/tests/jest/rest-types.js',
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		'^@boudoir/(.*)$': '<rootDir>/src/$1',
	},
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'@testing-library/jest-dom',
		'<rootDir>/tests/jest/esm-only-packages.tsx',
	],
};

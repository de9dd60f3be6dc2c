/**
 * ESLint: WordPress's recommended rules (@wordpress/scripts' own config), minus
 * generated trees: the offline WordPress in .wp/, test reports, built translations.
 */
const wordpressConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{
		ignores: [
			'.wp/**',
			'artifacts/**',
			'languages/**',
			'playwright-report/**',
			'test-results/**',
		],
	},
	...wordpressConfig,
];

/**
 * ESLint: WordPress's recommended rules (@wordpress/scripts' own config), minus
 * generated trees: the offline WordPress in .wp/, test reports, built translations, the
 * REST types; plus
 * the seams between the front end's rooms (docs/architecture.md): no import cycle, no
 * shared module under `blocks/` imported from `src/`, no block reaching into another's folder.
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
			// Generated, never edited (bin/rest-types.mjs).
			'**/*.gen.ts',
		],
	},
	...wordpressConfig,
	{
		files: [ 'blocks/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}' ],
		settings: {
			// TypeScript modules count when the import plugin follows a module's imports.
			'import/extensions': [ '.js', '.jsx', '.ts', '.tsx' ],
		},
		rules: {
			'import/no-cycle': 'error',
		},
	},
	{
		files: [ 'src/**/*.{ts,tsx}' ],
		ignores: [ 'src/**/test/**' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							// A block's metadata (block.json) is data src/ may read.
							regex: '(^|/)blocks/(?!.*/block\\.json$)',
							message:
								'src/ is what blocks share: a helper two rooms need lives in src/, not in a block.',
						},
					],
				},
			],
		},
	},
	{
		files: [ 'blocks/**/*.{ts,tsx}' ],
		ignores: [ 'blocks/**/test/**' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^\\.\\./(?!\\.\\./)',
							message:
								'A block does not reach into another block’s folder: move what both need to src/.',
						},
					],
				},
			],
		},
	},
];

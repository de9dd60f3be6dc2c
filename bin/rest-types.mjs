#!/usr/bin/env node
/**
 * Writes src/stores/wishlist/rest-types.gen.ts from tests/fixtures/rest-schemas.json
 * (bin/lib/rest-types.js; docs/development.md, "REST types"). The build, the lint lane's
 * `tsc` and jest run it themselves; run it by hand after refreshing the snapshot, for an editor.
 *
 *   node bin/rest-types.mjs
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire( import.meta.url );
const { writeRestTypes, OUTPUT } = require( './lib/rest-types.js' );

const written = writeRestTypes();
process.stdout.write(
	`${ path.relative( process.cwd(), OUTPUT ) } ${
		written ? 'written' : 'up to date'
	}\n`
);

/**
 * Jest's global set-up: the REST types and answer shapes the wishlist store imports
 * (src/stores/wishlist/rest-types.gen.ts, git-ignored) are generated from
 * tests/fixtures/rest-schemas.json before any test file runs, so a run from a fresh
 * checkout, or after the snapshot changed, tests what the snapshot says.
 */
const { writeRestTypes } = require( '../../bin/lib/rest-types.js' );

module.exports = () => {
	writeRestTypes();
};

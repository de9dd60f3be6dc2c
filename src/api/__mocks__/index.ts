/**
 * The manual mock tests get with `jest.mock( '@boudoir/api' )`: everything real but the
 * two request functions, which each test answers (the stores' FakeServer harnesses).
 */
const actual = jest.requireActual( '../index' );

module.exports = {
	...actual,
	apiRequest: jest.fn(),
	apiRequestWithHeaders: jest.fn(),
};

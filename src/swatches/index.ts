/**
 * The swatches' pure core: no DOM, no WordPress. The block `boudoir/variation-swatches`
 * bundles it into its view script.
 */

export * from './types';
export * from './constants';
export {
	isCompatible,
	offeredValues,
	valueStates,
	variationsFromWooData,
	variationsFromMap,
} from './availability';
export { quantityOf, stockLeft } from './stock-left';
export { nextChoice } from './choice';
export { decodeEntities } from './entities';

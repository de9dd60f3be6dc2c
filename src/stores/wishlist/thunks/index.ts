/**
 * The wishlist store's public actions, one file per concern: requests through the REST
 * client (../client.ts), every write through the one optimistic path (./write.ts).
 */

export type { ThunkArgs, ThunkDispatch } from './args';
export { addItemToCart } from './cart';
export { askEstimate } from './estimate';
export {
	addToWishlist,
	reloadAndAdd,
	removeFromAll,
	removeItem,
	removeProduct,
	sortItems,
} from './items';
export {
	createList,
	deleteList,
	newLink,
	saveTitle,
	savePrivacy,
} from './lists';
export { createNotice } from './notices';
export { updateQuantity } from './quantity';
export { invalidateAll, startCrossTabSync, stopCrossTabSync } from './refresh';
export { copyItem, moveItem } from './transfer';

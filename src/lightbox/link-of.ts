/**
 * Internal dependencies
 */
import { LINK_SELECTOR } from './config';

/**
 * The marked link a click is for: the link it is in, or, for WooCommerce's gallery zoom
 * (jquery.zoom lays `img.zoomImg` over the image, beside the link, in
 * `.woocommerce-product-gallery__image`), the link under the zoomed picture.
 *
 * @param target What was clicked.
 */
export function linkOf( target: EventTarget | null ): HTMLAnchorElement | null {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	const link = target.closest< HTMLAnchorElement >( LINK_SELECTOR );
	if ( link || ! target.matches( 'img.zoomImg' ) ) {
		return link;
	}
	return (
		target.parentElement?.querySelector< HTMLAnchorElement >(
			LINK_SELECTOR
		) ?? null
	);
}

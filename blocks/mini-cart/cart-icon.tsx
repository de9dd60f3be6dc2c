/**
 * Internal dependencies
 */
import { Icon } from '../../src/components/icons';
import cart from '../../src/icons/cart.svg';

/**
 * The shopping bag (render.php prints the same file through Icons::cart()).
 *
 * @param props      Props.
 * @param props.size Size in px.
 */
export function CartIcon( { size = 20 }: { size?: number } ) {
	return <Icon name="cart" drawing={ cart } size={ size } />;
}

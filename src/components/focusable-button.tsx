/**
 * Imported by its path, so each island that uses it bundles it (as the mini-cart does the
 * focus helpers and the icons): its few bytes cost less gzipped inside each island than
 * in the components package, which the wishlist page would then carry whole (measured
 * when the wishlists block took it up: more than the two islands' copies together).
 */

/**
 * External dependencies
 */
import type { ButtonHTMLAttributes } from 'react';

export interface FocusableButtonProps extends Omit<
	ButtonHTMLAttributes< HTMLButtonElement >,
	'type' | 'disabled' | 'aria-disabled' | 'onClick'
> {
	/**
	 * Whether it cannot act now: printed as `aria-disabled` as given (`false` too; leave it
	 * undefined for no attribute), never as `disabled`.
	 */
	disabled?: boolean;
	/** What it does; not called while it is disabled. */
	onClick: () => void;
}

/**
 * A button that keeps its focus when it cannot act (a quantity at its bound, a row at
 * the top, a request under way): `aria-disabled`, not `disabled`, which would drop
 * focus to the page; a click then does nothing.
 *
 * @param props          Button props (any of a `<button>`'s but its type).
 * @param props.disabled Whether it cannot act now.
 * @param props.onClick  What it does.
 */
export function FocusableButton( {
	disabled,
	onClick,
	...props
}: FocusableButtonProps ) {
	return (
		<button
			type="button"
			{ ...props }
			aria-disabled={ disabled }
			onClick={ () => ! disabled && onClick() }
		/>
	);
}

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ErrorIcon } from '@boudoir/components';

/**
 * What an empty name is told: an alert, with the error icon.
 *
 * @param props          Error props.
 * @param props.id       Its id (the field's description).
 * @param props.children Its words.
 */
export function ListNameError( {
	id,
	children,
}: {
	id: string;
	children: ReactNode;
} ) {
	return (
		<p id={ id } className="boudoir-wishlists__error" role="alert">
			<ErrorIcon size={ 16 } className="boudoir-wishlists__error-icon" />
			{ children }
		</p>
	);
}

/**
 * The term screen's form as the swatch fields' tests render it.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a field labelled as the term screen labels it, in a form named "Term".
 *
 * @param id    The field's id.
 * @param label Its label.
 * @param field The field, and what follows it in the form.
 */
export function renderInTermForm(
	id: string,
	label: string,
	field: ReactNode
): void {
	render(
		<form aria-label="Term">
			<label htmlFor={ id }>{ label }</label>
			{ field }
		</form>
	);
}

/**
 * What the form would post for a field.
 *
 * @param name The field's name.
 */
export function posted( name: string ): FormDataEntryValue | null {
	return new FormData(
		screen.getByRole( 'form', { name: 'Term' } ) as HTMLFormElement
	).get( name );
}

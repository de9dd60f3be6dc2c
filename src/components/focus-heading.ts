/**
 * Imported by its path, as `focusable-button.tsx` is, for the same reason.
 */

/**
 * WordPress dependencies
 */
import { useId, useRef } from '@wordpress/element';

export interface FocusHeading {
	/** Its id, for the region it names (`aria-labelledby`). */
	id: string;
	/** What to spread on the heading: its id, its ref, and `tabIndex={ -1 }`. */
	props: {
		id: string;
		ref: { current: HTMLHeadingElement | null };
		tabIndex: -1;
	};
	/** Moves focus to it. */
	focus: () => void;
}

/**
 * A heading that names a region and takes focus when what had it goes (a deleted
 * row, a removed line): it is reachable by script, not by Tab (`tabIndex={ -1 }`).
 * Spread `props` on the heading: `<h2 { ...heading.props } className="…">`. A new
 * object each render: keep `focus` out of effects' dependencies.
 */
export function useFocusHeading(): FocusHeading {
	const id = useId();
	const ref = useRef< HTMLHeadingElement >( null );
	return {
		id,
		props: { id, ref, tabIndex: -1 },
		focus: () => ref.current?.focus(),
	};
}

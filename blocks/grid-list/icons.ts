/**
 * Internal dependencies
 */
import grid from '../../src/icons/grid.svg';
import list from '../../src/icons/list.svg';

/** The buttons' icons, by view: render.php prints the same files (Boudoir\Icons). */
export const VIEW_ICONS = { grid, list } as const;

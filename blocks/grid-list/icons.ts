/**
 * The buttons' drawings (24 × 24), the same in render.php (keep them in step) and the
 * editor's preview.
 */
export const ICON_PATHS = {
	grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
	list: 'M4 5h4v4H4zm6 1h10v2H10zM4 10h4v4H4zm6 1h10v2H10zM4 15h4v4H4zm6 1h10v2H10z',
} as const;

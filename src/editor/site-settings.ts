/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/** Core's entity store, by name: the blocks do not bundle or require @wordpress/core-data. */
interface CoreEntities< Settings > {
	getEntityRecord: ( kind: 'root', name: 'site' ) => Settings | null;
}

/**
 * The site's settings (/wp/v2/settings): the options a block falls back to when its own
 * setting is left to the site. Null until they arrive, and for those who may not read them.
 */
export function useSiteSettings< Settings extends object >(): Settings | null {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as CoreEntities< Settings > | undefined
			 )?.getEntityRecord( 'root', 'site' ) ?? null,
		[]
	);
}

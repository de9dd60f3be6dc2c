/**
 * The block's attributes, as block.json declares them.
 */
export type LightboxAttributes = {
	/** Whether the links inside open as one gallery (else each alone). */
	gallery: boolean;
	/** Whether a click on the content closes: `yes`, `no`, or '' for the site's setting. */
	closeOnContentClick: '' | 'yes' | 'no';
};

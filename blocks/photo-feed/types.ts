/** The block's attributes, as block.json declares them. */
export type PhotoFeedAttributes = {
	/** The Flickr user id (an NSID such as `12345678@N00`); empty until the admin gives one. */
	userId: string;
	/** How many photos show, 1–20. */
	maxPhotos: number;
	/** Whether a link to the user's photos on Flickr follows the photos. */
	showProfileLink: boolean;
};

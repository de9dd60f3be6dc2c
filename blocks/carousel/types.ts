/** The block's attributes, as block.json declares them. */
export type CarouselAttributes = {
	/** The heading that names the carousel's region (none: "Carousel"). */
	heading: string;
	/** The heading's level, 2 to 6. */
	headingLevel: 2 | 3 | 4 | 5 | 6;
	/** The heading's HTML id, for in-page links; generated when empty. */
	headingId: string;
	/** The slides: the blocks inside, or the shop's newest products. */
	source: 'blocks' | 'products';
	/** How many newest products. */
	productCount: number;
	/** Slides in view from 1024 px (docs/contract.md, Figures: 3). */
	slidesDesktop: number;
	/** Slides in view from 600 px (docs/contract.md, Figures: 2). */
	slidesTablet: number;
	/** Slides in view below 600 px (docs/contract.md, Figures: 1). */
	slidesPhone: number;
	/** Whether it advances on its own. */
	autoplay: boolean;
	/** Autoplay delay, ms; 0 for the default (5000, the shop's products 6000). */
	autoplayDelay: number;
	/** Slide change, ms (docs/contract.md, Figures: 250). */
	speed: number;
	/** Whether the last slide leads back to the first. */
	loop: boolean;
	/** Whether to show the Previous and Next buttons. */
	showArrows: boolean;
	/** Block alignment. */
	align?: 'wide' | 'full';
};

/**
 * Wishlist insights: what the page prints (`window.boudoirInsightsPage`, php/insights/
 * class-insights-page.php) and what the `boudoir/v1/insights` routes answer
 * (php/insights/class-insights-controller.php).
 */

/** What the PHP page prints before the script. */
export interface InsightsPageData {
	/** admin-post.php?action=boudoir_insights_csv&_wpnonce=…; the export's arguments are appended. */
	csvUrl: string;
	/** The shop's currency, an ISO 4217 code ("EUR"). */
	currency: string;
	/** The site's first day of the week (0: Sunday). */
	startOfWeek: number;
	/** The site's today, `YYYY-MM-DD`. */
	today: string;
}

/** A period of whole days, both inclusive, `YYYY-MM-DD` ('' for the server's default). */
export interface DateRange {
	after: string;
	before: string;
}

/** The figures of GET /insights: what is on lists now, and what happened in the period. */
export interface InsightsTotals {
	/** Items on lists now. */
	saved_now: number;
	/** Distinct products and variations saved now. */
	variants: number;
	lists: number;
	shoppers: number;
	/** Items saved now whose product or variation is out of stock now. */
	out_of_stock_saved: number;
	/** Items saved now whose price is lower now than when saved. */
	price_dropped_saved: number;
	/** Saved in the period. */
	saved: number;
	/** Added to the cart from a list in the period. */
	carted: number;
	/** Order lines from a list in the period. */
	ordered: number;
	/** Their value, a decimal string. */
	ordered_amount: string;
	lists_created: number;
}

/** One week of the period (starting on the site's first day of the week). */
export interface InsightsWeek {
	/** Its first day, `YYYY-MM-DD`. */
	start: string;
	saved: number;
	carted: number;
	ordered: number;
	/** A decimal string. */
	ordered_amount: string;
	lists_created: number;
}

/** GET /insights. */
export interface Insights {
	/** The period the figures are for (the default one when none was asked). */
	range: DateRange;
	totals: InsightsTotals;
	/** Oldest first. */
	weeks: InsightsWeek[];
	currency: string;
	/** When the "now" figures were counted (ISO 8601); null before the first count. */
	counted_at: string | null;
	/** Products waiting to be recounted. */
	pending: number;
}

/** Which saved products the table lists. */
export type ProductsView = 'all' | 'out_of_stock' | 'price_dropped';

/** One row per product, or per variation. */
export type ProductsGroup = 'product' | 'variation';

/** The columns the products can be sorted by. */
export type ProductsOrderBy = 'saved' | 'name' | 'quantity' | 'price_dropped';

export type SortOrder = 'asc' | 'desc';

/** The table's choices (the period aside). */
export interface ProductsQuery {
	view: ProductsView;
	group: ProductsGroup;
	orderby: ProductsOrderBy;
	order: SortOrder;
	/** From 1. */
	page: number;
}

/** One row of GET /insights/products. */
export interface ProductRow {
	product_id: number;
	/** 0 when grouped by product. */
	variation_id: number;
	name: string;
	/** The variation's attributes ("34C, Noir"); '' when grouped by product. */
	variation: string;
	/** Items on lists now. */
	saved: number;
	/** Their quantities summed. */
	quantity: number;
	in_stock: boolean;
	/** The price now, a decimal string; null when it has none. */
	price: string | null;
	/** Items saved at a higher price than now. */
	price_dropped: number;
	saved_in_range: number;
	carted: number;
	ordered: number;
	edit_link: string;
}

/** A page of rows with the collection's size (X-WP-Total, X-WP-TotalPages). */
export interface ProductsPage {
	rows: ProductRow[];
	total: number;
	pages: number;
}

/** A shopper with an account who saved the product. */
export interface Saver {
	user_id: number;
	name: string;
	email: string;
	profile_link: string;
	/** How many items of it are on their lists. */
	items: number;
	/** When they saved it (ISO 8601). */
	saved_at: string;
}

/** GET /insights/products/<id>/savers. */
export interface SaversPage {
	savers: Saver[];
	/** Guests who saved it: counted, never named. */
	guests: number;
	/** Shoppers with an account who saved it. */
	total: number;
	pages: number;
}

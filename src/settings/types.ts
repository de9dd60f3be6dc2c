/**
 * The settings page's description, printed by PHP (`window.boudoirSettingsPage`, Options::page()).
 */

/** The kinds of option (Options::TYPES), each with its control. */
export type FieldType =
	'switch' | 'integer' | 'text' | 'email' | 'url' | 'choice';

/** One option's field. */
export interface Field {
	/** The option's name, also its key in `/wp/v2/settings`. */
	name: string;
	type: FieldType;
	label: string;
	help: string;
	/** A choice's values and labels, in order. */
	choices: Array< { value: string; label: string } >;
	min: number | null;
	max: number | null;
	step: number | null;
	placeholder: string;
}

/** A heading within a tab, with its fields ('' title: no heading). */
export interface Group {
	title: string;
	fields: Field[];
}

/** One tab: a feature. */
export interface Tab {
	name: string;
	title: string;
	description: string;
	/** A state of the site the tab mentions ('' for none). */
	note: string;
	groups: Group[];
}

export interface SettingsPageData {
	tabs: Tab[];
}

/** Option values as `/wp/v2/settings` answers them. */
export type Values = Record< string, unknown >;

/** What the page holds while editing: every value as its control shows it. */
export type Edits = Record< string, string >;

/** Messages by option name. */
export type FieldMessages = Record< string, string >;

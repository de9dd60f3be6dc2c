/**
 * Types every Boudoir store shares: its plain actions' union, and what its thunks receive
 * from @wordpress/data, both derived from the store's own modules.
 */

/**
 * WordPress dependencies
 */
import type {
	CurriedSelectorsOf,
	CurriedSelectorsResolveOf,
	DataRegistry,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

/**
 * The union of the actions a module's action creators make: a new creator needs no
 * second line in the union.
 */
export type ActionOf< Creators > = {
	[ Name in keyof Creators ]: Creators[ Name ] extends (
		...args: never[]
	) => infer Made
		? Made
		: never;
}[ keyof Creators ];

/** A store seen through its selectors only (all a thunk's `select` needs). */
type SelectorStore< State, Selectors > = StoreDescriptor<
	ReduxStoreConfig< State, Record< string, never >, Selectors >
>;

/** What a thunk of a store receives. */
export interface StoreThunkArgs< State, Action, Selectors > {
	select: CurriedSelectorsOf< SelectorStore< State, Selectors > >;
	resolveSelect: CurriedSelectorsResolveOf<
		SelectorStore< State, Selectors >
	>;
	dispatch: StoreThunkDispatch< State, Action, Selectors >;
	registry: DataRegistry;
}

/** A store's dispatch as its thunks see it: plain actions and other thunks. */
export interface StoreThunkDispatch< State, Action, Selectors > {
	( action: Action ): Action;
	< R >(
		thunk: ( args: StoreThunkArgs< State, Action, Selectors > ) => R
	): R;
}

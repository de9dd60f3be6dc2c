// sourcebuster 1.1.0 ships no types: what the tracker uses of it (its sources, so the
// tracker and its own helpers share one copy of each module).
declare module 'sourcebuster/src/js/sourcebuster' {
	const sbjs: {
		init: ( options?: Record< string, unknown > ) => void;
		get: Record< string, Record< string, string > >;
	};
	export default sbjs;
}

declare module 'sourcebuster/src/js/helpers/cookies' {
	const cookies: {
		get: ( name: string ) => string | null;
		decodeData: ( value: string ) => string;
		set: (
			name: string,
			value: string,
			minutes: number,
			domain: string,
			excludeSubdomains: boolean
		) => void;
	};
	export default cookies;
}

declare module 'sourcebuster/src/js/helpers/uri' {
	const uri: {
		getParam: ( query?: string ) => Record< string, unknown >;
		getHost: ( address: string ) => string;
	};
	export default uri;
}

declare module 'sourcebuster' {
	const sbjs: {
		init: ( options?: Record< string, unknown > ) => void;
		get: Record< string, Record< string, string > >;
	};
	export default sbjs;
}

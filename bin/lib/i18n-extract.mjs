/**
 * Finds Boudoir's translatable strings the way WordPress and WP-CLI's `make-pot` do:
 * gettext calls in PHP and in JavaScript/TypeScript, block.json fields and the plugin
 * header. Pure functions over source text, so they can be unit-tested.
 *
 * Every extractor returns messages shaped as
 * `{ msgid, msgctxt?, msgid_plural?, comments: string[], references: string[] }`.
 */

/**
 * External dependencies
 */
import { createRequire } from 'node:module';

// The TypeScript compiler parses JS/TS/TSX; loaded on first use, as it is large.
let ts;
const loadTypeScript = () =>
	( ts ??= createRequire( import.meta.url )( 'typescript' ) );

/**
 * Where each PHP gettext function keeps its arguments (WordPress's l10n.php).
 * `single`, `plural`, `context` and `domain` are argument positions.
 */
export const PHP_FUNCTIONS = {
	__: { single: 0, domain: 1 },
	_e: { single: 0, domain: 1 },
	esc_html__: { single: 0, domain: 1 },
	esc_html_e: { single: 0, domain: 1 },
	esc_attr__: { single: 0, domain: 1 },
	esc_attr_e: { single: 0, domain: 1 },
	_x: { single: 0, context: 1, domain: 2 },
	_ex: { single: 0, context: 1, domain: 2 },
	esc_html_x: { single: 0, context: 1, domain: 2 },
	esc_attr_x: { single: 0, context: 1, domain: 2 },
	_n: { single: 0, plural: 1, domain: 3 },
	_nx: { single: 0, plural: 1, context: 3, domain: 4 },
	_n_noop: { single: 0, plural: 1, domain: 2 },
	_nx_noop: { single: 0, plural: 1, context: 2, domain: 3 },
};

/** The same for `@wordpress/i18n`. */
export const JS_FUNCTIONS = {
	__: { single: 0, domain: 1 },
	_x: { single: 0, context: 1, domain: 2 },
	_n: { single: 0, plural: 1, domain: 3 },
	_nx: { single: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * block.json fields WordPress translates, with their msgctxt (wp-includes/block-i18n.json).
 */
export const BLOCK_JSON_FIELDS = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
	styles: { label: 'block style label' },
	variations: {
		title: 'block variation title',
		description: 'block variation description',
		keywords: 'block variation keyword',
	},
};

/**
 * Plugin headers WordPress translates on the Plugins screen, with WP-CLI's comments.
 */
export const PLUGIN_HEADERS = [
	[ 'Plugin Name', 'Plugin Name of the plugin' ],
	[ 'Plugin URI', 'Plugin URI of the plugin' ],
	[ 'Description', 'Description of the plugin' ],
	[ 'Author', 'Author of the plugin' ],
	[ 'Author URI', 'Author URI of the plugin' ],
];

const TRANSLATORS = /^translators:/i;

/**
 * A comment's text without its delimiters, on one line.
 *
 * @param {string} raw The comment as written (`/* … *\/`, `// …` or `# …`).
 * @return {string} Its text.
 */
export function commentText( raw ) {
	let text = raw;
	if ( text.startsWith( '/*' ) ) {
		text = text.replace( /^\/\*+/, '' ).replace( /\*+\/$/, '' );
	} else {
		text = text.replace( /^(\/\/|#)/, '' );
	}
	return text
		.split( /\r?\n/ )
		.map( ( line ) => line.replace( /^\s*\*?\s?/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
}

/**
 * Turns the literal arguments of one call into a message, or explains why not.
 *
 * @param {Object}         spec      Argument positions (PHP_FUNCTIONS / JS_FUNCTIONS).
 * @param {Array<?string>} args      Literal argument values; null where not a literal.
 * @param {string}         domain    The text domain wanted.
 * @param {string}         reference `file:line`.
 * @param {?string}        comment   A translators comment, if any.
 * @return {{message?: Object, warning?: string}} The message, a warning, or neither (another domain).
 */
function messageFromCall( spec, args, domain, reference, comment ) {
	const at = ( position ) =>
		position === undefined ? undefined : args[ position ];
	const callDomain = at( spec.domain );
	if ( callDomain === undefined ) {
		return args.length > spec.single
			? { warning: `${ reference }: no text domain` }
			: {};
	}
	if ( callDomain !== domain ) {
		return callDomain === null
			? {
					warning: `${ reference }: the text domain is not a string literal`,
				}
			: {};
	}
	const single = at( spec.single );
	const plural = at( spec.plural );
	const context = at( spec.context );
	if (
		typeof single !== 'string' ||
		( spec.plural !== undefined && typeof plural !== 'string' ) ||
		( spec.context !== undefined && typeof context !== 'string' )
	) {
		return {
			warning: `${ reference }: a translatable argument is not a string literal`,
		};
	}
	if ( single === '' ) {
		return { warning: `${ reference }: empty msgid` };
	}
	const message = {
		msgid: single,
		comments: comment ? [ comment ] : [],
		references: [ reference ],
	};
	if ( spec.context !== undefined ) {
		message.msgctxt = context;
	}
	if ( spec.plural !== undefined ) {
		message.msgid_plural = plural;
	}
	return { message };
}

/* ------------------------------------------------------------------ PHP */

const PHP_DOUBLE_ESCAPES = {
	n: '\n',
	t: '\t',
	r: '\r',
	v: '\v',
	e: '\x1b',
	f: '\f',
	'\\': '\\',
	$: '$',
	'"': '"',
};

/**
 * Decodes a double-quoted PHP string body; null when it interpolates variables.
 *
 * @param {string} body The characters between the quotes.
 * @return {?string} The value.
 */
function phpDoubleQuoted( body ) {
	let out = '';
	for ( let i = 0; i < body.length; i++ ) {
		const char = body[ i ];
		if (
			char === '$' &&
			/[A-Za-z_{\x80-\uffff]/.test( body[ i + 1 ] ?? '' )
		) {
			return null;
		}
		if ( char === '{' && body[ i + 1 ] === '$' ) {
			return null;
		}
		if ( char !== '\\' || i === body.length - 1 ) {
			out += char;
			continue;
		}
		const next = body[ i + 1 ];
		let match;
		if ( next in PHP_DOUBLE_ESCAPES ) {
			out += PHP_DOUBLE_ESCAPES[ next ];
			i++;
		} else if ( ( match = /^[0-7]{1,3}/.exec( body.slice( i + 1 ) ) ) ) {
			out += String.fromCharCode( parseInt( match[ 0 ], 8 ) % 256 );
			i += match[ 0 ].length;
		} else if (
			( match = /^x([0-9A-Fa-f]{1,2})/.exec( body.slice( i + 1 ) ) )
		) {
			out += String.fromCharCode( parseInt( match[ 1 ], 16 ) );
			i += match[ 0 ].length;
		} else if (
			( match = /^u\{([0-9A-Fa-f]+)\}/.exec( body.slice( i + 1 ) ) )
		) {
			out += String.fromCodePoint( parseInt( match[ 1 ], 16 ) );
			i += match[ 0 ].length;
		} else {
			out += char;
		}
	}
	return out;
}

/**
 * Splits PHP source into the tokens extraction needs: names, string literals, comments,
 * punctuation. Inline HTML outside `<?php … ?>` is skipped, as are heredocs' bodies.
 *
 * @param {string} source PHP file contents.
 * @return {Array<{type: string, value: ?string, raw?: string, line: number}>} Tokens.
 */
export function tokenizePhp( source ) {
	const tokens = [];
	let i = 0;
	let line = 1;
	const advance = ( to ) => {
		for ( let k = i; k < to; k++ ) {
			if ( source[ k ] === '\n' ) {
				line++;
			}
		}
		i = to;
	};
	const push = ( type, value, end, extra = {} ) => {
		tokens.push( { type, value, line, ...extra } );
		advance( end );
	};
	let inPhp = false;
	while ( i < source.length ) {
		if ( ! inPhp ) {
			const open = source.slice( i ).search( /<\?(php\b|=)?/i );
			if ( open === -1 ) {
				break;
			}
			const tag = /<\?(php\b|=)?/i.exec( source.slice( i + open ) )[ 0 ];
			advance( i + open + tag.length );
			inPhp = true;
			continue;
		}
		const char = source[ i ];
		const rest2 = source.slice( i, i + 2 );
		if ( /\s/.test( char ) ) {
			advance( i + 1 );
		} else if ( rest2 === '?>' ) {
			tokens.push( { type: 'punct', value: ';', line } );
			advance( i + 2 );
			inPhp = false;
		} else if ( rest2 === '/*' ) {
			const end = source.indexOf( '*/', i + 2 );
			const stop = end === -1 ? source.length : end + 2;
			push( 'comment', commentText( source.slice( i, stop ) ), stop, {
				endLine:
					line +
					( source.slice( i, stop ).match( /\n/g )?.length ?? 0 ),
			} );
		} else if (
			rest2 === '//' ||
			( char === '#' && source[ i + 1 ] !== '[' )
		) {
			const match = /^.*?(?=\r?\n|\?>|$)/.exec( source.slice( i ) );
			push( 'comment', commentText( match[ 0 ] ), i + match[ 0 ].length, {
				endLine: line,
			} );
		} else if ( char === "'" ) {
			let k = i + 1;
			let value = '';
			while ( k < source.length && source[ k ] !== "'" ) {
				if (
					source[ k ] === '\\' &&
					( source[ k + 1 ] === "'" || source[ k + 1 ] === '\\' )
				) {
					value += source[ k + 1 ];
					k += 2;
				} else {
					value += source[ k ];
					k++;
				}
			}
			push( 'string', value, k + 1 );
		} else if ( char === '"' ) {
			let k = i + 1;
			while ( k < source.length && source[ k ] !== '"' ) {
				k += source[ k ] === '\\' ? 2 : 1;
			}
			push(
				'string',
				phpDoubleQuoted( source.slice( i + 1, k ) ),
				k + 1
			);
		} else if ( source.startsWith( '<<<', i ) ) {
			const head =
				/^<<<[ \t]*(["']?)([A-Za-z_][A-Za-z0-9_]*)\1\r?\n/.exec(
					source.slice( i )
				);
			if ( ! head ) {
				push( 'punct', '<', i + 1 );
				continue;
			}
			const closing = new RegExp(
				`\\n[ \\t]*${ head[ 2 ] }(?![A-Za-z0-9_])`
			).exec( source.slice( i + head[ 0 ].length - 1 ) );
			const stop = closing
				? i + head[ 0 ].length - 1 + closing.index + closing[ 0 ].length
				: source.length;
			push( 'string', null, stop );
		} else if ( /[A-Za-z_\\\x80-\uffff]/.test( char ) ) {
			const match = /^[A-Za-z0-9_\\\x80-\uffff]+/.exec(
				source.slice( i )
			);
			push(
				'name',
				match[ 0 ].replace( /^\\/, '' ),
				i + match[ 0 ].length
			);
		} else if ( char === '$' ) {
			const match = /^\$+[A-Za-z0-9_\x80-\uffff]*/.exec(
				source.slice( i )
			);
			push( 'var', match[ 0 ], i + match[ 0 ].length );
		} else if ( /[0-9]/.test( char ) ) {
			const match = /^[0-9][0-9A-Za-z_.]*/.exec( source.slice( i ) );
			push( 'number', match[ 0 ], i + match[ 0 ].length );
		} else {
			const match = /^(\?->|->|::|=>)/.exec( source.slice( i ) );
			push(
				'punct',
				match ? match[ 0 ] : char,
				i + ( match ? match[ 0 ].length : 1 )
			);
		}
	}
	return tokens;
}

/**
 * The translators comment that belongs to the call at `index`: the nearest one before it
 * in the same statement, with no other gettext call in between.
 *
 * @param {Array}  tokens    Tokens without gaps.
 * @param {number} index     Position of the function name.
 * @param {Object} functions The gettext functions.
 * @return {?string} The comment.
 */
function phpTranslatorsComment( tokens, index, functions ) {
	for ( let k = index - 1; k >= 0; k-- ) {
		const token = tokens[ k ];
		if ( token.type === 'comment' ) {
			if ( TRANSLATORS.test( token.value ) ) {
				return token.value;
			}
			continue;
		}
		if (
			token.type === 'punct' &&
			[ ';', '{', '}' ].includes( token.value )
		) {
			return null;
		}
		if (
			token.type === 'name' &&
			Object.hasOwn( functions, token.value )
		) {
			return null;
		}
	}
	return null;
}

/**
 * Extracts the `domain` strings of a PHP file.
 *
 * @param {string} source PHP source.
 * @param {string} file   Path for references, relative to the plugin.
 * @param {string} domain Text domain.
 * @return {{messages: Array, warnings: string[]}} What was found.
 */
export function extractPhp( source, file, domain ) {
	const tokens = tokenizePhp( source );
	const messages = [];
	const warnings = [];
	for ( let index = 0; index < tokens.length; index++ ) {
		const token = tokens[ index ];
		if (
			token.type !== 'name' ||
			! Object.hasOwn( PHP_FUNCTIONS, token.value )
		) {
			continue;
		}
		const previous = tokens
			.slice( 0, index )
			.reverse()
			.find( ( t ) => t.type !== 'comment' );
		if (
			previous &&
			( [ '->', '?->', '::' ].includes( previous.value ) ||
				( previous.type === 'name' &&
					/^(function|fn|const|new)$/i.test( previous.value ) ) )
		) {
			continue;
		}
		let k = index + 1;
		while ( tokens[ k ]?.type === 'comment' ) {
			k++;
		}
		if ( tokens[ k ]?.value !== '(' || tokens[ k ].type !== 'punct' ) {
			continue;
		}
		// Split the arguments at top-level commas.
		const args = [ [] ];
		let depth = 0;
		for ( k++; k < tokens.length; k++ ) {
			const t = tokens[ k ];
			if ( t.type === 'punct' && '([{'.includes( t.value ) ) {
				depth++;
			} else if ( t.type === 'punct' && ')]}'.includes( t.value ) ) {
				if ( depth === 0 ) {
					break;
				}
				depth--;
			} else if ( t.type === 'punct' && t.value === ',' && depth === 0 ) {
				args.push( [] );
				continue;
			}
			if ( t.type !== 'comment' ) {
				args[ args.length - 1 ].push( t );
			}
		}
		const values = args
			.filter(
				( arg, position ) =>
					arg.length > 0 || position < args.length - 1
			)
			.map( ( arg ) => {
				// A literal, or literals joined with the `.` operator.
				const strings = arg.filter(
					( t, position ) => position % 2 === 0
				);
				const glue = arg.filter(
					( t, position ) => position % 2 === 1
				);
				if (
					arg.length % 2 === 0 ||
					strings.some(
						( t ) => t.type !== 'string' || t.value === null
					) ||
					glue.some( ( t ) => t.value !== '.' )
				) {
					return null;
				}
				return strings.map( ( t ) => t.value ).join( '' );
			} );
		const result = messageFromCall(
			PHP_FUNCTIONS[ token.value ],
			values,
			domain,
			`${ file }:${ token.line }`,
			phpTranslatorsComment( tokens, index, PHP_FUNCTIONS )
		);
		if ( result.message ) {
			messages.push( result.message );
		}
		if ( result.warning ) {
			warnings.push( result.warning );
		}
	}
	return { messages, warnings };
}

/* ------------------------------------------------------------------ JS */

/**
 * The gettext function a callee names: `__`, `i18n.__`, and what bundlers make of an
 * import: `(0, o.__)`, `Object(o.__)`.
 *
 * @param {ts.Expression} callee A call's expression.
 * @return {?string} The function name.
 */
function calleeName( callee ) {
	let node = callee;
	for (;;) {
		if ( ts.isParenthesizedExpression( node ) ) {
			node = node.expression;
		} else if (
			ts.isBinaryExpression( node ) &&
			node.operatorToken.kind === ts.SyntaxKind.CommaToken
		) {
			node = node.right;
		} else if (
			ts.isCallExpression( node ) &&
			ts.isIdentifier( node.expression ) &&
			node.expression.text === 'Object' &&
			node.arguments.length === 1
		) {
			node = node.arguments[ 0 ];
		} else {
			break;
		}
	}
	if ( ts.isIdentifier( node ) ) {
		return node.text;
	}
	if ( ts.isPropertyAccessExpression( node ) ) {
		return node.name.text;
	}
	if (
		ts.isElementAccessExpression( node ) &&
		ts.isStringLiteral( node.argumentExpression )
	) {
		return node.argumentExpression.text;
	}
	return null;
}

/**
 * A literal argument's value: strings, template literals without substitutions, and
 * their concatenation with `+`.
 *
 * @param {ts.Expression} node An argument.
 * @return {?string} The value.
 */
function literalValue( node ) {
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return literalValue( node.expression );
	}
	if (
		ts.isBinaryExpression( node ) &&
		node.operatorToken.kind === ts.SyntaxKind.PlusToken
	) {
		const left = literalValue( node.left );
		const right = literalValue( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

/**
 * The translators comment leading the call or the expression/statement holding it.
 *
 * @param {ts.Node}       call       The call.
 * @param {ts.SourceFile} sourceFile Its file.
 * @return {?string} The comment.
 */
function jsTranslatorsComment( call, sourceFile ) {
	const text = sourceFile.text;
	// Comments between the previous token and this position: on its line (TypeScript calls
	// them the previous token's trailing comments) and on the lines after.
	const translatorsBefore = ( position ) =>
		[
			...( ts.getTrailingCommentRanges( text, position ) ?? [] ),
			...( ts.getLeadingCommentRanges( text, position ) ?? [] ),
		]
			.map( ( range ) =>
				commentText( text.slice( range.pos, range.end ) )
			)
			.reverse()
			.find( ( value ) => TRANSLATORS.test( value ) );
	for (
		let node = call;
		node && ! ts.isSourceFile( node ) && ! ts.isBlock( node );
		node = node.parent
	) {
		const comment = translatorsBefore( node.getFullStart() );
		if ( comment ) {
			return comment;
		}
		if (
			ts.isStatement( node ) ||
			ts.isPropertyAssignment( node ) ||
			ts.isJsxAttribute( node ) ||
			ts.isJsxExpression( node )
		) {
			return null;
		}
	}
	return null;
}

/**
 * Extracts the `domain` strings of a JavaScript or TypeScript file, source or built
 * (minified bundles keep the literals: `(0,o.__)("Scroll to top","boudoir")`).
 *
 * @param {string} source File contents.
 * @param {string} file   Path for references (its extension picks the syntax).
 * @param {string} domain Text domain.
 * @return {{messages: Array, warnings: string[]}} What was found.
 */
export function extractJs( source, file, domain ) {
	loadTypeScript();
	const extension = /\.[a-z]+$/i.exec( file )?.[ 0 ].toLowerCase() ?? '.js';
	const kinds = {
		'.ts': ts.ScriptKind.TS,
		'.tsx': ts.ScriptKind.TSX,
		'.jsx': ts.ScriptKind.JSX,
	};
	const sourceFile = ts.createSourceFile(
		file,
		source,
		ts.ScriptTarget.Latest,
		true,
		kinds[ extension ] ?? ts.ScriptKind.JS
	);
	const messages = [];
	const warnings = [];
	const visit = ( node ) => {
		if ( ts.isCallExpression( node ) ) {
			const name = calleeName( node.expression );
			if ( name && Object.hasOwn( JS_FUNCTIONS, name ) ) {
				const line =
					sourceFile.getLineAndCharacterOfPosition(
						node.getStart( sourceFile )
					).line + 1;
				const values = node.arguments.map( literalValue );
				const result = messageFromCall(
					JS_FUNCTIONS[ name ],
					values,
					domain,
					`${ file }:${ line }`,
					jsTranslatorsComment( node, sourceFile )
				);
				if ( result.message ) {
					messages.push( result.message );
				}
				if ( result.warning ) {
					warnings.push( result.warning );
				}
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( sourceFile );
	return { messages, warnings };
}

/* ------------------------------------------------------------------ block.json, plugin header */

/**
 * The strings WordPress translates from a block.json (only when its textdomain is ours).
 *
 * @param {string} source block.json contents.
 * @param {string} file   Path for references.
 * @param {string} domain Text domain.
 * @return {{messages: Array, warnings: string[]}} What was found.
 */
export function extractBlockJson( source, file, domain ) {
	const metadata = JSON.parse( source );
	const messages = [];
	const warnings = [];
	if ( metadata.textdomain !== domain ) {
		if ( metadata.textdomain === undefined ) {
			warnings.push( `${ file }: no textdomain` );
		}
		return { messages, warnings };
	}
	const add = ( value, msgctxt ) => {
		if ( typeof value === 'string' && value !== '' ) {
			messages.push( {
				msgid: value,
				msgctxt,
				comments: [],
				references: [ file ],
			} );
		}
	};
	const walk = ( data, schema ) => {
		for ( const [ key, context ] of Object.entries( schema ) ) {
			const value = data?.[ key ];
			if ( value === undefined ) {
				continue;
			}
			if ( typeof context === 'string' ) {
				( Array.isArray( value ) ? value : [ value ] ).forEach(
					( item ) => add( item, context )
				);
			} else if ( Array.isArray( value ) ) {
				value.forEach( ( item ) => walk( item, context ) );
			}
		}
	};
	walk( metadata, BLOCK_JSON_FIELDS );
	return { messages, warnings };
}

/**
 * The plugin header's translatable fields (WordPress reads the first 8 KB).
 *
 * @param {string} source The plugin's main file.
 * @param {string} file   Its path for references.
 * @return {{messages: Array, warnings: string[]}} What was found.
 */
export function extractPluginHeader( source, file ) {
	const head = source.slice( 0, 8192 ).replace( /\r/g, '\n' );
	const messages = [];
	for ( const [ header, comment ] of PLUGIN_HEADERS ) {
		const match = new RegExp(
			`^(?:[ \\t]*<\\?php)?[ \\t/*#@]*${ header.replace( / /g, '\\s' ) }:(.*)$`,
			'mi'
		).exec( head );
		const value = match?.[ 1 ].replace( /\s*(?:\*\/|\?>).*/, '' ).trim();
		if ( value ) {
			messages.push( {
				msgid: value,
				comments: [ comment ],
				references: [ file ],
			} );
		}
	}
	return { messages, warnings: [] };
}

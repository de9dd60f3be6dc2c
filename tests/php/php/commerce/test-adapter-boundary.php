<?php
/**
 * The rule: php/commerce/ is the only Boudoir code that calls WooCommerce.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Finds WooCommerce in PHP code, by its tokens (comments and docblocks never count):
 *
 * - calls: WooCommerce functions, classes and constants named in code (violations_in(); method
 *   calls like `$commerce->is_cart_page()` and Boudoir's own declarations do not count);
 * - strings: WooCommerce's names written in string literals, heredocs included: hooks, options,
 *   image sizes and cookies (`woocommerce_*`), block names (`woocommerce/*`), script and style
 *   handles (`wc-*`), REST namespaces (`wc/*`), post types, taxonomies (`pa_*`, `product_cat`…),
 *   meta keys, the shop managers' role and capability, sourcebuster's cookies (string_violations_in());
 * - globals: WooCommerce's globals, as `$GLOBALS['product']`, `global $product` or `$woocommerce`
 *   (global_violations_in()).
 */
final class Adapter_Boundary_Scanner {

	/** Names that belong to WooCommerce, compared case-insensitively (PHP's function and class names are). */
	public const PREFIXES = array( 'wc_', 'woocommerce', 'get_woocommerce_', 'is_woocommerce', 'is_cart', 'is_checkout', 'is_shop', 'is_product', 'is_account_page' );

	/** Tokens after which a name is a member or a declaration, not a use of WooCommerce. */
	private const NOT_A_USE_AFTER = array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_CONST );

	/**
	 * Whole strings (or separated words of longer strings, for names with `_`) that are WooCommerce's names.
	 * Compared case-sensitively: `'Product'` as a column label is not the post type.
	 */
	public const STRING_NAMES = array(
		'product'                => 'post type',
		'product_variation'      => 'post type',
		'shop_order'             => 'post type',
		'shop_order_refund'      => 'post type',
		'shop_order_placehold'   => 'post type',
		'shop_coupon'            => 'post type',
		'product_cat'            => 'taxonomy',
		'product_tag'            => 'taxonomy',
		'product_type'           => 'taxonomy',
		'product_visibility'     => 'taxonomy',
		'product_shipping_class' => 'taxonomy',
		'shop_manager'           => 'role',
		'_price'                 => 'product meta key',
		'_regular_price'         => 'product meta key',
		'_sale_price'            => 'product meta key',
		'_stock'                 => 'product meta key',
		'_stock_status'          => 'product meta key',
		'_manage_stock'          => 'product meta key',
		'_sku'                   => 'product meta key',
		'_product_attributes'    => 'product meta key',
	);

	/** Prefixes of WooCommerce's names in strings, compared case-insensitively. */
	public const STRING_PREFIXES = array(
		'woocommerce_'  => 'hook, option, image size or cookie',
		'woocommerce/'  => 'block name',
		'woocommerce-'  => 'script or style handle',
		'wc-'           => 'script or style handle',
		'wc_'           => 'function, option, table or cookie name',
		'_wc_'          => 'meta key',
		'wc/'           => 'REST namespace or data store',
		'/wc/'          => 'REST route',
		'attribute_pa_' => 'variation attribute key',
		'pa_'           => 'attribute taxonomy',
		'sbjs_'         => 'sourcebuster cookie',
	);

	/**
	 * Strings that look like WooCommerce's but are Boudoir's own, by folder: string → folder → why.
	 */
	public const ALLOWED_STRINGS = array(
		'product'      => array(
			'php/insights/' => "Boudoir's own insights argument `group=product` (one row per product, docs/rest-api.md), not WooCommerce's post type",
		),
		'product_type' => array(
			'php/rest/' => "Boudoir's own REST field and argument `product_type` (the product's type as the page saw it, see docs/rest-api.md), not WooCommerce's taxonomy",
		),
	);

	/** WordPress's translation functions: their text is prose for people (it may name a WooCommerce field as an example), not a name the code uses. */
	private const TRANSLATION_FUNCTIONS = array( '__', '_e', '_x', '_ex', '_n', '_nx', '_n_noop', '_nx_noop', 'esc_html__', 'esc_html_e', 'esc_html_x', 'esc_attr__', 'esc_attr_e', 'esc_attr_x' );

	/** WooCommerce's global variables (without `$`). */
	public const GLOBALS = array( 'product', 'woocommerce', 'wc_product_attributes', 'woocommerce_loop' );

	/** Of those, the ones whose name alone says WooCommerce (a local `$product` is Boudoir's own). */
	private const GLOBAL_ONLY_NAMES = array( 'woocommerce', 'wc_product_attributes', 'woocommerce_loop' );

	/**
	 * WooCommerce names used in a piece of PHP code.
	 *
	 * @param string $code PHP source, with its opening tag.
	 * @return list<array{line:int,name:string}>
	 */
	public static function violations_in( string $code ): array {
		$tokens     = token_get_all( $code );
		$violations = array();
		$previous   = null;
		foreach ( $tokens as $index => $token ) {
			if ( ! is_array( $token ) ) {
				$previous = $token;
				continue;
			}
			if ( in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			$is_name = in_array( $token[0], array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true );
			if ( $is_name && ! self::is_member_or_declaration( $previous ) && self::is_woocommerce_name( $token[1], self::next_is_call( $tokens, $index ) ) ) {
				$violations[] = array(
					'line' => $token[2],
					'name' => $token[1],
				);
			}
			$previous = $token;
		}
		return $violations;
	}

	/**
	 * Calls, strings and globals together, in the order of the code.
	 *
	 * @param string $code PHP source, with its opening tag.
	 * @param string $path The file's path relative to the repository, for ALLOWED_STRINGS ('' = none allowed).
	 * @return list<array{line:int,name:string}>
	 */
	public static function all_violations_in( string $code, string $path = '' ): array {
		$all = array_merge( self::violations_in( $code ), self::string_violations_in( $code, $path ), self::global_violations_in( $code ) );
		usort( $all, static fn ( array $a, array $b ): int => $a['line'] <=> $b['line'] );
		return $all;
	}

	/**
	 * WooCommerce's names written in string literals (quoted strings and the text of heredocs and
	 * interpolated strings), as `'woocommerce_thumbnail' (hook, option, image size or cookie)`.
	 *
	 * A whole string that is a name (no spaces) is checked against STRING_NAMES, STRING_PREFIXES and
	 * for `woocommerce` anywhere in it (`manage_woocommerce`, `wp_woocommerce_session_…`); in longer
	 * strings (SQL, HTML, sentences) only words with a `_`, `-` or `/` are, so a sentence about
	 * products is not the post type. The index of `$GLOBALS[…]` is left to global_violations_in(); the
	 * text of translation functions (`__( '…' )`, the singular and plural of `_n()`) is prose, not scanned
	 * (their text domain is).
	 *
	 * @param string $code PHP source, with its opening tag.
	 * @param string $path The file's path relative to the repository, for ALLOWED_STRINGS ('' = none allowed).
	 * @return list<array{line:int,name:string}>
	 */
	public static function string_violations_in( string $code, string $path = '' ): array {
		$tokens     = token_get_all( $code );
		$violations = array();
		foreach ( $tokens as $index => $token ) {
			if ( ! is_array( $token ) || ! in_array( $token[0], array( T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE ), true ) ) {
				continue;
			}
			if ( T_CONSTANT_ENCAPSED_STRING === $token[0] && ( self::is_globals_index( $tokens, $index ) || self::is_translated_text( $tokens, $index ) ) ) {
				continue;
			}
			$text = T_CONSTANT_ENCAPSED_STRING === $token[0] ? self::unquote( $token[1] ) : $token[1];
			foreach ( self::woocommerce_names_in( $text ) as $name => $kind ) {
				if ( self::is_allowed( (string) $name, $path ) ) {
					continue;
				}
				$violations[] = array(
					'line' => $token[2],
					'name' => sprintf( "'%s' (%s)", $name, $kind ),
				);
			}
		}
		return $violations;
	}

	/**
	 * WooCommerce's globals: `$GLOBALS['product']`, `global $product;`, and variables only WooCommerce's
	 * globals are called (`$woocommerce`, `$wc_product_attributes`, `$woocommerce_loop`).
	 *
	 * @param string $code PHP source, with its opening tag.
	 * @return list<array{line:int,name:string}>
	 */
	public static function global_violations_in( string $code ): array {
		$tokens     = token_get_all( $code );
		$violations = array();
		$in_global  = false;
		foreach ( $tokens as $index => $token ) {
			if ( ! is_array( $token ) ) {
				// `global $a, $b;` ends at the semicolon.
				$in_global = $in_global && ',' === $token;
				continue;
			}
			if ( T_GLOBAL === $token[0] ) {
				$in_global = true;
				continue;
			}
			if ( T_VARIABLE !== $token[0] ) {
				continue;
			}
			$name = substr( $token[1], 1 );
			if ( $in_global && in_array( $name, self::GLOBALS, true ) ) {
				$violations[] = array(
					'line' => $token[2],
					'name' => 'global $' . $name,
				);
			} elseif ( in_array( $name, self::GLOBAL_ONLY_NAMES, true ) ) {
				$violations[] = array(
					'line' => $token[2],
					'name' => '$' . $name,
				);
			} elseif ( 'GLOBALS' === $name ) {
				$key = self::globals_index( $tokens, $index );
				if ( null !== $key && in_array( $key, self::GLOBALS, true ) ) {
					$violations[] = array(
						'line' => $token[2],
						'name' => sprintf( "\$GLOBALS['%s']", $key ),
					);
				}
			}
		}
		return $violations;
	}

	/**
	 * WooCommerce names in a string's text, name → kind.
	 *
	 * @param string $text The string's value.
	 * @return array<string,string>
	 */
	private static function woocommerce_names_in( string $text ): array {
		$text  = trim( $text );
		$found = array();
		if ( 1 === preg_match( '/^[A-Za-z0-9_\-\/.\\\\]+$/D', $text ) ) {
			$kind = self::kind_of_name( $text, true );
			if ( null !== $kind ) {
				$found[ $text ] = $kind;
			}
			return $found;
		}
		foreach ( preg_split( '/[^A-Za-z0-9_\-\/.]+/', $text, -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$word = trim( $word, '.' );
			if ( 1 !== preg_match( '/[_\-\/]/', $word ) ) {
				continue;
			}
			$kind = self::kind_of_name( $word, false );
			if ( null !== $kind ) {
				$found[ $word ] = $kind;
			}
		}
		return $found;
	}

	/**
	 * What kind of WooCommerce name a word is, or null.
	 *
	 * @param string $word  A name-like word.
	 * @param bool   $whole Whether it is the whole string (single words like `product` count only then).
	 */
	private static function kind_of_name( string $word, bool $whole ): ?string {
		if ( isset( self::STRING_NAMES[ $word ] ) && ( $whole || str_contains( $word, '_' ) ) ) {
			return self::STRING_NAMES[ $word ];
		}
		$lower = strtolower( $word );
		foreach ( self::STRING_PREFIXES as $prefix => $kind ) {
			// A bare prefix counts too: `'pa_' . $slug` builds WooCommerce's name.
			if ( str_starts_with( $lower, $prefix ) ) {
				return $kind;
			}
		}
		return str_contains( $lower, 'woocommerce' ) ? 'capability, cookie, class or other WooCommerce name' : null;
	}

	/**
	 * Whether ALLOWED_STRINGS lets a file use a string.
	 *
	 * @param string $name The string.
	 * @param string $path The file, relative to the repository.
	 */
	private static function is_allowed( string $name, string $path ): bool {
		foreach ( self::ALLOWED_STRINGS[ $name ] ?? array() as $folder => $why ) {
			if ( '' !== $path && '' !== $why && str_starts_with( $path, $folder ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A quoted string's value.
	 *
	 * @param string $literal As written, with its quotes.
	 */
	private static function unquote( string $literal ): string {
		$body = substr( $literal, 1, -1 );
		return "'" === $literal[0] ? str_replace( array( "\\'", '\\\\' ), array( "'", '\\' ), $body ) : stripcslashes( $body );
	}

	/**
	 * The string index of `$GLOBALS[ '…' ]` at $index (the `$GLOBALS` token), or null.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  The `$GLOBALS` token.
	 */
	private static function globals_index( array $tokens, int $index ): ?string {
		$next = self::next_meaningful( $tokens, $index );
		if ( null === $next || '[' !== $tokens[ $next ] ) {
			return null;
		}
		$key = self::next_meaningful( $tokens, $next );
		return null !== $key && is_array( $tokens[ $key ] ) && T_CONSTANT_ENCAPSED_STRING === $tokens[ $key ][0] ? self::unquote( $tokens[ $key ][1] ) : null;
	}

	/**
	 * Whether the string at $index is the index of `$GLOBALS[ … ]`.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  The string token.
	 */
	private static function is_globals_index( array $tokens, int $index ): bool {
		$bracket  = self::previous_meaningful( $tokens, $index );
		$variable = null !== $bracket && '[' === $tokens[ $bracket ] ? self::previous_meaningful( $tokens, $bracket ) : null;
		return null !== $variable && is_array( $tokens[ $variable ] ) && T_VARIABLE === $tokens[ $variable ][0] && '$GLOBALS' === $tokens[ $variable ][1];
	}

	/**
	 * Whether the string at $index is the text of a translation function: its first argument, or the
	 * plural (second) of `_n()` and friends.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  The string token.
	 */
	private static function is_translated_text( array $tokens, int $index ): bool {
		$before = self::previous_meaningful( $tokens, $index );
		if ( null !== $before && ',' === $tokens[ $before ] ) {
			$singular = self::previous_meaningful( $tokens, $before );
			if ( null === $singular || ! is_array( $tokens[ $singular ] ) || T_CONSTANT_ENCAPSED_STRING !== $tokens[ $singular ][0] ) {
				return false;
			}
			$function = self::translation_function_before( $tokens, $singular );
			return null !== $function && in_array( $function, array( '_n', '_nx', '_n_noop', '_nx_noop' ), true );
		}
		return null !== self::translation_function_before( $tokens, $index );
	}

	/**
	 * The translation function whose first argument is at $index, or null.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  The argument's token.
	 */
	private static function translation_function_before( array $tokens, int $index ): ?string {
		$paren = self::previous_meaningful( $tokens, $index );
		if ( null === $paren || '(' !== $tokens[ $paren ] ) {
			return null;
		}
		$name = self::previous_meaningful( $tokens, $paren );
		if ( null === $name || ! is_array( $tokens[ $name ] ) || ! in_array( $tokens[ $name ][0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			return null;
		}
		$function = strtolower( ltrim( $tokens[ $name ][1], '\\' ) );
		return in_array( $function, self::TRANSLATION_FUNCTIONS, true ) ? $function : null;
	}

	/**
	 * The position of the previous token that is not whitespace or a comment, or null.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  Where to start before.
	 */
	private static function previous_meaningful( array $tokens, int $index ): ?int {
		for ( $previous = $index - 1; $previous >= 0; $previous-- ) {
			$token = $tokens[ $previous ];
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			return $previous;
		}
		return null;
	}

	/**
	 * The position of the next token that is not whitespace or a comment, or null.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  Where to start after.
	 */
	private static function next_meaningful( array $tokens, int $index ): ?int {
		for ( $next = $index + 1, $count = count( $tokens ); $next < $count; $next++ ) {
			$token = $tokens[ $next ];
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			return $next;
		}
		return null;
	}

	/**
	 * Violations in every PHP file under a folder, except one subfolder, as `path:line name`.
	 *
	 * @param string $root    The repository.
	 * @param string $folder  Folder to scan, relative to $root (`php`).
	 * @param string $allowed Subfolder allowed to call WooCommerce, relative to $root (`php/commerce`).
	 * @return list<string>
	 */
	public static function violations_under( string $root, string $folder, string $allowed ): array {
		$found = array();
		foreach ( self::php_files( $root . '/' . $folder ) as $file ) {
			$relative = substr( $file, strlen( $root ) + 1 );
			if ( str_starts_with( $relative, $allowed . '/' ) ) {
				continue;
			}
			foreach ( self::all_violations_in( (string) file_get_contents( $file ), $relative ) as $violation ) {
				$found[] = sprintf( '%s:%d %s', $relative, $violation['line'], $violation['name'] );
			}
		}
		return $found;
	}

	/**
	 * Every .php file under a folder, sorted.
	 *
	 * @param string $folder Absolute path.
	 * @return list<string>
	 */
	public static function php_files( string $folder ): array {
		$files = array();
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $items as $item ) {
			if ( $item->isFile() && 'php' === strtolower( $item->getExtension() ) ) {
				$files[] = $item->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Whether a name (maybe namespaced) is WooCommerce's.
	 *
	 * @param string $name    As written, e.g. `wc_price`, `\WC_Product`, `Automattic\WooCommerce\Utilities\OrderUtil`.
	 * @param bool   $is_call Whether a `(` follows.
	 */
	private static function is_woocommerce_name( string $name, bool $is_call ): bool {
		$segments = explode( '\\', ltrim( $name, '\\' ) );
		$last     = strtolower( (string) end( $segments ) );
		if ( 'wc' === $last && $is_call ) {
			return true;
		}
		foreach ( self::PREFIXES as $prefix ) {
			if ( str_starts_with( $last, $prefix ) ) {
				return true;
			}
		}
		// WooCommerce's namespaced classes: Automattic\WooCommerce\…
		foreach ( $segments as $segment ) {
			if ( str_starts_with( strtolower( $segment ), 'woocommerce' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the token before a name makes it a member (`->x`, `::x`) or a declaration (`function x`, `const X`).
	 *
	 * @param array{0:int,1:string,2:int}|string|null $previous The previous meaningful token.
	 */
	private static function is_member_or_declaration( array|string|null $previous ): bool {
		return is_array( $previous ) && in_array( $previous[0], self::NOT_A_USE_AFTER, true );
	}

	/**
	 * Whether the next meaningful token after $index is `(`.
	 *
	 * @param array<int,array{0:int,1:string,2:int}|string> $tokens All tokens.
	 * @param int                                          $index  The name's position.
	 */
	private static function next_is_call( array $tokens, int $index ): bool {
		for ( $next = $index + 1, $count = count( $tokens ); $next < $count; $next++ ) {
			$token = $tokens[ $next ];
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			return '(' === $token;
		}
		return false;
	}
}

/**
 * No file under php/ outside php/commerce/ reaches WooCommerce directly.
 */
final class Adapter_Boundary_Test extends Test_Case {

	/**
	 * The real rule, on the real code.
	 */
	public function test_only_the_adapter_calls_woocommerce(): void {
		$root = dirname( __DIR__, 4 );
		$this->assertFileExists( $root . '/php/commerce/class-woo-catalogue.php', 'The scan must run on the repository.' );

		$violations = Adapter_Boundary_Scanner::violations_under( $root, 'php', 'php/commerce' );

		$this->assertSame(
			array(),
			$violations,
			"Only php/commerce/ may call or name WooCommerce; go through the adapters' interfaces (Boudoir\\Commerce\\Catalogue, Shop_Pages, Order_Attribution, Money) or Boudoir\\Commerce\\Hooks instead:\n" . implode( "\n", $violations )
		);
	}

	/**
	 * Blocks' render.php files go through the adapter too.
	 */
	public function test_blocks_do_not_call_woocommerce(): void {
		$root       = dirname( __DIR__, 4 );
		$violations = Adapter_Boundary_Scanner::violations_under( $root, 'blocks', 'php/commerce' );

		$this->assertSame( array(), $violations, "Blocks must ask the adapters (Boudoir\\Commerce\\Catalogue, Shop_Pages…), not WooCommerce:\n" . implode( "\n", $violations ) );
	}

	/**
	 * The plugin's root files (the main file, uninstall.php) go through the adapter too.
	 */
	public function test_root_files_do_not_name_woocommerce(): void {
		$root  = dirname( __DIR__, 4 );
		$files = glob( $root . '/*.php' );
		$this->assertContains( $root . '/boudoir.php', $files );

		$violations = array();
		foreach ( $files as $file ) {
			foreach ( Adapter_Boundary_Scanner::all_violations_in( (string) file_get_contents( $file ), basename( $file ) ) as $violation ) {
				$violations[] = sprintf( '%s:%d %s', basename( $file ), $violation['line'], $violation['name'] );
			}
		}
		$this->assertSame( array(), $violations, "The plugin's root files must ask the adapters (Boudoir\\Commerce\\Catalogue, Shop_Pages…), not WooCommerce:\n" . implode( "\n", $violations ) );
	}

	/**
	 * The adapters themselves do call WooCommerce, so the scan would see it if it were elsewhere.
	 */
	public function test_the_scanner_sees_the_adapters_own_calls(): void {
		$root  = dirname( __DIR__, 4 );
		$files = glob( $root . '/php/commerce/class-woo-*.php' );
		$this->assertContains( $root . '/php/commerce/class-woo-catalogue.php', $files );
		$names = array();
		foreach ( $files as $file ) {
			$names = array_merge( $names, array_column( Adapter_Boundary_Scanner::violations_in( (string) file_get_contents( $file ) ), 'name' ) );
		}

		foreach ( array( 'wc_get_product', 'get_woocommerce_currency', 'wc_get_price_thousand_separator', 'is_cart', 'is_checkout', 'is_product', '\WC_Product', '\WC_Data_Store', '\WC_Product_Attribute' ) as $expected ) {
			$this->assertContains( $expected, $names );
		}
	}

	/**
	 * The adapters also name WooCommerce in strings and read its globals: the scan sees those where they are.
	 */
	public function test_the_scanner_sees_the_adapters_own_strings_and_globals(): void {
		$root  = dirname( __DIR__, 4 );
		$names = array();
		foreach ( array_merge( glob( $root . '/php/commerce/class-woo-*.php' ), array( $root . '/php/commerce/class-hooks.php', $root . '/php/commerce/class-checkout-hooks.php' ) ) as $file ) {
			$names = array_merge( $names, array_column( Adapter_Boundary_Scanner::all_violations_in( (string) file_get_contents( $file ) ), 'name' ) );
		}

		foreach (
			array(
				"'woocommerce_thumbnail' (hook, option, image size or cookie)",
				"'manage_woocommerce' (capability, cookie, class or other WooCommerce name)",
				"'shop_manager' (role)",
				"'product_variation' (post type)",
				"'pa_' (attribute taxonomy)",
				"'sbjs_' (sourcebuster cookie)",
				"'wc_order_attribution_tracking_fields' (function, option, table or cookie name)",
				"'woocommerce/product-button' (block name)",
				"'woocommerce_after_shop_loop_item' (hook, option, image size or cookie)",
				"\$GLOBALS['product']",
			) as $expected
		) {
			$this->assertContains( $expected, $names );
		}
	}

	/**
	 * Each kind of WooCommerce name in a string is caught, with its line; heredocs and interpolated strings too.
	 */
	public function test_scanner_catches_woocommerce_names_in_strings(): void {
		$code = <<<'PHP'
<?php
add_action( 'woocommerce_after_shop_loop_item', 'boudoir_button' );
$size = get_option( 'woocommerce_thumbnail_image_width' );
register_block_type( 'boudoir/x', array( 'blockHooks' => array( 'woocommerce/product-button' => 'after' ) ) );
wp_enqueue_script( 'wc-add-to-cart-variation' );
$type = array( 'post_type' => array( 'product', 'product_variation' ), 'taxonomy' => 'product_cat' );
$orders = get_posts( array( 'post_type' => 'shop_order' ) );
$is_attribute = str_starts_with( $taxonomy, 'pa_' );
$meta = get_post_meta( $id, '_wc_order_attribution_source_type', true );
$colour = $choice['attribute_pa_color'] ?? '';
$cap = current_user_can( 'manage_woocommerce' );
$cookie = $_COOKIE['sbjs_current'] ?? '';
$session = 'wp_woocommerce_session_' . COOKIEHASH;
$route = rest_url( '/wc/store/v1/cart' );
$role = get_role( 'shop_manager' );
$price = get_post_meta( $id, '_price', true );
$callable = 'wc_get_product';
$class = class_exists( 'WooCommerce' );
$hook = "woocommerce_{$type}_product";
$sql = "SELECT product_id FROM {$wpdb->prefix}wc_product_meta_lookup WHERE stock_status = 'instock'";
$query = <<<SQL
SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product_variation'
SQL;
$text = __( 'Shop', 'woocommerce' );
PHP;

		$found = array_map(
			static fn ( array $violation ): string => $violation['line'] . ' ' . $violation['name'],
			Adapter_Boundary_Scanner::string_violations_in( $code )
		);

		$this->assertSame(
			array(
				"2 'woocommerce_after_shop_loop_item' (hook, option, image size or cookie)",
				"3 'woocommerce_thumbnail_image_width' (hook, option, image size or cookie)",
				"4 'woocommerce/product-button' (block name)",
				"5 'wc-add-to-cart-variation' (script or style handle)",
				"6 'product' (post type)",
				"6 'product_variation' (post type)",
				"6 'product_cat' (taxonomy)",
				"7 'shop_order' (post type)",
				"8 'pa_' (attribute taxonomy)",
				"9 '_wc_order_attribution_source_type' (meta key)",
				"10 'attribute_pa_color' (variation attribute key)",
				"11 'manage_woocommerce' (capability, cookie, class or other WooCommerce name)",
				"12 'sbjs_current' (sourcebuster cookie)",
				"13 'wp_woocommerce_session_' (capability, cookie, class or other WooCommerce name)",
				"14 '/wc/store/v1/cart' (REST route)",
				"15 'shop_manager' (role)",
				"16 '_price' (product meta key)",
				"17 'wc_get_product' (function, option, table or cookie name)",
				"18 'WooCommerce' (capability, cookie, class or other WooCommerce name)",
				"19 'woocommerce_' (hook, option, image size or cookie)",
				"20 'wc_product_meta_lookup' (function, option, table or cookie name)",
				"22 'product_variation' (post type)",
				"24 'woocommerce' (capability, cookie, class or other WooCommerce name)",
			),
			$found
		);
	}

	/**
	 * WooCommerce's globals are caught however they are reached.
	 */
	public function test_scanner_catches_woocommerce_globals(): void {
		$code = <<<'PHP'
<?php
$product = $GLOBALS['product'] ?? null;
$product = $GLOBALS[ "product" ];
global $post, $product;
$cart = $woocommerce->cart;
global $wc_product_attributes;
$loop = $woocommerce_loop['columns'];
PHP;

		$found = array_map(
			static fn ( array $violation ): string => $violation['line'] . ' ' . $violation['name'],
			Adapter_Boundary_Scanner::global_violations_in( $code )
		);

		$this->assertSame(
			array(
				"2 \$GLOBALS['product']",
				"3 \$GLOBALS['product']",
				'4 global $product',
				'5 $woocommerce',
				'6 global $wc_product_attributes',
				'7 $woocommerce_loop',
			),
			$found
		);
		$this->assertSame( array(), Adapter_Boundary_Scanner::string_violations_in( $code ), "A global's name is reported once, as a global." );
	}

	/**
	 * Boudoir's own names, comments, prose, labels and WordPress's globals are not WooCommerce.
	 */
	public function test_string_and_global_scan_ignores_what_is_not_woocommerce(): void {
		$code = <<<'PHP'
<?php
// 'woocommerce_thumbnail', $GLOBALS['product'] and global $product in a comment.
/** @see 'product_variation', sbjs_current, manage_woocommerce */
add_action( 'boudoir_wishlist_saved', 'boudoir_woo_like' );
$label = __( 'Product', 'boudoir' );
$column = 'Product';
$help = esc_html__( 'The field is attribute_pa_color or pa_color, as WooCommerce posts it.', 'boudoir' );
$plural = _n( 'One product_variation', '%d product_variation rows', 2, 'boudoir' );
$sentence = 'Add products to your wishlist from any product page.';
$key = 'product_id';
$attribute = 'data-product-id';
$type = 'boudoir_estimate';
$cap = 'manage_options';
$product = $commerce->find_product( 1 );
$db = $GLOBALS['wpdb'];
global $post;
$css = 'boudoir-swatch-color wp-element-button';
$dotted = 'current.typ';
$store = 'boudoir/wishlist';
$part = "{$taxonomy}_add_form_fields";
PHP;

		$this->assertSame( array(), Adapter_Boundary_Scanner::string_violations_in( $code ) );
		$this->assertSame( array(), Adapter_Boundary_Scanner::global_violations_in( $code ) );
	}

	/**
	 * Allowed strings are allowed only where the allowance says, each with its reason.
	 */
	public function test_allowed_strings_are_narrow_and_justified(): void {
		foreach ( Adapter_Boundary_Scanner::ALLOWED_STRINGS as $name => $folders ) {
			foreach ( $folders as $folder => $why ) {
				$this->assertStringEndsWith( '/', $folder, "{$name}: allowed in a folder." );
				$this->assertGreaterThan( 40, strlen( $why ), "{$name} in {$folder}: say why it is not WooCommerce's." );
			}
		}

		$code = "<?php
\$schema = array( 'product_type' => array( 'type' => 'string' ) );
";
		$this->assertSame( array(), Adapter_Boundary_Scanner::string_violations_in( $code, 'php/rest/class-controller.php' ) );
		$this->assertSame(
			array(
				array(
					'line' => 2,
					'name' => "'product_type' (taxonomy)",
				),
			),
			Adapter_Boundary_Scanner::string_violations_in( $code, 'php/wishlist/class-wishlist.php' ),
			'Elsewhere it is the taxonomy.'
		);
		$this->assertCount( 1, Adapter_Boundary_Scanner::string_violations_in( $code ), 'A scan without a path allows nothing.' );
	}

	/**
	 * The folder scan reports strings and globals as path:line too, in the order of the code; php/commerce/ is exempt.
	 */
	public function test_folder_scan_reports_strings_and_globals_outside_the_adapter(): void {
		$root = sys_get_temp_dir() . '/boudoir-boundary-strings-' . getmypid();
		mkdir( $root . '/php/commerce', 0777, true );
		mkdir( $root . '/blocks/wishlist', 0777, true );
		try {
			file_put_contents( $root . '/php/commerce/class-hooks.php', "<?php
const HOOK = 'woocommerce_after_shop_loop_item';
" );
			file_put_contents( $root . '/blocks/wishlist/render.php', "<?php
\$size = 'woocommerce_thumbnail';
\$p = \$GLOBALS['product'];
wc_price( 1 );
" );

			$this->assertSame(
				array(
					"blocks/wishlist/render.php:2 'woocommerce_thumbnail' (hook, option, image size or cookie)",
					"blocks/wishlist/render.php:3 \$GLOBALS['product']",
					'blocks/wishlist/render.php:4 wc_price',
				),
				Adapter_Boundary_Scanner::violations_under( $root, 'blocks', 'php/commerce' )
			);
			$this->assertSame( array(), Adapter_Boundary_Scanner::violations_under( $root, 'php', 'php/commerce' ) );
		} finally {
			self::remove_folder( $root );
		}
	}

	/**
	 * Each kind of WooCommerce use is caught, with its line.
	 */
	public function test_scanner_catches_each_kind_of_use(): void {
		$code = <<<'PHP'
<?php
namespace Boudoir;
$price = wc_price( 10 );
$currency = \get_woocommerce_currency();
$cart = WC()->cart;
$product = new \WC_Product_Simple();
if ( $thing instanceof WC_Product ) {}
$type = \WC_Product_Factory::get_product_type( 1 );
if ( is_cart() || is_checkout() || is_shop() || is_product() || is_product_category() || is_account_page() || is_woocommerce() ) {}
$loaded = WooCommerce::instance();
$version = WC_VERSION;
$util = \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
woocommerce_quantity_input( array() );
$x = WC_PRODUCT( 1 );
function take( \WC_Cart $cart ): void {}
PHP;

		$found = array_map(
			static fn ( array $violation ): string => $violation['line'] . ' ' . $violation['name'],
			Adapter_Boundary_Scanner::violations_in( $code )
		);

		$this->assertSame(
			array(
				'3 wc_price',
				'4 \get_woocommerce_currency',
				'5 WC',
				'6 \WC_Product_Simple',
				'7 WC_Product',
				'8 \WC_Product_Factory',
				'9 is_cart',
				'9 is_checkout',
				'9 is_shop',
				'9 is_product',
				'9 is_product_category',
				'9 is_account_page',
				'9 is_woocommerce',
				'10 WooCommerce',
				'11 WC_VERSION',
				'12 \Automattic\WooCommerce\Utilities\OrderUtil',
				'13 woocommerce_quantity_input',
				'14 WC_PRODUCT',
				'15 \WC_Cart',
			),
			$found
		);
	}

	/**
	 * Boudoir's own names, members, strings and comments are not WooCommerce calls.
	 */
	public function test_scanner_ignores_what_is_not_a_call(): void {
		$code = <<<'PHP'
<?php
namespace Boudoir;
use Boudoir\Commerce\Woo_Catalogue;
// wc_price( 1 ) in a comment, and WC() too.
/** @see \WC_Product */
$hook = 'woocommerce_loaded';
$option = get_option( 'woocommerce_currency' );
$on_cart = $commerce->is_cart_page() || $commerce?->is_checkout_page() || Plugin::is_product_page();
$commerce->wc_price;
$constant = Some_Class::WC_THING;
function is_cart_page_of_boudoir(): void {}
const WC_LIKE = 1;
$wc = 'WC';
$adapter = new Woo_Catalogue();
$label = "is_cart() in a string";
PHP;

		$this->assertSame( array(), Adapter_Boundary_Scanner::violations_in( $code ) );
	}

	/**
	 * A violation in a file under php/ is reported as path:line; php/commerce/ is exempt.
	 */
	public function test_folder_scan_reports_file_and_line_outside_the_adapter(): void {
		$root = sys_get_temp_dir() . '/boudoir-boundary-' . getmypid();
		mkdir( $root . '/php/commerce', 0777, true );
		mkdir( $root . '/php/wishlist', 0777, true );
		try {
			file_put_contents( $root . '/php/commerce/class-woo-catalogue.php', "<?php\n\$p = wc_get_product( 1 );\n" );
			file_put_contents( $root . '/php/wishlist/class-wishlist.php', "<?php\n\n\$p = wc_get_product( 1 );\n" );
			file_put_contents( $root . '/php/class-clean.php', "<?php\n\$p = \$commerce->find_product( 1 );\n" );
			file_put_contents( $root . '/php/commerce-like.php', "<?php\nis_shop();\n" );

			$this->assertSame(
				array( 'php/commerce-like.php:2 is_shop', 'php/wishlist/class-wishlist.php:3 wc_get_product' ),
				Adapter_Boundary_Scanner::violations_under( $root, 'php', 'php/commerce' )
			);
		} finally {
			self::remove_folder( $root );
		}
	}
}

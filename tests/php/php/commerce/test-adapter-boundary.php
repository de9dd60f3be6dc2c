<?php
/**
 * The rule: php/commerce/ is the only Boudoir code that calls WooCommerce.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Finds WooCommerce functions, classes and constants named in PHP code, by its tokens
 * (so names in strings and comments, method calls like `$commerce->is_cart_page()` and
 * Boudoir's own declarations do not count).
 */
final class Adapter_Boundary_Scanner {

	/** Names that belong to WooCommerce, compared case-insensitively (PHP's function and class names are). */
	public const PREFIXES = array( 'wc_', 'woocommerce', 'get_woocommerce_', 'is_woocommerce', 'is_cart', 'is_checkout', 'is_shop', 'is_product', 'is_account_page' );

	/** Tokens after which a name is a member or a declaration, not a use of WooCommerce. */
	private const NOT_A_USE_AFTER = array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_CONST );

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
			foreach ( self::violations_in( (string) file_get_contents( $file ) ) as $violation ) {
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
		$this->assertFileExists( $root . '/php/commerce/class-woo-commerce.php', 'The scan must run on the repository.' );

		$violations = Adapter_Boundary_Scanner::violations_under( $root, 'php', 'php/commerce' );

		$this->assertSame(
			array(),
			$violations,
			"Only php/commerce/ may call WooCommerce; go through Boudoir\\Commerce\\Commerce instead:\n" . implode( "\n", $violations )
		);
	}

	/**
	 * Blocks' render.php files go through the adapter too.
	 */
	public function test_blocks_do_not_call_woocommerce(): void {
		$root       = dirname( __DIR__, 4 );
		$violations = Adapter_Boundary_Scanner::violations_under( $root, 'blocks', 'php/commerce' );

		$this->assertSame( array(), $violations, "Blocks must ask Boudoir\\Commerce\\Commerce, not WooCommerce:\n" . implode( "\n", $violations ) );
	}

	/**
	 * The adapter itself does call WooCommerce, so the scan would see it if it were elsewhere.
	 */
	public function test_the_scanner_sees_the_adapters_own_calls(): void {
		$root  = dirname( __DIR__, 4 );
		$names = array_column( Adapter_Boundary_Scanner::violations_in( (string) file_get_contents( $root . '/php/commerce/class-woo-commerce.php' ) ), 'name' );

		foreach ( array( 'wc_get_product', 'get_woocommerce_currency', 'wc_price', 'is_cart', 'is_checkout', 'is_product', 'WC', '\WC_Product', '\WC_Cart' ) as $expected ) {
			$this->assertContains( $expected, $names );
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
use Boudoir\Commerce\Woo_Commerce;
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
$adapter = new Woo_Commerce( '9.0.0' );
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
			file_put_contents( $root . '/php/commerce/class-woo-commerce.php', "<?php\n\$p = wc_get_product( 1 );\n" );
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

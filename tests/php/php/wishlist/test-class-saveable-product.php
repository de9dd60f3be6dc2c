<?php
/**
 * Tests of Saveable_Product.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Commerce\Catalogue;
use Boudoir\Plugin;
use Boudoir\Tests\Rest\Rest_Test_Case;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Product_Rules;
use Boudoir\Wishlist\Saveable_Product;

require_once dirname( __DIR__ ) . '/rest/class-rest-test-case.php';

/**
 * What may be saved, as Product_Rules gives it: the product, the variation saved, the chosen values.
 */
final class Saveable_Product_Test extends Rest_Test_Case {

	/**
	 * A simple product: itself, no variation, no choice; a variation: its product's id, its own, its values.
	 */
	public function test_what_the_rules_give(): void {
		$rules  = new Product_Rules( static fn (): Catalogue => Plugin::instance()->catalogue() );
		$simple = $this->product();
		$bra    = $this->variable_product();

		$plain = $rules->saveable( $simple, 0, 1, 'add_to_wishlist' );
		$this->assertInstanceOf( Saveable_Product::class, $plain );
		$this->assertSame( array( $simple, 0, $simple, null ), array( $plain->product_id, $plain->variation_id, $plain->product->id, $plain->choice ) );

		$variation = $rules->saveable( $bra['parent'], $bra['b'], 1, 'add_to_wishlist' );
		$this->assertInstanceOf( Saveable_Product::class, $variation );
		$this->assertSame( array( $bra['parent'], $bra['b'], $bra['b'] ), array( $variation->product_id, $variation->variation_id, $variation->product->id ) );
		$this->assertInstanceOf( Chosen_Variation::class, $variation->choice, 'A variation carries its values (none here: the product declares no attribute).' );
		$this->assertSame( '', $variation->choice?->key(), 'A variation without "any" values has no key.' );
	}
}

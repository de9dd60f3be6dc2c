<?php
/**
 * Boudoir's block patterns (php/class-patterns.php), as the demo shop builds its pages
 * from them: the wishlist page, the header row.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * The block markup of one of Boudoir's registered patterns.
 *
 * @param string $name The pattern's name, e.g. `boudoir/wishlist-page`.
 */
function boudoir_demo_pattern( string $name ): string {
	$registry = WP_Block_Patterns_Registry::get_instance();
	// The shop first: Boudoir looks for it once, when it is loaded.
	boudoir_demo_has_shop();
	if ( ! $registry->is_registered( $name ) && boudoir_demo_has_boudoir() && class_exists( '\Boudoir\Patterns' ) ) {
		// While WordPress installs, Boudoir is activated after init: register them as init would.
		( new \Boudoir\Patterns() )->register_patterns();
	}
	$pattern = $registry->get_registered( $name );
	if ( ! is_array( $pattern ) ) {
		boudoir_demo_fail( "no pattern {$name}: is Boudoir active?" );
	}
	return (string) $pattern['content'];
}

/**
 * Sets the attributes of every block of one type in some block markup.
 *
 * @param string              $markup     Block markup.
 * @param string              $block_name The blocks' name, e.g. `core/navigation`.
 * @param array<string,mixed> $attributes Attributes to set (first, before the block's own).
 */
function boudoir_demo_set_block_attributes( string $markup, string $block_name, array $attributes ): string {
	$set = static function ( array $block ) use ( &$set, $block_name, $attributes ): array {
		if ( $block['blockName'] === $block_name ) {
			$block['attrs'] = $attributes + $block['attrs'];
		}
		$block['innerBlocks'] = array_map( $set, $block['innerBlocks'] );
		return $block;
	};
	return serialize_blocks( array_map( $set, parse_blocks( $markup ) ) );
}

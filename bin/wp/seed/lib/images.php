<?php
/**
 * Demo images, drawn with GD at seed time: soft product shots (a garment
 * silhouette in the product's colour on a tinted, lightly textured backdrop) and a
 * few lifestyle scenes for the home page. Nothing is downloaded or committed.
 *
 * Every picture is a pure function of its arguments, so a re-run draws the same
 * bytes and the files can be reused across runs and databases.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/** Drawn at this multiple of the final size and scaled down: GD's polygons have no anti-aliasing. */
const BOUDOIR_DEMO_SUPERSAMPLE = 2;

/** The backdrop every tint is mixed with: warm paper. */
const BOUDOIR_DEMO_PAPER = '#f7f1ea';

/**
 * Parses `#rrggbb`.
 *
 * @param string $hex The colour.
 * @return array{0:int,1:int,2:int}
 */
function boudoir_demo_rgb( string $hex ): array {
	$hex = ltrim( $hex, '#' );
	return array( (int) hexdec( substr( $hex, 0, 2 ) ), (int) hexdec( substr( $hex, 2, 2 ) ), (int) hexdec( substr( $hex, 4, 2 ) ) );
}

/**
 * Mixes two colours.
 *
 * @param array{0:int,1:int,2:int} $a      One colour.
 * @param array{0:int,1:int,2:int} $b      The other.
 * @param float                    $amount 0 gives $a, 1 gives $b.
 * @return array{0:int,1:int,2:int}
 */
function boudoir_demo_mix( array $a, array $b, float $amount ): array {
	return array(
		(int) round( $a[0] + ( $b[0] - $a[0] ) * $amount ),
		(int) round( $a[1] + ( $b[1] - $a[1] ) * $amount ),
		(int) round( $a[2] + ( $b[2] - $a[2] ) * $amount ),
	);
}

/**
 * Relative luminance (WCAG), 0 (black) to 1 (white).
 *
 * @param array{0:int,1:int,2:int} $rgb The colour.
 */
function boudoir_demo_luminance( array $rgb ): float {
	$channel = static function ( int $value ): float {
		$value /= 255;
		return $value <= 0.03928 ? $value / 12.92 : ( ( $value + 0.055 ) / 1.055 ) ** 2.4;
	};
	return 0.2126 * $channel( $rgb[0] ) + 0.7152 * $channel( $rgb[1] ) + 0.0722 * $channel( $rgb[2] );
}

/**
 * Allocates a colour with GD's alpha (0 opaque … 127 transparent).
 *
 * @param \GdImage                 $image The canvas.
 * @param array{0:int,1:int,2:int} $rgb   The colour.
 * @param int                      $alpha GD alpha.
 */
function boudoir_demo_color( \GdImage $image, array $rgb, int $alpha = 0 ): int {
	return (int) imagecolorallocatealpha( $image, $rgb[0], $rgb[1], $rgb[2], $alpha );
}

/**
 * A backdrop: a vertical gradient between two tints and a soft halo.
 *
 * @param \GdImage                 $image  The canvas.
 * @param array{0:int,1:int,2:int} $top    Colour at the top.
 * @param array{0:int,1:int,2:int} $bottom Colour at the bottom.
 * @param int                      $seed   Varies the texture's angle and the halo's place.
 */
function boudoir_demo_backdrop( \GdImage $image, array $top, array $bottom, int $seed ): void {
	$width  = imagesx( $image );
	$height = imagesy( $image );
	$bands  = 200;
	for ( $band = 0; $band < $bands; $band++ ) {
		$color = boudoir_demo_color( $image, boudoir_demo_mix( $top, $bottom, $band / ( $bands - 1 ) ) );
		imagefilledrectangle( $image, 0, (int) floor( $band * $height / $bands ), $width, (int) ceil( ( $band + 1 ) * $height / $bands ), $color );
	}
	// A halo of light behind the garment, a little off centre.
	$halo_x = (int) ( $width * ( 0.42 + ( $seed % 5 ) * 0.04 ) );
	for ( $ring = 0; $ring < 3; $ring++ ) {
		$size = (int) ( $width * ( 1.0 - $ring * 0.22 ) );
		imagefilledellipse( $image, $halo_x, (int) ( $height * 0.45 ), $size, (int) ( $size * 1.1 ), boudoir_demo_color( $image, array( 255, 255, 255 ), 114 ) );
	}
}

/**
 * A fine diagonal weave over the finished picture, barely there.
 *
 * @param \GdImage $image The canvas, at its final size.
 * @param int      $seed  Sets the weave's direction.
 */
function boudoir_demo_weave( \GdImage $image, int $seed ): void {
	$width  = imagesx( $image );
	$height = imagesy( $image );
	$light  = boudoir_demo_color( $image, array( 255, 255, 255 ), 116 );
	$shade  = boudoir_demo_color( $image, array( 0, 0, 0 ), 124 );
	$step   = 7;
	$slant  = 0 === $seed % 2 ? 1 : -1;
	for ( $x = -$height; $x < $width + $height; $x += $step ) {
		imageline( $image, $x, 0, $x + $slant * $height, $height, $light );
		imageline( $image, $x + 3, 0, $x + 3 - $slant * $height, $height, $shade );
	}
}

/**
 * Scales a list of [x, y] points (in a 0–100 × 0–125 design space) onto the canvas.
 *
 * @param list<array{0:float,1:float}> $points The outline.
 * @param array{0:float,1:float,2:float} $frame Offset x, offset y and scale, canvas pixels per unit.
 * @return list<int>
 */
function boudoir_demo_points( array $points, array $frame ): array {
	$flat = array();
	foreach ( $points as $point ) {
		$flat[] = (int) round( $frame[0] + $point[0] * $frame[2] );
		$flat[] = (int) round( $frame[1] + $point[1] * $frame[2] );
	}
	return $flat;
}

/**
 * Points along a quadratic curve, for soft outlines.
 *
 * @param array{0:float,1:float} $from    Start.
 * @param array{0:float,1:float} $control Control point.
 * @param array{0:float,1:float} $to      End.
 * @param int                    $steps   Segments.
 * @return list<array{0:float,1:float}>
 */
function boudoir_demo_curve( array $from, array $control, array $to, int $steps = 12 ): array {
	$points = array();
	for ( $step = 0; $step <= $steps; $step++ ) {
		$t        = $step / $steps;
		$points[] = array(
			( 1 - $t ) ** 2 * $from[0] + 2 * ( 1 - $t ) * $t * $control[0] + $t ** 2 * $to[0],
			( 1 - $t ) ** 2 * $from[1] + 2 * ( 1 - $t ) * $t * $control[1] + $t ** 2 * $to[1],
		);
	}
	return $points;
}

/**
 * Fills an outline with the garment's colour over a soft drop shadow, then edges it.
 *
 * @param \GdImage                       $image   The canvas.
 * @param list<array{0:float,1:float}>   $outline In design units.
 * @param array{0:float,1:float,2:float} $frame   From boudoir_demo_points().
 * @param array<string,int>              $ink     Allocated colours: fill, edge, shadow.
 */
function boudoir_demo_shape( \GdImage $image, array $outline, array $frame, array $ink ): void {
	$shadow = array( $frame[0] + 1.2 * $frame[2], $frame[1] + 1.6 * $frame[2], $frame[2] );
	imagefilledpolygon( $image, boudoir_demo_points( $outline, $shadow ), $ink['shadow'] );
	$points = boudoir_demo_points( $outline, $frame );
	imagefilledpolygon( $image, $points, $ink['fill'] );
	imagesetthickness( $image, max( 2, (int) round( $frame[2] * 0.35 ) ) );
	imagepolygon( $image, $points, $ink['edge'] );
	imagesetthickness( $image, 1 );
}

/**
 * A row of lace scallops along a line.
 *
 * @param \GdImage                       $image The canvas.
 * @param array{0:float,1:float}         $from  Start, design units.
 * @param array{0:float,1:float}         $to    End.
 * @param array{0:float,1:float,2:float} $frame Placement.
 * @param int                            $color Allocated colour.
 */
function boudoir_demo_scallops( \GdImage $image, array $from, array $to, array $frame, int $color ): void {
	$count = 9;
	$size  = (int) round( 2.4 * $frame[2] );
	for ( $i = 0; $i <= $count; $i++ ) {
		$x = $frame[0] + ( $from[0] + ( $to[0] - $from[0] ) * $i / $count ) * $frame[2];
		$y = $frame[1] + ( $from[1] + ( $to[1] - $from[1] ) * $i / $count ) * $frame[2];
		imageellipse( $image, (int) $x, (int) $y, $size, $size, $color );
		imagefilledellipse( $image, (int) $x, (int) $y, (int) ( $size / 3 ), (int) ( $size / 3 ), $color );
	}
}

/**
 * Draws one garment. The design space is 100 units wide and 125 high.
 *
 * @param \GdImage                       $image   The canvas.
 * @param string                         $garment bra, brief, bodysuit, robe, set, garter, mask, bag, stockings.
 * @param array{0:float,1:float,2:float} $frame   Placement.
 * @param array{0:int,1:int,2:int}       $rgb     The garment's colour.
 */
function boudoir_demo_garment( \GdImage $image, string $garment, array $frame, array $rgb ): void {
	$light = boudoir_demo_luminance( $rgb ) > 0.45;
	$ink   = array(
		'fill'   => boudoir_demo_color( $image, $rgb ),
		'edge'   => boudoir_demo_color( $image, $light ? boudoir_demo_mix( $rgb, array( 90, 70, 60 ), 0.45 ) : boudoir_demo_mix( $rgb, array( 255, 255, 255 ), 0.18 ) ),
		'shadow' => boudoir_demo_color( $image, array( 40, 25, 25 ), 104 ),
	);
	$lace  = boudoir_demo_color( $image, $light ? boudoir_demo_mix( $rgb, array( 120, 90, 80 ), 0.35 ) : boudoir_demo_mix( $rgb, array( 255, 255, 255 ), 0.35 ), 30 );
	$sheen = boudoir_demo_color( $image, array( 255, 255, 255 ), 100 );
	$strap = static function ( array $from, array $to ) use ( $image, $frame, $ink ): void {
		imagesetthickness( $image, max( 2, (int) round( $frame[2] * 0.9 ) ) );
		$points = boudoir_demo_points( array( $from, $to ), $frame );
		imageline( $image, $points[0], $points[1], $points[2], $points[3], $ink['fill'] );
		imagesetthickness( $image, 1 );
	};

	switch ( $garment ) {
		case 'bra':
			$strap( array( 30, 18 ), array( 33, 52 ) );
			$strap( array( 70, 18 ), array( 67, 52 ) );
			$left  = array_merge( array( array( 14, 78 ) ), boudoir_demo_curve( array( 14, 78 ), array( 16, 46 ), array( 34, 50 ) ), boudoir_demo_curve( array( 34, 50 ), array( 48, 58 ), array( 50, 74 ) ), array( array( 50, 80 ) ) );
			$right = array();
			foreach ( array_reverse( $left ) as $point ) {
				$right[] = array( 100 - $point[0], $point[1] );
			}
			boudoir_demo_shape( $image, array( array( 8, 78 ), array( 92, 78 ), array( 92, 86 ), array( 8, 86 ) ), $frame, $ink );
			boudoir_demo_shape( $image, $left, $frame, $ink );
			boudoir_demo_shape( $image, $right, $frame, $ink );
			boudoir_demo_scallops( $image, array( 17, 56 ), array( 47, 62 ), $frame, $lace );
			boudoir_demo_scallops( $image, array( 53, 62 ), array( 83, 56 ), $frame, $lace );
			imagefilledellipse( $image, (int) ( $frame[0] + 30 * $frame[2] ), (int) ( $frame[1] + 64 * $frame[2] ), (int) ( 9 * $frame[2] ), (int) ( 6 * $frame[2] ), $sheen );
			imagefilledellipse( $image, (int) ( $frame[0] + 50 * $frame[2] ), (int) ( $frame[1] + 77 * $frame[2] ), (int) ( 3 * $frame[2] ), (int) ( 3 * $frame[2] ), $lace );
			break;

		case 'brief':
			$outline = array_merge(
				array( array( 14, 40 ), array( 86, 40 ) ),
				boudoir_demo_curve( array( 86, 40 ), array( 80, 70 ), array( 58, 86 ) ),
				array( array( 42, 86 ) ),
				boudoir_demo_curve( array( 42, 86 ), array( 20, 70 ), array( 14, 40 ) )
			);
			boudoir_demo_shape( $image, $outline, $frame, $ink );
			boudoir_demo_shape( $image, array( array( 13, 38 ), array( 87, 38 ), array( 87, 44 ), array( 13, 44 ) ), $frame, $ink );
			boudoir_demo_scallops( $image, array( 20, 50 ), array( 80, 50 ), $frame, $lace );
			imagefilledellipse( $image, (int) ( $frame[0] + 50 * $frame[2] ), (int) ( $frame[1] + 47 * $frame[2] ), (int) ( 4 * $frame[2] ), (int) ( 3 * $frame[2] ), $lace );
			break;

		case 'bodysuit':
			$strap( array( 32, 6 ), array( 35, 34 ) );
			$strap( array( 68, 6 ), array( 65, 34 ) );
			$outline = array_merge(
				boudoir_demo_curve( array( 24, 44 ), array( 26, 28 ), array( 40, 32 ) ),
				boudoir_demo_curve( array( 40, 32 ), array( 48, 36 ), array( 50, 46 ) ),
				boudoir_demo_curve( array( 50, 46 ), array( 52, 36 ), array( 60, 32 ) ),
				boudoir_demo_curve( array( 60, 32 ), array( 74, 28 ), array( 76, 44 ) ),
				boudoir_demo_curve( array( 76, 44 ), array( 68, 70 ), array( 78, 96 ) ),
				boudoir_demo_curve( array( 78, 96 ), array( 66, 110 ), array( 56, 118 ) ),
				array( array( 44, 118 ) ),
				boudoir_demo_curve( array( 44, 118 ), array( 34, 110 ), array( 22, 96 ) ),
				boudoir_demo_curve( array( 22, 96 ), array( 32, 70 ), array( 24, 44 ) )
			);
			boudoir_demo_shape( $image, $outline, $frame, $ink );
			boudoir_demo_scallops( $image, array( 27, 40 ), array( 48, 44 ), $frame, $lace );
			boudoir_demo_scallops( $image, array( 52, 44 ), array( 73, 40 ), $frame, $lace );
			boudoir_demo_scallops( $image, array( 25, 96 ), array( 75, 96 ), $frame, $lace );
			imagefilledellipse( $image, (int) ( $frame[0] + 40 * $frame[2] ), (int) ( $frame[1] + 70 * $frame[2] ), (int) ( 8 * $frame[2] ), (int) ( 30 * $frame[2] ), $sheen );
			break;

		case 'robe':
			$outline = array(
				array( 36, 8 ), array( 50, 40 ), array( 64, 8 ), array( 80, 12 ), array( 98, 46 ), array( 86, 52 ),
				array( 76, 36 ), array( 78, 120 ), array( 22, 120 ), array( 24, 36 ), array( 14, 52 ), array( 2, 46 ), array( 20, 12 ),
			);
			boudoir_demo_shape( $image, $outline, $frame, $ink );
			imagesetthickness( $image, max( 2, (int) round( $frame[2] * 0.5 ) ) );
			$lapel = boudoir_demo_points( array( array( 36, 8 ), array( 54, 64 ), array( 52, 120 ) ), $frame );
			imageline( $image, $lapel[0], $lapel[1], $lapel[2], $lapel[3], $ink['edge'] );
			imageline( $image, $lapel[2], $lapel[3], $lapel[4], $lapel[5], $ink['edge'] );
			$belt = boudoir_demo_points( array( array( 23, 64 ), array( 77, 64 ), array( 52, 64 ), array( 46, 92 ), array( 56, 90 ) ), $frame );
			imagefilledrectangle( $image, $belt[0], $belt[1] - (int) ( 2 * $frame[2] ), $belt[2], $belt[3] + (int) ( 2 * $frame[2] ), $ink['edge'] );
			imageline( $image, $belt[4], $belt[5], $belt[6], $belt[7], $ink['edge'] );
			imageline( $image, $belt[4], $belt[5], $belt[8], $belt[9], $ink['edge'] );
			imagesetthickness( $image, 1 );
			imagefilledellipse( $image, (int) ( $frame[0] + 34 * $frame[2] ), (int) ( $frame[1] + 90 * $frame[2] ), (int) ( 7 * $frame[2] ), (int) ( 40 * $frame[2] ), $sheen );
			break;

		case 'set':
			boudoir_demo_garment( $image, 'bra', array( $frame[0] + 10 * $frame[2], $frame[1] - 12 * $frame[2], $frame[2] * 0.8 ), $rgb );
			boudoir_demo_garment( $image, 'brief', array( $frame[0] + 18 * $frame[2], $frame[1] + 58 * $frame[2], $frame[2] * 0.64 ), $rgb );
			break;

		case 'garter':
			boudoir_demo_shape( $image, array_merge( boudoir_demo_curve( array( 8, 40 ), array( 50, 30 ), array( 92, 40 ) ), boudoir_demo_curve( array( 92, 56 ), array( 50, 48 ), array( 8, 56 ) ) ), $frame, $ink );
			boudoir_demo_scallops( $image, array( 12, 54 ), array( 88, 54 ), $frame, $lace );
			foreach ( array( 18, 38, 62, 82 ) as $x ) {
				$strap( array( $x, 52 ), array( $x + ( $x < 50 ? -2 : 2 ), 104 ) );
				$clip = boudoir_demo_points( array( array( $x + ( $x < 50 ? -2 : 2 ), 106 ) ), $frame );
				imagefilledrectangle( $image, $clip[0] - (int) ( 2 * $frame[2] ), $clip[1] - (int) ( 2 * $frame[2] ), $clip[0] + (int) ( 2 * $frame[2] ), $clip[1] + (int) ( 3 * $frame[2] ), $ink['edge'] );
			}
			break;

		case 'mask':
			imagesetthickness( $image, max( 2, (int) round( $frame[2] * 0.7 ) ) );
			imagearc( $image, (int) ( $frame[0] + 50 * $frame[2] ), (int) ( $frame[1] + 66 * $frame[2] ), (int) ( 96 * $frame[2] ), (int) ( 30 * $frame[2] ), 180, 360, $ink['fill'] );
			imagesetthickness( $image, 1 );
			$outline = array_merge(
				boudoir_demo_curve( array( 8, 64 ), array( 10, 40 ), array( 32, 44 ) ),
				boudoir_demo_curve( array( 32, 44 ), array( 50, 50 ), array( 68, 44 ) ),
				boudoir_demo_curve( array( 68, 44 ), array( 90, 40 ), array( 92, 64 ) ),
				boudoir_demo_curve( array( 92, 64 ), array( 90, 84 ), array( 66, 82 ) ),
				boudoir_demo_curve( array( 66, 82 ), array( 50, 70 ), array( 34, 82 ) ),
				boudoir_demo_curve( array( 34, 82 ), array( 10, 84 ), array( 8, 64 ) )
			);
			boudoir_demo_shape( $image, $outline, $frame, $ink );
			boudoir_demo_scallops( $image, array( 14, 62 ), array( 86, 62 ), $frame, $lace );
			break;

		case 'bag':
			boudoir_demo_shape( $image, array( array( 20, 34 ), array( 80, 34 ), array( 84, 112 ), array( 16, 112 ) ), $frame, $ink );
			boudoir_demo_shape( $image, array( array( 18, 34 ), array( 82, 34 ), array( 82, 44 ), array( 18, 44 ) ), $frame, $ink );
			imagesetthickness( $image, max( 2, (int) round( $frame[2] * 0.5 ) ) );
			$cord = boudoir_demo_points( array( array( 50, 40 ), array( 44, 60 ), array( 56, 60 ) ), $frame );
			imageline( $image, $cord[0], $cord[1], $cord[2], $cord[3], $ink['edge'] );
			imageline( $image, $cord[0], $cord[1], $cord[4], $cord[5], $ink['edge'] );
			imagesetthickness( $image, 1 );
			boudoir_demo_scallops( $image, array( 22, 100 ), array( 78, 100 ), $frame, $lace );
			break;

		case 'stockings':
			foreach ( array( 0, 34 ) as $shift ) {
				$outline = array_merge(
					array( array( 18 + $shift, 6 ), array( 44 + $shift, 6 ) ),
					boudoir_demo_curve( array( 44 + $shift, 6 ), array( 42 + $shift, 70 ), array( 40 + $shift, 104 ) ),
					boudoir_demo_curve( array( 40 + $shift, 104 ), array( 44 + $shift, 120 ), array( 30 + $shift, 120 ) ),
					array( array( 24 + $shift, 118 ) ),
					boudoir_demo_curve( array( 24 + $shift, 104 ), array( 22 + $shift, 60 ), array( 18 + $shift, 6 ) )
				);
				boudoir_demo_shape( $image, $outline, $frame, array( 'fill' => boudoir_demo_color( $image, $rgb, 30 ) ) + $ink );
				boudoir_demo_scallops( $image, array( 19 + $shift, 16 ), array( 43 + $shift, 16 ), $frame, $lace );
			}
			break;
	}
}

/**
 * Draws a product shot and writes it as a JPEG.
 *
 * @param string $file    Where to write it.
 * @param string $garment What to draw (see boudoir_demo_garment()).
 * @param string $hex     The garment's colour.
 * @param string $pose    `front` (the whole garment) or `detail` (a close-up).
 * @param int    $seed    Varies the backdrop from product to product.
 */
function boudoir_demo_draw_product( string $file, string $garment, string $hex, string $pose, int $seed ): void {
	$scale  = BOUDOIR_DEMO_SUPERSAMPLE;
	$width  = 800 * $scale;
	$height = 1000 * $scale;
	$image  = imagecreatetruecolor( $width, $height );
	$rgb    = boudoir_demo_rgb( $hex );
	$paper  = boudoir_demo_rgb( BOUDOIR_DEMO_PAPER );
	// Pale garments sit on a deeper, warmer backdrop so their outline stays visible.
	if ( boudoir_demo_luminance( $rgb ) > 0.55 ) {
		$top  = boudoir_demo_mix( $paper, array( 196, 170, 158 ), 0.55 );
		$foot = boudoir_demo_mix( $paper, array( 196, 170, 158 ), 0.85 );
	} else {
		$top  = boudoir_demo_mix( $rgb, $paper, 0.86 );
		$foot = boudoir_demo_mix( $rgb, $paper, 0.72 );
	}
	if ( 'detail' === $pose ) {
		list( $top, $foot ) = array( $foot, $top );
	}
	boudoir_demo_backdrop( $image, $top, $foot, $seed );

	$unit  = 'detail' === $pose ? 11.5 * $scale : 6.6 * $scale;
	$frame = 'detail' === $pose
		? array( $width / 2 - 50 * $unit + ( $seed % 3 - 1 ) * 40 * $scale, $height * 0.5 - 62 * $unit, $unit )
		: array( $width / 2 - 50 * $unit, $height * 0.52 - 62 * $unit, $unit );
	boudoir_demo_garment( $image, $garment, $frame, $rgb );

	boudoir_demo_write( $image, $file, 800, 1000, $seed );
}

/**
 * Draws a lifestyle scene for the home page and writes it as a JPEG: garments on a
 * rail against draped fabric in the shop's palette.
 *
 * @param string                                     $file     Where to write it.
 * @param list<array{garment:string,color:string}>   $garments What hangs on the rail, left to right.
 * @param string                                     $drape    The fabric's colour.
 * @param int                                        $seed     Varies the drape's folds.
 */
function boudoir_demo_draw_scene( string $file, array $garments, string $drape, int $seed ): void {
	$scale  = BOUDOIR_DEMO_SUPERSAMPLE;
	$width  = 1200 * $scale;
	$height = 900 * $scale;
	$image  = imagecreatetruecolor( $width, $height );
	$paper  = boudoir_demo_rgb( BOUDOIR_DEMO_PAPER );
	$cloth  = boudoir_demo_rgb( $drape );
	boudoir_demo_backdrop( $image, boudoir_demo_mix( $cloth, $paper, 0.55 ), boudoir_demo_mix( $cloth, $paper, 0.25 ), $seed );

	// Folds of draped fabric: soft vertical waves, lighter on the crests.
	for ( $fold = 0; $fold < 7; $fold++ ) {
		$points = array();
		$x0     = $width * ( $fold + 0.2 ) / 7;
		for ( $y = 0; $y <= $height; $y += 20 * $scale ) {
			$points[] = (int) ( $x0 + sin( $y / ( 90 * $scale ) + $fold + $seed ) * 26 * $scale );
			$points[] = $y;
		}
		for ( $y = $height; $y >= 0; $y -= 20 * $scale ) {
			$points[] = (int) ( $x0 + 60 * $scale + sin( $y / ( 110 * $scale ) + $fold * 1.7 + $seed ) * 30 * $scale );
			$points[] = $y;
		}
		$tone = 0 === $fold % 2 ? array( 255, 255, 255 ) : boudoir_demo_mix( $cloth, array( 0, 0, 0 ), 0.3 );
		imagefilledpolygon( $image, $points, boudoir_demo_color( $image, $tone, 0 === $fold % 2 ? 108 : 114 ) );
	}

	// A brass rail with hangers.
	$brass = boudoir_demo_color( $image, array( 176, 141, 87 ) );
	$rail  = (int) ( 150 * $scale );
	imagefilledrectangle( $image, 0, $rail, $width, $rail + 8 * $scale, $brass );
	$count = count( $garments );
	foreach ( $garments as $index => $garment ) {
		$center = (int) ( $width * ( $index + 0.5 ) / $count );
		imagesetthickness( $image, 4 * $scale );
		imagearc( $image, $center, $rail + 10 * $scale, 30 * $scale, 36 * $scale, 180, 360, $brass );
		imageline( $image, $center - 110 * $scale, $rail + 90 * $scale, $center, $rail + 30 * $scale, $brass );
		imageline( $image, $center + 110 * $scale, $rail + 90 * $scale, $center, $rail + 30 * $scale, $brass );
		imagesetthickness( $image, 1 );
		$unit = ( 'robe' === $garment['garment'] || 'bodysuit' === $garment['garment'] ? 5.0 : 3.6 ) * $scale;
		boudoir_demo_garment( $image, $garment['garment'], array( $center - 50 * $unit, $rail + 70 * $scale, $unit ), boudoir_demo_rgb( $garment['color'] ) );
	}

	boudoir_demo_write( $image, $file, 1200, 900, $seed );
}

/**
 * Scales the supersampled canvas down to its final size and writes it.
 *
 * @param \GdImage $image  The canvas.
 * @param string   $file   Where.
 * @param int      $width  Final width.
 * @param int      $height Final height.
 * @param int      $seed   Sets the weave's direction.
 */
function boudoir_demo_write( \GdImage $image, string $file, int $width, int $height, int $seed ): void {
	$final = imagecreatetruecolor( $width, $height );
	imagecopyresampled( $final, $image, 0, 0, 0, 0, $width, $height, imagesx( $image ), imagesy( $image ) );
	imagedestroy( $image );
	boudoir_demo_weave( $final, $seed );
	if ( ! is_dir( dirname( $file ) ) ) {
		wp_mkdir_p( dirname( $file ) );
	}
	$written = str_ends_with( $file, '.webp' ) ? imagewebp( $final, $file, 82 ) : imagejpeg( $final, $file, 86 );
	if ( ! $written ) {
		throw new RuntimeException( "Could not write {$file}" );
	}
	imagedestroy( $final );
}

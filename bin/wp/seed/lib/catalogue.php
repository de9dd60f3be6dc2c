<?php
/**
 * The demo catalogue: attributes, categories, tags and 27 products in WooCommerce's
 * own storage schema (tests/woocommerce-double/README.md), written with WordPress
 * primitives. Deterministic: reviews and stock follow fixed rules, no randomness.
 *
 * The special cases the tests and docs/contract.md rely on:
 * - `margaux-lace-brief`       simple product.
 * - `eloise-balconette-bra`    variable, Colour × Band × Cup, 24 variations (≤ 30, the
 *                              "small" swatch product): 3 combinations missing, 3 out of
 *                              stock, one with 2 left.
 * - `odette-plunge-bra`        variable, 4 colours × 6 bands × 6 cups with 3 band/cup
 *                              combinations missing per colour: 132 variations (> 30),
 *                              some out of stock.
 * - `iris-garter-belt`         low stock: 2 left (≤ 3, the stock-label threshold).
 * - `seraphine-lace-set`       grouped: `seraphine-lace-bra` + `seraphine-lace-brief`.
 * - `noemie-mesh-bodysuit`     simple, out of stock.
 * - `lucie-longline-bra`       variable, one variation per Band (32, 34, 36) in "Any Colour"
 *                              (`attribute_pa_color` = ''): the Store API wants the colour
 *                              with the variation (`woocommerce_rest_missing_variation_data`).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * Colours of the global attribute pa_color: slug => [name, hex].
 *
 * @return array<string,array{0:string,1:string}>
 */
function boudoir_demo_colours(): array {
	return array(
		'noir'     => array( 'Noir', '#111111' ),
		'ivory'    => array( 'Ivory', '#f4efe6' ),
		'blush'    => array( 'Blush', '#e8b4b8' ),
		'burgundy' => array( 'Burgundy', '#6d1a36' ),
		'sage'     => array( 'Sage', '#9caf88' ),
		'midnight' => array( 'Midnight', '#1c2541' ),
	);
}

/**
 * The global attributes: name => [label, terms slug => name].
 *
 * @return array<string,array{0:string,1:array<string,string>}>
 */
function boudoir_demo_attributes(): array {
	$colours = array();
	foreach ( boudoir_demo_colours() as $slug => $colour ) {
		$colours[ $slug ] = $colour[0];
	}
	return array(
		'color' => array( 'Colour', $colours ),
		'band'  => array( 'Band', array_combine( array( '30', '32', '34', '36', '38', '40' ), array( '30', '32', '34', '36', '38', '40' ) ) ),
		'cup'   => array( 'Cup', array_combine( array( 'a', 'b', 'c', 'd', 'e', 'f' ), array( 'A', 'B', 'C', 'D', 'E', 'F' ) ) ),
	);
}

/**
 * Product categories: slug => [name, description].
 *
 * @return array<string,array{0:string,1:string}>
 */
function boudoir_demo_categories(): array {
	return array(
		'bras'             => array( 'Bras', 'Balconettes, plunges and soft bralettes, in bands 30 to 40 and cups A to F.' ),
		'briefs'           => array( 'Briefs', 'High-waist, cheeky and tanga briefs in lace, silk and cotton.' ),
		'bodysuits'        => array( 'Bodysuits', 'Lace and mesh bodysuits to wear under a blazer or on their own.' ),
		'robes-loungewear' => array( 'Robes & Loungewear', 'Silk robes, satin pyjamas and soft lounge pieces.' ),
		'sets'             => array( 'Sets', 'Matching bras and briefs, chosen together.' ),
		'accessories'      => array( 'Accessories', 'Garters, stockings, eye masks and wash bags.' ),
	);
}

/**
 * Product tags: slug => name.
 *
 * @return array<string,string>
 */
function boudoir_demo_tags(): array {
	return array(
		'lace'     => 'Lace',
		'silk'     => 'Silk',
		'everyday' => 'Everyday',
		'bridal'   => 'Bridal',
		'mesh'     => 'Mesh',
		'cotton'   => 'Cotton',
		'gift'     => 'Gift idea',
	);
}

/**
 * The products, in catalogue order. Prices are euro strings.
 *
 * Keys: name, type (simple, variable, grouped), garment (the drawing), color (the
 * main colour's slug), categories, tags, price, sale, stock (null: not managed),
 * featured, short, long, and for variable products `variations`: colours, bands,
 * cups, missing and out_of_stock (lists of "colour/band/cup" with * for any), low
 * (combination => stock), price per colour, sale per colour, and any_colour (true: one
 * variation per band/cup whose colour is "any", the shopper choosing it among `colours`).
 *
 * @return array<string,array<string,mixed>>
 */
function boudoir_demo_products(): array {
	return array(
		'eloise-balconette-bra'       => array(
			'name'       => 'Eloise Balconette Bra',
			'type'       => 'variable',
			'garment'    => 'bra',
			'color'      => 'blush',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace', 'everyday' ),
			'price'      => '59.00',
			'featured'   => true,
			'short'      => 'A lightly lined balconette in scalloped Leavers lace that lifts without padding.',
			'long'       => array( 'The Eloise balconette is cut low and wide for an open neckline, with seamed cups that shape and lift. Scalloped Leavers lace edges the cups; the wings are soft power mesh.', 'Adjustable straps, a three-row hook-and-eye fastening and an underwire channelled in brushed satin for comfort all day.' ),
			'variations' => array(
				'colours'      => array( 'noir', 'blush', 'ivory' ),
				'bands'        => array( '32', '34', '36' ),
				'cups'         => array( 'b', 'c', 'd' ),
				'missing'      => array( 'ivory/32/d', 'ivory/36/b', 'blush/32/b' ),
				'out_of_stock' => array( 'noir/34/c', 'blush/36/d', 'ivory/34/b' ),
				'low'          => array( 'blush/34/c' => 2 ),
				'stock'        => 8,
				'sale'         => array( 'ivory' => '47.00' ),
			),
		),
		'odette-plunge-bra'           => array(
			'name'       => 'Odette Plunge Bra',
			'type'       => 'variable',
			'garment'    => 'bra',
			'color'      => 'burgundy',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace' ),
			'price'      => '65.00',
			'featured'   => true,
			'short'      => 'A deep plunge in stretch lace, in every band from 30 to 40 and cups A to F.',
			'long'       => array( 'The Odette plunge sits low at the centre for deep necklines, with moulded cups veiled in stretch lace. Its full size range means one style fits most of the shop’s customers.', 'Fully adjustable straps that convert to cross-back, and a wide band that stays put.' ),
			'variations' => array(
				'colours'      => array( 'noir', 'burgundy', 'midnight', 'sage' ),
				'bands'        => array( '30', '32', '34', '36', '38', '40' ),
				'cups'         => array( 'a', 'b', 'c', 'd', 'e', 'f' ),
				'missing'      => array( '*/30/e', '*/30/f', '*/40/a' ),
				'out_of_stock' => array( 'sage/38/*', '*/32/f', 'noir/34/d', 'midnight/36/e' ),
				'low'          => array(
					'burgundy/34/c' => 1,
					'noir/36/c'     => 3,
				),
				'stock'        => 12,
				'price'        => array( 'sage' => '59.00' ),
				'sale'         => array( 'midnight' => '52.00' ),
			),
		),
		'colette-lace-bralette'       => array(
			'name'       => 'Colette Lace Bralette',
			'type'       => 'variable',
			'garment'    => 'bra',
			'color'      => 'sage',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace', 'everyday' ),
			'price'      => '39.00',
			'short'      => 'An unlined, wire-free triangle bralette in soft eyelash lace.',
			'long'       => array( 'Colette is the bralette to live in: no wires, no padding, just two triangles of eyelash lace on a soft elastic band.', 'Sized by colour only: one bralette stretches across bands 30 to 36.' ),
			'variations' => array(
				'colours'      => array( 'sage', 'noir', 'blush', 'ivory', 'burgundy' ),
				'out_of_stock' => array( 'ivory' ),
				'stock'        => 15,
				'sale'         => array( 'burgundy' => '29.00' ),
			),
		),
		'seraphine-lace-bra'          => array(
			'name'       => 'Seraphine Lace Bra',
			'type'       => 'simple',
			'garment'    => 'bra',
			'color'      => 'ivory',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace', 'bridal' ),
			'price'      => '55.00',
			'stock'      => 10,
			'short'      => 'The bra of the Seraphine set: ivory Chantilly lace over a sheer tulle cup.',
			'long'       => array( 'Seraphine pairs fine Chantilly lace with a sheer tulle lining for a bra that is as light as it looks. Made for weddings, kept for every day after.' ),
		),
		'juliette-t-shirt-bra'        => array(
			'name'       => 'Juliette T-Shirt Bra',
			'type'       => 'simple',
			'garment'    => 'bra',
			'color'      => 'noir',
			'categories' => array( 'bras' ),
			'tags'       => array( 'everyday' ),
			'price'      => '45.00',
			'stock'      => 30,
			'short'      => 'A smooth moulded cup that disappears under the thinnest knit.',
			'long'       => array( 'Juliette has a seamless spacer-foam cup, bonded edges and a centre gore low enough for V-necks. The bra you forget you are wearing.' ),
		),
		'anouk-longline-bra'          => array(
			'name'       => 'Anouk Longline Bra',
			'type'       => 'simple',
			'garment'    => 'bra',
			'color'      => 'midnight',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace' ),
			'price'      => '62.00',
			'sale'       => '49.00',
			'stock'      => 7,
			'short'      => 'A longline underwired bra with a deep lace band that smooths to the waist.',
			'long'       => array( 'Anouk’s deep band is lined in soft mesh and boned at the sides, so it stays flat under a fitted dress or shows off under an open shirt.' ),
		),
		'margaux-lace-brief'          => array(
			'name'       => 'Margaux Lace Brief',
			'type'       => 'simple',
			'garment'    => 'brief',
			'color'      => 'noir',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'lace', 'everyday' ),
			'price'      => '25.00',
			'stock'      => 40,
			'featured'   => true,
			'short'      => 'A mid-rise brief in all-over stretch lace with a cotton gusset.',
			'long'       => array( 'Margaux is our simplest brief and our most reordered: mid-rise, full at the back, in a stretch lace that never digs in.' ),
		),
		'seraphine-lace-brief'        => array(
			'name'       => 'Seraphine Lace Brief',
			'type'       => 'simple',
			'garment'    => 'brief',
			'color'      => 'ivory',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'lace', 'bridal' ),
			'price'      => '29.00',
			'stock'      => 14,
			'short'      => 'The brief of the Seraphine set, with a scalloped Chantilly lace waist.',
			'long'       => array( 'A low-rise brief with a sheer tulle back and a scalloped Chantilly lace waistband, to match the Seraphine bra.' ),
		),
		'lou-cotton-high-waist-brief' => array(
			'name'       => 'Lou Cotton High-Waist Brief',
			'type'       => 'simple',
			'garment'    => 'brief',
			'color'      => 'blush',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'cotton', 'everyday' ),
			'price'      => '22.00',
			'stock'      => 55,
			'short'      => 'A high-waist brief in organic cotton jersey with a soft picot edge.',
			'long'       => array( 'Lou comes up to the natural waist and stays there. Organic cotton jersey, a picot-trimmed waist and legs, and nothing to itch.' ),
		),
		'delphine-silk-thong'         => array(
			'name'       => 'Delphine Silk Thong',
			'type'       => 'simple',
			'garment'    => 'brief',
			'color'      => 'burgundy',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'silk' ),
			'price'      => '24.00',
			'sale'       => '18.00',
			'stock'      => 21,
			'short'      => 'A silk charmeuse thong with a narrow lace waistband.',
			'long'       => array( 'Cut from the same silk charmeuse as our robes, with a narrow band of stretch lace at the waist.' ),
		),
		'camille-tanga-brief'         => array(
			'name'       => 'Camille Tanga Brief',
			'type'       => 'variable',
			'garment'    => 'brief',
			'color'      => 'midnight',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'mesh', 'everyday' ),
			'price'      => '21.00',
			'short'      => 'A tanga in fine mesh with wide lace sides.',
			'long'       => array( 'Camille sits between a brief and a thong: a tanga back, wide lace sides and a sheer mesh front.' ),
			'variations' => array(
				'colours' => array( 'midnight', 'noir', 'blush' ),
				'stock'   => 18,
			),
		),
		'rosalie-cheeky-brief'        => array(
			'name'       => 'Rosalie Cheeky Brief',
			'type'       => 'simple',
			'garment'    => 'brief',
			'color'      => 'sage',
			'categories' => array( 'briefs' ),
			'tags'       => array( 'lace' ),
			'price'      => '23.00',
			'stock'      => 26,
			'short'      => 'A cheeky cut in floral lace, with bonded edges that leave no line.',
			'long'       => array( 'Rosalie is cut a little higher at the leg and a little lower at the back, with bonded edges invisible under jersey.' ),
		),
		'noemie-mesh-bodysuit'        => array(
			'name'       => 'Noémie Mesh Bodysuit',
			'type'       => 'simple',
			'garment'    => 'bodysuit',
			'color'      => 'noir',
			'categories' => array( 'bodysuits' ),
			'tags'       => array( 'mesh' ),
			'price'      => '89.00',
			'stock'      => 0,
			'short'      => 'A sheer mesh bodysuit with a plunging neckline. Back in the spring.',
			'long'       => array( 'Noémie is cut from a single layer of sheer stretch mesh, with a plunging neckline and a snap gusset. Sold out; we are weaving more.' ),
		),
		'ines-lace-bodysuit'          => array(
			'name'       => 'Inès Lace Bodysuit',
			'type'       => 'simple',
			'garment'    => 'bodysuit',
			'color'      => 'burgundy',
			'categories' => array( 'bodysuits' ),
			'tags'       => array( 'lace' ),
			'price'      => '95.00',
			'sale'       => '76.00',
			'stock'      => 9,
			'featured'   => true,
			'short'      => 'A long-sleeve-free lace bodysuit with soft cups and a low back.',
			'long'       => array( 'Inès is lace from neckline to leg, with soft unlined cups and a low scooped back. Wear it under a blazer or on its own.' ),
		),
		'sidonie-plunge-bodysuit'     => array(
			'name'       => 'Sidonie Plunge Bodysuit',
			'type'       => 'simple',
			'garment'    => 'bodysuit',
			'color'      => 'blush',
			'categories' => array( 'bodysuits' ),
			'tags'       => array( 'mesh', 'lace' ),
			'price'      => '99.00',
			'stock'      => 6,
			'short'      => 'An underwired plunge bodysuit in blush mesh and lace.',
			'long'       => array( 'Sidonie has the support of an underwired plunge bra and the line of a bodysuit: blush mesh panels, lace cups and a thong back.' ),
		),
		'valentine-silk-robe'         => array(
			'name'       => 'Valentine Silk Robe',
			'type'       => 'simple',
			'garment'    => 'robe',
			'color'      => 'ivory',
			'categories' => array( 'robes-loungewear' ),
			'tags'       => array( 'silk', 'bridal', 'gift' ),
			'price'      => '149.00',
			'stock'      => 11,
			'featured'   => true,
			'short'      => 'A knee-length robe in heavy silk charmeuse with a self tie belt.',
			'long'       => array( 'Valentine is cut from 22-momme silk charmeuse that drapes and warms. Kimono sleeves, deep pockets and a belt held by inner ties.', 'Dry clean, or hand wash cold with a silk detergent.' ),
		),
		'clemence-satin-pyjama-set'   => array(
			'name'       => 'Clémence Satin Pyjama Set',
			'type'       => 'simple',
			'garment'    => 'robe',
			'color'      => 'sage',
			'categories' => array( 'robes-loungewear' ),
			'tags'       => array( 'gift' ),
			'price'      => '119.00',
			'stock'      => 8,
			'short'      => 'A piped satin shirt and wide trousers, for slow mornings.',
			'long'       => array( 'Clémence is a classic pyjama in washable satin: a piped revere-collar shirt and wide trousers with an elastic waist.' ),
		),
		'helene-kimono-robe'          => array(
			'name'       => 'Hélène Kimono Robe',
			'type'       => 'simple',
			'garment'    => 'robe',
			'color'      => 'noir',
			'categories' => array( 'robes-loungewear' ),
			'tags'       => array( 'lace' ),
			'price'      => '129.00',
			'sale'       => '99.00',
			'stock'      => 5,
			'short'      => 'A short kimono in sheer tulle with wide lace cuffs.',
			'long'       => array( 'Hélène is a short, sheer kimono that turns any set into an outfit, with wide lace cuffs and a narrow belt.' ),
		),
		'mathilde-modal-lounge-robe'  => array(
			'name'       => 'Mathilde Modal Lounge Robe',
			'type'       => 'simple',
			'garment'    => 'robe',
			'color'      => 'midnight',
			'categories' => array( 'robes-loungewear' ),
			'tags'       => array( 'everyday' ),
			'price'      => '69.00',
			'stock'      => 19,
			'short'      => 'A long robe in soft modal jersey that washes and wears for years.',
			'long'       => array( 'Mathilde is the robe you reach for every evening: long, soft modal jersey, a shawl collar and two patch pockets.' ),
		),
		'seraphine-lace-set'          => array(
			'name'       => 'Seraphine Lace Set',
			'type'       => 'grouped',
			'garment'    => 'set',
			'color'      => 'ivory',
			'categories' => array( 'sets' ),
			'tags'       => array( 'lace', 'bridal' ),
			'children'   => array( 'seraphine-lace-bra', 'seraphine-lace-brief' ),
			'featured'   => true,
			'short'      => 'The Seraphine bra and brief in ivory Chantilly lace: choose each in your size.',
			'long'       => array( 'Buy the Seraphine bra and brief together, each in its own size. A set for the wedding day and long after.' ),
		),
		'lise-bralette-brief-set'     => array(
			'name'       => 'Lise Bralette & Brief Set',
			'type'       => 'simple',
			'garment'    => 'set',
			'color'      => 'blush',
			'categories' => array( 'sets' ),
			'tags'       => array( 'lace', 'gift' ),
			'price'      => '75.00',
			'stock'      => 12,
			'short'      => 'A soft lace bralette and matching brief, boxed as a gift.',
			'long'       => array( 'Lise is a wire-free lace bralette and a matching mid-rise brief, folded in tissue in our blush gift box.' ),
		),
		'bianca-bridal-set'           => array(
			'name'       => 'Bianca Bridal Set',
			'type'       => 'simple',
			'garment'    => 'set',
			'color'      => 'ivory',
			'categories' => array( 'sets' ),
			'tags'       => array( 'bridal', 'silk' ),
			'price'      => '110.00',
			'stock'      => 4,
			'short'      => 'A silk and lace balconette with a matching brief and a blue ribbon detail.',
			'long'       => array( 'Bianca pairs a silk balconette with a lace brief, each finished with a tiny pale blue ribbon: something blue.' ),
		),
		'iris-garter-belt'            => array(
			'name'       => 'Iris Garter Belt',
			'type'       => 'simple',
			'garment'    => 'garter',
			'color'      => 'midnight',
			'categories' => array( 'accessories' ),
			'tags'       => array( 'lace', 'bridal' ),
			'price'      => '35.00',
			'stock'      => 2,
			'short'      => 'A lace garter belt with four adjustable straps and metal clips. Only a few left.',
			'long'       => array( 'Iris sits at the waist on a wide lace band, with four adjustable straps and brushed metal clips that hold stockings without snagging.' ),
		),
		'ondine-silk-eye-mask'        => array(
			'name'       => 'Ondine Silk Eye Mask',
			'type'       => 'simple',
			'garment'    => 'mask',
			'color'      => 'noir',
			'categories' => array( 'accessories' ),
			'tags'       => array( 'silk', 'gift' ),
			'price'      => '28.00',
			'stock'      => 33,
			'short'      => 'A padded silk eye mask with a lace trim and a soft elastic strap.',
			'long'       => array( 'Ondine is a silk eye mask padded with silk floss, trimmed in lace, on a strap that does not pull at your hair.' ),
		),
		'solene-lingerie-wash-bag'    => array(
			'name'       => 'Solène Lingerie Wash Bag',
			'type'       => 'simple',
			'garment'    => 'bag',
			'color'      => 'ivory',
			'categories' => array( 'accessories' ),
			'tags'       => array( 'everyday' ),
			'price'      => '14.00',
			'stock'      => 60,
			'short'      => 'A fine mesh wash bag that keeps lace and hooks apart in the machine.',
			'long'       => array( 'Solène protects lace in the machine: a fine mesh bag with a padded zip cover and room for four bras.' ),
		),
		'apolline-lace-top-stockings' => array(
			'name'       => 'Apolline Lace-Top Stockings',
			'type'       => 'simple',
			'garment'    => 'stockings',
			'color'      => 'blush',
			'categories' => array( 'accessories' ),
			'tags'       => array( 'lace', 'bridal' ),
			'price'      => '19.00',
			'sale'       => '15.00',
			'stock'      => 24,
			'short'      => 'Sheer 15-denier stockings with a deep lace top, for garter belts.',
			'long'       => array( 'Apolline are sheer 15-denier stockings with a deep lace top and a reinforced welt for garter clips.' ),
		),
		'lucie-longline-bra'          => array(
			'name'       => 'Lucie Longline Bra',
			'type'       => 'variable',
			'garment'    => 'bra',
			'color'      => 'noir',
			'categories' => array( 'bras' ),
			'tags'       => array( 'lace', 'everyday' ),
			'price'      => '72.00',
			'short'      => 'A soft longline bra made to order by band, in the colour of your choice.',
			'long'       => array( 'The Lucie longline bra is unlined stretch lace on a deep, boned band that smooths to the waist. It is made to order by band size, in any of its three colours.', 'Choose your band and your colour: every band comes in Noir, Blush and Ivory at the same price.' ),
			'variations' => array(
				'colours'    => array( 'noir', 'blush', 'ivory' ),
				'any_colour' => true,
				'bands'      => array( '32', '34', '36' ),
				'stock'      => 12,
			),
		),
	);
}

/**
 * A few reviews per product, chosen by a fixed rule from the product's position.
 *
 * @param int $index The product's position in the catalogue.
 * @return list<array{author:string,email:string,rating:int,text:string,verified:bool}>
 */
function boudoir_demo_reviews( int $index ): array {
	$pool    = array(
		array( 'Claire', 5, 'Beautiful quality, and the fit guide was spot on. I ordered my usual size and it is perfect.' ),
		array( 'Sophie', 4, 'Lovely lace and very comfortable. The colour is a little deeper than on my screen, which I prefer.' ),
		array( 'Amélie', 5, 'Soft, well finished and it arrived in lovely discreet packaging. Already ordered a second one.' ),
		array( 'Nadia', 3, 'Pretty, but it runs slightly small: size up if you are between sizes.' ),
		array( 'Hannah', 5, 'The nicest piece I own. Washes well by hand and keeps its shape.' ),
		array( 'Laure', 4, 'Elegant and comfortable for a whole day. The straps could be a touch softer.' ),
		array( 'Mei', 5, 'Exactly as pictured, and the customer service helped me find my size quickly.' ),
	);
	$count   = 2 + $index % 3;
	$reviews = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$pick      = $pool[ ( $index * 3 + $i * 2 ) % count( $pool ) ];
		$reviews[] = array(
			'author'   => $pick[0],
			'email'    => sanitize_title( remove_accents( $pick[0] ) ) . '@reviews.boudoir.test',
			'rating'   => $pick[1],
			'text'     => $pick[2],
			'verified' => 0 === ( $index + $i ) % 2,
		);
	}
	return $reviews;
}

/**
 * Whether a "colour/band/cup" combination matches one of the patterns (`*` matches any part).
 *
 * @param list<string> $parts    The combination.
 * @param list<string> $patterns Patterns such as `sage/38/*`.
 */
function boudoir_demo_matches( array $parts, array $patterns ): bool {
	foreach ( $patterns as $pattern ) {
		$want = explode( '/', $pattern );
		$hit  = count( $want ) === count( $parts );
		foreach ( $want as $index => $value ) {
			$hit = $hit && ( '*' === $value || ( $parts[ $index ] ?? null ) === $value );
		}
		if ( $hit ) {
			return true;
		}
	}
	return false;
}

/**
 * Creates the global attributes through the shop's API and their terms, with colour hex values.
 */
function boudoir_demo_seed_attributes(): void {
	if ( ! function_exists( 'wc_create_attribute' ) || ! function_exists( 'wc_get_attribute_taxonomies' ) ) {
		boudoir_demo_fail( 'the shop has no wc_create_attribute(): cannot create the global attributes' );
	}
	$existing = array();
	foreach ( wc_get_attribute_taxonomies() as $row ) {
		$existing[ $row->attribute_name ] = (int) $row->attribute_id;
	}
	$colours = boudoir_demo_colours();
	foreach ( boudoir_demo_attributes() as $name => list( $label, $terms ) ) {
		$result = wc_create_attribute(
			array(
				'id'       => $existing[ $name ] ?? 0,
				'name'     => $label,
				'slug'     => $name,
				'type'     => 'select',
				'order_by' => 'menu_order',
			)
		);
		if ( is_wp_error( $result ) ) {
			boudoir_demo_fail( $result );
		}
		$taxonomy = 'pa_' . $name;
		if ( ! taxonomy_exists( $taxonomy ) ) {
			// WooCommerce registers attribute taxonomies on the next request; its own test helpers register them at once, as here.
			register_taxonomy(
				$taxonomy,
				array( 'product' ),
				array(
					'hierarchical' => false,
					'public'       => false,
					'label'        => $label,
				)
			);
		}
		$order = 0;
		foreach ( $terms as $slug => $term ) {
			$meta = array( 'order' => $order++ );
			if ( 'color' === $name ) {
				// The swatch colour (Boudoir\Swatches\Term_Meta::COLOR).
				$meta['boudoir_swatch_color'] = $colours[ $slug ][1];
			}
			boudoir_demo_term( $taxonomy, $term, (string) $slug, array(), $meta );
		}
	}
}

/**
 * Draws (once) and attaches a product picture.
 *
 * @param string              $slug    The product.
 * @param array<string,mixed> $product Its entry in boudoir_demo_products().
 * @param string              $colour  Colour slug.
 * @param string              $pose    front or detail.
 * @param int                 $index   The product's position (varies the backdrop).
 * @param int                 $parent  The product's id.
 * @return int The attachment.
 */
function boudoir_demo_product_image( string $slug, array $product, string $colour, string $pose, int $index, int $parent ): int {
	$colours = boudoir_demo_colours();
	$name    = $colours[ $colour ][0];
	$alt     = 'detail' === $pose
		? sprintf( 'Close-up of the %s in %s', $product['name'], $name )
		: sprintf( '%s in %s', $product['name'], $name );
	return boudoir_demo_image(
		"product-{$slug}-{$colour}-{$pose}",
		"{$product['name']}, {$name}" . ( 'detail' === $pose ? ', detail' : '' ),
		$alt,
		static function ( string $file ) use ( $product, $colours, $colour, $pose, $index ): void {
			boudoir_demo_draw_product( $file, $product['garment'], $colours[ $colour ][1], $pose, $index );
		},
		$parent
	);
}

/**
 * Seeds the catalogue: attributes, categories, tags, products, variations, reviews.
 */
function boudoir_demo_seed_catalogue(): void {
	boudoir_demo_seed_attributes();
	$categories = array();
	foreach ( boudoir_demo_categories() as $slug => list( $name, $description ) ) {
		$categories[ $slug ] = boudoir_demo_term( 'product_cat', $name, $slug, array( 'description' => $description ) );
	}
	foreach ( boudoir_demo_tags() as $slug => $name ) {
		boudoir_demo_term( 'product_tag', $name, $slug );
	}

	$ids             = array();
	$colours         = boudoir_demo_colours();
	$index           = 0;
	$category_images = array();
	foreach ( boudoir_demo_products() as $slug => $product ) {
		++$index;
		$id           = boudoir_demo_post_id( 'product', $slug );
		$id           = boudoir_demo_upsert_post(
			array(
				'post_type'      => 'product',
				'post_name'      => $slug,
				'post_title'     => $product['name'],
				'post_content'   => '<p>' . implode( "</p>\n<p>", array_map( 'esc_html', $product['long'] ) ) . '</p>',
				'post_excerpt'   => $product['short'],
				'menu_order'     => $index,
				'comment_status' => 'open',
				// Newest first in the shop follows the catalogue's order.
				'post_date'      => gmdate( 'Y-m-d H:i:s', gmmktime( 9, 0, 0, 1, 1, 2025 ) + $index * DAY_IN_SECONDS ),
			),
			array(),
			$id
		);
		$ids[ $slug ] = $id;

		$variation_spec = $product['variations'] ?? null;
		$image_colours  = $variation_spec ? $variation_spec['colours'] : array( $product['color'] );
		$colour_images  = array();
		foreach ( $image_colours as $colour ) {
			$colour_images[ $colour ] = boudoir_demo_product_image( $slug, $product, $colour, 'front', $index, $id );
		}
		$main    = $colour_images[ $product['color'] ];
		$gallery = array( boudoir_demo_product_image( $slug, $product, $product['color'], 'detail', $index, $id ) );
		foreach ( $colour_images as $colour => $image ) {
			if ( $colour !== $product['color'] ) {
				$gallery[] = $image;
			}
		}
		foreach ( $product['categories'] as $category ) {
			$category_images[ $category ] = $category_images[ $category ] ?? $main;
		}

		// Attributes: colour on every product (for the layered filters), band and cup on sized bras.
		$attributes = array();
		$position   = 0;
		$axes       = array( 'pa_color' => $image_colours );
		if ( $variation_spec && isset( $variation_spec['bands'] ) ) {
			$axes['pa_band'] = $variation_spec['bands'];
		}
		if ( $variation_spec && isset( $variation_spec['cups'] ) ) {
			$axes['pa_cup'] = $variation_spec['cups'];
		}
		foreach ( $axes as $taxonomy => $values ) {
			wp_set_object_terms( $id, array_map( 'strval', $values ), $taxonomy );
			$attributes[ $taxonomy ] = array(
				'name'         => $taxonomy,
				'value'        => '',
				'position'     => $position++,
				'is_visible'   => 1,
				'is_variation' => $variation_spec ? 1 : 0,
				'is_taxonomy'  => 1,
			);
		}

		$meta     = array(
			'_sku'                   => sprintf( 'BDR-%03d', $index ),
			'_product_attributes'    => $attributes,
			'_thumbnail_id'          => (string) $main,
			'_product_image_gallery' => implode( ',', $gallery ),
			'_sold_individually'     => 'no',
			'_virtual'               => 'no',
			'_downloadable'          => 'no',
			'_tax_status'            => 'taxable',
			'_tax_class'             => '',
			'_backorders'            => 'no',
			'_low_stock_amount'      => '',
			'total_sales'            => (string) ( ( $index * 37 ) % 120 ),
			'_product_version'       => defined( 'WC_VERSION' ) ? WC_VERSION : '9.4.0',
		);
		$in_stock = true;
		if ( 'simple' === $product['type'] ) {
			$sale     = $product['sale'] ?? '';
			$in_stock = ( $product['stock'] ?? 1 ) > 0;
			$meta    += array(
				'_regular_price' => $product['price'],
				'_sale_price'    => $sale,
				'_price'         => '' !== $sale ? $sale : $product['price'],
				'_manage_stock'  => 'yes',
				'_stock'         => (string) $product['stock'],
				'_stock_status'  => $in_stock ? 'instock' : 'outofstock',
			);
			if ( $product['stock'] > 0 && $product['stock'] <= 3 ) {
				$meta['_low_stock_amount'] = '3';
			}
		} else {
			$meta += array(
				'_manage_stock' => 'no',
				'_stock'        => '',
			);
		}
		foreach ( array( '_regular_price', '_sale_price', '_price', '_children' ) as $key ) {
			if ( ! isset( $meta[ $key ] ) ) {
				delete_post_meta( $id, $key );
			}
		}

		$prices = array();
		if ( 'variable' === $product['type'] ) {
			list( $prices, $in_stock ) = boudoir_demo_seed_variations( $id, $slug, $product, $meta['_sku'], $colour_images );
		} elseif ( 'grouped' === $product['type'] ) {
			$children          = array_map( static fn ( $child ) => $ids[ $child ], $product['children'] );
			$meta['_children'] = $children;
			foreach ( $children as $child ) {
				$prices[] = (string) get_post_meta( $child, '_price', true );
			}
			$meta['_stock_status'] = 'instock';
		}
		if ( 'simple' !== $product['type'] ) {
			$meta['_stock_status'] = $in_stock ? 'instock' : 'outofstock';
		}
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, wp_slash( $value ) );
		}
		// As WooCommerce syncs a variable or grouped product: one _price row per distinct child price.
		if ( $prices ) {
			delete_post_meta( $id, '_price' );
			$prices = array_unique( $prices );
			sort( $prices, SORT_NUMERIC );
			foreach ( $prices as $price ) {
				add_post_meta( $id, '_price', $price );
			}
		}

		wp_set_object_terms( $id, $product['type'], 'product_type' );
		wp_set_object_terms( $id, array_map( static fn ( $category ) => $categories[ $category ], $product['categories'] ), 'product_cat' );
		wp_set_object_terms( $id, $product['tags'], 'product_tag' );
		$visibility = array();
		if ( ! empty( $product['featured'] ) ) {
			$visibility[] = 'featured';
		}
		if ( ! $in_stock ) {
			$visibility[] = 'outofstock';
		}
		wp_set_object_terms( $id, $visibility, 'product_visibility' );

		boudoir_demo_seed_reviews( $id, $index );
	}

	foreach ( $category_images as $category => $image ) {
		update_term_meta( $categories[ $category ], 'thumbnail_id', $image );
	}
	if ( ! defined( 'WC_DOUBLE' ) ) {
		boudoir_demo_sync_woocommerce( array_values( $ids ) );
	}
	boudoir_demo_log( sprintf( '%d products, %d variations', count( $ids ), (int) wp_count_posts( 'product_variation' )->publish ) );
}

/**
 * On real WooCommerce, what it derives from the stored products, as its own tools would
 * (Status → Tools: "Regenerate the product lookup tables", "Regenerate the product attributes
 * lookup table"), but at once rather than queued for Action Scheduler, which the demo never
 * runs (DISABLE_WP_CRON): variable parents' prices and stock (WC_Product_Variable::sync()),
 * the product lookup table the shop's sorting, filters and Store API read, the attribute
 * lookup table its layered navigation reads, and the cached children.
 *
 * @param list<int> $ids The products.
 */
function boudoir_demo_sync_woocommerce( array $ids ): void {
	global $wpdb;
	foreach ( $ids as $id ) {
		wc_delete_product_transients( $id );
		$product = wc_get_product( $id );
		if ( $product && $product->is_type( 'variable' ) ) {
			WC_Product_Variable::sync( $id );
		}
	}
	$wpdb->query( "INSERT IGNORE INTO {$wpdb->wc_product_meta_lookup} (`product_id`) SELECT ID FROM {$wpdb->posts} WHERE post_type IN ('product', 'product_variation')" );
	foreach ( array( 'min_max_price', 'stock_quantity', 'sku', 'global_unique_id', 'stock_status', 'average_rating', 'total_sales', 'downloadable', 'virtual', 'onsale', 'tax_class', 'tax_status' ) as $column ) {
		wc_update_product_lookup_tables_column( $column );
	}
	delete_option( 'woocommerce_product_lookup_table_is_generating' );
	$lookup = wc_get_container()->get( \Automattic\WooCommerce\Internal\ProductAttributesLookup\LookupDataStore::class );
	foreach ( $ids as $id ) {
		$lookup->create_data_for_product( $id );
	}
	update_option( 'woocommerce_attribute_lookup_enabled', 'yes' );
}

/**
 * Creates or updates a variable product's variations, removes those no longer offered.
 *
 * @param int                 $parent        The variable product.
 * @param string              $slug          Its slug.
 * @param array<string,mixed> $product       Its entry in boudoir_demo_products().
 * @param string              $sku           Its SKU.
 * @param array<string,int>   $colour_images Attachment per colour slug.
 * @return array{0:list<string>,1:bool} The variations' prices, and whether any is in stock.
 */
function boudoir_demo_seed_variations( int $parent, string $slug, array $product, string $sku, array $colour_images ): array {
	global $wpdb;
	$spec     = $product['variations'];
	$colours  = boudoir_demo_colours();
	$existing = array();
	foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'product_variation' AND post_parent = %d", $parent ) ) as $row ) {
		$existing[ $row->post_name ] = (int) $row->ID;
	}
	$combinations = array( array() );
	// An "any" colour is the one value '' of its axis: WooCommerce stores it as an empty attribute_pa_color.
	$axes = array( empty( $spec['any_colour'] ) ? $spec['colours'] : array( '' ) );
	foreach ( array( 'bands', 'cups' ) as $axis ) {
		if ( isset( $spec[ $axis ] ) ) {
			$axes[] = $spec[ $axis ];
		}
	}
	foreach ( $axes as $axis ) {
		$next = array();
		foreach ( $combinations as $combination ) {
			foreach ( $axis as $value ) {
				$next[] = array_merge( $combination, array( (string) $value ) );
			}
		}
		$combinations = $next;
	}

	$prices   = array();
	$in_stock = false;
	$position = 0;
	$kept     = array();
	foreach ( $combinations as $parts ) {
		if ( boudoir_demo_matches( $parts, $spec['missing'] ?? array() ) ) {
			continue;
		}
		$key       = implode( '/', $parts );
		$colour    = $parts[0];
		$name      = $slug . '-' . implode( '-', array_merge( array( '' === $colour ? 'any' : $colour ), array_slice( $parts, 1 ) ) );
		$labels    = '' === $colour ? array() : array( $colours[ $colour ][0] );
		$attribute = array( 'attribute_pa_color' => $colour );
		$summary   = '' === $colour ? array() : array( 'Colour: ' . $colours[ $colour ][0] );
		if ( isset( $parts[1] ) ) {
			$labels[]                       = $parts[1];
			$attribute['attribute_pa_band'] = $parts[1];
			$summary[]                      = 'Band: ' . $parts[1];
		}
		if ( isset( $parts[2] ) ) {
			$labels[]                      = strtoupper( $parts[2] );
			$attribute['attribute_pa_cup'] = $parts[2];
			$summary[]                     = 'Cup: ' . strtoupper( $parts[2] );
		}
		$stock  = boudoir_demo_matches( $parts, $spec['out_of_stock'] ?? array() ) ? 0 : ( $spec['low'][ $key ] ?? $spec['stock'] );
		$price  = $spec['price'][ $colour ] ?? $product['price'];
		$sale   = $spec['sale'][ $colour ] ?? '';
		$id     = $existing[ $name ] ?? 0;
		$meta   = $attribute + array(
			'_sku'                   => $sku . '-' . strtoupper( implode( '', array( '' === $colour ? 'any' : substr( $colour, 0, 3 ), $parts[1] ?? '', $parts[2] ?? '' ) ) ),
			'_regular_price'         => $price,
			'_sale_price'            => $sale,
			'_price'                 => '' !== $sale ? $sale : $price,
			'_manage_stock'          => 'yes',
			'_stock'                 => (string) $stock,
			'_stock_status'          => $stock > 0 ? 'instock' : 'outofstock',
			'_backorders'            => 'no',
			'_variation_description' => '',
			'_thumbnail_id'          => (string) $colour_images[ '' === $colour ? $product['color'] : $colour ],
		);
		$post   = array(
			'ID'             => $id,
			'post_type'      => 'product_variation',
			'post_name'      => $name,
			// WooCommerce's name: "Parent - Blush, 34" with fewer than three attributes, the parent's name
			// with more (WC_Product_Variation_Data_Store_CPT::generate_product_title(), on its next save).
			'post_title'     => $labels && count( $axes ) < 3 ? $product['name'] . ' - ' . implode( ', ', $labels ) : $product['name'],
			'post_excerpt'   => implode( ', ', $summary ),
			'post_parent'    => $parent,
			'post_status'    => 'publish',
			'post_author'    => 1,
			'menu_order'     => $position++,
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		$result = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $result ) ) {
			boudoir_demo_fail( $result );
		}
		foreach ( $meta as $meta_key => $value ) {
			// A new variation has no meta yet: adding saves the lookup update_post_meta() makes.
			if ( $id ) {
				update_post_meta( (int) $result, $meta_key, $value );
			} else {
				add_post_meta( (int) $result, $meta_key, $value, true );
			}
		}
		$kept[ $name ] = true;
		$prices[]      = $meta['_price'];
		$in_stock      = $in_stock || $stock > 0;
	}
	foreach ( array_diff_key( $existing, $kept ) as $gone ) {
		wp_delete_post( $gone, true );
	}
	return array( $prices, $in_stock );
}

/**
 * Creates or updates a product's reviews (keyed by reviewer e-mail) and its rating meta.
 *
 * @param int $product The product.
 * @param int $index   Its position in the catalogue.
 */
function boudoir_demo_seed_reviews( int $product, int $index ): void {
	$ratings = array();
	foreach ( boudoir_demo_reviews( $index ) as $number => $review ) {
		$found   = get_comments(
			array(
				'post_id'      => $product,
				'type'         => 'review',
				'author_email' => $review['email'],
				'status'       => 'all',
				'number'       => 1,
				'fields'       => 'ids',
			)
		);
		$comment = array(
			'comment_post_ID'      => $product,
			'comment_author'       => $review['author'],
			'comment_author_email' => $review['email'],
			'comment_author_url'   => '',
			'comment_content'      => $review['text'],
			'comment_type'         => 'review',
			'comment_approved'     => 1,
			'comment_date'         => gmdate( 'Y-m-d H:i:s', gmmktime( 10, 0, 0, 2, 1, 2025 ) + ( $index * 5 + $number ) * DAY_IN_SECONDS ),
			'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', gmmktime( 10, 0, 0, 2, 1, 2025 ) + ( $index * 5 + $number ) * DAY_IN_SECONDS ),
			'user_id'              => 0,
		);
		if ( $found ) {
			$id = (int) $found[0];
			wp_update_comment( wp_slash( array( 'comment_ID' => $id ) + $comment ) );
		} else {
			$id = (int) wp_insert_comment( wp_slash( $comment ) );
		}
		update_comment_meta( $id, 'rating', (string) $review['rating'] );
		update_comment_meta( $id, 'verified', $review['verified'] ? '1' : '0' );
		$ratings[] = $review['rating'];
	}
	$counts = array_count_values( $ratings );
	ksort( $counts );
	update_post_meta( $product, '_wc_rating_count', $counts );
	update_post_meta( $product, '_wc_review_count', (string) count( $ratings ) );
	update_post_meta( $product, '_wc_average_rating', number_format( array_sum( $ratings ) / count( $ratings ), 2, '.', '' ) );
}

<?php
/**
 * The demo shop's pages, settings, home page, menu, header and footer.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * A page keyed by slug.
 *
 * @param string              $slug    Slug.
 * @param string              $title   Title.
 * @param string              $content Block markup.
 * @param array<string,mixed> $meta    Post meta.
 * @return int The page's id.
 */
function boudoir_demo_page( string $slug, string $title, string $content, array $meta = array() ): int {
	return boudoir_demo_upsert_post(
		array(
			'post_type'    => 'page',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		),
		$meta
	);
}

/**
 * A paragraph block.
 *
 * @param string              $html       Its inner HTML (already escaped).
 * @param array<string,mixed> $attributes Block attributes.
 * @param string              $class      Extra classes on the element.
 */
function boudoir_demo_paragraph( string $html, array $attributes = array(), string $class = '' ): string {
	$class = trim( ( isset( $attributes['className'] ) ? $attributes['className'] . ' ' : '' ) . $class );
	return '<!-- wp:paragraph' . boudoir_demo_block_attrs( $attributes ) . " -->\n<p" . ( $class ? ' class="' . esc_attr( $class ) . '"' : '' ) . ">{$html}</p>\n<!-- /wp:paragraph -->\n";
}

/**
 * A centred paragraph's attributes, as the running WordPress stores them: `align` until 6.9,
 * the typography support's `textAlign` from 7.0, which dropped `align` (both print has-text-align-center).
 *
 * @return array<string,mixed>
 */
function boudoir_demo_centred(): array {
	$paragraph = WP_Block_Type_Registry::get_instance()->get_registered( 'core/paragraph' );
	return $paragraph && isset( $paragraph->attributes['align'] )
		? array( 'align' => 'center' )
		: array( 'style' => array( 'typography' => array( 'textAlign' => 'center' ) ) );
}

/**
 * A heading block.
 *
 * @param string $text   Plain text.
 * @param int    $level  2–6.
 * @param string $anchor The id, for in-page links.
 */
function boudoir_demo_heading( string $text, int $level = 2, string $anchor = '' ): string {
	$attributes = array_filter(
		array(
			'level'  => 2 === $level ? null : $level,
			'anchor' => '' !== $anchor ? $anchor : null,
		)
	);
	return '<!-- wp:heading' . boudoir_demo_block_attrs( $attributes ) . " -->\n<h{$level} class=\"wp-block-heading\"" . ( $anchor ? ' id="' . esc_attr( $anchor ) . '"' : '' ) . '>' . esc_html( $text ) . "</h{$level}>\n<!-- /wp:heading -->\n";
}

/**
 * Seeds the shop's pages and WooCommerce's settings (README: pages, settings), and the wishlist page
 * (the page option Boudoir's wishlist links point at).
 */
function boudoir_demo_seed_pages(): void {
	// The wishlist page pattern: a heading, a line of introduction, the list, the lists.
	$wishlist = boudoir_demo_page( 'wishlist', 'Wishlist', boudoir_demo_pattern( 'boudoir/wishlist-page' ) );
	update_option( 'boudoir_wishlist_page_id', $wishlist );
	if ( ! boudoir_demo_has_shop() ) {
		return;
	}
	$pages = array(
		// The filters are widgets: the block theme's catalogue template (shop-filters.php), the classic theme's shop sidebar (classic-theme.php).
		'shop'       => array( 'Shop', '', 'woocommerce_shop_page_id' ),
		'cart'       => array( 'Cart', '[woocommerce_cart]', 'woocommerce_cart_page_id' ),
		'checkout'   => array( 'Checkout', '[woocommerce_checkout]', 'woocommerce_checkout_page_id' ),
		'my-account' => array( 'My account', '[woocommerce_my_account]', 'woocommerce_myaccount_page_id' ),
	);
	foreach ( $pages as $slug => list( $title, $shortcode, $option ) ) {
		$content = '' === $shortcode ? '' : "<!-- wp:shortcode -->\n{$shortcode}\n<!-- /wp:shortcode -->";
		update_option( $option, boudoir_demo_page( $slug, $title, $content ) );
	}
	$settings = array(
		'woocommerce_currency'                          => 'EUR',
		'woocommerce_currency_pos'                      => 'left',
		'woocommerce_price_decimal_sep'                 => '.',
		'woocommerce_price_thousand_sep'                => ',',
		'woocommerce_price_num_decimals'                => '2',
		'woocommerce_enable_myaccount_registration'     => 'yes',
		'woocommerce_cart_redirect_after_add'           => 'no',
		'woocommerce_enable_ajax_add_to_cart'           => 'yes',
		'woocommerce_hide_out_of_stock_items'           => 'no',
		'woocommerce_feature_order_attribution_enabled' => 'no',
		'woocommerce_manage_stock'                      => 'yes',
		'woocommerce_notify_low_stock_amount'           => '3',
		'woocommerce_enable_reviews'                    => 'yes',
		'woocommerce_enable_review_rating'              => 'yes',
		'woocommerce_review_rating_verification_label'  => 'yes',
		'woocommerce_default_country'                   => 'FR',
	);
	foreach ( $settings as $option => $value ) {
		update_option( $option, $value );
	}
	// WooCommerce ships with every payment method off; the demo takes cash on delivery.
	$cod            = (array) get_option( 'woocommerce_cod_settings', array() );
	$cod['enabled'] = 'yes';
	update_option( 'woocommerce_cod_settings', $cod );
	// Reviews print avatars from Gravatar: none in the demo, so nothing remote is asked for offline.
	update_option( 'show_avatars', 0 );
	boudoir_demo_seed_shipping();
}

/**
 * What the home page promises, as shipping methods: a flat rate, free over €75, everywhere
 * (WooCommerce's zone for locations no other zone covers). Real WooCommerce cannot check out
 * without a shipping method; the double has no shipping (tests/woocommerce-double/README.md).
 */
function boudoir_demo_seed_shipping(): void {
	if ( ! class_exists( 'WC_Shipping_Zones' ) ) {
		return;
	}
	$zone    = WC_Shipping_Zones::get_zone( 0 );
	$methods = array();
	foreach ( $zone->get_shipping_methods() as $method ) {
		$methods[] = $method->id;
	}
	$settings = array(
		'flat_rate'     => array(
			'title'      => 'Standard delivery',
			'tax_status' => 'taxable',
			'cost'       => '4.90',
		),
		'free_shipping' => array(
			'title'      => 'Free delivery',
			'requires'   => 'min_amount',
			'min_amount' => '75',
		),
	);
	foreach ( $settings as $type => $values ) {
		if ( in_array( $type, $methods, true ) ) {
			continue;
		}
		$instance = $zone->add_shipping_method( $type );
		update_option( "woocommerce_{$type}_{$instance}_settings", $values );
	}
}

/**
 * The lifestyle pictures of the home page: key => [alt text, garments on the rail, drape colour].
 *
 * @return array<string,array{0:string,1:list<array{garment:string,color:string}>,2:string}>
 */
function boudoir_demo_lifestyle(): array {
	return array(
		'lifestyle-rail'    => array(
			'An ivory silk robe, a burgundy lace bra and a black bodysuit on a brass rail against blush drapes',
			array(
				array(
					'garment' => 'robe',
					'color'   => '#f4efe6',
				),
				array(
					'garment' => 'bra',
					'color'   => '#6d1a36',
				),
				array(
					'garment' => 'bodysuit',
					'color'   => '#111111',
				),
			),
			'#e8b4b8',
		),
		'lifestyle-sage'    => array(
			'A sage lace bralette and brief beside a midnight robe, against sage drapes',
			array(
				array(
					'garment' => 'bra',
					'color'   => '#9caf88',
				),
				array(
					'garment' => 'brief',
					'color'   => '#9caf88',
				),
				array(
					'garment' => 'robe',
					'color'   => '#1c2541',
				),
			),
			'#9caf88',
		),
		'lifestyle-bridal'  => array(
			'Bridal pieces: an ivory lace set, blush stockings and an ivory garter belt',
			array(
				array(
					'garment' => 'set',
					'color'   => '#f4efe6',
				),
				array(
					'garment' => 'stockings',
					'color'   => '#e8b4b8',
				),
				array(
					'garment' => 'garter',
					'color'   => '#f4efe6',
				),
			),
			'#6d1a36',
		),
		'lifestyle-evening' => array(
			'A burgundy lace bodysuit with a black plunge bra and brief, against midnight drapes',
			array(
				array(
					'garment' => 'bodysuit',
					'color'   => '#6d1a36',
				),
				array(
					'garment' => 'bra',
					'color'   => '#111111',
				),
				array(
					'garment' => 'brief',
					'color'   => '#111111',
				),
			),
			'#1c2541',
		),
		'lifestyle-lounge'  => array(
			'A sage satin robe, a black silk eye mask and an ivory wash bag for a slow morning',
			array(
				array(
					'garment' => 'robe',
					'color'   => '#9caf88',
				),
				array(
					'garment' => 'mask',
					'color'   => '#111111',
				),
				array(
					'garment' => 'bag',
					'color'   => '#f4efe6',
				),
			),
			'#e8b4b8',
		),
	);
}

/**
 * An image inside a gallery block.
 *
 * @param int    $id      Attachment.
 * @param string $href    Where it links.
 * @param string $caption Caption (plain text).
 * @param string $destination `media` or `custom`.
 */
function boudoir_demo_gallery_image( int $id, string $href, string $caption, string $destination ): string {
	$src = boudoir_demo_relative_url( (string) wp_get_attachment_image_url( $id, 'large' ) );
	$alt = (string) get_post_meta( $id, '_wp_attachment_image_alt', true );
	return '<!-- wp:image' . boudoir_demo_block_attrs(
		array(
			'id'              => $id,
			'sizeSlug'        => 'large',
			'linkDestination' => $destination,
		)
	) . " -->\n"
		. '<figure class="wp-block-image size-large"><a href="' . esc_url( $href ) . '"><img src="' . esc_url( $src ) . '" alt="' . esc_attr( $alt ) . '" class="wp-image-' . $id . '"/></a>'
		. '<figcaption class="wp-element-caption">' . esc_html( $caption ) . "</figcaption></figure>\n<!-- /wp:image -->\n";
}

/**
 * A gallery block.
 *
 * @param string              $images     Inner image blocks.
 * @param array<string,mixed> $attributes Block attributes (columns, linkTo, className).
 */
function boudoir_demo_gallery( string $images, array $attributes ): string {
	$classes = 'wp-block-gallery has-nested-images columns-' . $attributes['columns'] . ' is-cropped' . ( isset( $attributes['className'] ) ? ' ' . $attributes['className'] : '' );
	return '<!-- wp:gallery' . boudoir_demo_block_attrs( $attributes ) . " -->\n<figure class=\"{$classes}\">{$images}</figure>\n<!-- /wp:gallery -->\n";
}

/**
 * A price as the shop shows it in content, in euros.
 *
 * @param string $price A price string.
 */
function boudoir_demo_euro( string $price ): string {
	return '€' . number_format( (float) $price, 2, '.', ',' );
}

/**
 * Seeds the home page: hero, in-page anchors, new in (a carousel of the newest products),
 * bestsellers (a gallery in the Carousel style),
 * lookbook gallery, fit guide, care, photo feed placeholder, scroll-to-top.
 */
function boudoir_demo_seed_home(): void {
	$lifestyle = array();
	$seed      = 0;
	foreach ( boudoir_demo_lifestyle() as $key => list( $alt, $garments, $drape ) ) {
		$lifestyle[ $key ] = boudoir_demo_image(
			$key,
			ucfirst( str_replace( 'lifestyle-', '', $key ) ) . ' lookbook',
			$alt,
			static function ( string $file ) use ( $garments, $drape, $seed ): void {
				boudoir_demo_draw_scene( $file, $garments, $drape, $seed );
			},
			0,
			// The lookbook links its originals for the lightbox, whose file types (docs/contract.md, Figures) have no WebP.
			'jpg'
		);
		++$seed;
	}
	$shop     = boudoir_demo_has_shop();
	$products = $shop ? boudoir_demo_products() : array();

	$hero_id  = $lifestyle['lifestyle-rail'];
	$hero_src = boudoir_demo_relative_url( (string) wp_get_attachment_image_url( $hero_id, 'full' ) );
	$content  = '<!-- wp:cover ' . serialize_block_attributes(
		array(
			'url'           => $hero_src,
			'id'            => $hero_id,
			'dimRatio'      => 70,
			'overlayColor'  => 'contrast',
			'minHeight'     => 340,
			'minHeightUnit' => 'px',
			'align'         => 'full',
			'className'     => 'boudoir-hero',
			'layout'        => array( 'type' => 'constrained' ),
		)
	) . " -->\n"
		. '<div class="wp-block-cover alignfull boudoir-hero" style="min-height:340px"><span aria-hidden="true" class="wp-block-cover__background has-contrast-background-color has-background-dim-70 has-background-dim"></span>'
		. '<img class="wp-block-cover__image-background wp-image-' . $hero_id . '" alt="" src="' . esc_url( $hero_src ) . '" data-object-fit="cover"/><div class="wp-block-cover__inner-container">' . "\n"
		. "<!-- wp:heading {\"textAlign\":\"center\",\"level\":1,\"textColor\":\"base\"} -->\n<h1 class=\"wp-block-heading has-text-align-center has-base-color has-text-color\">Boudoir</h1>\n<!-- /wp:heading -->\n"
		. boudoir_demo_paragraph(
			'Lingerie, made to be kept: lace, silk and soft cotton in bands 30 to 40 and cups A to F.',
			array(
				'align'     => 'center',
				'textColor' => 'base',
			),
			'has-text-align-center has-base-color has-text-color'
		)
		. "<!-- wp:buttons {\"layout\":{\"type\":\"flex\",\"justifyContent\":\"center\"}} -->\n<div class=\"wp-block-buttons\">"
		. ( $shop ? "<!-- wp:button {\"backgroundColor\":\"base\",\"textColor\":\"contrast\"} -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link has-contrast-color has-base-background-color has-text-color has-background wp-element-button\" href=\"/shop/\">Shop the collection</a></div>\n<!-- /wp:button -->\n" : '' )
		. "<!-- wp:button {\"backgroundColor\":\"base\",\"textColor\":\"contrast\"} -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link has-contrast-color has-base-background-color has-text-color has-background wp-element-button\" href=\"#fit-guide\">Find your fit</a></div>\n<!-- /wp:button -->\n"
		. "</div>\n<!-- /wp:buttons -->\n</div></div>\n<!-- /wp:cover -->\n";

	$sections = array(
		'new-in'      => 'New in',
		'bestsellers' => 'Bestsellers',
		'lookbook'    => 'Lookbook',
		'fit-guide'   => 'Fit guide',
		'care'        => 'Care',
		'photo-feed'  => 'From the photo feed',
	);
	$links    = array();
	foreach ( $sections as $anchor => $title ) {
		$links[] = '<a href="#' . $anchor . '">' . esc_html( $title ) . '</a>';
	}
	$content .= boudoir_demo_paragraph(
		'<strong>On this page:</strong> ' . implode( ' · ', $links ),
		array(
			'align'     => 'center',
			'className' => 'boudoir-anchor-links',
		),
		'has-text-align-center'
	);
	// Boudoir's scroll-to-top sits right after the last control of the first screen, so a
	// keyboard user meets it as soon as the page scrolls (its e2e test relies on that).
	$content .= "<!-- wp:boudoir/scroll-to-top /-->\n";

	// New in: a carousel of the newest products, named by its heading (the shop's 6000 ms autoplay).
	$content .= $shop
		? '<!-- wp:boudoir/carousel ' . serialize_block_attributes(
			array(
				'heading'       => 'New in',
				'headingId'     => 'new-in',
				'source'        => 'products',
				'productCount'  => 8,
				'autoplayDelay' => 6000,
				'align'         => 'wide',
			)
		) . " /-->\n"
		: boudoir_demo_heading( 'New in', 2, 'new-in' );
	$content .= boudoir_demo_paragraph( 'Soft lace bralettes, silk robes and the season’s sets, cut to be worn and kept.' );
	$bestsell = array();
	foreach ( $products as $slug => $product ) {
		$id = boudoir_demo_post_id( 'product', $slug );
		if ( ! $id ) {
			continue;
		}
		$price   = 'grouped' === $product['type'] ? '' : ( 'variable' === $product['type'] ? 'From ' : '' ) . boudoir_demo_euro( $product['sale'] ?? $product['price'] );
		$caption = $product['name'] . ( $price ? ', ' . $price : '' );
		$image   = boudoir_demo_gallery_image( (int) get_post_thumbnail_id( $id ), '/product/' . $slug . '/', $caption, 'custom' );
		if ( ! empty( $product['featured'] ) ) {
			$bestsell[] = $image;
		}
	}
	$content .= boudoir_demo_paragraph( 'Every piece is sized by band and cup and made in small runs in Calais lace, Italian silk and organic cotton.' );

	$content .= '<!-- wp:group ' . serialize_block_attributes(
		array(
			'tagName'   => 'section',
			'className' => 'boudoir-bestsellers',
			'layout'    => array( 'type' => 'constrained' ),
		)
	) . " -->\n<section class=\"wp-block-group boudoir-bestsellers\">";
	$content .= boudoir_demo_heading( 'Bestsellers', 2, 'bestsellers' );
	$content .= $bestsell
		? boudoir_demo_gallery(
			implode( '', $bestsell ),
			array(
				'columns'   => 3,
				'linkTo'    => 'none',
				// The gallery's Carousel style (Boudoir\Blocks\Carousel).
				'className' => 'boudoir-product-carousel is-style-boudoir-carousel',
			)
		)
		: boudoir_demo_paragraph( 'Our most loved pieces will be here when the shop opens.' );
	$content .= "</section>\n<!-- /wp:group -->\n";

	$content .= boudoir_demo_heading( 'Lookbook', 2, 'lookbook' );
	$content .= boudoir_demo_paragraph( 'The season in five pictures. Select one to see it larger.' );
	$gallery  = '';
	foreach ( $lifestyle as $key => $id ) {
		// The JPEG original: WordPress 6.7+ also converts the full size to the sub-sizes' WebP.
		$gallery .= boudoir_demo_gallery_image( $id, boudoir_demo_relative_url( (string) wp_get_original_image_url( $id ) ), (string) get_the_title( $id ), 'media' );
	}
	$content .= boudoir_demo_gallery(
		$gallery,
		array(
			'columns'   => 3,
			'linkTo'    => 'media',
			'className' => 'boudoir-lookbook',
		)
	);

	$content .= boudoir_demo_heading( 'Fit guide', 2, 'fit-guide' );
	$content .= boudoir_demo_paragraph( 'Measure under the bust for your band and across the fullest point for your cup; every product lists both.' );
	$rows     = '';
	foreach ( array(
		'30' => '68–72',
		'32' => '73–77',
		'34' => '78–82',
		'36' => '83–87',
		'38' => '88–92',
		'40' => '93–97',
	) as $band => $range ) {
		$rows .= "<tr><td>{$band}</td><td>{$range}</td></tr>";
	}
	$content .= "<!-- wp:table {\"hasFixedLayout\":true} -->\n<figure class=\"wp-block-table\"><table class=\"has-fixed-layout\"><thead><tr><th>Band</th><th>Underbust (cm)</th></tr></thead><tbody>{$rows}</tbody></table><figcaption class=\"wp-element-caption\">Bands by underbust measurement</figcaption></figure>\n<!-- /wp:table -->\n";
	$content .= boudoir_demo_paragraph( 'For the cup, subtract the underbust from the bust: 12–13 cm is an A, and each further 2 cm is one cup more, up to F.' );
	$content .= boudoir_demo_paragraph( 'Between two sizes? Choose the larger band for comfort and the smaller cup for lift, or write to us: we answer within a day.' );

	$content .= boudoir_demo_heading( 'Care', 2, 'care' );
	$content .= boudoir_demo_paragraph( 'Hand wash cold, lay flat to dry, and store cups nested so they keep their shape.' );
	$content .= "<!-- wp:list -->\n<ul>"
		. '<!-- wp:list-item --><li>Fasten hooks before washing so they do not catch the lace.</li><!-- /wp:list-item -->'
		. '<!-- wp:list-item --><li>Use a mild detergent made for delicates, never fabric softener.</li><!-- /wp:list-item -->'
		. '<!-- wp:list-item --><li>Machine wash only in a mesh bag, on a cold delicate cycle.</li><!-- /wp:list-item -->'
		. '<!-- wp:list-item --><li>Never tumble dry or iron elastic, lace or moulded cups.</li><!-- /wp:list-item -->'
		. "</ul>\n<!-- /wp:list -->\n";
	$content .= boudoir_demo_paragraph( 'Silk prefers a cool iron on the reverse, or simply a steamy bathroom.' );

	$content .= '<!-- wp:group ' . serialize_block_attributes(
		array(
			'tagName'   => 'section',
			'className' => 'boudoir-photo-feed',
			'layout'    => array( 'type' => 'constrained' ),
		)
	) . " -->\n<section class=\"wp-block-group boudoir-photo-feed\">";
	$content .= boudoir_demo_heading( 'From the photo feed', 2, 'photo-feed' );
	$content .= boudoir_demo_paragraph( 'Pictures from the atelier, and from customers who share #BoudoirAtHome.' );
	// The recorded feed of bin/wp/seed/photo-feed (the dev site answers Flickr's URL with it).
	$content .= '<!-- wp:boudoir/photo-feed ' . serialize_block_attributes(
		array(
			'userId'    => boudoir_demo_photo_feed_images( $lifestyle ),
			'maxPhotos' => 6,
		)
	) . " /-->\n";
	$content .= "</section>\n<!-- /wp:group -->\n";

	$home = boudoir_demo_page( 'home', 'Home', $content, array( '_wp_page_template' => 'page-no-title' ) );
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $home );
	update_option( 'blogname', 'Boudoir' );
	update_option( 'blogdescription', 'Lingerie, made to be kept' );

	// WordPress's sample content has no place in a shop.
	foreach ( array(
		'hello-world' => 'post',
		'sample-page' => 'page',
	) as $slug => $type ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}

/**
 * The photo feed's local images: for each item of the recorded feed
 * (photo-feed/feed.json beside the seed files), its small (`_m`, 240 × 180) and square (`_s`,
 * 75 × 75) thumbnails under uploads/boudoir-photo-feed/, named as Flickr names them, cut
 * from the lookbook's pictures. Drawn once; the dev site maps Flickr's image host there.
 *
 * @param array<string,int> $lifestyle The lookbook's attachments.
 * @return string The recorded feed's user id.
 */
function boudoir_demo_photo_feed_images( array $lifestyle ): string {
	$feed    = json_decode( (string) file_get_contents( BOUDOIR_DEMO_PHOTO_FEED ), true );
	$uploads = wp_upload_dir( null, false );
	$folder  = $uploads['basedir'] . '/boudoir-photo-feed';
	$sources = array_values( array_filter( array_map( 'get_attached_file', array_values( $lifestyle ) ) ) );
	if ( ! is_array( $feed ) || ! $sources ) {
		boudoir_demo_fail( 'the photo feed fixture or the lookbook pictures are missing' );
	}
	wp_mkdir_p( $folder );
	foreach ( $feed['items'] as $index => $item ) {
		$small  = $folder . '/' . basename( (string) $item['media']['m'] );
		$square = preg_replace( '/_m\.jpg$/', '_s.jpg', $small );
		if ( file_exists( $small ) && file_exists( $square ) ) {
			continue;
		}
		// Whatever format the attachment is stored in: WordPress 6.7+ may have made the original a WebP.
		$source = imagecreatefromstring( (string) file_get_contents( $sources[ $index % count( $sources ) ] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the demo's own uploads.
		if ( ! $source ) {
			boudoir_demo_fail( 'the photo feed could not read ' . $sources[ $index % count( $sources ) ] );
		}
		// Later photos are closer views of the same scenes.
		$zoom   = $index < count( $sources ) ? 1.0 : 0.55;
		$width  = (int) ( imagesx( $source ) * $zoom );
		$height = (int) ( imagesy( $source ) * $zoom );
		$left   = (int) ( ( imagesx( $source ) - $width ) / 2 );
		$top    = (int) ( ( imagesy( $source ) - $height ) / 3 );
		foreach ( array(
			$small  => array( 240, 180, $left, $top, $width, $height ),
			$square => array( 75, 75, $left + (int) ( ( $width - $height ) / 2 ), $top, $height, $height ),
		) as $file => list( $to_width, $to_height, $x, $y, $from_width, $from_height ) ) {
			$thumbnail = imagecreatetruecolor( $to_width, $to_height );
			imagecopyresampled( $thumbnail, $source, 0, 0, $x, $y, $to_width, $to_height, $from_width, $from_height );
			imagejpeg( $thumbnail, $file, 82 );
			imagedestroy( $thumbnail );
		}
		imagedestroy( $source );
	}
	return (string) $feed['items'][0]['author_id'];
}

/**
 * A navigation link block.
 *
 * @param string              $label Label.
 * @param string              $url   Site-relative URL.
 * @param array<string,mixed> $extra kind, type, id.
 */
function boudoir_demo_nav_link( string $label, string $url, array $extra = array() ): string {
	return '<!-- wp:navigation-link ' . serialize_block_attributes(
		array(
			'label' => $label,
			'url'   => $url,
		) + $extra + array(
			'kind'           => 'custom',
			'isTopLevelLink' => true,
		)
	) . " /-->\n";
}

/**
 * A template or template part of the active theme, stored as the Site Editor stores a
 * customised one (updated in place when it is there already).
 *
 * @param string               $type   wp_template or wp_template_part.
 * @param string               $slug   Its slug.
 * @param array<string,string> $fields Title, excerpt, content: post fields.
 * @return int Its post id.
 */
function boudoir_demo_theme_post( string $type, string $slug, array $fields ): int {
	$theme = get_stylesheet();
	$found = get_posts(
		array(
			'post_type'      => $type,
			'name'           => $slug,
			'post_status'    => array( 'publish', 'draft' ),
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'no_found_rows'  => true,
			'tax_query'      => array(
				array(
					'taxonomy' => 'wp_theme',
					'field'    => 'name',
					'terms'    => $theme,
				),
			), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		)
	);
	$id    = boudoir_demo_upsert_post(
		array_merge(
			$fields,
			array(
				'post_type' => $type,
				'post_name' => $slug,
			)
		),
		array(),
		$found ? (int) $found[0] : 0
	);
	wp_set_object_terms( $id, $theme, 'wp_theme' );
	return $id;
}

/**
 * A template part of the active theme, stored as the Site Editor stores a customised one.
 *
 * @param string $slug    header or footer.
 * @param string $title   Title.
 * @param string $content Block markup.
 */
function boudoir_demo_template_part( string $slug, string $title, string $content ): int {
	$id = boudoir_demo_theme_post(
		'wp_template_part',
		$slug,
		array(
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
	wp_set_object_terms( $id, $slug, 'wp_template_part_area' );
	return $id;
}

/**
 * Seeds the main menu (with the Shop mega menu), the header (its sticky top bar block above
 * Boudoir's header pattern: the header search, the wishlist counter, the mini-cart and the
 * phones' side menu beside the menu), and the footer with its parallax reveal.
 */
function boudoir_demo_seed_navigation(): void {
	$shop       = boudoir_demo_has_shop();
	$categories = $shop ? boudoir_demo_categories() : array();
	$category   = static function ( string $slug ) use ( $categories ): string {
		$term = get_term_by( 'slug', $slug, 'product_cat' );
		return boudoir_demo_nav_link(
			$categories[ $slug ][0],
			'/product-category/' . $slug . '/',
			$term ? array(
				'kind'           => 'taxonomy',
				'type'           => 'product_cat',
				'id'             => $term->term_id,
				'isTopLevelLink' => false,
			) : array( 'isTopLevelLink' => false )
		);
	};
	$page_link  = static function ( string $slug, string $label ): string {
		$id = boudoir_demo_post_id( 'page', $slug );
		return $id ? boudoir_demo_nav_link(
			$label,
			'/' . $slug . '/',
			array(
				'kind' => 'post-type',
				'type' => 'page',
				'id'   => $id,
			)
		) : '';
	};

	$menu = '';
	if ( $shop ) {
		// The Shop item is a mega menu: each child submenu is a column of categories.
		$columns = array(
			'Lingerie'      => array( '/shop/', array( 'bras', 'briefs', 'bodysuits', 'sets' ) ),
			'Lounge & more' => array( '/product-category/robes-loungewear/', array( 'robes-loungewear', 'accessories' ) ),
		);
		$inner   = '';
		foreach ( $columns as $label => list( $url, $slugs ) ) {
			$inner .= '<!-- wp:navigation-submenu ' . serialize_block_attributes(
				array(
					'label'     => $label,
					'url'       => $url,
					'kind'      => 'custom',
					'className' => 'boudoir-mega-menu__column',
				)
			) . " -->\n"
				. implode( '', array_map( $category, $slugs ) )
				. "<!-- /wp:navigation-submenu -->\n";
		}
		$shop_page = boudoir_demo_post_id( 'page', 'shop' );
		$menu     .= '<!-- wp:navigation-submenu ' . serialize_block_attributes(
			array(
				'label'     => 'Shop',
				'type'      => 'page',
				'id'        => $shop_page,
				'url'       => '/shop/',
				'kind'      => 'post-type',
				'className' => 'is-style-boudoir-mega-menu',
			)
		) . " -->\n{$inner}<!-- /wp:navigation-submenu -->\n";
	}
	$menu .= $page_link( 'wishlist', 'Wishlist' ) . $page_link( 'my-account', 'My account' ) . $page_link( 'cart', 'Cart' );

	$navigation = boudoir_demo_upsert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_name'    => 'main-menu',
			'post_title'   => 'Main menu',
			'post_content' => $menu,
		)
	);

	// The top bar block (boudoir/top-bar), sticky: it stays in view while the page scrolls.
	$topbar = '<!-- wp:boudoir/top-bar ' . serialize_block_attributes(
		array(
			'sticky'   => true,
			'align'    => 'full',
			'style'    => array(
				'color'    => array(
					'background' => '#6d1a36',
					'text'       => '#ffffff',
				),
				'elements' => array( 'link' => array( 'color' => array( 'text' => '#ffffff' ) ) ),
			),
			'fontSize' => 'small',
		)
	) . " -->\n"
		. boudoir_demo_paragraph( 'Free shipping over €75 · Discreet packaging · <a href="/#fit-guide">Find your fit</a>', boudoir_demo_centred(), 'has-text-align-center' )
		. "<!-- /wp:boudoir/top-bar -->\n";

	// Boudoir's header pattern (site title; menu, header search, wishlist counter, mini-cart;
	// the phones' side menu), showing the menu above, under the top bar.
	$row    = boudoir_demo_set_block_attributes( boudoir_demo_pattern( 'boudoir/header' ), 'core/navigation', array( 'ref' => $navigation ) );
	$header = $topbar . boudoir_demo_set_block_attributes( $row, 'boudoir/mobile-menu', array( 'sidrSource' => $navigation ) );
	boudoir_demo_template_part( 'header', 'Header', $header );

	$column     = static function ( string $title, array $links ): string {
		$items = '';
		foreach ( $links as $label => $url ) {
			$items .= '<!-- wp:list-item --><li><a href="' . esc_url( $url ) . '">' . esc_html( $label ) . '</a></li><!-- /wp:list-item -->';
		}
		return "<!-- wp:column -->\n<div class=\"wp-block-column\">"
			. '<!-- wp:heading {"fontSize":"medium"} -->' . "\n<h2 class=\"wp-block-heading has-medium-font-size\">" . esc_html( $title ) . "</h2>\n<!-- /wp:heading -->\n"
			. '<!-- wp:list {"className":"is-style-default boudoir-footer-links"} -->' . "\n<ul class=\"is-style-default boudoir-footer-links\">{$items}</ul>\n<!-- /wp:list -->\n"
			. "</div>\n<!-- /wp:column -->\n";
	};
	$shop_links = array();
	foreach ( $categories as $slug => list( $name ) ) {
		$shop_links[ $name ] = '/product-category/' . $slug . '/';
	}
	$help = array(
		'Fit guide' => '/#fit-guide',
		'Care'      => '/#care',
		'Wishlist'  => '/wishlist/',
	);
	if ( $shop ) {
		$help += array(
			'My account' => '/my-account/',
			'Cart'       => '/cart/',
		);
	}
	// The footer's parallax reveal (Boudoir\\Theme\\Footer_Styles): CSS only, off for reduced motion and while focus is inside.
	// The footer names the shop without linking it again (the header links home), and so holds no 20 px tall target beside the footer links.
	// Its name heads the first column as "Shop" and "Help" head theirs (an h2: as a paragraph it would look like one, axe's p-as-heading on Twenty Twenty-Five).
	$footer = '<!-- wp:group {"className":"is-style-boudoir-parallax","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group is-style-boudoir-parallax" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:site-title {"level":2,"isLink":false,"fontSize":"medium"} /-->

<!-- wp:site-tagline {"fontSize":"small"} /-->

' . boudoir_demo_paragraph( 'Free shipping over €75. Every order leaves in plain, discreet packaging.', array( 'fontSize' => 'small' ), 'has-small-font-size' ) . "</div>\n<!-- /wp:column -->\n"
		. ( $shop_links ? $column( 'Shop', $shop_links ) : '' )
		. $column( 'Help', $help )
		. "</div>\n<!-- /wp:columns -->\n"
		. boudoir_demo_paragraph( '© Boudoir. Made with care in small runs.', array( 'fontSize' => 'small' ), 'has-small-font-size' )
		. "</div>\n<!-- /wp:group -->";
	boudoir_demo_template_part( 'footer', 'Footer', $footer );
}

/**
 * The theme's type in the fonts every phone already has, as a shop owner sets it in the Site
 * Editor (Styles → Typography): Twenty Twenty-Four's "body" and "heading" families point at
 * its own system stacks and keep no font faces, so no page downloads Inter (319 KB) or
 * Cardo (143 KB). On a phone's connection those were the largest files of every page, and
 * text repainted when they arrived: the late paint Lighthouse took for the largest one
 * (docs/front-end.md, "Measuring"). A theme without system stacks of its own (Twenty
 * Twenty-Five, WordPress 6.7+'s default: Manrope and Fira Code) gets the stacks Twenty
 * Twenty-Four names, by each family's generic family, in place of its faces. Saved as the
 * Site Editor saves it: the theme's user global styles.
 */
function boudoir_demo_seed_typography(): void {
	$theme = wp_get_theme();
	if ( ! $theme->is_block_theme() ) {
		return;
	}
	$file     = $theme->get_file_path( 'theme.json' );
	$json     = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
	$families = array();
	$faces    = array();
	foreach ( (array) ( $json['settings']['typography']['fontFamilies'] ?? array() ) as $family ) {
		if ( ! empty( $family['fontFace'] ) ) {
			$faces[] = $family['slug'];
		}
		unset( $family['fontFace'] );
		$families[ $family['slug'] ] = $family;
	}
	if ( isset( $families['body'], $families['heading'], $families['system-sans-serif'], $families['system-serif'] ) ) {
		$families['body']['fontFamily']    = $families['system-sans-serif']['fontFamily'];
		$families['heading']['fontFamily'] = $families['system-serif']['fontFamily'];
	} else {
		$stacks = array(
			'sans-serif' => '-apple-system, BlinkMacSystemFont, avenir next, avenir, segoe ui, helvetica neue, helvetica, Cantarell, Ubuntu, roboto, noto, arial, sans-serif',
			'serif'      => 'Iowan Old Style, Apple Garamond, Baskerville, Times New Roman, Droid Serif, Times, Source Serif Pro, serif, Apple Color Emoji, Segoe UI Emoji, Segoe UI Symbol',
			'monospace'  => 'ui-monospace, SFMono-Regular, Menlo, Consolas, Liberation Mono, monospace',
		);
		foreach ( $faces as $slug ) {
			$generic = trim( (string) strrchr( ',' . $families[ $slug ]['fontFamily'], ',' ), ", \t\n\"'" );
			if ( ! isset( $stacks[ $generic ] ) ) {
				return;
			}
			$families[ $slug ]['fontFamily'] = $stacks[ $generic ];
		}
	}
	if ( ! $faces ) {
		return;
	}
	boudoir_demo_theme_post(
		'wp_global_styles',
		'wp-global-styles-' . rawurlencode( get_stylesheet() ),
		array(
			'post_title'   => 'Custom Styles',
			'post_content' => (string) wp_json_encode(
				array(
					'version'                     => WP_Theme_JSON::LATEST_SCHEMA,
					'isGlobalStylesUserThemeJSON' => true,
					'settings'                    => array( 'typography' => array( 'fontFamilies' => array( 'theme' => array_values( $families ) ) ) ),
				)
			),
		)
	);
}

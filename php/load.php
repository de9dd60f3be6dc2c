<?php
/**
 * Loads Boudoir's PHP in dependency order. No autoloader, no Composer at run time.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-assets.php';
require_once __DIR__ . '/class-blocks.php';
require_once __DIR__ . '/class-product-block.php';
require_once __DIR__ . '/class-build-notice.php';
require_once __DIR__ . '/class-islands.php';
require_once __DIR__ . '/class-late-scripts.php';
require_once __DIR__ . '/class-scripts.php';
require_once __DIR__ . '/class-icons.php';
require_once __DIR__ . '/class-kses.php';
require_once __DIR__ . '/class-site-origin.php';
require_once __DIR__ . '/class-text.php';
require_once __DIR__ . '/class-i18n.php';
require_once __DIR__ . '/class-privacy-tool.php';
require_once __DIR__ . '/class-privacy-policy.php';
require_once __DIR__ . '/class-patterns.php';

// The shop adapters, one per concern: the only code that talks to WooCommerce. Loading them calls nothing of WooCommerce's.
require_once __DIR__ . '/commerce/enum-status.php';
require_once __DIR__ . '/commerce/class-product.php';
require_once __DIR__ . '/commerce/class-currency.php';
require_once __DIR__ . '/commerce/interface-cache-store.php';
require_once __DIR__ . '/commerce/class-object-cache-store.php';
require_once __DIR__ . '/commerce/class-table-cache-store.php';
require_once __DIR__ . '/commerce/class-product-cache.php';
require_once __DIR__ . '/commerce/class-hooks.php';
require_once __DIR__ . '/commerce/class-shop-controls.php';
require_once __DIR__ . '/commerce/class-checkout-hooks.php';
require_once __DIR__ . '/commerce/interface-catalogue.php';
require_once __DIR__ . '/commerce/interface-shop-pages.php';
require_once __DIR__ . '/commerce/interface-order-attribution.php';
require_once __DIR__ . '/commerce/interface-money.php';
require_once __DIR__ . '/commerce/class-no-catalogue.php';
require_once __DIR__ . '/commerce/class-no-shop-pages.php';
require_once __DIR__ . '/commerce/class-no-order-attribution.php';
require_once __DIR__ . '/commerce/class-no-money.php';
require_once __DIR__ . '/commerce/class-woo-product-changes.php';
require_once __DIR__ . '/commerce/class-woo-product-reader.php';
require_once __DIR__ . '/commerce/class-woo-variation-matrix.php';
require_once __DIR__ . '/commerce/class-woo-catalogue.php';
require_once __DIR__ . '/commerce/class-woo-shop-pages.php';
require_once __DIR__ . '/commerce/class-woo-order-attribution.php';
require_once __DIR__ . '/commerce/class-woo-money.php';
require_once __DIR__ . '/commerce/interface-cart.php';
require_once __DIR__ . '/commerce/class-woo-cart.php';
require_once __DIR__ . '/commerce/class-no-cart.php';
require_once __DIR__ . '/commerce/interface-recurring-schedule.php';
require_once __DIR__ . '/commerce/class-cron-schedule.php';
require_once __DIR__ . '/commerce/class-woo-action-schedule.php';
require_once __DIR__ . '/commerce/interface-orders.php';
require_once __DIR__ . '/commerce/class-woo-orders.php';
require_once __DIR__ . '/commerce/class-no-orders.php';
require_once __DIR__ . '/commerce/class-adapters.php';
require_once __DIR__ . '/commerce/class-feature-compatibility.php';
require_once __DIR__ . '/commerce/class-detection.php';
require_once __DIR__ . '/commerce/class-admin-notice.php';

// Wishlist storage: value objects, repositories (they own their tables), then what hooks them in.
require_once __DIR__ . '/wishlist/class-transaction.php';
require_once __DIR__ . '/wishlist/class-token.php';
require_once __DIR__ . '/wishlist/class-wishlist-privacy.php';
require_once __DIR__ . '/wishlist/class-owner.php';
require_once __DIR__ . '/wishlist/class-price.php';
require_once __DIR__ . '/wishlist/interface-price-source.php';
require_once __DIR__ . '/wishlist/class-commerce-price-source.php';
require_once __DIR__ . '/wishlist/class-wishlist.php';
require_once __DIR__ . '/wishlist/class-wishlist-item.php';
require_once __DIR__ . '/wishlist/class-chosen-variation.php';
require_once __DIR__ . '/wishlist/class-add-result.php';
require_once __DIR__ . '/wishlist/class-wishlist-change.php';
require_once __DIR__ . '/wishlist/class-field-error.php';
require_once __DIR__ . '/wishlist/class-saveable-product.php';
require_once __DIR__ . '/wishlist/class-add-request.php';
require_once __DIR__ . '/wishlist/class-add-outcome.php';
require_once __DIR__ . '/wishlist/class-product-rules.php';
require_once __DIR__ . '/wishlist/interface-cookie-jar.php';
require_once __DIR__ . '/wishlist/class-php-cookie-jar.php';
require_once __DIR__ . '/wishlist/class-guest-session.php';
require_once __DIR__ . '/wishlist/class-item-positions.php';
require_once __DIR__ . '/wishlist/class-item-repository.php';
require_once __DIR__ . '/wishlist/class-list-names.php';
require_once __DIR__ . '/wishlist/class-expiring-lists.php';
require_once __DIR__ . '/wishlist/class-wishlist-repository.php';
require_once __DIR__ . '/wishlist/class-saved-items.php';
require_once __DIR__ . '/wishlist/class-expiry.php';
require_once __DIR__ . '/wishlist/class-merge.php';
require_once __DIR__ . '/wishlist/class-privacy.php';
require_once __DIR__ . '/wishlist/class-access-policy.php';
require_once __DIR__ . '/wishlist/class-wishlist-reader.php';
require_once __DIR__ . '/wishlist/class-wishlists.php';
require_once __DIR__ . '/wishlist/class-wishlist-service.php';
require_once __DIR__ . '/wishlist/class-saved-count.php';
require_once __DIR__ . '/wishlist/class-button-placement.php';
require_once __DIR__ . '/wishlist/class-wishlist-page.php';
require_once __DIR__ . '/wishlist/class-shared-list-page.php';
require_once __DIR__ . '/class-installer.php';
// The option registry: the mechanism, each tab's declarations, the page that shows them.
require_once __DIR__ . '/class-options.php';
require_once __DIR__ . '/class-wishlist-options.php';
require_once __DIR__ . '/class-swatch-options.php';
require_once __DIR__ . '/class-theme-options.php';
require_once __DIR__ . '/class-attribution-options.php';
require_once __DIR__ . '/class-settings-page.php';
require_once __DIR__ . '/class-placed-block.php';
require_once __DIR__ . '/class-product-listing.php';
require_once __DIR__ . '/wishlist/class-wishlist-script-settings.php';

// Order attribution: the tracking decision, the loader and its parameters, the form inputs, saving, the order screen's box.
require_once __DIR__ . '/attribution/class-tracking.php';
require_once __DIR__ . '/attribution/class-device-type.php';
require_once __DIR__ . '/attribution/class-attribution-script.php';
require_once __DIR__ . '/attribution/class-form-inputs.php';
require_once __DIR__ . '/attribution/class-recorder.php';
require_once __DIR__ . '/attribution/class-customer-attribution.php';
require_once __DIR__ . '/attribution/class-order-box.php';

// Ask an estimate: the form, its storage (a private post type), mail, rate limit and privacy tools.
require_once __DIR__ . '/estimate/class-attribution.php';
require_once __DIR__ . '/estimate/class-estimate-request.php';
require_once __DIR__ . '/estimate/class-estimate-repository.php';
require_once __DIR__ . '/estimate/class-rate-limit.php';
require_once __DIR__ . '/estimate/class-estimate-mailer.php';
require_once __DIR__ . '/estimate/class-estimate-privacy.php';
require_once __DIR__ . '/estimate/class-estimates.php';

// Wishlist alerts (price drops, back in stock): the rules deciding what a saved item tells, the options, the tables, the job, the room, its hourly run.
require_once __DIR__ . '/alerts/class-watch.php';
require_once __DIR__ . '/alerts/class-observation.php';
require_once __DIR__ . '/alerts/class-alert.php';
require_once __DIR__ . '/alerts/class-alert-rules.php';
require_once __DIR__ . '/alerts/class-alert-options.php';
require_once __DIR__ . '/alerts/class-changed-products.php';
require_once __DIR__ . '/alerts/class-subscriptions.php';
require_once __DIR__ . '/alerts/class-watches.php';
require_once __DIR__ . '/alerts/class-outbox.php';
require_once __DIR__ . '/alerts/class-due-items.php';
require_once __DIR__ . '/alerts/class-alert-job.php';
require_once __DIR__ . '/alerts/class-alert-cleanup.php';
require_once __DIR__ . '/alerts/class-digests.php';
require_once __DIR__ . '/alerts/interface-alert-mailer.php';
require_once __DIR__ . '/alerts/class-digest-mailer.php';
// The digests through WooCommerce's mailer (its WC_Email subclass loads from WooCommerce's filter).
require_once __DIR__ . '/commerce/class-woo-alert-mailer.php';
require_once __DIR__ . '/alerts/class-alert-contacts.php';
require_once __DIR__ . '/alerts/class-digest-links.php';
require_once __DIR__ . '/alerts/class-cart-return.php';
require_once __DIR__ . '/alerts/class-alert-links.php';
require_once __DIR__ . '/alerts/class-confirmation-mailer.php';
require_once __DIR__ . '/alerts/class-digest-sender.php';
require_once __DIR__ . '/alerts/class-alert-preferences.php';
require_once __DIR__ . '/alerts/class-alert-privacy.php';
require_once __DIR__ . '/alerts/class-alert-report.php';
require_once __DIR__ . '/alerts/class-alert-report-page.php';
require_once __DIR__ . '/alerts/class-alerts.php';
require_once __DIR__ . '/alerts/class-alert-schedule.php';

// Wishlist insights for the shop owner: the summaries kept by the wishlist's and the shop's events, the matched orders, the report, its route and screen.
require_once __DIR__ . '/insights/class-saved-demand.php';
require_once __DIR__ . '/insights/class-insight-days.php';
require_once __DIR__ . '/insights/class-insights.php';
require_once __DIR__ . '/insights/class-wishlist-orders.php';
require_once __DIR__ . '/insights/class-insights-report.php';
require_once __DIR__ . '/insights/class-insights-controller.php';
require_once __DIR__ . '/insights/class-insights-page.php';

// REST routes of the wishlists: the checks, fields, answers' schemas and shapes first, then the route bases,
// one class per route, the estimate routes, and their registrar.
require_once __DIR__ . '/rest/class-write-guard.php';
require_once __DIR__ . '/rest/class-read-guard.php';
require_once __DIR__ . '/rest/class-write-permission.php';
require_once __DIR__ . '/rest/class-args.php';
require_once __DIR__ . '/rest/class-paging.php';
require_once __DIR__ . '/rest/schemas/class-schema.php';
require_once __DIR__ . '/rest/schemas/class-wishlist-schema.php';
require_once __DIR__ . '/rest/schemas/class-item-schema.php';
require_once __DIR__ . '/rest/schemas/class-saved-item-schema.php';
require_once __DIR__ . '/rest/schemas/class-item-result-schema.php';
require_once __DIR__ . '/rest/schemas/class-list-saved-schema.php';
require_once __DIR__ . '/rest/schemas/class-new-link-schema.php';
require_once __DIR__ . '/rest/schemas/class-wishlist-deleted-schema.php';
require_once __DIR__ . '/rest/schemas/class-reload-schema.php';
require_once __DIR__ . '/rest/schemas/class-estimate-schema.php';
require_once __DIR__ . '/rest/schemas/class-estimate-form-schema.php';
require_once __DIR__ . '/rest/schemas/class-item-deleted-schema.php';
require_once __DIR__ . '/rest/schemas/class-item-quantity-schema.php';
require_once __DIR__ . '/rest/schemas/class-items-sorted-schema.php';
require_once __DIR__ . '/rest/schemas/class-product-removed-schema.php';
require_once __DIR__ . '/rest/schemas/class-alerts-schema.php';
require_once __DIR__ . '/rest/class-shapes.php';
require_once __DIR__ . '/rest/class-answers.php';
require_once __DIR__ . '/rest/class-route.php';
require_once __DIR__ . '/rest/class-read-route.php';
require_once __DIR__ . '/rest/class-write-route.php';
require_once __DIR__ . '/rest/routes/class-list-wishlists-route.php';
require_once __DIR__ . '/rest/routes/class-create-wishlist-route.php';
require_once __DIR__ . '/rest/routes/class-read-wishlist-route.php';
require_once __DIR__ . '/rest/routes/class-owned-list-route.php';
require_once __DIR__ . '/rest/routes/class-save-title-route.php';
require_once __DIR__ . '/rest/routes/class-save-privacy-route.php';
require_once __DIR__ . '/rest/routes/class-new-link-route.php';
require_once __DIR__ . '/rest/routes/class-delete-wishlist-route.php';
require_once __DIR__ . '/rest/routes/class-reload-wishlist-route.php';
require_once __DIR__ . '/rest/routes/class-list-items-route.php';
require_once __DIR__ . '/rest/routes/class-add-item-route.php';
require_once __DIR__ . '/rest/routes/class-remove-product-route.php';
require_once __DIR__ . '/rest/routes/class-update-quantity-route.php';
require_once __DIR__ . '/rest/routes/class-sort-items-route.php';
require_once __DIR__ . '/rest/routes/class-transfer-item-route.php';
require_once __DIR__ . '/rest/routes/class-move-item-route.php';
require_once __DIR__ . '/rest/routes/class-copy-item-route.php';
require_once __DIR__ . '/rest/routes/class-delete-item-route.php';
require_once __DIR__ . '/rest/routes/class-remove-from-all-route.php';
require_once __DIR__ . '/rest/routes/class-saved-items-route.php';
require_once __DIR__ . '/rest/routes/class-read-alerts-route.php';
require_once __DIR__ . '/rest/routes/class-alerts-route.php';
require_once __DIR__ . '/rest/routes/class-save-alerts-route.php';
require_once __DIR__ . '/rest/routes/class-stop-alerts-route.php';
require_once __DIR__ . '/rest/class-estimates-controller.php';
require_once __DIR__ . '/rest/class-route-registrar.php';

// Variation swatches: term meta, per-product data; the colour and image fields of attribute terms in wp-admin.
require_once __DIR__ . '/swatches/class-term-meta.php';
require_once __DIR__ . '/swatches/class-swatch-data.php';
require_once __DIR__ . '/swatches/class-term-fields.php';
require_once __DIR__ . '/swatches/class-swatch-placement.php';
require_once __DIR__ . '/swatches/class-swatch-radios.php';

// Theme behaviours that run on every page (not blocks).
require_once __DIR__ . '/theme/class-anchor-scroll.php';
require_once __DIR__ . '/theme/class-skip-link.php';
require_once __DIR__ . '/theme/class-header-hooked-blocks.php';
require_once __DIR__ . '/theme/class-footer-styles.php';
require_once __DIR__ . '/theme/class-mega-menu.php';
require_once __DIR__ . '/theme/class-restyled-selects.php';
require_once __DIR__ . '/theme/class-count-badges.php';
require_once __DIR__ . '/theme/class-lightbox-links.php';
require_once __DIR__ . '/theme/class-lightbox.php';
require_once __DIR__ . '/theme/class-product-gallery.php';
require_once __DIR__ . '/theme/class-account-toggle.php';
require_once __DIR__ . '/theme/class-quantity-buttons.php';
require_once __DIR__ . '/theme/class-shop-links.php';

// The server side of Boudoir's blocks: what their render.php asks (markup, site-wide settings, fetched data).
require_once __DIR__ . '/blocks/class-header-search-settings.php';
require_once __DIR__ . '/blocks/class-navigation-items.php';
require_once __DIR__ . '/blocks/class-mobile-menu-settings.php';
require_once __DIR__ . '/blocks/class-carousel.php';
require_once __DIR__ . '/blocks/class-photo-feed.php';
require_once __DIR__ . '/blocks/class-grid-list.php';
require_once __DIR__ . '/blocks/class-add-popup-shell.php';
require_once __DIR__ . '/blocks/class-mini-cart-shell.php';

require_once __DIR__ . '/class-plugin.php';

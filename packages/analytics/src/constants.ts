// The spec's numbers and texts for @vitrine/analytics, each named once (DESIGN section 2).

/** How many category levels a GA4 item carries (`item_category` … `item_category5`). */
export const ANALYTICS_CATEGORY_LEVELS = 5;

/** The warning when a product id (product number) cannot be found: the item is left out. */
export const ANALYTICS_WARNING_PRODUCT = "Analytics: product id not found, item skipped";

/** The warning when an order number cannot be found: no purchase is sent. */
export const ANALYTICS_WARNING_ORDER = "Analytics: order number not found, purchase skipped";

/** How many events wait for the shopper's consent decision at most (the oldest are dropped beyond). */
export const ANALYTICS_QUEUE_LIMIT = 50;

/** The analytics cookies deleted when consent is revoked: `_ga`, `_ga_<id>`, `_gid`, `_gat…`, `_gcl_…`, the kept gclid. */
export const ANALYTICS_COOKIES = /^(_ga(_.+)?|_gid|_gat.*|_gcl_.+|vitrine-gclid)$/;

/** The first-party cookie that keeps the `gclid` of an ad click (with ad consent) for later pages. */
export const GCLID_COOKIE = "vitrine-gclid";

/** How long the `gclid` is kept, in days (Google's conversion linker keeps 90). */
export const GCLID_EXPIRATION_DAYS = 90;

/** Local storage key of the order numbers whose `purchase` was sent (a reload of the finish page sends none). */
export const ANALYTICS_ORDERS_KEY = "vitrine-analytics-orders";

/** How many order numbers are kept under that key. */
export const ANALYTICS_ORDERS_KEPT = 20;

/** Session storage key that marks a begun checkout (begin_checkout sent; removed by the purchase). */
export const ANALYTICS_CHECKOUT_KEY = "vitrine-analytics-checkout";

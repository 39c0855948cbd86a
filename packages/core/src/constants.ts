/** Header that carries the sales channel access key. */
export const ACCESS_KEY_HEADER = "sw-access-key";
/** Header that carries (and rotates) the shopper's context token. */
export const CONTEXT_TOKEN_HEADER = "sw-context-token";
/** Header that asks the Store API to add each product's, category's and landing page's `seoUrls` to its answer. */
export const INCLUDE_SEO_URLS_HEADER = "sw-include-seo-urls";
/** Default request timeout of the Store API client, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** How often an idempotent read is retried after a network error or a retryable status. */
export const DEFAULT_READ_RETRIES = 2;
/** Debounce of viewport changes. */
export const VIEWPORT_CHANGE_DEBOUNCE_MS = 200;
/** Off-canvas close delay. */
export const OFFCANVAS_CLOSE_DELAY_MS = 350;

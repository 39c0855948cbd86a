// The spec's numbers and names, named.

/** Name of the cookie that records that the shopper has made a cookie choice. */
export const COOKIE_PREFERENCE_COOKIE = "cookie-preference";

/** Value of the preference cookie. */
export const COOKIE_PREFERENCE_VALUE = "1";

/** Lifetime of the preference cookie, in days. */
export const COOKIE_PREFERENCE_EXPIRATION_DAYS = 30;

/** Name of the cookie that stores the consent to load embedded videos. */
export const VIDEO_CONSENT_COOKIE = "youtube-video";

/** Value of the video consent cookie. */
export const VIDEO_CONSENT_VALUE = "1";

/** Lifetime of the video consent cookie, in days. */
export const VIDEO_CONSENT_EXPIRATION_DAYS = 30;

/** How long the cookie bar waits after the last resize before it measures its height again, in ms. */
export const COOKIE_BAR_RESIZE_DEBOUNCE_MS = 200;

/** Name of the technically required cookie that holds the browser's IANA time zone. */
export const TIMEZONE_COOKIE = "timezone";

/** Lifetime of the time zone cookie, in days. */
export const TIMEZONE_COOKIE_EXPIRATION_DAYS = 30;

export { VIEWPORT_CHANGE_DEBOUNCE_MS } from "@vitrine/core";

/** The scroll-up button shows once the page is scrolled past this many px. */
export const SCROLL_UP_THRESHOLD_PX = 250;
/** Debounce of scroll handling for the scroll-up button, in ms. */
export const SCROLL_DEBOUNCE_MS = 35;
/** Debounce of opening and closing a flyout menu on hover, in ms. */
export const FLYOUT_DEBOUNCE_MS = 125;
/** Hover delay of breadcrumb flyouts, in ms. */
export const BREADCRUMB_HOVER_DELAY_MS = 50;
/** The navigation tree the menus start from (Shopware's main navigation). */
export const MAIN_NAVIGATION = "main-navigation";

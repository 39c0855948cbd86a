// The spec's numbers for @vitrine/customized-products, each named once.

/** The price display posts the buy form this long after the last change. */
export const PRICE_DISPLAY_DEBOUNCE_MS = 250;
/** The rich-text editor syncs its markup into the form this long after typing. */
export const RICH_TEXT_DEBOUNCE_MS = 350;
/** The wizard validates its step this long after a change. */
export const WIZARD_VALIDATION_DEBOUNCE_MS = 300;
/** The wizard's URL hash: this prefix and the zero-based step number. */
export const WIZARD_HASH_PREFIX = "wizard-step-";
/** The wizard's content height at most, in px (it scrolls inside beyond). */
export const WIZARD_MAX_CONTENT_HEIGHT = 500;
/** The first violating option is scrolled into view this far below the top of the viewport. */
export const VIOLATION_SCROLL_OFFSET_PX = 80;
/** How many files an upload option takes when its template says nothing. */
export const UPLOAD_MAX_COUNT_DEFAULT = 1;
/** The HTTP-like error code of a file beyond the option's maximum count. */
export const UPLOAD_TOO_MANY_FILES_CODE = 422;
/** The rich-text editor's buttons, as the spec names them. */
export const RICH_TEXT_BUTTONS = ["bold", "italic", "underline", "strikeThrough"] as const;

// The spec's numbers for @vitrine/forms, each named once.

/** Re-validation of a field waits this long after the last keystroke (ms). */
export const FORM_VALIDATION_DEBOUNCE_MS = 150;

/** Typed input is stored this long after the last keystroke (ms). */
export const FORM_PERSIST_DEBOUNCE_MS = 300;

/** Prefix of the browser storage keys of persisted form input: `<prefix><form id>.<field name>`. */
export const FORM_STORAGE_PREFIX = "vitrine-form:";

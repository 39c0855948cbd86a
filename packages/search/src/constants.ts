/** Fewer trimmed characters than this send no request, block submission and clear suggestions. */
export const SEARCH_MIN_CHARACTERS = 3;
/** Debounce of the search input before suggestions are requested, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many products the suggestion list asks for by default. */
export const SEARCH_SUGGEST_LIMIT = 10;

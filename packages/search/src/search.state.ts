import { SEARCH_MIN_CHARACTERS } from "./constants";

/** Whether a term is long enough to search for: at least 3 characters once trimmed. */
export function isSearchTermValid(term: string, minCharacters = SEARCH_MIN_CHARACTERS): boolean {
  return term.trim().length >= minCharacters;
}

/** The search page URL for a term: `/search?search=` with the trimmed term URL-encoded. */
export function buildSearchUrl(searchPath: string, term: string): string {
  const separator = searchPath.includes("?") ? "&" : "?";
  return `${searchPath}${separator}search=${encodeURIComponent(term.trim())}`;
}

/** The next active option for an arrow key: wraps around; -1 (none) when the list is empty. */
export function moveActiveOption(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

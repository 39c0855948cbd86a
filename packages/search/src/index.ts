// @vitrine/search public API: explicit named exports only. The live search's hook and call are
// `@vitrine/search/suggest` (loaded with the combobox, never with the page).
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARACTERS, SEARCH_SUGGEST_LIMIT } from "./constants";
export { SearchForm, type SearchFormProps } from "./SearchForm";
export type { SearchFormClassNames } from "./SearchFormView";
export type { FetchSearchSuggestions, SearchSuggestRequest } from "./search.api";
export type { SearchSuggestProduct, SearchSuggestResult } from "./search.schema";
export { searchSnippets } from "./search.snippets";
export { buildSearchUrl, isSearchTermValid } from "./search.state";
export type { SearchSnippetKey } from "./snippets/en";
export type {
  SearchOption,
  SearchSuggestControls,
  SearchSuggestStatus,
  UseSearchSuggestOptions,
} from "./useSearchSuggest";

// @vitrine/search public API: explicit named exports only.
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARACTERS, SEARCH_SUGGEST_LIMIT } from "./constants";
export { SearchForm, type SearchFormProps } from "./SearchForm";
export type { SearchFormClassNames } from "./SearchFormView";
export { type FetchSearchSuggestions, fetchSearchSuggestions, type SearchSuggestRequest } from "./search.api";
export {
  type SearchSuggestProduct,
  type SearchSuggestResult,
  SearchSuggestResultSchema,
} from "./search.schema";
export { searchSnippets } from "./search.snippets";
export { buildSearchUrl, isSearchTermValid, moveActiveOption } from "./search.state";
export {
  type SearchOption,
  type SearchSuggestControls,
  type SearchSuggestStatus,
  type UseSearchSuggestOptions,
  useSearchSuggest,
} from "./useSearchSuggest";

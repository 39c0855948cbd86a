// @vitrine/search/suggest: the headless live search (the combobox's hook, its Store API call and schema), an entry
// of its own. `<SearchForm>` loads it with the combobox when the shopper first comes near the form; exported from
// the main entry, a shop's bundler would keep it with the form's code, on every page's first paint. A shop that
// draws its own combobox imports it from here (lazily, to keep that first paint light).

export { type FetchSearchSuggestions, fetchSearchSuggestions, type SearchSuggestRequest } from "./search.api";
export { SearchSuggestResultSchema } from "./search.schema";
export { moveActiveOption } from "./search.state";
export {
  type SearchOption,
  type SearchSuggestControls,
  type SearchSuggestStatus,
  type UseSearchSuggestOptions,
  useSearchSuggest,
} from "./useSearchSuggest";

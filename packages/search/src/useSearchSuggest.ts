import { useEntityLink, useEvents, useRoute, useStoreApi } from "@vitrine/core";
import { useNavigate } from "@vitrine/core/react";
import {
  type ButtonHTMLAttributes,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type LiHTMLAttributes,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARACTERS, SEARCH_SUGGEST_LIMIT } from "./constants";
import { type FetchSearchSuggestions, fetchSearchSuggestions } from "./search.api";
import type { SearchSuggestProduct } from "./search.schema";
import { buildSearchUrl, isSearchTermValid, moveActiveOption } from "./search.state";

/** Options of {@link useSearchSuggest}. */
export interface UseSearchSuggestOptions {
  /** The term the field starts with (e.g. the search page's `search` parameter from the loader). */
  initialTerm?: string;
  /** How many products to suggest (default 10). */
  limit?: number;
  /** Input debounce in ms (default 250). */
  debounceMs?: number;
  /** Minimum trimmed length (default 3). */
  minCharacters?: number;
  /** Replaces the suggestion call. */
  fetchSuggestions?: FetchSearchSuggestions;
}

/** Where the suggestions are: nothing asked, waiting, answered, or failed. */
export type SearchSuggestStatus = "idle" | "loading" | "success" | "error";

/** One entry of the suggestion list: a product, or "show all N results". */
export type SearchOption =
  | { type: "product"; id: string; product: SearchSuggestProduct; href: string }
  | { type: "all"; id: string; total: number; href: string };

/** What {@link useSearchSuggest} returns: state, actions and prop getters for your own markup. */
export interface SearchSuggestControls {
  /** The text in the field. */
  term: string;
  /** The term the shown suggestions belong to. */
  suggestedTerm: string;
  status: SearchSuggestStatus;
  /** Whether the list of suggestions is shown. */
  isOpen: boolean;
  /** Products, then "show all" (when there are hits). */
  options: SearchOption[];
  /** Total hits of the suggested term. */
  total: number;
  /** Index of the active option, -1 for none. */
  activeIndex: number;
  /** The suggestion call failed (the field and earlier suggestions stay). */
  error: unknown;
  /** The last submission was blocked because the term was too short. */
  isBlocked: boolean;
  /** A ref to the input, for focus. */
  inputRef: RefObject<HTMLInputElement | null>;
  setTerm: (term: string) => void;
  /** Submits: goes to the search page, or does nothing when the term is too short. Returns whether it went. */
  submit: () => boolean;
  /** Opens the product or the result page of an option. */
  selectOption: (index: number) => void;
  /** Closes the list, keeping the term. */
  close: () => void;
  /** Empties the field and the suggestions, and focuses the field. */
  clear: () => void;
  getFormProps: (props?: FormHTMLAttributes<HTMLFormElement>) => FormHTMLAttributes<HTMLFormElement>;
  getInputProps: (
    props?: InputHTMLAttributes<HTMLInputElement>,
  ) => InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  getListboxProps: (props?: HTMLAttributes<HTMLUListElement>) => HTMLAttributes<HTMLUListElement>;
  getOptionProps: (index: number, props?: LiHTMLAttributes<HTMLLIElement>) => LiHTMLAttributes<HTMLLIElement>;
  getClearButtonProps: (
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
}

/** The suggestions shown and the list's state, one value so that one update changes them together. */
interface SuggestState {
  /** The text in the field. */
  term: string;
  /** The last submission was blocked because the term was too short. */
  isBlocked: boolean;
  /** The trimmed term whose suggestions are to be requested (debounced); "" asks for nothing. */
  query: string;
  /** The term the shown suggestions belong to. */
  suggestedTerm: string;
  products: SearchSuggestProduct[];
  total: number;
  status: SearchSuggestStatus;
  error: unknown;
  open: boolean;
  active: number;
}

/** No suggestions, nothing asked: the list closed. */
const NONE: Omit<SuggestState, "term"> = {
  isBlocked: false,
  query: "",
  suggestedTerm: "",
  products: [],
  total: 0,
  status: "idle",
  error: null,
  open: false,
  active: -1,
};

/**
 * A handler of the shop's props runs first; one that prevents the default (`event.preventDefault()`) keeps ours
 * from running.
 */
const chain =
  <E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) =>
  (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };

/**
 * Headless search with live suggestions (WAI-ARIA combobox with a listbox popup): debounced 250 ms, nothing
 * below 3 trimmed characters, an older pending request aborted by a newer one, arrow keys, Enter and Escape.
 * A handler passed to a prop getter runs before the hook's own; preventing the default keeps the hook's from running.
 */
export function useSearchSuggest(options: UseSearchSuggestOptions = {}): SearchSuggestControls {
  const {
    initialTerm = "",
    limit = SEARCH_SUGGEST_LIMIT,
    debounceMs = SEARCH_DEBOUNCE_MS,
    minCharacters = SEARCH_MIN_CHARACTERS,
    fetchSuggestions = fetchSearchSuggestions,
  } = options;
  const client = useStoreApi();
  const events = useEvents();
  const route = useRoute();
  const link = useEntityLink();
  // The shop's router (VitrineProvider's navigate); a full page load without one.
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SuggestState>({ ...NONE, term: initialTerm });
  const set = (patch: Partial<SuggestState>) => setState((current) => ({ ...current, ...patch }));
  const { term, query, products, status, active, suggestedTerm } = state;
  const searchPath = route("search");

  // The request for the latest valid term, once the field has been still for the debounce: a newer term, a
  // submit, clearing or leaving the page cancel the wait and abort a pending request, whose answer is then ignored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a request belongs to its term; it reads the options as they are then.
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      set({ status: "loading" });
      try {
        const result = await fetchSuggestions(client, { search: query, limit }, controller.signal);
        if (!controller.signal.aborted)
          set({
            suggestedTerm: query,
            products: result.elements,
            total: result.total ?? result.elements.length,
            status: "success",
            error: null,
            open: true,
            active: -1,
          });
      } catch (error) {
        if (!controller.signal.aborted) set({ error, status: "error" });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const setTerm = (next: string) =>
    setState((current) =>
      isSearchTermValid(next, minCharacters)
        ? { ...current, term: next, isBlocked: false, query: next.trim() }
        : { ...NONE, term: next },
    );

  const searchOptions: SearchOption[] = products.map((product) => ({
    type: "product",
    id: `${id}-option-${product.id}`,
    product,
    // The product's canonical SEO URL when the answer has one (core's entity link), its technical route otherwise.
    href: link("product", product),
  }));
  if (products.length) {
    searchOptions.push({
      type: "all",
      id: `${id}-option-all`,
      total: state.total,
      href: buildSearchUrl(searchPath, suggestedTerm),
    });
  }
  const count = searchOptions.length;
  const listOpen = state.open && status !== "idle" && count > 0;

  const submit = (): boolean => {
    if (!isSearchTermValid(term, minCharacters)) {
      setState({ ...NONE, term, isBlocked: true });
      return false;
    }
    set({ query: "", open: false, isBlocked: false });
    events.emit("search", { term: term.trim() });
    navigate(buildSearchUrl(searchPath, term));
    return true;
  };

  const selectOption = (index: number) => {
    const option = searchOptions[index];
    if (option?.type === "all") submit();
    else if (option) {
      set({ open: false });
      navigate(option.href);
    }
  };

  const close = () => set({ open: false, active: -1 });

  const clear = () => {
    setState({ ...NONE, term: "" });
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      // A closed list opens on the first (down) or last (up) option.
      set({
        open: true,
        active: moveActiveOption(listOpen ? active : -1, count, key === "ArrowDown" ? 1 : -1),
      });
    } else if (key === "Enter" && listOpen && active >= 0) {
      event.preventDefault();
      selectOption(active);
    } else if (key === "Escape") {
      // First Escape closes the list, a second one empties the field; focus stays in the field.
      event.preventDefault();
      if (listOpen) close();
      else if (term) clear();
    }
  };

  const activeId = listOpen ? searchOptions[active]?.id : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const listboxId = `${id}-listbox`;
  return {
    term,
    suggestedTerm,
    status,
    isOpen: listOpen,
    options: searchOptions,
    total: state.total,
    activeIndex: listOpen ? active : -1,
    error: state.error,
    isBlocked: state.isBlocked,
    inputRef,
    setTerm,
    submit,
    selectOption,
    close,
    clear,
    getFormProps: (props = {}) => ({
      role: "search",
      action: searchPath,
      method: "get",
      ...props,
      "data-state": status,
      onSubmit: chain(props.onSubmit, (event) => {
        event.preventDefault();
        submit();
      }),
      onBlur: chain(props.onBlur, (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }),
    }),
    getInputProps: (props = {}) => ({
      type: "search",
      name: "search",
      autoComplete: "off",
      ...props,
      ref: inputRef,
      id: `${id}-input`,
      role: "combobox",
      value: term,
      "aria-autocomplete": "list",
      "aria-expanded": listOpen,
      "aria-controls": listOpen ? listboxId : undefined,
      "aria-activedescendant": activeId,
      onChange: chain(props.onChange, (event) => setTerm(event.currentTarget.value)),
      onKeyDown: chain(props.onKeyDown, onKeyDown),
      // Coming back to the field shows the suggestions of its term again (they closed when focus left).
      onFocus: chain(props.onFocus, () => {
        if (count && suggestedTerm === term.trim()) set({ open: true });
      }),
    }),
    getListboxProps: (props = {}) => ({ ...props, id: listboxId, role: "listbox" }),
    getOptionProps: (index, props = {}) => ({
      ...props,
      id: searchOptions[index]?.id,
      role: "option",
      "aria-selected": index === active,
      "data-type": searchOptions[index]?.type,
      // Keep focus in the field while a pointer picks an option.
      onMouseDown: chain(props.onMouseDown, (event) => event.preventDefault()),
      onClick: chain(props.onClick, () => selectOption(index)),
    }),
    getClearButtonProps: (props = {}) => ({ type: "button", ...props, onClick: chain(props.onClick, clear) }),
  };
}

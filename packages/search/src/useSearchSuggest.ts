import { debounce, isStoreApiError, useEntityLink, useEvents, useRoute, useStoreApi } from "@vitrine/core";
import { useNavigate } from "@vitrine/core/react";
import {
  type ButtonHTMLAttributes,
  type FocusEvent,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type LiHTMLAttributes,
  type MouseEvent,
  type RefObject,
  type SubmitEvent,
  useEffect,
  useId,
  useMemo,
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

interface Suggestions {
  term: string;
  products: SearchSuggestProduct[];
  total: number;
}

const NONE: Suggestions = { term: "", products: [], total: 0 };

/**
 * Headless search with live suggestions (WAI-ARIA combobox with a listbox popup): debounced 250 ms, nothing
 * below 3 trimmed characters, an older pending request aborted by a newer one, arrow keys, Enter and Escape.
 */
export function useSearchSuggest(options: UseSearchSuggestOptions = {}): SearchSuggestControls {
  const {
    initialTerm = "",
    limit = SEARCH_SUGGEST_LIMIT,
    debounceMs = SEARCH_DEBOUNCE_MS,
    minCharacters = SEARCH_MIN_CHARACTERS,
  } = options;
  const client = useStoreApi();
  const events = useEvents();
  const route = useRoute();
  const link = useEntityLink();
  // The shop's router (VitrineProvider's navigate); a full page load without one.
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTermState] = useState(initialTerm);
  const [suggestions, setSuggestions] = useState<Suggestions>(NONE);
  const [status, setStatus] = useState<SearchSuggestStatus>("idle");
  const [error, setError] = useState<unknown>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isBlocked, setBlocked] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const latest = useRef({ options, limit, client });
  latest.current = { options, limit, client };

  const abortPending = () => {
    pending.current?.abort();
    pending.current = null;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request reads the latest options through a ref.
  const requestSuggestions = useMemo(
    () =>
      debounce(async (search: string) => {
        // A newer request makes the older one pointless: abort it so its answer can never overwrite ours.
        abortPending();
        const controller = new AbortController();
        pending.current = controller;
        setStatus("loading");
        const { options: current, limit: size, client: api } = latest.current;
        try {
          const fetcher = current.fetchSuggestions ?? fetchSearchSuggestions;
          const result = await fetcher(api, { search, limit: size }, controller.signal);
          if (pending.current !== controller) return;
          pending.current = null;
          setSuggestions({
            term: search,
            products: result.elements,
            total: result.total ?? result.elements.length,
          });
          setStatus("success");
          setError(null);
          setActiveIndex(-1);
          setOpen(true);
        } catch (failure) {
          if (pending.current !== controller || (isStoreApiError(failure) && failure.kind === "abort"))
            return;
          pending.current = null;
          setError(failure);
          setStatus("error");
        }
      }, debounceMs),
    [debounceMs],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: abortPending only touches a ref.
  useEffect(
    () => () => {
      requestSuggestions.cancel();
      abortPending();
    },
    [requestSuggestions],
  );

  const clearSuggestions = () => {
    requestSuggestions.cancel();
    abortPending();
    setSuggestions(NONE);
    setStatus("idle");
    setError(null);
    setOpen(false);
    setActiveIndex(-1);
  };

  const setTerm = (next: string) => {
    setTermState(next);
    setBlocked(false);
    if (!isSearchTermValid(next, minCharacters)) {
      clearSuggestions();
      return;
    }
    requestSuggestions(next.trim());
  };

  const searchOptions: SearchOption[] = suggestions.products.map((product) => ({
    type: "product",
    id: `${id}-option-${product.id}`,
    product,
    // The product's canonical SEO URL when the answer has one (core's entity link), its technical route otherwise.
    href: link("product", product),
  }));
  if (suggestions.products.length > 0) {
    searchOptions.push({
      type: "all",
      id: `${id}-option-all`,
      total: suggestions.total,
      href: buildSearchUrl(route("search"), suggestions.term),
    });
  }
  const listOpen = isOpen && status !== "idle" && suggestions.products.length > 0;

  const submit = (): boolean => {
    if (!isSearchTermValid(term, minCharacters)) {
      clearSuggestions();
      setBlocked(true);
      return false;
    }
    requestSuggestions.cancel();
    abortPending();
    setOpen(false);
    events.emit("search", { term: term.trim() });
    navigate(buildSearchUrl(route("search"), term));
    return true;
  };

  const selectOption = (index: number) => {
    const option = searchOptions[index];
    if (!option) return;
    if (option.type === "all") {
      submit();
      return;
    }
    setOpen(false);
    navigate(option.href);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const clear = () => {
    setTermState("");
    setBlocked(false);
    clearSuggestions();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = searchOptions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!count) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        if (!listOpen) {
          setOpen(true);
          setActiveIndex(step === 1 ? 0 : count - 1);
        } else setActiveIndex(moveActiveOption(activeIndex, count, step));
        return;
      }
      case "Enter":
        if (listOpen && activeIndex >= 0) {
          event.preventDefault();
          selectOption(activeIndex);
        }
        return;
      case "Escape":
        // First Escape closes the list, a second one empties the field; focus stays in the field.
        event.preventDefault();
        if (listOpen) close();
        else if (term) clear();
        return;
    }
  };

  const activeId = listOpen ? searchOptions[activeIndex]?.id : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const listboxId = `${id}-listbox`;
  return {
    term,
    suggestedTerm: suggestions.term,
    status,
    isOpen: listOpen,
    options: searchOptions,
    total: suggestions.total,
    activeIndex: listOpen ? activeIndex : -1,
    error,
    isBlocked,
    inputRef,
    setTerm,
    submit,
    selectOption,
    close,
    clear,
    getFormProps: (props = {}) => ({
      role: "search",
      action: route("search"),
      method: "get",
      ...props,
      "data-state": status,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        props.onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        submit();
      },
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        props.onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      },
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
      onChange: (event) => {
        props.onChange?.(event);
        setTerm(event.currentTarget.value);
      },
      onKeyDown: (event) => {
        props.onKeyDown?.(event);
        if (!event.defaultPrevented) onKeyDown(event);
      },
      onFocus: (event) => {
        props.onFocus?.(event);
        // Coming back to the field shows the suggestions of its term again (they closed when focus left).
        if (suggestions.products.length && suggestions.term === term.trim()) setOpen(true);
      },
    }),
    getListboxProps: (props = {}) => ({ ...props, id: listboxId, role: "listbox" }),
    getOptionProps: (index, props = {}) => {
      const option = searchOptions[index];
      return {
        ...props,
        id: option?.id,
        role: "option",
        "aria-selected": index === activeIndex,
        "data-type": option?.type,
        // Keep focus in the field while a pointer picks an option.
        onMouseDown: (event: MouseEvent<HTMLLIElement>) => {
          props.onMouseDown?.(event);
          event.preventDefault();
        },
        onClick: (event: MouseEvent<HTMLLIElement>) => {
          props.onClick?.(event);
          selectOption(index);
        },
      };
    },
    getClearButtonProps: (props = {}) => ({
      type: "button",
      ...props,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        clear();
      },
    }),
  };
}

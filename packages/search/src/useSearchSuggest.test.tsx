import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { createEventBus, createStoreApiClient, type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARACTERS } from "./constants";
import { SearchForm } from "./SearchForm";
import { createFixtureClient, fixtureProduct } from "./search.fixtures";
import { buildSearchUrl, isSearchTermValid, moveActiveOption } from "./search.state";
import { useSearchSuggest } from "./useSearchSuggest";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };

function setup(client: StoreApiClient) {
  const events = createEventBus();
  // The shop's router: every package navigates through the provider's navigate.
  const onNavigate = vi.fn();
  const navigate = (url: string) => onNavigate(url);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={config} events={events} navigate={navigate}>
      {children}
    </VitrineProvider>
  );
  return { wrapper, events, onNavigate };
}

/** Lets the debounce run out and the (fake) network answer. */
const settle = async (ms = SEARCH_DEBOUNCE_MS) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("search rules (pure)", () => {
  it("if the trimmed input is shorter than 3 characters, it is not a valid search", () => {
    expect(SEARCH_MIN_CHARACTERS).toBe(3);
    expect(isSearchTermValid("ab")).toBe(false);
    expect(isSearchTermValid("  ab   ")).toBe(false);
    expect(isSearchTermValid(" abc ")).toBe(true);
  });

  it("submitting goes to /search?search= with the term URL-encoded", () => {
    expect(buildSearchUrl("/search", "  shirt & tie/ä?  ")).toBe(
      "/search?search=shirt%20%26%20tie%2F%C3%A4%3F",
    );
    expect(buildSearchUrl("/search?lang=de", "a+b")).toBe("/search?lang=de&search=a%2Bb");
  });

  it("arrow keys move the active option and wrap around", () => {
    expect(moveActiveOption(-1, 3, 1)).toBe(0);
    expect(moveActiveOption(-1, 3, -1)).toBe(2);
    expect(moveActiveOption(2, 3, 1)).toBe(0);
    expect(moveActiveOption(0, 3, -1)).toBe(2);
    expect(moveActiveOption(0, 0, 1)).toBe(-1);
  });
});

/** A shop's own combobox markup from the prop getters, refusing a "#" in the term with its own onChange. */
function ShopSearch({ seen }: { seen: string[] }) {
  const search = useSearchSuggest();
  return (
    <form {...search.getFormProps()}>
      <input
        aria-label="Find"
        {...search.getInputProps({
          onChange: (event) => {
            seen.push(event.currentTarget.value);
            if (event.currentTarget.value.includes("#")) event.preventDefault();
          },
        })}
      />
    </form>
  );
}

describe("useSearchSuggest", () => {
  it("search input debounce 250 ms: fast typing sends one request, with the last term", async () => {
    const { client, requests } = createFixtureClient();
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("lin"));
    await settle(100);
    act(() => result.current.setTerm("line"));
    await settle(100);
    act(() => result.current.setTerm("linen"));
    await settle(SEARCH_DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    await settle(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("http://demo/store-api/search-suggest");
    expect(requests[0]?.body).toEqual({ search: "linen", limit: 10 });
    expect(result.current.status).toBe("success");
    expect(result.current.isOpen).toBe(true);
    // six products, then "show all"
    expect(result.current.options.map((option) => option.type)).toEqual([...Array(6).fill("product"), "all"]);
    expect(result.current.total).toBe(6);
  });

  it("a shop's handler passed to a prop getter runs first; one that prevents the default keeps the hook's from running", () => {
    const { client } = createFixtureClient();
    const { wrapper } = setup(client);
    const seen: string[] = [];
    render(<ShopSearch seen={seen} />, { wrapper });
    const input = screen.getByRole("combobox", { name: "Find" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "lin" } });
    expect(input.value).toBe("lin");
    fireEvent.change(input, { target: { value: "lin#" } });
    expect(seen).toEqual(["lin", "lin#"]);
    expect(input.value).toBe("lin");
  });

  it("if the trimmed input is shorter than 3 characters, no request is sent", async () => {
    const { client, requests } = createFixtureClient();
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("li"));
    act(() => result.current.setTerm("  li   "));
    await settle(5000);
    expect(requests).toHaveLength(0);
    expect(result.current.status).toBe("idle");
  });

  it("if the trimmed input is shorter than 3 characters, submission is blocked and suggestions are cleared", async () => {
    const { client } = createFixtureClient();
    const { wrapper, events, onNavigate } = setup(client);
    const searched = vi.fn();
    events.on("search", searched);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("linen"));
    await settle();
    expect(result.current.options.length).toBeGreaterThan(0);
    act(() => result.current.setTerm("li "));
    expect(result.current.options).toEqual([]);
    expect(result.current.isOpen).toBe(false);
    let went = true;
    act(() => {
      went = result.current.submit();
    });
    expect(went).toBe(false);
    expect(result.current.isBlocked).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(searched).not.toHaveBeenCalled();
  });

  it("submitting navigates to /search?search= with the term URL-encoded and emits the search event", async () => {
    const { client } = createFixtureClient();
    const { wrapper, events, onNavigate } = setup(client);
    const searched = vi.fn();
    events.on("search", searched);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm(" linen & silk "));
    act(() => {
      result.current.submit();
    });
    expect(onNavigate).toHaveBeenCalledWith("/search?search=linen%20%26%20silk");
    expect(searched).toHaveBeenCalledWith({ term: "linen & silk" });
  });

  it("an earlier pending request is aborted when a newer one starts; its late answer never overwrites the newer one", async () => {
    const answers: Array<{ search: string; signal: AbortSignal; resolve: (response: Response) => void }> = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return request.json().then(
        (body: { search: string }) =>
          new Promise<Response>((resolve) => {
            answers.push({ search: body.search, signal: request.signal, resolve });
          }),
      );
    };
    const client = createStoreApiClient({
      baseUrl: "http://demo/store-api",
      accessKey: "K",
      fetch,
      retry: 0,
    });
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("scarf"));
    await settle();
    act(() => result.current.setTerm("shirt"));
    await settle();
    expect(answers.map((answer) => answer.search)).toEqual(["scarf", "shirt"]);
    expect(answers[0]?.signal.aborted).toBe(true);
    expect(answers[1]?.signal.aborted).toBe(false);
    await act(async () => {
      answers[1]?.resolve(Response.json({ total: 1, elements: [fixtureProduct(0, "Linen shirt")] }));
      // the older answer arrives last, as a slow server would send it
      answers[0]?.resolve(Response.json({ total: 1, elements: [fixtureProduct(2, "Linen scarf")] }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current.suggestedTerm).toBe("shirt");
    expect(result.current.options[0]?.type === "product" && result.current.options[0].product.name).toBe(
      "Linen shirt",
    );
  });

  it("a failed suggestion call keeps the term and says so; Enter still searches", async () => {
    const fetch = async () => new Response("oops", { status: 500 });
    const client = createStoreApiClient({
      baseUrl: "http://demo/store-api",
      accessKey: "K",
      fetch,
      retry: 0,
    });
    const { wrapper, onNavigate } = setup(client);
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("linen"));
    await settle();
    expect(result.current.status).toBe("error");
    expect(result.current.term).toBe("linen");
    act(() => {
      result.current.submit();
    });
    expect(onNavigate).toHaveBeenCalledWith("/search?search=linen");
  });
});

describe("<SearchForm>", () => {
  const field = () => screen.getByRole("combobox", { name: /Search/ }) as HTMLInputElement;

  /** Waits until the combobox's code has loaded and replaced the form's first markup. */
  async function takenOver(before: HTMLInputElement) {
    await vi.waitFor(() => expect(field()).not.toBe(before));
    return field();
  }

  /** The form as the page renders it, before the combobox's code has loaded: `before` is its field. */
  function renderFirstMarkup(initialTerm?: string) {
    const { client, requests } = createFixtureClient();
    const { wrapper, onNavigate } = setup(client);
    render(<SearchForm initialTerm={initialTerm} />, { wrapper });
    return { before: field(), onNavigate, requests };
  }

  /** The form as the shopper meets it: the pointer comes over it, and the combobox takes over. */
  async function renderForm() {
    const { before, onNavigate, requests } = renderFirstMarkup();
    fireEvent.pointerEnter(before.closest("form") as HTMLFormElement);
    const input = await takenOver(before);
    return { input, onNavigate, requests };
  }

  it("until the shopper comes near it, the form is a plain GET form to /search; nothing is requested", async () => {
    const { requests } = renderFirstMarkup("linen");
    const form = field().closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(field().name).toBe("search");
    expect(field().value).toBe("linen");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    await settle();
    expect(requests).toHaveLength(0);
    expect(field().getAttribute("aria-controls")).toBeNull();
  });

  it("text typed while the combobox's code loads is kept, with the focus and the caret, and gets its suggestions", async () => {
    const { before, requests } = renderFirstMarkup();
    before.focus();
    fireEvent.change(before, { target: { value: "linen" } });
    before.setSelectionRange(2, 2);
    const input = await takenOver(before);
    expect(input.value).toBe("linen");
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    await settle();
    expect(requests.map((request) => request.body.search)).toEqual(["linen"]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toContain(
      "Linen shirt, sand€19.90",
    );
  });

  it("text typed into the server-rendered field before the form hydrated is taken over at once, with its suggestions", async () => {
    const { client, requests } = createFixtureClient();
    const { wrapper: Wrapper } = setup(client);
    const page = (
      <Wrapper>
        <SearchForm />
      </Wrapper>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    // The shopper types into the server HTML while the page's code is on its way; no event comes after hydration.
    const before = container.querySelector("input") as HTMLInputElement;
    before.focus();
    before.value = "linen";
    render(page, { container, hydrate: true });
    const input = await takenOver(before);
    expect(input.value).toBe("linen");
    expect(document.activeElement).toBe(input);
    await settle();
    expect(requests.map((request) => request.body.search)).toEqual(["linen"]);
  });

  it("a keyboard user on the submit button when the combobox takes over stays there", async () => {
    const { before } = renderFirstMarkup();
    const submit = screen.getByRole("button", { name: "Search" });
    submit.focus();
    await takenOver(before);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
    expect(document.activeElement).not.toBe(submit);
  });

  it("a click on Search while the combobox's code arrives searches once, when it has taken over", async () => {
    const { before, onNavigate } = renderFirstMarkup();
    fireEvent.change(before, { target: { value: "linen" } });
    const submit = screen.getByRole("button", { name: "Search" });
    fireEvent.pointerDown(submit, { button: 0 });
    await act(() => vi.dynamicImportSettled());
    // The press is under way: the form is still the first markup, and the click lands on it.
    expect(field()).toBe(before);
    fireEvent.click(submit);
    await takenOver(before);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith("/search?search=linen");
  });

  it("a submit that comes before the combobox's code is carried out once it has loaded", async () => {
    const { before, onNavigate } = renderFirstMarkup();
    fireEvent.change(before, { target: { value: "linen" } });
    fireEvent.submit(before.closest("form") as HTMLFormElement);
    await takenOver(before);
    expect(onNavigate).toHaveBeenCalledWith("/search?search=linen");
  });

  it("arrow keys move the active option (aria-activedescendant) and Enter opens the active product", async () => {
    const { input, onNavigate } = await renderForm();
    input.focus();
    fireEvent.change(input, { target: { value: "linen s" } });
    await settle();
    const listbox = screen.getByRole("listbox");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Linen shirt, sand€19.90",
      "Linen scarf€39.90",
      "Show all 2 results",
    ]);
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onNavigate).toHaveBeenCalledWith(`/detail/${"0".padStart(32, "a")}`);
  });

  it("Escape closes the list and keeps focus in the field; a second Escape clears it", async () => {
    const { input } = await renderForm();
    input.focus();
    fireEvent.change(input, { target: { value: "linen" } });
    await settle();
    expect(screen.getByRole("listbox")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe("linen");
    fireEvent.keyDown(input, { key: "Escape" });
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(input);
  });

  it("the list closes when focus leaves the form and shows again when the field gets focus back", async () => {
    const { input } = await renderForm();
    const outside = document.createElement("button");
    document.body.append(outside);
    input.focus();
    fireEvent.change(input, { target: { value: "linen" } });
    await settle();
    expect(screen.getByRole("listbox")).toBeTruthy();
    fireEvent.blur(input, { relatedTarget: outside });
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.focus(input);
    expect(screen.getByRole("listbox")).toBeTruthy();
    outside.remove();
  });

  it("the clear button empties the field and the suggestions", async () => {
    const { input } = await renderForm();
    fireEvent.change(input, { target: { value: "linen" } });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect((input as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("an empty result says so in role=status", async () => {
    const { input } = await renderForm();
    fireEvent.change(input, { target: { value: "velvet" } });
    await settle();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("No products found for “velvet”");
  });

  it("submitting a term shorter than 3 characters is blocked and explains why", async () => {
    const { input, onNavigate, requests } = await renderForm();
    fireEvent.change(input, { target: { value: "li" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await settle(1000);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("Please enter at least 3 characters.");
    expect(field().getAttribute("aria-invalid")).toBe("true");
  });
});

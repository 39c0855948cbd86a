import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createEventBus, StoreApiError } from "@vitrine/core";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LISTING_INCLUDES, type ListingApi, listingApi } from "./listing.api";
import type { ListingResult } from "./listing.schema";
import { ListingHarness } from "./test/ListingHarness";
import { answerListing, colours, createFakeShop, manufacturers } from "./test/listing.fixtures";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nordwind = manufacturers[0]?.id ?? "";
const listingCalls = (shop: ReturnType<typeof createFakeShop>) =>
  shop.calls.filter((call) => call.body["only-aggregations"] === undefined);
const filterCalls = (shop: ReturnType<typeof createFakeShop>) =>
  shop.calls.filter((call) => call.body["only-aggregations"] !== undefined);
function grid() {
  return document.querySelector(".vitrine-listing") as HTMLElement;
}
const shownNames = () => [...grid().querySelectorAll("h3")].map((h) => h.textContent);

describe("useListing (SPEC section 4: any filter change rebuilds the query, fetches the listing, updates browser history)", () => {
  it("a filter change fetches the listing, pushes a history entry and announces the new count", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    render(<ListingHarness shop={shop} navigate={navigate} />);
    expect(screen.getByRole("status")).toHaveTextContent("14 products");

    fireEvent.click(await screen.findByRole("checkbox", { name: "Nordwind" }));

    expect(navigate).toHaveBeenCalledWith(`/navigation/cat?manufacturer=${nordwind}`, {
      replace: false,
      keepScroll: true,
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("5 products"));
    expect(listingCalls(shop)[0]).toMatchObject({
      path: "/product-listing/cat",
      body: { p: 1, manufacturer: nordwind },
    });
    expect(listingCalls(shop)[0]?.body).toEqual({ p: 1, manufacturer: nordwind });
    expect(shownNames().every((name) => name !== "Wool scarf")).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).toBeChecked();
  });

  it("a filter change resets p to 1", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    render(
      <ListingHarness
        shop={shop}
        navigate={navigate}
        url="/navigation/cat?p=2"
        initial={answerListing({ p: 2, limit: 6 })}
      />,
    );
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Free shipping" }));
    expect(navigate).toHaveBeenLastCalledWith("/navigation/cat?shipping-free=1", {
      replace: false,
      keepScroll: true,
    });
    await waitFor(() => expect(listingCalls(shop)[0]?.body).toEqual({ p: 1, "shipping-free": true }));
    // Both calls ask only for the product fields the listing's cards, buy forms and analytics read.
    await waitFor(() => expect(filterCalls(shop)).toHaveLength(1));
    for (const call of shop.calls) expect(call.includes).toEqual(LISTING_INCLUDES);
  });

  it("the filter call asks for reduced aggregations, and options that no longer combine are disabled, titled 'Filter not active'", async () => {
    const shop = createFakeShop();
    render(<ListingHarness shop={shop} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Nordwind" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Navy" })).toBeDisabled());
    expect(filterCalls(shop)[0]?.body).toEqual({
      manufacturer: nordwind,
      "only-aggregations": "1",
      "reduce-aggregations": "1",
    });
    expect(screen.getByRole("checkbox", { name: "Navy" }).closest("label")).toHaveAttribute(
      "title",
      "Filter not active",
    );
    expect(screen.getByRole("checkbox", { name: "Sand" })).toBeEnabled();
    // The chosen manufacturer stays enabled so it can be removed again.
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).toBeEnabled();
    expect(colours).toHaveLength(3);
  });

  it("aborts older requests: only the newest answer is shown", async () => {
    const shop = createFakeShop();
    shop.behaviour.delayMs = 30;
    render(<ListingHarness shop={shop} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Nordwind" }));
    await waitFor(() => expect(listingCalls(shop)).toHaveLength(1));
    fireEvent.click(screen.getByRole("checkbox", { name: "Atelier Sud" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("10 products"));
    expect(shop.aborted).toBeGreaterThanOrEqual(1);
    expect(grid()).toHaveAttribute("aria-busy", "false");
  });

  it("a stale answer never overwrites a newer one (even from a call that ignores the abort)", async () => {
    const pending: { resolve: (result: ListingResult) => void; body: string }[] = [];
    const api: Partial<ListingApi> = {
      loadListing: (_client, _source, query) =>
        new Promise((resolve) => pending.push({ resolve, body: query.manufacturer.join("|") })),
      loadFilterAggregations: () => new Promise(() => undefined),
    };
    render(<ListingHarness api={api} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Nordwind" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Atelier Sud" }));
    expect(pending.map((call) => call.body)).toEqual([nordwind, `${nordwind}|${manufacturers[1]?.id}`]);
    await act(async () =>
      pending[1]?.resolve(answerListing({ manufacturer: `${nordwind}|${manufacturers[1]?.id}` })),
    );
    expect(screen.getByRole("status")).toHaveTextContent("10 products");
    await act(async () => pending[0]?.resolve(answerListing({ manufacturer: nordwind })));
    expect(screen.getByRole("status")).toHaveTextContent("10 products");
  });

  it("a failed fetch keeps the current results, says so (role=alert) and offers a retry", async () => {
    const shop = createFakeShop();
    render(<ListingHarness shop={shop} />);
    const before = shownNames();
    shop.behaviour.failWith = 503;
    fireEvent.change(screen.getByRole("combobox", { name: "Sorting" }), { target: { value: "price-desc" } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The products could not be loaded");
    expect(shownNames()).toEqual(before);
    expect(grid()).toHaveAttribute("data-state", "error");

    shop.behaviour.failWith = undefined;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shownNames()[0]).not.toBe(before[0]));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(listingCalls(shop).at(-1)?.body).toEqual({ p: 1, order: "price-desc" });
  });

  it("a failed listing request (aborted, not by a newer change) keeps the previous products and filters, shows an alert, and the next change works", async () => {
    const shop = createFakeShop();
    let abortNext = true;
    const api: Partial<ListingApi> = {
      loadListing: (client, source, query, signal) => {
        if (!abortNext) return listingApi.loadListing(client, source, query, signal);
        abortNext = false;
        // The browser (an extension, a proxy, a lost connection) aborts the request: no newer change did.
        return Promise.reject(new StoreApiError({ kind: "abort", code: "ABORTED", detail: "was aborted" }));
      },
    };
    render(<ListingHarness shop={shop} api={api} />);
    const before = shownNames();
    fireEvent.change(screen.getByRole("combobox", { name: "Sorting" }), { target: { value: "price-desc" } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The products could not be loaded");
    expect(shownNames()).toEqual(before);
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).not.toBeChecked();
    expect(grid()).toHaveAttribute("aria-busy", "false");

    fireEvent.click(screen.getByRole("checkbox", { name: "Nordwind" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("5 products"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("back navigation restores filters from the URL (Back and Forward change currentUrl)", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    const deepLink = `/navigation/cat?manufacturer=${nordwind}`;
    const initial = answerListing({ manufacturer: nordwind, limit: 6 });
    const page = (currentUrl: string) => (
      <ListingHarness shop={shop} navigate={navigate} currentUrl={currentUrl} initial={initial} />
    );
    const { rerender } = render(page(deepLink));
    expect(screen.getByRole("status")).toHaveTextContent("5 products");
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).toBeChecked();

    // Back: to the listing without filters.
    rerender(page("/navigation/cat"));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("14 products"));
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).not.toBeChecked();
    expect(listingCalls(shop).at(-1)?.body).toEqual({ p: 1 });

    // Forward: the filter again.
    rerender(page(deepLink));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("5 products"));
    expect(screen.getByRole("checkbox", { name: "Nordwind" })).toBeChecked();
    // Restoring from the URL does not push another entry.
    expect(navigate).not.toHaveBeenCalled();
  });

  it("scrolls to the listing top with a 15 px offset, 75 ms after the change", async () => {
    const shop = createFakeShop();
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    Object.defineProperty(window, "scrollY", { value: 1000, configurable: true });
    render(<ListingHarness shop={shop} />);
    vi.spyOn(grid(), "getBoundingClientRect").mockReturnValue({ top: -400 } as DOMRect);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("link", { name: "Page 2" }));
    vi.advanceTimersByTime(74);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 - 400 - 15, behavior: "smooth" });
    vi.unstubAllGlobals();
  });

  it("all filters initialised: the filter call for a deep link's filters goes out 100 ms after mount", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const shop = createFakeShop();
    const url = `/navigation/cat?manufacturer=${nordwind}`;
    render(
      <ListingHarness shop={shop} url={url} initial={answerListing({ manufacturer: nordwind, limit: 6 })} />,
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(filterCalls(shop)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(filterCalls(shop)).toHaveLength(1));
    expect(listingCalls(shop)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Forest" })).toBeDisabled());
  });
});

describe("sorting, limit and pagination", () => {
  it("sorting (a combobox named 'Sorting') pushes ?order and sorts", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    render(<ListingHarness shop={shop} navigate={navigate} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Sorting" }), { target: { value: "price-asc" } });
    expect(navigate).toHaveBeenCalledWith("/navigation/cat?order=price-asc", {
      replace: false,
      keepScroll: true,
    });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Sorting" })).toHaveValue("price-asc"));
  });

  it.each([
    ["outside a listing form, each select applies its own", undefined],
    ["in the listing's GET form, the form applies them as one change", "listing-form"],
  ])(
    "the sorting and products per page chosen before hydration are taken over, not reset (%s)",
    async (_, formId) => {
      const navigate = vi.fn();
      const page = <ListingHarness navigate={navigate} formId={formId} />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const select = (name: string) => within(container).getByRole<HTMLSelectElement>("combobox", { name });
      // The shopper chooses while the scripts are still loading.
      select("Sorting").value = "price-desc";
      select("Products per page").value = "12";
      await act(async () => {
        hydrateRoot(container, page);
      });
      await waitFor(() =>
        expect(navigate).toHaveBeenLastCalledWith(
          "/navigation/cat?order=price-desc&limit=12",
          expect.anything(),
        ),
      );
      expect(select("Sorting")).toHaveValue("price-desc");
      expect(select("Products per page")).toHaveValue("12");
      container.remove();
    },
  );

  it("limit-per-page select is preset from its data limit value", () => {
    render(<ListingHarness />);
    expect(screen.getByRole("combobox", { name: "Products per page" })).toHaveValue("6");
  });

  it("pagination is a navigation named 'Pagination' of real links; a click pushes ?p", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    render(<ListingHarness shop={shop} navigate={navigate} url="/navigation/cat?order=price-asc" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const page3 = within(nav).getByRole("link", { name: "Page 3" });
    expect(page3).toHaveAttribute("href", "/navigation/cat?order=price-asc&p=3");
    fireEvent.click(within(nav).getByRole("link", { name: "Next page" }));
    expect(navigate).toHaveBeenCalledWith("/navigation/cat?order=price-asc&p=2", {
      replace: false,
      keepScroll: true,
    });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page"),
    );
  });

  it("analytics (useListingAnalytics): the listing result is emitted on the first render and again after every filter change; a chosen product with its list and index", async () => {
    const events = createEventBus();
    const results = vi.fn();
    const selected = vi.fn();
    events.on("listing:result", results);
    events.on("listing:product-selected", selected);
    render(<ListingHarness events={events} />);
    expect(results).toHaveBeenCalledTimes(1);
    expect(results.mock.calls[0]?.[0]).toMatchObject({ list: { id: "cat", name: "cat" }, offset: 0 });
    expect(results.mock.calls[0]?.[0].products).toHaveLength(
      screen.getAllByRole("heading", { level: 3 }).length,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Nordwind" }));
    await waitFor(() => expect(results).toHaveBeenCalledTimes(2));
    expect(results.mock.calls[1]?.[0].products.map((product: { id: string }) => product.id)).toHaveLength(5);
    const second = within(grid()).getAllByRole("link")[1] as HTMLElement;
    fireEvent.click(second);
    expect(selected).toHaveBeenCalledWith(
      expect.objectContaining({ list: { id: "cat", name: "cat" }, index: 1 }),
    );
    expect(selected.mock.calls[0]?.[0].product.translated.name).toBe(second.textContent);
  });
});

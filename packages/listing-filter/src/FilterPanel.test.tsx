import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILTER_RANGE_INPUT_DELAY_MS } from "./constants";
import { ListingHarness } from "./test/ListingHarness";
import { answerListing, createFakeShop, manufacturers } from "./test/listing.fixtures";
import { usePriceRangeFilter } from "./usePriceRangeFilter";

afterEach(() => {
  vi.useRealTimers();
});

const listingCalls = (shop: ReturnType<typeof createFakeShop>) =>
  shop.calls.filter((call) => call.body["only-aggregations"] === undefined);

describe("price range filter (SPEC section 5: checked after 500 ms of idle input)", () => {
  it("the fields show the applied range at once, without rendering the filter a second time", () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ min, max }: { min?: number; max?: number }) => {
        renders++;
        return usePriceRangeFilter({ min, max }, () => {});
      },
      { initialProps: { min: 10, max: 50 } as { min?: number; max?: number } },
    );
    expect(result.current.min).toBe("10");
    expect(result.current.max).toBe("50");
    expect(renders).toBe(1);
    // A range set elsewhere (a removed chip) still shows in the fields.
    rerender({ min: undefined, max: 50 });
    expect(result.current.min).toBe("");
  });

  it("both fields changed in one task (autofilled, or typed before the code came and handed over at hydration) keep both values and are checked together", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const apply = vi.fn();
    const { result } = renderHook(() => usePriceRangeFilter({ min: undefined, max: undefined }, apply));
    // One render's handlers, called twice before React renders again.
    const { setMin, setMax } = result.current;
    act(() => {
      setMin("50");
      setMax("10");
    });
    expect(result.current.min).toBe("50");
    expect(result.current.max).toBe("10");
    act(() => vi.advanceTimersByTime(FILTER_RANGE_INPUT_DELAY_MS));
    expect(result.current.error).toBe("filterRangeErrorMessage");
    expect(result.current.invalid).toEqual({ min: true, max: true });
    expect(apply).not.toHaveBeenCalled();
  });

  it("error when min is greater than max (filterRangeErrorMessage), only after 500 ms idle, with aria-invalid and aria-describedby", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    render(<ListingHarness shop={shop} navigate={navigate} />);
    const min = await screen.findByRole("spinbutton", { name: "Lowest price" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const max = screen.getByRole("spinbutton", { name: "Highest price" });
    fireEvent.change(min, { target: { value: "50" } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(max, { target: { value: "10" } });
    // Typing restarts the wait: 300 ms after the first field plus 499 ms after the second is still too early.
    act(() => vi.advanceTimersByTime(FILTER_RANGE_INPUT_DELAY_MS - 1));
    expect(min).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/must not be higher/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const error = screen.getByText("The lowest price must not be higher than the highest price.");
    expect(min).toHaveAttribute("aria-invalid", "true");
    expect(max).toHaveAttribute("aria-invalid", "true");
    expect(min).toHaveAttribute("aria-describedby", error.id);
    expect(max).toHaveAttribute("aria-describedby", error.id);
    // An invalid range is not applied.
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.change(max, { target: { value: "100" } });
    act(() => vi.advanceTimersByTime(FILTER_RANGE_INPUT_DELAY_MS));
    expect(screen.queryByText(/must not be higher/)).toBeNull();
    expect(min).not.toHaveAttribute("aria-invalid");
    expect(navigate).toHaveBeenCalledWith("/navigation/cat?min-price=50&max-price=100", {
      replace: false,
      keepScroll: true,
    });
  });

  it("error when either is below the lower bound 0 (filterRangeLowerBoundErrorMessage), on that field only", async () => {
    render(<ListingHarness />);
    const min = await screen.findByRole("spinbutton", { name: "Lowest price" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const max = screen.getByRole("spinbutton", { name: "Highest price" });
    fireEvent.change(max, { target: { value: "-5" } });
    act(() => vi.advanceTimersByTime(FILTER_RANGE_INPUT_DELAY_MS));
    const error = screen.getByText("Prices cannot be lower than 0.");
    expect(max).toHaveAttribute("aria-invalid", "true");
    expect(max).toHaveAttribute("aria-describedby", error.id);
    expect(min).not.toHaveAttribute("aria-invalid");
  });

  it("shows the currency symbol of the range filter (default euro)", async () => {
    render(<ListingHarness />);
    const field = (await screen.findByRole("spinbutton", { name: "Lowest price" })).closest("label");
    expect(field).toHaveTextContent("€");
  });
});

describe("active filters as removable chips plus 'Reset all'", () => {
  it("lists each active filter as a link to the URL without that filter, removes one, and resets all", async () => {
    const shop = createFakeShop();
    const navigate = vi.fn();
    const [nordwind, atelier] = manufacturers;
    const url = `/navigation/cat?order=price-asc&manufacturer=${nordwind?.id}|${atelier?.id}&rating=2&shipping-free=1&min-price=10`;
    render(
      <ListingHarness
        shop={shop}
        navigate={navigate}
        url={url}
        initial={answerListing({ manufacturer: `${nordwind?.id}|${atelier?.id}`, limit: 6 })}
      />,
    );
    const chips = await screen.findByRole("region", { name: "Active filters" });
    expect(within(chips).queryAllByRole("button")).toEqual([]);
    expect(
      within(chips)
        .getAllByRole("link")
        .map((b) => b.getAttribute("aria-label") ?? b.textContent),
    ).toEqual([
      "Remove filter Nordwind",
      "Remove filter Atelier Sud",
      "Remove filter From €10.00",
      "Remove filter At least 2 of 5 stars",
      "Remove filter Free shipping",
      "Reset all",
    ]);
    const nordwindChip = within(chips).getByRole("link", { name: "Remove filter Nordwind" });
    expect(nordwindChip).toHaveAttribute(
      "href",
      `/navigation/cat?order=price-asc&manufacturer=${atelier?.id}&min-price=10&rating=2&shipping-free=1`,
    );
    expect(within(chips).getByRole("link", { name: "Reset all" })).toHaveAttribute(
      "href",
      "/navigation/cat?order=price-asc",
    );
    fireEvent.click(nordwindChip);
    expect(navigate).toHaveBeenLastCalledWith(
      `/navigation/cat?order=price-asc&manufacturer=${atelier?.id}&min-price=10&rating=2&shipping-free=1`,
      { replace: false, keepScroll: true },
    );
    fireEvent.click(
      within(screen.getByRole("region", { name: "Active filters" })).getByRole("link", {
        name: "Reset all",
      }),
    );
    expect(navigate).toHaveBeenLastCalledWith("/navigation/cat?order=price-asc", {
      replace: false,
      keepScroll: true,
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Active filters" })).toBeNull());
    expect(screen.getByRole("spinbutton", { name: "Lowest price" })).toHaveValue(null);
    expect(listingCalls(shop).at(-1)?.body).toEqual({ p: 1, order: "price-asc" });
  });
});

describe("filter panel", () => {
  it("is a region named 'Filter' with manufacturer, a filter per property group with swatches, price, rating and free shipping", async () => {
    render(<ListingHarness />);
    const panel = screen.getByRole("region", { name: "Filter" });
    // The panel's controls are their own chunk: they come a moment after the panel.
    await within(panel).findByRole("group", { name: "Manufacturer" });
    for (const name of ["Manufacturer", "Colour", "Material", "Price", "Minimum rating"]) {
      expect(within(panel).getByRole("group", { name })).toBeInTheDocument();
    }
    const sand = within(panel).getByRole("checkbox", { name: "Sand" }).closest("label");
    expect(sand?.querySelector(".vitrine-filter__swatch")).toHaveStyle({ background: "#d8c3a5" });
    const linen = within(panel).getByRole("checkbox", { name: "Linen" }).closest("label");
    expect(linen?.querySelector(".vitrine-filter__swatch")?.getAttribute("style")).toContain("url(");
    expect(within(panel).getAllByRole("radio")).toHaveLength(5);
    expect(within(panel).getByRole("checkbox", { name: "Free shipping" })).not.toBeChecked();
  });

  it("on small screens: a 'Filter' button opens an off-canvas dialog named 'Filter' with a 'Show N products' action", async () => {
    render(<ListingHarness layout="offcanvas" />);
    expect(screen.queryByRole("region", { name: "Filter" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    const dialog = await screen.findByRole("dialog", { name: "Filter" }, { timeout: 3000 });
    expect(within(dialog).getByRole("group", { name: "Manufacturer" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Show 14 products" })).toBeInTheDocument();
  });
});

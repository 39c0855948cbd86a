import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeShop, manufacturers } from "./test/listing.fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

/**
 * The listing as the server streamed it, hydrated in the browser: the inline panel's code loads once the panel is
 * displayed (happy-dom has no layout: `display()` says when), and arrives when the test calls `arrive()`.
 */
async function hydratedListing() {
  const displayed: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        displayed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const shop = createFakeShop();
  const navigate = vi.fn();
  // The server's render has its own modules (its lazily loaded parts come at once there).
  const server = await import("./test/ListingHarness");
  const container = document.createElement("div");
  // As the shop streams it: a part whose content is ready stays in place.
  const { prelude } = await prerender(
    <server.ListingHarness shop={shop} navigate={navigate} layout="inline" />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  vi.resetModules();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock("./FilterControls", async () => {
    await arrived;
    return vi.importActual("./FilterControls");
  });
  const { ListingHarness } = await import("./test/ListingHarness");
  await act(async () => {
    hydrateRoot(container, <ListingHarness shop={shop} navigate={navigate} layout="inline" />);
  });
  const display = () =>
    act(async () => {
      for (const callback of displayed)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { container, navigate, display, arrive: () => act(async () => arrive()) };
}

describe("the inline filter panel's code loads where the panel shows, and its server HTML holds until it has come", () => {
  it("a sorting chosen before the panel's code came neither replaces the panel (no blink) nor loses a box ticked in it; both apply once it has hydrated", async () => {
    const { container, navigate, display, arrive } = await hydratedListing();
    const panel = within(container).getByRole("region", { name: "Filter" });
    const nordwind = within(panel).getByRole("checkbox", { name: /Nordwind/ });
    // The page has hydrated; the panel still waits for its code.
    expect(container.querySelector("[data-island-hydrated]")).toBeNull();

    // The panel shows: its code starts loading.
    await display();
    expect(container.querySelector("[data-island-hydrated]")).toBeNull();

    // The shopper ticks a box in the waiting panel, then sorts.
    act(() => nordwind.click());
    await act(async () => {
      fireEvent.change(within(container).getByRole("combobox", { name: "Sorting" }), {
        target: { value: "price-desc" },
      });
    });
    // The panel is the server's, as it was: the same elements, the box still ticked.
    expect(within(container).getByRole("region", { name: "Filter" })).toBe(panel);
    expect(within(panel).getByRole("checkbox", { name: /Nordwind/ })).toBe(nordwind);
    expect(nordwind).toBeChecked();

    // The code comes: the panel hydrates over the same elements, and the sorting and the box both apply.
    await arrive();
    await waitFor(() => expect(container.querySelector("[data-island-hydrated]")).not.toBeNull());
    expect(within(panel).getByRole("checkbox", { name: /Nordwind/ })).toBe(nordwind);
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        expect.stringMatching(new RegExp(`order=price-desc.*manufacturer=${manufacturers[0]?.id}`)),
        expect.anything(),
      ),
    );
    expect(nordwind).toBeChecked();
    expect(within(container).getByRole("combobox", { name: "Sorting" })).toHaveValue("price-desc");
  });

  it("a panel the shop's CSS hides (its code never starts loading) holds nothing: a sorting applies at once, and the panel renders afresh", async () => {
    const { container, navigate, arrive } = await hydratedListing();
    await act(async () => {
      fireEvent.change(within(container).getByRole("combobox", { name: "Sorting" }), {
        target: { value: "price-desc" },
      });
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        expect.stringContaining("order=price-desc"),
        expect.anything(),
      ),
    );
    // Applied while the panel's code had not come: nothing waited for it.
    expect(container.querySelector("[data-island-hydrated]")).toBeNull();
    await arrive();
    const panel = await within(container).findByRole("region", { name: "Filter" });
    expect(await within(panel).findByRole("checkbox", { name: /Nordwind/ })).not.toBeChecked();
  });

  it("a price range typed before the panel's code came is checked as typed input is: an invalid one shows its error and is not applied", async () => {
    const { container, navigate, display, arrive } = await hydratedListing();
    const panel = within(container).getByRole("region", { name: "Filter" });
    const [min, max] = [
      within(panel).getByRole("spinbutton", { name: "Lowest price" }),
      within(panel).getByRole("spinbutton", { name: "Highest price" }),
    ];
    fireEvent.input(min, { target: { value: "50" } });
    fireEvent.input(max, { target: { value: "10" } });
    await display();
    await arrive();
    await waitFor(() => expect(container.querySelector("[data-island-hydrated]")).not.toBeNull());
    expect(
      await within(panel).findByText("The lowest price must not be higher than the highest price."),
    ).toBeVisible();
    expect(within(panel).getByRole("spinbutton", { name: "Lowest price" })).toHaveValue(50);
    expect(within(panel).getByRole("spinbutton", { name: "Lowest price" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining("min-price"), expect.anything());
  });
});

import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Accessories } from "./Accessories";
import { fixtureAccessoriesClient, fixtureAccessoriesResponse, fixtureIds } from "./accessories.fixtures";
import {
  type AccessoryItem,
  accessoriesTotal,
  accessoryGroups,
  accessoryLineItems,
  accessoryProblem,
  initialQuantities,
  snapQuantity,
  stepDown,
  stepUp,
  unitPriceAt,
} from "./accessories.rules";
import { BUNDLE_LINE_ITEM_TYPE, SAME_QUANTITY_SYNC_MS } from "./constants";
import { type UseAccessoriesOptions, useAccessories } from "./useAccessories";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };
const shop =
  (client: StoreApiClient, locale = "en-GB") =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={{ ...config, locale }}>
      {children}
    </VitrineProvider>
  );

const groups = accessoryGroups(fixtureAccessoriesResponse);
const items = groups.flatMap((group) => group.items);
const item = (group: string, productId: string) =>
  items.find((entry) => entry.key === `${group}:${productId}`) as AccessoryItem;
const card = item(fixtureIds.accessories, fixtureIds.card);
const bag = item(fixtureIds.accessories, fixtureIds.bag);
const cap = item(fixtureIds.accessories, fixtureIds.cap);
const tripodInBundle = item(fixtureIds.bundle, fixtureIds.tripod);
const cardInBundle = item(fixtureIds.bundle, fixtureIds.card);

describe("accessories rules (SPEC 5 'Accessories')", () => {
  it("reads the accessory config (minPurchase, maxPurchase, purchaseSteps) and the bundle's fixed and optional items", () => {
    expect(groups.map((group) => [group.name, group.kind, group.items.length])).toEqual([
      ["Accessories", "accessory", 4],
      ["Creator bundle", "bundle", 2],
    ]);
    expect(card.bounds).toEqual({ min: 2, max: 10, step: 2 });
    expect([tripodInBundle.optional, cardInBundle.optional, cardInBundle.fixedQuantity]).toEqual([
      false,
      true,
      2,
    ]);
    expect(cap.readOnly).toBe(true);
  });

  it("quantity step up goes from 0 to the minimum purchase", () => {
    expect(stepUp(0, card.bounds)).toBe(2);
    expect(stepUp(0, bag.bounds)).toBe(1);
  });

  it("otherwise it adds the step to the maximum (or the input's max)", () => {
    expect(stepUp(2, card.bounds)).toBe(4);
    expect(stepUp(10, card.bounds)).toBe(10);
    expect(stepUp(3, bag.bounds)).toBe(3);
    expect(stepUp(8, { min: 2, max: 9, step: 2 })).toBe(9);
  });

  it("the element's own max caps the maximum", () => {
    const [own] = accessoryGroups([
      {
        crossSelling: {
          id: "x",
          extensions: {
            vitrineAccessories: { kind: "accessory", items: [{ productId: "p", maxPurchase: 10, max: 4 }] },
          },
        },
        products: [{ id: "p", name: "P", translated: {} }],
      },
    ]);
    expect(own?.items[0]?.bounds.max).toBe(4);
  });

  it("step down subtracts the step, never below 0", () => {
    expect(stepDown(6, card.bounds)).toBe(4);
    expect(stepDown(2, card.bounds)).toBe(0);
    expect(stepDown(0, card.bounds)).toBe(0);
    expect(stepDown(1, bag.bounds)).toBe(0);
  });

  it("typed values snap to a valid step", () => {
    expect(snapQuantity(5, card.bounds)).toBe(4);
    expect(snapQuantity(1, card.bounds)).toBe(2);
    expect(snapQuantity(99, card.bounds)).toBe(10);
    expect(snapQuantity(0, card.bounds)).toBe(0);
    expect(snapQuantity(Number.NaN, card.bounds)).toBe(0);
  });

  it("bundling items always have quantity 1 (or a checked state when optional)", () => {
    const quantities = initialQuantities(groups);
    expect(quantities[tripodInBundle.key]).toBe(1);
    expect(quantities[cardInBundle.key]).toBe(0);
    expect(quantities[card.key]).toBe(0);
  });

  it("only accessories with quantity above 0 and not read-only are added", () => {
    const quantities = { ...initialQuantities(groups), [card.key]: 4, [cap.key]: 2, [bag.key]: 0 };
    expect(accessoryLineItems("main", items, quantities).map((line) => line.referencedId)).toEqual([
      fixtureIds.card,
      fixtureIds.tripod,
    ]);
  });

  it("products carry type product, stackable and removable; bundle items use the bundle type and reference the main product line item id", () => {
    const quantities = { ...initialQuantities(groups), [card.key]: 4, [cardInBundle.key]: 1 };
    expect(accessoryLineItems("camera", items, quantities)).toEqual([
      {
        id: fixtureIds.card,
        referencedId: fixtureIds.card,
        type: "product",
        quantity: 4,
        stackable: true,
        removable: true,
      },
      {
        id: `camera-${fixtureIds.tripod}`,
        referencedId: fixtureIds.tripod,
        type: BUNDLE_LINE_ITEM_TYPE,
        quantity: 1,
        stackable: false,
        removable: false,
        parentId: "camera",
      },
      {
        id: `camera-${fixtureIds.card}`,
        referencedId: fixtureIds.card,
        type: BUNDLE_LINE_ITEM_TYPE,
        quantity: 2,
        stackable: false,
        removable: false,
        parentId: "camera",
      },
    ]);
  });

  it("the price bracket is the first whose upper quantity bound is at least the quantity, else the last", () => {
    expect(unitPriceAt(bag.product, 1)).toBe(79.99);
    expect(unitPriceAt(bag.product, 3)).toBe(74.99);
    expect(unitPriceAt(bag.product, 7)).toBe(74.99);
    expect(unitPriceAt(card.product, 4)).toBe(24.99);
  });

  it("price rounding: 2 decimals", () => {
    const odd = {
      ...card,
      product: { ...card.product, calculatedPrice: { unitPrice: 0.1, totalPrice: 0.1, quantity: 1 } },
    };
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(accessoriesTotal(0.2, [odd], { [odd.key]: 1 })).toBe(0.3);
    expect(accessoriesTotal(899, items, { ...initialQuantities(groups), [card.key]: 4 })).toBe(1117.96);
    // Bundle items count once per main product: two cameras, two tripods.
    expect(accessoriesTotal(1798, items, initialQuantities(groups), 2)).toBe(2036);
  });

  it("stock, closeout, min and max are checked before sending, with the reason", () => {
    expect(accessoryProblem(card, 4)).toBeNull();
    expect(accessoryProblem(card, 12)).toBe("max");
    expect(accessoryProblem({ ...card, bounds: { ...card.bounds, min: 6 } }, 4)).toBe("min");
    expect(accessoryProblem(cap, 1)).toBe("stock");
    const lowCloseout = { ...bag, product: { ...bag.product, isCloseout: true, availableStock: 1 } };
    expect(accessoryProblem(lowCloseout, 2)).toBe("stock");
  });
});

function Block(props: Partial<UseAccessoriesOptions>) {
  const [mainQuantity, setMainQuantity] = useState(1);
  const accessories = useAccessories({
    productId: "camera",
    mainQuantity,
    mainPrice: { calculatedPrice: { unitPrice: 899, totalPrice: 899, quantity: 1 } },
    ...props,
  });
  return (
    <>
      <button type="button" onClick={() => setMainQuantity((value) => value + 1)}>
        more cameras
      </button>
      <Accessories accessories={accessories} />
      <pre data-testid="payload">{JSON.stringify(accessories.lineItems("camera"))}</pre>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("useAccessories and <Accessories>", () => {
  it("loads the product's cross-selling and shows each accessory as a spinbutton with its bounds", async () => {
    render(<Block />, { wrapper: shop(fixtureAccessoriesClient()) });
    const block = await screen.findByRole("region", { name: "Accessories" });
    const input = await within(block).findByRole("spinbutton", { name: "SD Card 128 GB, quantity" });
    expect([input.getAttribute("min"), input.getAttribute("max"), input.getAttribute("step")]).toEqual([
      "0",
      "10",
      "2",
    ]);
    expect(
      (within(block).getByRole("checkbox", { name: "2 × SD Card 128 GB" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(block).getByText("Included")).toBeTruthy();
    expect(within(block).getByText("Sold out")).toBeTruthy();
    // A sold-out accessory offers no quantity: no spinbutton, no "From 1 to 0" range.
    expect(within(block).queryByRole("spinbutton", { name: "Lens Cap, quantity" })).toBeNull();
    expect(within(block).getByText("Lens Cap").closest("li")?.textContent).not.toMatch(/From \d+ to/);
    // A bundle item's price is for its fixed quantity: 2 × 24.99.
    const bundleCard = within(block).getByRole("checkbox", { name: "2 × SD Card 128 GB" }).closest("li");
    expect(bundleCard?.textContent).toContain("€49.98");
  });

  it('the heading "Accessories" appears once: a group named like the block does not repeat it', () => {
    // The fixture's first cross-selling is named "Accessories", like the block.
    render(<Block initialData={fixtureAccessoriesResponse} />, { wrapper: shop(fixtureAccessoriesClient()) });
    expect(screen.getAllByRole("heading", { name: "Accessories" })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 3 }).length).toBe(groups.length - 1);
  });

  it("typed values snap to a valid step with a message", async () => {
    render(<Block initialData={fixtureAccessoriesResponse} />, { wrapper: shop(fixtureAccessoriesClient()) });
    const input = screen.getByRole("spinbutton", { name: "SD Card 128 GB, quantity" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "5" } });
    fireEvent.blur(input);
    expect(input.value).toBe("4");
    expect(screen.getByRole("status").textContent).toContain(
      "SD Card 128 GB: changed to 4, the nearest valid quantity.",
    );
  });

  it("the arrow keys step by the spec's rules: up from 0 to the minimum purchase, down never below 0", () => {
    render(<Block initialData={fixtureAccessoriesResponse} />, { wrapper: shop(fixtureAccessoriesClient()) });
    const input = screen.getByRole("spinbutton", { name: "SD Card 128 GB, quantity" }) as HTMLInputElement;
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.value).toBe("2");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.value).toBe("0");
  });

  it("the total of main + accessories is formatted in the page language and hidden when it equals the main product's total", () => {
    render(<Block initialData={fixtureAccessoriesResponse} />, {
      wrapper: shop(fixtureAccessoriesClient(), "de-DE"),
    });
    // The mandatory tripod is included: 899 + 119.
    expect(screen.getByText(/Total with accessories/).textContent?.replace(/\s/g, " ")).toContain(
      "1.018,00 €",
    );
    fireEvent.click(screen.getByRole("button", { name: "One step more SD Card 128 GB" }));
    expect(screen.getByText(/Total with accessories/).textContent?.replace(/\s/g, " ")).toContain(
      "1.067,98 €",
    );

    const onlyAccessories = [fixtureAccessoriesResponse[0]] as typeof fixtureAccessoriesResponse;
    render(<Block initialData={onlyAccessories} />, { wrapper: shop(fixtureAccessoriesClient()) });
    expect(screen.getAllByText(/Total with accessories/)).toHaveLength(1);
  });

  it("accessories marked to follow the main quantity follow it 300 ms after it changes; the shopper can unlink one", () => {
    vi.useFakeTimers();
    render(<Block initialData={fixtureAccessoriesResponse} />, { wrapper: shop(fixtureAccessoriesClient()) });
    const strapInput = screen.getByRole("spinbutton", {
      name: "X1 Leather Strap, quantity",
    }) as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "One step more X1 Leather Strap" }));
    expect(strapInput.value).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "more cameras" }));
    act(() => vi.advanceTimersByTime(SAME_QUANTITY_SYNC_MS - 1));
    expect(strapInput.value).toBe("1");
    act(() => vi.advanceTimersByTime(1));
    expect(strapInput.value).toBe("2");

    fireEvent.click(screen.getByRole("button", { name: "One step less X1 Leather Strap" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Same quantity as the product" }));
    fireEvent.click(screen.getByRole("button", { name: "more cameras" }));
    act(() => vi.advanceTimersByTime(SAME_QUANTITY_SYNC_MS));
    expect(strapInput.value).toBe("1");
  });

  it("the chosen optional bundle item joins the payload under the main line item id", () => {
    render(<Block initialData={fixtureAccessoriesResponse} />, { wrapper: shop(fixtureAccessoriesClient()) });
    fireEvent.click(screen.getByRole("checkbox", { name: "2 × SD Card 128 GB" }));
    const payload = JSON.parse(screen.getByTestId("payload").textContent ?? "[]");
    expect(payload.map((line: { id: string; parentId?: string }) => [line.id, line.parentId])).toEqual([
      [`camera-${fixtureIds.tripod}`, "camera"],
      [`camera-${fixtureIds.card}`, "camera"],
    ]);
  });

  it("a failed load says so in an alert and can be tried again", async () => {
    render(<Block />, { wrapper: shop(fixtureAccessoriesClient({ fail: true })) });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("The accessories could not be loaded."),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("stock is checked again before sending: a choice the shop can no longer serve blocks the add with the reason", async () => {
    // The shop answers the reload with the bag as a closeout with 1 piece left.
    const scarce = fixtureAccessoriesResponse.map((element) => ({
      ...element,
      products: element.products?.map((product) =>
        product.id === fixtureIds.bag ? { ...product, isCloseout: true, availableStock: 1 } : product,
      ),
    }));
    const api = { load: async () => scarce };
    const { result } = renderHook(
      () =>
        useAccessories({
          productId: "camera",
          mainQuantity: 1,
          initialData: fixtureAccessoriesResponse,
          api,
        }),
      { wrapper: shop(fixtureAccessoriesClient()) },
    );
    act(() => result.current.type(bag.key, 2));
    expect(result.current.validate()).toBe(true);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.groups[0]?.items[0]?.bounds.max).toBe(1));
    act(() => {
      expect(result.current.validate()).toBe(false);
    });
    expect(result.current.notices).toEqual([{ key: bag.key, kind: "stock" }]);
  });
});

import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddToCartForm } from "./AddToCartForm";
import { createFakeShop, products } from "./cart.fixtures";
import { offcanvasCartOpenAtom } from "./cart.state";
import { shopWrapper } from "./cart.test-utils";
import { BUY_BUTTON_ACTIVE_MS } from "./constants";
import { useAddToCart } from "./useAddToCart";

const shirt = products[0]?.id as string;
const lamp = products[2]?.id as string;

beforeEach(() => localStorage.clear());

describe("add to cart", () => {
  it("adds the product with extra items in one call, opens the off-canvas cart and emits line-item-added with the lines the shop answered", async () => {
    const shop = createFakeShop();
    const { wrapper, store, events } = shopWrapper(shop.client);
    const added = vi.fn();
    events.on("cart:line-item-added", added);
    const tote = products[1]?.id as string;
    const { result } = renderHook(
      () => useAddToCart({ productId: shirt, quantity: 2, items: [{ type: "product", referencedId: tote }] }),
      { wrapper },
    );
    await act(async () => {
      await result.current.add();
    });
    expect(shop.calls).toHaveLength(1);
    expect(shop.lines.map((line) => [line.id, line.quantity])).toEqual([
      [shirt, 2],
      [tote, 1],
    ]);
    expect(store.get(offcanvasCartOpenAtom)).toBe(true);
    expect(added).toHaveBeenCalledWith({
      productId: shirt,
      quantity: 2,
      lineItemIds: [shirt, tote],
      lineItems: [
        expect.objectContaining({
          id: shirt,
          quantity: 2,
          price: expect.objectContaining({ unitPrice: expect.any(Number) }),
        }),
        expect.objectContaining({ id: tote, quantity: 1 }),
      ],
    });
  });

  it("a check before sending (accessories' stock, min and max) that fails stops the add without a request", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useAddToCart({ productId: shirt, beforeAdd: () => false }), {
      wrapper,
    });
    await act(async () => {
      expect(await result.current.add()).toBeNull();
    });
    expect(shop.calls).toHaveLength(0);
  });

  it("the buy button's active style is removed after 3000 ms", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useAddToCart({ productId: shirt }), { wrapper });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(async () => {
        await result.current.add();
      });
      expect(result.current.getButtonProps()).toMatchObject({ "data-active": true });
      await act(() => vi.advanceTimersByTimeAsync(BUY_BUTTON_ACTIVE_MS - 1));
      expect(result.current.getButtonProps()).toMatchObject({ "data-active": true });
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(result.current.getButtonProps()).toMatchObject({ "data-active": undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a loading state blocks double submits: two quick submits send one request", async () => {
    const shop = createFakeShop({ latency: 30 });
    const { wrapper } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    const button = screen.getByRole("button", { name: "Add to shopping cart" });
    const form = document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(form.dataset.state).toBe("loading"));
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.submit(form);
    await waitFor(() => expect(form.dataset.state).toBe("idle"));
    expect(shop.calls).toHaveLength(1);
    expect(shop.lines[0]?.quantity).toBe(1);
  });

  it("stock errors are shown in words and the cart is not opened for an out-of-stock product", async () => {
    const shop = createFakeShop({ lines: [[2, 2]] });
    const { wrapper, store } = shopWrapper(shop.client);
    render(<AddToCartForm productId={lamp} />, { wrapper });
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    // The lamp has 2 in stock, both already in the cart: the shop caps the quantity and says so (a warning).
    expect(
      await screen.findByText("Brass desk lamp is only available 2 times. The quantity was changed."),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("only available 2 times");
    expect(shop.lines[0]?.quantity).toBe(2);
    expect(store.get(offcanvasCartOpenAtom)).toBe(true);
  });

  it("a refused add (max purchase, 400) is shown in words in an alert, nothing is added and the cart stays closed", async () => {
    const shop = createFakeShop({ lines: [[1, 1]] });
    const { wrapper, store } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    fireEvent.change(screen.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "11" } });
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("At most 10 pieces can be ordered."),
    );
    expect(store.get(offcanvasCartOpenAtom)).toBe(false);
    expect(shop.lines.map((line) => line.referencedId)).toEqual([products[1]?.id]);
  });

  it("an add whose answer arrives garbled but which the shop did apply is reported as added, not as a failure", async () => {
    const shop = createFakeShop();
    const { wrapper, store, events } = shopWrapper(shop.client);
    const added = vi.fn();
    events.on("cart:line-item-added", added);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    shop.failNext(-1);
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() => expect(store.get(offcanvasCartOpenAtom)).toBe(true));
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ productId: shirt, quantity: 1 }));
    expect(shop.lines.map((line) => [line.referencedId, line.quantity])).toEqual([[shirt, 1]]);
  });

  it("a listing card's form has no live regions in the server's HTML; hydrated, it has them before an add, and a failed add is said in its alert", async () => {
    const shop = createFakeShop();
    const { wrapper: Shop } = shopWrapper(shop.client);
    const card = (
      <Shop>
        <AddToCartForm productId={shirt} context="listing" action="/detail/shirt" />
      </Shop>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(card);
    document.body.append(container);
    expect(within(container).queryByRole("alert")).toBeNull();
    expect(within(container).queryByRole("status")).toBeNull();
    let root: Root | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, card);
      });
      await waitFor(() => expect(within(container).getByRole("alert").textContent).toBe(""));
      expect(within(container).getByRole("status").textContent).toBe("");
      shop.failNext(-1, 503);
      fireEvent.submit(container.querySelector("form") as HTMLFormElement);
      await waitFor(() =>
        expect(within(container).getByRole("alert").textContent).toBe(
          "The shop did not confirm the product was added. Please check your cart.",
        ),
      );
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("an add whose answer is garbled and whose cart cannot be read again says it is unknown whether it was added", async () => {
    const shop = createFakeShop();
    const { wrapper, store } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    shop.failNext(-1, 503);
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The shop did not confirm the product was added. Please check your cart.",
      ),
    );
    expect(store.get(offcanvasCartOpenAtom)).toBe(false);
  });

  it("an add refused with a 5xx that the shop did not apply still says it could not be added", async () => {
    const shop = createFakeShop();
    const { wrapper, store } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    shop.failNext(502);
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The product could not be added to the shopping cart. Please try again.",
      ),
    );
    expect(store.get(offcanvasCartOpenAtom)).toBe(false);
    expect(shop.lines).toEqual([]);
  });

  it("a known max purchase is shown in words at once, without a request", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} maxPurchase={10} />, { wrapper });
    fireEvent.change(screen.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "12" } });
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("At most 10 pieces can be ordered."),
    );
    expect(shop.calls).toHaveLength(0);
  });

  it("a listing card's form has no page-wide id and no quantity field", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(<AddToCartForm productId={shirt} context="listing" />, { wrapper });
    expect(document.getElementById("productDetailPageBuyProductForm")).toBeNull();
    expect(screen.queryByRole("spinbutton")).toBeNull();
    expect(screen.getByRole("button", { name: "Add to shopping cart" })).toBeTruthy();
  });

  it("sends the quantity typed into the quantity field", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    render(<AddToCartForm productId={shirt} />, { wrapper });
    const field = screen.getByRole("spinbutton", { name: "Quantity" });
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.change(field, { target: { value: "4" } });
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() => expect(shop.lines[0]?.quantity).toBe(4));
  });

  it("a controlled quantity: the page keeps it (a tier price table follows it) and the form sends it", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const changed = vi.fn();
    const { rerender } = render(<AddToCartForm productId={shirt} quantity={3} onQuantityChange={changed} />, {
      wrapper,
    });
    const field = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    expect(field.value).toBe("3");
    fireEvent.change(field, { target: { value: "5" } });
    expect(changed).toHaveBeenCalledWith(5);
    // The page has not taken the change: the field still shows the page's quantity.
    expect(field.value).toBe("3");
    rerender(<AddToCartForm productId={shirt} quantity={5} onQuantityChange={changed} />);
    expect(field.value).toBe("5");
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() => expect(shop.lines[0]?.quantity).toBe(5));
  });

  it("a quantity is controlled only when given at mount: an onQuantityChange callback alone keeps the field the shopper's", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const changed = vi.fn();
    render(<AddToCartForm productId={shirt} onQuantityChange={changed} />, { wrapper });
    const field = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "4" } });
    expect(field.value).toBe("4");
    expect(changed).toHaveBeenCalledWith(4);
    fireEvent.submit(document.getElementById("productDetailPageBuyProductForm") as HTMLFormElement);
    await waitFor(() => expect(shop.lines[0]?.quantity).toBe(4));
  });

  it("a controlled quantity field can be emptied while typing a new number; left empty, it shows the quantity again", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    const changed = vi.fn();
    render(<AddToCartForm productId={shirt} quantity={1} onQuantityChange={changed} />, { wrapper });
    const field = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "" } });
    expect(field.value).toBe("");
    expect(changed).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field.value).toBe("1");
  });

  it("without JavaScript the form posts to `action` with Shopware's line item fields; children replace the quantity field", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(
      <>
        <AddToCartForm productId={shirt} action="/detail/shirt">
          <input aria-label="Pieces" name={`lineItems[${shirt}][quantity]`} defaultValue="2" />
        </AddToCartForm>
        <AddToCartForm productId={lamp} context="listing" action="/detail/lamp" />
      </>,
      { wrapper },
    );
    const [detail, listing] = [...document.querySelectorAll("form")] as HTMLFormElement[];
    expect(detail?.getAttribute("action")).toBe("/detail/shirt");
    expect(detail?.getAttribute("method")).toBe("post");
    expect(screen.queryByRole("spinbutton", { name: "Quantity" })).toBeNull();
    expect(Object.fromEntries(new FormData(detail))).toEqual({
      [`lineItems[${shirt}][id]`]: shirt,
      [`lineItems[${shirt}][referencedId]`]: shirt,
      [`lineItems[${shirt}][type]`]: "product",
      [`lineItems[${shirt}][stackable]`]: "1",
      [`lineItems[${shirt}][removable]`]: "1",
      [`lineItems[${shirt}][quantity]`]: "2",
    });
    // A card has no quantity field: its quantity travels hidden.
    expect(new FormData(listing).get(`lineItems[${lamp}][quantity]`)).toBe("1");
  });

  it("with fields=\"plain\" the form posts just `productId` and `quantity` (a card's hidden, the page's field)", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(
      <>
        <AddToCartForm productId={shirt} action="/detail/shirt" fields="plain" />
        <AddToCartForm productId={lamp} context="listing" action="/detail/lamp" fields="plain" />
      </>,
      { wrapper },
    );
    const [detail, listing] = [...document.querySelectorAll("form")] as HTMLFormElement[];
    fireEvent.change(screen.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "3" } });
    expect(Object.fromEntries(new FormData(detail))).toEqual({ productId: shirt, quantity: "3" });
    expect(Object.fromEntries(new FormData(listing))).toEqual({ productId: lamp, quantity: "1" });
  });
});

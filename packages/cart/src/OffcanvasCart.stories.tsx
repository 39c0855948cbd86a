import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CartWidget } from "./CartWidget";
import { createFakeShop, type FakeShop, products, shippingMethods } from "./cart.fixtures";
import { ShopFrame } from "./cart.test-utils";
import { CART_QUANTITY_DEBOUNCE_MS } from "./constants";
import { OffcanvasCart } from "./OffcanvasCart";

/** A shop header with the cart widget that opens the off-canvas cart. */
function ShopWithCart({ shop }: { shop: FakeShop }) {
  return (
    <ShopFrame client={shop.client}>
      <header style={{ display: "flex", justifyContent: "flex-end", padding: "0.5rem 1rem" }}>
        <CartWidget />
      </header>
      <OffcanvasCart />
    </ShopFrame>
  );
}

const meta = {
  title: "Cart/OffcanvasCart",
  component: OffcanvasCart,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof OffcanvasCart>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { loaded: Record<string, unknown> };
const withShop = (options: Parameters<typeof createFakeShop>[0]) => ({
  loaders: [async () => ({ shop: createFakeShop(options) })],
  render: (_: unknown, { loaded }: Loaded) => <ShopWithCart shop={loaded.shop as FakeShop} />,
});
const shopOf = (loaded: Record<string, unknown>) => loaded.shop as FakeShop;

/** Opens the cart from the header and returns the dialog. */
async function openCart(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole("button", { name: /^Shopping cart/ }));
  return within(await within(document.body).findByRole("dialog", { name: "Shopping cart" }));
}

/** An empty cart says so. */
export const Empty: Story = {
  ...withShop({}),
  play: async ({ canvas }) => {
    const dialog = await openCart(canvas);
    await expect(await dialog.findByText("Your shopping cart is empty.")).toBeVisible();
  },
};

/** Line items with image, name, chosen options, unit and total price; shipping method, totals, checkout. */
export const WithItems: Story = {
  ...withShop({
    lines: [
      [0, 2],
      [1, 1],
    ],
  }),
  play: async ({ canvas }) => {
    const dialog = await openCart(canvas);
    await expect(await dialog.findByText("Linen shirt")).toBeVisible();
    await expect(dialog.getByText("Colour: Sand, Size: M")).toBeVisible();
    await expect(dialog.getByText("Unit price: €49.90")).toBeVisible();
    await expect(dialog.getByText("€99.80")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Go to checkout" })).toHaveAttribute(
      "href",
      "/checkout/confirm",
    );
    await expect(await dialog.findByRole("combobox", { name: "Shipping method" })).toHaveValue(
      shippingMethods[0]?.id,
    );
    await expect(dialog.getByText("€123.79")).toBeVisible();
  },
};

/** Quantity change is debounced 800 ms: three quick clicks show at once and send one request. */
export const QuantityChange: Story = {
  ...withShop({ lines: [[0, 1]] }),
  play: async ({ canvas, loaded }) => {
    const shop = shopOf(loaded);
    const dialog = await openCart(canvas);
    const increase = await dialog.findByRole("button", { name: "Increase quantity of Linen shirt" });
    await waitFor(() => expect(shop.calls.length).toBeGreaterThan(0));
    const before = shop.calls.length;
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(dialog.getByRole("spinbutton", { name: "Quantity of Linen shirt" })).toHaveValue(4);
    await expect(shop.calls.length).toBe(before);
    await waitFor(() => expect(shop.lines[0]?.quantity).toBe(4), { timeout: CART_QUANTITY_DEBOUNCE_MS * 3 });
    await expect(shop.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
      "PATCH /checkout/cart/line-item",
    ]);
    await expect(canvas.getByRole("button", { name: "Shopping cart, 4 items, €204.59" })).toBeInTheDocument();
  },
};

/** A failed quantity change returns the field to the server's quantity and says why in the panel's status region. */
export const FailedQuantityChangeReturnsToServerQuantity: Story = {
  ...withShop({ lines: [[0, 1]] }),
  play: async ({ canvas, loaded }) => {
    const shop = shopOf(loaded);
    const dialog = await openCart(canvas);
    const field = await dialog.findByRole("spinbutton", { name: "Quantity of Linen shirt" });
    await waitFor(() => expect(shop.calls.length).toBeGreaterThan(2));
    shop.failNext(503, 503);
    await userEvent.clear(field);
    await userEvent.type(field, "5");
    await expect(field).toHaveValue(5);
    await waitFor(
      () =>
        expect(dialog.getByRole("status")).toHaveTextContent(
          "The quantity of Linen shirt could not be changed to 5. It is back at 1. Please try again.",
        ),
      { timeout: CART_QUANTITY_DEBOUNCE_MS * 3 },
    );
    // Still focused, the field shows the server's quantity, not the refused one.
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(1);
    await expect(shop.lines[0]?.quantity).toBe(1);
  },
};

/** Opening the cart shows the last known cart at once, re-reads it and replaces it with the shop's answer. */
export const OpeningReReadsTheCart: Story = {
  ...withShop({ lines: [[0, 1]] }),
  play: async ({ canvas, loaded }) => {
    const shop = shopOf(loaded);
    let dialog = await openCart(canvas);
    await expect(await dialog.findByText("Linen shirt")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    // Another tab adds a line: the shop's cart changes behind this tab's back.
    await shop.client.post("/checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: products[1]?.id, quantity: 1 }] },
    });
    dialog = await openCart(canvas);
    await expect(dialog.getByText("Linen shirt")).toBeVisible();
    await expect(await dialog.findByText("Canvas tote bag")).toBeVisible();
  },
};

/** Remove an item: it disappears and the widget follows. */
export const RemoveItem: Story = {
  ...withShop({
    lines: [
      [0, 1],
      [1, 1],
    ],
  }),
  play: async ({ canvas, loaded }) => {
    const dialog = await openCart(canvas);
    await userEvent.click(await dialog.findByRole("button", { name: "Remove Canvas tote bag" }));
    // The line goes at once (optimistic); the shop has removed it once the call (and its schema) has gone out.
    await waitFor(() => expect(dialog.queryByText("Canvas tote bag")).toBeNull());
    await waitFor(() => expect(shopOf(loaded).lines.map((line) => line.referencedId)).toHaveLength(1));
    await expect(canvas.getByRole("button", { name: "Shopping cart, 1 item, €54.89" })).toBeInTheDocument();
  },
};

/** Promotion codes: an unknown one is an error (role alert), a valid one a notice (role status). */
export const PromotionCode: Story = {
  ...withShop({ lines: [[0, 2]] }),
  play: async ({ canvas }) => {
    const dialog = await openCart(canvas);
    const field = await dialog.findByRole("textbox", { name: "Promotion code" });
    await userEvent.type(field, "NOPE");
    await userEvent.click(dialog.getByRole("button", { name: "Add promotion" }));
    await waitFor(() =>
      expect(dialog.getByRole("alert")).toHaveTextContent("The promotion code NOPE is not valid."),
    );
    await expect(field).toHaveValue("NOPE");
    await userEvent.clear(field);
    await userEvent.type(field, "SUMMER10");
    await userEvent.click(dialog.getByRole("button", { name: "Add promotion" }));
    await waitFor(() =>
      expect(dialog.getByRole("status")).toHaveTextContent("The discount 10 % off has been added."),
    );
    await expect(dialog.getByRole("alert")).toBeEmptyDOMElement();
    await expect(field).toHaveValue("");
    await expect(dialog.getByText("10 % off")).toBeVisible();
  },
};

/** A failed request rolls back with a message: the shop answers 500 to a remove, the line stays. */
export const WithErrors: Story = {
  ...withShop({
    lines: [
      [0, 1],
      [1, 1],
    ],
  }),
  play: async ({ canvas, loaded }) => {
    const dialog = await openCart(canvas);
    const remove = await dialog.findByRole("button", { name: "Remove Canvas tote bag" });
    shopOf(loaded).failNext(500);
    await userEvent.click(remove);
    await waitFor(() =>
      expect(dialog.getByRole("alert")).toHaveTextContent("The item could not be removed. Please try again."),
    );
    await expect(dialog.getByText("Canvas tote bag")).toBeVisible();
    await expect(shopOf(loaded).lines).toHaveLength(2);
  },
};

/** Changing the shipping method updates the context, then the cart is read again with the new costs. */
export const ShippingMethod: Story = {
  ...withShop({ lines: [[1, 1]] }),
  play: async ({ canvas }) => {
    const dialog = await openCart(canvas);
    const select = await dialog.findByRole("combobox", { name: "Shipping method" });
    await userEvent.selectOptions(select, "Express");
    await waitFor(() => expect(dialog.getByText("€28.99")).toBeVisible());
    await expect(dialog.getByText("€9.99")).toBeVisible();
  },
};

/** While the cart is read for the first time. */
export const Loading: Story = {
  ...withShop({ latency: 60_000 }),
  play: async ({ canvas }) => {
    const dialog = await openCart(canvas);
    await expect(await dialog.findByText("Loading your shopping cart…")).toBeVisible();
  },
};

/** Off-canvas panels: opening pushes a browser history entry and the back button closes it. */
export const BackClosesIt: Story = {
  ...withShop({ lines: [[1, 1]] }),
  play: async ({ canvas }) => {
    const url = window.location.href;
    await openCart(canvas);
    window.history.back();
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(window.location.href).toBe(url);
    await expect(canvas.getByRole("button", { name: /^Shopping cart/ })).toHaveFocus();
  },
};

/** With the keyboard only: open from the header, change the quantity, remove, close with Esc; focus comes back. */
export const KeyboardOnly: Story = {
  ...withShop({
    lines: [
      [0, 1],
      [1, 1],
    ],
  }),
  play: async ({ canvas, loaded }) => {
    const widget = await canvas.findByRole("button", { name: "Shopping cart, 2 items, €73.89" });
    widget.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Shopping cart" }));
    const increase = await dialog.findByRole("button", { name: "Increase quantity of Linen shirt" });
    await waitFor(() => expect(dialog.getByRole("button", { name: "Close" })).toHaveFocus());
    while (document.activeElement !== increase) await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(dialog.getByRole("spinbutton", { name: "Quantity of Linen shirt" })).toHaveValue(2);
    while (document.activeElement !== dialog.getByRole("button", { name: "Remove Canvas tote bag" }))
      await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog.queryByText("Canvas tote bag")).toBeNull());
    // Focus stayed in the panel: the previous line's remove button.
    await expect(dialog.getByRole("button", { name: "Remove Linen shirt" })).toHaveFocus();
    await waitFor(() => expect(shopOf(loaded).lines).toEqual([expect.objectContaining({ quantity: 2 })]), {
      timeout: CART_QUANTITY_DEBOUNCE_MS * 3,
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(widget).toHaveFocus();
  },
};

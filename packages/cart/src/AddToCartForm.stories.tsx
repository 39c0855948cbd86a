import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AddToCartForm } from "./AddToCartForm";
import { CartWidget } from "./CartWidget";
import { createFakeShop, type FakeShop, products } from "./cart.fixtures";
import { ShopFrame } from "./cart.test-utils";
import { OffcanvasCart } from "./OffcanvasCart";

const shirt = products[0] as (typeof products)[number];
const lamp = products[2] as (typeof products)[number];

const meta = {
  title: "Cart/AddToCartForm",
  component: AddToCartForm,
  args: { productId: shirt.id, context: "detail", maxPurchase: 10 },
  argTypes: { context: { control: "inline-radio", options: ["detail", "listing"] } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof AddToCartForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { loaded: Record<string, unknown> };
const withShop = (options: Parameters<typeof createFakeShop>[0]) => ({
  loaders: [async () => ({ shop: createFakeShop(options) })],
  render: (args: Parameters<typeof AddToCartForm>[0], { loaded }: Loaded) => (
    <ShopFrame client={(loaded.shop as FakeShop).client}>
      <header style={{ display: "flex", justifyContent: "flex-end" }}>
        <CartWidget />
      </header>
      <main>
        <h1 style={{ fontSize: "1.25rem" }}>
          {products.find((product) => product.id === args.productId)?.name}
        </h1>
        <AddToCartForm {...args} />
      </main>
      <OffcanvasCart />
    </ShopFrame>
  ),
});

/** The product page's buy form: adding opens the off-canvas cart with the new line; Back closes it. */
export const ProductPage: Story = {
  ...withShop({}),
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Quantity" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Quantity" }), "2");
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "Shopping cart" });
    await expect(await within(dialog).findByText("Linen shirt")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Shopping cart, 2 items, €104.79" })).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
  },
};

/** A listing card's button: no quantity field, adds one. */
export const ListingCard: Story = {
  ...withShop({}),
  args: { context: "listing" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("spinbutton")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    await within(document.body).findByRole("dialog", { name: "Shopping cart" });
  },
};

/** While adding: the button is marked busy and a second click sends nothing more. */
export const Loading: Story = {
  ...withShop({ latency: 1_500 }),
  play: async ({ canvas, loaded }) => {
    const button = canvas.getByRole("button", { name: "Add to shopping cart" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await within(document.body).findByRole("dialog", { name: "Shopping cart" }, { timeout: 4_000 });
    const adds = (loaded.shop as FakeShop).calls.filter((call) => call.path === "/checkout/cart/line-item");
    await expect(adds).toHaveLength(1);
  },
};

/** Stock: only 2 lamps exist and both are in the cart; the shop says so in words. */
export const StockReached: Story = {
  ...withShop({ lines: [[2, 2]] }),
  args: { productId: lamp.id, maxPurchase: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    // The cart opens and says it in its messages (the form behind the dialog says it too).
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Shopping cart" }));
    await waitFor(() =>
      expect(dialog.getByRole("status")).toHaveTextContent(
        "Brass desk lamp is only available 2 times. The quantity was changed.",
      ),
    );
    await expect(canvasElement.querySelector("form [role=status]")).toHaveTextContent(
      "only available 2 times",
    );
  },
};

/** Above the maximum purchase: refused, shown in an alert, nothing added and the cart stays closed. */
export const MaxPurchaseError: Story = {
  ...withShop({}),
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "11");
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("At most 10 pieces can be ordered."),
    );
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

/** The product page keeps the quantity (its tier price table follows it): `quantity` and `onQuantityChange`. */
export const ControlledQuantity: Story = {
  loaders: [async () => ({ shop: createFakeShop({}) })],
  render: (args, { loaded }: Loaded) => (
    <ShopFrame client={(loaded.shop as FakeShop).client}>
      <ControlledBuyBox productId={args.productId} />
      <OffcanvasCart />
    </ShopFrame>
  ),
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await expect(canvas.getByText("Price for 3 pieces")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Shopping cart" }));
    await expect(await dialog.findByRole("spinbutton", { name: "Quantity of Linen shirt" })).toHaveValue(3);
  },
};

function ControlledBuyBox({ productId }: { productId: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <p>Price for {quantity} pieces</p>
      <AddToCartForm productId={productId} quantity={quantity} onQuantityChange={setQuantity} />
    </>
  );
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CartWidget } from "./CartWidget";
import { createFakeShop, type FakeShop } from "./cart.fixtures";
import { ShopFrame } from "./cart.test-utils";
import { CART_WIDGET_STORAGE_KEY } from "./constants";
import { OffcanvasCart } from "./OffcanvasCart";

/** A shop header: the cart widget and the off-canvas cart it opens. */
function Header({ shop }: { shop: FakeShop }) {
  return (
    <ShopFrame client={shop.client}>
      <header
        style={{
          display: "flex",
          justifyContent: "flex-end",
          padding: "0.5rem 1rem",
          borderBottom: "1px solid #d9dce3",
        }}
      >
        <CartWidget />
      </header>
      <OffcanvasCart />
    </ShopFrame>
  );
}

const meta = {
  title: "Cart/CartWidget",
  component: CartWidget,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CartWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const withShop = (options: Parameters<typeof createFakeShop>[0]) => ({
  loaders: [async () => ({ shop: createFakeShop(options) })],
  render: (_: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <Header shop={loaded.shop as FakeShop} />
  ),
});

/** An empty cart: the empty state, and the button still opens the (empty) cart. */
export const Empty: Story = {
  ...withShop({}),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Shopping cart, empty" });
    await expect(button).toHaveAttribute("data-state", "empty");
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole("dialog", { name: "Shopping cart" });
    await expect(await within(dialog).findByText("Your shopping cart is empty.")).toBeVisible();
  },
};

/** Two items: count and total, named "Shopping cart, 2 items, €73.89"; a click opens the off-canvas cart. */
export const WithItems: Story = {
  ...withShop({
    lines: [
      [0, 1],
      [1, 1],
    ],
  }),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Shopping cart, 2 items, €73.89" });
    await expect(button).toHaveAttribute("data-state", "filled");
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole("dialog", { name: "Shopping cart" });
    await expect(await within(dialog).findByText("Linen shirt")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Before the first answer and without a stored state: named "Shopping cart", busy. */
export const Loading: Story = {
  ...withShop({ latency: 60_000 }),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Shopping cart" });
    await expect(button).toHaveAttribute("data-state", "loading");
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** A reload shows the last known state from browser storage at once, then the cart as the shop answers it. */
export const LastKnownStateOnReload: Story = {
  ...withShop({ lines: [[0, 1]], latency: 400 }),
  beforeEach: () => {
    localStorage.setItem(CART_WIDGET_STORAGE_KEY, JSON.stringify({ itemCount: 3, totalPrice: 97.5 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Shopping cart, 3 items, €97.50" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Shopping cart, 1 item, €54.89" })).toBeVisible();
  },
};

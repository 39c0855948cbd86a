import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BuyBox } from "./BuyBox";
import { closeout, shirt, wine } from "./product.fixtures";
import { createFakeClient, ShopFrame } from "./product.test-utils";

const { client } = createFakeClient(() => ({ body: {} }));
const addToCart = fn();

const meta = {
  title: "Product/BuyBox",
  component: BuyBox,
  args: {
    product: shirt,
    showQuantity: true,
    onQuantityChange: fn(),
    // The demo puts the cart's <AddToCartForm> here; this stand-in has the same form id and button name.
    buyButton: ({ productId, quantity, formId }) => (
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          addToCart({ productId, quantity });
        }}
      >
        <button type="submit" className="vitrine-button" disabled={!productId}>
          Add to shopping cart
        </button>
      </form>
    ),
  },
  argTypes: { product: { control: "object" }, buyButton: { control: false } },
  decorators: [
    (Story) => (
      <ShopFrame client={client}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof BuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentRow = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLTableRowElement>('tr[aria-current="true"]');

/** Tier prices: the first row is a header; the highlighted bracket and the price follow the quantity. */
export const TierPriceFollowsQuantity: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole("table", { name: "Prices by quantity" });
    const rows = within(table).getAllByRole("row");
    await expect(within(rows[0] as HTMLElement).getAllByRole("columnheader")).toHaveLength(2);
    await expect(rows).toHaveLength(4);
    await expect(currentRow(canvasElement)).toHaveTextContent("To 10 (current)€19.99");
    await expect(canvas.getByText("€19.99", { selector: ".vitrine-product-price__current" })).toBeVisible();

    const quantity = canvas.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "11{Enter}");
    await expect(currentRow(canvasElement)).toHaveTextContent("To 50 (current)€17.99");
    await expect(canvas.getByText("€17.99", { selector: ".vitrine-product-price__current" })).toBeVisible();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(11);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, "60{Enter}");
    await expect(currentRow(canvasElement)).toHaveTextContent("From 51 (current)€15.99");

    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    await expect(addToCart).toHaveBeenLastCalledWith({ productId: shirt.id, quantity: 60 });
  },
};

/** List price struck through with the saving; reference price per litre; quantity steps by 6 (purchase steps). */
export const ListAndReferencePrice: Story = {
  args: { product: wine },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Previously €12.99").tagName).toBe("DEL");
    await expect(canvas.getByText("You save €3.00 (23 %)")).toBeVisible();
    await expect(canvas.getByText(/Content: 0.75 litre \(€13.32 per 1 litre\)/)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await expect(quantity).toHaveValue(7);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Immediately available, delivery time 2-4 days",
    );
  },
};

/** A closeout below its minimum: the unavailable block, and the buy slot gets no product id. */
export const CloseoutUnavailable: Story = {
  args: { product: closeout },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No longer available");
    await expect(canvas.getByRole("button", { name: "Add to shopping cart" })).toBeDisabled();
    await expect(canvas.getByRole("region", { name: "Linen shirt" })).toHaveAttribute(
      "data-state",
      "unavailable",
    );
  },
};

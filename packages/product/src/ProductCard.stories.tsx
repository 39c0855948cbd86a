import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { CardPriceDisplay } from "./card.price";
import { ProductCard } from "./ProductCard";
import { createFakeClient, ShopFrame } from "./product.test-utils";

const { client } = createFakeClient(() => ({ body: {} }));
const price: CardPriceDisplay = {
  unitPrice: 49.9,
  from: false,
  listPrice: null,
  percentage: null,
  referencePrice: null,
};
const image = (
  <svg width="300" height="300" viewBox="0 0 300 300" aria-hidden="true">
    <rect width="300" height="300" fill="#e8ebf2" />
  </svg>
);

const meta = {
  title: "Product/ProductCard",
  component: ProductCard,
  args: { id: "p1", name: "Linen shirt", href: "/detail/p1", price, image },
  decorators: [
    (Story) => (
      <ShopFrame client={client}>
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain price. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Linen shirt" })).toHaveAttribute("href", "/detail/p1");
    await expect(canvas.getByText("€49.90")).toBeVisible();
  },
};

/** A reduced price: the list price struck through and the saving as a badge. */
export const ListPrice: Story = {
  args: { price: { ...price, unitPrice: 39.9, listPrice: 49.9, percentage: 20 } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("del")).toHaveTextContent("Previously €49.90");
    await expect(canvas.getByText("−20%")).toBeVisible();
  },
};

/** Tier prices or variants: a "from" price. */
export const FromPrice: Story = {
  args: { price: { ...price, unitPrice: 24.5, from: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("from €24.50")).toBeVisible();
  },
};

/** A reference price per unit (e.g. per litre). */
export const ReferencePrice: Story = {
  args: {
    name: "Olive oil 0.5 l",
    price: { ...price, unitPrice: 8, referencePrice: { price: 16, referenceUnit: 1, unitName: "litre" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("€16.00 per 1 litre")).toBeVisible();
  },
};

/** A top seller with actions (buy and wishlist buttons in the slot). */
export const TopsellerWithActions: Story = {
  args: {
    topseller: true,
    actions: (
      <button type="button" className="vitrine-button">
        Add to cart
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Top seller")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toBeVisible();
  },
};

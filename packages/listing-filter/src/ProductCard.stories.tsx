import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { expect, fn, userEvent } from "storybook/test";
import { ProductCard } from "./ProductCard";
import { createFakeShop, products } from "./test/listing.fixtures";

const shop = createFakeShop();
const product = (index: number) => products[index] as unknown as ProductSummary;

const meta = {
  title: "Listing filter/Product card",
  component: ProductCard,
  args: { product: product(0), eager: true },
  argTypes: { product: { control: false }, addToCart: { control: false }, wishlist: { control: false } },
  decorators: [
    (Story) => (
      <VitrineProvider
        client={shop.client}
        config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
      >
        <main style={{ maxWidth: "16rem" }}>
          <h1>Product card</h1>
          <h2>Products</h2>
          <Story />
        </main>
      </VitrineProvider>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with a list price (struck through) and a rating; the image has its size before it loads. */
export const WithListPrice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Linen shirt" })).toHaveAttribute(
      "href",
      `/detail/${product(0).id}`,
    );
    await expect(canvas.getByText("Previously €32.00").closest("del")).not.toBeNull();
    const image = canvasElement.querySelector("img");
    await expect(image).toHaveAttribute("width", "400");
    await expect(image).toHaveAttribute("height", "400");
  },
};

/** A product sold by weight shows its reference price. */
export const WithReferencePrice: Story = {
  args: { product: product(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("€58.00 per 1 kg")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Rated 1 out of 5" })).toBeVisible();
  },
};

const addToCart = fn();

/** With the add-to-cart and wishlist slots filled (render props, e.g. from @vitrine/cart and @vitrine/wishlist). */
export const WithSlots: Story = {
  args: {
    product: product(3),
    addToCart: (p: ProductSummary) => (
      <button type="button" className="vitrine-button" onClick={() => addToCart(p.id)}>
        Add to shopping cart
      </button>
    ),
    wishlist: () => (
      <button type="button" className="vitrine-button vitrine-button--secondary" aria-pressed="false">
        Add to wishlist
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to shopping cart" }));
    await expect(addToCart).toHaveBeenCalledWith(product(3).id);
    await expect(canvas.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** A product without an image or price keeps the card's image box (no layout shift). */
export const WithoutImage: Story = {
  args: {
    product: { ...product(2), cover: null, calculatedPrice: null, ratingAverage: null } as ProductSummary,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Canvas tote bag" })).toBeVisible();
    await expect(canvasElement.querySelector(".vitrine-product-card__image")).not.toBeNull();
  },
};

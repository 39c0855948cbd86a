import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductSummary } from "@vitrine/core/schemas";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { WishlistPage, type WishlistPageProps } from "./WishlistPage";
import { withShop } from "./wishlist.stories-utils";
import { FAKE_PRODUCTS } from "./wishlist.test-utils";

const [shirt, tote, scarf] = FAKE_PRODUCTS.map((product) => product.id) as [string, string, string];

/** The cart package's add-to-cart form goes in this slot; a plain button stands in for it here. */
const addToCart = (product: ProductSummary) => (
  <button type="button" className="vitrine-wishlist-button">
    Add {product.translated?.name} to shopping cart
  </button>
);

const meta = {
  title: "Wishlist/WishlistPage",
  component: WishlistPage,
  args: { renderAddToCart: addToCart },
  argTypes: { renderAddToCart: { control: false }, initialProducts: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (args: WishlistPageProps) => (
  <main>
    <h1>Wishlist</h1>
    <WishlistPage {...args} />
  </main>
);

/** A guest's wishlist: products fetched by id and shown newest first; remove takes one off. */
export const GuestWithItems: Story = {
  ...withShop({}, {}, page),
  beforeEach: () => {
    localStorage.setItem(
      "wishlist-sc-test",
      JSON.stringify({
        [shirt]: "2026-11-01T00:00:00.000Z",
        [scarf]: "2026-11-03T00:00:00.000Z",
        [tote]: "2026-11-02T00:00:00.000Z",
      }),
    );
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    await expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Wool scarf", "Canvas tote bag", "Linen shirt"]);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Canvas tote bag from wishlist" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(Object.keys(JSON.parse(localStorage.getItem("wishlist-sc-test") ?? "{}"))).not.toContain(
      tote,
    );
  },
};

/** A customer's wishlist from the server loader: rendered complete at once. */
export const Customer: Story = {
  ...withShop({ wishlist: [tote, shirt] }, { loggedIn: true, initialProductIds: [tote, shirt] }, page),
  args: { initialProducts: [FAKE_PRODUCTS[1], FAKE_PRODUCTS[0]] as ProductSummary[] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Linen shirt from wishlist" }));
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(1));
  },
};

/** Nothing on the wishlist. */
export const Empty: Story = {
  ...withShop({}, {}, page),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your wishlist is empty.")).toBeVisible();
  },
};

/** While the products load. */
export const Loading: Story = {
  ...withShop({ latency: 60_000, wishlist: [shirt] }, { loggedIn: true, initialProductIds: [shirt] }, page),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading your wishlist…");
  },
};

/** The products cannot be read: an alert with a retry (the wishlist itself is kept). */
export const ReadFails: Story = {
  ...withShop({ wishlist: [shirt], failReads: true }, { loggedIn: true, initialProductIds: [shirt] }, page),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your wishlist could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

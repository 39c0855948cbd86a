import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { WishlistButton } from "./WishlistButton";
import { WishlistWidget, type WishlistWidgetProps } from "./WishlistWidget";
import { withShop } from "./wishlist.stories-utils";
import { FAKE_PRODUCTS } from "./wishlist.test-utils";

const ids = FAKE_PRODUCTS.map((product) => product.id);

const meta = {
  title: "Wishlist/WishlistWidget",
  component: WishlistWidget,
  argTypes: { className: { control: "text" } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof WishlistWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (args: WishlistWidgetProps) => (
  <header style={{ display: "flex", justifyContent: "flex-end", padding: "0.5rem 1rem" }}>
    <WishlistWidget {...args} />
  </header>
);

/** A guest with an empty wishlist. */
export const Empty: Story = {
  ...withShop({}, {}, header),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Wishlist, empty" });
    await expect(link).toHaveAttribute("href", "/wishlist");
    await expect(link).toHaveAttribute("data-state", "empty");
  },
};

/** A customer with three products: "Wishlist, 3 products" and the count as a badge. */
export const WithProducts: Story = {
  ...withShop({ wishlist: ids }, { loggedIn: true, initialProductIds: ids }, header),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Wishlist, 3 products" });
    await expect(link).toHaveAttribute("data-state", "filled");
    await expect(link).toHaveTextContent("3");
  },
};

/** The count follows the wishlist buttons on the page. */
export const CountFollowsTheButtons: Story = {
  ...withShop({}, {}, (args: WishlistWidgetProps) => (
    <>
      {header(args)}
      <WishlistButton productId={ids[0] ?? ""} />
    </>
  )),
  play: async ({ canvas }) => {
    await canvas.findByRole("link", { name: "Wishlist, empty" });
    await userEvent.click(canvas.getByRole("button", { name: "Add to wishlist" }));
    await expect(await canvas.findByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { WishlistButton, type WishlistButtonProps } from "./WishlistButton";
import { storyShop, withShop } from "./wishlist.stories-utils";
import { FAKE_PRODUCTS } from "./wishlist.test-utils";

const shirt = FAKE_PRODUCTS[0]?.id ?? "";

const meta = {
  title: "Wishlist/WishlistButton",
  component: WishlistButton,
  args: { productId: shirt, showLabel: true },
  argTypes: { productId: { control: "text" }, className: { control: "text" } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (args: WishlistButtonProps) => <WishlistButton {...args} />;

/** A guest with the wishlist cookie accepted: not added; a click adds (aria-pressed true), another removes. */
export const NotAdded: Story = {
  ...withShop({}, {}, button),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole("button", { name: "Add to wishlist" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("data-state", "not-added");
    await userEvent.click(toggle);
    // A change's code loads with the first click.
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    await expect(toggle).toHaveAccessibleName("Remove from wishlist");
    await expect(JSON.parse(localStorage.getItem("wishlist-sc-test") ?? "{}")).toHaveProperty(shirt);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "false"));
    await expect(toggle).toHaveAccessibleName("Add to wishlist");
  },
};

/** A customer with the product on their wishlist (from the server loader): added. */
export const Added: Story = {
  ...withShop({ wishlist: [shirt] }, { loggedIn: true, initialProductIds: [shirt] }, button),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole("button", { name: "Remove from wishlist" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("data-state", "added");
  },
};

/** Heart only: the label stays the button's name. */
export const IconOnly: Story = {
  ...withShop({}, {}, button),
  args: { showLabel: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Add to wishlist" })).toBeVisible();
  },
};

/** A customer's click waits for the server: loading (aria-busy) blocks repeated clicks; one request is sent. */
export const LoadingBlocksRepeatedClicks: Story = {
  ...withShop({ latency: 600 }, { loggedIn: true, initialProductIds: [] }, button),
  play: async ({ canvas, loaded }) => {
    const { shop } = storyShop(loaded);
    const toggle = await canvas.findByRole("button", { name: "Add to wishlist" });
    await userEvent.click(toggle);
    // A change's code loads with the first click; the button is busy from then on.
    await waitFor(() => expect(toggle).toHaveAttribute("data-state", "loading"));
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("data-state", "added"), { timeout: 3000 });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(shop.calls.filter((call) => call.path.startsWith("/customer/wishlist/add/"))).toHaveLength(
      1,
    );
  },
};

/** The server does not report success: the state stays as it was (a console warning only). */
export const ServerRefuses: Story = {
  ...withShop(
    { answers: [{ status: 200, body: { success: false } }] },
    { loggedIn: true, initialProductIds: [] },
    button,
  ),
  play: async ({ canvas, loaded }) => {
    const { shop } = storyShop(loaded);
    const toggle = await canvas.findByRole("button", { name: "Add to wishlist" });
    await userEvent.click(toggle);
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    await waitFor(() => expect(toggle).toHaveAttribute("data-state", "not-added"));
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

/** A guest without the wishlist cookie accepted is sent to login, with the after-login path back to this page. */
export const GuestWithoutConsent: Story = {
  ...withShop({}, {}, button, { consent: false }),
  play: async ({ canvas, loaded }) => {
    const { navigate } = storyShop(loaded);
    await userEvent.click(await canvas.findByRole("button", { name: "Add to wishlist" }));
    // A change's code (the consent check with it) loads with the first click.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/account/login?redirectTo=%2Fdetail%2Flinen-shirt", {
        replace: false,
      }),
    );
    await expect(localStorage.getItem("wishlist-sc-test")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** The shop switched the wishlist off: nothing is rendered. */
export const WishlistDisabled: Story = {
  ...withShop({}, { features: { wishlist: false } }, button),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Keyboard only: Tab reaches the button, Enter adds, Space removes. */
export const KeyboardOnly: Story = {
  ...withShop({}, {}, button),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole("button", { name: "Add to wishlist" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveFocus();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Navigate } from "@vitrine/core";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountMenu, type AccountMenuProps } from "./AccountMenu";
import { StoryShop } from "./navigation.story-shop";

function Header({ onNavigate, ...props }: AccountMenuProps & { onNavigate?: Navigate }) {
  return (
    <StoryShop navigate={onNavigate}>
      <header style={{ display: "flex", justifyContent: "flex-end", padding: "1rem", minHeight: "16rem" }}>
        <AccountMenu {...props} />
      </header>
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/AccountMenu",
  component: Header,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { AccountMenu },
  args: { viewport: "MD", customer: null, onLogout: fn(), onNavigate: fn() },
  argTypes: { viewport: { control: "inline-radio", options: ["XS", "SM", "MD", "LG", "XL", "XXL"] } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest from MD up: a dropdown with login and register; Escape closes it and returns focus. */
export const GuestDropdown: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Your account" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The menu's code loads when the pointer comes to the button (at the latest with the click).
    await expect(await canvas.findByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/account/login",
    );
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/account/register");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("link", { name: "Log in" })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** A customer from MD up: account links and logout. */
export const CustomerDropdown: Story = {
  args: { customer: { firstName: "Ada", lastName: "Lovelace" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Your account" }));
    await expect(await canvas.findByText("Hello, Ada Lovelace!")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/account");
    await expect(canvas.getByRole("link", { name: "Addresses" })).toHaveAttribute("href", "/account/address");
    await expect(canvas.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/account/order");
    await userEvent.click(canvas.getByRole("link", { name: "Orders" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/account/order", { replace: false });
    await userEvent.click(canvas.getByRole("button", { name: "Your account" }));
    await userEvent.click(canvas.getByRole("button", { name: "Log out" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A guest on a phone (XS): the account menu is a left off-canvas. */
export const GuestOffcanvasOnPhone: Story = {
  args: { viewport: "XS" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Your account" });
    await userEvent.click(button);
    const dialog = await canvas.findByRole("dialog", { name: "Your account" });
    await expect(dialog).toHaveAttribute("data-side", "left");
    await expect(within(dialog).getByRole("link", { name: "Log in" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A customer on a small viewport (SM): off-canvas with account links and logout. */
export const CustomerOffcanvasOnSmall: Story = {
  args: { viewport: "SM", customer: { firstName: "Ada", lastName: "Lovelace" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Your account" }));
    const dialog = await canvas.findByRole("dialog", { name: "Your account" });
    await expect(within(dialog).getByRole("link", { name: "Addresses" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Log out" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** Without a `viewport` arg it follows the window: an off-canvas below MD (768 px), a dropdown from MD up. */
export const FollowsTheViewport: Story = {
  args: { viewport: undefined },
  play: async ({ canvas, canvasElement }) => {
    const phone = window.innerWidth < 768;
    const menu = canvasElement.querySelector(".vitrine-account-menu");
    await expect(menu).toHaveAttribute("data-variant", phone ? "offcanvas" : "dropdown");
    await userEvent.click(canvas.getByRole("button", { name: "Your account" }));
    if (phone) await canvas.findByRole("dialog", { name: "Your account" });
    else await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(await canvas.findByRole("link", { name: "Log in" })).toBeVisible();
  },
};

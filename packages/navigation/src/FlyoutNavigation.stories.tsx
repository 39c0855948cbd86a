import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Navigate } from "@vitrine/core";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FLYOUT_DEBOUNCE_MS } from "./constants";
import { FlyoutNavigation, type FlyoutNavigationProps } from "./FlyoutNavigation";
import { StoryShop } from "./navigation.story-shop";

function Header({ onNavigate, ...props }: FlyoutNavigationProps & { onNavigate?: Navigate }) {
  return (
    <StoryShop navigate={onNavigate}>
      <header style={{ padding: "1rem", minHeight: "20rem" }}>
        <FlyoutNavigation {...props} />
        <p>
          <a href="#after">After the navigation</a>
        </p>
      </header>
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/FlyoutNavigation",
  component: Header,
  args: { responsive: false, onNavigate: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bar of top categories, all flyouts closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main navigation" });
    const clothing = await within(nav).findByRole("button", { name: "Clothing" });
    await expect(clothing).toHaveAttribute("aria-expanded", "false");
  },
};

/** With the keyboard alone: Enter opens, Tab walks the links, Escape closes and returns focus to the button. */
export const WithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main navigation" });
    const clothing = await within(nav).findByRole("button", { name: "Clothing" });
    await userEvent.tab();
    await expect(clothing).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(clothing).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Show all Clothing" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Shirts" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(clothing).toHaveAttribute("aria-expanded", "false");
    await expect(clothing).toHaveFocus();
    await openingTheNextClosesTheFirst(nav);
  },
};

async function openingTheNextClosesTheFirst(nav: HTMLElement) {
  // Only one open at a time: opening the next closes the first.
  const clothing = within(nav).getByRole("button", { name: "Clothing" });
  const home = within(nav).getByRole("button", { name: "Home & living" });
  await userEvent.keyboard("{Enter}");
  await expect(clothing).toHaveAttribute("aria-expanded", "true");
  home.focus();
  await userEvent.keyboard("{Enter}");
  await expect(home).toHaveAttribute("aria-expanded", "true");
  await expect(clothing).toHaveAttribute("aria-expanded", "false");
}

/** Hover opens after the 125 ms debounce; leaving closes after a delay. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main navigation" });
    const accessories = await within(nav).findByRole("button", { name: "Accessories" });
    await userEvent.hover(accessories);
    await expect(accessories).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(accessories).toHaveAttribute("aria-expanded", "true"));
    await expect(within(nav).getByRole("link", { name: "Bags" })).toBeVisible();
    await userEvent.unhover(accessories);
    await wait(FLYOUT_DEBOUNCE_MS * 3);
    await expect(accessories).toHaveAttribute("aria-expanded", "false");
  },
};

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
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { FlyoutNavigation },
  args: { responsive: false, onNavigate: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar of top categories: each a link to its page with a separate flyout toggle, all flyouts closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Main navigation" });
    const clothing = await within(nav).findByRole("link", { name: "Clothing" });
    await expect(clothing).toHaveAttribute("href", expect.stringMatching(/^\/navigation\//));
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

/**
 * Keyboard users get a separate disclosure toggle (APG "disclosure navigation with top-level links"): Tab reaches
 * the link, then its toggle; Enter opens, Tab walks the links, Escape closes and returns focus to the toggle.
 */
export const WithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Main navigation" });
    const link = await within(nav).findByRole("link", { name: "Clothing" });
    const clothing = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
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
  const clothing = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
  const home = within(nav).getByRole("button", { name: "Subcategories of Home & living" });
  await userEvent.keyboard("{Enter}");
  await expect(clothing).toHaveAttribute("aria-expanded", "true");
  home.focus();
  await userEvent.keyboard("{Enter}");
  await expect(home).toHaveAttribute("aria-expanded", "true");
  await expect(clothing).toHaveAttribute("aria-expanded", "false");
}

/** Hovering a top-level link opens its flyout after the 125 ms debounce; leaving closes it after a delay. */
export const OnHover: Story = {
  play: async ({ canvas, args }) => {
    const nav = await canvas.findByRole("navigation", { name: "Main navigation" });
    const accessories = await within(nav).findByRole("link", { name: "Accessories" });
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Accessories" });
    const opened = performance.now();
    await userEvent.hover(accessories);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
    await expect(performance.now() - opened).toBeGreaterThanOrEqual(FLYOUT_DEBOUNCE_MS);
    await expect(within(nav).getByRole("link", { name: "Bags" })).toBeVisible();
    await userEvent.unhover(accessories);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
    // A click on the top-level link goes to its page.
    await userEvent.click(accessories);
    await expect(args.onNavigate).toHaveBeenCalledWith(accessories.getAttribute("href"), { replace: false });
  },
};

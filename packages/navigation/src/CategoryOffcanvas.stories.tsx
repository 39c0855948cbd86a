import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Navigate } from "@vitrine/core";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CategoryOffcanvas, type CategoryOffcanvasProps } from "./CategoryOffcanvas";
import { fixtureIds } from "./navigation.fixtures";
import { StoryShop, storyRequests } from "./navigation.story-shop";

type Args = CategoryOffcanvasProps & { latency: number; failFirst: boolean; onNavigate?: Navigate };

function Header({ latency, failFirst, onNavigate, ...props }: Args) {
  return (
    <StoryShop latency={latency} failFirst={failFirst} navigate={onNavigate}>
      <header style={{ padding: "1rem" }}>
        <CategoryOffcanvas {...props} />
      </header>
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/CategoryOffcanvas",
  component: Header,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { CategoryOffcanvas },
  args: { latency: 60, failFirst: false, responsive: false, onNavigate: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "Menu" button opens the left off-canvas "Menu" with the top categories. */
export const TopLevel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const dialog = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveAttribute("data-side", "left");
    await within(dialog).findByRole("button", { name: /Clothing/ });
    await expect(within(dialog).getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Sale" })).toHaveAttribute(
      "href",
      `/navigation/${fixtureIds.sale}`,
    );
  },
};

/** Down two levels and back: each slide focuses the new level's heading; levels are fetched once (cached). */
export const DownTwoLevelsAndBack: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog", { name: "Menu" });
    const menu = within(dialog);
    await step("forward to Clothing", async () => {
      await userEvent.click(await menu.findByRole("button", { name: /Clothing/ }));
      const heading = await menu.findByRole("heading", { name: "Clothing" });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(menu.getByRole("link", { name: "Show all Clothing" })).toHaveAttribute(
        "href",
        `/navigation/${fixtureIds.clothing}`,
      );
    });
    await step("forward to Shirts", async () => {
      await userEvent.click(await menu.findByRole("button", { name: /Shirts/ }));
      const heading = await menu.findByRole("heading", { name: "Shirts" });
      await waitFor(() => expect(heading).toHaveFocus());
      await menu.findByRole("link", { name: "Linen shirts" });
      await expect(menu.getByRole("button", { name: "Show all categories" })).toBeVisible();
    });
    await step("back to Clothing, then home", async () => {
      await userEvent.click(menu.getByRole("button", { name: "Back" }));
      await waitFor(() => expect(menu.getByRole("heading", { name: "Clothing" })).toHaveFocus());
      await userEvent.click(menu.getByRole("button", { name: "Back" }));
      await waitFor(() => expect(menu.getByRole("heading", { name: "Categories" })).toHaveFocus());
      await userEvent.click(menu.getByRole("button", { name: /Clothing/ }));
      await menu.findByRole("heading", { name: "Clothing" });
      await expect(storyRequests.current.map((request) => request.rootId)).toEqual([
        "main-navigation",
        fixtureIds.clothing,
        fixtureIds.shirts,
      ]);
    });
    await step("a link goes through the shop's router and closes the menu", async () => {
      await userEvent.click(menu.getByRole("link", { name: "Trousers" }));
      await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/navigation\//), {
        replace: false,
      });
      await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Escape closes the menu and focus returns to the "Menu" button. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    await canvas.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** While a level loads, the panel says so. */
export const Loading: Story = {
  args: { latency: 5000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const dialog = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** A level that fails to load says so, and "Try again" loads it. */
export const LoadError: Story = {
  args: { failFirst: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const dialog = await canvas.findByRole("dialog", { name: "Menu" });
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent("The menu could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await within(dialog).findByRole("button", { name: /Clothing/ });
  },
};

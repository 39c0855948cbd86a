import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Navigate } from "@vitrine/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { Breadcrumb, type BreadcrumbProps } from "./Breadcrumb";
import { StoryShop } from "./navigation.story-shop";

function Trail({ onNavigate, ...props }: BreadcrumbProps & { onNavigate?: Navigate }) {
  return (
    <StoryShop navigate={onNavigate}>
      <div style={{ padding: "1rem" }}>
        <Breadcrumb {...props} />
      </div>
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/Breadcrumb",
  component: Trail,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { Breadcrumb },
  args: {
    onNavigate: fn(),
    items: [
      { name: "Clothing", href: "/navigation/c1" },
      { name: "Shirts", href: "/navigation/c11" },
      { name: "Linen shirts", href: "/navigation/c111" },
    ],
  },
} satisfies Meta<typeof Trail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page's trail: the last entry is the current page. */
export const CategoryPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute("aria-current", "page");
    await expect(links[0]).not.toHaveAttribute("aria-current");
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith("/navigation/c1", { replace: false });
  },
};

/** A product page's trail: the product's category path, the last without a link. */
export const ProductPage: Story = {
  args: {
    items: [{ name: "Clothing", href: "/navigation/c1" }, { name: "Linen shirt, sand" }],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(nav).getByText("Linen shirt, sand")).toHaveAttribute("aria-current", "page");
  },
};

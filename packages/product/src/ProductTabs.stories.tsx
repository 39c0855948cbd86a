import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { MoreInfoButton, ProductTabs } from "./ProductTabs";
import { createFakeClient, ShopFrame } from "./product.test-utils";
import { useProductTabs } from "./useProductTabs";

const { client } = createFakeClient(() => ({ body: {} }));

const tabs = [
  {
    id: "description",
    label: "Description",
    content: <p>Light linen shirt, washed for softness. Relaxed fit, mother-of-pearl buttons.</p>,
  },
  { id: "reviews", label: "Reviews", content: <p>No reviews yet.</p> },
  { id: "shipping", label: "Shipping", content: <p>Free shipping from €50.</p> },
];

const meta = {
  title: "Product/ProductTabs",
  component: ProductTabs,
  args: { tabs },
  argTypes: { tabs: { control: false }, state: { control: false } },
  decorators: [
    (Story) => (
      <ShopFrame client={client}>
        <Story />
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ARIA tabs pattern: arrow keys (wrapping), Home/End, roving tabindex. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole("tab", { name });
    await expect(tab("Description")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Description")).toHaveAttribute("tabindex", "0");
    await expect(tab("Reviews")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    await expect(tab("Description")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Reviews")).toHaveFocus();
    await expect(tab("Reviews")).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Reviews" })).toHaveTextContent("No reviews yet.");
    await userEvent.keyboard("{End}");
    await expect(tab("Shipping")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Description")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(tab("Shipping")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tab("Description")).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the panel (one stop for the whole list).
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Description" })).toHaveFocus();
  },
};

/** A product page: the "More info" button in the buy box opens the description tab further down and scrolls to it. */
function ProductPage() {
  const state = useProductTabs({ tabIds: tabs.map((tab) => tab.id), defaultTabId: "reviews" });
  return (
    <div>
      <p>
        A light linen shirt. <MoreInfoButton tabs={state} />
      </p>
      <div style={{ height: "150vh" }} aria-hidden="true" />
      <ProductTabs tabs={tabs} state={state} />
    </div>
  );
}

/** More info opens the description tab and scrolls to it. */
export const MoreInfo: Story = {
  render: () => <ProductPage />,
  play: async ({ canvas }) => {
    const description = canvas.getByRole("tab", { name: "Description" });
    await expect(description).toHaveAttribute("aria-selected", "false");
    await userEvent.click(canvas.getByRole("button", { name: "More info" }));
    await expect(description).toHaveAttribute("aria-selected", "true");
    await expect(description).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Description" })).toHaveTextContent(
      "Light linen shirt",
    );
    await waitFor(() => {
      const top = description.getBoundingClientRect().top;
      expect(top).toBeGreaterThanOrEqual(-1);
      expect(top).toBeLessThan(window.innerHeight);
    });
  },
};

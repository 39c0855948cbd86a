import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { CollapsibleList } from "./CollapsibleList";
import { createFakeShop } from "./cart.fixtures";
import { ShopFrame } from "./cart.test-utils";

const paymentMethods = ["Invoice", "Cash on delivery", "Credit card", "Apple Pay", "Prepayment", "PayPal"];

const meta = {
  title: "Cart/CollapsibleList",
  component: CollapsibleList<string>,
  args: {
    items: paymentMethods,
    visibleCount: 3,
    getKey: (item: string) => item,
    renderItem: (item: string) => (
      <label style={{ display: "flex", gap: "0.5rem", padding: "0.25rem 0" }}>
        <input type="radio" name="paymentMethodId" value={item} defaultChecked={item === "Invoice"} />
        {item}
      </label>
    ),
  },
  argTypes: { items: { control: false }, getKey: { control: false }, renderItem: { control: false } },
  decorators: [(Story) => <ShopFrame client={createFakeShop().client}>{Story()}</ShopFrame>],
  parameters: { layout: "padded" },
} satisfies Meta<typeof CollapsibleList<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirm page's payment methods: 'Show more' shows all, 'Show less' the first three again. */
export const PaymentMethods: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    const more = canvas.getByRole("button", { name: "Show more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(canvas.getAllByRole("radio")).toHaveLength(6);
    const less = canvas.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(less);
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
  },
};

/** A short list needs no button. */
export const ShortList: Story = {
  args: { items: paymentMethods.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { createFakeClient, ShopFrame } from "./product.test-utils";
import { QuantitySelector } from "./QuantitySelector";

const { client } = createFakeClient(() => ({ body: {} }));

const meta = {
  title: "Product/QuantitySelector",
  component: QuantitySelector,
  args: { min: 2, max: 12, step: 2, name: "quantity", onChange: fn() },
  decorators: [
    (Story) => (
      <ShopFrame client={client}>
        <Story />
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Steps by the product's step within min and max purchase; change fires only when the value changed. */
export const Stepping: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("spinbutton", { name: "Quantity" });
    const decrease = canvas.getByRole("button", { name: "Decrease quantity" });
    const increase = canvas.getByRole("button", { name: "Increase quantity" });
    await expect(input).toHaveValue(2);
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue(6);
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.clear(input);
    await userEvent.type(input, "99");
    await userEvent.tab();
    await expect(input).toHaveValue(12);
    await expect(increase).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await userEvent.clear(input);
    await userEvent.type(input, "12");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

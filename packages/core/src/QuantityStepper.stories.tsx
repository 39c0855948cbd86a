import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuantityStepper } from "./QuantityStepper";

/** The one quantity stepper of the cart line, the buy box and the accessories, with the quantity it holds shown. */
function StepperWithValue(props: {
  min: number;
  max: number;
  step: number;
  initial: number;
  allowZero: boolean;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ display: "grid", gap: "0.75rem", justifyItems: "start" }}>
      <QuantityStepper
        value={value}
        bounds={{ min: props.min, max: props.max, step: props.step }}
        allowZero={props.allowZero}
        onChange={(quantity) => {
          setValue(quantity);
          props.onChange(quantity);
        }}
        label={props.label}
        increaseLabel={`Increase ${props.label.toLowerCase()}`}
        decreaseLabel={`Decrease ${props.label.toLowerCase()}`}
      />
      <output aria-label="Chosen quantity">{value}</output>
    </div>
  );
}

const meta = {
  title: "Core/QuantityStepper",
  component: StepperWithValue,
  args: {
    min: 1,
    max: 10,
    step: 1,
    initial: 1,
    allowZero: false,
    label: "Quantity of Linen shirt",
    onChange: fn(),
  },
  argTypes: {
    min: { control: { type: "number", min: 0 } },
    max: { control: { type: "number", min: 1 } },
    step: { control: { type: "number", min: 1 } },
    initial: { control: { type: "number", min: 0 } },
    allowZero: { control: "boolean" },
    label: { control: "text" },
  },
  parameters: {
    docs: {
      description: {
        component:
          "One stepper for every quantity of the shop (`QuantityStepper` and the headless `useQuantityStepper` in `@vitrine/core/react`): “−”, a spinbutton and “+” that follow the purchase rules (minimum, maximum, purchase steps). ArrowUp and ArrowDown step by the rules; a typed value is made valid on blur or Enter.",
      },
    },
  },
} satisfies Meta<typeof StepperWithValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product bought one at a time, up to ten: the buttons step by one and stop at the bounds. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("spinbutton", { name: "Quantity of Linen shirt" });
    await expect(canvas.getByRole("button", { name: "Decrease quantity of linen shirt" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity of linen shirt" }));
    await expect(field).toHaveValue(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Sold in steps of 6 from 6: a typed 8 is fitted onto the step grid when the field is left. */
export const PurchaseSteps: Story = {
  args: { min: 6, max: 48, step: 6, initial: 6, label: "Quantity of Espresso cups" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("spinbutton", { name: "Quantity of Espresso cups" });
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity of espresso cups" }));
    await expect(field).toHaveValue(12);
    await userEvent.clear(field);
    await userEvent.type(field, "8");
    await userEvent.tab();
    await expect(field).not.toHaveValue(8);
    await expect(Number((field as HTMLInputElement).value) % 6).toBe(0);
  },
};

/** An accessory: 0 means "not chosen", so the stepper goes down to 0 and up from there. */
export const ZeroIsNotChosen: Story = {
  args: { initial: 0, allowZero: true, label: "Quantity of Canvas tote bag" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("spinbutton", { name: "Quantity of Canvas tote bag" });
    await expect(field).toHaveValue(0);
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity of canvas tote bag" }));
    await expect(field).toHaveValue(1);
    await userEvent.click(canvas.getByRole("button", { name: "Decrease quantity of canvas tote bag" }));
    await expect(field).toHaveValue(0);
  },
};

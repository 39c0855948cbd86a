import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Navigate } from "@vitrine/core";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { configurator, IDS, variantOf } from "./product.fixtures";
import { createFakeClient, notFoundBody, ShopFrame } from "./product.test-utils";
import { VariantConfigurator, type VariantConfiguratorProps } from "./VariantConfigurator";

// The fake shop answers find-variant like the Store API: the variant's id, or 404 for a combination that does not exist.
const { client } = createFakeClient((_path, body) => {
  const variantId = variantOf((body as { options: Record<string, string> }).options);
  return variantId
    ? { body: { foundCombination: { variantId, options: [] } }, delayMs: 150 }
    : { status: 404, body: notFoundBody, delayMs: 150 };
});

/** The configurator in a shop whose router navigation is the story's `navigate` spy. */
function Configurator({ navigate, ...props }: VariantConfiguratorProps & { navigate: Navigate }) {
  return (
    <ShopFrame client={client} navigate={navigate}>
      <VariantConfigurator {...props} />
    </ShopFrame>
  );
}

const meta = {
  title: "Product/VariantConfigurator",
  component: Configurator,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { VariantConfigurator },
  args: {
    parentId: IDS.parent,
    configurator,
    selectedOptionIds: ["red", "s"],
    navigate: fn(),
  },
  argTypes: { configurator: { control: "object" }, navigate: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Configurator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing size M finds the variant and navigates to /detail/:variantId, replacing the history entry. */
export const SwitchVariant: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radio", { name: "Red" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "S" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "M" }));
    await expect(canvas.getByRole("radio", { name: "M" })).toBeChecked();
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(`/detail/${IDS.redM}`, { replace: true, keepScroll: true }),
    );
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: arrow keys move between the options of a group (radio-group semantics) and switch the variant. */
export const KeyboardSwitch: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole("radio", { name: "Red" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(`/detail/${IDS.blueS}`, { replace: true, keepScroll: true }),
    );
  },
};

/** A combination that does not exist is marked; choosing it shows a message and keeps the current variant. */
export const CombinationNotAvailable: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const xl = canvas.getByRole("radio", { name: "XL (not available in this combination)" });
    await expect(canvasElement.querySelector('[data-combinable="false"]')).toHaveTextContent("XL");
    await userEvent.click(xl);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This combination is not available. Please choose another option.",
    );
    await expect(canvas.getByRole("radio", { name: "S" })).toBeChecked();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Option groups shown as selects (display type `select`). */
export const Selects: Story = {
  args: {
    configurator: configurator.map((group) => ({ ...group, displayType: "select" })),
  },
  play: async ({ canvas, args }) => {
    const size = canvas.getByRole("combobox", { name: "Size" });
    await expect(
      canvas.getByRole("option", { name: "XL (not available in this combination)" }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(size, "m");
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(`/detail/${IDS.redM}`, { replace: true, keepScroll: true }),
    );
  },
};

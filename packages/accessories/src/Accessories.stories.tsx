import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Accessories } from "./Accessories";
import type { AccessoriesApi } from "./accessories.api";
import { fixtureAccessoriesClient, fixtureAccessoriesResponse } from "./accessories.fixtures";
import { useAccessories } from "./useAccessories";

interface StoryArgs {
  /** How the fake shop answers: the camera's cross-selling, never (loading), or a failure. */
  shop: "answers" | "waits" | "fails";
}

const waiting: AccessoriesApi = { load: () => new Promise(() => {}) };

function Block({ shop }: StoryArgs) {
  const [mainQuantity, setMainQuantity] = useState(1);
  const accessories = useAccessories({
    productId: "camera",
    mainQuantity,
    mainPrice: { calculatedPrice: { unitPrice: 899, totalPrice: 899, quantity: 1 } },
    initialData: shop === "answers" ? fixtureAccessoriesResponse : undefined,
    api: shop === "waits" ? waiting : undefined,
  });
  return (
    <div style={{ display: "grid", gap: "var(--vitrine-space-4)" }}>
      <label style={{ display: "grid", gap: "var(--vitrine-space-1)", justifyItems: "start" }}>
        Camera quantity
        <span className="vitrine-quantity__control">
          <input
            className="vitrine-quantity__input"
            type="number"
            min={1}
            value={mainQuantity}
            onChange={(event) => setMainQuantity(Number(event.currentTarget.value) || 1)}
          />
        </span>
      </label>
      <Accessories accessories={accessories} />
    </div>
  );
}

function Shop(args: StoryArgs) {
  const [client] = useState(() => fixtureAccessoriesClient({ fail: args.shop === "fails" }));
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem", maxWidth: "32rem" }}>
        <Block {...args} />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Accessories/Accessories",
  component: Shop,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { Accessories },
  args: { shop: "answers" },
  argTypes: { shop: { control: "inline-radio", options: ["answers", "waits", "fails"] } },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera's accessories and bundle: steppers, a sold-out accessory, the included tripod, an optional card. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole("region", { name: "Accessories" });
    await expect(block).toHaveAttribute("data-state", "ready");
    await expect(within(block).getAllByRole("spinbutton")).toHaveLength(3);
    await expect(within(block).getByRole("checkbox", { name: "2 × SD Card 128 GB" })).not.toBeChecked();
    await expect(within(block).getByText("Included")).toBeVisible();
    await expect(within(block).getByText("Sold out")).toBeVisible();
    // The sold-out lens cap offers no quantity: no stepper and no range.
    await expect(within(block).queryByRole("spinbutton", { name: "Lens Cap, quantity" })).toBeNull();
    await expect(within(block).queryByText(/From 1 to 0/)).toBeNull();
  },
};

/** Chosen: "+" from 0 goes to the minimum purchase, an optional bundle item is checked, the total shows. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "One step more SD Card 128 GB" }));
    await expect(canvas.getByRole("spinbutton", { name: "SD Card 128 GB, quantity" })).toHaveValue(2);
    await userEvent.click(canvas.getByRole("checkbox", { name: "2 × SD Card 128 GB" }));
    await expect(canvas.getByText(/Total with accessories/)).toHaveTextContent("€1,117.96");
  },
};

/** A typed quantity snaps to a valid step and says so. */
export const Snapped: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "SD Card 128 GB, quantity" });
    await userEvent.type(input, "5");
    await userEvent.tab();
    await expect(input).toHaveValue(4);
    await expect(canvas.getByRole("status")).toHaveTextContent("changed to 4");
  },
};

/** The strap follows the camera's quantity; the shopper can unlink it. */
export const SameQuantity: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "One step more X1 Leather Strap" }));
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Camera quantity" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Camera quantity" }), "2");
    const strap = canvas.getByRole("spinbutton", { name: "X1 Leather Strap, quantity" });
    await waitFor(() => expect(strap).toHaveValue(2));
    await expect(canvas.getByRole("checkbox", { name: "Same quantity as the product" })).toBeChecked();
  },
};

/** Waiting for the shop. */
export const Loading: Story = {
  args: { shop: "waits" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Accessories" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading accessories…");
  },
};

/** The shop fails: the block says so in an alert, with a retry. */
export const ShopFails: Story = {
  args: { shop: "fails" },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("The accessories could not be loaded."),
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

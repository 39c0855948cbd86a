import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMoney } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { DeliveryStatus } from "./DeliveryStatus";
import { IDS, variantProducts } from "./product.fixtures";
import { createFakeClient, ShopFrame } from "./product.test-utils";
import { useDeliveryStatus } from "./useDeliveryStatus";

// The fake shop answers the variant-options route with the chosen variant's stock, delivery and price.
const VARIANT_BY_COLOUR: Record<string, string> = {
  red: IDS.redS,
  "red-m": IDS.redM,
  blue: IDS.blueS,
  "blue-m": IDS.blueM,
};
const { client } = createFakeClient((_path, body) => {
  const { options } = body as { options: Record<string, string> };
  const productId = VARIANT_BY_COLOUR[options.variant ?? "red"] ?? IDS.redS;
  const total = productId === IDS.blueM ? 14.99 : 19.99;
  return {
    delayMs: 100,
    body: {
      productId,
      product: { ...variantProducts[productId], calculatedPrice: { totalPrice: total } },
      calculatedPrice: { unitPrice: total, totalPrice: total, quantity: 1 },
      deposit: null,
      unitInfo: null,
      referencePricing: null,
    },
  };
});

const meta = {
  title: "Product/DeliveryStatus",
  component: DeliveryStatus,
  args: { status: { kind: "available", deliveryTime: "1-3 days" }, loading: false, error: false },
  decorators: [
    (Story) => (
      <ShopFrame client={client}>
        <Story />
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof DeliveryStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stock at or above min purchase with a delivery time. */
export const ImmediatelyAvailable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Immediately available, delivery time 1-3 days",
    );
  },
};

/** Stock below minimum with delivery time and restock time. */
export const ReadyToShipInDays: Story = {
  args: { status: { kind: "restock", days: 5, deliveryTime: "1-3 days" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Ready to ship in 5 days, delivery time 1-3 days",
    );
  },
};

/** Closeout with stock below minimum: the unavailable block. */
export const Unavailable: Story = {
  args: { status: { kind: "unavailable" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No longer available");
  },
};

/** Otherwise all status blocks are hidden. */
export const Hidden: Story = {
  args: { status: { kind: "hidden" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(canvas.getByRole("status")).toHaveAttribute("data-state", "hidden");
  },
};

/** While the status is checked, and after a failed check (the last status stays). */
export const LoadingAndError: Story = {
  args: { loading: true, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("The availability could not be checked. Please try again.")).toBeVisible();
  },
};

/** The variant switcher without navigation: each choice asks the variant-options route; price and status follow. */
function VariantSwitcher() {
  const money = useMoney();
  const [variant, setVariant] = useState("red");
  const delivery = useDeliveryStatus({
    productId: IDS.parent,
    initialProduct: {
      ...variantProducts[IDS.redS],
      calculatedPrice: { unitPrice: 19.99, totalPrice: 19.99, quantity: 1 },
    },
  });
  return (
    <div style={{ display: "grid", gap: "0.75rem", maxWidth: 360 }}>
      <label>
        Variant{" "}
        <select
          value={variant}
          onChange={(event) => {
            setVariant(event.target.value);
            void delivery.update({ variant: event.target.value });
          }}
        >
          <option value="red">Red, S</option>
          <option value="red-m">Red, M</option>
          <option value="blue">Blue, S</option>
          <option value="blue-m">Blue, M (closeout)</option>
        </select>
      </label>
      <p data-testid="price">{delivery.calculatedPrice ? money(delivery.calculatedPrice.totalPrice) : ""}</p>
      <DeliveryStatus status={delivery.status} loading={delivery.loading} error={delivery.error} />
      <p data-testid="variant-id">{delivery.variantId ?? "none"}</p>
    </div>
  );
}

/** Live: the four rules applied to the variant-options answers; a closeout below minimum clears the variant id. */
export const LiveFromVariantOptions: Story = {
  render: () => <VariantSwitcher />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    const select = canvas.getByRole("combobox", { name: "Variant" });
    await expect(status).toHaveTextContent("Immediately available, delivery time 1-3 days");
    await userEvent.selectOptions(select, "red-m");
    await waitFor(() => expect(status).toHaveTextContent("Ready to ship in 5 days, delivery time 1-3 days"));
    await expect(canvas.getByTestId("variant-id")).toHaveTextContent(IDS.redM);
    await userEvent.selectOptions(select, "blue");
    await waitFor(() => expect(status).toHaveAttribute("data-state", "hidden"));
    await userEvent.selectOptions(select, "blue-m");
    await waitFor(() => expect(status).toHaveTextContent("No longer available"));
    await expect(canvas.getByTestId("variant-id")).toHaveTextContent("none");
    await expect(canvas.getByTestId("price")).toHaveTextContent("€14.99");
  },
};

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BuyBox } from "./BuyBox";
import { shirt, wine } from "./product.fixtures";
import { createFakeClient, shopWrapper } from "./product.test-utils";
import type { DeliveryStatusState } from "./useDeliveryStatus";

const { client } = createFakeClient(() => ({ body: {} }));

describe("buy box with the delivery status of a variant: price, deposit and unit info update with it", () => {
  it("shows the variant's price, deposit, content and status, and hands the variant id to the buy slot", () => {
    const delivery: DeliveryStatusState = {
      status: { kind: "restock", days: 3, deliveryTime: "2-4 days" },
      variantId: "e0000000000000000000000000000001",
      calculatedPrice: {
        unitPrice: 11.49,
        totalPrice: 11.49,
        quantity: 1,
        referencePrice: { price: 11.49, referenceUnit: 1, unitName: "litre" },
      },
      deposit: 0.25,
      unitInfo: { purchaseUnit: 1, referenceUnit: 1, unitName: "litre" },
      referencePricing: { price: 11.49, referenceUnit: 1, unitName: "litre" },
      loading: false,
      error: false,
    };
    render(
      <BuyBox
        product={wine}
        delivery={delivery}
        buyButton={({ productId, formId }) => (
          <form id={formId} aria-label="Buy" data-product={productId ?? ""} />
        )}
      />,
      { wrapper: shopWrapper(client) },
    );
    expect(screen.getByText("€11.49", { selector: ".vitrine-product-price__current" })).toBeTruthy();
    expect(screen.getByText("Plus €0.25 deposit")).toBeTruthy();
    expect(screen.getByText(/Content: 1 litre \(€11.49 per 1 litre\)/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(
      "Ready to ship in 3 days, delivery time 2-4 days",
    );
    const form = screen.getByRole("form", { name: "Buy" });
    expect(form.id).toBe("productDetailPageBuyProductForm");
    expect(form.getAttribute("data-product")).toBe("e0000000000000000000000000000001");
  });

  it("a cleared variant id (closeout below minimum) reaches the buy slot as null", () => {
    const delivery: DeliveryStatusState = {
      status: { kind: "unavailable" },
      variantId: null,
      calculatedPrice: null,
      deposit: null,
      unitInfo: null,
      referencePricing: null,
      loading: false,
      error: false,
    };
    render(
      <BuyBox
        product={shirt}
        delivery={delivery}
        buyButton={({ productId }) => <p>{productId === null ? "cannot be bought" : productId}</p>}
      />,
      { wrapper: shopWrapper(client) },
    );
    expect(screen.getByText("cannot be bought")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("No longer available");
  });
});

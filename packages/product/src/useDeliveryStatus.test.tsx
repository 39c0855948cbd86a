import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeClient, shopWrapper } from "./product.test-utils";
import { useDeliveryStatus } from "./useDeliveryStatus";

const VARIANT = "c0000000000000000000000000000003";
const answer = (product: Record<string, unknown>, totalPrice = 19.99) => ({
  productId: VARIANT,
  product: { calculatedPrice: { totalPrice }, ...product },
  calculatedPrice: { unitPrice: totalPrice, totalPrice, quantity: 1 },
  deposit: { price: 0.25 },
  unitInfo: { unit: "l", purchaseUnit: 0.75 },
  referencePricing: { price: 26.65 },
});

function setup(respond: Parameters<typeof createFakeClient>[0], locale = "de-DE") {
  const { client, requests } = createFakeClient(respond);
  const hook = renderHook(
    () =>
      useDeliveryStatus({
        productId: VARIANT,
        initialProduct: { availableStock: 10, minPurchase: 1, deliveryTime: { name: "1-3 days" } },
      }),
    { wrapper: shopWrapper(client, locale) },
  );
  return { ...hook, requests };
}

describe("Delivery status for variants from the variant-options route", () => {
  it("the first status comes from the server-loaded product, without a request", () => {
    const { result, requests } = setup(() => ({ body: {} }));
    expect(result.current.status).toEqual({ kind: "available", deliveryTime: "1-3 days" });
    expect(result.current.variantId).toBe(VARIANT);
    expect(requests).toHaveLength(0);
  });

  it("posts productId, options and the locale in lowercase; price, deposit and unit info update with it", async () => {
    const { result, requests } = setup(() => ({
      body: answer(
        { availableStock: 0, minPurchase: 1, deliveryTime: { name: "2 days" }, restockTime: 5 },
        24.5,
      ),
    }));
    await act(() => result.current.update({ colour: "red" }));
    expect(requests).toEqual([
      {
        method: "POST",
        path: `/vitrine/product/${VARIANT}/variant-options`,
        body: { productId: VARIANT, options: { colour: "red" }, locale: "de-de" },
      },
    ]);
    expect(result.current.status).toEqual({ kind: "restock", days: 5, deliveryTime: "2 days" });
    expect(result.current.calculatedPrice?.totalPrice).toBe(24.5);
    expect(result.current.deposit).toBe(0.25);
    expect(result.current.unitInfo).toEqual({ unit: "l", purchaseUnit: 0.75 });
    expect(result.current.referencePricing).toEqual({ price: 26.65 });
  });

  it("Closeout with stock below minimum: shows the unavailable block and clears the generated variant id", async () => {
    const { result } = setup(() => ({
      body: answer({ availableStock: 1, minPurchase: 2, isCloseout: true }),
    }));
    await act(() => result.current.update({ colour: "blue" }));
    expect(result.current.status).toEqual({ kind: "unavailable" });
    expect(result.current.variantId).toBeNull();
  });

  it("a failed request keeps the last status and says so", async () => {
    const { result } = setup(() => ({ status: 503, body: { errors: [] } }));
    await act(() => result.current.update({ colour: "blue" }));
    expect(result.current.error).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(result.current.status).toEqual({ kind: "available", deliveryTime: "1-3 days" });
    expect(result.current.variantId).toBe(VARIANT);
  });
});

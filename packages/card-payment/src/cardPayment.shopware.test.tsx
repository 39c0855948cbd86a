// The card payment's method rules on payment methods recorded from a real Shopware (fixtures/shopware, see its README).
import { renderHook } from "@testing-library/react";
import { entityList, MethodSchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import paymentMethods from "../../../fixtures/shopware/payment-methods.json";
import { entitySearchResult } from "../../../fixtures/shopware/recorded";
import { isApplePayMethod, takesCardDetails, useApplePayGate } from "./applePay";

describe("the card payment on a real Shopware's answers", () => {
  it("payment methods recorded from a real Shopware (cash on delivery, invoice) take no card details and pass the Apple Pay gate", () => {
    const { elements } = v.parse(entityList(MethodSchema), entitySearchResult(paymentMethods));
    const methods = elements.map((method) => ({
      id: method.id,
      name: method.translated?.name,
      technicalName: typeof method.technicalName === "string" ? method.technicalName : null,
    }));
    expect(methods.map((method) => method.technicalName)).toEqual([
      "payment_cashpayment",
      "payment_invoicepayment",
    ]);
    expect(methods.map((method) => [takesCardDetails(method), isApplePayMethod(method)])).toEqual([
      [false, false],
      [false, false],
    ]);
    const [cash, invoice] = methods;
    const { result } = renderHook(() => useApplePayGate(methods, invoice?.id ?? ""));
    expect(result.current.methods.map((method) => method.name)).toEqual(["Cash on delivery", "Invoice"]);
    expect(result.current.selectedId).toBe(invoice?.id);
    expect(cash?.id).toBe("b7f6cd663b774e9485e33ed1a776c8d9");
  });
});

// The cart on answers recorded from a real Shopware (fixtures/shopware, see its README), not only on the demo backend.
import { render, screen, within } from "@testing-library/react";
import { createStoreApiClient } from "@vitrine/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import cart from "../../../fixtures/shopware/cart.json";
import {
  entitySearchResult,
  RECORDED_STORE_API,
  recordedShopware,
} from "../../../fixtures/shopware/recorded";
import shippingMethods from "../../../fixtures/shopware/shipping-methods.json";
import { CartSchema, ShippingMethodListSchema } from "./cart.schema";
import { offcanvasCartOpenAtom } from "./cart.state";
import { shopWrapper } from "./cart.test-utils";
import OffcanvasCartPanel from "./OffcanvasCartPanel";

/** A client of a shop that answers with the recorded cart, shipping methods and context. */
const recordedCart = () =>
  createStoreApiClient({
    ...RECORDED_STORE_API,
    fetch: recordedShopware({
      "GET /checkout/cart": cart,
      "GET /shipping-method": entitySearchResult(shippingMethods),
      "GET /context": { shippingMethod: shippingMethods[0], apiAlias: "sales_channel_context" },
    }).fetch,
  });

describe("the cart on a real Shopware's answers", () => {
  it("the cart schemas accept a cart and shipping methods recorded from a real Shopware", () => {
    const parsed = v.parse(CartSchema, cart);
    expect(parsed.lineItems.map((item) => [item.type, item.label, item.price?.totalPrice])).toEqual([
      ["product", "Smoking Board Cedar Wood ", 17.9],
      ["promotion", "Your lucky day!", -1.79],
    ]);
    expect(parsed.price.totalPrice).toBe(16.11);
    // Shopware sends the errors as an object keyed by error key; the schema hands the list on.
    expect((parsed.errors ?? []).map((error) => [error.messageKey, error.level])).toEqual([
      ["promotion-discount-added", 0],
    ]);
    const methods = v.parse(ShippingMethodListSchema, entitySearchResult(shippingMethods));
    expect(methods.elements.map((method) => method.translated?.name)).toEqual(["Standard", "Express"]);
  });

  it("the off-canvas cart shows a cart recorded from a real Shopware: lines, prices, promotion, total, shipping methods", async () => {
    const { wrapper, store } = shopWrapper(recordedCart());
    store.set(offcanvasCartOpenAtom, true);
    render(<OffcanvasCartPanel />, { wrapper });
    const lines = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(lines.map((line) => line.querySelector(".vitrine-cart-line__name")?.textContent?.trim())).toEqual([
      "Smoking Board Cedar Wood",
      "Your lucky day!",
    ]);
    expect(lines[0]?.textContent).toContain("€17.90");
    expect(lines[1]?.textContent).toContain("-€1.79");
    expect(screen.getByRole("spinbutton", { name: /Quantity of Smoking Board Cedar Wood/ })).toHaveProperty(
      "max",
      "5",
    );
    expect(
      within(screen.getByRole("combobox", { name: "Shipping method" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Standard", "Express"]);
    const total = screen.getByText("Total").parentElement;
    expect(total?.textContent).toBe("Total€16.11");
    expect(screen.getByText("incl. 7% VAT").parentElement?.textContent).toBe("incl. 7% VAT€1.05");
    // Shopware sends the promotion's name only inside its message: the notice shows that message.
    expect(screen.getByRole("status").textContent).toBe("Discount Your lucky day! has been added");
  });

  it("a product line of a cart recorded from a real Shopware links to its product (the technical route: a cart carries no SEO URL), under a language's base path; a promotion is no link", async () => {
    const { wrapper, store } = shopWrapper(recordedCart(), { basePath: "/de" });
    store.set(offcanvasCartOpenAtom, true);
    render(<OffcanvasCartPanel />, { wrapper });
    const lines = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(
      within(lines[0] as HTMLElement)
        .getByRole("link", { name: "Smoking Board Cedar Wood" })
        .getAttribute("href"),
    ).toBe("/de/detail/65666d2629744f65b981cc6263d3ef0a");
    expect(within(lines[1] as HTMLElement).queryByRole("link")).toBeNull();
  });
});

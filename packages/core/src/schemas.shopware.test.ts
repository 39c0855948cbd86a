// Core's entity schemas on answers recorded from a real Shopware (fixtures/shopware, see its README).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import cart from "../../../fixtures/shopware/cart.json";
import categoryPage from "../../../fixtures/shopware/category-page.json";
import countries from "../../../fixtures/shopware/countries.json";
import crossSelling from "../../../fixtures/shopware/cross-selling.json";
import navigation from "../../../fixtures/shopware/navigation.json";
import orders from "../../../fixtures/shopware/orders.json";
import paymentMethods from "../../../fixtures/shopware/payment-methods.json";
import product from "../../../fixtures/shopware/product.json";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import salutations from "../../../fixtures/shopware/salutations.json";
import search from "../../../fixtures/shopware/search.json";
import shippingMethods from "../../../fixtures/shopware/shipping-methods.json";
import { entityLink } from "./links";
import {
  CartSchema,
  CountrySchema,
  entityList,
  MethodSchema,
  NavigationCategorySchema,
  NavigationSchema,
  OrderSchema,
  ProductSchema,
  SalutationSchema,
} from "./schemas";

describe("core schemas on a real Shopware's answers", () => {
  it("read products recorded from a real Shopware: a product, a variant with tier prices, search hits, cross-sellings", () => {
    const read = (data: unknown) => {
      const parsed = v.parse(ProductSchema, data);
      return [parsed.translated.name, parsed.calculatedPrice?.unitPrice];
    };
    expect(read(product)).toEqual(["Cigar Special 40%", 14.45]);
    expect(read(productDetail.product)).toEqual(["LAVENDA Product Variants", 22.95]);
    expect(
      v.parse(ProductSchema, productDetail.product).calculatedPrices?.map((price) => price.unitPrice),
    ).toEqual([22.95, 21.95, 20.95]);
    expect(search.elements.map(read)).toEqual([["»Arctic Rose« IKARIMI® salmon filet", 39.9]]);
    expect(crossSelling[0]?.products.map(read).length).toBeGreaterThan(0);
  });

  it("reads a cart recorded from a real Shopware", () => {
    const parsed = v.parse(CartSchema, cart);
    expect(parsed.lineItems.map((item) => item.label)).toEqual([
      "Smoking Board Cedar Wood ",
      "Your lucky day!",
    ]);
    expect(parsed.price.calculatedTaxes?.map((tax) => [tax.taxRate, tax.tax])).toEqual([[7, 1.05]]);
  });

  it("reads a navigation tree and a category recorded from a real Shopware", () => {
    const tree = v.parse(NavigationSchema, navigation);
    expect(tree.map((category) => [category.translated?.name, category.children?.length])).toEqual([
      ["Shop service ", 2],
      ["Information", 3],
    ]);
    expect(v.parse(NavigationCategorySchema, categoryPage).translated?.name).toBe(
      "Welcome to Shopware Frontends!",
    );
  });

  it("keep the SEO URLs of products and categories recorded from a real Shopware, so links lead to them", () => {
    expect(entityLink("product", v.parse(ProductSchema, product))).toBe("/Cigar-Special-40/SW10044");
    expect(entityLink("product", v.parse(ProductSchema, productDetail.product), { basePath: "/de" })).toBe(
      "/de/LAVENDA-Product-Variants/SW20004.6",
    );
    const [service] = v.parse(NavigationSchema, navigation);
    expect(service?.seoUrls?.[0]).toMatchObject({
      seoPathInfo: "Shop-service/",
      isCanonical: true,
      isDeleted: false,
      routeName: "frontend.navigation.page",
    });
    expect(service?.children?.map((category) => entityLink("category", category))).toEqual([
      "/Shop-service/Defective-Product/",
      "/Shop-service/Payment-Dispatch/",
    ]);
    // A search hit recorded without SEO URLs (`seoUrls: null`) keeps its technical route.
    expect(entityLink("product", v.parse(ProductSchema, search.elements[0]))).toMatch(
      /^\/detail\/[0-9a-f]{32}$/,
    );
  });

  it("reads countries, salutations, payment and shipping methods recorded from a real Shopware", () => {
    expect(v.parse(entityList(CountrySchema), countries).elements.map((country) => country.iso)).toEqual([
      "SE",
      "IE",
      "AU",
    ]);
    expect(v.parse(v.array(SalutationSchema), salutations).map((s) => s.salutationKey)).toEqual([
      "mr",
      "mrs",
      "not_specified",
    ]);
    expect(v.parse(v.array(MethodSchema), paymentMethods).map((m) => m.translated?.name)).toEqual([
      "Cash on delivery",
      "Invoice",
    ]);
    expect(v.parse(v.array(MethodSchema), shippingMethods).map((m) => m.translated?.name)).toEqual([
      "Standard",
      "Express",
    ]);
  });

  it("reads an order list recorded from a real Shopware", () => {
    const [order] = v.parse(entityList(OrderSchema), orders.orders).elements;
    expect([order?.orderNumber, order?.amountTotal, order?.stateMachineState?.technicalName]).toEqual([
      "28118",
      100,
      "open",
    ]);
    expect(order?.transactions?.length).toBe(11);
    // A product line names its product: its link (the technical route; an order carries no SEO URLs).
    const [line] = order?.lineItems ?? [];
    expect([line?.type, line?.label]).toEqual(["product", "Frontends Ticket"]);
    expect(entityLink("product", { id: line?.productId ?? "" }, { basePath: "/de" })).toBe(
      "/de/detail/3c40bbdab5a94212b7834f879ab34539",
    );
  });
});

// GA4 e-commerce events from answers recorded from a real Shopware (fixtures/shopware, see its README).
import { CartSchema, entityList, OrderSchema, ProductSchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import cart from "../../../fixtures/shopware/cart.json";
import orders from "../../../fixtures/shopware/orders.json";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import search from "../../../fixtures/shopware/search.json";
import { cartEvent, purchase, viewItem, viewItemList } from "./ga4";

describe("GA4 events on a real Shopware's answers", () => {
  it("view_item and view_item_list of products recorded from a real Shopware: product number, name, price, brand", () => {
    expect(viewItem(v.parse(ProductSchema, productDetail.product), "EUR")?.ecommerce).toEqual({
      currency: "EUR",
      value: 22.95,
      items: [{ item_id: "SW20004.6", item_name: "LAVENDA Product Variants", price: 22.95, quantity: 1 }],
    });
    const products = search.elements.map((product) => v.parse(ProductSchema, product));
    expect(viewItemList(products, { id: "search", name: "Search" }, "EUR")?.ecommerce?.items).toEqual([
      {
        item_id: "SW10069",
        item_name: "»Arctic Rose« IKARIMI® salmon filet",
        price: 39.9,
        quantity: 1,
        item_brand: "Deutsche See",
        item_list_id: "search",
        item_list_name: "Search",
        index: 0,
      },
    ]);
  });

  it("view_cart of a cart recorded from a real Shopware counts its product line, not the promotion", () => {
    const event = cartEvent("view_cart", v.parse(CartSchema, cart), "EUR");
    expect(event?.ecommerce?.items?.map((item) => [item.item_id, item.price, item.quantity])).toEqual([
      ["943280", 17.9, 1],
    ]);
    expect(event?.ecommerce?.value).toBe(17.9);
  });

  it("purchase of an order recorded from a real Shopware: its number, tax, shipping and line", () => {
    const [order] = v.parse(entityList(OrderSchema), orders.orders).elements;
    if (!order) throw new Error("no recorded order");
    expect(purchase(order, "EUR")?.ecommerce).toEqual({
      currency: "EUR",
      value: 100,
      transaction_id: "28118",
      shipping: 0,
      tax: 18.7,
      items: [{ item_id: "SW20009", item_name: "Frontends Ticket", price: 100, quantity: 1, index: 0 }],
    });
  });
});

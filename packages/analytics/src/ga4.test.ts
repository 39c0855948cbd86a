import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_WARNING_ORDER, ANALYTICS_WARNING_PRODUCT } from "./constants";
import {
  account,
  addToWishlist,
  cartChange,
  cartEvent,
  itemsValue,
  productItem,
  purchase,
  search,
  selectItem,
  viewItem,
  viewItemList,
  viewSearchResults,
} from "./ga4";
import {
  fixtureCap,
  fixtureCapLine,
  fixtureCart,
  fixtureListing,
  fixtureOrder,
  fixtureProduct,
  fixtureShirtLine,
} from "./ga4.fixtures";

const list = { id: "category-shirts", name: "Shirts" };
afterEach(() => vi.restoreAllMocks());

describe("GA4 e-commerce payloads", () => {
  it("view_item: item_id is the product number, with name, brand, variant, categories, price and quantity", () => {
    expect(viewItem(fixtureProduct, "EUR", { categories: ["Clothing", "Shirts"], list })).toEqual({
      name: "view_item",
      ecommerce: {
        currency: "EUR",
        value: 19.99,
        items: [
          {
            item_id: "SW10001.2",
            item_name: "Linen shirt",
            item_brand: "Nordic Threads",
            item_variant: "Red / M",
            item_category: "Clothing",
            item_category2: "Shirts",
            item_list_id: "category-shirts",
            item_list_name: "Shirts",
            price: 19.99,
            quantity: 1,
          },
        ],
      },
    });
  });

  it("items carry item_category … item_category5 and no more", () => {
    const item = productItem(fixtureProduct, { categories: ["a", "b", "c", "d", "e", "f"] });
    expect(item).toMatchObject({ item_category: "a", item_category5: "e" });
    expect(Object.keys(item ?? {}).filter((key) => key.startsWith("item_category"))).toHaveLength(5);
  });

  it("view_item_list: each item has its list and index; a product without product id warns and is skipped", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const event = viewItemList(fixtureListing, list, "EUR", 24);
    expect(event?.ecommerce).toMatchObject({ item_list_id: "category-shirts", item_list_name: "Shirts" });
    expect(event?.ecommerce?.items?.map((item) => [item.item_id, item.index])).toEqual([
      ["SW10001.2", 24],
      ["SW10002", 25],
    ]);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_WARNING_PRODUCT);
  });

  it("select_item carries the list id, name and index", () => {
    expect(selectItem(fixtureCap, list, 1, "EUR")?.ecommerce).toEqual({
      currency: "EUR",
      item_list_id: "category-shirts",
      item_list_name: "Shirts",
      items: [
        {
          item_id: "SW10002",
          item_name: "Cap",
          item_list_id: "category-shirts",
          item_list_name: "Shirts",
          index: 1,
          price: 9.5,
          quantity: 1,
        },
      ],
    });
  });

  it("add_to_cart carries the line's price and the quantity added; value = price × quantity, rounded", () => {
    const event = cartChange("add_to_cart", [fixtureShirtLine], "EUR", 2);
    expect(event?.ecommerce).toEqual({
      currency: "EUR",
      value: 39.98,
      items: [
        {
          item_id: "SW10001.2",
          item_name: "Linen shirt",
          item_variant: "Red / M",
          price: 19.99,
          quantity: 2,
        },
      ],
    });
    expect(cartChange("remove_from_cart", [fixtureCapLine], "EUR")?.ecommerce?.value).toBe(9.5);
  });

  it("value is the sum of price × quantity without shipping and tax, rounded to cents", () => {
    expect(
      itemsValue([
        { item_id: "a", item_name: "a", price: 0.1, quantity: 3 },
        { item_id: "b", item_name: "b", price: 19.99, quantity: 3 },
      ]),
    ).toBe(60.27);
  });

  it("view_cart leaves promotion lines out of items and value", () => {
    const event = cartEvent("view_cart", fixtureCart, "EUR");
    expect(event?.ecommerce?.value).toBe(69.47);
    expect(event?.ecommerce?.items?.map((item) => [item.item_id, item.index])).toEqual([
      ["SW10001.2", 0],
      ["SW10002", 1],
    ]);
    expect(
      cartEvent("add_shipping_info", fixtureCart, "EUR", { shipping_tier: "Standard" })?.ecommerce,
    ).toMatchObject({ shipping_tier: "Standard", value: 69.47 });
  });

  it("purchase carries transaction_id (order number), shipping and tax; value excludes both", () => {
    expect(purchase(fixtureOrder, "EUR")?.ecommerce).toMatchObject({
      currency: "EUR",
      transaction_id: "10042",
      value: 69.47,
      shipping: 4.95,
      tax: 13.47,
      items: [
        { item_id: "SW10001.2", price: 19.99, quantity: 3, index: 0 },
        { item_id: "SW10002", price: 9.5, quantity: 1, index: 1 },
      ],
    });
  });

  it("events carry the currency of the context (CHF); a purchase the currency its order was placed in", () => {
    expect(viewItem(fixtureProduct, "CHF")?.ecommerce?.currency).toBe("CHF");
    expect(cartEvent("view_cart", fixtureCart, "CHF")?.ecommerce?.currency).toBe("CHF");
    expect(purchase(fixtureOrder, "CHF")?.ecommerce?.currency).toBe("CHF");
    // An order placed in euro stays a euro purchase after the shopper switched to CHF.
    expect(purchase({ ...fixtureOrder, currency: { isoCode: "EUR" } }, "CHF")?.ecommerce?.currency).toBe(
      "EUR",
    );
  });

  it("purchase without an order number warns and is not sent", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(purchase({ ...fixtureOrder, orderNumber: null }, "EUR")).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(ANALYTICS_WARNING_ORDER);
  });

  it("add_to_wishlist, search, view_search_results, login and sign_up", () => {
    expect(addToWishlist(fixtureCap, "EUR")?.ecommerce?.value).toBe(9.5);
    expect(search("shirt")).toEqual({ name: "search", params: { search_term: "shirt" } });
    expect(viewSearchResults("shirt", fixtureListing.slice(0, 2), "EUR")).toMatchObject({
      name: "view_search_results",
      params: { search_term: "shirt" },
      ecommerce: { item_list_id: "search_results" },
    });
    expect(account("sign_up")).toEqual({ name: "sign_up", params: { method: "shop" } });
  });
});

import type { EventBus } from "@vitrine/core";
import { createEventBus } from "@vitrine/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Ga4Event } from "./ga4";
import {
  fixtureCap,
  fixtureCapLine,
  fixtureCart,
  fixtureListing,
  fixtureOrder,
  fixtureProduct,
  fixtureShirtLine,
} from "./ga4.fixtures";
import { type AnalyticsSourceEvents, connectAnalytics } from "./sources";

const list = { id: "category-shirts", name: "Shirts" };

function connect() {
  const bus = createEventBus();
  const sent: Ga4Event[] = [];
  connectAnalytics(bus, { track: (event) => event && sent.push(event) }, { currency: "EUR" });
  const events = bus as unknown as EventBus<AnalyticsSourceEvents>;
  return { events, sent, names: () => sent.map((event) => event.name) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("events from the packages' events on core's bus", () => {
  it("view_item_list again after every filter, sort or page change; search results as view_search_results", () => {
    const { events, sent, names } = connect();
    events.emit("listing:result", { products: fixtureListing.slice(0, 2), list, offset: 0 });
    events.emit("listing:result", { products: [fixtureCap], list, offset: 24 });
    events.emit("listing:result", {
      products: [fixtureCap],
      list: { id: "search_results", name: "Search results" },
      offset: 0,
      search: "cap",
    });
    expect(names()).toEqual(["view_item_list", "view_item_list", "view_search_results"]);
    expect(sent[1]?.ecommerce?.items?.[0]?.index).toBe(24);
    expect(sent[2]?.params).toEqual({ search_term: "cap" });
  });

  it("select_item is remembered for the next view_item of that product", () => {
    const { events, sent } = connect();
    events.emit("listing:product-selected", { product: fixtureProduct, list, index: 3 });
    events.emit("product:viewed", { product: fixtureProduct, categories: ["Clothing"] });
    events.emit("product:viewed", { product: fixtureProduct });
    expect(
      sent.map((event) => [
        event.name,
        event.ecommerce?.items?.[0]?.item_list_id,
        event.ecommerce?.items?.[0]?.index,
      ]),
    ).toEqual([
      ["select_item", "category-shirts", 3],
      ["view_item", "category-shirts", 3],
      ["view_item", undefined, undefined],
    ]);
  });

  it("add_to_cart and remove_from_cart after the shop answered, with the line's price and quantity", () => {
    const { events, sent } = connect();
    events.emit("cart:line-item-added", {
      productId: "p-shirt-red-m",
      quantity: 2,
      lineItems: [fixtureShirtLine],
    });
    events.emit("cart:line-item-added", { productId: "p-cap", quantity: 1 });
    events.emit("cart:line-item-removed", { lineItemId: "l2", lineItem: fixtureCapLine });
    expect(
      sent.map((event) => [event.name, event.ecommerce?.value, event.ecommerce?.items?.[0]?.quantity]),
    ).toEqual([
      ["add_to_cart", 39.98, 2],
      ["remove_from_cart", 9.5, 1],
    ]);
  });

  it("add_to_wishlist for a product the shop showed; a product id not found warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { events, names } = connect();
    events.emit("listing:result", { products: [fixtureCap], list, offset: 0 });
    events.emit("wishlist:changed", { productId: "p-cap", added: true });
    events.emit("wishlist:changed", { productId: "p-cap", added: false });
    events.emit("wishlist:changed", { productId: "unknown", added: true });
    expect(names()).toEqual(["view_item_list", "add_to_wishlist"]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("search on a submitted search, login and sign_up after the server accepted them, each with its method", () => {
    const { events, sent } = connect();
    events.emit("search", { term: "cap" });
    events.emit("account:registered", {});
    events.emit("login", {});
    expect(sent).toEqual([
      { name: "search", params: { search_term: "cap" } },
      { name: "sign_up", params: { method: "shop" } },
      { name: "login", params: { method: "shop" } },
    ]);
  });

  it("item_variant on the product page's item: the variant's option names (as the product page tells them)", () => {
    const { events, sent } = connect();
    const options = [
      { id: "forest", name: "Forest", group: { id: "colour", name: "Colour" } },
      { id: "l", name: "L", group: { id: "size", name: "Size" } },
    ];
    events.emit("product:viewed", {
      product: { ...fixtureProduct, options } as unknown as typeof fixtureProduct,
    });
    expect(sent[0]?.ecommerce?.items?.[0]).toMatchObject({
      item_id: "SW10001.2",
      item_variant: "Forest / L",
    });
  });

  it("view_cart, begin_checkout, add_shipping_info and add_payment_info once per checkout, purchase once per order number even if the finish page reloads", () => {
    const { events, sent, names } = connect();
    events.emit("checkout:viewed", { step: "cart", cart: fixtureCart });
    events.emit("checkout:viewed", { step: "confirm", cart: fixtureCart });
    events.emit("checkout:methods-confirmed", {
      cart: fixtureCart,
      shippingMethod: "Standard",
      paymentMethod: "Invoice",
    });
    events.emit("checkout:methods-confirmed", {
      cart: fixtureCart,
      shippingMethod: "Express",
      paymentMethod: "Invoice",
    });
    events.emit("checkout:finished", { order: fixtureOrder });
    // The finish page reloaded: a new page, a new connection, the same order.
    const reloaded = connect();
    reloaded.events.emit("checkout:finished", { order: fixtureOrder });
    expect(names()).toEqual([
      "view_cart",
      "begin_checkout",
      "add_shipping_info",
      "add_payment_info",
      "purchase",
    ]);
    expect(sent[2]?.ecommerce?.shipping_tier).toBe("Standard");
    expect(sent[3]?.ecommerce?.payment_type).toBe("Invoice");
    expect(sent[4]?.ecommerce?.transaction_id).toBe("10042");
    expect(reloaded.sent).toEqual([]);
  });
});

describe("begin_checkout once per checkout", () => {
  it("begin_checkout is not repeated when the confirm page is shown again (a reload, a failed submit); the next checkout after a purchase begins again", () => {
    const first = connect();
    first.events.emit("checkout:viewed", { step: "confirm", cart: fixtureCart });
    // The confirm page again: re-rendered after a failed submit, then reloaded (a new connection).
    first.events.emit("checkout:viewed", { step: "confirm", cart: fixtureCart });
    const reloaded = connect();
    reloaded.events.emit("checkout:viewed", { step: "confirm", cart: fixtureCart });
    expect([...first.names(), ...reloaded.names()]).toEqual(["begin_checkout"]);
    reloaded.events.emit("checkout:finished", { order: fixtureOrder });
    reloaded.events.emit("checkout:viewed", { step: "confirm", cart: fixtureCart });
    expect(reloaded.names()).toEqual(["purchase", "begin_checkout"]);
  });
});

describe("analytics loaded after the first paint", () => {
  it("handles the events recorded before it loaded first, in order, then the bus's", async () => {
    const { recordEvents } = await import("./recorder");
    const bus = createEventBus();
    const recorder = recordEvents(bus);
    const events = bus as unknown as EventBus<AnalyticsSourceEvents>;
    events.emit("listing:result", { products: [fixtureCap], list, offset: 0 });
    events.emit("search", { term: "cap" });
    const sent: Ga4Event[] = [];
    connectAnalytics(
      bus,
      { track: (event) => event && sent.push(event) },
      { currency: "EUR", recorded: recorder },
    );
    events.emit("login", {});
    expect(sent.map((event) => event.name)).toEqual(["view_item_list", "search", "login"]);
    // Handed over: the recorder no longer holds them.
    expect(recorder.events).toHaveLength(0);
  });

  it("a sign_up emitted while the analytics code loads is sent once, also when analytics connects again", async () => {
    const { recordEvents } = await import("./recorder");
    const bus = createEventBus();
    const recorder = recordEvents(bus);
    bus.emit("account:registered", {});
    const sent: Ga4Event[] = [];
    const analytics = { track: (event: Ga4Event | undefined) => event && sent.push(event) };
    const stop = connectAnalytics(bus, analytics, { currency: "EUR", recorded: recorder });
    // Analytics started again (e.g. its options changed): the recorded events are not sent a second time.
    stop();
    connectAnalytics(bus, analytics, { currency: "EUR", recorded: recorder });
    expect(sent.map((event) => event.name)).toEqual(["sign_up"]);
  });
});

import { CartSchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./account.server";
import { cartMessages } from "./cart";
import { categoryCrumbs } from "./category";
import { mediaSize, srcSet } from "./format";

describe("safeRedirect", () => {
  const shop = "http://shop.test";

  it("keeps same-origin paths and refuses other origins", () => {
    expect(safeRedirect("/account/order", shop)).toBe("/account/order");
    expect(safeRedirect("/detail/abc?x=1#reviews", shop)).toBe("/detail/abc?x=1#reviews");
    expect(safeRedirect("http://shop.test/checkout/cart", shop)).toBe("/checkout/cart");
    expect(safeRedirect("//evil.example/", shop)).toBe("/account");
    expect(safeRedirect("https://evil.example/", shop)).toBe("/account");
    expect(safeRedirect("https://shop.test/account", shop)).toBe("/account");
    expect(safeRedirect("/\\evil.example", shop)).toBe("/account");
    expect(safeRedirect("\\\\evil.example", shop)).toBe("/account");
    expect(safeRedirect("javascript:alert(1)", shop)).toBe("/account");
    expect(safeRedirect(null, shop, "/")).toBe("/");
  });

  it("never leaves the shop for targets with tabs or line breaks that browsers drop (/%09/evil.example)", () => {
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "\t//evil.example"])
      expect(safeRedirect(target, shop)).toBe("/account");
  });

  it("rejects control characters (a line break would break the Location header: %2F%0A%2Fx)", () => {
    for (const target of ["/\n/x", "/account\u0000", "/a\u007fb", "/a\u0085b"])
      expect(safeRedirect(target, shop)).toBe("/account");
  });
});

describe("cartMessages", () => {
  it("flattens cart errors given as a map or a list (parsed once, with core's cart schema)", () => {
    const cart = (errors: unknown) =>
      v.parse(CartSchema, {
        price: { totalPrice: 0, netPrice: 0, positionPrice: 0 },
        lineItems: [],
        errors,
      });
    expect(cartMessages(cart({ x: { key: "x", level: 10, message: "Only 3 left" } }))).toEqual([
      { key: "x", level: 10, message: "Only 3 left" },
    ]);
    expect(cartMessages(cart([]))).toEqual([]);
  });
});

describe("categoryCrumbs", () => {
  it("pairs the breadcrumb names with the ids of the path and leaves out the root", () => {
    const crumbs = categoryCrumbs({
      id: "c3",
      path: "|c1|c2|",
      breadcrumb: ["Catalogue", "Living", "Lamps"],
    });
    expect(crumbs).toEqual([
      { label: "Living", href: "/navigation/c2" },
      { label: "Lamps", href: "/navigation/c3" },
    ]);
  });
});

describe("images", () => {
  const media = {
    id: "media-1",
    url: "https://shop.example/original.svg",
    metaData: { width: 2000, height: 2000 },
    thumbnails: [
      { url: "https://shop.example/800.svg", width: 800, height: 800 },
      { url: "https://shop.example/280.svg", width: 280, height: 280 },
    ],
  };

  it("builds a srcset from the thumbnails and the original, smallest first", () => {
    expect(srcSet(media)).toBe(
      "https://shop.example/280.svg 280w, https://shop.example/800.svg 800w, https://shop.example/original.svg 2000w",
    );
  });

  it("takes the intrinsic size from the metadata, else the largest thumbnail", () => {
    expect(mediaSize(media)).toEqual({ width: 2000, height: 2000 });
    expect(mediaSize({ ...media, metaData: null })).toEqual({ width: 800, height: 800 });
  });
});

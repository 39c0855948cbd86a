import { entityLink } from "@vitrine/core";
import type { LineItem } from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import { bundleChildren, configurationEditHref, lineItemHref } from "./bundle";

const line = (fields: Partial<LineItem>) =>
  ({ id: "x", quantity: 1, type: "product", ...fields }) as LineItem;

describe("bundleChildren", () => {
  it("the cart line of a customized product shows its chosen options, not its product child", () => {
    const item = line({
      id: "c1",
      type: "customized-products",
      children: [
        line({ id: "p", type: "product", label: "Canvas" }),
        line({ id: "o1", type: "customized-products-option", label: "Canvas size: 70 × 100 cm" }),
        line({ id: "o2", type: "customized-products-option", label: "Gift wrapping" }),
      ],
    } as Partial<LineItem>);
    expect(bundleChildren(item).map((child) => child.label)).toEqual([
      "Canvas size: 70 × 100 cm",
      "Gift wrapping",
    ]);
  });
  it("bundle items are the children that name the line as their bundle parent", () => {
    const item = line({
      id: "cam",
      children: [
        line({ id: "b", type: "vitrine-bundle-item", payload: { bundleParentId: "cam" } }),
        line({ id: "o", type: "product" }),
      ],
    } as Partial<LineItem>);
    expect(bundleChildren(item).map((child) => child.id)).toEqual(["b"]);
  });
  it("a customized product's line links to its product page to change its configuration; other lines do not", () => {
    const href = (productId: string) => `/detail/${productId}`;
    const customized = line({
      id: "hash",
      type: "customized-products",
      payload: { productId: "canvas" },
      extensions: { customizedProductConfiguration: { id: "conf 1", hash: "hash" } },
    } as Partial<LineItem>);
    expect(configurationEditHref(customized, href)).toBe(
      "/detail/canvas?swagCustomizedProductsConfigurationEdit=conf%201",
    );
    // A shop that sends no stored configuration gets no link (nothing to restore from).
    expect(configurationEditHref({ ...customized, extensions: {} } as LineItem, href)).toBeNull();
    expect(configurationEditHref(line({ payload: { productId: "canvas" } }), href)).toBeNull();
  });
});

describe("lineItemHref", () => {
  const link = (id: string) => entityLink("product", { id }, { basePath: "/de" });

  it("a product line and a customized product's line lead to their product; a promotion to nothing", () => {
    expect(lineItemHref(line({ referencedId: "p1" }), link)).toBe("/de/detail/p1");
    const customized = line({
      type: "customized-products",
      referencedId: "config-hash",
      payload: { productId: "canvas" },
    } as Partial<LineItem>);
    expect(lineItemHref(customized, link)).toBe("/de/detail/canvas");
    expect(lineItemHref(line({ type: "promotion", referencedId: "CODE" }), link)).toBeNull();
    expect(lineItemHref(line({ referencedId: null }), link)).toBeNull();
  });
});

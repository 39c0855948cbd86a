// @vitest-environment node
// The built header entry (dist/, from `pnpm run build`): what a shop's shell loads on every page for the cart.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticCode as staticCodeOf } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** The code an entry loads before anything else: the entry and every file it statically imports. */
const staticCode = (entry: string) => staticCodeOf(path.join(dist, entry));

describe("@vitrine/cart/widget: the header's cart loads the count and the button, nothing of the buy form or the cart's writes", () => {
  it("carries the widget, its name's texts and the cart read, and loads the off-canvas panel lazily", () => {
    const code = staticCode("widget.js");
    expect(code).toContain("vitrine-cart-widget");
    expect(code).toContain("Shopping cart, {count} items, {total}");
    expect(code).toContain("/checkout/cart");
    expect(code).toMatch(/import\(["']\.\/OffcanvasCartPanel-[\w-]+\.js["']\)/);
  });

  it("carries no buy form, no line-item events of a write and no cart messages (the main entry has them)", () => {
    const header = staticCode("widget.js");
    const main = staticCode("index.js");
    // The writes' calls too: the header reads the cart, the buy form and the off-canvas cart change it.
    for (const marker of [
      "productDetailPageBuyProductForm",
      "cart:line-item-added",
      "cart.failure.add",
      "/checkout/cart/line-item",
      "/shipping-method",
    ]) {
      expect(main).toContain(marker);
      expect(header).not.toContain(marker);
    }
  });
});

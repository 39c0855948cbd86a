// @vitest-environment node
// The built header entry (dist/, from `pnpm run build`): what a shop's shell loads on every page for the wishlist.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticCode as staticCodeOf } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** The code an entry loads before anything else: the entry and every file it statically imports. */
const staticCode = (entry: string) => staticCodeOf(path.join(dist, entry));

describe("@vitrine/wishlist/widget: every page's provider, link and hearts; the merge on login loads when needed", () => {
  it("carries the provider, the header link and the heart button", () => {
    const code = staticCode("widget.js");
    for (const marker of ["vitrine-wishlist-widget", "vitrine-wishlist-button", "aria-pressed"])
      expect(code).toContain(marker);
  });

  it("follows a guest's storage and other tabs itself; loads the merge on login and the customer's list read lazily", () => {
    const code = staticCode("widget.js");
    expect(code).toMatch(/import\(["']\.\/wishlist\.sync-[\w-]+\.js["']\)/);
    for (const marker of ["onStorageChange", "createCrossTabChannel"]) expect(code).toContain(marker);
    // What that chunk does: merge on login, read the customer's list.
    const lazyMarkers = ["mergeGuestWishlist", "api.list("];
    for (const marker of lazyMarkers) expect(code).not.toContain(marker);
    // The chunk it loads lazily has them, so the check above would see them.
    const lazy = [...code.matchAll(/import\(["']\.\/([\w.-]+\.js)["']\)/g)]
      .map(([, file]) => staticCode(file ?? ""))
      .join("\n");
    for (const marker of lazyMarkers) expect(lazy).toContain(marker);
  });

  it("loads a change (storage write, consent, the Store API's add and remove) with the first click, not with the page", () => {
    const code = staticCode("widget.js");
    expect(code).toMatch(/import\(["']\.\/wishlist\.sync-[\w-]+\.js["']\)/);
    // What a change does: the consent check of a guest's list, a customer's add and remove calls.
    const changeMarkers = ["hasConsent", "/customer/wishlist/add/", "/customer/wishlist/delete/"];
    for (const marker of changeMarkers) expect(code).not.toContain(marker);
    const lazy = [...code.matchAll(/import\(["']\.\/([\w.-]+\.js)["']\)/g)]
      .map(([, file]) => staticCode(file ?? ""))
      .join("\n");
    for (const marker of changeMarkers) expect(lazy).toContain(marker);
  });
});

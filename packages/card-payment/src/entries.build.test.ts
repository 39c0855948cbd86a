// @vitest-environment node
// The built island entry (dist/, from `pnpm run build`): what a confirm page loads of the package before interaction.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticCode as staticCodeOf } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** The code an entry loads before anything else: the entry and every file it statically imports. */
const staticCode = (entry: string) => staticCodeOf(path.join(dist, entry));

describe("@vitrine/card-payment/island: the Apple Pay gate and the card form's island; the form loads when needed", () => {
  it("carries the gate, the island and its submit hold, not the card form, its hook or its guard", () => {
    const code = staticCode("island.js");
    for (const marker of ["ApplePaySession", "data-card-payment-island", "stopImmediatePropagation"])
      expect(code).toContain(marker);
    const lazyMarkers = ["vitrine-card-payment__container", "guardSubmit", "loadCardPaymentData"];
    for (const marker of lazyMarkers) expect(code).not.toContain(marker);
    // The chunk it loads when needed has them, so the check above would see them.
    const lazy = [...code.matchAll(/import\(["']\.\/([\w.-]+\.js)["']\)/g)]
      .map(([, file]) => staticCode(file ?? ""))
      .join("\n");
    for (const marker of lazyMarkers) expect(lazy).toContain(marker);
  });
});

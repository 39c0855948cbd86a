import { expect, it } from "vitest";
import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { type CartSnippetKey, cartSnippetsDe } from "./de";
import { cartSnippetsEn } from "./en";

describeSnippetSets("@vitrine/cart", cartSnippetsEn, { de: cartSnippetsDe });

it("a German set that misses a key does not compile (the package's typecheck checks this file)", () => {
  // @ts-expect-error "cart.add.submit" and the other keys are missing
  const incomplete: Record<CartSnippetKey, string> = { "cart.widget.loading": "Warenkorb" };
  expect(Object.keys(incomplete)).not.toContain("cart.add.submit");
});

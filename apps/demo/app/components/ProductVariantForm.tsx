import { technicalPath } from "@vitrine/core";
import type { ReactNode } from "react";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The variant configurator's path without JavaScript (product track): the option groups are one GET form to the
 * shown variant's URL, whose loader finds the chosen variant and redirects to it; the submit button exists only
 * without JavaScript (`<noscript>`). With JavaScript a choice switches at once and replaces the history entry.
 */
export function ProductVariantForm({ productId, children }: { productId: string; children: ReactNode }) {
  const t = useDemoSnippet();
  return (
    <form
      method="get"
      action={technicalPath("product", productId)}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <noscript>
        <button type="submit" className="button button-secondary variant-submit">
          {t("demo.product.showVariant")}
        </button>
      </noscript>
    </form>
  );
}

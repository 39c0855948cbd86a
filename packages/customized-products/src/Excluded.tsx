import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { customizedProductsSnippets } from "./customizedProducts.snippets";

/** Says why a choice is disabled (the exclusion rule's name). */
export function Excluded({ reason }: { reason: string }): ReactNode {
  const t = useSnippet(customizedProductsSnippets);
  return <span className="vitrine-cp-excluded">{t("customizedProducts.excluded", { reason })}</span>;
}

import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { VisibleIsland } from "@vitrine/core/visible-island";
import { useMemo } from "react";
import type { SiteFooterProps } from "./SiteFooter";

// The footer is an island whose code loads at the shopper's first interaction anywhere in the page, or Back
// (@vitrine/core/interaction-island): no page's first paint needs it. Until then its server HTML is the footer: links
// that work as they are, columns that are native disclosures on a phone, and a "Cookie settings" button whose click
// is kept and clicked again once the footer works (SiteFooter.tsx, `LazyPart`).
const footer = lazyOnInteraction<SiteFooterProps>("site-footer", () =>
  import("./SiteFooter").then((module) => module.LazySiteFooterPart),
);

/** The page footer ({@link SiteFooterProps}), its code loaded at the shopper's first interaction. */
export function SiteFooterIsland({ columns, service, wishlistEnabled }: SiteFooterProps) {
  // The same element while the footer's data stays the same: a navigation re-renders the frame without reaching
  // the island with new props.
  return useMemo(
    () => <VisibleIsland island={footer} props={{ columns, service, wishlistEnabled }} />,
    [columns, service, wishlistEnabled],
  );
}

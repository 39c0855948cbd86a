import { useMoney, useSnippet } from "@vitrine/core";
import { cx, isPlainClick } from "@vitrine/core/utils";
import type { MouseEvent, ReactNode } from "react";
import { filterSnippets } from "./filter.snippets";
import type { ActiveFilter, ListingControls } from "./useListing";

// A chunk of its own: `<ActiveFilters>` (FilterPanel.tsx) shows the server's chips until the shopper's first
// interaction loads this code. It imports none of the listing's modules (the listing and the rating scale come as
// props), so that the page's bundler keeps those in the panel's chunk.

/**
 * Whether a click on a chip link is for this page (a plain click: the hook applies it; without JavaScript, or with
 * a modifier key, the browser follows the link to the URL without the filter).
 */
function here(event: MouseEvent): boolean {
  if (!isPlainClick(event)) return false;
  event.preventDefault();
  return true;
}

/** The active filters as removable chips (links to the listing without that filter), plus "Reset all". */
export function ActiveFilterChips({
  listing,
  ratingMax,
  className,
}: {
  listing: ListingControls;
  ratingMax: number;
  className?: string | undefined;
}): ReactNode {
  const t = useSnippet(filterSnippets);
  const money = useMoney();
  const { query } = listing;
  if (!listing.activeFilters.length) return null;
  const labelOf = (filter: ActiveFilter) =>
    filter.kind === "price"
      ? query.minPrice !== undefined && query.maxPrice !== undefined
        ? `${money(query.minPrice)} – ${money(query.maxPrice)}`
        : query.minPrice !== undefined
          ? t("listing.priceFrom", { min: money(query.minPrice) })
          : t("listing.priceTo", { max: money(query.maxPrice ?? 0) })
      : filter.kind === "rating"
        ? t("listing.ratingOption", { rating: query.rating ?? 1, max: ratingMax })
        : filter.kind === "shippingFree"
          ? t("listing.shippingFree")
          : (filter.label ?? filter.id ?? "");
  return (
    <section aria-label={t("listing.activeFilters")} className={cx("vitrine-active-filters", className)}>
      <ul>
        {listing.activeFilters.map((filter) => {
          const label = labelOf(filter);
          return (
            <li key={`${filter.kind}-${filter.id ?? ""}`}>
              <a
                href={listing.filterHref(filter)}
                className="vitrine-chip"
                aria-label={t("listing.removeFilter", { label })}
                onClick={(event) => here(event) && listing.removeFilter(filter)}
              >
                {label} <span aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
        <li>
          <a
            href={listing.filterHref()}
            className="vitrine-chip vitrine-chip--reset"
            onClick={(event) => here(event) && listing.resetFilters()}
          >
            {t("listing.resetAll")}
          </a>
        </li>
      </ul>
    </section>
  );
}

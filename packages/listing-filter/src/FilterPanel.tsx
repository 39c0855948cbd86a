import { useSnippet } from "@vitrine/core";
import { useHydrated, useIsViewport } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { lazyWhenVisible, VisibleIsland } from "@vitrine/core/visible-island";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import type { PriceRangeFilterProps } from "./FilterControls";
import { filterSnippets } from "./filter.snippets";
import { ListingSubmit } from "./ListingForm";
import { ListingFormContext, useListingContext } from "./listing.context";
import { islandCodeLoading, type WaitingIsland, waitForIsland } from "./listing.islands";

const controls = () => import("./FilterControls");

/** The off-canvas with the filters, loaded when first opened (XS, SM). */
const FilterOffcanvas = lazy(() => controls().then((module) => ({ default: module.FilterOffcanvas })));

/**
 * The inline panel's contents as an island: its code loads as soon as the panel is displayed (MD and up), never
 * while CSS hides it (XS, SM), nor when the page removes it there; its server HTML works meanwhile (the GET form).
 */
const region = lazyWhenVisible(
  "filter-region",
  () => {
    islandCodeLoading();
    return controls().then((module) => module.FilterRegion);
  },
  { shown: true },
);

/**
 * The inline panel's contents. Until their code has hydrated their server HTML, the listing's changes wait (see
 * listing.islands): an update reaching it would make React replace it (the panel would blink and lose a box ticked
 * meanwhile).
 */
function InlineRegion({ currencySymbol }: PriceRangeFilterProps): ReactNode {
  // Rendered in the browser (a client navigation, a test): no server HTML waits for the code.
  const rendered = useHydrated();
  const [island] = useState<WaitingIsland>(() => ({ hydrated: rendered }));
  useEffect(() => waitForIsland(island), [island]);
  // The same element while the props stay: a re-render of the panel (the viewport became known) does not reach it.
  return useMemo(
    () => <VisibleIsland island={region} props={{ currencySymbol, island }} />,
    [currencySymbol, island],
  );
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps extends PriceRangeFilterProps {
  /** `auto` (default): a region on MD and up, an off-canvas on XS and SM; or force one of them. */
  layout?: "auto" | "inline" | "offcanvas";
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The filter panel: a `region` named "Filter"; on XS and SM a button opening a left off-canvas `dialog` named
 * "Filter" (loaded lazily) with a "Show N products" action. Server and first render show both, CSS picks one,
 * so nothing shifts when the viewport becomes known.
 */
export function FilterPanel({ layout = "auto", currencySymbol, className }: FilterPanelProps): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(filterSnippets);
  const small = useIsViewport(["XS", "SM"]);
  const viewportKnown = useIsViewport(["XS", "SM", "MD", "LG", "XL", "XXL"]);
  const [open, setOpen] = useState(false);
  // Loaded on first open and kept, so closing can animate and hand focus back to the button.
  const [loaded, setLoaded] = useState(false);
  const showInline = layout === "inline" || (layout === "auto" && !small);
  const showTrigger = layout === "offcanvas" || (layout === "auto" && (small || !viewportKnown));
  const count = listing.activeFilters.length;
  return (
    <div className={cx("vitrine-filter-panel", className)} data-layout={layout}>
      {showTrigger && (
        <button
          type="button"
          className="vitrine-button vitrine-filter-panel__toggle"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t("listing.filter")}
          {count > 0 && <span className="vitrine-filter-panel__badge"> ({count})</span>}
        </button>
      )}
      {showInline && (
        <section aria-label={t("listing.filter")} className="vitrine-filter-panel__region">
          <InlineRegion currencySymbol={currencySymbol} />
          <ListingSubmit />
        </section>
      )}
      {loaded && (
        // The off-canvas exists only with JavaScript, where every control applies itself: no form of its own.
        <ListingFormContext.Provider value={undefined}>
          <Suspense fallback={null}>
            <FilterOffcanvas
              title={t("listing.filter")}
              showProducts={t("listing.showProducts", { count: listing.total })}
              open={open}
              onOpenChange={setOpen}
              currencySymbol={currencySymbol}
            />
          </Suspense>
        </ListingFormContext.Provider>
      )}
    </div>
  );
}

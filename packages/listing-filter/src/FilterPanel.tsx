import { currencySymbol as currencySign, useConfig, useSnippet } from "@vitrine/core";
import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { useIsViewport } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { VisibleIsland } from "@vitrine/core/visible-island";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { FILTER_RANGE_LOWER_BOUND, RATING_MAX } from "./constants";
import { filterSnippets } from "./filter.snippets";
import { ListingFormContext, useListingFormId } from "./ListingControls";
import { ListingSubmit } from "./ListingForm";
import type { FilterOption } from "./listing.facets";
import { useListingContext } from "./useListing";
import { usePriceRangeFilter } from "./usePriceRangeFilter";

const FilterOffcanvas = lazy(() => import("./FilterOffcanvas"));

/** The chips' code: it loads on the shopper's first interaction with the page (or at once for chips shown later). */
const chips = lazyOnInteraction("filter-chips", () =>
  import("./ActiveFilterChips").then((module) => module.ActiveFilterChips),
);

/**
 * The active filters as removable chips (links to the listing without that filter), plus "Reset all". Until the
 * shopper's first interaction loads their code, the server's chips show: links that work without it.
 */
export function ActiveFilters({ className }: { className?: string }): ReactNode {
  const listing = useListingContext();
  return listing.activeFilters.length ? (
    <VisibleIsland island={chips} props={{ listing, ratingMax: RATING_MAX, className }} />
  ) : null;
}

/** One checkbox of a multi-select filter; an option that no longer combines is disabled, titled 'Filter not active'. */
function FilterCheckbox({
  name,
  option,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  option: FilterOption;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}): ReactNode {
  const t = useSnippet(filterSnippets);
  const form = useListingFormId();
  const preview =
    option.previewHex ?? (option.previewImageUrl && `center/cover url("${option.previewImageUrl}")`);
  return (
    <li>
      <label
        className="vitrine-filter__option"
        title={disabled ? t("listing.filterNotActive") : undefined}
        data-disabled={disabled || undefined}
      >
        <input
          type="checkbox"
          name={name}
          form={form}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          value={option.id}
        />
        {preview && (
          <span className="vitrine-filter__swatch" aria-hidden="true" style={{ background: preview }} />
        )}
        <span className="vitrine-filter__label">{option.label}</span>
        {option.count !== undefined && <span className="vitrine-filter__count">({option.count})</span>}
      </label>
    </li>
  );
}

/** A multi-select filter (manufacturer, one property group): a group of checkboxes with a legend. */
function MultiSelectFilter({
  label,
  kind,
  options,
  toggle,
  swatches,
}: {
  label: string;
  kind: "manufacturer" | "properties";
  options: FilterOption[];
  toggle: (id: string) => void;
  swatches?: boolean;
}): ReactNode {
  const listing = useListingContext();
  if (!options.length) return null;
  return (
    <fieldset className="vitrine-filter" data-filter={kind} data-swatches={swatches || undefined}>
      <legend>{label}</legend>
      <ul>
        {options.map((option) => (
          <FilterCheckbox
            key={option.id}
            name={kind}
            option={option}
            checked={listing.query[kind].includes(option.id)}
            disabled={listing.isOptionDisabled(kind, option.id)}
            onChange={() => toggle(option.id)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** Manufacturer filter: several manufacturers can be chosen (posted as ids joined with `|`). */
export function ManufacturerFilter(): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(filterSnippets);
  return (
    <MultiSelectFilter
      label={t("listing.manufacturer")}
      kind="manufacturer"
      options={listing.state.facets.manufacturer}
      toggle={listing.toggleManufacturer}
    />
  );
}

/** One filter per property group (colour with swatches from `previewHex` or `previewImageUrl`, size, material…). */
export function PropertyFilters(): ReactNode {
  const listing = useListingContext();
  return listing.state.facets.properties.map((group) => (
    <MultiSelectFilter
      key={group.id}
      label={group.label}
      kind="properties"
      options={group.options}
      toggle={listing.toggleProperty}
      swatches={group.options.some((option) => option.previewHex || option.previewImageUrl)}
    />
  ));
}

/** Props of {@link PriceRangeFilter}. */
export interface PriceRangeFilterProps {
  /** Symbol shown beside the fields (default: the shop currency's sign in the page language, `€`, `CHF`). */
  currencySymbol?: string;
}

/** Price range (`min-price`, `max-price`), checked after 500 ms of idle input; errors shown with `aria-invalid` and `aria-describedby`. */
export function PriceRangeFilter({ currencySymbol }: PriceRangeFilterProps): ReactNode {
  const listing = useListingContext();
  const { locale, currency } = useConfig();
  const symbol = currencySymbol ?? currencySign({ locale, currency });
  const t = useSnippet(filterSnippets);
  const id = useId();
  const form = useListingFormId();
  const range = usePriceRangeFilter(
    { min: listing.query.minPrice, max: listing.query.maxPrice },
    listing.setPriceRange,
  );
  const field = (which: "min" | "max") => (
    <label className="vitrine-filter__range-field">
      <span>{t(which === "min" ? "listing.priceMin" : "listing.priceMax")}</span>
      <span className="vitrine-filter__range-input">
        <input
          type="number"
          name={`${which}-price`}
          form={form}
          inputMode="decimal"
          min={FILTER_RANGE_LOWER_BOUND}
          value={range[which]}
          placeholder={
            which === "max" && listing.state.facets.price
              ? String(Math.ceil(listing.state.facets.price.max))
              : undefined
          }
          aria-invalid={range.invalid[which] || undefined}
          aria-describedby={range.invalid[which] ? `${id}-error` : undefined}
          onChange={(event) => (which === "min" ? range.setMin : range.setMax)(event.target.value)}
        />
        <span aria-hidden="true">{symbol}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="vitrine-filter" data-filter="price" data-invalid={range.error ? true : undefined}>
      <legend>{t("listing.price")}</legend>
      {field("min")}
      {field("max")}
      {/* Always present, so that screen readers hear the message when it appears. */}
      <div aria-live="polite">
        {range.error && (
          <p id={`${id}-error`} className="vitrine-filter__error">
            {t(range.error, { lowerBound: FILTER_RANGE_LOWER_BOUND })}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** Minimum rating, 1 to 5 stars; a rating no product reaches any more is disabled. */
export function RatingFilter(): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(filterSnippets);
  const form = useListingFormId();
  // In the listing's form the group is `rating` (a URL parameter); elsewhere a unique name keeps copies apart.
  const name = useId();
  if (listing.state.facets.ratingMax === 0) return null;
  const ratings = Array.from({ length: RATING_MAX }, (_, index) => RATING_MAX - index);
  return (
    <fieldset className="vitrine-filter" data-filter="rating">
      <legend>{t("listing.rating")}</legend>
      <ul>
        {ratings.map((rating) => {
          const disabled = listing.isRatingDisabled(rating);
          return (
            <li key={rating}>
              <label
                className="vitrine-filter__option"
                title={disabled ? t("listing.filterNotActive") : undefined}
                data-disabled={disabled || undefined}
              >
                <input
                  type="radio"
                  name={form ? "rating" : name}
                  form={form}
                  value={rating}
                  checked={listing.query.rating === rating}
                  disabled={disabled}
                  onChange={() => listing.setRating(rating)}
                />
                <span className="vitrine-filter__label">
                  {t("listing.ratingOption", { rating, max: RATING_MAX })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Free shipping: a checkbox (posted as `shipping-free=1`, or left out). */
export function ShippingFreeFilter(): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(filterSnippets);
  const form = useListingFormId();
  if (listing.state.facets.shippingFree === false && !listing.query.shippingFree) return null;
  const disabled = listing.isShippingFreeDisabled();
  return (
    <div className="vitrine-filter" data-filter="shipping-free">
      <label
        className="vitrine-filter__option"
        title={disabled ? t("listing.filterNotActive") : undefined}
        data-disabled={disabled || undefined}
      >
        <input
          type="checkbox"
          name="shipping-free"
          value="1"
          form={form}
          checked={listing.query.shippingFree}
          disabled={disabled}
          onChange={(event) => listing.setShippingFree(event.target.checked)}
        />
        <span className="vitrine-filter__label">{t("listing.shippingFree")}</span>
      </label>
    </div>
  );
}

/** All filter controls (what the panel and the off-canvas show). */
export function FilterControls({ currencySymbol }: PriceRangeFilterProps): ReactNode {
  return (
    <>
      <ManufacturerFilter />
      <PropertyFilters />
      <PriceRangeFilter currencySymbol={currencySymbol} />
      <RatingFilter />
      <ShippingFreeFilter />
    </>
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
          <ActiveFilters />
          <FilterControls currencySymbol={currencySymbol} />
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
            >
              <ActiveFilters />
              <FilterControls currencySymbol={currencySymbol} />
            </FilterOffcanvas>
          </Suspense>
        </ListingFormContext.Provider>
      )}
    </div>
  );
}

import { currencySymbol as currencySign, useConfig, useMoney, useSnippet } from "@vitrine/core";
import { changedBeforeHydration, useTakeOver } from "@vitrine/core/react";
import { Offcanvas } from "@vitrine/core/ui";
import { cx, isPlainClick } from "@vitrine/core/utils";
import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { FILTER_RANGE_LOWER_BOUND, RATING_MAX } from "./constants";
import { filterSnippets } from "./filter.snippets";
import { useListingContext, useListingFormId } from "./listing.context";
import type { FilterOption } from "./listing.facets";
import { islandHydrated, type WaitingIsland } from "./listing.islands";
import { parseListingQuery } from "./listing.query";
import type { ActiveFilter } from "./useListing";
import { usePriceRangeFilter } from "./usePriceRangeFilter";

// The filters' controls, chips and off-canvas: a chunk of their own, loaded where the filters show (the inline panel
// on MD and up, the off-canvas when a shopper opens it), never for a phone's hidden panel.

/**
 * Whether a click on a chip link is for this page (a plain click: the hook applies it; without JavaScript, or with
 * a modifier key, the browser follows the link to the URL without the filter).
 */
function here(event: MouseEvent): boolean {
  if (!isPlainClick(event)) return false;
  event.preventDefault();
  return true;
}

/**
 * The active filters as removable chips (links to the listing without that filter, which work without JavaScript),
 * plus "Reset all".
 */
export function ActiveFilters({ className }: { className?: string }): ReactNode {
  const listing = useListingContext();
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
        ? t("listing.ratingOption", { rating: query.rating ?? 1, max: RATING_MAX })
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
  // A range typed into the server's fields before this code came: checked after 500 ms as typed input is (an
  // invalid one shows its error and is not applied).
  const box = useRef<HTMLFieldSetElement>(null);
  useTakeOver(
    box,
    (fieldset) => {
      const [min, max] = priceFields(fieldset);
      range.setRange(min?.value ?? "", max?.value ?? "");
    },
    (fieldset) => priceFields(fieldset).some(changedBeforeHydration),
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
    <fieldset
      ref={box}
      className="vitrine-filter"
      data-filter="price"
      data-invalid={range.error ? true : undefined}
    >
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

/** A field of the price range (`min-price`, `max-price`): its take-over is the price filter's own (checked first). */
const isPriceField = (input: HTMLInputElement) => input.name.endsWith("-price");

/** The price range's two fields in its fieldset. */
const priceFields = (fieldset: Element) => [...fieldset.querySelectorAll("input")].filter(isPriceField);

/** The filter controls in the part of the page that holds `marker`, the price fields excepted. */
const controlsBeside = (marker: Element) =>
  [...(marker.parentElement?.querySelectorAll("input") ?? [])].filter((input) => !isPriceField(input));

/**
 * The control a press hydrated the panel for, if any: React hands it the press right after (its own change), so a
 * take-over must leave it as rendered (a box toggled twice would snap back).
 */
const pressed = () => (typeof window === "undefined" ? undefined : window.event?.target);

/** A control as the shopper left it, or as rendered for the one React is about to hand a press. */
const shownOn = (input: HTMLInputElement) =>
  input === pressed()
    ? input.type === "checkbox" || input.type === "radio"
      ? input.defaultChecked
      : input.defaultValue
    : input.type === "checkbox" || input.type === "radio"
      ? input.checked
      : input.value;

/**
 * What the filter panel shows: the active filters and the controls. Tells `island`
 * (the inline panel's server HTML waiting for this code) that it has hydrated, as soon as it has: from then on the
 * listing's changes render at once again (see listing.islands). What the shopper changed in the panel before this
 * code came (a box ticked, a price typed) is taken over and applied, never reset.
 */
export function FilterRegion({
  currencySymbol,
  island,
}: PriceRangeFilterProps & { island?: WaitingIsland }): ReactNode {
  const listing = useListingContext();
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (island) islandHydrated(island);
  }, [island]);
  useTakeOver(
    marker,
    (element) => {
      const values = new URLSearchParams();
      for (const input of controlsBeside(element))
        if (shownOn(input)) values.append(input.type === "radio" ? "rating" : input.name, input.value);
      const { manufacturer, properties, rating, shippingFree } = parseListingQuery(values);
      const { minPrice, maxPrice } = listing.query;
      listing.changeFilters({ manufacturer, properties, minPrice, maxPrice, rating, shippingFree });
    },
    (element) =>
      controlsBeside(element).some((input) => input !== pressed() && changedBeforeHydration(input)),
  );
  return (
    <>
      <ActiveFilters />
      <FilterControls currencySymbol={currencySymbol} />
      <span ref={marker} hidden />
    </>
  );
}

/** Props of the lazily loaded filter off-canvas. */
export interface FilterOffcanvasProps extends PriceRangeFilterProps {
  title: string;
  /** Text of the closing action ("Show 24 products"). */
  showProducts: string;
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called with the wanted open state (close button, Esc, backdrop). */
  onOpenChange: (open: boolean) => void;
}

/** The filters in a left off-canvas `dialog` (XS, SM), closed by "Show N products"; loaded only when first opened. */
export function FilterOffcanvas({
  title,
  showProducts,
  open,
  onOpenChange,
  currencySymbol,
}: FilterOffcanvasProps): ReactNode {
  return (
    <Offcanvas
      side="left"
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      className="vitrine-filter-offcanvas"
    >
      <FilterRegion currencySymbol={currencySymbol} />
      <div className="vitrine-filter-offcanvas__footer">
        <button type="button" className="vitrine-button" onClick={() => onOpenChange(false)}>
          {showProducts}
        </button>
      </div>
    </Offcanvas>
  );
}

import { useSnippet } from "@vitrine/core";
import { useTakeOver } from "@vitrine/core/react";
import { cx, isPlainClick, translated } from "@vitrine/core/utils";
import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { useListingFormId } from "./listing.context";
import { listingSnippets } from "./listing.snippets";
import { useListingContext } from "./useListing";

export { ListingFormContext, useListingFormId } from "./listing.context";

/**
 * A select of the listing that a shopper may change before hydration: its choice then is taken over, never reset.
 * In a `<ListingForm>` the form takes all its controls over as one change; outside one, the select applies its own.
 */
function useListingSelect(apply: (value: string) => void) {
  const form = useListingFormId();
  const select = useRef<HTMLSelectElement>(null);
  useTakeOver(select, (element) => form || apply(element.value));
  return { ref: select, id: useId(), form };
}

/** The sorting select (a `combobox` named "Sorting"), with the sortings the listing offers. */
export function Sorting({ className }: { className?: string }): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(listingSnippets);
  const { ref, id, form } = useListingSelect(listing.setOrder);
  const sortings = listing.result.availableSortings;
  if (!sortings.length) return null;
  return (
    <div className={cx("vitrine-sorting", className)}>
      <label htmlFor={id}>{t("listing.sorting")}</label>
      <select
        ref={ref}
        id={id}
        name="order"
        form={form}
        value={listing.query.order ?? listing.result.sorting ?? sortings[0]?.key}
        onChange={(event) => listing.setOrder(event.target.value)}
      >
        {sortings.map((sorting) => (
          <option key={sorting.key} value={sorting.key}>
            {translated(sorting, "label") ?? sorting.key}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of {@link LimitSelect}. */
export interface LimitSelectProps {
  /** The choices (default 12, 24, 48, 96); the current limit is added when it is not one of them. */
  limits?: number[];
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** Products per page, preset from the listing's current limit. */
export function LimitSelect({ limits = [12, 24, 48, 96], className }: LimitSelectProps): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(listingSnippets);
  const { ref, id, form } = useListingSelect((value) => listing.setLimit(Number(value)));
  const current = listing.query.limit ?? listing.result.limit ?? limits[0] ?? 24;
  const choices = [...new Set([...limits, current])].sort((a, b) => a - b);
  return (
    <div className={cx("vitrine-limit", className)}>
      <label htmlFor={id}>{t("listing.limit")}</label>
      <select
        ref={ref}
        id={id}
        name="limit"
        form={form}
        value={current}
        onChange={(event) => listing.setLimit(Number(event.target.value))}
      >
        {choices.map((limit) => (
          <option key={limit} value={limit}>
            {limit}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The pages around the current one, with the first and last, and `null` where pages are left out. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Pagination: a `navigation` named "Pagination" of real links (they work without JavaScript), the current one `aria-current="page"`. */
export function Pagination({ className }: { className?: string }): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(listingSnippets);
  const { page, pageCount } = listing;
  if (pageCount < 2) return null;
  const link = (target: number, label: string, content: ReactNode, rel?: string) => (
    <a
      href={listing.pageHref(target)}
      aria-label={label}
      aria-current={target === page && !rel ? "page" : undefined}
      rel={rel}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Let the browser open a new tab or window as asked.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        listing.setPage(target);
      }}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label={t("listing.pagination")} className={cx("vitrine-pagination", className)}>
      <ul>
        {page > 1 && <li>{link(page - 1, t("listing.previousPage"), "‹", "prev")}</li>}
        {pageWindow(page, pageCount).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? <span aria-hidden="true">…</span> : link(n, t("listing.page", { page: n }), n)}
          </li>
        ))}
        {page < pageCount && <li>{link(page + 1, t("listing.nextPage"), "›", "next")}</li>}
      </ul>
    </nav>
  );
}

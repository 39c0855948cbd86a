import { useSnippet } from "@vitrine/core";
import { changedBeforeHydration, useTakeOver } from "@vitrine/core/react";
import { type ReactNode, useRef } from "react";
import { filterSnippets } from "./filter.snippets";
import { ListingFormContext, useListingFormId } from "./ListingControls";
import { parseListingQuery } from "./listing.query";
import { useListingContext } from "./useListing";

/** Props of {@link ListingForm}. */
export interface ListingFormProps {
  /** The form's id; the controls below refer to it with their `form` attribute. */
  id: string;
  /** The listing's controls and products (the form element itself stays empty, so the grid may hold forms of its own). */
  children?: ReactNode;
}

/**
 * The listing's GET form, for shoppers without JavaScript: the sorting (`order`), limit, filter and price controls
 * below it name themselves as URL parameters and belong to this form (the `form` attribute), so submitting loads
 * the listing URL the server renders; `p` is left out, so the page goes back to 1. With JavaScript every control
 * applies itself and the form never submits. What a shopper changed before the page hydrated (a box ticked, a price
 * typed, a sorting or a number of products per page chosen) is taken over and applied when it has, never reset.
 */
export function ListingForm({ id, children }: ListingFormProps): ReactNode {
  const listing = useListingContext();
  const form = useRef<HTMLFormElement>(null);
  useTakeOver(form, takeOver, changedControls);
  function takeOver(element: HTMLFormElement) {
    // What submitting the form would load: its filters, sorting and products per page, as one change.
    const { manufacturer, properties, minPrice, maxPrice, rating, shippingFree, order, limit } =
      parseListingQuery(
        new URLSearchParams([...new FormData(element)].map(([name, value]) => [name, String(value)])),
      );
    listing.changeFilters({
      manufacturer,
      properties,
      minPrice,
      maxPrice,
      rating,
      shippingFree,
      order,
      limit,
    });
  }
  return (
    <ListingFormContext.Provider value={id}>
      <form
        ref={form}
        id={id}
        method="get"
        className="vitrine-listing-form"
        onSubmit={(event) => event.preventDefault()}
      >
        {listing.query.search !== undefined && (
          <input type="hidden" name="search" value={listing.query.search} />
        )}
      </form>
      {children}
    </ListingFormContext.Provider>
  );
}

/** Whether a control of the form (its own or one that names it with `form`) was changed before hydration. */
const changedControls = (form: HTMLFormElement) => [...form.elements].some(changedBeforeHydration);

/** The submit button of the enclosing `<ListingForm>`, shown only without JavaScript (`<noscript>`). */
export function ListingSubmit({ className }: { className?: string }): ReactNode {
  const t = useSnippet(filterSnippets);
  const form = useListingFormId();
  if (!form) return null;
  return (
    <noscript>
      <button
        type="submit"
        form={form}
        className={`vitrine-button vitrine-listing-form__submit${className ? ` ${className}` : ""}`}
      >
        {t("listing.apply")}
      </button>
    </noscript>
  );
}

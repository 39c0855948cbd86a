import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { filterSnippets } from "./filter.snippets";
import { ListingFormContext, useListingFormId } from "./ListingControls";
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
 * applies itself and the form never submits.
 */
export function ListingForm({ id, children }: ListingFormProps): ReactNode {
  const listing = useListingContext();
  return (
    <ListingFormContext.Provider value={id}>
      <form
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

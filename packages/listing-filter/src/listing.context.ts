import { createContext, useContext } from "react";
import type { ListingControls } from "./useListing";

// The listing's contexts, a module of their own that imports no listing code: the filter controls' chunk, loaded
// lazily, reads them without bringing the hook's modules along.

const ListingContext = createContext<ListingControls | null>(null);

/** Hands a listing (from `useListing`) to the listing components below it. */
export const ListingProvider = ListingContext.Provider;

/** The listing of the nearest `ListingProvider`; throws a clear error outside one. */
export function useListingContext(): ListingControls {
  const listing = useContext(ListingContext);
  if (!listing) throw new Error("Listing component outside a <ListingProvider>");
  return listing;
}

/** The id of the listing's GET form (`<ListingForm>` from `/filters`): controls name themselves for it, so they work without JavaScript. */
export const ListingFormContext = createContext<string | undefined>(undefined);

/** The id of the enclosing `<ListingForm>`, if any (the controls' `form` attribute). */
export const useListingFormId = (): string | undefined => useContext(ListingFormContext);

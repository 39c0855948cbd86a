// @vitrine/listing-filter/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { filterSnippets } from "../filter.snippets";
import { listingSnippets } from "../listing.snippets";

/** Every English text @vitrine/listing-filter shows, by snippet key: the listing and the filter panel. */
export const listingFilterSnippetsEn = { ...listingSnippets, ...filterSnippets };

/** The snippet keys of @vitrine/listing-filter: a set of another language must give a text for each. */
export type ListingFilterSnippetKey = keyof typeof listingFilterSnippetsEn;

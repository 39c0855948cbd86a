// @vitrine/listing-filter/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { ListingFilterSnippetKey } from "./en";

export type { ListingFilterSnippetKey };

/** Every German text @vitrine/listing-filter shows, by snippet key. */
export const listingFilterSnippetsDe: Record<ListingFilterSnippetKey, string> = {
  "listing.sorting": "Sortierung",
  "listing.limit": "Artikel pro Seite",
  "listing.pagination": "Seitennavigation",
  "listing.previousPage": "Vorherige Seite",
  "listing.nextPage": "Nächste Seite",
  "listing.page": "Seite {page}",
  "listing.total": "{count} Artikel",
  "listing.totalOne": "1 Artikel",
  "listing.empty": "Keine Artikel entsprechen diesen Filtern.",
  "listing.error": "Die Artikel konnten nicht geladen werden. Es werden die vorherigen Ergebnisse angezeigt.",
  "listing.retry": "Erneut versuchen",
  "listing.rated": "Bewertet mit {rating} von {max}",
  "listing.filter": "Filter",
  "listing.showProducts": "{count} Artikel anzeigen",
  "listing.manufacturer": "Hersteller",
  "listing.price": "Preis",
  "listing.priceMin": "Niedrigster Preis",
  "listing.priceMax": "Höchster Preis",
  filterRangeErrorMessage: "Der Mindestpreis darf nicht höher sein als der Höchstpreis.",
  filterRangeLowerBoundErrorMessage: "Preise können nicht niedriger sein als {lowerBound}.",
  "listing.rating": "Mindestbewertung",
  "listing.ratingOption": "Mindestens {rating} von {max} Sternen",
  "listing.shippingFree": "Versandkostenfrei",
  "listing.filterNotActive": "Filter nicht aktiv",
  "listing.activeFilters": "Aktive Filter",
  "listing.removeFilter": "Filter entfernen: {label}",
  "listing.resetAll": "Alle zurücksetzen",
  "listing.priceFrom": "Ab {min}",
  "listing.priceTo": "Bis {max}",
  "listing.apply": "Anwenden",
};

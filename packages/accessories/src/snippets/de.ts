// @vitrine/accessories/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { AccessoriesSnippetKey } from "./en";

export type { AccessoriesSnippetKey };

/** Every German text @vitrine/accessories shows, by snippet key. */
export const accessoriesSnippetsDe: Record<AccessoriesSnippetKey, string> = {
  "accessories.title": "Zubehör",
  "accessories.loading": "Zubehör wird geladen…",
  "accessories.error": "Das Zubehör konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  "accessories.retry": "Erneut versuchen",
  "accessories.increase": "Einen Schritt mehr {name}",
  "accessories.decrease": "Einen Schritt weniger {name}",
  "accessories.quantity": "{name}, Anzahl",
  "accessories.bounds": "Von {min} bis {max}, in Schritten von {step}; 0 = nicht gewählt.",
  "accessories.inStock": "Auf Lager",
  "accessories.soldOut": "Ausverkauft",
  "accessories.included": "Enthalten",
  "accessories.linked": "Gleiche Anzahl wie der Artikel",
  "accessories.snapped": "{name}: auf {quantity} geändert, die nächste mögliche Anzahl.",
  "accessories.stock": "{name} ist in dieser Anzahl nicht verfügbar.",
  "accessories.problem.limits": "{name} kann von {min} bis {max} Stück gekauft werden.",
  "accessories.total": "Gesamtsumme mit Zubehör",
};

// @vitrine/search/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { SearchSnippetKey } from "./en";

export type { SearchSnippetKey };

/** Every German text @vitrine/search shows, by snippet key. */
export const searchSnippetsDe: Record<SearchSnippetKey, string> = {
  "search.label": "Suche",
  "search.placeholder": "Alle Kategorien durchsuchen …",
  "search.submit": "Suchen",
  "search.clear": "Suche leeren",
  "search.showAll": "Alle {total} Ergebnisse anzeigen",
  "search.noResults": "Keine Artikel zu „{term}“ gefunden",
  "search.suggestions": "{count} Vorschläge, wählen Sie mit den Pfeiltasten",
  "search.loading": "Suche läuft…",
  "search.error": "Die Vorschläge konnten nicht geladen werden. Drücken Sie die Eingabetaste, um zu suchen.",
  "search.tooShort": "Bitte geben Sie mindestens {min} Zeichen ein.",
};

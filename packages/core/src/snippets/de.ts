// @vitrine/core/snippets/de: core's own German texts (`vitrine.*`), in the wording of Shopware's de-DE storefront.
import type { CoreSnippetKey } from "./en";

export type { CoreSnippetKey };

/** Every German text @vitrine/core shows, by snippet key. */
export const coreSnippetsDe: Record<CoreSnippetKey, string> = {
  "vitrine.close": "Schließen",
  "vitrine.loading": "Wird geladen…",
  "vitrine.error.generic": "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  "vitrine.error.network":
    "Der Shop ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "vitrine.error.timeout": "Der Shop hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.",
  "vitrine.retry": "Erneut versuchen",
};

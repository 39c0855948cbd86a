import type { Snippets } from "@vitrine/core";
/** English defaults of every text the search package shows, by snippet key. */
export const searchSnippets = {
  "search.label": "Search",
  "search.placeholder": "Search all categories…",
  "search.submit": "Search",
  "search.clear": "Clear search",
  "search.showAll": "Show all {total} results",
  "search.noResults": "No products found for “{term}”",
  "search.suggestions": "{count} suggestions, use the arrow keys to choose",
  "search.loading": "Searching…",
  "search.error": "Suggestions could not be loaded. Press Enter to search.",
  "search.tooShort": "Please enter at least {min} characters.",
} satisfies Snippets;

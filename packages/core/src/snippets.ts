import { fillPlaceholders } from "./routes";

/** Snippet texts keyed by snippet key. */
export type Snippets = Record<string, string>;

/** Parameters of a snippet, filled into `{name}` placeholders. */
export type SnippetParams = Record<string, string | number>;

/** English defaults of the texts core itself shows; each feature package adds its own. */
export const defaultSnippets = {
  "vitrine.close": "Close",
  "vitrine.loading": "Loading…",
  "vitrine.error.generic": "Something went wrong. Please try again.",
  "vitrine.error.network":
    "The shop cannot be reached right now. Please check your connection and try again.",
  "vitrine.error.timeout": "The shop took too long to answer. Please try again.",
  "vitrine.retry": "Try again",
} satisfies Snippets;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export function formatSnippet(text: string, params: SnippetParams = {}): string {
  return fillPlaceholders(text, params, false);
}

/** Looks a key up in the shop's snippets, then the defaults; an unknown key is returned as it is. */
export function translate(snippets: Snippets, key: string, params?: SnippetParams): string {
  return formatSnippet(snippets[key] ?? (defaultSnippets as Snippets)[key] ?? key, params);
}

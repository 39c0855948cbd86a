// The demo's own texts in components and `meta`: `t(key, params)` over the page language's snippets, which the root
// loader sends (lib/snippets.server.ts picks the set: English, or every package's German set). No set is client code:
// the keys come from the English set as a type only, so a key that no set has does not compile.
import { type Snippets, translate, useSnippet } from "@vitrine/core";
import type { demoSnippets } from "./snippets.en";

/** The demo's own snippet keys: the German set (lib/snippets.de.ts) must give a text for each. */
export type DemoSnippetKey = keyof typeof demoSnippets;

/** `t(key, params)`: a demo text in the page language. */
export type DemoText = (key: DemoSnippetKey, params?: Record<string, string | number>) => string;

/** `t(key, params)` for the demo's own components: the page language's snippets (the root loader's). */
export function useDemoSnippet(): DemoText {
  return useSnippet();
}

/** `t(key, params)` over a page's snippets (the root loader's, or the server's set for the page language): for `meta`. */
export function demoTextOf(snippets: Snippets | undefined): DemoText {
  return (key, params) => translate(snippets ?? {}, key, params);
}

type DataMatch = { data?: unknown; loaderData?: unknown } | undefined;

/**
 * A page's texts from its route matches: the root loader's (the frame's and the packages') and each route's own
 * (`snippets` in its loader's data, lib/snippets.server.ts). Undefined when the root loader sent none.
 */
export function pageSnippets(matches: readonly DataMatch[]): Snippets | undefined {
  let snippets: Snippets | undefined;
  for (const match of matches) {
    const own = ((match?.loaderData ?? match?.data) as { snippets?: Snippets } | null | undefined)?.snippets;
    if (own) snippets = snippets ? { ...snippets, ...own } : own;
  }
  return snippets;
}

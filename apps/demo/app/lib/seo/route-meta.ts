// What every page's metadata needs from the root loader: the shop's public origin and the currency.
import { pageTitle, SHOP_LOGO, SHOP_NAME } from "../shop";
import { type DemoSnippetKey, type DemoText, demoTextOf, pageSnippets } from "../snippets";
import { absoluteUrl } from "./meta";
import type { MetaContext } from "./pages";

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The metadata context of a page from its route matches (the root loader's `origin` and `currency`). */
export function shopMetaContext(matches: readonly Match[]): MetaContext {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { origin?: string; currency?: string } | undefined;
  const origin = data?.origin || "http://localhost";
  return {
    origin,
    logo: absoluteUrl(origin, SHOP_LOGO),
    currency: data?.currency ?? "EUR",
    siteName: SHOP_NAME,
    formatTitle: pageTitle,
  };
}

/** `t(key, params)` in the page language, from the root's and the routes' snippets (a route's `meta`). */
export function metaText(matches: readonly Match[]): DemoText {
  return demoTextOf(pageSnippets(matches));
}

/** The `<title>` of a page by its snippet key, in the page language. */
export function metaTitle(
  matches: readonly Match[],
  key: DemoSnippetKey,
  params?: Record<string, string | number>,
) {
  const text = metaText(matches)(key, params);
  // A route whose loader failed sent no texts: its error boundary titles the page.
  return text === key ? SHOP_NAME : pageTitle(text);
}

// What every page's metadata needs from the root loader: the shop's public origin and the currency.
import type { Snippets } from "@vitrine/core";
import { pageTitle, SHOP_LOGO, SHOP_NAME } from "../shop";
import { type DemoSnippetKey, type DemoText, demoTextOf } from "../snippets";
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

/** `t(key, params)` in the page language, from the root loader's snippets (a route's `meta`). */
export function metaText(matches: readonly Match[]): DemoText {
  const root = matches.find((match) => match?.id === "root");
  return demoTextOf(((root?.loaderData ?? root?.data) as { snippets?: Snippets } | undefined)?.snippets);
}

/** The `<title>` of a page by its snippet key, in the page language. */
export function metaTitle(
  matches: readonly Match[],
  key: DemoSnippetKey,
  params?: Record<string, string | number>,
) {
  return pageTitle(metaText(matches)(key, params));
}

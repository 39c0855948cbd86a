// What every page's metadata needs from the root loader: the shop's public origin and the currency.
import { pageTitle, SHOP_LOGO, SHOP_NAME } from "../shop";
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

// The page in the shop's other languages, for the language switcher: what the server answered for this address
// (the root loader for the document, the SEO route's loader for an entity page reached by a client-side
// navigation), else the same route under the other language's prefix.
import { withBasePath } from "@vitrine/core";
import { useLocation, useMatches } from "react-router";
import { pathWithinDomain, SHOP_DOMAINS, shopDomainOf } from "./shop-domains";

/** One language version of the page. */
export interface Alternate {
  locale: string;
  languageId: string;
  /** The page's address in that language (a path with the query). */
  href: string;
  /** The language's name in itself. */
  label: string;
}

interface AlternatesData {
  alternates?: Alternate[];
  /** The address the alternates were made for (the root loader's: the document's). */
  alternatesFor?: string;
}

/** The other language's address of a shop route (not an entity page): the same path under its prefix. */
export function prefixedAlternates(
  alternates: readonly Alternate[],
  pathname: string,
  search: string,
): Alternate[] {
  const path = pathWithinDomain(pathname, shopDomainOf(pathname));
  return alternates.map((alternate) => {
    const domain = SHOP_DOMAINS.find((candidate) => candidate.locale === alternate.locale);
    return { ...alternate, href: `${withBasePath(path, domain?.basePath ?? "")}${search}` };
  });
}

/** The page's language versions (`{ locale, languageId, href, label }`), following client-side navigations. */
export function usePageAlternates(): Alternate[] {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const root = matches[0]?.data as AlternatesData | undefined;
  const page = matches
    .slice(1)
    .map((match) => (match.data as AlternatesData | undefined)?.alternates)
    .filter((alternates) => alternates !== undefined)
    .at(-1);
  if (page) return page;
  const rootAlternates = root?.alternates ?? [];
  if (root?.alternatesFor === here) return rootAlternates;
  return prefixedAlternates(rootAlternates, pathname, search);
}

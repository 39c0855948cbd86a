// The shop's addresses per language, as Shopware's sales channel domains: English at `/`, German under `/de`.
// The language's id is not written here: it is read from the Store API by the locale (lib/language.server.ts).

/** One language of the shop: its URL prefix (no trailing slash; `""` for the default) and its locale. */
export interface ShopDomain {
  basePath: string;
  locale: string;
  /** The language's name in itself, as a language switcher lists it. */
  label: string;
}

/** The shop's domains; the first is the default language (`x-default`). */
export const SHOP_DOMAINS: readonly ShopDomain[] = [
  { basePath: "", locale: "en-GB", label: "English" },
  { basePath: "/de", locale: "de-DE", label: "Deutsch" },
];

/** The domain a path belongs to: the one whose prefix it starts with (`/de`, `/de/…`), else the default. */
export function shopDomainOf(pathname: string, domains: readonly ShopDomain[] = SHOP_DOMAINS): ShopDomain {
  const prefixed = domains.find(
    (domain) =>
      domain.basePath && (pathname === domain.basePath || pathname.startsWith(`${domain.basePath}/`)),
  );
  return prefixed ?? (domains.find((domain) => !domain.basePath) as ShopDomain);
}

/** A path without its domain's prefix (`/de/Kleidung/` → `/Kleidung/`; `/de` → `/`). */
export function pathWithinDomain(pathname: string, domain: ShopDomain): string {
  if (!domain.basePath) return pathname;
  return pathname.slice(domain.basePath.length) || "/";
}

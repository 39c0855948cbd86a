import { describe, expect, it } from "vitest";
import { prefixedAlternates } from "./alternates";
import { languageIdsOf } from "./language.server";
import {
  matchSeoUrl,
  type SeoUrlRow,
  seoDecision,
  seoLocation,
  seoPathCandidates,
  technicalRedirect,
} from "./seo-routing";
import { pathWithinDomain, SHOP_DOMAINS, shopDomainOf } from "./shop-domains";

const row = (seoPathInfo: string, extra: Partial<SeoUrlRow> = {}): SeoUrlRow => ({
  foreignKey: "p1",
  routeName: "frontend.detail.page",
  pathInfo: "/detail/p1",
  seoPathInfo,
  isCanonical: true,
  isDeleted: false,
  ...extra,
});

const english = { basePath: "", search: "" };

describe("SEO path resolution (Shopware's SeoResolver)", () => {
  it("looks a path up as given and with/without its trailing slash, decoded and without the leading slash", () => {
    expect(seoPathCandidates("/Clothing/T-shirts/")).toEqual(["Clothing/T-shirts/", "Clothing/T-shirts"]);
    expect(seoPathCandidates("/Linen-Shirt/VT-1001")).toEqual([
      "Linen-Shirt/VT-1001",
      "Linen-Shirt/VT-1001/",
    ]);
    expect(seoPathCandidates("/K%C3%BCche/")).toEqual(["Küche/", "Küche"]);
    expect(seoPathCandidates("/")).toEqual([]);
  });

  it("prefers the exact path over its slash variant, and never matches deleted rows or unknown routes", () => {
    const category = row("Clothing/", { routeName: "frontend.navigation.page", foreignKey: "c1" });
    expect(matchSeoUrl("/Clothing/", [category])).toBe(category);
    expect(matchSeoUrl("/Clothing", [category])).toBe(category);
    const exact = row("summer-edit", { routeName: "frontend.landing.page", foreignKey: "l1" });
    const slashed = row("summer-edit/", { foreignKey: "p9" });
    expect(matchSeoUrl("/summer-edit", [slashed, exact])).toBe(exact);
    expect(matchSeoUrl("/Gone/VT-1", [row("Gone/VT-1", { isDeleted: true })])).toBeNull();
    expect(
      matchSeoUrl("/account-page", [row("account-page", { routeName: "frontend.account.home.page" })]),
    ).toBeNull();
  });

  it("renders the page a canonical SEO URL names", () => {
    const product = row("Linen-Shirt/VT-1001");
    expect(seoDecision("/Linen-Shirt/VT-1001", product, null, english)).toEqual({
      action: "render",
      kind: "product",
      id: "p1",
    });
    const landing = row("summer-edit", { routeName: "frontend.landing.page", foreignKey: "l1" });
    expect(seoDecision("/summer-edit", landing, null, english)).toEqual({
      action: "render",
      kind: "landingPage",
      id: "l1",
    });
  });

  it("answers 301 from a non-canonical SEO URL to the canonical one, the query kept", () => {
    const old = row("Espresso-Beans/VT-1030", { isCanonical: false });
    const canonical = row("Single-Origin-Espresso/VT-1030");
    expect(
      seoDecision("/Espresso-Beans/VT-1030", old, canonical, {
        basePath: "",
        search: "?p=2&order=price-asc",
      }),
    ).toEqual({
      action: "redirect",
      location: "/Single-Origin-Espresso/VT-1030?p=2&order=price-asc",
    });
  });

  it("renders a canonical path found by its slash variant (data requests drop the slash); an old URL redirects in the language's prefix", () => {
    const category = row("Kleidung/", { routeName: "frontend.navigation.page", foreignKey: "c1" });
    expect(seoDecision("/Kleidung", category, null, { basePath: "/de", search: "" })).toEqual({
      action: "render",
      kind: "category",
      id: "c1",
    });
    const old = row("Bekleidung/", {
      routeName: "frontend.navigation.page",
      foreignKey: "c1",
      isCanonical: false,
    });
    expect(
      seoDecision("/Bekleidung", old, category, { basePath: "/de", search: "?manufacturer=m1" }),
    ).toEqual({
      action: "redirect",
      location: "/de/Kleidung/?manufacturer=m1",
    });
  });

  it("renders an old URL whose entity has no canonical URL, and 404s a path that matches nothing", () => {
    const old = row("Old/VT-1", { isCanonical: false });
    expect(seoDecision("/Old/VT-1", old, null, english)).toEqual({
      action: "render",
      kind: "product",
      id: "p1",
    });
    expect(seoDecision("/nothing-here", null, null, english)).toEqual({ action: "not-found" });
  });

  it("answers 301 from a technical route to the canonical SEO URL (query kept), else renders it there", () => {
    expect(technicalRedirect(row("Linen-Shirt/VT-1001"), { basePath: "", search: "?x=1" })).toBe(
      "/Linen-Shirt/VT-1001?x=1",
    );
    expect(technicalRedirect(row("Leinenhemd/VT-1001"), { basePath: "/de", search: "" })).toBe(
      "/de/Leinenhemd/VT-1001",
    );
    expect(technicalRedirect(null, english)).toBeNull();
    expect(technicalRedirect(row("Gone/VT-1", { isDeleted: true }), english)).toBeNull();
  });

  it("writes SEO locations URL-encoded (a Location header is ASCII)", () => {
    expect(seoLocation("Küche/Töpfe/", "/de")).toBe("/de/K%C3%BCche/T%C3%B6pfe/");
  });
});

describe("shop domains (the language from the URL prefix)", () => {
  it("reads German from /de and its paths, English from everything else", () => {
    expect(shopDomainOf("/de").locale).toBe("de-DE");
    expect(shopDomainOf("/de/").locale).toBe("de-DE");
    expect(shopDomainOf("/de/checkout/cart").locale).toBe("de-DE");
    expect(shopDomainOf("/").locale).toBe("en-GB");
    expect(shopDomainOf("/detail/p1").locale).toBe("en-GB");
    // A path that merely starts with the letters is no German page.
    expect(shopDomainOf("/design-lamp/VT-1").locale).toBe("en-GB");
    expect(SHOP_DOMAINS[0]?.basePath).toBe("");
  });

  it("strips the prefix from a path within its language", () => {
    const german = shopDomainOf("/de/Kleidung/");
    expect(pathWithinDomain("/de/Kleidung/", german)).toBe("/Kleidung/");
    expect(pathWithinDomain("/de", german)).toBe("/");
    expect(pathWithinDomain("/Clothing/", shopDomainOf("/Clothing/"))).toBe("/Clothing/");
  });

  it("maps the Store API's languages to ids by their translation code (locale as fallback)", () => {
    const ids = languageIdsOf({
      elements: [
        { id: "en", translationCode: { code: "en-GB" }, locale: { code: "en-GB" } },
        { id: "de", translationCode: null, locale: { code: "de-DE" } },
      ],
    });
    expect(ids.get("en-GB")).toBe("en");
    expect(ids.get("de-DE")).toBe("de");
    expect(ids.get("fr-FR")).toBeUndefined();
  });
});

describe("language alternates of a shop route (the switcher after a client-side navigation)", () => {
  const languages = [
    { locale: "en-GB", languageId: "en", label: "English", href: "/" },
    { locale: "de-DE", languageId: "de", label: "Deutsch", href: "/de/" },
  ];

  it("puts the same route under each language's prefix, the query kept", () => {
    expect(prefixedAlternates(languages, "/de/checkout/cart", "?step=2").map((entry) => entry.href)).toEqual([
      "/checkout/cart?step=2",
      "/de/checkout/cart?step=2",
    ]);
    expect(prefixedAlternates(languages, "/", "").map((entry) => entry.href)).toEqual(["/", "/de/"]);
    expect(prefixedAlternates(languages, "/account/order", "")[1]).toEqual({
      locale: "de-DE",
      languageId: "de",
      label: "Deutsch",
      href: "/de/account/order",
    });
  });
});

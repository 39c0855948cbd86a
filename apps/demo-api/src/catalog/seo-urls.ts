import { categoryId, LANDING_PAGES } from "../seed/catalogue.js";
import { SEED_TIME } from "../seed/db.js";
import { DEMO_PRODUCT_IDS, idFor, SALES_CHANNEL } from "../seed/ids.js";
import { LANGUAGES } from "./locales.js";
import type { CatalogueReadModel } from "./read-model.js";

type Json = Record<string, unknown>;

/** Shopware's three SEO route names. */
export type SeoRouteName = "frontend.navigation.page" | "frontend.detail.page" | "frontend.landing.page";

/** One SEO URL as Shopware's `seo_url` entity carries it. */
export interface SeoUrl {
  id: string;
  salesChannelId: string;
  languageId: string;
  foreignKey: string;
  routeName: SeoRouteName;
  pathInfo: string;
  seoPathInfo: string;
  isCanonical: boolean;
  isModified: boolean;
  isDeleted: boolean;
}

/**
 * One URL segment the way Shopware's slugifier writes it: letters and digits kept (case too), accents dropped,
 * every other run of characters one "-".
 */
export function seoSegment(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function seoUrl(
  routeName: SeoRouteName,
  foreignKey: string,
  pathInfo: string,
  seoPathInfo: string,
  languageId: string,
  isCanonical = true,
): SeoUrl {
  const system = languageId === SALES_CHANNEL.languageId;
  return {
    id: idFor(
      `seo-url:${routeName}:${foreignKey}${system ? "" : `:${languageId}`}${isCanonical ? "" : `:${seoPathInfo}`}`,
    ),
    salesChannelId: SALES_CHANNEL.id,
    languageId,
    foreignKey,
    routeName,
    pathInfo,
    seoPathInfo,
    isCanonical,
    isModified: false,
    isDeleted: false,
  };
}

/**
 * Old SEO URLs Shopware keeps after a rename (non-canonical rows of the same entity; the storefront answers 301 to
 * the canonical one): the tier-price product's earlier name and the clothing category's earlier name.
 */
const RENAMED: { routeName: SeoRouteName; foreignKey: string; oldName: string }[] = [
  { routeName: "frontend.detail.page", foreignKey: DEMO_PRODUCT_IDS.tierPrices, oldName: "Espresso Beans" },
  { routeName: "frontend.navigation.page", foreignKey: categoryId("clothing"), oldName: "Apparel" },
];

/**
 * The canonical SEO URLs of the catalogue in every language, built with Shopware's default templates from the names
 * in that language: a category is its breadcrumb below the navigation root ("Clothing/T-shirts/", German
 * "Kleidung/T-Shirts/"), a product its name and number ("Linen-Shirt/VT-1001"), a landing page its url
 * ("summer-edit"). Navigation roots, folders and links have none (as in Shopware).
 */
export function catalogueSeoUrls(model: CatalogueReadModel): SeoUrl[] {
  return model.memo("seo-urls", () => LANGUAGES.flatMap((language) => seoUrlsIn(model, language.id)));
}

/** The SEO URLs of one language. */
function seoUrlsIn(model: CatalogueReadModel, languageId: string): SeoUrl[] {
  const urls: SeoUrl[] = [];
  for (const category of model.categories.values()) {
    if (!category.parentId || category.type === "folder" || category.type === "link") continue;
    const chain: string[] = [];
    for (let current = model.categories.get(category.id); current?.parentId; ) {
      chain.unshift(seoSegment(model.nameIn(languageId, "category", current.id, current.name)));
      current = model.categories.get(current.parentId);
    }
    urls.push(
      seoUrl(
        "frontend.navigation.page",
        category.id,
        `/navigation/${category.id}`,
        `${chain.join("/")}/`,
        languageId,
      ),
    );
  }
  for (const product of model.products.values()) {
    const translated = product.json.translated as Json | undefined;
    const name = model.nameIn(
      languageId,
      "product",
      product.id,
      String(translated?.name ?? product.json.name ?? ""),
    );
    const number = String(product.json.productNumber ?? product.id);
    urls.push(
      seoUrl(
        "frontend.detail.page",
        product.id,
        `/detail/${product.id}`,
        `${seoSegment(name)}/${number}`,
        languageId,
      ),
    );
  }
  for (const landing of LANDING_PAGES) {
    const url = model.translationPatch(languageId, "landing_page", landing.id)?.url;
    urls.push(
      seoUrl(
        "frontend.landing.page",
        landing.id,
        `/landingPage/${landing.id}`,
        typeof url === "string" ? url : landing.url,
        languageId,
      ),
    );
  }
  // An old name replaces the first segment of the canonical path (`Apparel/`, `Espresso-Beans/VT-10042`), in the
  // shop's default language.
  if (languageId === SALES_CHANNEL.languageId) {
    for (const renamed of RENAMED) {
      const current = urls.find(
        (url) =>
          url.routeName === renamed.routeName && url.foreignKey === renamed.foreignKey && url.isCanonical,
      );
      if (!current) continue;
      const old = current.seoPathInfo.replace(/^[^/]+/, seoSegment(renamed.oldName));
      urls.push(seoUrl(renamed.routeName, renamed.foreignKey, current.pathInfo, old, languageId, false));
    }
  }
  return urls;
}

/** The Store API `seo_url` entity of an SEO URL. */
export function seoUrlJson(url: SeoUrl): Json {
  return {
    ...url,
    error: null,
    url: null,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    apiAlias: "seo_url",
  };
}

/** Does a request ask for SEO URLs? Header `sw-include-seo-urls` with `1` or `true`. */
export function includesSeoUrls(header: string | undefined): boolean {
  const value = header?.trim().toLowerCase();
  return value === "1" || value === "true";
}

const ROUTE_OF_ALIAS: Record<string, SeoRouteName> = {
  product: "frontend.detail.page",
  category: "frontend.navigation.page",
  landing_page: "frontend.landing.page",
};

/**
 * Fills `seoUrls` of every product, category and landing page anywhere in an answer with their canonical seo_url
 * entities, as Shopware's StoreApiSeoResolver does for `sw-include-seo-urls` (src/Core/Content/Seo/SalesChannel/
 * StoreApiSeoResolver.php): detail, listing and search elements, categories and navigation trees, CMS slot data.
 */
export function withSeoUrls(
  model: CatalogueReadModel,
  answer: unknown,
  languageId: string = SALES_CHANNEL.languageId,
): unknown {
  const byKey = model.memo(`seo-urls:by-key:${languageId}`, () => {
    const map = new Map<string, Json[]>();
    for (const url of catalogueSeoUrls(model)) {
      if (url.languageId !== languageId) continue;
      // Shopware's resolver loads the canonical URLs only (old URLs are for redirects).
      if (!url.isCanonical) continue;
      const key = `${url.routeName}:${url.foreignKey}`;
      map.set(key, [...(map.get(key) ?? []), seoUrlJson(url)]);
    }
    return map;
  });
  // Copies only the objects on a path to an entity that gets its URLs (an answer may hold memoized read-model
  // objects, never changed in place); the rest (aggregations, prices, media) is the answer's own, shared.
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let out: unknown[] | undefined;
      for (let index = 0; index < value.length; index++) {
        const entry = value[index];
        const visited = typeof entry === "object" && entry !== null ? visit(entry) : entry;
        if (visited !== entry) {
          out ??= value.slice();
          out[index] = visited;
        }
      }
      return out ?? value;
    }
    if (!value || typeof value !== "object") return value;
    const object = value as Json;
    let out: Json | undefined;
    for (const key in object) {
      const entry = object[key];
      if (typeof entry !== "object" || entry === null) continue;
      const visited = visit(entry);
      if (visited !== entry) {
        out ??= { ...object };
        out[key] = visited;
      }
    }
    const route = typeof object.apiAlias === "string" ? ROUTE_OF_ALIAS[object.apiAlias] : undefined;
    if (route && typeof object.id === "string") {
      out ??= { ...object };
      out.seoUrls = byKey.get(`${route}:${object.id}`) ?? [];
    }
    return out ?? object;
  };
  return visit(answer);
}

/** The SEO-URL versions of memoized answers, per language, kept as long as the answer's bytes are. */
const memoizedAnswers = new WeakMap<Uint8Array, Map<string, Uint8Array<ArrayBuffer>>>();

/**
 * A memoized answer (ready JSON bytes, made once per read model) with its entities' SEO URLs, made once per
 * language and kept beside it: the second request of a product page reads the SEO URLs from memory too.
 */
export function memoizedWithSeoUrls(
  model: CatalogueReadModel,
  bytes: Uint8Array<ArrayBuffer>,
  languageId: string = SALES_CHANNEL.languageId,
): Uint8Array<ArrayBuffer> {
  let byLanguage = memoizedAnswers.get(bytes);
  if (!byLanguage) {
    byLanguage = new Map();
    memoizedAnswers.set(bytes, byLanguage);
  }
  let filled = byLanguage.get(languageId);
  if (!filled) {
    const answer = JSON.parse(new TextDecoder().decode(bytes));
    filled = new TextEncoder().encode(JSON.stringify(withSeoUrls(model, answer, languageId)));
    byLanguage.set(languageId, filled);
  }
  return filled;
}

/**
 * A listing product's JSON with its SEO URLs in a language, made once per product and language and kept with the
 * read model until an order changes stock (as the product's listing text is).
 */
export function listingTextWithSeoUrls(
  model: CatalogueReadModel,
  productId: string,
  text: string,
  languageId: string,
): string {
  const filled = model.memoWithStock(`listing-seo-urls:${languageId}`, () => new Map<string, string>());
  let answer = filled.get(productId);
  if (answer === undefined) {
    answer = JSON.stringify(withSeoUrls(model, JSON.parse(text), languageId));
    filled.set(productId, answer);
  }
  return answer;
}

// The page language: the address's prefix names a shop domain (lib/shop-domains.ts), whose locale names a language
// of the Store API (`readLanguages`, read once per process). Every Store API call of the page sends its id.
import { withBasePath } from "@vitrine/core";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import "./context";
import { SHOP_DOMAINS, type ShopDomain, shopDomainOf } from "./shop-domains";

const LanguageListSchema = v.looseObject({
  elements: v.array(
    v.looseObject({
      id: v.string(),
      locale: v.nullish(v.looseObject({ code: v.nullish(v.string()) })),
      translationCode: v.nullish(v.looseObject({ code: v.nullish(v.string()) })),
    }),
  ),
});

/** Locale code → language id, as the Store API lists the sales channel's languages. */
export type LanguageIds = ReadonlyMap<string, string>;

/** The languages per backend (base URL and access key), read once per process; a failed read is tried again. */
const languageLists = new Map<string, Promise<LanguageIds>>();

/** The language ids by locale code from a `readLanguages` answer (the translation code first, as Shopware). */
export function languageIdsOf(answer: unknown): LanguageIds {
  const ids = new Map<string, string>();
  for (const language of v.parse(LanguageListSchema, answer).elements) {
    const code = language.translationCode?.code ?? language.locale?.code;
    if (code && !ids.has(code)) ids.set(code, language.id);
  }
  return ids;
}

/** The sales channel's languages (`POST /store-api/language`), cached per process. */
export function readLanguageIds(context: AppLoadContext): Promise<LanguageIds> {
  const { baseUrl, accessKey, fetch } = context.storeApi;
  const key = `${baseUrl} ${accessKey}`;
  let list = languageLists.get(key);
  if (!list) {
    list = (async () => {
      const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/language`, {
        method: "POST",
        headers: {
          "sw-access-key": accessKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ associations: { locale: {}, translationCode: {} } }),
      });
      if (!response.ok) throw new Error(`readLanguages answered ${response.status}`);
      return languageIdsOf(await response.json());
    })();
    languageLists.set(key, list);
    list.catch(() => languageLists.delete(key));
  }
  return list;
}

/** The shop domain of this request (from its address), the default language's when there is none. */
export function pageDomain(context: AppLoadContext): ShopDomain {
  const url = context.pageUrl;
  return shopDomainOf(url ? new URL(url).pathname : "/");
}

/** A path of the shop in the language of this request's page (`/checkout/confirm` → `/de/checkout/confirm`). */
export function pagePath(context: AppLoadContext, path: string): string {
  return withBasePath(path, pageDomain(context).basePath);
}

/** The page language: its domain and the Store API's id of its locale (null when the backend has no such language). */
export interface PageLanguage extends ShopDomain {
  languageId: string | null;
}

const pageLanguages = new WeakMap<AppLoadContext, Promise<PageLanguage>>();

/** The page language of this request, resolved once per request. */
export function pageLanguage(context: AppLoadContext): Promise<PageLanguage> {
  let language = pageLanguages.get(context);
  if (!language) {
    const domain = pageDomain(context);
    // Without a page (a server call outside a page request) there is no page language to send.
    language = context.pageUrl
      ? readLanguageIds(context).then((ids) => ({ ...domain, languageId: ids.get(domain.locale) ?? null }))
      : Promise.resolve({ ...domain, languageId: null });
    pageLanguages.set(context, language);
  }
  return language;
}

/** Every shop domain with its language id (domains whose language the backend lacks are left out). */
export async function shopLanguages(
  context: AppLoadContext,
): Promise<(ShopDomain & { languageId: string })[]> {
  const ids = await readLanguageIds(context);
  return SHOP_DOMAINS.flatMap((domain) => {
    const languageId = ids.get(domain.locale);
    return languageId ? [{ ...domain, languageId }] : [];
  });
}

// The header switchers' data, read by the root loader: the shop's currencies and, until the page-language routing
// gives the root loader its `alternates`, a temporary list of the shop's languages with the current page's path
// under each language's prefix.
import { withBasePath } from "@vitrine/core";
import type { LanguageOption, SwitcherCurrency } from "@vitrine/navigation";
import { SwitcherCurrencyListSchema } from "@vitrine/navigation/schemas";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { storeApi } from "./store-api.server";

/** `POST /currency`: the sales channel's currencies, for the currency switcher's server HTML. */
export function readCurrencies(context: AppLoadContext): Promise<SwitcherCurrency[]> {
  return storeApi(context).post("/currency", {
    body: { includes: { currency: ["id", "isoCode", "symbol", "name", "translated"] } },
    schema: SwitcherCurrencyListSchema,
    idempotent: true,
  });
}

const LanguageListSchema = v.looseObject({
  elements: v.array(
    v.looseObject({
      id: v.string(),
      name: v.nullish(v.string()),
      translationCode: v.nullish(v.looseObject({ code: v.string() })),
      locale: v.nullish(v.looseObject({ code: v.string() })),
    }),
  ),
});

/** A language's name in itself (`Deutsch`, `English`), from `Intl`; the Store API's name otherwise. */
function endonym(code: string, fallback: string): string {
  const language = code.split("-")[0] ?? code;
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * TEMPORARY until the root loader's `alternates` (the other language's URL of the same page, from the SEO
 * routing) land: the shop's languages (`POST /language`), each linking the current path under its prefix (none
 * for the sales channel's default language, `/<language>` otherwise, as `/de`).
 */
export async function readLanguageAlternates(
  context: AppLoadContext,
  request: Request,
  defaultLanguageId: string | undefined,
): Promise<LanguageOption[]> {
  const { elements } = await storeApi(context).post("/language", {
    body: { associations: { translationCode: {}, locale: {} } },
    schema: LanguageListSchema,
    idempotent: true,
  });
  const url = new URL(request.url);
  const prefixes = elements.map((language) => {
    const code = language.translationCode?.code ?? language.locale?.code ?? "";
    return language.id === defaultLanguageId ? "" : `/${code.split("-")[0]?.toLowerCase() ?? ""}`;
  });
  // The page's path without the current language's prefix.
  const prefix = prefixes.find(
    (entry) => entry && (url.pathname === entry || url.pathname.startsWith(`${entry}/`)),
  );
  const path = prefix ? url.pathname.slice(prefix.length) || "/" : url.pathname;
  return elements.map((language, index) => {
    const code = language.translationCode?.code ?? language.locale?.code ?? "";
    return {
      locale: code,
      languageId: language.id,
      href: withBasePath(path, prefixes[index]) + url.search,
      label: endonym(code, language.name ?? code),
    };
  });
}

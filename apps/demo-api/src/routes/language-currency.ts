import { type Context, Hono } from "hono";
import { CURRENCIES, currencyEntityJson, LANGUAGES, languageJson } from "../catalog/locales.js";
import type { AppEnv } from "../context.js";
import { readCriteria, searchRows } from "../criteria/index.js";

type Json = Record<string, unknown>;

/** The languages of the sales channel (English, German), as Shopware's `language` entity. */
export function languagesJson(requestLanguageId?: string): Json[] {
  return LANGUAGES.map((language) => languageJson(language, requestLanguageId));
}

/** `readLanguages` (`/language`, a search result) and `readCurrency` (`/currency`, a plain list, as Shopware answers). */
export function languageCurrencyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readLanguages = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    return c.json(
      await searchRows("language", languagesJson(c.get("salesChannelContext").languageId), criteria),
    );
  };
  app.post("/language", readLanguages);
  app.get("/language", readLanguages);

  // Shopware answers the currencies as a plain list: the Criteria's filters and includes apply, no search result.
  const readCurrency = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const { elements } = (await searchRows(
      "currency",
      CURRENCIES.map((currency) => currencyEntityJson(currency, c.get("salesChannelContext").languageId)),
      criteria,
    )) as { elements: Json[] };
    return c.json(elements);
  };
  app.post("/currency", readCurrency);
  app.get("/currency", readCurrency);
  return app;
}

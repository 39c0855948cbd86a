import { type Context, Hono } from "hono";
import { currencyJson } from "../catalog/sales-channel.js";
import type { AppEnv } from "../context.js";
import { readCriteria, searchRows } from "../criteria/index.js";
import { SEED_TIME } from "../seed/db.js";
import { idFor, SALES_CHANNEL } from "../seed/ids.js";

type Json = Record<string, unknown>;

const LOCALE_ID = idFor("locale:en-GB");

/** The demo's one locale (en-GB), as Shopware's `locale` entity. */
function localeJson(): Json {
  return {
    id: LOCALE_ID,
    code: "en-GB",
    name: "English",
    territory: "United Kingdom",
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { name: "English", territory: "United Kingdom", customFields: {} },
    apiAlias: "locale",
  };
}

/** The languages of the sales channel (the demo has one: English), as Shopware's `language` entity. */
export function languagesJson(): Json[] {
  return [
    {
      id: SALES_CHANNEL.languageId,
      parentId: null,
      localeId: LOCALE_ID,
      translationCodeId: LOCALE_ID,
      name: "English",
      active: true,
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      locale: localeJson(),
      translationCode: localeJson(),
      apiAlias: "language",
    },
  ];
}

/** `readLanguages` (`/language`, a search result) and `readCurrency` (`/currency`, a plain list, as Shopware answers). */
export function languageCurrencyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readLanguages = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    return c.json(await searchRows("language", languagesJson(), criteria));
  };
  app.post("/language", readLanguages);
  app.get("/language", readLanguages);

  // Shopware answers the currencies as a plain list: the Criteria's filters and includes apply, no search result.
  const readCurrency = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const { elements } = (await searchRows("currency", [currencyJson()], criteria)) as { elements: Json[] };
    return c.json(elements);
  };
  app.post("/currency", readCurrency);
  app.get("/currency", readCurrency);
  return app;
}

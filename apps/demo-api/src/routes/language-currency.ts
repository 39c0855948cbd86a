import { type Context, Hono } from "hono";
import { currencyJson } from "../catalog/sales-channel.js";
import type { AppEnv } from "../context.js";
import { SEED_TIME } from "../seed/db.js";
import { idFor, SALES_CHANNEL } from "../seed/ids.js";
import { applyCriteria, applyIncludes, criteriaOf, entitySearchResult } from "./entity-criteria.js";

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

const FIELDS = {
  id: (json: Json) => json.id,
  name: (json: Json) => json.name,
  active: (json: Json) => json.active,
  localeId: (json: Json) => json.localeId,
  isoCode: (json: Json) => json.isoCode,
  position: (json: Json) => json.position,
};

/** `readLanguages` (`/language`, a search result) and `readCurrency` (`/currency`, a plain list, as Shopware answers). */
export function languageCurrencyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readLanguages = async (c: Context<AppEnv>) => {
    const criteria = await criteriaOf(c);
    const result = applyCriteria(languagesJson(), criteria, "language", FIELDS);
    return c.json(
      entitySearchResult(
        "language",
        result,
        result.elements.map((json) => applyIncludes(json, criteria)),
      ),
    );
  };
  app.post("/language", readLanguages);
  app.get("/language", readLanguages);

  const readCurrency = async (c: Context<AppEnv>) => {
    const criteria = await criteriaOf(c);
    const result = applyCriteria([currencyJson()], criteria, "currency", FIELDS);
    return c.json(result.elements.map((json) => applyIncludes(json, criteria)));
  };
  app.post("/currency", readCurrency);
  app.get("/currency", readCurrency);
  return app;
}

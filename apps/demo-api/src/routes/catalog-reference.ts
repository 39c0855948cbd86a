import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { ReferenceService } from "../catalog/reference.service.js";
import type { AppEnv } from "../context.js";
import { readJsonObject } from "../errors.js";
import { SALES_CHANNEL } from "../seed/ids.js";
import { requireId } from "../validation.js";
import { searchResult } from "./catalog-kit.js";

type Json = Record<string, unknown>;

/** Shopware's default cookie groups (technically required, comfort features, statistics, marketing). */
export const COOKIE_GROUPS: Json[] = [
  {
    isRequired: true,
    name: "Technically required",
    description: "Cookies required for this shop to function:",
    entries: [
      { name: "Session", cookie: "session-", hidden: false, apiAlias: "cookie_entry" },
      { name: "Timezone", cookie: "timezone", hidden: false, apiAlias: "cookie_entry" },
      {
        name: "Cookie preferences",
        cookie: "cookie-preference",
        value: "1",
        expiration: 30,
        hidden: true,
        apiAlias: "cookie_entry",
      },
    ],
    apiAlias: "cookie_group",
  },
  {
    isRequired: false,
    name: "Comfort features",
    description: "Cookies that make the shop easier to use: the wishlist for guests and embedded videos.",
    entries: [
      {
        name: "Wishlist",
        cookie: "wishlist-enabled",
        value: "1",
        expiration: 30,
        hidden: false,
        apiAlias: "cookie_entry",
      },
      {
        name: "YouTube video",
        cookie: "youtube-video",
        value: "1",
        expiration: 30,
        hidden: false,
        apiAlias: "cookie_entry",
      },
    ],
    apiAlias: "cookie_group",
  },
  {
    isRequired: false,
    name: "Statistics",
    description: "Cookies used for statistics and shop performance metrics.",
    entries: [
      {
        name: "Google Analytics",
        cookie: "google-analytics-enabled",
        value: "1",
        expiration: 30,
        hidden: false,
        apiAlias: "cookie_entry",
      },
    ],
    apiAlias: "cookie_group",
  },
  {
    isRequired: false,
    name: "Marketing",
    description: "Allows Google to collect personal data for online advertising and marketing.",
    entries: [
      {
        name: "Google Advertising",
        cookie: "google-ads-enabled",
        value: "1",
        expiration: 30,
        hidden: false,
        apiAlias: "cookie_entry",
      },
    ],
    apiAlias: "cookie_group",
  },
];

const COOKIE_HASH = createHash("md5").update(JSON.stringify(COOKIE_GROUPS)).digest("hex");

function onlyAvailable(c: Context<AppEnv>, body: Json): boolean {
  const value = body.onlyAvailable ?? c.req.query("onlyAvailable");
  return value === true || value === 1 || value === "1" || value === "true";
}

/** Registers country, country-state, salutation, shipping-method, payment-method and cookie-groups. */
export function referenceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reference = (c: Context<AppEnv>) => new ReferenceService(c.get("demo").db);
  const countries = async (c: Context<AppEnv>) => {
    await readJsonObject(c);
    const rows = await reference(c).countries();
    return c.json(searchResult("country", rows, 1, rows.length));
  };
  app.post("/country", countries);
  app.get("/country", countries);

  const states = async (c: Context<AppEnv>) => {
    await readJsonObject(c);
    const countryId = requireId(c.req.param("countryId"), "countryId");
    const rows = await reference(c).states(countryId);
    return c.json(searchResult("country_state", rows, 1, Math.max(rows.length, 1)));
  };
  app.post("/country-state/:countryId", states);
  app.get("/country-state/:countryId", states);

  const salutations = async (c: Context<AppEnv>) => {
    await readJsonObject(c);
    const rows = await reference(c).salutations();
    return c.json(searchResult("salutation", rows, 1, rows.length));
  };
  app.post("/salutation", salutations);
  app.get("/salutation", salutations);

  const methods = (kind: "shipping" | "payment") => async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    const elements = await reference(c).methods(kind, onlyAvailable(c, body));
    return c.json({
      total: elements.length,
      elements,
      entity: `${kind}_method`,
      apiAlias: "dal_entity_search_result",
    });
  };
  app.post("/shipping-method", methods("shipping"));
  app.get("/shipping-method", methods("shipping"));
  app.post("/payment-method", methods("payment"));
  app.get("/payment-method", methods("payment"));

  app.get("/cookie-groups", (c) =>
    c.json({
      elements: COOKIE_GROUPS,
      hash: COOKIE_HASH,
      languageId: SALES_CHANNEL.languageId,
      apiAlias: "cookie_groups_hash",
    }),
  );
  return app;
}

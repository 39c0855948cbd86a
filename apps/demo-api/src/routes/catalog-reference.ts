import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { ReferenceService } from "../catalog/reference.service.js";
import type { AppEnv } from "../context.js";
import { type Criteria, type PageAssociationLoader, readCriteria, searchRows } from "../criteria/index.js";
import { SALES_CHANNEL } from "../seed/ids.js";
import { requireId } from "../validation.js";

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

function onlyAvailable(payload: Json): boolean {
  const value = payload.onlyAvailable;
  return value === true || value === 1 || value === "1" || value === "true";
}

/** A reference search's answer: the rows under the request's Criteria (see `searchRows`). */
async function referenceSearch(
  c: Context<AppEnv>,
  entity: string,
  rows: Json[],
  criteria: Criteria,
  load?: PageAssociationLoader,
): Promise<Response> {
  return c.json(await searchRows(entity, rows, criteria, { load }));
}

/** Registers country, country-state, salutation, shipping-method, payment-method and cookie-groups. */
export function referenceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reference = (c: Context<AppEnv>) => new ReferenceService(c.get("demo").db);
  const countries = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const rows = await reference(c).countries();
    // Like Shopware: `associations.states` loads each country's states (with their own criteria).
    return referenceSearch(c, "country", rows, criteria, async (name, page) => {
      if (name !== "states") return undefined;
      const service = reference(c);
      const states = new Map(
        await Promise.all(
          page.map(async (row) => [String(row.id), await service.states(String(row.id))] as const),
        ),
      );
      return (association, row) => (association === "states" ? states.get(String(row.id)) : undefined);
    });
  };
  app.post("/country", countries);
  app.get("/country", countries);

  const states = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const countryId = requireId(c.req.param("countryId"), "countryId");
    const rows = await reference(c).states(countryId);
    return referenceSearch(c, "country_state", rows, criteria);
  };
  app.post("/country-state/:countryId", states);
  app.get("/country-state/:countryId", states);

  const salutations = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const rows = await reference(c).salutations();
    return referenceSearch(c, "salutation", rows, criteria);
  };
  app.post("/salutation", salutations);
  app.get("/salutation", salutations);

  const methods = (kind: "shipping" | "payment") => async (c: Context<AppEnv>) => {
    const { criteria, payload } = await readCriteria(c);
    const elements = await reference(c).methods(kind, onlyAvailable(payload));
    return referenceSearch(c, `${kind}_method`, elements, criteria);
  };
  app.post("/shipping-method", methods("shipping"));
  app.get("/shipping-method", methods("shipping"));
  app.post("/payment-method", methods("payment"));
  app.get("/payment-method", methods("payment"));

  // The groups in the request's language (answers are translated on the way out); the hash changes with it.
  app.get("/cookie-groups", (c) => {
    const languageId = c.get("salesChannelContext").languageId;
    return c.json({
      elements: COOKIE_GROUPS,
      hash:
        languageId === SALES_CHANNEL.languageId
          ? COOKIE_HASH
          : createHash("md5").update(`${COOKIE_HASH}:${languageId}`).digest("hex"),
      languageId,
      apiAlias: "cookie_groups_hash",
    });
  });
  return app;
}

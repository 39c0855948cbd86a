import type { MiddlewareHandler } from "hono";

/**
 * The headers a frontend may send and read: Shopware's CorsListener list (src/Core/Framework/Api/EventListener),
 * plus the ones the Vitrine core client sends.
 */
const CORS_HEADERS = [
  "Content-Type",
  "Authorization",
  "sw-context-token",
  "sw-access-key",
  "sw-language-id",
  "sw-currency-id",
  "sw-version-id",
  "sw-inheritance",
  "indexing-behavior",
  "sw-include-seo-urls",
  "sw-include-search-info",
  "Accept",
  "X-Requested-With",
  "Idempotency-Key",
].join(",");

/**
 * CORS as Shopware answers it: every origin may call the Store API (its clients send the context token in a
 * header, never a cookie), every OPTIONS request is answered before the access key is checked.
 */
export const storeApiCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS") c.res = new Response(null, { status: 204 });
  else await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.set("Access-Control-Allow-Methods", "GET,POST,PUT,PATCH,DELETE");
  c.res.headers.set("Access-Control-Allow-Headers", CORS_HEADERS);
  c.res.headers.set("Access-Control-Expose-Headers", CORS_HEADERS);
};

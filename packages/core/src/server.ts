// @vitrine/core/server public API: what a React Server Component, a route loader or an API route calls on the server,
// per request: the Store API client (create one per request with the shopper's context token; never share one
// between requests), its errors, money and the shop's page paths. Nothing here holds React context or hooks, so
// the entry carries no "use client" and loads no React. The entity schemas are `@vitrine/core/schemas`.

export {
  buildPath,
  buildQuery,
  createStoreApiClient,
  type QueryValue,
  type StoreApiClient,
  type StoreApiClientOptions,
  type StoreApiMethod,
  type StoreApiRequestOptions,
  type StoreApiResult,
} from "./client";
export {
  isStoreApiError,
  StoreApiError,
  type StoreApiErrorEntry,
  type StoreApiErrorKind,
} from "./client.error";
export {
  ACCESS_KEY_HEADER,
  CONTEXT_TOKEN_HEADER,
  DEFAULT_READ_RETRIES,
  DEFAULT_TIMEOUT_MS,
  INCLUDE_SEO_URLS_HEADER,
} from "./constants";
export {
  canonicalSeoPath,
  entityLink,
  type LinkableEntity,
  type LinkedEntityKind,
  type LinkOptions,
  type SeoUrlLike,
  technicalPath,
  withBasePath,
} from "./links";
export { formatMoney, type MoneyFormat, type MoneyPattern, moneyPattern } from "./money";
export type { VitrineConfig } from "./provider";
export { buildRoute, defaultRoutes, type VitrineRoutes } from "./routes";
export { defaultSnippets, formatSnippet, type SnippetParams, type Snippets, translate } from "./snippets";
export { type CookieOptions, readCookie, serializeCookie } from "./storage";

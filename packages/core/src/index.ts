// @vitrine/core public API: explicit named exports only.

// Store API client
export {
  buildPath,
  buildQuery,
  createStoreApiClient,
  preloadStoreApiTransport,
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
  OFFCANVAS_CLOSE_DELAY_MS,
  VIEWPORT_CHANGE_DEBOUNCE_MS,
} from "./constants";
export { type Debounced, debounce } from "./debounce";
export { createEventBus, type EventBus, type VitrineEventName, type VitrineEvents } from "./events";
export { currencySymbol, type DateInput, formatDate, formatNumber } from "./format";
export { whenIdle } from "./idle";
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
export { formatMoney, type MoneyFormat, type MoneyPattern } from "./money";
// Provider and hooks
export {
  type Navigate,
  type NavigateOptions,
  type PageIdentity,
  type RouterLinkProps,
  useConfig,
  useEntityLink,
  useEvents,
  useFeature,
  useMoney,
  useRoute,
  useSnippet,
  useStoreApi,
  useVitrine,
  type VitrineConfig,
  type VitrineContextValue,
  VitrineProvider,
  type VitrineProviderProps,
} from "./provider";
export { buildRoute, defaultRoutes, type VitrineRoutes } from "./routes";
// Snippets, money, events, timing
export { defaultSnippets, formatSnippet, type SnippetParams, type Snippets, translate } from "./snippets";
export type { CoreSnippetKey } from "./snippets/en";
// Storage, cookies and consent; idle time for their reads after hydration
export {
  type ConsentChecker,
  type CookieOptions,
  createStorage,
  deleteCookie,
  hasConsent,
  type KeyValueStorage,
  onConsentCheckerChange,
  onStorageChange,
  readCookie,
  type StorageArea,
  serializeCookie,
  setConsentChecker,
  type WriteOptions,
  writeCookie,
} from "./storage";
export { useFormatDate, useFormatNumber } from "./useFormat";

// The shared response schemas live in `@vitrine/core/schemas`; off-canvas and modal in `@vitrine/core/ui`; router
// links, the viewport, LazyOffcanvas and shared hooks in `@vitrine/core/react`; small framework-free helpers in
// `@vitrine/core/utils`.

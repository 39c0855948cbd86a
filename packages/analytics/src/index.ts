// @vitrine/analytics public API: explicit named exports only.

export {
  type Analytics,
  type AnalyticsConsent,
  type AnalyticsOptions,
  type AnalyticsRecord,
  type AnalyticsStatus,
  type AnalyticsTarget,
  type ConsentSignal,
  type ConsentState,
  createAnalytics,
  deleteAnalyticsCookies,
} from "./analytics";
export * from "./constants";
export {
  account,
  addToWishlist,
  cartChange,
  cartEvent,
  type Ga4Ecommerce,
  type Ga4Event,
  type Ga4Item,
  type Ga4List,
  type ItemContext,
  itemsValue,
  lineItem,
  productItem,
  purchase,
  search,
  selectItem,
  viewItem,
  viewItemList,
  viewSearchResults,
} from "./ga4";
export { type AnalyticsSourceEvents, type ConnectOptions, connectAnalytics } from "./sources";
export { type GtagOptions, gtagTarget, type TagManagerOptions, tagManagerTarget } from "./targets";

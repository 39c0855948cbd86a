// @vitrine/analytics public API: explicit named exports only.

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

// @vitrine/product public API: explicit named exports only.

export { BuyBox, type BuyBoxProps, type BuyButtonContext } from "./BuyBox";
export { BUY_FORM_ID, DESCRIPTION_TAB_ID } from "./constants";
export { DeliveryStatus, type DeliveryStatusProps } from "./DeliveryStatus";
export {
  clearsVariantId,
  type DeliveryStatusInput,
  type DeliveryStatusResult,
  deliveryStatus,
} from "./delivery.rules";
export { PriceBrackets, type PriceBracketsProps } from "./PriceBrackets";
export { ProductPrice, type ProductPriceProps } from "./ProductPrice";
export {
  MoreInfoButton,
  type MoreInfoButtonProps,
  type ProductTab,
  ProductTabs,
  type ProductTabsProps,
} from "./ProductTabs";
export { findPriceBracket, priceBracketRanges } from "./price.brackets";
export { defaultProductApi, type ProductApi } from "./product.api";
// The schemas are at @vitrine/product/schemas: the main entry loads no valibot (the calls load it lazily).
export type {
  FindVariantResponse,
  ProductDetail,
  ProductDetailResponse,
  PropertyGroup,
  PropertyOption,
  ReferencePricing,
  UnitInfo,
  VariantOptionsResponse,
} from "./product.schema";
export { productSnippets } from "./product.snippets";
export { QuantitySelector, type QuantitySelectorProps } from "./QuantitySelector";
export type { ProductSnippetKey } from "./snippets/en";
export {
  type DeliveryStatusState,
  type UseDeliveryStatusOptions,
  useDeliveryStatus,
} from "./useDeliveryStatus";
export { type ProductTabsState, type UseProductTabsOptions, useProductTabs } from "./useProductTabs";
export { useProductView } from "./useProductView";
export {
  type QuantitySelectorState,
  type UseQuantitySelectorOptions,
  useQuantitySelector,
} from "./useQuantitySelector";
export {
  type UseVariantSwitchOptions,
  useVariantSwitch,
  type VariantGroupState,
  type VariantOptionState,
} from "./useVariantSwitch";
export { VariantConfigurator, type VariantConfiguratorProps } from "./VariantConfigurator";
export { selectionFromOptionIds, variantParam } from "./variant.rules";

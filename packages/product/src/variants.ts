// `@vitrine/product/variants`: the variant configurator and its hook (the variant switch, the Store API call that
// finds a variant) on their own, so that a product page can load them when the shopper reaches for a variant:
// their server HTML is a GET form that works without them. The main entry exports the same names.
export {
  type UseVariantSwitchOptions,
  useVariantSwitch,
  type VariantGroupState,
  type VariantOptionState,
} from "./useVariantSwitch";
export { VariantConfigurator, type VariantConfiguratorProps } from "./VariantConfigurator";

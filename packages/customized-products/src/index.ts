// @vitrine/customized-products public API: explicit named exports only.

export {
  CustomizedProductForm,
  type CustomizedProductFormProps,
  revealFirstProblem,
} from "./CustomizedProductForm";
export {
  type ConfiguratorAction,
  type ConfiguratorState,
  type ConfiguratorView,
  configurationBody,
  configuratorReducer,
  deriveConfigurator,
  initialConfiguratorState,
  type RestoredChoices,
} from "./configurator.state";
// The spec's numbers are in `@vitrine/customized-products/constants`.
export {
  type ConfigurationBody,
  type CustomizedProductsApi,
  defaultCustomizedProductsApi,
} from "./customizedProducts.api";
// The schemas (template, price, share, restore) are in `@vitrine/customized-products/schemas`.
export type {
  Exclusion,
  PriceQuote,
  RestoreConfiguration,
  Template,
  TemplateOption,
  TemplateValue,
} from "./customizedProducts.schema";
export { customizedProductsSnippets } from "./customizedProducts.snippets";
export { OptionField, type OptionFieldProps, optionElementId } from "./OptionField";
export {
  type Choices,
  estimatePrice,
  excludedChoices,
  exclusionViolations,
  type FieldError,
  type FieldRule,
  isEmptyMarkup,
  isFilled,
  type OptionValue,
  optionRange,
  validateOption,
} from "./rules";
export type { CustomizedProductsSnippetKey } from "./snippets/en";
export type { UploadEntry, UploadRules, UploadStatus } from "./uploads";
export {
  type CustomizedProductControls,
  type UseCustomizedProductOptions,
  useCustomizedProduct,
} from "./useCustomizedProduct";

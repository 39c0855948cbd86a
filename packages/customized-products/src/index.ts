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
// Every spec number is in `@vitrine/customized-products/constants`; the main entry names the ones it uses.
export {
  PRICE_DISPLAY_DEBOUNCE_MS,
  UPLOAD_MAX_COUNT_DEFAULT,
  UPLOAD_TOO_MANY_FILES_CODE,
  VIOLATION_SCROLL_OFFSET_PX,
} from "./constants";
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
  validateOption,
} from "./rules";
export type { UploadEntry, UploadRules, UploadStatus } from "./uploads";
export {
  type CustomizedProductControls,
  type UseCustomizedProductOptions,
  useCustomizedProduct,
} from "./useCustomizedProduct";

// @vitrine/navigation public API: explicit named exports only.
export {
  ACCOUNT_MENU_OFFCANVAS_VIEWPORTS,
  AccountMenu,
  type AccountMenuCustomer,
  type AccountMenuProps,
} from "./AccountMenu";
export { Breadcrumb, type BreadcrumbProps } from "./Breadcrumb";
export { CategoryOffcanvas, type CategoryOffcanvasProps } from "./CategoryOffcanvas";
export { CurrencySwitcher, type CurrencySwitcherProps, currencyLabel } from "./CurrencySwitcher";
export {
  BREADCRUMB_HOVER_DELAY_MS,
  FLYOUT_DEBOUNCE_MS,
  MAIN_NAVIGATION,
  SCROLL_DEBOUNCE_MS,
  SCROLL_UP_THRESHOLD_PX,
  VIEWPORT_CHANGE_DEBOUNCE_MS,
} from "./constants";
export { FlyoutNavigation, type FlyoutNavigationProps } from "./FlyoutNavigation";
export { FOOTER_COLLAPSE_VIEWPORTS, FooterColumn, type FooterColumnProps } from "./FooterColumn";
export { LanguageSwitcher, type LanguageSwitcherProps } from "./LanguageSwitcher";
export { type FetchNavigation, fetchNavigation, type NavigationRequest } from "./navigation.api";
// The schemas are at @vitrine/navigation/schemas: the main entry loads no valibot (the calls load it lazily).
export type { BreadcrumbEntry, NavigationCategory } from "./navigation.schema";
export { navigationSnippets } from "./navigation.snippets";
export {
  type BreadcrumbItem,
  breadcrumbFromCategory,
  breadcrumbFromEntries,
  categoryName,
  createNavigationCache,
  hasSubcategories,
  isScrolledPast,
  type MenuLevel,
  menuBack,
  menuForward,
  menuHome,
  type NavigationCache,
  navigationCacheAtom,
  navigationCacheKey,
} from "./navigation.state";
export { ScrollUpButton, type ScrollUpButtonProps } from "./ScrollUpButton";
export type { NavigationSnippetKey } from "./snippets/en";
export { type CurrencySwitchApi, defaultCurrencySwitchApi } from "./switchers.api";
export type { SwitcherCurrency } from "./switchers.schema";
// The headless menu itself, `useCategoryMenu`, is `@vitrine/navigation/category-menu` (loaded with the panel).
export type { CategoryMenuControls, UseCategoryMenuOptions } from "./useCategoryMenu";
export {
  type CurrencySwitchControls,
  type CurrencySwitchStatus,
  type UseCurrencySwitchOptions,
  useCurrencySwitch,
} from "./useCurrencySwitch";
export { type FlyoutMenuControls, type UseFlyoutMenuOptions, useFlyoutMenu } from "./useFlyoutMenu";
export {
  isCurrentLanguage,
  type LanguageOption,
  type LanguageSwitchControls,
  type UseLanguageSwitchOptions,
  useLanguageSwitch,
} from "./useLanguageSwitch";
export {
  type NavigationLevelState,
  type NavigationStatus,
  type UseNavigationOptions,
  useNavigation,
  useNavigationLoader,
} from "./useNavigation";
export { type ScrollUpControls, type UseScrollUpOptions, useScrollUp } from "./useScrollUp";

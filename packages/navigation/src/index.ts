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
export type { FlyoutMenuControls, UseFlyoutMenuOptions } from "./flyout";
export { LanguageSwitcher, type LanguageSwitcherProps } from "./LanguageSwitcher";
// The schemas are at @vitrine/navigation/schemas: the main entry loads no valibot (the calls load it lazily).
export type { BreadcrumbEntry, NavigationCategory } from "./navigation.schema";
export { navigationSnippets } from "./navigation.snippets";
export {
  type BreadcrumbItem,
  breadcrumbFromCategory,
  breadcrumbFromEntries,
  categoryName,
  hasSubcategories,
  isScrolledPast,
} from "./navigation.state";
export { ScrollUpButton, type ScrollUpButtonProps } from "./ScrollUpButton";
export type { NavigationSnippetKey } from "./snippets/en";
export { type CurrencySwitchApi, defaultCurrencySwitchApi } from "./switchers.api";
export type { SwitcherCurrency } from "./switchers.schema";
// The headless menus are entries of their own, so that no page's first paint carries them: `useCategoryMenu`,
// `useNavigation` and the navigation cache are `@vitrine/navigation/category-menu` (loaded with the off-canvas'
// panel), `useFlyoutMenu` is `@vitrine/navigation/flyout-menu` (`<FlyoutNavigation>` loads its behaviour lazily).
export type { CategoryMenuControls, MenuLevel, UseCategoryMenuOptions } from "./useCategoryMenu";
export {
  type CurrencySwitchControls,
  type CurrencySwitchStatus,
  type UseCurrencySwitchOptions,
  useCurrencySwitch,
} from "./useCurrencySwitch";
export {
  isCurrentLanguage,
  type LanguageOption,
  type LanguageSwitchControls,
  type UseLanguageSwitchOptions,
  useLanguageSwitch,
} from "./useLanguageSwitch";
export type {
  FetchNavigation,
  NavigationCache,
  NavigationLevelState,
  NavigationRequest,
  NavigationStatus,
  UseNavigationOptions,
} from "./useNavigation";
export { type ScrollUpControls, type UseScrollUpOptions, useScrollUp } from "./useScrollUp";

// @vitrine/navigation/category-menu: the headless menus that load categories, an entry of its own (the built-in
// `<CategoryOffcanvas>` loads it lazily with its panel, `<FlyoutNavigation>` only without the loader's categories;
// a shop that draws its own menu imports it here, so no page's first paint pays for the menu's levels).

export {
  type CategoryMenuControls,
  type MenuLevel,
  menuBack,
  menuForward,
  menuHome,
  type UseCategoryMenuOptions,
  useCategoryMenu,
} from "./useCategoryMenu";
export {
  createNavigationCache,
  type FetchNavigation,
  fetchNavigation,
  type NavigationCache,
  type NavigationLevelState,
  type NavigationRequest,
  type NavigationStatus,
  navigationCacheAtom,
  navigationCacheKey,
  type UseNavigationOptions,
  useNavigation,
  useNavigationLoader,
} from "./useNavigation";

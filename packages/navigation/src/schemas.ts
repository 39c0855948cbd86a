// @vitrine/navigation/schemas: the valibot schemas of navigation and breadcrumb answers. Importing them loads
// valibot; the navigation's own calls load them with their first request.

export {
  type BreadcrumbEntry,
  BreadcrumbEntrySchema,
  type NavigationCategory,
  NavigationCategorySchema,
  NavigationSchema,
} from "./navigation.schema";
export {
  type SwitcherCurrency,
  SwitcherCurrencyListSchema,
  SwitcherCurrencySchema,
} from "./switchers.schema";

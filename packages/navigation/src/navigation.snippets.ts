import type { Snippets } from "@vitrine/core";
/** English defaults of every text the navigation package shows, by snippet key. */
export const navigationSnippets = {
  "navigation.menu": "Menu",
  "navigation.mainNavigation": "Main navigation",
  "navigation.categories": "Categories",
  "navigation.back": "Back",
  "navigation.home": "Show all categories",
  "navigation.showAll": "Show all {name}",
  "navigation.flyoutToggle": "Subcategories of {name}",
  "navigation.loadError": "The menu could not be loaded.",
  "navigation.account": "Your account",
  "navigation.account.greeting": "Hello, {name}!",
  "navigation.account.guestHint": "Log in to see your orders and addresses.",
  "navigation.account.login": "Log in",
  "navigation.account.register": "Register",
  "navigation.account.overview": "Overview",
  "navigation.account.addresses": "Addresses",
  "navigation.account.orders": "Orders",
  "navigation.account.logout": "Log out",
  "navigation.scrollUp": "Back to top",
  "navigation.breadcrumb": "Breadcrumb",
} satisfies Snippets;

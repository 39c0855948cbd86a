// @vitrine/navigation/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { NavigationSnippetKey } from "./en";

export type { NavigationSnippetKey };

/** Every German text @vitrine/navigation shows, by snippet key. */
export const navigationSnippetsDe: Record<NavigationSnippetKey, string> = {
  "navigation.menu": "Menü",
  "navigation.mainNavigation": "Hauptnavigation",
  "navigation.categories": "Kategorien",
  "navigation.back": "Zurück",
  "navigation.home": "Zeige alle Kategorien",
  "navigation.showAll": "Zur Kategorie {name}",
  "navigation.flyoutToggle": "Unterkategorien von {name}",
  "navigation.loadError": "Das Menü konnte nicht geladen werden.",
  "navigation.account": "Ihr Konto",
  "navigation.account.greeting": "Hallo, {name}!",
  "navigation.account.guestHint": "Melden Sie sich an, um Ihre Bestellungen und Adressen zu sehen.",
  "navigation.account.login": "Anmelden",
  "navigation.account.register": "Registrieren",
  "navigation.account.overview": "Übersicht",
  "navigation.account.addresses": "Adressen",
  "navigation.account.orders": "Bestellungen",
  "navigation.account.logout": "Abmelden",
  "navigation.scrollUp": "Nach oben",
  "navigation.breadcrumb": "Brotkrümelnavigation",
  "navigation.language": "Sprache",
  "navigation.currency": "Währung",
  "navigation.currency.apply": "Währung ändern",
  "navigation.currency.error": "Die Währung konnte nicht geändert werden.",
};

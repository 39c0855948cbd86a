import { useConfig } from "@vitrine/core";
import {
  CurrencySwitcher,
  type LanguageOption,
  LanguageSwitcher,
  type SwitcherCurrency,
} from "@vitrine/navigation";
import { useLocation } from "react-router";

/** Props of {@link HeaderSwitchers}: the root loader's languages and currencies. */
export interface HeaderSwitchersProps {
  /** The current page in every language of the shop. */
  languages: LanguageOption[];
  /** The sales channel's currencies. */
  currencies: SwitcherCurrency[];
}

/**
 * The header's top bar: the language switcher (links to this page in the other language) and the currency switcher
 * (the session's currency; with JavaScript the page loads again in it, without it the form posts to
 * `/checkout/configure`, as Shopware's storefront does).
 */
export function HeaderSwitchers({ languages, currencies }: HeaderSwitchersProps) {
  const { locale } = useConfig();
  const location = useLocation();
  if (languages.length < 2 && currencies.length < 2) return null;
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <LanguageSwitcher languages={languages} current={locale} className="top-bar-language" />
        <CurrencySwitcher
          initialCurrencies={currencies}
          action="/checkout/configure"
          redirectTo={location.pathname + location.search}
          onChange={reloadPage}
          className="top-bar-currency"
        />
      </div>
    </div>
  );
}

/**
 * After a currency switch the page loads again, as Shopware's storefront does: every price on it was read in the old
 * currency, and the listing and product pages keep what they read (they reload on a new URL, not on revalidation), so
 * a router revalidation would leave some of them in the old currency.
 */
function reloadPage() {
  window.location.reload();
}

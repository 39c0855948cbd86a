import { useConfig } from "@vitrine/core";
import {
  CurrencySwitcher,
  type LanguageOption,
  LanguageSwitcher,
  type SwitcherCurrency,
} from "@vitrine/navigation";
import { useCallback } from "react";
import { useLocation, useRevalidator } from "react-router";

/** Props of {@link HeaderSwitchers}: the root loader's languages and currencies. */
export interface HeaderSwitchersProps {
  /** The current page in every language of the shop. */
  languages: LanguageOption[];
  /** The sales channel's currencies. */
  currencies: SwitcherCurrency[];
}

/**
 * The header's top bar: the language switcher (links to this page in the other language) and the currency switcher
 * (the session's currency; with JavaScript the page's data reloads in it, without it the form posts to
 * `/checkout/configure`, as Shopware's storefront does).
 */
export function HeaderSwitchers({ languages, currencies }: HeaderSwitchersProps) {
  const { locale } = useConfig();
  const location = useLocation();
  const revalidator = useRevalidator();
  // Every loader reads again in the session's new currency: the header cart, the page's prices, the provider's currency.
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  if (languages.length < 2 && currencies.length < 2) return null;
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <LanguageSwitcher languages={languages} current={locale} className="top-bar-language" />
        <CurrencySwitcher
          initialCurrencies={currencies}
          action="/checkout/configure"
          redirectTo={location.pathname + location.search}
          onChange={reload}
          className="top-bar-currency"
        />
      </div>
    </div>
  );
}

import { useConfig } from "@vitrine/core";
import { CurrencySwitcher, LanguageSwitcher } from "@vitrine/navigation";
import { useLocation } from "react-router";
import { usePageAlternates } from "../lib/alternates";
import type { TopBarProps } from "./HeaderSwitchers";

/**
 * The header's top bar (a chunk of its own, see HeaderSwitchers.tsx): the language switcher (links to this page in
 * the other language) and the currency switcher
 * (the session's currency; with JavaScript the page loads again in it, without it the form posts to
 * `/checkout/configure`, as Shopware's storefront does).
 */
export function HeaderTopBar({ currencies }: TopBarProps) {
  const { locale } = useConfig();
  // This page in the other languages, following client-side navigations (its code is the bar's, not the shell's).
  const languages = usePageAlternates();
  const location = useLocation();
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

import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { VisibleIsland } from "@vitrine/core/visible-island";
import type { LanguageOption, SwitcherCurrency } from "@vitrine/navigation";
import { useMemo } from "react";

/** Props of {@link HeaderSwitchers}: the root loader's languages and currencies. */
export interface HeaderSwitchersProps {
  /** The document's address in every language of the shop (the bar follows client-side navigations itself). */
  languages: LanguageOption[];
  /** The sales channel's currencies. */
  currencies: SwitcherCurrency[];
}

/** Props of the top bar's island: the currencies (the languages it reads from the route, lib/alternates). */
export type TopBarProps = Pick<HeaderSwitchersProps, "currencies">;

// The switchers' code (and @vitrine/navigation's with them) is no part of every page's shell: an island whose code
// loads at the shopper's first interaction anywhere in the page, or Back (@vitrine/core/interaction-island). Until
// then the server's HTML is the top bar (the language list is a native disclosure of links, the currency form posts
// without JavaScript, and a currency chosen before the code came is taken over), so that a client navigation, which
// an interaction starts, finds the bar hydrated. Rendered in the browser (a shop that gained a second language), its
// code loads at once.
const topBar = lazyOnInteraction<TopBarProps>("top-bar", () =>
  import("./HeaderTopBar").then((module) => module.HeaderTopBar),
);

/**
 * The header's top bar: the language switcher (links to this page in the other language) and the currency switcher
 * (the session's currency; with JavaScript the page loads again in it, without it the form posts to
 * `/checkout/configure`, as Shopware's storefront does). Its code loads at the shopper's first interaction.
 */
export function HeaderSwitchers({ languages, currencies }: HeaderSwitchersProps) {
  const shown = languages.length > 1 || currencies.length > 1;
  // The same element while the currencies stay the same: a navigation re-renders the header without reaching the
  // island with new props.
  return useMemo(
    () => (shown ? <VisibleIsland island={topBar} props={{ currencies }} /> : null),
    [shown, currencies],
  );
}

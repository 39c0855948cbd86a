import type { LanguageOption, SwitcherCurrency } from "@vitrine/navigation";
import { lazy, Suspense } from "react";

/** Props of {@link HeaderSwitchers}: the root loader's languages and currencies. */
export interface HeaderSwitchersProps {
  /** The current page in every language of the shop. */
  languages: LanguageOption[];
  /** The sales channel's currencies. */
  currencies: SwitcherCurrency[];
}

/** The top bar's element: found in the page, it is the server's HTML, which shows until the bar's code has come. */
const TOP_BAR = "[data-top-bar]";

/**
 * What starts the top bar's code: the shopper's first press, key, touch, focus or changed field anywhere in the page,
 * or Back.
 */
const STARTS = ["pointerdown", "keydown", "touchstart", "focusin", "change"];

type TopBarModule = typeof import("./HeaderTopBar");
const load = () => import("./HeaderTopBar");

let start = () => {};
let started: Promise<unknown> = Promise.resolve();
// The server imports the bar's module as it starts, and renders it into every page's HTML at once (a thenable that
// answers at once: React renders the lazy component in the same pass, not as a part streamed in after the page).
let onServer: TopBarModule | undefined;
if (typeof document === "undefined") void load().then((module) => (onServer = module));
else {
  started = new Promise<void>((resolve) => {
    start = resolve;
  });
  for (const type of STARTS) document.addEventListener(type, () => start(), { capture: true, once: true });
  window.addEventListener("popstate", () => start(), { once: true });
}

// The switchers' code (and @vitrine/navigation's with them) is no part of every page's shell: the server's HTML is
// the top bar until the shopper first does something in the page (the language list is a native disclosure of
// links, the currency form posts without JavaScript, and a currency chosen before the code came is taken over), so
// that a client navigation, which an interaction starts, finds the bar hydrated. Rendered in the browser without the
// server's bar (a shop that gained a second language), its code loads at once.
const TopBar = lazy<TopBarModule["HeaderTopBar"]>(() => {
  const loaded = onServer;
  if (loaded)
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is what lets React render it in the same pass.
      then: (resolve: (module: { default: TopBarModule["HeaderTopBar"] }) => void) =>
        resolve({ default: loaded.HeaderTopBar }),
    } as never;
  if (typeof document !== "undefined" && !document.querySelector(TOP_BAR)) start();
  return started.then(load).then((module) => ({ default: module.HeaderTopBar }));
});

/**
 * The header's top bar: the language switcher (links to this page in the other language) and the currency switcher
 * (the session's currency; with JavaScript the page loads again in it, without it the form posts to
 * `/checkout/configure`, as Shopware's storefront does). Its code loads at the shopper's first interaction.
 */
export function HeaderSwitchers(props: HeaderSwitchersProps) {
  if (props.languages.length < 2 && props.currencies.length < 2) return null;
  return (
    <div data-top-bar="">
      <Suspense>
        <TopBar {...props} />
      </Suspense>
    </div>
  );
}

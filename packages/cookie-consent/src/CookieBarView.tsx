// The cookie bar's own code, a chunk of its own (`@vitrine/cookie-consent/bar`) that <CookieBar> loads when the
// shopper comes to the bar: it takes the bar over as it is (the focus, a choice clicked before it came).
import { type ReactNode, useEffect, useState } from "react";
import type { CookieBarProps } from "./CookieBar";
import { CookieBarMarkup, type CookieBarTakeover } from "./CookieBarMarkup";
import { useCookieBar } from "./useCookieBar";

/** The bar's buttons in the page (none on the server). */
const buttons = (): HTMLElement[] => [
  ...(globalThis.document?.querySelectorAll<HTMLElement>(".vitrine-cookie-bar__actions button") ?? []),
];

/** The bar with its behaviour (`useCookieBar`), taking over from its markup rendered without it. */
export function CookieBarView({
  takeover = {},
  ...props
}: CookieBarProps & { takeover?: CookieBarTakeover }): ReactNode {
  const bar = useCookieBar(props);
  // Rendered first while the markup without the code is still in the page: which of its buttons has focus.
  const [focused] = useState(() => buttons().indexOf(globalThis.document?.activeElement as HTMLElement));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code takes over
  useEffect(() => {
    const { action } = takeover;
    takeover.action = undefined;
    buttons()[focused]?.focus();
    if (action) void bar[action]();
  }, []);
  if (!bar.rendered) return null;
  return <CookieBarMarkup {...props} bar={bar} />;
}

import { useSnippet } from "@vitrine/core";
import { useAtomValue, useInteractionLoad } from "@vitrine/core/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { COOKIE_BAR_ACTIONS as ACTIONS, CookieBarMarkup, type CookieBarTakeover } from "./CookieBarMarkup";
import { cookieSettingsOpenAtom } from "./cookieConsent.state";
import { cookieBarSnippets } from "./snippets";
import { useCookieBarRendered } from "./useConsent";
import type { CookieBarOptions } from "./useCookieBar";
import { useCookieBarPadding } from "./useCookieBarPadding";

/** Props of `<CookieBar>`. */
export interface CookieBarProps extends CookieBarOptions {
  /** Class name of the bar, added to `vitrine-cookie-bar`. */
  className?: string;
  /** Extra content after the text, e.g. a link to the privacy page. */
  children?: ReactNode;
  /**
   * The shop's route that carries out "Only necessary" and "Accept all" without JavaScript: the buttons are then
   * forms posting `choice` (`necessary` or `all`) and `redirectTo` there (answer them with `consentSetCookies`).
   * With JavaScript the bar handles them itself, as without this prop.
   */
  action?: string;
  /** Where the route sends the shopper back to after the choice (the current page's path). */
  redirectTo?: string;
}

const loadBar = () => import("./bar");
const noRef = () => {};

/**
 * The cookie bar: a region named "Cookie consent" with "Only necessary", "Configure" and "Accept all", shown
 * while the shopper has not chosen (hidden while the settings panel is open); renders nothing otherwise, also on
 * the server (with `initialVisible`). The page renders and hydrates its markup only; its own code
 * (`@vitrine/cookie-consent/bar`: the choices, the page's padding) loads when the shopper comes to the bar (a
 * pointer over it, a touch, the focus) or the settings panel opens, and takes the bar over as it is: the focus, and
 * a choice clicked before it came, which it then carries out.
 */
export function CookieBar(props: CookieBarProps): ReactNode {
  const rendered = useCookieBarRendered(props.initialVisible);
  const settingsOpen = useAtomValue(cookieSettingsOpenAtom);
  const t = useSnippet(cookieBarSnippets);
  const section = useRef<HTMLElement>(null);
  const takeover = useRef<CookieBarTakeover>({}).current;
  const { loaded, load, interactionProps } = useInteractionLoad(loadBar, () => {
    // The code did not come (offline, a new deployment): a choice that waited for it is posted, as without JavaScript.
    const index = takeover.action ? ACTIONS.indexOf(takeover.action) : -1;
    const button = section.current?.querySelectorAll("button")[index];
    if (props.action && button?.type === "submit") button.form?.requestSubmit(button);
  });
  // The bar hides while the panel is open: that takes its code (any render's `load` starts the one load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the panel opens.
  useEffect(() => {
    if (settingsOpen) load();
  }, [settingsOpen]);

  // Hydrated, the bar is fixed and pads the page for itself, as with its code (nothing hides under it, and axe's
  // target-size sees no link partly covered); without JavaScript it stays in the page's flow.
  const [fixed, setFixed] = useState<HTMLElement | null>(null);
  useEffect(() => setFixed(section.current), []);
  useCookieBarPadding(loaded ? null : fixed, !settingsOpen);

  if (!rendered) return null;
  if (loaded) return <loaded.CookieBarView {...props} takeover={takeover} />;
  const later = (action: (typeof ACTIONS)[number]) => () => {
    takeover.action = action;
    load();
  };
  return (
    <CookieBarMarkup
      {...props}
      bar={{
        visible: !settingsOpen,
        busy: false,
        failed: false,
        onlyNecessary: later("onlyNecessary"),
        configure: later("configure"),
        acceptAll: later("acceptAll"),
        configureRef: noRef,
        getBarProps: () => ({
          "aria-label": t("cookieConsent.bar.label"),
          ref: (element) => {
            section.current = element;
          },
          "data-state": settingsOpen ? "closed" : "open",
          "data-placement": fixed ? "fixed" : "flow",
        }),
      }}
      sectionProps={interactionProps}
    />
  );
}

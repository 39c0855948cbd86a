import { useEvents, useSnippet } from "@vitrine/core";
import { useAtom, useHydrated } from "@vitrine/core/react";
import { useSetAtom } from "jotai";
import { type RefCallback, startTransition, useCallback, useRef, useState } from "react";
import { cookieIsSetInBrowser, installCookieConsent } from "./consent";
import { applyConsentPlan, writeCookiePreference } from "./consent.apply";
import { planAcceptAll } from "./cookieConsent.plan";
import {
  cookiePreferenceAtom,
  cookieSettingsOpenAtom,
  cookieSettingsReturnFocusAtom,
} from "./cookieConsent.state";
import { cookieBarSnippets } from "./snippets";
import { useCookieBarRendered } from "./useConsent";
import { useCookieBarPadding } from "./useCookieBarPadding";
import { type CookieGroupsOptions, useCookieGroups } from "./useCookieGroups";

/** Options of {@link useCookieBar}. */
export interface CookieBarOptions extends CookieGroupsOptions {
  /**
   * Whether the server rendered the bar: `!hasCookiePreference(request.headers.get("Cookie"))` from a loader.
   * Leave it out and the bar appears after hydration for a shopper without a preference.
   */
  initialVisible?: boolean;
}

/** State, actions and prop getters of the cookie bar. */
export interface CookieBarControls {
  /** Shown while the shopper has not chosen and the settings panel is closed. */
  visible: boolean;
  /**
   * Rendered while the shopper has not chosen (hidden while the panel is open, so "Configure" stays in the page
   * and gets focus back when the panel closes without a choice).
   */
  rendered: boolean;
  /** True while "Accept all" loads the groups. */
  busy: boolean;
  /** True when "Accept all" could not learn the cookie list. */
  failed: boolean;
  /** "Only necessary": hides the bar, removes the page's bottom padding and sets the preference cookie. */
  onlyNecessary: () => void;
  /** "Configure": opens the settings panel (which hides the bar). */
  configure: () => void;
  /** "Accept all": loads the groups if needed, stores every cookie that has a value, sets the preference. */
  acceptAll: () => Promise<void>;
  /** Ref of the "Configure" button: it gets focus back when the panel closes without a choice. */
  configureRef: RefCallback<HTMLElement>;
  /** Props of the bar element: the `Cookie consent` region, its ref for the padding, `data-state`. */
  getBarProps: () => {
    "aria-label": string;
    ref: RefCallback<HTMLElement>;
    "data-state": "open" | "closed";
    /** "flow" until the page is hydrated (the bar takes its own room, nothing pads the page), then "fixed". */
    "data-placement": "flow" | "fixed";
  };
}

/** Headless cookie bar: shown while the `cookie-preference` cookie is absent, with the page padded below. */
export function useCookieBar(options: CookieBarOptions = {}): CookieBarControls {
  const { initialVisible } = options;
  const events = useEvents();
  const t = useSnippet(cookieBarSnippets);
  const setPreference = useSetAtom(cookiePreferenceAtom);
  const rendered = useCookieBarRendered(initialVisible);
  const hydrated = useHydrated();
  const [settingsOpen, setSettingsOpen] = useAtom(cookieSettingsOpenAtom);
  const { load } = useCookieGroups(options);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  // The bar's element arrives in the hydration's commit: a plain setState there would re-render at once, in the
  // same task; as a transition it renders in the background.
  const barRef = useCallback((element: HTMLElement | null) => startTransition(() => setBar(element)), []);
  const visible = rendered && !settingsOpen;
  useCookieBarPadding(bar, visible);

  const configureButton = useRef<HTMLElement | null>(null);

  const onlyNecessary = () => {
    writeCookiePreference();
    installCookieConsent();
    setPreference(true);
  };

  // The panel mounts lazily, after "Configure" is hidden with the bar: it is told where focus returns (core's
  // dialog option), once its dialog is gone and the bar is back.
  const setReturnFocus = useSetAtom(cookieSettingsReturnFocusAtom);
  const configure = () => {
    setReturnFocus(configureButton.current);
    setSettingsOpen(true);
  };

  const acceptAll = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const groups = await load();
      applyConsentPlan(planAcceptAll(groups, cookieIsSetInBrowser), events);
      setPreference(true);
      setSettingsOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return {
    visible,
    rendered,
    busy,
    failed,
    onlyNecessary,
    configure,
    acceptAll,
    configureRef: (element) => {
      configureButton.current = element;
    },
    getBarProps: () => ({
      "aria-label": t("cookieConsent.bar.label"),
      ref: barRef,
      "data-state": visible ? "open" : "closed",
      "data-placement": hydrated ? "fixed" : "flow",
    }),
  };
}

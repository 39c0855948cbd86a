import { useSnippet } from "@vitrine/core";
import { lazyWithPreload, OpenedOnce, useAtomValue } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { useSetAtom } from "jotai";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cookieSettingsOpenAtom } from "./cookieConsent.state";
import { cookieBarSnippets } from "./snippets";
import type { CookieGroupsOptions } from "./useCookieGroups";

const { Component: CookieSettingsPanel, preload } = lazyWithPreload<CookieSettingsProps>(() =>
  import("./settings").then((module) => ({ default: module.CookieSettingsPanel })),
);

/** Starts loading the settings panel's code (e.g. when the pointer nears a "Cookie settings" link). */
export const preloadCookieSettings: () => void = preload;

/** Props of `<CookieSettings>`. */
export interface CookieSettingsProps extends CookieGroupsOptions {
  /** Class name of the off-canvas `<dialog>`. */
  className?: string;
}

/**
 * Where the cookie settings panel lives: renders nothing until the panel is first opened, then loads its
 * code (a separate chunk) and shows it as a left off-canvas dialog named "Cookie settings".
 */
export function CookieSettings(props: CookieSettingsProps): ReactNode {
  return (
    <OpenedOnce open={useAtomValue(cookieSettingsOpenAtom)}>
      <CookieSettingsPanel {...props} />
    </OpenedOnce>
  );
}

/** Returns the function that opens the cookie settings panel (for a shop's own link or button). */
export function useOpenCookieSettings(): () => void {
  const setOpen = useSetAtom(cookieSettingsOpenAtom);
  return () => setOpen(true);
}

/** Props of `<CookieSettingsLink>`: a button's props. */
export type CookieSettingsLinkProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The footer's "Cookie settings" control: reopens the settings panel at any time. */
export function CookieSettingsLink({ className, children, ...props }: CookieSettingsLinkProps): ReactNode {
  const t = useSnippet(cookieBarSnippets);
  const openSettings = useOpenCookieSettings();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      className={cx("vitrine-button--link vitrine-cookie-settings-link", className)}
      onPointerEnter={preloadCookieSettings}
      onFocus={preloadCookieSettings}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) openSettings();
      }}
    >
      {children ?? t("cookieConsent.settingsLink")}
    </button>
  );
}

import { type ReactNode, useEffect } from "react";
import { CookieBar, type CookieBarProps } from "./CookieBar";
import { CookieSettings } from "./CookieSettings";
import { scheduleTimezoneCookie } from "./timezone";

/** Props of `<CookieConsent>`: the bar's (the groups options go to the panel too). */
export type CookieConsentProps = CookieBarProps & {
  /** Class name of the settings off-canvas. */
  settingsClassName?: string;
};

/** Cookie bar and settings panel together, and the `timezone` cookie written in the browser: place once in the root layout. */
export function CookieConsent({ settingsClassName, ...props }: CookieConsentProps): ReactNode {
  const { initialGroups, fallbackGroups, api } = props;
  useEffect(() => scheduleTimezoneCookie().stop, []);
  return (
    <>
      <CookieBar {...props} />
      <CookieSettings
        initialGroups={initialGroups}
        fallbackGroups={fallbackGroups}
        api={api}
        className={settingsClassName}
      />
    </>
  );
}

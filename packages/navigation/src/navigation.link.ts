import type { MouseEvent } from "react";

/** Props of a link that goes through the shop's router when `onNavigate` is given (plain clicks only). */
export function navigationLinkProps(
  href: string,
  onNavigate?: (url: string) => void,
  after?: () => void,
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  return {
    href,
    onClick: (event) => {
      after?.();
      const external = /^[a-z][a-z\d+.-]*:/i.test(href);
      // New tab, new window and downloads stay with the browser.
      if (
        !onNavigate ||
        external ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      event.preventDefault();
      onNavigate(href);
    },
  };
}

import type { MouseEvent } from "react";

/**
 * Props of a link that goes through the shop's router when `onNavigate` is given (plain clicks only). `after`
 * runs first (a panel closing); when it returns a promise (core's dialog `close()`, which resolves once the
 * dialog's history entry is gone) and there is no router, the page loads after it, so that Back from the new
 * page returns to the page where the panel was opened. Router navigations need no wait: core lets a navigation
 * take the place of an open or closing dialog's history entry.
 */
export function navigationLinkProps(
  href: string,
  onNavigate?: (url: string) => void,
  after?: () => unknown,
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  return {
    href,
    onClick: (event) => {
      const closed = after?.();
      const external = /^[a-z][a-z\d+.-]*:/i.test(href);
      // New tab, new window and downloads stay with the browser.
      if (
        external ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      if (onNavigate) {
        event.preventDefault();
        onNavigate(href);
      } else if (closed instanceof Promise) {
        event.preventDefault();
        void closed.then(() => location.assign(href));
      }
    },
  };
}

import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useCallback } from "react";
import { isExternalHref, isPlainClick } from "./click";
import { expectNavigation } from "./dialog.listener";
import { type NavigateOptions, useVitrine } from "./provider";

/** Navigates through the shop's router; without one, loads the page (`location.assign`, or `replace`). */
export function useNavigate(): (url: string, options?: NavigateOptions) => void {
  const { navigate } = useVitrine();
  return useCallback(
    (url: string, options: NavigateOptions = {}) => {
      if (navigate && !isExternalHref(url))
        navigate(url, { replace: !!options.replace, ...(options.keepScroll ? { keepScroll: true } : {}) });
      else if (options.replace) location.replace(url);
      else location.assign(url);
    },
    [navigate],
  );
}

/** Options of {@link useLinkProps}. */
export interface LinkOptions extends NavigateOptions {
  /** The link's own click handler; runs first, and `preventDefault()` in it keeps Vitrine out (no `before`). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Runs on every click before the navigation (a panel closing). When it returns a promise and there is no
   * router, the page loads once it resolves (core's dialog `close()` resolves when its history entry is gone).
   */
  before?: () => unknown;
}

/** Props of a link that follows plain clicks with the shop's router and leaves every other click to the browser. */
export function useLinkProps(
  href: string,
  { onClick, before, replace }: LinkOptions = {},
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const { navigate } = useVitrine();
  return {
    href,
    onClick: (event) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      const routed = !!navigate && isPlainClick(event) && !isExternalHref(href);
      // The router's push will take the place of a dialog's entry that `before` closes (no step back to mishear).
      if (routed) expectNavigation();
      const settled = before?.();
      if (!isPlainClick(event) || isExternalHref(href)) return;
      if (navigate) {
        event.preventDefault();
        navigate(href, { replace: !!replace });
      } else if (settled instanceof Promise) {
        event.preventDefault();
        void settled.then(() => location.assign(href));
      }
    },
  };
}

/** Props of {@link Link}: an anchor's props with a required `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & LinkOptions & { href: string };

/**
 * A link of the shop: the router's `Link` when the provider has one, else an `<a>` whose plain clicks go through
 * the router's `navigate` (or load the page without a router).
 */
export function Link({ href, replace, before, onClick, ...props }: LinkProps): ReactNode {
  const { Link: RouterLink } = useVitrine();
  const linkProps = useLinkProps(href, { replace, before, onClick });
  if (RouterLink && !isExternalHref(href)) {
    return (
      <RouterLink
        {...props}
        href={href}
        replace={replace}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (isPlainClick(event)) expectNavigation();
          before?.();
        }}
      />
    );
  }
  return <a {...props} {...linkProps} />;
}

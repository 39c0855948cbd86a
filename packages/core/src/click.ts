/** What {@link isPlainClick} reads of a click (a React or DOM mouse event). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  currentTarget?: EventTarget | null;
}

/**
 * Whether a click on a link should be followed in the page (by the router): the main button without modifier
 * keys, not already handled, on a link without a `target` other than `_self` and without `download`. Anything
 * else (new tab, new window, downloads, middle click) is the browser's.
 */
export function isPlainClick(event: ClickLike): boolean {
  const link = event.currentTarget as Element | null | undefined;
  const target = link?.getAttribute?.("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!target || target === "_self") &&
    !link?.hasAttribute?.("download")
  );
}

/** Whether `href` leaves the shop (another scheme or host): such links are always the browser's. */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

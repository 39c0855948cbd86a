import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type LiHTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { FLYOUT_DEBOUNCE_MS } from "./constants";

/** Options of {@link useFlyoutMenu}. */
export interface UseFlyoutMenuOptions {
  /** Hover delay before a flyout opens, in ms (default 125). */
  openDelay?: number;
  /** Delay before a flyout closes once the pointer left, in ms (default 125). */
  closeDelay?: number;
}

/** What {@link useFlyoutMenu} returns: the open flyout, actions and prop getters. */
export interface FlyoutMenuControls {
  /** Key of the open flyout, or null. */
  openKey: string | null;
  open: (key: string) => void;
  close: () => void;
  /** Props for the element around all triggers and panels (closes when focus leaves it). */
  getNavigationProps: (props?: HTMLAttributes<HTMLElement>) => HTMLAttributes<HTMLElement>;
  /** Props for the element around a top-level link, its toggle and its panel: hovering it opens the flyout. */
  getItemProps: (
    key: string,
    props?: LiHTMLAttributes<HTMLLIElement>,
  ) => LiHTMLAttributes<HTMLLIElement> & { "data-state": "open" | "closed" };
  /**
   * Props for a top-level category link (merge them over the link's own): a touch's first tap opens the flyout,
   * the next one follows the link; a mouse click and Enter follow it at once; Escape closes the flyout.
   */
  getLinkProps: (
    key: string,
    props?: AnchorHTMLAttributes<HTMLAnchorElement>,
  ) => AnchorHTMLAttributes<HTMLAnchorElement>;
  /** Props for a flyout's disclosure button (`aria-expanded`, `aria-controls`, click, touch and keys). */
  getTriggerProps: (
    key: string,
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
  /** Props for a flyout's panel. */
  getPanelProps: (key: string, props?: HTMLAttributes<HTMLDivElement>) => HTMLAttributes<HTMLDivElement>;
}

const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

/**
 * Headless flyout menus (APG disclosure navigation with top-level links): each top-level category is a link and
 * its flyout has its own disclosure button. Hovering the item opens after 125 ms and leaving closes after a delay,
 * touch opens (first tap on the link, or the button), only one is open at a time, Escape closes and gives focus
 * back to its button; Escape closes it as well while focus is outside the navigation (a flyout opened by hovering).
 */
export function useFlyoutMenu(options: UseFlyoutMenuOptions = {}): FlyoutMenuControls {
  const { openDelay = FLYOUT_DEBOUNCE_MS, closeDelay = FLYOUT_DEBOUNCE_MS } = options;
  const id = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A flyout a mouse opened by hovering stays open when that mouse then clicks its button.
  const openedByHover = useRef(false);
  // The kind of pointer that pressed last (a click event alone does not say whether a finger made it).
  const pressedWith = useRef("");

  const cancel = () => clearTimeout(timer.current);
  const schedule = (key: string | null, delay: number) => {
    cancel();
    timer.current = setTimeout(() => {
      openedByHover.current = key !== null;
      setOpenKey(key);
    }, delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // Content shown on hover must be dismissible without moving the pointer (WCAG 1.4.13), wherever focus is: an
  // Escape the menu's own handlers did not take (focus on the page body, in the search field) closes the flyout.
  useEffect(() => {
    if (openKey === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      clearTimeout(timer.current);
      setOpenKey(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openKey]);

  const triggerId = (key: string) => `${id}-trigger-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const open = (key: string) => {
    cancel();
    openedByHover.current = false;
    setOpenKey(key);
  };
  const close = () => {
    cancel();
    setOpenKey(null);
  };
  const closeAndFocus = (key: string) => {
    close();
    document.getElementById(triggerId(key))?.focus();
  };

  return {
    openKey,
    open,
    close,
    getNavigationProps: (props = {}) => ({
      ...props,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        props.onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      },
    }),
    getItemProps: (key, props = {}) => ({
      ...props,
      "data-state": openKey === key ? "open" : "closed",
      onPointerEnter: (event: PointerEvent<HTMLLIElement>) => {
        props.onPointerEnter?.(event);
        if (isMouse(event)) schedule(key, openDelay);
      },
      onPointerLeave: (event: PointerEvent<HTMLLIElement>) => {
        props.onPointerLeave?.(event);
        if (isMouse(event)) schedule(null, closeDelay);
      },
    }),
    getLinkProps: (key, props = {}) => ({
      ...props,
      onPointerDown: (event: PointerEvent<HTMLAnchorElement>) => {
        props.onPointerDown?.(event);
        pressedWith.current = event.pointerType;
      },
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        const touched = pressedWith.current === "touch" || pressedWith.current === "pen";
        pressedWith.current = "";
        if (touched && openKey !== key) {
          // A finger cannot hover: its first tap shows what is inside, the next one goes there.
          event.preventDefault();
          open(key);
          return;
        }
        props.onClick?.(event);
      },
      onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
        props.onKeyDown?.(event);
        if (event.key === "Escape" && openKey === key) {
          event.preventDefault();
          close();
        }
      },
    }),
    getTriggerProps: (key, props = {}) => ({
      type: "button",
      ...props,
      id: triggerId(key),
      "aria-expanded": openKey === key,
      "aria-controls": panelId(key),
      onClick: (event) => {
        props.onClick?.(event);
        if (openKey === key && openedByHover.current) openedByHover.current = false;
        else if (openKey === key) close();
        else open(key);
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        props.onKeyDown?.(event);
        if (event.key === "Escape" && openKey === key) {
          event.preventDefault();
          close();
        } else if (event.key === "ArrowDown" && openKey !== key) {
          event.preventDefault();
          open(key);
        }
      },
    }),
    getPanelProps: (key, props = {}) => ({
      ...props,
      id: panelId(key),
      hidden: openKey !== key,
      "data-state": openKey === key ? "open" : "closed",
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        props.onKeyDown?.(event);
        if (event.key === "Escape") {
          event.preventDefault();
          closeAndFocus(key);
        }
      },
    }),
  };
}

import {
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
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
  /** Props for a flyout's button (`aria-expanded`, `aria-controls`, hover, touch and keys). */
  getTriggerProps: (
    key: string,
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
  /** Props for a flyout's panel. */
  getPanelProps: (key: string, props?: HTMLAttributes<HTMLDivElement>) => HTMLAttributes<HTMLDivElement>;
}

const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

/**
 * Headless flyout menus (disclosure navigation): hover opens after 125 ms and leaving closes after a delay,
 * touch and click toggle, only one is open at a time, Escape closes and gives focus back to its button.
 */
export function useFlyoutMenu(options: UseFlyoutMenuOptions = {}): FlyoutMenuControls {
  const { openDelay = FLYOUT_DEBOUNCE_MS, closeDelay = FLYOUT_DEBOUNCE_MS } = options;
  const id = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A flyout a mouse opened by hovering stays open when that mouse then clicks its button.
  const openedByHover = useRef(false);

  const cancel = () => clearTimeout(timer.current);
  const schedule = (key: string | null, delay: number) => {
    cancel();
    timer.current = setTimeout(() => {
      openedByHover.current = key !== null;
      setOpenKey(key);
    }, delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

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
      onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        if (isMouse(event)) schedule(key, openDelay);
      },
      onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerLeave?.(event);
        if (isMouse(event)) schedule(null, closeDelay);
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
      onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
        props.onPointerEnter?.(event);
        if (isMouse(event)) cancel();
      },
      onPointerLeave: (event: PointerEvent<HTMLDivElement>) => {
        props.onPointerLeave?.(event);
        if (isMouse(event)) schedule(null, closeDelay);
      },
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

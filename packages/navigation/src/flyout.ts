import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { FLYOUT_DEBOUNCE_MS } from "./constants";

/** Options of `useFlyoutMenu`. */
export interface UseFlyoutMenuOptions {
  /** Hover delay before a flyout opens, in ms (default 125). */
  openDelay?: number;
  /** Delay before a flyout closes once the pointer left, in ms (default 125). */
  closeDelay?: number;
}

/** What `useFlyoutMenu` returns: the open flyout, actions and prop getters. */
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
   * the next one follows the link; a mouse click and Enter follow it at once.
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
  /** Props for a flyout's panel: Escape in it closes it and gives focus back to its button. */
  getPanelProps: (key: string, props?: HTMLAttributes<HTMLDivElement>) => HTMLAttributes<HTMLDivElement>;
}

/** A flyout menu's state: what its markup shows, and what its behaviour (hover, touch, keys) acts on. */
export interface FlyoutState {
  id: string;
  /**
   * The DOM id of an item's disclosure button (`trigger`) or panel: short (the item's place, not its key, which may
   * be a 32-character category id), the same on the server and in the browser (the items render in the same order).
   */
  idOf: (part: "trigger" | "panel", key: string) => string;
  openKey: string | null;
  openDelay: number;
  closeDelay: number;
  /** Opens a flyout (null: closes) at once. */
  show: (key: string | null) => void;
  /** Opens a flyout (null: closes) after `delay` ms, as a hover does. */
  schedule: (key: string | null, delay: number) => void;
  /**
   * `byHover`: whether the open flyout was opened by hovering (its mouse's click on the button keeps it open);
   * `hovered`: the item a mouse is over (a hover that began before the behaviour's code arrived is taken over);
   * `pressed`: the kind of pointer that pressed last (a click event alone does not say whether a finger made it).
   */
  memo: { byHover: boolean; hovered: string | null; pressed: string };
}

/** The event handlers of a flyout menu, by prop getter: its hover, touch and keyboard behaviour. */
export interface FlyoutBehaviour {
  navigation?: HTMLAttributes<HTMLElement>;
  item: (key: string) => LiHTMLAttributes<HTMLLIElement>;
  trigger: (key: string) => ButtonHTMLAttributes<HTMLButtonElement>;
  panel: (key: string) => HTMLAttributes<HTMLDivElement>;
}

/**
 * The state of a flyout menu: the open flyout and its timers. Escape closes the open flyout wherever focus is (WCAG
 * 1.4.13: content shown on hover is dismissible without moving the pointer); an Escape a handler took is left alone.
 */
export function useFlyoutState({
  openDelay = FLYOUT_DEBOUNCE_MS,
  closeDelay = FLYOUT_DEBOUNCE_MS,
}: UseFlyoutMenuOptions = {}): FlyoutState {
  const id = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const memo = useRef({ byHover: false, hovered: null as string | null, pressed: "" }).current;
  const places = useRef(new Map<string, number>()).current;
  const set = (key: string | null, byHover: boolean) => {
    clearTimeout(timer.current);
    memo.byHover = byHover && key !== null;
    setOpenKey(key);
  };
  const show = (key: string | null) => set(key, false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listener lives while a flyout is open.
  useEffect(() => {
    if (openKey === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) show(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openKey]);
  return {
    id,
    idOf: (part, key) => {
      if (!places.has(key)) places.set(key, places.size);
      return `${id}-${part}-${places.get(key)}`;
    },
    openKey,
    openDelay,
    closeDelay,
    show,
    schedule: (key, delay) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => set(key, true), delay);
    },
    memo,
  };
}

type Handler = (event: never) => void;

/** `props` with `own`'s handlers added: ours run first, the caller's after them unless ours took the event. */
function merge<P extends object>(props: P, own: object = {}): P {
  const merged = { ...props, ...own } as Record<string, unknown>;
  for (const [name, handler] of Object.entries(own)) {
    const theirs = (props as Record<string, unknown>)[name];
    if (typeof theirs === "function")
      merged[name] = (event: Event) => {
        (handler as (event: Event) => void)(event);
        if (!event.defaultPrevented) (theirs as Handler)(event as never);
      };
  }
  return merged as P;
}

/**
 * The prop getters of a flyout menu: ids, `aria-*`, `hidden` and `data-state` from its state, and its clicks (the
 * disclosure button toggles; a touch's first tap on a link opens its flyout); `behaviour` adds hover and keys.
 */
export function flyoutControls(state: FlyoutState, behaviour?: FlyoutBehaviour | null): FlyoutMenuControls {
  const { idOf, openKey, show, memo } = state;
  const isOpen = (key: string) => openKey === key;
  const dataState = (key: string) => (isOpen(key) ? "open" : "closed");
  return {
    openKey,
    open: show,
    close: () => show(null),
    getNavigationProps: (props = {}) => merge(props, behaviour?.navigation),
    getItemProps: (key, props = {}) => ({
      ...merge(
        props,
        behaviour?.item(key) ?? {
          onPointerEnter: (event: PointerEvent) => {
            if (event.pointerType === "mouse") memo.hovered = key;
          },
          onPointerLeave: () => {
            memo.hovered = null;
          },
        },
      ),
      "data-state": dataState(key),
    }),
    getLinkProps: (key, props = {}) =>
      merge(props, {
        onPointerDown: (event: PointerEvent) => {
          memo.pressed = event.pointerType;
        },
        onClick: (event: MouseEvent) => {
          const touched = /touch|pen/.test(memo.pressed);
          memo.pressed = "";
          // A finger cannot hover: its first tap shows what is inside, the next one goes there.
          if (touched && !isOpen(key)) {
            event.preventDefault();
            show(key);
          }
        },
      }),
    getTriggerProps: (key, props = {}) =>
      merge(
        {
          type: "button",
          ...props,
          id: idOf("trigger", key),
          "aria-expanded": isOpen(key),
          "aria-controls": idOf("panel", key),
        },
        {
          ...behaviour?.trigger(key),
          onClick: () => {
            // A mouse that opened the flyout by hovering and then clicks its button leaves it open.
            if (isOpen(key) && memo.byHover) memo.byHover = false;
            else show(isOpen(key) ? null : key);
          },
        },
      ),
    getPanelProps: (key, props = {}) =>
      merge(
        { ...props, id: idOf("panel", key), hidden: !isOpen(key), "data-state": dataState(key) },
        behaviour?.panel(key),
      ),
  };
}

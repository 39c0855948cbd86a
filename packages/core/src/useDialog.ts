import {
  type ButtonHTMLAttributes,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type RefCallback,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { OFFCANVAS_CLOSE_DELAY_MS } from "./constants";
import {
  claimOffcanvas,
  type DialogHistoryEntry,
  dialogHistorySettled,
  lockPageScroll,
  pushDialogHistoryEntry,
  releaseDialogHistoryEntry,
} from "./dialog.registry";
import { prefersReducedMotion } from "./motion";

/** Where a dialog is in its life: shown, animating out (still mounted), or gone. */
export type DialogState = "open" | "closing" | "closed";

/** Options shared by `useOffcanvas` and `useModal`. */
export interface DialogOptions {
  /** Controlled open state; leave it out to let the hook hold the state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog wants to open or close (trigger, Esc, Back, close button, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name, when no visible title names the dialog. */
  label?: string;
  /** Id of the element that names the dialog (its heading). */
  labelledBy?: string;
  /** Push a history entry on open so the Back button closes the dialog (off-canvas: yes, modal: no). */
  closeOnBack?: boolean;
  /** Close when the shopper clicks the backdrop (default: yes). */
  closeOnBackdropClick?: boolean;
  /** How long the dialog stays mounted in `data-state="closing"` for its close animation, in ms. */
  closeDelay?: number;
  /**
   * Where focus returns when the dialog has closed: an element, a ref or a getter. Give it when the dialog mounts
   * lazily (after its opener was clicked), so the hook never saw the opener; by default focus returns to the
   * element that had it when the dialog opened, else the trigger.
   */
  returnFocusTo?:
    | HTMLElement
    | null
    | { readonly current: HTMLElement | null }
    | (() => HTMLElement | null | undefined);
  /** Called once the dialog is gone (closed and animated out, focus given back). */
  onClosed?: () => void;
}

/** Options of `useOffcanvas`. */
export interface OffcanvasOptions extends DialogOptions {
  /** The side the panel slides in from. */
  side?: "left" | "right";
}

/** Props for the button that opens the dialog. */
export type DialogTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefCallback<HTMLElement> };

/** Props for the native `<dialog>` element. */
export type DialogElementProps = DialogHTMLAttributes<HTMLDialogElement> & {
  ref: RefCallback<HTMLDialogElement>;
  "data-state": DialogState;
  "data-side"?: "left" | "right";
};

/** What `useOffcanvas` and `useModal` return: state, actions and prop getters for your own markup. */
export interface DialogControls {
  /** Whether the dialog is open (false already while it animates out). */
  isOpen: boolean;
  /** `open`, `closing` (mounted for the close animation) or `closed` (nothing needs rendering). */
  state: DialogState;
  /** Id of the dialog element. */
  id: string;
  /** Opens the dialog. */
  open: () => void;
  /**
   * Closes the dialog. The promise resolves once the history has settled (its entry stepped back over): a link
   * inside may then load another page, and its entry follows the page where the dialog was opened.
   */
  close: () => Promise<void>;
  /** Opens a closed dialog, closes an open one. */
  toggle: () => void;
  /** Props for the opening button: ARIA state and the click handler. */
  getTriggerProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => DialogTriggerProps;
  /** Props for the `<dialog>` element (render it while `state !== "closed"`). */
  getDialogProps: (props?: DialogHTMLAttributes<HTMLDialogElement>) => DialogElementProps;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

const focusablesIn = (element: HTMLElement): HTMLElement[] =>
  [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);

const resolveTarget = (target: DialogOptions["returnFocusTo"]): HTMLElement | null | undefined =>
  typeof target === "function" ? target() : target && "current" in target ? target.current : target;

interface DialogSession {
  dialog: HTMLDialogElement | null;
  trigger: HTMLElement | null;
  opener: HTMLElement | null;
  entry: DialogHistoryEntry | null;
  shown: boolean;
  dialogRef: RefCallback<HTMLDialogElement>;
  triggerRef: RefCallback<HTMLElement>;
}

function useDialog(
  kind: "offcanvas" | "modal",
  options: DialogOptions & { side?: "left" | "right" },
): DialogControls {
  const {
    open: openProp,
    defaultOpen = false,
    label,
    labelledBy,
    side,
    closeOnBack = kind === "offcanvas",
    closeOnBackdropClick = true,
    closeDelay = OFFCANVAS_CLOSE_DELAY_MS,
  } = options;
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = openProp ?? ownOpen;
  const [state, setState] = useState<DialogState>(isOpen ? "open" : "closed");
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  // Stable ref callbacks: fresh ones on every render would detach and re-attach the elements each time.
  const [session] = useState<DialogSession>(() => {
    const created: DialogSession = {
      dialog: null,
      trigger: null,
      opener: null,
      entry: null,
      shown: false,
      dialogRef: (element) => {
        created.dialog = element;
        setDialog(element);
      },
      triggerRef: (element) => {
        created.trigger = element;
      },
    };
    return created;
  });

  // Read through a ref so closers kept by the registry and history never call a stale `onOpenChange`.
  const latest = useRef({ isOpen, openProp, options });
  latest.current = { isOpen, openProp, options };
  const setOpen = useRef((next: boolean) => {
    const now = latest.current;
    if (next === now.isOpen) return;
    if (now.openProp === undefined) setOwnOpen(next);
    now.options.onOpenChange?.(next);
  }).current;
  const releaseEntry = () => {
    if (session.entry) releaseDialogHistoryEntry(session.entry);
    session.entry = null;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: session, setOpen and releaseEntry only touch refs.
  useEffect(() => {
    if (!isOpen) {
      setState((previous) => (previous === "closed" ? previous : "closing"));
      const timer = setTimeout(() => setState("closed"), prefersReducedMotion() ? 0 : closeDelay);
      return () => clearTimeout(timer);
    }
    setState("open");
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !session.dialog?.contains(active)) {
      session.opener = active;
    }
    const unregister =
      kind === "offcanvas"
        ? claimOffcanvas(() => {
            // Replaced by another off-canvas, which takes over our history entry.
            releaseEntry();
            setOpen(false);
          })
        : undefined;
    if (closeOnBack && !session.entry) {
      session.entry = pushDialogHistoryEntry(() => {
        session.entry = null;
        setOpen(false);
      });
    }
    const unlockScroll = lockPageScroll();
    return () => {
      unregister?.();
      releaseEntry();
      unlockScroll();
    };
  }, [isOpen, kind, closeOnBack, closeDelay]);

  useEffect(() => {
    if (state === "open" && dialog && !dialog.open) {
      dialog.showModal();
      session.shown = true;
      if (!dialog.contains(document.activeElement)) {
        (dialog.querySelector<HTMLElement>("[autofocus]") ?? focusablesIn(dialog)[0] ?? dialog).focus();
      }
    }
    if (state !== "closed") return;
    const wasShown = session.shown;
    session.shown = false;
    if (dialog?.open) dialog.close();
    const active = document.activeElement;
    const asked = resolveTarget(latest.current.options.returnFocusTo);
    const returnTo = asked?.isConnected
      ? asked
      : session.opener?.isConnected
        ? session.opener
        : session.trigger;
    session.opener = null;
    // Give focus back only when it was lost with the dialog, not when the shopper moved on.
    if (!active || active === document.body || dialog?.contains(active)) returnTo?.focus();
    if (wasShown) latest.current.options.onClosed?.();
  }, [state, dialog, session]);

  const open = () => setOpen(true);
  const close = () => {
    setOpen(false);
    return dialogHistorySettled();
  };
  const toggle = () => setOpen(!latest.current.isOpen);

  return {
    isOpen,
    state,
    id,
    open,
    close,
    toggle,
    getTriggerProps: (props = {}) => ({
      type: "button",
      ...props,
      ref: session.triggerRef,
      "aria-haspopup": "dialog",
      "aria-expanded": isOpen,
      "aria-controls": state === "closed" ? undefined : id,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) toggle();
      },
    }),
    getDialogProps: (props = {}) => ({
      "aria-label": label,
      "aria-labelledby": labelledBy,
      tabIndex: -1,
      ...props,
      id,
      ref: session.dialogRef,
      "data-state": state,
      "data-side": side,
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        // Esc: animate out ourselves instead of letting the browser hide the dialog at once.
        event.preventDefault();
        close();
      },
      onClose: () => {
        // The browser closed it (a form with method="dialog", a forced close): follow.
        if (state === "open") close();
      },
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        props.onClick?.(event);
        if (!closeOnBackdropClick || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) close();
      },
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        props.onKeyDown?.(event);
        // Keys inside a dialog nested in this one (a modal opened from an off-canvas) are that dialog's.
        if (event.defaultPrevented || (event.target as Element).closest("dialog") !== event.currentTarget)
          return;
        if (event.key === "Escape") {
          // Also handled here (not only by the native cancel event) so scripted key presses close it too.
          event.preventDefault();
          close();
          return;
        }
        if (event.key !== "Tab") return;
        // Keep Tab inside: the native modal makes the page inert, but Tab would still leave for the browser UI.
        const items = focusablesIn(event.currentTarget);
        const first = items[0] ?? event.currentTarget;
        const last = items[items.length - 1] ?? event.currentTarget;
        const active = document.activeElement;
        if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      },
    }),
  };
}

/**
 * Headless off-canvas panel on a native `<dialog>`: one open at a time, Back closes it, Esc closes it, focus
 * moves in, stays in and returns to the opener, and it stays mounted 350 ms (`closing`) for its animation.
 */
export function useOffcanvas(options: OffcanvasOptions = {}): DialogControls {
  return useDialog("offcanvas", { ...options, side: options.side ?? "right" });
}

/** Headless modal on a native `<dialog>`: like `useOffcanvas`, but centred, stackable and without history. */
export function useModal(options: DialogOptions = {}): DialogControls {
  return useDialog("modal", options);
}

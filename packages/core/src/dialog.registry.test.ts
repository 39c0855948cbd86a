import { afterEach, describe, expect, it, vi } from "vitest";
import {
  claimOffcanvas,
  DIALOG_HISTORY_KEY,
  HELD_NAVIGATION_TIMEOUT_MS,
  lockPageScroll,
  pushDialogHistoryEntry,
  releaseDialogHistoryEntry,
} from "./dialog.registry";

const depth = () => (history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("only one off-canvas exists at a time", () => {
  it("closes the open off-canvas when another opens", () => {
    const closeMenu = vi.fn();
    const closeCart = vi.fn();
    const releaseMenu = claimOffcanvas(closeMenu);
    const releaseCart = claimOffcanvas(closeCart);
    expect(closeMenu).toHaveBeenCalledTimes(1);
    expect(closeCart).not.toHaveBeenCalled();
    // The menu's late unregister must not drop the cart.
    releaseMenu();
    const closeFilter = vi.fn();
    const releaseFilter = claimOffcanvas(closeFilter);
    expect(closeCart).toHaveBeenCalledTimes(1);
    releaseCart();
    releaseFilter();
    claimOffcanvas(closeMenu)();
    expect(closeFilter).not.toHaveBeenCalled();
  });
});

describe("opening an off-canvas pushes a browser history entry and the back button closes it", () => {
  afterEach(async () => {
    await nextTask();
  });

  it("pushes an entry marked with its depth, keeping the router's state", () => {
    history.replaceState({ key: "router-key" }, "");
    const before = history.length;
    const entry = pushDialogHistoryEntry(() => {});
    expect(history.length).toBe(before + 1);
    expect(history.state).toEqual({ key: "router-key", [DIALOG_HISTORY_KEY]: 1 });
    releaseDialogHistoryEntry(entry);
  });

  it("Back runs the dialog's onBack", async () => {
    const onBack = vi.fn();
    pushDialogHistoryEntry(onBack);
    history.back();
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(depth()).toBeUndefined();
  });

  it("closing by other means steps back over the entry without calling onBack", async () => {
    const onBack = vi.fn();
    const href = location.href;
    const entry = pushDialogHistoryEntry(onBack);
    expect(depth()).toBe(1);
    releaseDialogHistoryEntry(entry);
    await vi.waitFor(() => expect(depth()).toBeUndefined());
    await nextTask();
    expect(onBack).not.toHaveBeenCalled();
    expect(location.href).toBe(href);
  });

  it("hides its own step back from other popstate listeners", async () => {
    const routerListener = vi.fn();
    window.addEventListener("popstate", routerListener);
    const entry = pushDialogHistoryEntry(() => {});
    releaseDialogHistoryEntry(entry);
    await vi.waitFor(() => expect(depth()).toBeUndefined());
    await nextTask();
    window.removeEventListener("popstate", routerListener);
    expect(routerListener).not.toHaveBeenCalled();
  });

  it("an off-canvas opening in the same task takes the released entry over", async () => {
    const menu = pushDialogHistoryEntry(() => {});
    releaseDialogHistoryEntry(menu);
    const onCartBack = vi.fn();
    const cart = pushDialogHistoryEntry(onCartBack);
    expect(cart).toBe(menu);
    await nextTask();
    // Still on the one entry: no step back, no second push.
    expect(depth()).toBe(1);
    history.back();
    await vi.waitFor(() => expect(onCartBack).toHaveBeenCalledTimes(1));
  });

  it("does not step back after the page navigated on (a link inside the panel)", async () => {
    const entry = pushDialogHistoryEntry(() => {});
    history.pushState({ key: "next-page" }, "", "/navigation/shirts");
    releaseDialogHistoryEntry(entry);
    await nextTask();
    await nextTask();
    expect(location.pathname).toBe("/navigation/shirts");
    expect(history.state).toEqual({ key: "next-page" });
  });

  it("a router push held during the dialog's step back still happens when the step back never lands (timeout fallback)", async () => {
    // A browser that drops our history.go(): no popstate ever reports the step back.
    const go = vi.spyOn(history, "go").mockImplementation(() => {});
    try {
      const entry = pushDialogHistoryEntry(() => {});
      releaseDialogHistoryEntry(entry);
      await Promise.resolve();
      expect(go).toHaveBeenCalledWith(-1);
      history.pushState({ key: "held" }, "", "/navigation/held");
      // Held while the step back is under way…
      expect(location.pathname).not.toBe("/navigation/held");
      // …and pushed once the fallback gives up waiting.
      await vi.waitFor(() => expect(location.pathname).toBe("/navigation/held"), {
        timeout: HELD_NAVIGATION_TIMEOUT_MS * 3,
      });
      expect(history.state).toEqual({ key: "held" });
    } finally {
      go.mockRestore();
    }
  });
});

describe("page scroll lock", () => {
  it("locks while any dialog is open and restores the page's own overflow", () => {
    document.documentElement.style.overflow = "clip";
    const unlockMenu = lockPageScroll();
    const unlockModal = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe("hidden");
    unlockMenu();
    unlockMenu();
    expect(document.documentElement.style.overflow).toBe("hidden");
    unlockModal();
    expect(document.documentElement.style.overflow).toBe("clip");
    document.documentElement.style.overflow = "";
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { isPlainClick } from "./click";
import { createCrossTabChannel } from "./crossTab";
import { cx } from "./cx";
import { scrollToElement } from "./motion";
import { clampQuantity, quantityBounds } from "./quantity";
import { stepQuantity } from "./quantitySteps";
import { translated } from "./translated";

const click = (init: Partial<MouseEventInit> = {}, attributes: Record<string, string> = {}) => {
  const link = document.createElement("a");
  link.href = "/detail/1";
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...init,
    currentTarget: link,
  };
};

const reducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, "matchMedia")
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
    );

afterEach(() => vi.restoreAllMocks());

describe("isPlainClick", () => {
  it("a main-button click without modifiers on a link without target or download is the router's", () => {
    expect(isPlainClick(click())).toBe(true);
    expect(isPlainClick(click({}, { target: "_self" }))).toBe(true);
  });

  it("modifier keys, middle and other buttons, another target, download and handled clicks stay with the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isPlainClick(click({ [key]: true }))).toBe(false);
    }
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ button: 2 }))).toBe(false);
    expect(isPlainClick(click({}, { target: "_blank" }))).toBe(false);
    expect(isPlainClick(click({}, { download: "" }))).toBe(false);
    expect(isPlainClick({ ...click(), defaultPrevented: true })).toBe(false);
  });
});

describe("cx", () => {
  it("adds the shop's className to the component's own class instead of replacing it", () => {
    expect(cx("vitrine-wishlist-button", "my-button")).toBe("vitrine-wishlist-button my-button");
    expect(cx("vitrine-wishlist-button", undefined, false, null, "")).toBe("vitrine-wishlist-button");
  });
});

describe("translated", () => {
  it("reads the translated text, else the entity's own, else nothing", () => {
    expect(translated({ name: "Shirt", translated: { name: "Hemd" } }, "name")).toBe("Hemd");
    expect(translated({ name: "Shirt", translated: {} }, "name")).toBe("Shirt");
    expect(translated({ name: null as string | null, translated: null }, "name")).toBeUndefined();
    expect(translated(undefined as { name?: string } | undefined, "name")).toBeUndefined();
  });
});

describe("quantity rule", () => {
  it("takes min, max and step from the purchase limits", () => {
    expect(quantityBounds({ minPurchase: 2, maxPurchase: 20, purchaseSteps: 3 })).toEqual({
      min: 2,
      max: 20,
      step: 3,
    });
    expect(quantityBounds({ maxPurchase: 20, calculatedMaxPurchase: 8 })).toEqual({
      min: 1,
      max: 8,
      step: 1,
    });
    expect(quantityBounds({}, Number.POSITIVE_INFINITY).max).toBe(Number.POSITIVE_INFINITY);
  });

  it("clamps into min..max and snaps down onto the step grid starting at min", () => {
    const bounds = { min: 2, max: 20, step: 3 };
    expect(clampQuantity(0, bounds)).toBe(2);
    expect(clampQuantity(7, bounds)).toBe(5);
    expect(clampQuantity(99, bounds)).toBe(20);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
    expect(clampQuantity(4.9, { min: 1, max: 10, step: 1 })).toBe(4);
    expect(stepQuantity(5, 1, bounds)).toBe(8);
    expect(stepQuantity(2, -1, bounds)).toBe(2);
  });
});

describe("scrollToElement", () => {
  const target = () => {
    const element = document.createElement("div");
    vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ top: 500 } as DOMRect);
    return element;
  };

  it("scrolls smoothly to the element's top less the offset", () => {
    reducedMotion(false);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrollToElement(target(), 80);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 80, behavior: "smooth" });
  });

  it("jumps without animation when the shopper asks for reduced motion", () => {
    reducedMotion(true);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrollToElement(target(), 80);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "auto" }));
  });
});

describe("cross-tab channel", () => {
  it("falls back to the storage event without BroadcastChannel, scoped by sales channel, never echoing its own tab", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    try {
      const received = vi.fn();
      const otherShop = vi.fn();
      const off = createCrossTabChannel<{ n: number }>("cart", "sc-1").subscribe(received);
      const offOther = createCrossTabChannel<{ n: number }>("cart", "sc-2").subscribe(otherShop);
      // The writes, recorded by a stand-in in front of the real storage (a spy on Storage.prototype misses the
      // writes whenever an earlier file of the worker left an own setItem on the shared storage object).
      const real = window.localStorage;
      const writes: [string, string][] = [];
      const recording = {
        getItem: (key: string) => real.getItem(key),
        setItem: (key: string, value: string) => {
          writes.push([key, value]);
          real.setItem(key, value);
        },
        removeItem: (key: string) => real.removeItem(key),
      } as unknown as Storage;
      vi.spyOn(window, "localStorage", "get").mockReturnValue(recording);
      createCrossTabChannel<{ n: number }>("cart", "sc-1").post({ n: 1 });
      expect(writes).toEqual([["vitrine:cart:sc-1", expect.stringContaining('"n":1')]]);
      const stored = String(writes[0]?.[1]);
      // Nothing stays behind in storage.
      expect(real.getItem("vitrine:cart:sc-1")).toBeNull();
      // This tab's own message: ignored. Another tab's message on the same key: received.
      window.dispatchEvent(new StorageEvent("storage", { key: "vitrine:cart:sc-1", newValue: stored }));
      expect(received).not.toHaveBeenCalled();
      const fromOtherTab = JSON.stringify({ tab: "other", message: { n: 2 }, at: 1 });
      window.dispatchEvent(new StorageEvent("storage", { key: "vitrine:cart:sc-1", newValue: fromOtherTab }));
      expect(received).toHaveBeenCalledWith({ n: 2 });
      expect(otherShop).not.toHaveBeenCalled();
      off();
      offOther();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("uses a BroadcastChannel named by the sales channel when the browser has one", () => {
    const names: string[] = [];
    const posted: unknown[] = [];
    class FakeChannel {
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor(name: string) {
        names.push(name);
      }
      postMessage(message: unknown) {
        posted.push(message);
      }
      close() {}
    }
    vi.stubGlobal("BroadcastChannel", FakeChannel);
    try {
      createCrossTabChannel("wishlist", "sc-9").post({ productId: "p" });
      expect(names).toEqual(["vitrine:wishlist:sc-9"]);
      expect(posted).toEqual([expect.objectContaining({ message: { productId: "p" } })]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

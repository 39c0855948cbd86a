import { afterEach, describe, expect, it, vi } from "vitest";
import { VIEWPORT_CHANGE_DEBOUNCE_MS } from "./constants";
import { getCurrentViewport, getViewport, subscribeViewport, VIEWPORT_BREAKPOINTS } from "./viewport";

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  window.dispatchEvent(new Event("resize"));
}

describe("viewport sizes XS, SM, MD, LG, XL, XXL", () => {
  it.each([
    [0, "XS"],
    [575, "XS"],
    [576, "SM"],
    [767, "SM"],
    [768, "MD"],
    [991, "MD"],
    [992, "LG"],
    [1199, "LG"],
    [1200, "XL"],
    [1399, "XL"],
    [1400, "XXL"],
    [2560, "XXL"],
  ] as const)("a %i px wide window is %s", (width, size) => {
    expect(getViewport(width)).toBe(size);
  });

  it("names the breakpoints as constants", () => {
    expect(VIEWPORT_BREAKPOINTS).toEqual({ XS: 0, SM: 576, MD: 768, LG: 992, XL: 1200, XXL: 1400 });
  });
});

describe("viewport change debounce 200 ms", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reports a change once, 200 ms after the last resize", () => {
    vi.useFakeTimers();
    resizeTo(1280);
    const listener = vi.fn();
    const unsubscribe = subscribeViewport(listener);
    expect(getCurrentViewport()).toBe("XL");

    resizeTo(700);
    vi.advanceTimersByTime(150);
    resizeTo(400);
    vi.advanceTimersByTime(VIEWPORT_CHANGE_DEBOUNCE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    expect(getCurrentViewport()).toBe("XL");

    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCurrentViewport()).toBe("XS");

    // A resize within the same size is no change.
    resizeTo(500);
    vi.advanceTimersByTime(VIEWPORT_CHANGE_DEBOUNCE_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("stops listening with the last subscriber and catches up on the next", () => {
    vi.useFakeTimers();
    resizeTo(400);
    const unsubscribe = subscribeViewport(() => {});
    unsubscribe();
    resizeTo(1000);
    vi.advanceTimersByTime(VIEWPORT_CHANGE_DEBOUNCE_MS);
    const again = subscribeViewport(() => {});
    expect(getCurrentViewport()).toBe("LG");
    again();
  });
});

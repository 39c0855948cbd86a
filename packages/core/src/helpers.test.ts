import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";
import { createEventBus } from "./events";
import { currencyDecimals, formatMoney, fromMinorUnits, roundPrice, toMinorUnits } from "./money";
import { formatSnippet, translate } from "./snippets";

afterEach(() => vi.useRealTimers());

describe("money", () => {
  it("formats amounts as currency in the page language", () => {
    expect(formatMoney(1234.5, { locale: "de-DE", currency: "EUR" })).toBe("1.234,50\u00a0€");
    expect(formatMoney(1234.5, { locale: "en-GB", currency: "EUR" })).toBe("€1,234.50");
  });

  it("converts to and from integer minor units for payment providers", () => {
    expect(toMinorUnits(19.99, "EUR")).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2, "EUR")).toBe(30);
    expect(toMinorUnits(500, "JPY")).toBe(500);
    expect(currencyDecimals("KWD")).toBe(3);
    expect(fromMinorUnits(1999, "EUR")).toBe(19.99);
  });

  it("rounds prices to 2 decimals, half away from zero", () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(-1.005)).toBe(-1.01);
    expect(roundPrice(2.344)).toBe(2.34);
  });
});

describe("snippets", () => {
  it("fills parameters and keeps unknown placeholders visible", () => {
    expect(formatSnippet("{count} items for {total}", { count: 2, total: "€5" })).toBe("2 items for €5");
    expect(formatSnippet("Hello {name}")).toBe("Hello {name}");
  });

  it("prefers the shop's text, then the English default, then the key itself", () => {
    expect(translate({ "vitrine.close": "Schließen" }, "vitrine.close")).toBe("Schließen");
    expect(translate({}, "vitrine.close")).toBe("Close");
    expect(translate({}, "unknown.key")).toBe("unknown.key");
  });
});

describe("event bus", () => {
  it("delivers typed events to subscribers until they unsubscribe", () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on("search", ({ term }) => seen.push(term));
    bus.emit("search", { term: "shirt" });
    off();
    bus.emit("search", { term: "shoe" });
    expect(seen).toEqual(["shirt"]);
  });

  it("keeps delivering when one listener throws", () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: number[] = [];
    bus.on("cart:changed", () => {
      throw new Error("broken listener");
    });
    bus.on("cart:changed", ({ itemCount }) => seen.push(itemCount));
    bus.emit("cart:changed", { itemCount: 3, totalPrice: 10 });
    expect(seen).toEqual([3]);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("debounce", () => {
  it("calls once with the latest arguments after the wait", () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const debounced = debounce((value: number) => calls.push(value), 800);
    debounced(1);
    vi.advanceTimersByTime(500);
    debounced(2);
    vi.advanceTimersByTime(799);
    expect(calls).toEqual([]);
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
    expect(debounced.pending).toBe(false);
  });

  it("can be cancelled or flushed", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value), 250);
    debounced("dropped");
    debounced.cancel();
    vi.advanceTimersByTime(300);
    debounced("now");
    debounced.flush();
    expect(calls).toEqual(["now"]);
  });
});

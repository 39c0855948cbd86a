import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createStorage,
  deleteCookie,
  hasConsent,
  onStorageChange,
  readCookie,
  serializeCookie,
  setConsentChecker,
  writeCookie,
} from "./storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  setConsentChecker(() => false);
  for (const name of ["essential", "optional", "cookie-preference"]) deleteCookie(name);
});

describe("storage", () => {
  it("reads and writes local storage, and JSON with a fallback for bad data", () => {
    const storage = createStorage("local");
    expect(storage.set("cart-widget-template", "<b>2 items</b>")).toBe(true);
    expect(localStorage.getItem("cart-widget-template")).toBe("<b>2 items</b>");
    storage.setJSON("wishlist", { a: "2026-01-01T00:00:00.000Z" });
    expect(storage.getJSON("wishlist", {})).toEqual({ a: "2026-01-01T00:00:00.000Z" });
    localStorage.setItem("broken", "{nope");
    expect(storage.getJSON("broken", { fallback: true })).toEqual({ fallback: true });
    storage.remove("wishlist");
    expect(storage.get("wishlist")).toBeNull();
  });

  it("keeps working in memory when the browser's storage is full (quota error)", () => {
    // A storage that fills up after the first look. (A stand-in, not a spy on the window's storage: the files of a
    // worker share that object, and a spy on it outlived its restore now and then, refusing the next file's writes.)
    const items = new Map<string, string>();
    let full = false;
    const filling = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException("full", "QuotaExceededError");
        items.set(key, value);
      },
      removeItem: (key: string) => items.delete(key),
    } as unknown as Storage;
    vi.spyOn(window, "localStorage", "get").mockReturnValue(filling);
    const storage = createStorage("local");
    storage.get("warm-up");
    full = true;
    expect(storage.set("cart-widget-template", "kept")).toBe(true);
    expect(storage.get("cart-widget-template")).toBe("kept");
    expect(storage.inMemory).toBe(true);
  });

  it("keeps working in memory when storage is disabled altogether", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const storage = createStorage("local");
    expect(storage.set("key", "value")).toBe(true);
    expect(storage.get("key")).toBe("value");
    expect(storage.inMemory).toBe(true);
  });

  it("writes optional data only with consent (nothing optional is consented by default)", () => {
    const storage = createStorage("local");
    expect(hasConsent("wishlist-enabled")).toBe(false);
    expect(storage.set("wishlist-x", "{}", { consent: "wishlist-enabled" })).toBe(false);
    expect(storage.get("wishlist-x")).toBeNull();
    setConsentChecker((name) => name === "wishlist-enabled");
    expect(storage.set("wishlist-x", "{}", { consent: "wishlist-enabled" })).toBe(true);
    expect(storage.get("wishlist-x")).toBe("{}");
  });

  it("reports changes made in another tab", () => {
    const seen: (string | null)[] = [];
    const stop = onStorageChange("cart", (value) => seen.push(value));
    window.dispatchEvent(new StorageEvent("storage", { key: "cart", newValue: "2" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x" }));
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "cart", newValue: "3" }));
    expect(seen).toEqual(["2"]);
  });
});

describe("cookies", () => {
  it("writes and reads an essential cookie, and deletes it", () => {
    expect(writeCookie("essential", "a value; with=specials", { days: 30 })).toBe(true);
    expect(readCookie("essential")).toBe("a value; with=specials");
    deleteCookie("essential");
    expect(readCookie("essential")).toBeNull();
  });

  it("writes an optional cookie only with consent", () => {
    expect(writeCookie("optional", "1", { consent: "optional" })).toBe(false);
    expect(readCookie("optional")).toBeNull();
    setConsentChecker(() => true);
    expect(writeCookie("optional", "1", { consent: "optional" })).toBe(true);
    expect(readCookie("optional")).toBe("1");
  });

  it("serialises lifetime in days, path and SameSite", () => {
    const cookie = serializeCookie("cookie-preference", "1", { days: 30 });
    expect(cookie).toContain("cookie-preference=1");
    expect(cookie).toContain(`Max-Age=${30 * 86_400}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("reads a cookie from a Cookie header on the server", () => {
    expect(readCookie("sw-context-token", "a=1; sw-context-token=abc%20def; b=2")).toBe("abc def");
    expect(readCookie("missing", "a=1")).toBeNull();
  });
});

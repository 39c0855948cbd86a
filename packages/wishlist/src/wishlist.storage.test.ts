import { createStorage, type StoreApiClient, setConsentChecker } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WISHLIST_MERGE_FAILED_ERROR } from "./constants";
import { readGuestWishlist, writeGuestWishlist } from "./wishlist.storage";
import { mergeGuestWishlist } from "./wishlist.sync";

const client = {} as StoreApiClient;
const KEY = "wishlist-sc1";

beforeEach(() => {
  localStorage.clear();
  setConsentChecker((name) => name === "wishlist-enabled");
});
afterEach(() => setConsentChecker(() => false));

describe("guest wishlist storage", () => {
  it("the guest storage key is the wishlist prefix plus the sales channel id; value { productId: isoTimestamp }", () => {
    const map = { p1: "2026-11-21T07:00:00.000Z" };
    expect(writeGuestWishlist("sc1", map)).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual(map);
    expect(readGuestWishlist("sc1")).toEqual(map);
    expect(readGuestWishlist("other")).toEqual({});
  });

  it("while cookie consent is in use, nothing is stored unless the wishlist cookie is accepted", () => {
    setConsentChecker(() => false);
    expect(writeGuestWishlist("sc1", { p1: "2026-11-21T07:00:00.000Z" })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    // A shop without cookie consent keeps the guest list without asking.
    expect(writeGuestWishlist("sc1", { p1: "2026-11-21T07:00:00.000Z" }, { consentInUse: false })).toBe(true);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it("an empty list removes the key", () => {
    localStorage.setItem(KEY, JSON.stringify({ p1: "2026-11-21T07:00:00.000Z" }));
    writeGuestWishlist("sc1", {});
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("bad stored JSON reads as an empty list", () => {
    localStorage.setItem(KEY, "{not json");
    expect(readGuestWishlist("sc1", createStorage("local"))).toEqual({});
  });
});

describe("merge on login", () => {
  const stored = { p1: "2026-11-20T07:00:00.000Z", p2: "2026-11-21T07:00:00.000Z" };

  it("guest items are merged to the server; the local list is cleared only after the merge succeeded", async () => {
    localStorage.setItem(KEY, JSON.stringify(stored));
    let storedDuringMerge: string | null = null;
    const merge = vi.fn(async () => {
      storedDuringMerge = localStorage.getItem(KEY);
      return { success: true };
    });
    expect(await mergeGuestWishlist({ client, salesChannelId: "sc1", api: { merge } })).toEqual(["p1", "p2"]);
    expect(merge).toHaveBeenCalledWith(client, ["p1", "p2"]);
    expect(storedDuringMerge).toBe(JSON.stringify(stored));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("on failure the error 'Unable to merge product wishlist from anonymous user' is raised and the local list is kept", async () => {
    localStorage.setItem(KEY, JSON.stringify(stored));
    const failing = vi.fn(async () => {
      throw new Error("HTTP 500");
    });
    await expect(
      mergeGuestWishlist({ client, salesChannelId: "sc1", api: { merge: failing } }),
    ).rejects.toThrow(new Error(WISHLIST_MERGE_FAILED_ERROR));
    expect(WISHLIST_MERGE_FAILED_ERROR).toBe("Unable to merge product wishlist from anonymous user");
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual(stored);

    const unconfirmed = vi.fn(async () => ({ success: false }));
    await expect(
      mergeGuestWishlist({ client, salesChannelId: "sc1", api: { merge: unconfirmed } }),
    ).rejects.toThrow("Unable to merge product wishlist from anonymous user");
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual(stored);
  });

  it("an empty guest list makes no call", async () => {
    const merge = vi.fn(async () => ({ success: true }));
    expect(await mergeGuestWishlist({ client, salesChannelId: "sc1", api: { merge } })).toEqual([]);
    expect(merge).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import {
  addToWishlistMap,
  isAddConfirmed,
  isRemoveConfirmed,
  newestFirst,
  parseWishlistMap,
  removeFromWishlistMap,
  wishlistFromProductIds,
  wishlistStorageKey,
} from "./wishlist.state";

describe("wishlist state", () => {
  it("the guest storage key is the wishlist prefix plus the sales channel id", () => {
    expect(wishlistStorageKey("98432def39fc4624b33213a56b8c944d")).toBe(
      "wishlist-98432def39fc4624b33213a56b8c944d",
    );
  });

  it("wishlist: map of product id to the ISO timestamp of adding", () => {
    const now = new Date("2026-11-21T07:00:00.000Z");
    const map = addToWishlistMap({}, "p1", now);
    expect(map).toEqual({ p1: "2026-11-21T07:00:00.000Z" });
    // Adding again keeps the first timestamp.
    expect(addToWishlistMap(map, "p1", new Date("2027-01-01T00:00:00.000Z"))).toBe(map);
    expect(removeFromWishlistMap(map, "p1")).toEqual({});
    expect(removeFromWishlistMap(map, "p2")).toBe(map);
  });

  it("a stored value that is not such a map is dropped, never thrown", () => {
    expect(parseWishlistMap(null)).toEqual({});
    expect(parseWishlistMap(["p1"])).toEqual({});
    expect(parseWishlistMap("p1")).toEqual({});
    expect(parseWishlistMap({ p1: "2026-01-01T00:00:00.000Z", p2: 3 })).toEqual({
      p1: "2026-01-01T00:00:00.000Z",
    });
  });

  it("newest first by the stored timestamps", () => {
    expect(
      newestFirst({
        old: "2026-01-01T00:00:00.000Z",
        newest: "2026-03-01T00:00:00.000Z",
        middle: "2026-02-01T00:00:00.000Z",
      }),
    ).toEqual(["newest", "middle", "old"]);
    // The server's list (order known, age not) stays in its order, after anything added since.
    expect(
      newestFirst({ ...wishlistFromProductIds(["s1", "s2"]), fresh: "2026-01-01T00:00:00.000Z" }),
    ).toEqual(["fresh", "s1", "s2"]);
  });

  it("add changes state only when the server reports success", () => {
    expect(isAddConfirmed({ success: true })).toBe(true);
    expect(isAddConfirmed({ success: false })).toBe(false);
    expect(isAddConfirmed({})).toBe(false);
    expect(isAddConfirmed(null)).toBe(false);
  });

  it("remove changes state only when the response has a success field", () => {
    expect(isRemoveConfirmed({ success: true })).toBe(true);
    expect(isRemoveConfirmed({ success: false })).toBe(true);
    expect(isRemoveConfirmed({ errors: [] })).toBe(false);
    expect(isRemoveConfirmed(undefined)).toBe(false);
  });
});

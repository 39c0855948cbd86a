// Loader data packed as one JSON string (issue 45 item 2: the hydration data in the HTML weighs less).
import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed";

const listing = {
  total: 2,
  elements: [
    { id: "a1", translated: { name: "Alba Trousers" }, cover: { media: { url: "/a.svg" } }, rating: 2.9 },
    { id: "b2", translated: { name: "Brisa T-shirt" }, cover: null, rating: null },
  ],
};

describe("packed loader data", () => {
  it("a packed part is a string in the loader's answer and unpacks to the same data", () => {
    const packed = pack(listing);
    expect(typeof packed).toBe("string");
    expect(unpack(packed)).toEqual(listing);
    expect(unpack(pack(null))).toBeNull();
  });

  it("the same data unpacks to the same object (the view and meta share it; memos see no change)", () => {
    const first = unpack(pack(listing));
    expect(unpack(pack(structuredClone(listing)))).toBe(first);
    expect(unpack(pack({ ...listing, total: 3 }))).not.toBe(first);
  });
});

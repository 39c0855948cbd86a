// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createStorage, deleteCookie, onStorageChange, writeCookie } from "./storage";

describe("storage on the server", () => {
  it("is safe to use without window or document: values live in memory, cookies are not written", () => {
    const storage = createStorage("session");
    expect(storage.get("anything")).toBeNull();
    expect(storage.set("key", "value")).toBe(true);
    expect(storage.get("key")).toBe("value");
    expect(storage.inMemory).toBe(true);
    expect(writeCookie("name", "value")).toBe(false);
    expect(() => deleteCookie("name")).not.toThrow();
    expect(() => onStorageChange("key", () => {})()).not.toThrow();
  });
});

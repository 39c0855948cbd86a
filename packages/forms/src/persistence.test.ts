import { createStorage } from "@vitrine/core";
import { afterEach, describe, expect, it } from "vitest";
import { formStorageKey, restoreForm } from "./persistence";

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
});

/** A form as the server rendered it: its fields empty (their default values). */
function serverForm() {
  document.body.innerHTML = `<form><input name="firstName" value=""><input name="city" value=""></form>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("persisted input and what was typed before hydration", () => {
  it("a field typed into before the page hydrated keeps the shopper's input over the stored one, and stores it", () => {
    const storage = createStorage("session");
    storage.set(formStorageKey("register", "firstName"), "Ada");
    storage.set(formStorageKey("register", "city"), "London");
    const form = serverForm();
    const firstName = form.elements.namedItem("firstName") as HTMLInputElement;
    // Typed while the scripts loaded: the live value differs from the rendered default.
    firstName.value = "Grace";
    expect(restoreForm(storage, "register", form)).toBe(1);
    expect(firstName.value).toBe("Grace");
    expect(storage.get(formStorageKey("register", "firstName"))).toBe("Grace");
    // An untouched field gets the stored input back.
    expect((form.elements.namedItem("city") as HTMLInputElement).value).toBe("London");
  });
});

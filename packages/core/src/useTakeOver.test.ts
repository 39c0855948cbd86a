import { act, render } from "@testing-library/react";
import { createElement, useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changedBeforeHydration, useTakeOver } from "./useTakeOver";

afterEach(() => {
  document.body.innerHTML = "";
});

const control = <T extends Element>(html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as T;
};

describe("changedBeforeHydration: what the shopper changed in a server-rendered control", () => {
  it("a field typed into, a box ticked, another option chosen", () => {
    const field = control<HTMLInputElement>('<input value="1">');
    expect(changedBeforeHydration(field)).toBe(false);
    field.value = "3";
    expect(changedBeforeHydration(field)).toBe(true);
    const box = control<HTMLInputElement>('<input type="checkbox">');
    box.checked = true;
    expect(changedBeforeHydration(box)).toBe(true);
    const select = control<HTMLSelectElement>("<select><option>a</option><option>b</option></select>");
    expect(changedBeforeHydration(select)).toBe(false);
    select.selectedIndex = 1;
    expect(changedBeforeHydration(select)).toBe(true);
  });

  it("a select shows its default option, or its first without one: unchanged", () => {
    const chosen = control<HTMLSelectElement>("<select><option>a</option><option>b</option></select>");
    // As React renders `value="b"`: the option is the default and shown.
    const b = chosen.options[1] as HTMLOptionElement;
    b.defaultSelected = true;
    b.selected = true;
    expect(changedBeforeHydration(chosen)).toBe(false);
    chosen.selectedIndex = 0;
    expect(changedBeforeHydration(chosen)).toBe(true);
  });
});

/** A controlled select rendered on the client: React selects "price" without writing a `selected` attribute. */
function Sorting({ adopt }: { adopt: (element: HTMLSelectElement) => void }) {
  const ref = useRef<HTMLSelectElement>(null);
  useTakeOver(ref, adopt);
  return createElement(
    "select",
    { ref, value: "price", onChange: () => {} },
    createElement("option", { value: "name" }, "Name"),
    createElement("option", { value: "price" }, "Price"),
  );
}

/** A quantity field, telling each of its renders. */
function Quantity({ adopt, onRender }: { adopt: (element: HTMLInputElement) => void; onRender: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  onRender();
  useTakeOver(ref, adopt);
  return createElement("input", { ref, name: "quantity", defaultValue: "1" });
}

describe("useTakeOver", () => {
  it("a control mounted after the page hydrated (a client-side navigation) is never taken over: nobody touched it", async () => {
    const adopt = vi.fn();
    // Its defaults say the first option (a server render would have marked "price"): a client render is no change.
    await act(async () => {
      render(createElement(Sorting, { adopt }));
    });
    expect(adopt).not.toHaveBeenCalled();
  });

  it("a field the shopper typed into before hydration is taken over as it hydrates, rendered once (no render again at the end of hydration)", async () => {
    const adopt = vi.fn();
    const renders = vi.fn();
    document.body.innerHTML = `<form>${renderToString(createElement(Quantity, { adopt, onRender: () => {} }))}</form>`;
    const form = document.body.firstElementChild as HTMLElement;
    // The shopper typed 3 while the scripts loaded.
    (form.querySelector("input") as HTMLInputElement).value = "3";
    await act(async () => {
      hydrateRoot(form, createElement(Quantity, { adopt, onRender: renders }));
    });
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(adopt.mock.calls[0]?.[0].value).toBe("3");
    expect(renders).toHaveBeenCalledTimes(1);
  });
});

// A router starts (adds its popstate listener) when the page hydrates, before any off-canvas opens. Listeners on
// window run in the order they were added, so core's must already be there: else the router hears core's own step
// back as Back, reloads the page's data and drops the navigation it has under way (a link in the panel undone).
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { DIALOG_HISTORY_KEY } from "./dialog.registry";
import { Offcanvas } from "./Offcanvas";

const routerHeard: string[] = [];
// The shop's router starts after its modules (and so core's ui entry) have loaded, before any panel opens.
window.addEventListener("popstate", () => routerHeard.push(location.pathname));

const depth = () => (history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY];

function Cart() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <Offcanvas title="Shopping cart" open={open} onOpenChange={setOpen} closeDelay={0}>
        <p>Empty</p>
      </Offcanvas>
    </>
  );
}

afterEach(cleanup);

it("the router never hears the step back of an off-canvas closed by its close button, nor Back closing it", async () => {
  history.pushState(null, "", "/checkout/cart");
  render(<Cart />);
  const open = () => act(async () => document.querySelector<HTMLButtonElement>("button")?.click());
  await open();
  expect(depth()).toBe(1);
  await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click());
  // The step back has landed once the panel's entry is gone from the current history state.
  await waitFor(() => {
    expect(depth()).toBeUndefined();
    expect(document.querySelector("dialog")).toBeNull();
  });

  await open();
  history.back();
  await waitFor(() => {
    expect(depth()).toBeUndefined();
    expect(document.querySelector("dialog")).toBeNull();
  });
  expect(location.pathname).toBe("/checkout/cart");
  // A later Back of the page itself is heard: the first popstate the router saw is that one, so core's own step
  // back and the Back that closed the panel never reached it (no fixed wait for "nothing heard").
  const pageBack = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  history.back();
  await pageBack;
  expect(routerHeard).toEqual([location.pathname]);
  expect(location.pathname).not.toBe("/checkout/cart");
});

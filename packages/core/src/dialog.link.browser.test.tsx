// A link followed from an off-canvas with a router that hears every popstate before core does, as Next.js's App
// Router can: it takes any popstate for Back and drops the navigation it has under way (the issue: links in the
// off-canvas cart did nothing). The router's push must take the closed panel's entry instead of a step back, so
// there is no popstate to mishear. Run in real Chromium (project "chromium"), whose history.go() is asynchronous.

import { act, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { expect, it } from "vitest";
import { createStoreApiClient } from "./client";
import { heard, push } from "./dialog.link.router.testing";
import { DIALOG_HISTORY_KEY } from "./dialog.registry";
import { Link } from "./link";
import { Offcanvas } from "./Offcanvas";
import { VitrineProvider } from "./provider";

const depth = () => (history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY];
const popped = () => new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
const client = createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "SWSCTEST" });

function Shop() {
  const [open, setOpen] = useState(false);
  return (
    <VitrineProvider
      client={client}
      config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
      navigate={(url) => push(url)}
    >
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <Offcanvas title="Shopping cart" open={open} onOpenChange={setOpen} closeDelay={0}>
        <Link href="/checkout/cart" before={() => setOpen(false)}>
          Display shopping cart
        </Link>
      </Offcanvas>
    </VitrineProvider>
  );
}

it("a link in the off-canvas navigates through a router that hears every popstate first: the page changes, the panel closes, Back returns", async () => {
  history.replaceState(null, "", "/");
  render(<Shop />);
  await act(async () => document.querySelector<HTMLButtonElement>("button")?.click());
  expect(depth()).toBe(1);

  await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/checkout/cart"]')?.click());
  await waitFor(
    () => {
      expect(location.pathname).toBe("/checkout/cart");
      expect(document.querySelector("dialog")).toBeNull();
    },
    { timeout: 2000 },
  );
  // No popstate at all: the router's push took the panel's entry.
  expect(heard).toEqual([]);
  expect(depth()).toBeUndefined();

  // One Back returns to the page the panel was opened on (no entry of the closed panel in between), panel closed.
  const back = popped();
  history.back();
  await back;
  expect(location.pathname).toBe("/");
  expect(heard).toEqual(["/"]);
  expect(document.querySelector("dialog")).toBeNull();
});

// The history behaviour of off-canvas panels, in real Chromium: history.go() is asynchronous there, as React
// Router's navigations are (it loads the next route's data before it pushes). Run by `pnpm test` (project
// "chromium").
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { type MouseEvent, useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALOG_HISTORY_KEY } from "./dialog.registry";
import { Offcanvas } from "./Offcanvas";
import { useOffcanvas } from "./useDialog";

/** The simulated router's page load (its latency), not a wait of the tests: they wait for conditions. */
const loadPage = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const depth = () => (history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY];

/** Waits (up to 2 s, the slowest simulated load is 200 ms) until every expectation holds. */
const until = (expectations: () => void) => waitFor(expectations, { timeout: 2000 });

/** Waits for the next popstate (history.back() and history.go() are asynchronous). */
const popped = () => new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));

/**
 * A router as React Router behaves: `navigate` loads data (`loadMs`; `null` pushes at once, in the click) and then
 * pushes an entry with its own state (`key`, `idx`); it follows Back and Forward through popstate, and a popstate
 * drops the navigation it has under way.
 */
function createRouter(loadMs: number | null) {
  let navigation = 0;
  const router = {
    location: location.pathname,
    pops: [] as string[],
    navigate: async (url: string) => {
      const id = ++navigation;
      if (loadMs !== null) await loadPage(loadMs);
      if (id !== navigation) return;
      const index = Number((history.state as { idx?: number } | null)?.idx ?? 0);
      history.pushState({ key: url, idx: index + 1 }, "", url);
      router.location = url;
    },
    dispose: () => window.removeEventListener("popstate", onPop),
  };
  const onPop = () => {
    navigation++;
    router.location = location.pathname;
    router.pops.push(location.pathname);
  };
  window.addEventListener("popstate", onPop);
  return router;
}

type Router = ReturnType<typeof createRouter>;

/** A category menu as @vitrine/navigation builds it: a controlled off-canvas whose links close it and navigate. */
function Menu({ router }: { router: Router }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Offcanvas side="left" title="Menu" open={open} onOpenChange={setOpen} closeDelay={0}>
        <a
          href="/navigation/shirts"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            setOpen(false);
            void router.navigate("/navigation/shirts");
          }}
        >
          Shirts
        </a>
        <button type="button" onClick={() => void router.navigate("/navigation/home?filter=red")}>
          Red only
        </button>
      </Offcanvas>
    </>
  );
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent?.trim()) === name,
  ) as HTMLButtonElement | undefined;
const menuDialog = () => document.querySelector<HTMLDialogElement>("dialog");

let router: Router;
let lengthBefore = 0;

beforeEach(async () => {
  // Two pages of the shop's own: where the shopper came from, and the page the menu is opened on.
  history.pushState({ key: "start", idx: 0 }, "", "/start");
  history.pushState({ key: "home", idx: 1 }, "", "/navigation/home");
  lengthBefore = history.length;
});

// Every test ends on a landed, positive state (its last traversal observed), so nothing is left under way.
afterEach(() => {
  cleanup();
  router?.dispose();
});

async function openMenu(loadMs: number | null) {
  router = createRouter(loadMs);
  render(<Menu router={router} />);
  await act(async () => button("Menu")?.click());
  expect(menuDialog()?.open).toBe(true);
  expect(depth()).toBe(1);
}

describe("a link inside an off-canvas navigates once and stays there, however long the router loads", () => {
  for (const loadMs of [null, 0, 1, 10, 50, 200]) {
    it(`router pushes ${loadMs === null ? "in the click" : `after ${loadMs} ms`}: the URL stays, Back returns to the page the menu was opened on`, async () => {
      await openMenu(loadMs);
      const link = document.querySelector<HTMLAnchorElement>('a[href="/navigation/shirts"]');
      await act(async () => link?.click());
      await until(() => {
        expect(location.pathname).toBe("/navigation/shirts");
        expect(router.location).toBe("/navigation/shirts");
        expect(depth()).toBeUndefined();
        expect(history.state).toMatchObject({ key: "/navigation/shirts", idx: 2 });
      });
      // Exactly one entry more than before the menu opened: no dead "menu open" entry stays behind.
      expect(history.length).toBe(lengthBefore + 1);
      // Our own step back is nobody else's business.
      expect(router.pops).toEqual([]);
      expect(menuDialog()).toBeNull();

      const back = popped();
      history.back();
      await back;
      await until(() => {
        expect(location.pathname).toBe("/navigation/home");
        expect(router.location).toBe("/navigation/home");
        expect(history.state).toEqual({ key: "home", idx: 1 });
      });
      expect(menuDialog()).toBeNull();
      // The test's own Back is the one popstate the router heard: the link's navigation was not undone later.
      expect(router.pops).toEqual(["/navigation/home"]);
    });
  }
});

describe("Back, Esc and the close button", () => {
  it("Back closes the open off-canvas; the page and the router stay where they were", async () => {
    await openMenu(10);
    history.back();
    await until(() => {
      expect(menuDialog()).toBeNull();
      expect(history.state).toEqual({ key: "home", idx: 1 });
    });
    expect(location.pathname).toBe("/navigation/home");
    expect(router.pops).toEqual([]);
    // A later Back is the first popstate the router hears: the one that closed the panel never reached it.
    history.back();
    await until(() => expect(location.pathname).toBe("/start"));
    expect(router.pops).toEqual(["/start"]);
  });

  it("Esc steps back over the entry: the next Back leaves for the page before, not a dead entry", async () => {
    await openMenu(10);
    await act(async () => {
      menuDialog()?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await until(() => {
      expect(menuDialog()).toBeNull();
      expect(history.state).toEqual({ key: "home", idx: 1 });
    });
    expect(router.pops).toEqual([]);
    history.back();
    await until(() => expect(location.pathname).toBe("/start"));
    expect(router.pops).toEqual(["/start"]);
  });

  it("the close button steps back, and a navigation right after it is not undone", async () => {
    await openMenu(null);
    await act(async () => {
      button("Close")?.click();
      // e.g. the shop's own handler navigating from the close button: pushes while the step back is under way.
      void router.navigate("/navigation/shirts");
    });
    await until(() => {
      expect(location.pathname).toBe("/navigation/shirts");
      expect(history.state).toMatchObject({ key: "/navigation/shirts", idx: 2 });
    });
    expect(history.length).toBe(lengthBefore + 1);
    // Back lands on the page the menu was opened on: the navigation was not undone by a late step back.
    history.back();
    await until(() => {
      expect(location.pathname).toBe("/navigation/home");
      expect(history.state).toEqual({ key: "home", idx: 1 });
    });
    expect(router.pops).toEqual(["/navigation/home"]);
  });
});

describe("a navigation while the off-canvas stays open (a filter in the filter panel)", () => {
  it("the new page takes the panel's entry; the panel gets a fresh one on top, so Back closes it first", async () => {
    await openMenu(5);
    await act(async () => button("Red only")?.click());
    await until(() => {
      expect(location.pathname + location.search).toBe("/navigation/home?filter=red");
      expect(depth()).toBe(1);
      expect(history.state).toMatchObject({ key: "/navigation/home?filter=red", idx: 2 });
      expect(history.length).toBe(lengthBefore + 2);
    });
    expect(menuDialog()?.open).toBe(true);

    history.back();
    await until(() => {
      expect(menuDialog()).toBeNull();
      expect(depth()).toBeUndefined();
    });
    expect(location.search).toBe("?filter=red");
    expect(router.pops).toEqual([]);
    history.back();
    await until(() => expect(location.pathname + location.search).toBe("/navigation/home"));
    expect(router.pops).toEqual(["/navigation/home"]);
  });
});

/** A panel on the headless hook whose link waits for `close()` (as a link without a router does). */
function Panel({ onClosed }: { onClosed: (depthThen: unknown) => void }) {
  const panel = useOffcanvas({ label: "Account", defaultOpen: true, closeDelay: 0 });
  return panel.state === "closed" ? null : (
    <dialog {...panel.getDialogProps()}>
      <button type="button" onClick={() => void panel.close().then(() => onClosed(depth()))}>
        Log in
      </button>
    </dialog>
  );
}

describe("close() resolves once the history has settled", () => {
  it("a full page load started after it follows the page where the panel was opened", async () => {
    let depthThen: unknown = "pending";
    render(<Panel onClosed={(value) => (depthThen = value)} />);
    await until(() => expect(depth()).toBe(1));
    await act(async () => button("Log in")?.click());
    await until(() => expect(depthThen).toBeUndefined());
    expect(history.state).toEqual({ key: "home", idx: 1 });
  });
});

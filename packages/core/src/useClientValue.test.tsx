import { act, startTransition, useEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markPageHydrated, useClientValue } from "./useClientValue";

// A store the server cannot read: "server" there, the browser's `current` here.
let current = "browser";
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

function Probe() {
  return <span>{useClientValue(subscribe, read, "server")}</span>;
}

/** Notes what the page shows when its effects' task ends (a microtask queued by an effect runs right after it). */
function EndOfEffectsTask({ container, seen }: { container: HTMLElement; seen: string[] }) {
  useEffect(() => {
    queueMicrotask(() => seen.push(container.textContent ?? ""));
  }, [container, seen]);
  return null;
}

/** Runs `test` as a browser does, outside act(): React schedules its own tasks (and does not warn about it). */
async function outsideAct(test: () => void | Promise<void>): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await test();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const containers: HTMLElement[] = [];
function serverHtml(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  containers.push(container);
  return container;
}

// Each test is a new page that has not hydrated yet.
beforeEach(() => markPageHydrated(false));

afterEach(() => {
  current = "browser";
  for (const container of containers.splice(0)) container.remove();
});

describe("useClientValue: a browser-only value that hydrates without a synchronous second render", () => {
  it("the server HTML shows the server's value; hydration keeps it without a mismatch, then shows the browser's", async () => {
    const container = serverHtml();
    expect(container.textContent).toBe("server");
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("browser");
    act(() => root?.unmount());
  });

  it("after hydration, the browser's value renders in a later task, not in the task that ran the page's effects", async () => {
    const atEndOfEffectsTask: string[] = [];
    const container = serverHtml();
    const page = (
      <>
        <Probe />
        <EndOfEffectsTask container={container} seen={atEndOfEffectsTask} />
      </>
    );
    // Hydrated as React Router's client entry does (a transition).
    await outsideAct(async () => {
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      await vi.waitFor(() => expect(container.textContent).toBe("browser"));
      // useSyncExternalStore would have rendered "browser" synchronously at the end of that task.
      expect(atEndOfEffectsTask).toEqual(["server"]);
      root?.unmount();
    });
  });

  it("a component mounted in a hydrated page shows the browser's value in its first paint", () => {
    markPageHydrated(true);
    const container = document.createElement("div");
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    return outsideAct(() => {
      // flushSync returns after the commit and its layout effects: what the browser paints next.
      flushSync(() => root.render(<Probe />));
      expect(container.textContent).toBe("browser");
      root.unmount();
    });
  });

  it("follows the store's changes", async () => {
    const container = serverHtml();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    await act(async () => {
      current = "changed";
      for (const listener of listeners) listener();
    });
    expect(container.textContent).toBe("changed");
    act(() => root?.unmount());
  });
});

import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { resetBrowserState } from "./browser-state.testing";

// Unmount after every test (no vitest globals, so Testing Library cannot register this itself).
afterEach(cleanup);

// The test files of a worker share one happy-dom window (`isolate: false` in vitest.package.ts): each file starts
// from what a fresh window has, an empty page at the first URL, no cookies and empty storage. Files that run in
// Node (`@vitest-environment node`, the server-rendering tests) have no window.
const firstUrl = typeof location === "undefined" ? "" : location.href;
beforeAll(() => {
  if (typeof document === "undefined") return;
  document.body.replaceChildren();
  document.documentElement.removeAttribute("style");
  resetBrowserState();
  if (location.href !== firstUrl) history.replaceState(null, "", firstUrl);
});

// findBy*/waitFor wait for a condition; on a busy 2-core machine a lazy chunk (a settings panel, a modal) can take
// more than Testing Library's default second to arrive. A longer ceiling costs nothing when the condition holds.
configure({ asyncUtilTimeout: 5_000 });

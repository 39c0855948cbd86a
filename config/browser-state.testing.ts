// The browser state a test starts from, shared by the unit tests' setup (vitest.setup.ts) and the stories'
// (.storybook/preview.tsx): what one test leaves in the page's origin must not decide what the next one sees.
import { deleteCookie } from "../packages/core/src/storage";

/** Deletes every cookie the page can see. */
export function clearCookies(): void {
  for (const entry of document.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim();
    if (name) deleteCookie(name);
  }
}

/** Gives the page what a first visit has: no cookies, empty local and session storage. */
export function resetBrowserState(): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
}

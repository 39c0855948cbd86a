// The one home of how every tool here launches Chromium: Playwright (e2e), vitest browser mode (stories, core's
// history tests), the benchmarks, Lighthouse and the screenshot script. Plain ESM so node scripts import it as is;
// the types are in chromium.d.mts.

/** The browser binary: CHROME_PATH when set (the test command sets it), else Debian's system Chromium. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * Flags for a quiet, reproducible headless run in containers and CI: no sandbox (root in a container), no GPU,
 * no QUIC, and none of the background traffic (first-run, component updates, sync) that would add requests.
 */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/** Playwright's `launchOptions` (also vitest's browser provider): the binary and the flags. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}

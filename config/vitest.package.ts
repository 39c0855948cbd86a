import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const core = path.join(root, "packages/core/src");

/** What differs between packages' unit tests. */
export interface PackageTestOptions {
  /** Extra setup files of the package (e.g. jest-dom matchers), after the shared one. */
  setupFiles?: string[];
  /**
   * Load the Store API client's transport before the tests (default true), so a first call under fake timers does
   * not wait on a real module load; core's own test of that lazy load turns it off.
   */
  preloadTransport?: boolean;
}

/**
 * The unit-test setup every @vitrine package shares: happy-dom, tests beside the code, Testing Library cleanup,
 * and core and the demo backend from source, so tests run against the code of the same commit, never a stale
 * build (as Storybook does). Timeouts leave room for PGlite to start the demo database on a busy machine.
 */
export function packageTests({ setupFiles = [], preloadTransport = true }: PackageTestOptions = {}) {
  return defineConfig({
    resolve: {
      alias: [
        { find: /^@vitrine\/core\/(.+)$/, replacement: `${core}/$1` },
        { find: /^@vitrine\/core$/, replacement: `${core}/index.ts` },
        { find: /^demo-api$/, replacement: path.join(root, "apps/demo-api/src/index.ts") },
      ],
    },
    test: {
      environment: "happy-dom",
      include: ["src/**/*.test.{ts,tsx}"],
      // One module graph and one happy-dom window per worker, not one per file: a package's tests take 35-40% less
      // time (all packages: 277 → 166 s here). What a file could leave behind is reset: spies and stubbed globals
      // before each test (below), the page, cookies, storage and URL before each file (vitest.setup.ts).
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      setupFiles: [
        path.join(root, "config/vitest.setup.ts"),
        ...(preloadTransport ? [path.join(root, "config/vitest.transport.ts")] : []),
        ...setupFiles,
      ],
      // The JSON report feeds the test command's closing "N passed, N failed" line.
      reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    },
  });
}

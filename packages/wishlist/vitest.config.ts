import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, "../core/src");

export default defineConfig({
  // Core from source, as Storybook does: tests never run against a stale core build.
  resolve: {
    alias: [
      { find: /^@vitrine\/core\/(schemas|ui)$/, replacement: `${core}/$1.ts` },
      { find: /^@vitrine\/core$/, replacement: `${core}/index.ts` },
      // The demo backend from source too (its package points at a build that may not exist yet).
      { find: /^demo-api$/, replacement: path.resolve(here, "../../apps/demo-api/src/index.ts") },
    ],
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    // PGlite starts and seeds the demo database once per file: give it time on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["./vitest.setup.ts"],
  },
});

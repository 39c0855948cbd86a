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
    ],
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});

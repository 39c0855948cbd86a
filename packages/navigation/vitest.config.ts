import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, "../core/src");

export default defineConfig({
  // Core from source, as Storybook does, so tests never run against a stale core build.
  resolve: {
    alias: [
      { find: /^@vitrine\/core\/(.+)$/, replacement: `${core}/$1` },
      { find: /^@vitrine\/core$/, replacement: `${core}/index.ts` },
      // The demo backend from source too: hook tests run against the routes of the same commit.
      { find: /^demo-api$/, replacement: path.resolve(here, "../../apps/demo-api/src/index.ts") },
    ],
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});

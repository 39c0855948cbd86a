import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../core/src");

export default defineConfig({
  // Core from source, as Storybook does, so tests never run against a stale core build.
  resolve: {
    alias: [
      { find: /^@vitrine\/core\/(.+)$/, replacement: `${core}/$1` },
      { find: /^@vitrine\/core$/, replacement: `${core}/index.ts` },
    ],
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});

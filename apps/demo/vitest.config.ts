import { defineConfig } from "vitest/config";

// Unit tests of the demo's helpers only; e2e/*.spec.ts belong to Playwright (pnpm test:e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts"],
    environment: "node",
  },
});

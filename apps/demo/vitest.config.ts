import { defineConfig } from "vitest/config";

// Unit tests of the demo's helpers and its server (server/*.test.mjs); e2e/*.spec.ts belong to Playwright (pnpm test:e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.mjs"],
    environment: "node",
    // The JSON report feeds the test command's closing "N passed, N failed" line.
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});

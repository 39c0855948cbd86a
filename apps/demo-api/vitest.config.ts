import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // The JSON report feeds the test command's closing "N passed, N failed" line.
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    // The machine is shared: opening a seeded PGlite can take a minute under load.
    hookTimeout: 180_000,
    // PGlite instances are heavy: two workers on this 2-core machine.
    maxWorkers: 2,
  },
});

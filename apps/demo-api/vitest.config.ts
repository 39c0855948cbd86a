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
    // One module graph per worker: importing the app and compiling PGlite's WebAssembly once per worker, not once
    // per file, halves the suite's time (113 → 72 s here). Each file still opens its own database from the
    // snapshot, and no test mocks modules or stubs globals.
    isolate: false,
  },
});

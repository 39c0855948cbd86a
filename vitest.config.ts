import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "./config/chromium.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

// `pnpm test:stories`: every story's play function and axe check, in headless system Chromium.
export default defineConfig({
  test: {
    // The JSON report feeds the test command's closing "N passed, N failed" line.
    reporters: ["default", ["json", { outputFile: "reports/stories.json" }]],
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          // Story files share one origin (cookies, storage): run them one after another so that consent and
          // wishlist stories cannot see each other's cookies.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});

import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../config/chromium.mjs";
import { packageTests } from "../../config/vitest.package";

const unit = packageTests({ preloadTransport: false });

// Unit tests in happy-dom, and the history behaviour of dialogs (`*.browser.test.ts`) in real headless Chromium,
// whose history.go() is asynchronous as in every browser.
export default defineConfig({
  ...unit,
  test: {
    reporters: unit.test?.reporters,
    projects: [
      { ...unit, test: { ...unit.test, name: "unit", exclude: ["src/**/*.browser.test.{ts,tsx}"] } },
      {
        resolve: unit.resolve,
        test: {
          name: "chromium",
          include: ["src/**/*.browser.test.{ts,tsx}"],
          browser: {
            enabled: true,
            instances: [{ browser: "chromium" }],
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
          },
        },
      },
    ],
  },
});

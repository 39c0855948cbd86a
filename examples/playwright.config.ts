// One example app's end-to-end test, run by scripts/examples.mjs for each app in turn: the app's built server
// (EXAMPLE_START in EXAMPLE_DIR, a scratch install of the packed packages) and demo-api in memory, each on a free
// port the runner chose.
import { defineConfig } from "playwright/test";
import { chromiumLaunchOptions } from "../config/chromium.mjs";

const { EXAMPLE_NAME, EXAMPLE_DIR, EXAMPLE_START, EXAMPLE_PORT, DEMO_API_PORT, EXAMPLE_REPORT } = process.env;
if (!EXAMPLE_NAME || !EXAMPLE_DIR || !EXAMPLE_START || !EXAMPLE_PORT || !DEMO_API_PORT || !EXAMPLE_REPORT)
  throw new Error("run the example apps' tests through scripts/examples.mjs");
const storeApiUrl = `http://127.0.0.1:${DEMO_API_PORT}/store-api`;
const baseURL = `http://127.0.0.1:${EXAMPLE_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: EXAMPLE_REPORT }]],
  use: { baseURL, trace: "off", launchOptions: chromiumLaunchOptions() },
  projects: [{ name: EXAMPLE_NAME }],
  webServer: [
    {
      command: "node ../apps/demo-api/dist/server.js",
      url: `${storeApiUrl}/context`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: { PORT: DEMO_API_PORT, HOST: "127.0.0.1", DEMO_API_IN_MEMORY: "1" },
    },
    {
      command: EXAMPLE_START,
      cwd: EXAMPLE_DIR,
      url: `${baseURL}/checkout/cart`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: { PORT: EXAMPLE_PORT, HOST: "127.0.0.1", STORE_API_URL: storeApiUrl, NODE_ENV: "production" },
    },
  ],
});

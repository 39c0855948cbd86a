import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../../config/chromium.mjs";

// One built demo for the whole suite on a free port, with an in-memory backend that starts from the seed.
// The port is chosen once in the runner process; workers inherit it through the environment.
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      "-e",
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: "utf8" },
  ).trim();
}
process.env.VITRINE_E2E_PORT ??= freePort();
// A second, backend-less instance: its Store API points at a closed port, for the "backend down" page.
process.env.VITRINE_E2E_DOWN_PORT ??= freePort();
const port = process.env.VITRINE_E2E_PORT;
const downPort = process.env.VITRINE_E2E_DOWN_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the test command's closing "N passed, N failed" line.
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    video: "off",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: port,
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DEMO_API_IN_MEMORY: "1",
        // The contact form's captchas in the tests: the reCAPTCHA stand-in served by the demo instead of Google's
        // script, and the basic captcha's code in a test-only header of its image answer.
        DEMO_RECAPTCHA_STAND_IN: "1",
        DEMO_CAPTCHA_TEST_HEADER: "1",
        // The shop's settings (captcha, registration confirmations) switchable per test for its own context token
        // (PUT /store-api/vitrine/test/shop-settings), so one server runs every captcha; the default stays ALTCHA.
        DEMO_API_TEST_SETTINGS: "1",
        // The suite registers customers and sends forms by the dozen from one address: the per-address form limits
        // (register, contact, newsletter, review, upload) would refuse it. Their tests: demo-api's throttle tests
        // and server/server.test.mjs. Login and recovery throttles stay on.
        DEMO_API_FORM_LIMITS: "off",
        // Always the embedded seed, even when the shell points the shop at a real one.
        STORE_API_URL: process.env.E2E_STORE_API_URL ?? "",
        STORE_API_ACCESS_KEY: process.env.E2E_STORE_API_ACCESS_KEY ?? "",
      },
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${downPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "ignore",
      env: {
        NODE_ENV: "production",
        PORT: downPort,
        HOST: "127.0.0.1",
        STORE_API_URL: "http://127.0.0.1:9/store-api",
        STORE_API_ACCESS_KEY: "SWSCVITRINEDEMOACCESSKEY01",
      },
    },
  ],
});

import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// One built demo for the whole suite on a free port, with an in-memory backend that starts from the seed.
// The port is chosen once in the runner process; workers inherit it through the environment.
if (!process.env.VITRINE_E2E_PORT) {
  process.env.VITRINE_E2E_PORT =
    process.env.PORT_E2E ??
    execFileSync(
      process.execPath,
      [
        "-e",
        "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
      ],
      { encoding: "utf8" },
    ).trim();
}
const port = process.env.VITRINE_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    video: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
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
    },
  },
});

// Sums the JavaScript a page loads before interaction (gzip size of each script, as the budget counts it), per page.
// Usage: node bench/page-js.mjs [path …]   (default: home, a category, a product). BASE_URL measures a running demo.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../config/chromium.mjs";
import { startDemo } from "./demo-server.mjs";

const { base, stop } = await startDemo();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  let paths = process.argv.slice(2);
  if (!paths.length) {
    const html = await (await fetch(`${base}/`)).text();
    const category = html.match(/href="(\/navigation\/[0-9a-f]+)"/)?.[1];
    const product = html.match(/href="(\/detail\/[0-9a-f]+)"/)?.[1];
    paths = ["/", category, product].filter(Boolean);
  }
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      try {
        const body = await response.body();
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      } catch {}
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts`);
    if (process.env.VERBOSE)
      for (const [name, size] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${name}`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}

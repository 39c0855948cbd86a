#!/usr/bin/env node
// Screenshots of a running demo for a look as a shopper would have it:
//   node scripts/screenshots.mjs [baseUrl] [outDir]   (default http://localhost:3000, /tmp/shots)
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../config/chromium.mjs";
import { samplePages } from "./sample-pages.mjs";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const out = process.argv[3] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const pages = {
  ...(await samplePages(base)),
  ...(process.env.ALL_PAGES
    ? { search: "/search?search=lamp", cart: "/checkout/cart", login: "/account/login", notfound: "/nope" }
    : {}),
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

const browser = await chromium.launch(chromiumLaunchOptions());
for (const [viewportName, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [pageName, path] of Object.entries(pages)) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const file = `${out}/${pageName}-${viewportName}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
    console.log(file);
  }
  await context.close();
}
await browser.close();

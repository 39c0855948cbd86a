#!/usr/bin/env node
// Interaction timings of the BUILT demo in Chromium (DESIGN.md section 7, issue 24.4), measured inside the page
// from the click to the next frame after the result is on screen:
//   variant switch: a variant option of the product page → the variant's URL and its buy box;
//   off-canvas cart: the header cart button → the dialog "Shopping cart" showing its first line.
// Prints median and p95 against the targets (variant p95 < 100 ms, off-canvas < 50 ms to first content). The listing
// filter has its own script (listing-filter.mjs). Not part of the test command. SWITCHES, OPENS: repetitions.
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../config/chromium.mjs";
import { hostLoad, startDemo } from "./demo-server.mjs";

const SWITCHES = Number(process.env.SWITCHES ?? 20);
const OPENS = Number(process.env.OPENS ?? 10);
const TARGETS = { variant: 100, offcanvas: 50 };
const ACCESS_KEY = process.env.DEMO_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function report(name, timings, target) {
  const p95 = percentile(timings, 95);
  console.log(
    `${name}: ${timings.length} times (ms): ${timings.map((value) => value.toFixed(0)).join(", ")}`,
  );
  console.log(
    `  median ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${target} ms): ${p95 < target ? "ok" : "OVER"}`,
  );
}

console.log(hostLoad());
const { base, stop: stopDemo } = await startDemo();

/** A variant product of the seed whose configurator has options to switch between. */
async function variantProduct() {
  const post = (url, body) =>
    fetch(`${base}/store-api${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "sw-access-key": ACCESS_KEY },
      body: JSON.stringify(body),
    }).then((response) => (response.ok ? response.json() : undefined));
  for (const entry of (await post("/navigation/main-navigation/main-navigation", { depth: 1 })) ?? []) {
    const listing = await post(`/product-listing/${entry.id}`, { limit: 100 });
    // One that can be bought: the off-canvas part adds it to the cart.
    const variant = listing?.elements?.find((product) => product.parentId && product.available);
    if (variant) return variant.id;
  }
  throw new Error("the seed has no variant product");
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const productUrl = `${base}/detail/${await variantProduct()}`;
  await page.goto(productUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const switchTo = () =>
    page.evaluate(
      (index) =>
        new Promise((resolve, reject) => {
          const options = [
            ...document.querySelectorAll(
              '.vitrine-variant__option:not([data-state="selected"]):not([data-combinable="false"]) input',
            ),
          ];
          const option = options[index % options.length];
          if (!option) return reject(new Error("no other variant option"));
          const purchase = document.querySelector(".product-purchase");
          const before = { path: location.pathname, html: purchase?.innerHTML };
          const started = performance.now();
          const done = () => {
            const now = document.querySelector(".product-purchase");
            return location.pathname !== before.path && now && now.innerHTML !== before.html;
          };
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(document.body, {
            attributes: true,
            childList: true,
            subtree: true,
            characterData: true,
          });
          option.click();
        }),
      Math.floor(Math.random() * 1000),
    );
  // Warm-up (lazy code, first request): not counted.
  await switchTo();
  await page.locator(".vitrine-variant[data-state='idle']").first().waitFor();
  const variantTimes = [];
  for (let index = 0; index < SWITCHES; index += 1) {
    variantTimes.push(await switchTo());
    await page.locator(".vitrine-variant[data-state='idle']").first().waitFor();
  }

  // One product in the cart, then open and close the off-canvas cart. The switches end on a random variant, which
  // may be sold out: back to the one picked because it can be bought.
  await page.goto(productUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Add to shopping cart" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Shopping cart" });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  const offcanvasTimes = [];
  for (let index = 0; index < OPENS; index += 1) {
    const elapsed = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll("header button")].find(
            (element) =>
              element.getAttribute("aria-label")?.startsWith("Shopping cart") ||
              element.textContent?.startsWith("Shopping cart"),
          );
          const started = performance.now();
          const shown = () =>
            [...document.querySelectorAll('[role="dialog"], dialog')].some((element) =>
              element.getAttribute("aria-label") === "Shopping cart" ||
              element.querySelector("h2, h3")?.textContent?.startsWith("Shopping cart")
                ? element.querySelector("li")
                : false,
            );
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(document.body, { attributes: true, childList: true, subtree: true });
          button.click();
        }),
    );
    offcanvasTimes.push(elapsed);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }
  report("variant switch", variantTimes, TARGETS.variant);
  report("off-canvas cart open (first content)", offcanvasTimes, TARGETS.offcanvas);
} finally {
  await browser.close();
  stopDemo();
}

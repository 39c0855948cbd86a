import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { literal, PRODUCT_URL, seoPathOf } from "./seo-helpers";

// Seeded products with a role in the spec (apps/demo-api/src/seed/ids.ts).
const TEE_RESTOCK = "d0000000000000000000000000000003"; // Essential Organic Tee, Ocean / S: stock 0, restock in 5 days
const TEE_CLOSEOUT = "d0000000000000000000000000000002"; // Graphite / XL: closeout, stock 0
const COFFEE_TIERS = "d0000000000000000000000000000030"; // 1–4 €14.99, 5–9 €13.99, from 10 €12.49
const MEMORY_CARD = "d0000000000000000000000000000023"; // min 2, max 10, purchase steps 2
const CAMERA = "d0000000000000000000000000000020"; // cross-selling (accessories)

const buyBox = (page: Page) => page.locator(".vitrine-buy-box");
const deliveryStatus = (page: Page) => buyBox(page).locator(".vitrine-delivery");
const currentPrice = (page: Page) => buyBox(page).locator(".vitrine-product-price__current");
const variantOption = (page: Page, name: string) =>
  page.locator(".vitrine-variant__option").filter({ hasText: new RegExp(`^${name}\\b`) });

async function open(page: Page, productId: string) {
  const response = await page.goto(`/detail/${productId}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("product page (@vitrine/product, @vitrine/gallery-zoom)", () => {
  test("switching a variant finds the variant and moves to its URL, replacing the current history entry; price and delivery status change", async ({
    page,
    request,
  }) => {
    const closeoutPath = await seoPathOf(request, "product", TEE_CLOSEOUT);
    await page.goto("/");
    await open(page, TEE_RESTOCK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Essential Organic Tee");
    // Rule 3: stock below minimum with delivery time and restock time.
    await expect(deliveryStatus(page)).toContainText(/Ready to ship in 5 days, delivery time/);
    await expect(currentPrice(page)).toHaveText("€24.99");
    await expectNoAxeViolations(page);

    // Size XL of the same colour: another variant, in stock, €2 more.
    await variantOption(page, "XL").click();
    await expect(page).not.toHaveURL(new RegExp(TEE_RESTOCK));
    await expect(page).toHaveURL(PRODUCT_URL);
    // Rule 1: stock at or above min purchase with a delivery time.
    await expect(deliveryStatus(page)).toContainText(/Immediately available, delivery time/);
    await expect(currentPrice(page)).toHaveText("€26.99");
    await expect(buyBox(page).getByRole("button", { name: "Add to shopping cart" })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Graphite / XL is the closeout that is out of stock: the unavailable block, no buying.
    await variantOption(page, "Graphite").click();
    await expect(page).toHaveURL(new RegExp(`${literal(closeoutPath)}$`));
    await expect(deliveryStatus(page)).toContainText("No longer available");
    await expect(buyBox(page)).toHaveAttribute("data-state", "unavailable");
    await expect(buyBox(page).getByRole("button", { name: "Add to shopping cart" })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Back returns to where the shopper came from, not through the variants tried.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("without JavaScript, choosing another variant option and submitting shows that variant's page (find-variant on the server)", async ({
    browser,
    baseURL,
    request,
  }) => {
    const closeoutPath = await seoPathOf(request, "product", TEE_CLOSEOUT);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/detail/${TEE_RESTOCK}`);
    await expect(deliveryStatus(page)).toContainText(/Ready to ship in 5 days, delivery time/);
    const submit = page.getByRole("button", { name: "Show this variant" });
    await expect(submit).toBeVisible();

    // Size XL of the same colour.
    await variantOption(page, "XL").click();
    await expect(page.getByRole("radio", { name: "XL" })).toBeChecked();
    await submit.click();
    await expect(page).toHaveURL(PRODUCT_URL);
    await expect(page).not.toHaveURL(new RegExp(TEE_RESTOCK));
    await expect(page.getByRole("radio", { name: "XL" })).toBeChecked();
    await expect(deliveryStatus(page)).toContainText(/Immediately available, delivery time/);
    await expect(currentPrice(page)).toHaveText("€26.99");

    // Graphite / XL: the closeout.
    await variantOption(page, "Graphite").click();
    await page.getByRole("button", { name: "Show this variant" }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(closeoutPath)}$`));
    await expect(deliveryStatus(page)).toContainText("No longer available");
    await context.close();
  });

  test("with JavaScript the variant form never submits: no Show this variant button", async ({ page }) => {
    await open(page, TEE_RESTOCK);
    await expect(page.getByRole("radio", { name: "XL" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show this variant" })).toHaveCount(0);
  });

  test("combinations that do not exist are marked as not available in this combination", async ({ page }) => {
    await open(page, TEE_CLOSEOUT);
    await expect(page.getByRole("radio", { name: "Graphite" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "XL" })).toBeChecked();
    // Every option of a full colour × size grid combines; the markers exist only where a variant is missing.
    const marked = page.locator('.vitrine-variant__option[data-combinable="false"]');
    for (const option of await marked.all()) {
      await expect(option).toContainText("not available in this combination");
    }
  });

  test("the zoom modal scales from 1 to the maximum in 5 steps; zoom in, zoom out and reset are disabled at the bounds, with buttons and with keys", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, CAMERA);
    const gallery = page.getByRole("region", { name: "Product images" });
    const first = gallery.locator("img").first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(gallery.locator("img").nth(1)).toHaveAttribute("loading", "lazy");

    await page.getByRole("button", { name: /^Zoom image 1 of/ }).click();
    const dialog = page.getByRole("dialog", { name: "Image zoom" });
    await expect(dialog).toBeVisible();
    const zoomIn = dialog.getByRole("button", { name: "Zoom in" });
    const zoomOut = dialog.getByRole("button", { name: "Zoom out" });
    const reset = dialog.getByRole("button", { name: "Reset zoom" });
    const stage = dialog.locator(".vitrine-zoom__stage");
    await expect(zoomOut).toBeDisabled();
    await expect(reset).toBeDisabled();
    await expect(zoomIn).toBeEnabled();
    await expectNoAxeViolations(page);

    // Buttons: up to the maximum in at most 5 steps, then back down to 1.
    let steps = 0;
    while (await zoomIn.isEnabled()) {
      await zoomIn.click();
      steps += 1;
      expect(steps).toBeLessThanOrEqual(5);
    }
    expect(steps).toBeGreaterThan(0);
    await expect(stage).toHaveAttribute("data-state", "zoomed");
    await expect(zoomOut).toBeEnabled();
    await expect(reset).toBeEnabled();
    await expectNoAxeViolations(page);
    // Arrow keys pan the zoomed image (the non-drag alternative).
    await stage.focus();
    const before = await dialog.locator(".vitrine-zoom__image").getAttribute("style");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(".vitrine-zoom__image")).not.toHaveAttribute("style", before ?? "");
    for (let step = 0; step < steps; step += 1) await zoomOut.click();
    await expect(zoomOut).toBeDisabled();
    await expect(reset).toBeDisabled();
    await expect(stage).toHaveAttribute("data-state", "fit");

    // Keys on the focused image: + to the maximum, - back, 0 resets.
    await stage.focus();
    for (let step = 0; step < steps; step += 1) await page.keyboard.press("+");
    await expect(zoomIn).toBeDisabled();
    await page.keyboard.press("-");
    await expect(zoomIn).toBeEnabled();
    await page.keyboard.press("0");
    await expect(stage).toHaveAttribute("data-state", "fit");
    await expect(zoomOut).toBeDisabled();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the tier price follows the quantity and the current bracket is highlighted", async ({ page }) => {
    await open(page, COFFEE_TIERS);
    const table = buyBox(page).getByRole("table", { name: "Prices by quantity" });
    await expect(table).toBeVisible();
    const current = table.locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("€14.99");
    await expect(currentPrice(page)).toHaveText("€14.99");
    await expectNoAxeViolations(page);

    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    // The buy form's code comes with the first interaction (the focus); Enter then confirms the quantity (before
    // it, Enter sends the server's form, as without JavaScript).
    await quantity.focus();
    await expect(page.locator('[data-visible-island="buy-form"] [data-island-hydrated]')).toBeAttached();
    await quantity.fill("5");
    await quantity.press("Enter");
    await expect(current).toContainText("€13.99");
    await expect(currentPrice(page)).toHaveText("€13.99");

    await quantity.fill("12");
    await quantity.blur();
    await expect(current).toContainText("€12.49");
    await expect(currentPrice(page)).toHaveText("€12.49");

    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("9");
    await expect(current).toContainText("€13.99");
    await expectNoAxeViolations(page);

    // The chosen quantity goes into the cart with @vitrine/cart's buy form, which opens the off-canvas cart.
    await buyBox(page).getByRole("button", { name: "Add to shopping cart" }).click();
    const cart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(cart.getByRole("spinbutton", { name: "Quantity of Single Origin Espresso" })).toHaveValue(
      "9",
    );
  });

  test("the quantity selector steps by the product's step within min and max purchase", async ({ page }) => {
    await open(page, MEMORY_CARD);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    const decrease = page.getByRole("button", { name: "Decrease quantity" });
    await expect(quantity).toHaveValue("2");
    await expect(decrease).toBeDisabled();
    await increase.click();
    await expect(quantity).toHaveValue("4");
    for (let step = 0; step < 3; step += 1) await increase.click();
    await expect(quantity).toHaveValue("10");
    await expect(increase).toBeDisabled();
    // Typed values are brought onto the step grid within the bounds.
    await quantity.fill("7");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("6");
    await quantity.fill("99");
    await quantity.blur();
    await expect(quantity).toHaveValue("10");
    await decrease.click();
    await expect(quantity).toHaveValue("8");
  });

  test("the more-info button opens the description tab and scrolls to it; the tabs follow the ARIA tabs pattern", async ({
    page,
  }) => {
    await open(page, COFFEE_TIERS);
    const tabs = page.getByRole("tablist", { name: "Product information" });
    const description = tabs.getByRole("tab", { name: "Description" });
    const properties = tabs.getByRole("tab", { name: "Properties" });
    await expect(description).toHaveAttribute("aria-selected", "true");
    // Arrow keys move between the tabs (wrapping) and select them.
    await description.focus();
    await page.keyboard.press("ArrowRight");
    await expect(properties).toBeFocused();
    await expect(properties).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Properties" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(description).toBeFocused();
    await page.keyboard.press("End");
    await expect(properties).toBeFocused();
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "More info" }).click();
    await expect(description).toHaveAttribute("aria-selected", "true");
    await expect(description).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Description" })).toBeVisible();
    await expect(tabs).toBeInViewport();
  });

  test("cross-selling shows a product slider; the product page HTML is complete before JavaScript", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/detail/${COFFEE_TIERS}`)).text();
    expect(html).toContain("Single Origin Espresso 500 g");
    expect(html).toContain("Prices by quantity");
    expect(html).toMatch(/class="vitrine-gallery__image" loading="eager" fetchPriority="high"/);
    await open(page, CAMERA);
    const slider = page.locator(".product-cross-selling .vitrine-product-slider").first();
    await expect(slider).toBeVisible();
    const box = await slider.locator(".vitrine-product-slider__item").first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(300);
    await expectNoAxeViolations(page);
  });
});

test("cross-selling below the fold loads its code only when the shopper scrolls near it; its HTML shows before and its buy buttons add with JavaScript after", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await open(page, CAMERA);
  await page.waitForLoadState("networkidle");
  const island = page.locator('[data-visible-island="cross-selling"]');
  const slider = island.locator(".vitrine-product-slider").first();
  // The server HTML: the slider and its cards are there, their code is not loaded.
  await expect(slider.locator(".vitrine-product-slider__item").first()).toBeAttached();
  expect(scripts.filter((name) => name.includes("CrossSellingSliders"))).toEqual([]);
  expect(await island.locator("[data-island-hydrated]").count()).toBe(0);

  const loaded = page.waitForResponse((response) => response.url().includes("CrossSellingSliders"));
  await slider.scrollIntoViewIfNeeded();
  await loaded;
  await expect(island.locator("[data-island-hydrated]")).toBeAttached();
  await expect(slider).toBeVisible();
  const add = slider.getByRole("button", { name: "Add to shopping cart" }).first();
  await add.click();
  await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeVisible();
});

test("home page product sliders have boxes at least 300 px wide", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const items = page.locator(".home-slider .vitrine-product-slider__item");
    await expect(items.first()).toBeVisible();
    const box = await items.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(300);
    const next = page.getByRole("button", { name: "Next products" }).first();
    await expect(next).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

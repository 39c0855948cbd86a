import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Seeded products (apps/demo-api/src/seed/ids.ts).
const COFFEE = { id: "d0000000000000000000000000000030", name: "Single Origin Espresso" }; // €14.99 (+ €4.99 standard shipping)
const TRIPOD = { id: "d0000000000000000000000000000024", name: "Travel Tripod" }; // max purchase 1
const LINE_ITEM_PATH = "/store-api/checkout/cart/line-item";

const buyForm = (page: Page) => page.locator("#productDetailPageBuyProductForm");
const offcanvas = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });
const widget = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ });

/** Opens a product page, adds it with the buy form and waits for the off-canvas cart. */
async function addFromProductPage(page: Page, product: { id: string; name: string }) {
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  await buyForm(page).getByRole("button", { name: "Add to shopping cart" }).click();
  await expect(offcanvas(page)).toBeVisible();
  await expect(offcanvas(page).getByText(product.name)).toBeVisible();
}

test.describe("header cart widget and off-canvas cart (@vitrine/cart)", () => {
  test("add to cart on the product page opens the off-canvas cart with the line item; the header cart widget shows item count and total", async ({
    page,
  }) => {
    await page.goto(`/detail/${COFFEE.id}`);
    await waitForHydration(page);
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, empty");
    await addFromProductPage(page, COFFEE);
    const dialog = offcanvas(page);
    await expect(dialog.getByRole("spinbutton", { name: `Quantity of ${COFFEE.name}` })).toHaveValue("1");
    await expect(dialog.getByRole("link", { name: "Go to checkout" })).toBeVisible();
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, 1 item, €19.98");
    // Focus moved into the panel.
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the off-canvas cart's checkout link, drawn as a button, keeps its white text under the pointer", async ({
    page,
  }) => {
    await addFromProductPage(page, COFFEE);
    const checkout = offcanvas(page).getByRole("link", { name: "Go to checkout" });
    await checkout.hover();
    await expect(checkout).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(checkout).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("Back closes the off-canvas cart and focus returns to the opener", async ({ page }) => {
    await addFromProductPage(page, COFFEE);
    const url = page.url();
    await page.goBack();
    await expect(offcanvas(page)).toBeHidden();
    expect(page.url()).toBe(url);
    // Opened again from the header widget, Esc closes it and focus returns to the widget.
    await widget(page).click();
    await expect(offcanvas(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(offcanvas(page)).toBeHidden();
    await expect(widget(page)).toBeFocused();
  });

  test("quantity change is debounced 800 ms: several quick changes send one request", async ({ page }) => {
    await addFromProductPage(page, COFFEE);
    // The coffee's quantity in the shop's answer to each PATCH of the line item, in the order they came.
    const patches: Promise<number>[] = [];
    const isPatch = (request: Request) =>
      request.method() === "PATCH" && new URL(request.url()).pathname === LINE_ITEM_PATH;
    page.on("response", (response) => {
      if (!isPatch(response.request())) return;
      patches.push(
        response
          .json()
          .then(
            (cart: { lineItems: { referencedId: string; quantity: number }[] }) =>
              cart.lineItems.find((item) => item.referencedId === COFFEE.id)?.quantity ?? 0,
          ),
      );
    });
    const increase = offcanvas(page).getByRole("button", { name: `Increase quantity of ${COFFEE.name}` });
    const quantity = offcanvas(page).getByRole("spinbutton", { name: `Quantity of ${COFFEE.name}` });
    const answered = page.waitForResponse((response) => isPatch(response.request()));
    await increase.click();
    await increase.click();
    await increase.click();
    // The change shows at once…
    await expect(quantity).toHaveValue("4");
    // …and is sent once, after 800 ms of quiet: one request with the final quantity.
    await answered;
    await expect(widget(page)).toHaveAccessibleName(/^Shopping cart, 4 items/);
    // A later change starts a window of its own; its request comes after anything the first clicks sent.
    const later = page.waitForResponse((response) => isPatch(response.request()));
    await increase.click();
    await expect(quantity).toHaveValue("5");
    await later;
    expect(await Promise.all(patches)).toEqual([4, 5]);
    await expectNoAxeViolations(page);
    // The shop has the new quantity: the server renders it after a reload.
    await page.reload();
    await expect(widget(page)).toHaveAccessibleName(/^Shopping cart, 5 items/);
  });

  test("remove item empties the off-canvas cart and the widget shows the empty state", async ({ page }) => {
    await addFromProductPage(page, COFFEE);
    await offcanvas(page)
      .getByRole("button", { name: `Remove ${COFFEE.name}` })
      .click();
    await expect(offcanvas(page).getByText("Your shopping cart is empty.")).toBeVisible();
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, empty");
    // The widget shows the removal at once; the stored state follows the shop's answer.
    const stored = () =>
      page.evaluate(() => ({
        template: localStorage.getItem("cart-widget-template"),
        empty: localStorage.getItem("empty-cart-widget"),
      }));
    await expect.poll(async () => (await stored()).template).toBeNull();
    expect((await stored()).empty).not.toBeNull();
    await expectNoAxeViolations(page);
  });

  test("promotion code entry: a valid code shows a notice, an invalid code an error", async ({ page }) => {
    await addFromProductPage(page, COFFEE);
    const dialog = offcanvas(page);
    const code = dialog.getByRole("textbox", { name: "Promotion code" });
    await code.fill("NOPE2026");
    await dialog.getByRole("button", { name: "Add promotion" }).click();
    await expect(dialog.getByRole("alert")).toContainText("The promotion code NOPE2026 is not valid.");
    await expectNoAxeViolations(page);

    await code.fill("VITRINE10");
    await dialog.getByRole("button", { name: "Add promotion" }).click();
    await expect(dialog.getByRole("status")).toContainText(/The discount .+ has been added\./);
    // 10 % off €14.99, plus €4.99 shipping.
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, 1 item, €18.48");
    await expectNoAxeViolations(page);
  });

  test("shipping method selector: changing it updates the context, then the totals", async ({ page }) => {
    await addFromProductPage(page, COFFEE);
    const dialog = offcanvas(page);
    const shipping = dialog.getByRole("combobox", { name: "Shipping method" });
    await expect(shipping).toHaveValue(/.+/);
    await shipping.selectOption({ label: "Express" });
    await expect(dialog.getByText("€9.99")).toBeVisible();
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, 1 item, €24.98");
    // The cart page reads the same context.
    await page.goto("/checkout/cart");
    await expect(
      page.getByRole("combobox", { name: "Shipping method" }).locator("option:checked"),
    ).toHaveText("Express");
  });

  test("the header cart widget shows the last known state on reload, from the server and browser storage", async ({
    page,
  }) => {
    await addFromProductPage(page, COFFEE);
    const stored = await page.evaluate(() => localStorage.getItem("cart-widget-template"));
    expect(stored).toContain("19.98");
    // The server HTML already carries the count and total (before any script runs).
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Shopping cart, 1 item, €19.98");
    await page.reload();
    await expect(widget(page)).toHaveAccessibleName("Shopping cart, 1 item, €19.98");
    await waitForHydration(page);
    await expect(widget(page)).toHaveAttribute("data-state", "filled");
  });

  test("add to cart from a listing card; a product with variants links to its page instead", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const card = page
      .locator(".product-card")
      .filter({ has: page.getByRole("button", { name: "Add to shopping cart" }) })
      .first();
    const name = ((await card.locator(".product-card-link").textContent()) ?? "").trim();
    await card.getByRole("button", { name: "Add to shopping cart" }).click();
    await expect(offcanvas(page)).toBeVisible();
    await expect(offcanvas(page).getByText(name)).toBeVisible();
    await expect(widget(page)).toHaveAccessibleName(/^Shopping cart, 1 item/);
    await page.keyboard.press("Escape");
    const details = page.getByRole("link", { name: /^Details of / }).first();
    if (await details.count()) await expect(details).toHaveAttribute("href", /\/detail\/[0-9a-f]{32}$/);
  });

  test("stock and max purchase: the shop's cart error is shown to the shopper in words", async ({ page }) => {
    await addFromProductPage(page, TRIPOD);
    await page.keyboard.press("Escape");
    await expect(offcanvas(page)).toBeHidden();
    // One more than the one in stock: the shop keeps one and says so.
    await buyForm(page).getByRole("button", { name: "Add to shopping cart" }).click();
    await expect(buyForm(page).getByRole("status")).toHaveText(
      `${TRIPOD.name} is only available 1 times. The quantity was changed.`,
    );
    await expect(widget(page)).toHaveAccessibleName(/^Shopping cart, 1 item/);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript the header cart leads to the cart page and the buy form adds through the route action", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/detail/${COFFEE.id}`);
    await buyForm(page).getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await buyForm(page).getByRole("button", { name: "Add to shopping cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 × Single Origin Espresso" })).toBeVisible();
    await widget(page).click();
    await expect(page).toHaveURL(/\/checkout\/cart\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
    await expect(page.getByLabel(`Quantity of ${COFFEE.name}`)).toHaveValue("3");
    await context.close();
  });

  test("without JavaScript a listing card's Add to shopping cart posts the product id and quantity to the product page, whose action puts the product in the cart", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/Kitchen/Coffee/");
    const card = page
      .locator(".vitrine-product-card")
      .filter({ has: page.locator("form") })
      .first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    // The card's form posts to the product's page (the card's link, its canonical URL) just the product id and the
    // quantity, not Shopware's six line item fields.
    const form = card.locator("form");
    const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/[^/]/);
    await expect(form).toHaveAttribute("action", href as string);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator("input")).toHaveCount(2);
    await expect(form.locator('input[type="hidden"][name="productId"]')).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(form.locator('input[type="hidden"][name="quantity"]')).toHaveValue("1");
    await card.getByRole("button", { name: "Add to shopping cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${name} added to your shopping cart` }),
    ).toBeVisible();
    await widget(page).click();
    await expect(page).toHaveURL(/\/checkout\/cart\??$/);
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue("1");
    await context.close();
  });
});

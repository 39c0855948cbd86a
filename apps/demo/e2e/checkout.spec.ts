import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, tabTo, test, waitForHydration } from "./fixtures";
import { acceptTermsAndPlaceOrder, expectOrderPlaced } from "./order-helpers";

// Seeded product (apps/demo-api/src/seed/ids.ts): €14.99, standard shipping €4.99.
const COFFEE = { id: "d0000000000000000000000000000030", name: "Single Origin Espresso" };

const offcanvas = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });
const buyButton = (page: Page) =>
  page.locator("#productDetailPageBuyProductForm").getByRole("button", { name: "Add to shopping cart" });

/** The page's own form outcome (ActionMessage), not the off-canvas cart's or the buy form's regions. */
const formMessage = (page: Page, role: "status" | "alert") =>
  page.locator("main .form-messages").getByRole(role);

const GUEST = {
  "First name": "Grete",
  "Last name": "Gast",
  "Email address": "grete.gast@example.com",
  "Street and number": "Gartenweg 3",
  Postcode: "20095",
  City: "Hamburg",
};

/** Product page → add → off-canvas cart → "Go to checkout". */
async function addAndGoToCheckout(page: Page) {
  await page.goto(`/detail/${COFFEE.id}`);
  await waitForHydration(page);
  await buyButton(page).click();
  await expect(offcanvas(page).getByText(COFFEE.name)).toBeVisible();
  await offcanvas(page).getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  // The link closes the panel; it animates out over the new page (350 ms) before the page is interactive again.
  await expect(offcanvas(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete order");
}

async function registerAsGuest(page: Page) {
  await expect(page.getByRole("heading", { name: "Order as a guest" })).toBeVisible();
  for (const [label, value] of Object.entries(GUEST))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
  await expect(page.getByText(GUEST["Street and number"]).first()).toBeVisible();
}

async function placeOrder(page: Page) {
  await acceptTermsAndPlaceOrder(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText(`1 × ${COFFEE.name}`);
  await expect(summary).toContainText("€19.98");
}

test.describe("checkout: cart page, confirm page, finish page", () => {
  test("a guest can check out without an account (guest registration) and pays by invoice: the finish page shows the order summary", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await addAndGoToCheckout(page);
    await expectNoAxeViolations(page);
    await registerAsGuest(page);
    // A guest has no address book to manage.
    await expect(page.getByRole("link", { name: "Manage addresses" })).toHaveCount(0);
    // Invoice is the shop's default payment method.
    await expect(page.getByRole("radio", { name: /^Invoice/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await expect(page.getByRole("link", { name: "View your orders" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The cart is empty after the order, in the header too.
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ }),
    ).toHaveAccessibleName("Shopping cart, empty");
  });

  test("a guest pays with cash on delivery end to end", async ({ page }) => {
    test.setTimeout(120_000);
    await addAndGoToCheckout(page);
    await registerAsGuest(page);
    await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
    await expect(formMessage(page, "status")).toHaveText("Your choice was saved and the totals updated.");
    await page.reload();
    await expect(page.getByRole("radio", { name: /^Cash on delivery/ })).toBeChecked();
    const shippingLabel = await page
      .getByRole("group", { name: "Shipping method" })
      .locator("label", { has: page.getByRole("radio", { checked: true }) })
      .textContent();
    await placeOrder(page);
    // The finish page shows the chosen shipping and payment methods.
    const methods = page.getByRole("region", { name: "Order summary" }).locator(".finish-methods");
    await expect(methods).toContainText("Payment method");
    await expect(methods.getByRole("definition").last()).toHaveText("Cash on delivery");
    await expect(methods).toContainText("Shipping method");
    const shippingName = (await methods.getByRole("definition").first().textContent()) ?? "";
    expect(shippingName).not.toBe("");
    expect(shippingLabel).toContain(shippingName);
  });

  test("the same guest journey with the keyboard only", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/detail/${COFFEE.id}`);
    await waitForHydration(page);
    await tabTo(page, buyButton(page));
    await page.keyboard.press("Enter");
    await expect(offcanvas(page).getByText(COFFEE.name)).toBeVisible();
    // Focus moved into the off-canvas cart; Tab stays inside it.
    await tabTo(page, offcanvas(page).getByRole("link", { name: "Go to checkout" }), 30);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    await waitForHydration(page);
    for (const [label, value] of Object.entries(GUEST)) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole("button", { name: "Continue as a guest" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
    // Payment: Tab reaches the group's chosen radio, the arrow keys choose (and save) another.
    const invoice = page.getByRole("radio", { name: /^Invoice/ });
    await expect(invoice).toBeChecked();
    await tabTo(page, invoice);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^Cash on delivery/ })).toBeChecked();
    await expect(formMessage(page, "status")).toHaveText("Your choice was saved and the totals updated.");
    const terms = page.getByRole("checkbox", { name: /terms and conditions/ });
    await tabTo(page, terms);
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");
    await expectOrderPlaced(page);
    await expect(page.getByRole("region", { name: "Order summary" })).toContainText(`1 × ${COFFEE.name}`);
  });

  test("long lists collapse with 'Show more' / 'Show less' on the confirm page; the chosen method stays visible", async ({
    page,
  }) => {
    // A device that can pay with Apple Pay: all four payment methods are offered (Chromium has none, issue 23).
    await page.addInitScript(() => {
      Object.assign(window, { ApplePaySession: { canMakePayments: () => true } });
    });
    await addAndGoToCheckout(page);
    await registerAsGuest(page);
    const payment = page.getByRole("group", { name: "Payment method" });
    await expect(payment.getByRole("radio")).toHaveCount(3);
    const more = payment.getByRole("button", { name: "Show more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(payment.getByRole("radio")).toHaveCount(4);
    const less = payment.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    // Choosing the last one and collapsing keeps it in view.
    await payment.getByRole("radio").last().check();
    await expect(formMessage(page, "status")).toHaveText("Your choice was saved and the totals updated.");
    await less.click();
    await expect(payment.getByRole("radio", { checked: true })).toBeVisible();
    await expect(payment.getByRole("button", { name: "Show more" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Shipping has two methods: no button.
    await expect(page.getByRole("group", { name: "Shipping method" }).getByRole("button")).toHaveCount(0);
  });

  test("a logged-in customer checks out with their addresses", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    await addAndGoToCheckout(page);
    await expect(page.getByRole("heading", { name: "Order as a guest" })).toHaveCount(0);
    await expect(page.getByText("Musterstraße 12").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage addresses" })).toBeVisible();
    await placeOrder(page);
    await expect(page.getByRole("link", { name: "View your orders" })).toBeVisible();
  });

  test("the cart page: shipping method and promotion code, the totals and the header widget follow", async ({
    page,
  }) => {
    await page.goto(`/detail/${COFFEE.id}`);
    await waitForHydration(page);
    await buyButton(page).click();
    await offcanvas(page).getByRole("link", { name: "Display shopping cart" }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(offcanvas(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
    const total = page.locator("dd.totals-grand");
    await expect(total).toHaveText("€19.98");
    await page.getByRole("combobox", { name: "Shipping method" }).selectOption({ label: "Express" });
    await expect(formMessage(page, "status")).toHaveText(
      "The shipping method was changed and the totals updated.",
    );
    await expect(total).toHaveText("€24.98");
    await page.getByRole("textbox", { name: "Promotion code" }).fill("NOPE2026");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(formMessage(page, "alert")).toContainText("is not valid");
    await expectNoAxeViolations(page);
    // The header widget follows the page's forms.
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ }),
    ).toHaveAccessibleName("Shopping cart, 1 item, €24.98");
  });

  test("a reload of the confirm page keeps the order's idempotency key: a retried submit after a reload places one order; the next checkout gets a new key", async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`/detail/${COFFEE.id}`);
    await waitForHydration(page);
    await buyButton(page).click();
    await expect(offcanvas(page)).toBeVisible();
    await page.goto("/checkout/confirm");
    const orderKey = page.locator('input[name="orderKey"]');
    const key = await orderKey.inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect(orderKey).toHaveValue(key);
    // The same form sent twice (a retry after the answer was lost) places one order.
    const post = () =>
      page.request.post("/checkout/confirm", {
        form: { intent: "order", tos: "on", orderKey: key },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
    const [first, second] = [await post(), await post()];
    const finish = (response: Awaited<ReturnType<typeof post>>) => response.headers().location ?? "";
    expect(finish(first)).toMatch(/\/checkout\/finish\/[0-9a-f]{32}/);
    expect(finish(second)).toBe(finish(first));
    // A new checkout gets a new key.
    await page.goto(`/detail/${COFFEE.id}`);
    await waitForHydration(page);
    await buyButton(page).click();
    await expect(offcanvas(page)).toBeVisible();
    await page.goto("/checkout/confirm");
    await expect(orderKey).not.toHaveValue(key);
  });
});

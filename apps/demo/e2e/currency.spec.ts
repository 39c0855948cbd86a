import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, seedCatalogue, test, waitForHydration } from "./fixtures";

// Issue 43: switching currency re-prices the header cart, the listing, the product page and the checkout; the
// choice is the session's (PATCH /store-api/context), so it is kept across pages. Needs the backend's CHF
// (`POST /store-api/currency` answering EUR and CHF).

const widget = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ });
const currencySwitcher = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Currency" });

/** Chooses a currency in the header's switcher; the status of the session's context change it sends. */
async function chooseCurrency(page: Page, label: string): Promise<number> {
  const contextPatch = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && new URL(response.url()).pathname === "/store-api/context",
  );
  await currencySwitcher(page).selectOption({ label });
  return (await contextPatch).status();
}
const CHF_AMOUNT = /CHF\s[\d,’']+\.\d{2}/;
const EUR_AMOUNT = /€[\d,]+\.\d{2}/;

test.describe("currency switcher (issue 43)", () => {
  test("switching currency re-prices the header cart, the listing, the product page and the checkout; the choice is kept across pages", async ({
    page,
    request,
  }) => {
    const { category, product } = await seedCatalogue(request);
    await page.goto(`/detail/${product.id}`);
    await waitForHydration(page);
    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "Add to shopping cart" })
      .click();
    const offcanvas = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(offcanvas).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(offcanvas).toBeHidden();
    await expect(widget(page)).toHaveAccessibleName(
      new RegExp(`^Shopping cart, 1 item, ${EUR_AMOUNT.source}$`),
    );

    // On the listing: the switch stores CHF in the session and the page's data reloads in it.
    await page.goto(`/navigation/${category.id}`);
    await waitForHydration(page);
    await expect(currencySwitcher(page).locator("option:checked")).toHaveText("€ EUR");
    expect(await chooseCurrency(page, "CHF")).toBe(200);
    await expect(widget(page)).toHaveAccessibleName(
      new RegExp(`^Shopping cart, 1 item, ${CHF_AMOUNT.source}$`),
    );
    const cards = page.getByRole("main").locator(".vitrine-product-card");
    await expect(cards.first()).toContainText(CHF_AMOUNT);
    await expect(page.getByRole("main")).not.toContainText("€");

    // The product page, loaded anew: the session keeps CHF.
    await page.goto(`/detail/${product.id}`);
    await waitForHydration(page);
    await expect(currencySwitcher(page).locator("option:checked")).toHaveText("CHF");
    await expect(page.locator(".vitrine-product-price__current").first()).toHaveText(CHF_AMOUNT);

    // The checkout: the cart's totals in CHF, the grand total with Swiss cash rounding (to 0.05).
    await page.goto("/checkout/cart");
    await waitForHydration(page);
    const total = page.locator("dd.totals-grand");
    await expect(total).toHaveText(CHF_AMOUNT);
    expect(await total.textContent()).toMatch(/[05]$/);
    await expect(page.getByRole("main")).not.toContainText("€");
    await expectNoAxeViolations(page);

    // And back to euro.
    await currencySwitcher(page).selectOption({ label: "€ EUR" });
    await expect(total).toHaveText(EUR_AMOUNT);
    await expect(widget(page)).toHaveAccessibleName(
      new RegExp(`^Shopping cart, 1 item, ${EUR_AMOUNT.source}$`),
    );
  });

  test("the top bar's switchers are no part of the first paint: their code loads at the shopper's first interaction, and a currency chosen as that first interaction is stored", async ({
    page,
    request,
  }) => {
    const { category } = await seedCatalogue(request);
    const topBarCode: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === "script" && path.includes("HeaderTopBar")) topBarCode.push(path);
    });
    await page.goto(`/navigation/${category.id}`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(topBarCode, "the top bar's code before any interaction").toEqual([]);
    // The server's top bar is in the page all along, named as with its code.
    await expect(currencySwitcher(page).locator("option:checked")).toHaveText("€ EUR");
    expect(await chooseCurrency(page, "CHF")).toBe(200);
    expect(topBarCode).toHaveLength(1);
    await expect(page.getByRole("main").locator(".vitrine-product-card").first()).toContainText(CHF_AMOUNT);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the currency form posts to /checkout/configure and the same page comes back in CHF", async ({
      page,
      request,
    }) => {
      const { category } = await seedCatalogue(request);
      await page.goto(`/navigation/${category.id}`);
      // The category's address (its SEO URL, where the technical one redirects).
      const address = new URL(page.url()).pathname.replace(/\/$/, "");
      await currencySwitcher(page).selectOption({ label: "CHF" });
      await page.getByRole("banner").getByRole("button", { name: "Change currency" }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, "") === address);
      await expect(currencySwitcher(page).locator("option:checked")).toHaveText("CHF");
      await expect(page.getByRole("main").locator(".vitrine-product-card").first()).toContainText(CHF_AMOUNT);
    });

    test("an unknown currency is refused with a 400 and a message, and the session keeps its currency", async ({
      page,
      request,
    }) => {
      const { category } = await seedCatalogue(request);
      await page.goto(`/navigation/${category.id}`);
      const answer = await page.request.post("/checkout/configure", {
        form: { currencyId: "0".repeat(32), redirectTo: `/navigation/${category.id}` },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(400);
      await page.reload();
      await expect(currencySwitcher(page).locator("option:checked")).toHaveText("€ EUR");
    });
  });
});

import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Adds a product from its page with the buy box's button; the off-canvas cart opens. */
export async function addToCartFromProductPage(page: Page, productId: string) {
  await page.goto(`/detail/${productId}`);
  await waitForHydration(page);
  await page
    .locator("#productDetailPageBuyProductForm")
    .getByRole("button", { name: "Add to shopping cart" })
    .click();
  await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeVisible();
}

/** On the confirm page: accepts the terms and places the order; the finish page follows. */
export async function acceptTermsAndPlaceOrder(page: Page) {
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expectOrderPlaced(page);
}

/** The finish page's address after a placed order (a failed payment adds `?paymentFailed=1`). */
export const FINISH_URL = /\/checkout\/finish\/[0-9a-f]{32}(?:\?paymentFailed=1)?$/;

/**
 * Waits for the finish page after "Place order". Placing an order is several Store API calls (order, payment,
 * the finish page's reads), so it gets twice the usual wait; when the page stays, the failure says what the
 * shopper sees there: the heading (an error page?), the messages, the fields marked invalid, the terms box, a busy
 * button and the focus.
 */
export async function expectOrderPlaced(page: Page, url: RegExp = FINISH_URL) {
  try {
    await expect(page).toHaveURL(url, { timeout: 20_000 });
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        heading: document.querySelector("h1")?.textContent?.trim() ?? null,
        messages: Array.from(document.querySelectorAll("main [role=alert], main [role=status]"))
          .map((element) => element.textContent?.trim())
          .filter(Boolean),
        invalid: Array.from(document.querySelectorAll("main [aria-invalid=true]")).map(
          (element) => element.getAttribute("name") ?? element.id,
        ),
        termsAccepted: document.querySelector<HTMLInputElement>("input[name=tos]")?.checked ?? null,
        busy: Boolean(document.querySelector("main [aria-busy=true]")),
        focused: document.activeElement?.outerHTML.slice(0, 120) ?? null,
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`The order was not placed; the page shows ${JSON.stringify(seen)}`, { cause: error });
  }
}

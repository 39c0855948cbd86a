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
  await expect(page).toHaveURL(/\/checkout\/finish\/[0-9a-f]+/);
}

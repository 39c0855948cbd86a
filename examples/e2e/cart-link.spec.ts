// What an agency's shopper does in each example app: add a product to the cart, and follow a link from the
// off-canvas cart. The link must work through the app's router (Next.js, React Router) or as a page load (no
// router): the page changes, the cart dialog is closed, and Back returns to the page the cart was opened on.
import { writeFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "playwright/test";

/** Waits until React has hydrated (or rendered) the element: React keeps its props on the DOM node then. */
async function hydrated(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await page.waitForFunction(
    (element) => !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$")),
    await locator.elementHandle(),
  );
}

test("a product added to the cart, then a link in the off-canvas cart followed: the page changes, the dialog is closed, Back returns", async ({
  page,
}) => {
  // The JavaScript the page has loaded once it is loaded and hydrated (the runner measures Vitrine's share of it).
  const loaded = new Set<string>();
  page.on("response", (response) => {
    if (/\.m?js$/.test(new URL(response.url()).pathname)) loaded.add(new URL(response.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  const product = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") })
    .first();
  const name = (await product.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const add = product.getByRole("button", { name: "Add to shopping cart" });
  await hydrated(page, add);
  await page.waitForLoadState("load");
  const { EXAMPLE_PAGE_LOAD } = process.env;
  if (EXAMPLE_PAGE_LOAD) writeFileSync(EXAMPLE_PAGE_LOAD, JSON.stringify([...loaded]));
  await add.click();

  const cart = page.getByRole("dialog", { name: "Shopping cart" });
  await expect(cart).toBeVisible();
  await expect(cart.getByText(name, { exact: true }).first()).toBeVisible();

  await cart.getByRole("link", { name: "Display shopping cart" }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(page.getByRole("main").getByText(name, { exact: true })).toBeVisible();
  await expect(cart).toBeHidden();

  // Back leaves the cart page for the page the panel was opened on, with the panel closed: no entry of the closed
  // panel stays in the history, and the panel does not open again.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(cart).toBeHidden();
  // Forward goes to the cart page again.
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(cart).toBeHidden();
});

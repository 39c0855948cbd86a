import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { addToCartFromProductPage } from "./order-helpers";

// Issue 45: the cart page's summary forms (shipping method, promotion code) and @vitrine/forms with them load on
// the shopper's first interaction with them, not with the page; what the shopper does before their code arrived is
// not lost. Seeded product (apps/demo-api/src/seed/ids.ts): €14.99, standard shipping €4.99, express €9.99.
const COFFEE = "d0000000000000000000000000000030";

/** The page's own form outcome (ActionMessage). */
const formMessage = (page: Page, role: "status" | "alert") =>
  page.locator("main .form-messages").getByRole(role);

/** A cart with the coffee, then the cart page as a document request (server HTML, then hydration). */
async function cartPageWithCoffee(page: Page) {
  await addToCartFromProductPage(page, COFFEE);
  await page.goto("/checkout/cart");
  await waitForHydration(page);
  await expect(page.locator("dd.totals-grand")).toHaveText("€19.98");
}

/** Holds the summary forms' chunk until the returned `release`; `requested` tells whether it was asked for. */
async function holdFormsChunk(page: Page) {
  const held: Route[] = [];
  let released = false;
  let requested = false;
  await page.route(/\/CartSummaryForms-[\w-]+\.js$/, (route) => {
    requested = true;
    if (released) return route.continue();
    held.push(route);
  });
  return {
    requested: () => requested,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Every form post the page sends as a document request (a plain form post, not the hydrated form's fetch). */
function documentPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.resourceType() === "document") posts.push(request.url());
  });
  return posts;
}

test.describe("the cart page's summary forms load on the first interaction with them", () => {
  test("the hydrated cart page has not loaded the forms' code; a promotion code sent before it arrived is applied by the hydrated form", async ({
    page,
  }) => {
    const chunk = await holdFormsChunk(page);
    await cartPageWithCoffee(page);
    expect(chunk.requested()).toBe(false);
    const posts = documentPosts(page);
    const code = page.getByRole("textbox", { name: "Promotion code" });
    await code.fill("NOPE2026");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(chunk.requested).toBe(true);
    // The submit waits for the code: nothing is sent yet, the typed code stays.
    await expect(formMessage(page, "alert")).toHaveCount(0);
    await expect(code).toHaveValue("NOPE2026");
    await chunk.release();
    await expect(formMessage(page, "alert")).toContainText(/NOPE2026.* is not valid\./);
    // Sent by the hydrated form (the route action through a fetch), not as a plain form post.
    expect(posts).toEqual([]);
  });

  test("a shipping method chosen before the forms' code arrived is saved when it does, and the totals follow", async ({
    page,
  }) => {
    const chunk = await holdFormsChunk(page);
    await cartPageWithCoffee(page);
    const shipping = page.getByRole("combobox", { name: "Shipping method" });
    // The shopper comes to the select (pointer or keyboard: its focus) and picks Express while the code is held.
    await shipping.focus();
    await expect.poll(chunk.requested).toBe(true);
    await shipping.selectOption({ label: "Express" });
    await chunk.release();
    await expect(formMessage(page, "status")).toHaveText(
      "The shipping method was changed and the totals updated.",
    );
    await expect(page.locator("dd.totals-grand")).toHaveText("€24.98");
    await expect(shipping.locator("option:checked")).toHaveText("Express");
  });
});

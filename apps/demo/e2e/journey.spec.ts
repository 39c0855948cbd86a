import { expect, seedCatalogue, seedVariantProduct, test, waitForHydration } from "./fixtures";
import { CATEGORY_URL, PRODUCT_URL } from "./seo-helpers";

test("a shopper walks from the home page to a category, a product and a search", async ({
  page,
  request,
}) => {
  const { category } = await seedCatalogue(request);

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The flyout menu: the top category is a link to its page (its flyout has a toggle of its own).
  const mainNavigation = page.getByRole("navigation", { name: "Main navigation" });
  await mainNavigation.getByRole("link", { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(CATEGORY_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);

  const firstProduct = page.locator(".vitrine-product-card__name a").first();
  const productName = (await firstProduct.textContent())?.trim() ?? "";
  await firstProduct.click();
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  await expect(page.locator(".vitrine-buy-box .vitrine-product-price__current")).toContainText("€");

  const term = productName.split(/\s+/).find((word) => word.length >= 3) ?? productName;
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.fill(term);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(term);
  await expect(page.locator(".vitrine-product-card")).not.toHaveCount(0);
});

test("the category grid sorts and pages with plain links", async ({ page, request }) => {
  const { category } = await seedCatalogue(request);
  await page.goto(`/navigation/${category.id}`);
  await waitForHydration(page);
  const sorting = page.getByRole("combobox", { name: "Sorting" });
  await expect(sorting).toBeVisible();
  const options = await sorting
    .locator("option")
    .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
  const other = options.find((value) => value !== (options[0] ?? ""));
  if (other) {
    await sorting.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`order=${encodeURIComponent(other)}`));
  }
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  if (await pagination.count()) {
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/p=2/);
  }
});

test("a product goes into the cart, its quantity changes and it is removed, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  const { product } = await seedCatalogue(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/detail/${product.id}`);
  await page
    .locator("#productDetailPageBuyProductForm")
    .getByRole("button", { name: "Add to shopping cart" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "added to your shopping cart" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Shopping cart, 1 item/ })).toBeVisible();

  await page.goto("/checkout/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
  await page.getByLabel(/^Quantity of/).fill("2");
  await page.getByRole("button", { name: /^Update/ }).click();
  await expect(page.getByRole("button", { name: /^Shopping cart, 2 items/ })).toBeVisible();

  await page.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
  await context.close();
});

test("the product page shows gallery, price, description and properties, and a variant switch replaces the history entry", async ({
  page,
  request,
}) => {
  const variantId = await seedVariantProduct(request);
  await page.goto("/");
  await page.goto(`/detail/${variantId}`);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Product images" }).locator("img").first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Description" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  const otherOption = page.locator(".vitrine-variant__option:not([data-state='selected'])").first();
  await expect(otherOption).toBeVisible();
  await otherOption.click();
  await expect(page).not.toHaveURL(new RegExp(`${variantId}$`));
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(page.locator(".vitrine-variant__option[data-state='selected']")).not.toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Home, categories and landing pages are rendered from their Shopping Experience layouts (@vitrine/cms).

test("home shows its video block behind consent, and its layout's product sliders", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Well-made things for every day" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Clothing" })).toBeVisible();
  const video = page.locator('[data-element="youtube-video"] .vitrine-consent-video');
  await expect(video).toHaveAttribute("data-state", "preview");
  await expect(video.getByRole("button", { name: "Load video" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a category shows its CMS text and listing, with the category navigation and filter in the sidebar", async ({
  page,
  request,
}) => {
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 2 },
  });
  const branches = (await navigation.json()) as { id: string; children: { id: string; name: string }[] }[];
  const leaf = branches.flatMap((branch) => branch.children).find((child) => child.name === "T-shirts");
  if (!leaf) throw new Error("the seed has no T-shirts category");
  await page.goto(`/navigation/${leaf.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("T-shirts");
  // The layout's text slot is mapped to the category description.
  await expect(page.locator('[data-element="text"]')).toContainText("T-shirts from clothing.");
  await expect(page.locator(".vitrine-product-card").first()).toBeVisible();
  const sidebarLink = page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "T-shirts" });
  await expect(sidebarLink).toHaveAttribute("aria-current", "page");
  // It links the category's canonical SEO URL, not the technical route (which answers a redirect there).
  await expect(sidebarLink).toHaveAttribute("href", "/Clothing/T-shirts/");
  // The listing still filters and sorts in place (the sidebar filter and the listing share one state).
  await page.getByRole("combobox", { name: "Sorting" }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/order=/);
  await expectNoAxeViolations(page);
});

test("a landing page renders its layout: cover image, text, product boxes, reached by an internal CMS link", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "the summer edit" }).click();
  // The landing page's SEO URL (the CMS link's technical target answers 301 there).
  await expect(page).toHaveURL(/\/summer-edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "The summer edit" })).toBeVisible();
  await expect(page.getByRole("img", { name: /The summer edit/ })).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator('[data-element="product-box"] .vitrine-product-card')).toHaveCount(3);
  await expect(page).toHaveTitle(/The summer edit/);
  await expectNoAxeViolations(page);
});

test("a product page is built from its layout: name and manufacturer logo, gallery and buy box, description, cross-selling", async ({
  page,
  request,
}) => {
  const camera = "d0000000000000000000000000000020";
  // Server-rendered from the product's layout: every element is in the HTML before JavaScript.
  const html = await (await request.get(`/detail/${camera}`)).text();
  expect(html).toContain('data-page-type="product_detail"');
  await page.goto(`/detail/${camera}`);
  await waitForHydration(page);
  const elements = await page
    .locator(".product-cms-page [data-element]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-element")));
  expect(elements).toEqual([
    "product-name",
    "manufacturer-logo",
    "image-gallery",
    "buy-box",
    "product-description-reviews",
    "cross-selling",
  ]);
  await expect(
    page.locator('[data-element="product-name"]').getByRole("heading", { level: 1 }),
  ).toBeVisible();
  await expect(page.locator('[data-element="manufacturer-logo"] img')).toHaveAttribute("alt", /logo/);
  await expect(
    page.locator('[data-element="image-gallery"]').getByRole("region", { name: "Product images" }),
  ).toBeVisible();
  await expect(
    page.locator('[data-element="buy-box"]').getByRole("button", { name: "Add to shopping cart" }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "Description" })).toBeVisible();
  await expect(page.locator('[data-element="cross-selling"] .vitrine-product-slider').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an element whose data is missing does not break the page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "the summer edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The summer edit" })).toBeVisible();
  // The layout's fourth product box names a product the shop no longer sells: its slot stays empty.
  const boxes = page.locator('[data-element="product-box"]');
  await expect(boxes).toHaveCount(4);
  await expect(boxes.locator(".vitrine-product-card")).toHaveCount(3);
  await expect(boxes.last()).toBeEmpty();
  await expect(page.getByRole("heading", { name: "Pack light" })).toBeVisible();
});

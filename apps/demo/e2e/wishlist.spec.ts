import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Credentials,
  expect,
  expectNoAxeViolations,
  newCustomer,
  seedCatalogue,
  storeApiHeaders,
  submitLoginForm,
  tabTo,
  test,
  waitForHydration,
} from "./fixtures";
import { literal, seoPathOf } from "./seo-helpers";

// Issue #9, SPEC sections 3, 4, 6 and 8: the wishlist button, the header widget, the guest list in local storage
// (behind the wishlist cookie), the customer's list on the server, the merge on login, the wishlist page.

interface SeedProduct {
  id: string;
  name: string;
}

/** Products of the seed's first category with products (the catalogue helper reads it through /store-api). */
async function seedProducts(request: APIRequestContext, count: number): Promise<SeedProduct[]> {
  const { category } = await seedCatalogue(request);
  const listing = await request.post(`/store-api/product-listing/${category.id}`, { data: { limit: 24 } });
  const body = (await listing.json()) as {
    elements: { id: string; name?: string; translated?: { name?: string } }[];
  };
  const products = body.elements.map((entry) => ({
    id: entry.id,
    name: entry.translated?.name ?? entry.name ?? "",
  }));
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products;
}

/** The seed product at `index` (a test that involves the shared demo customer takes one of its own). */
async function seedProduct(request: APIRequestContext, index = 0): Promise<SeedProduct> {
  const product = (await seedProducts(request, index + 1))[index];
  if (!product) throw new Error("the seed has too few products");
  return product;
}

/** Opens a product page as a guest who accepts every optional cookie (the wishlist cookie among them). */
async function openAsConsentingGuest(page: Page, product: SeedProduct) {
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  await acceptAllCookies(page);
}

/** Logs a customer in through the login page with `redirectTo` (a new one unless given), and expects to be back at `path`. */
async function logInAndReturn(page: Page, path: string, credentials?: Credentials) {
  await page.goto(`/account/login?redirectTo=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await submitLoginForm(page, credentials ?? (await newCustomer()));
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await waitForHydration(page);
}

function wishlistLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Wishlist/ });
}

/** The buy box's wishlist toggle on a product page. */
function productToggle(page: Page) {
  return page.locator(".product-wishlist").getByRole("button", { name: /to wishlist$|from wishlist$/ });
}

/** Accepts every optional cookie from the cookie bar (the wishlist cookie among them). */
async function acceptAllCookies(page: Page) {
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Accept all" })
    .click();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
}

/** The guest list as stored: key "wishlist-" + sales channel id, value { productId: isoTimestamp }. */
async function storedGuestList(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const lists: Record<string, Record<string, string>> = {};
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? "";
      if (key.startsWith("wishlist-")) lists[key] = JSON.parse(localStorage.getItem(key) ?? "{}");
    }
    return lists;
  });
}

async function salesChannelId(request: APIRequestContext): Promise<string> {
  const context = await request.get("/store-api/context");
  return ((await context.json()) as { salesChannel: { id: string } }).salesChannel.id;
}

/** Product ids on the logged-in customer's wishlist, read from the Store API with the page's session. */
async function serverWishlist(page: Page): Promise<string[]> {
  const answer = await page.request.post("/store-api/customer/wishlist", {
    data: { limit: 100 },
    headers: storeApiHeaders(page),
  });
  if (answer.status() === 404) return [];
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { products: { elements: { id: string }[] } };
  return body.products.elements.map((product) => product.id);
}

test("guest wishlist: a guest with the wishlist cookie accepted in the cookie settings adds; the list is stored under the wishlist prefix plus the sales channel id as {productId: isoTimestamp} and is still there after a reload (axe on added)", async ({
  page,
  request,
}) => {
  const product = await seedProduct(request);
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  await expect(wishlistLink(page)).toHaveAttribute("href", "/wishlist");
  // Cookie settings: the wishlist cookie alone.
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Configure" })
    .click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await panel.getByRole("checkbox", { name: "Wishlist" }).check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toBeHidden();

  const toggle = productToggle(page);
  await expect(toggle).toHaveAccessibleName("Add to wishlist");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Remove from wishlist");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 product");

  const key = `wishlist-${await salesChannelId(request)}`;
  const stored = await storedGuestList(page);
  expect(Object.keys(stored)).toEqual([key]);
  expect(Object.keys(stored[key] ?? {})).toEqual([product.id]);
  expect(new Date(stored[key]?.[product.id] ?? "").toISOString()).toBe(stored[key]?.[product.id]);
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForHydration(page);
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 product");
});

test("merge on login: guest items are merged to the server on login; the item is on the customer's server wishlist (Store API and the server-rendered wishlist page) and the guest's local list is cleared", async ({
  page,
  request,
}) => {
  // A product of its own for this test.
  const product = await seedProduct(request, 2);
  await openAsConsentingGuest(page, product);
  await productToggle(page).click();
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(Object.keys(await storedGuestList(page))).toHaveLength(1);

  // Log in: after login the shopper is back on the product.
  await logInAndReturn(page, await seoPathOf(request, "product", product.id));
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
  await expect.poll(() => storedGuestList(page)).toEqual({});
  await expect.poll(() => serverWishlist(page)).toContain(product.id);
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", "true");

  // The customer's wishlist page is complete in the server's HTML.
  const html = await (await page.request.get("/wishlist")).text();
  expect(html).toContain(`data-product-id="${product.id}"`);
  await page.goto("/wishlist");
  await waitForHydration(page);
  await expect(page.locator(`li[data-product-id="${product.id}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Clean up: the customer removes it again (the removal holds once the server answers success).
  await page.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.locator(`li[data-product-id="${product.id}"]`)).toHaveCount(0);
  await expect.poll(() => serverWishlist(page)).not.toContain(product.id);
});

test("a guest adding while cookie consent is in use and the wishlist cookie is not accepted is redirected to the after-login path, and comes back to the product after login (axe on the login page)", async ({
  page,
  request,
}) => {
  const product = await seedProduct(request, 1);
  const customer = await newCustomer(request);
  const productPath = await seoPathOf(request, "product", product.id);
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Only necessary" })
    .click();
  await productToggle(page).click();
  await expect(page).toHaveURL(
    new RegExp(`/account/login\\?redirectTo=${literal(encodeURIComponent(productPath))}$`),
  );
  expect(await storedGuestList(page)).toEqual({});
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await submitLoginForm(page, customer);
  await expect(page).toHaveURL(new RegExp(`${literal(productPath)}$`));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(productToggle(page)).toBeVisible();
});

test("wishlist page: a guest's products are fetched by id and shown newest first; remove takes one off the page, the list and the header count (axe on the cards, the list and the empty state)", async ({
  page,
  request,
}) => {
  const { category } = await seedCatalogue(request);
  const products = await seedProducts(request, 2);
  await page.goto(`/navigation/${category.id}`);
  await waitForHydration(page);
  await acceptAllCookies(page);
  const cards = page.getByRole("article");
  // Two cards' hearts, first then second: the second is the newest.
  for (const product of products.slice(0, 2)) {
    const card = cards.filter({ has: page.getByRole("link", { name: product.name, exact: true }) }).first();
    const heart = card.getByRole("button", { name: "Add to wishlist" });
    await heart.click();
    await expect(card.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 2 products");
  await expectNoAxeViolations(page);

  await wishlistLink(page).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  const items = page.locator(".vitrine-wishlist-page__item");
  await expect(items).toHaveCount(2);
  const [first, second] = products as [SeedProduct, SeedProduct];
  await expect(items.nth(0)).toHaveAttribute("data-product-id", second.id);
  await expect(items.nth(1)).toHaveAttribute("data-product-id", first.id);
  await expect(items.nth(0).getByRole("button", { name: "Add to shopping cart" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Remove ${second.name} from wishlist` }).click();
  await expect(items).toHaveCount(1);
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 product");
  await page.getByRole("button", { name: `Remove ${first.name} from wishlist` }).click();
  await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, empty");
  expect(await storedGuestList(page)).toEqual({});
  await expectNoAxeViolations(page);
});

test("wishlist page: add to cart from the wishlist puts the product into the shopping cart", async ({
  page,
  request,
}) => {
  const product = await seedProduct(request);
  await openAsConsentingGuest(page, product);
  await productToggle(page).click();
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", "true");
  await page.goto("/wishlist");
  await waitForHydration(page);
  const item = page.locator(`li[data-product-id="${product.id}"]`);
  await item.getByRole("button", { name: "Add to shopping cart" }).click();
  // The cart package's buy form: the off-canvas cart opens with the product in it.
  const offcanvas = page.getByRole("dialog", { name: "Shopping cart" });
  await expect(offcanvas).toBeVisible();
  await expect(offcanvas.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("1");
  await expect(
    page.getByRole("banner").getByRole("button", { name: /^Shopping cart, 1 item/ }),
  ).toBeVisible();
});

test("keyboard only: the wishlist button is reached with Tab and toggled with Space and Enter (aria-pressed follows); removal on the wishlist page with Enter", async ({
  page,
  request,
}) => {
  const product = await seedProduct(request);
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  // The cookie bar's "Accept all", by keyboard.
  const acceptAll = page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Accept all" });
  await tabTo(page, acceptAll);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);

  const toggle = productToggle(page);
  await tabTo(page, toggle);
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  await page.goto("/wishlist");
  await waitForHydration(page);
  const remove = page.getByRole("button", { name: `Remove ${product.name} from wishlist` });
  await tabTo(page, remove);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
});

test("a second tab sees changes: a guest's addition and removal in one tab reach the other tab's header count and button", async ({
  page,
  context,
  request,
}) => {
  const product = await seedProduct(request);
  await openAsConsentingGuest(page, product);
  const other = await context.newPage();
  await other.goto(`/detail/${product.id}`);
  await waitForHydration(other);
  await expect(wishlistLink(other)).toHaveAccessibleName("Wishlist, empty");

  await productToggle(page).click();
  await expect(wishlistLink(other)).toHaveAccessibleName("Wishlist, 1 product");
  await expect(productToggle(other)).toHaveAttribute("aria-pressed", "true");
  await productToggle(other).click();
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, empty");
});

test("a second tab sees changes: a customer's addition in one tab reaches the other tab (server wishlist)", async ({
  page,
  context,
  request,
}) => {
  const product = await seedProduct(request, 3);
  await logInAndReturn(page, await seoPathOf(request, "product", product.id), await newCustomer(request));
  const other = await context.newPage();
  await other.goto(`/detail/${product.id}`);
  await waitForHydration(other);
  const before = await productToggle(page).getAttribute("aria-pressed");
  const after = before === "true" ? "false" : "true";

  await productToggle(page).click();
  await expect(productToggle(page)).toHaveAttribute("aria-pressed", after);
  await expect(productToggle(other)).toHaveAttribute("aria-pressed", after);
  expect((await serverWishlist(page)).includes(product.id)).toBe(after === "true");
  // Leave the shared demo customer's list as it was.
  if (after === "true") {
    await productToggle(other).click();
    await expect(productToggle(page)).toHaveAttribute("aria-pressed", "false");
  }
});

test("header widget: without JavaScript the header's wishlist link still leads to /wishlist; a customer's count is in the server HTML", async ({
  browser,
  page,
  request,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/");
  await wishlistLink(plain).click();
  await expect(plain).toHaveURL(/\/wishlist$/);
  await expect(plain.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await noScript.close();

  const product = await seedProduct(request, 4);
  await logInAndReturn(page, "/", await newCustomer(request));
  await page.request.post(`/store-api/customer/wishlist/add/${product.id}`, {
    headers: storeApiHeaders(page),
  });
  const count = (await serverWishlist(page)).length;
  const html = await (await page.request.get(`/detail/${product.id}`)).text();
  expect(html).toContain(`Wishlist, ${count} ${count === 1 ? "product" : "products"}`);
  expect(html).toMatch(
    /aria-pressed="true"[^>]*data-state="added"|data-state="added"[^>]*aria-pressed="true"/,
  );
  await page.request.delete(`/store-api/customer/wishlist/delete/${product.id}`, {
    headers: storeApiHeaders(page),
  });
});

test("header widget: a guest's count appears after hydration without moving anything (no layout shift)", async ({
  page,
  request,
}) => {
  const product = await seedProduct(request);
  await openAsConsentingGuest(page, product);
  await productToggle(page).click();
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 product");
  const before = await wishlistLink(page).boundingBox();
  // Shifts of the header are recorded from the first paint of the reload on.
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { headerShifts: typeof shifts }).headerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[]) {
        const sources = entry.sources
          .map((source) => source.node)
          .filter((node): node is Element => node instanceof Element && node.closest("header") !== null)
          .map((node) => node.className.toString());
        if (sources.length > 0) shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.reload();
  await waitForHydration(page);
  await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 product");
  expect(await wishlistLink(page).boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { headerShifts: unknown[] }).headerShifts)).toEqual(
    [],
  );
});
